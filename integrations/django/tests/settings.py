"""
Settings of the app's own tests: the fixture build (tests/fixtures/dist, made from the contracts by
`npm run docs`), so they run without the Node build; tests/test_newcomer.py reads the real one
(REAL_DIST). STOREFRONT_DIST_DIR points the others at another build.
"""
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
STOREFRONT_ISLANDS = {'DIST_DIR': os.environ.get('STOREFRONT_DIST_DIR', str(Path(__file__).resolve().parent / 'fixtures' / 'dist')), 'STRICT': True}
# The build `npm run build` writes: the one test that needs its files.
REAL_DIST = REPO / 'static' / 'dist'
TEMPLATES = [{'BACKEND': 'django.template.backends.django.DjangoTemplates', 'DIRS': [], 'APP_DIRS': False, 'OPTIONS': {}}]
