"""Settings of the app's own tests: the real build of this checkout (scripts/test.mjs builds it first)."""
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

SECRET_KEY = 'storefront-islands-tests'
DEBUG = False
INSTALLED_APPS = ['storefront_islands']
DATABASES = {}
USE_TZ = True
STATIC_URL = '/static/'
# STRICT: a value refused at render time raises, so the tests read its message (the default follows DEBUG;
# tests/test_tags.py tries both).
STOREFRONT_ISLANDS = {'DIST_DIR': os.environ.get('STOREFRONT_DIST_DIR', str(REPO / 'static' / 'dist')), 'STRICT': True}
TEMPLATES = [{'BACKEND': 'django.template.backends.django.DjangoTemplates', 'DIRS': [], 'APP_DIRS': False, 'OPTIONS': {}}]
