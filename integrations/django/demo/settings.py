"""Settings of the demo project. DEBUG is on: it is a demo, and its broken page shows the tag's message."""
import os
from pathlib import Path

from demo.policy_directives import django_csp_settings

REPO = Path(__file__).resolve().parents[3]

SECRET_KEY = os.environ.get('DJANGO_SECRET_KEY', 'storefront-islands-demo-only')
DEBUG = os.environ.get('DJANGO_DEBUG', '1') != '0'
ALLOWED_HOSTS = ['127.0.0.1', 'localhost', '[::1]']
ROOT_URLCONF = 'demo.urls'
# No database: the demo's data is the reference server's, the CSRF token lives in its cookie.
DATABASES = {}
USE_TZ = True
LANGUAGE_CODE = 'ru'

INSTALLED_APPS = ['storefront_islands', 'demo']

MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.middleware.common.CommonMiddleware',
    'demo.middleware.keep_proxied_body',
    'django.middleware.csrf.CsrfViewMiddleware',
    'django.middleware.clickjacking.XFrameOptionsMiddleware',
    'demo.middleware.content_security_policy',
    'storefront_islands.middleware.IslandPreloadMiddleware',
]

# DJANGO_CSP=nonce: the strict policy recommended for new sites, nonce-based, set by django-csp
# (Debian's python3-django-csp) in place of the demo's own 'self' policy (e2e/django-csp.spec.ts).
# Under 'strict-dynamic' only the nonced loader runs, and what it imports; {% islands_loader %} and
# IslandPreloadMiddleware write request.csp_nonce on the script and the module preloads.
if os.environ.get('DJANGO_CSP') == 'nonce':
    MIDDLEWARE[MIDDLEWARE.index('demo.middleware.content_security_policy')] = 'csp.middleware.CSPMiddleware'
    # The demo's own policy (shared/content-security-policy.json) but for the scripts: the nonced
    # loader and, through 'strict-dynamic', what it imports; and no <base> at all.
    globals().update(django_csp_settings(script_src=("'strict-dynamic'",), base_uri=("'none'",)))
    CSP_INCLUDE_NONCE_IN = ('script-src',)

# DJANGO_PRODUCTION=1: the way sites ship (e2e/django-production*.spec.ts): DEBUG off, the build
# collected by `manage.py collectstatic` into DJANGO_STATIC_ROOT under the `dist` prefix with the
# app's WhiteNoise storage (the build's files keep their names, the rest is hashed and compressed),
# served by WhiteNoise under gunicorn; DJANGO_KEEP_ONLY_HASHED=1 keeps only hashed files, and
# DJANGO_STATIC_URL_PREFIX points the tags at another origin standing in for a CDN.
PRODUCTION = os.environ.get('DJANGO_PRODUCTION') == '1'
if PRODUCTION:
    DEBUG = False
    INSTALLED_APPS += ['django.contrib.staticfiles']
    MIDDLEWARE.insert(1, 'whitenoise.middleware.WhiteNoiseMiddleware')
    STATIC_ROOT = os.environ['DJANGO_STATIC_ROOT']
    STATICFILES_DIRS = [('dist', os.environ.get('STOREFRONT_DIST_DIR', str(REPO / 'static' / 'dist')))]
    STATICFILES_STORAGE = 'storefront_islands.storage.CompressedManifestStaticFilesStorage'
    STORAGES = {
        'default': {'BACKEND': 'django.core.files.storage.FileSystemStorage'},
        'staticfiles': {'BACKEND': STATICFILES_STORAGE},
    }
    WHITENOISE_KEEP_ONLY_HASHED_FILES = os.environ.get('DJANGO_KEEP_ONLY_HASHED') == '1'

# DJANGO_REQUEST_LOG=debug: Django's django.request log on stderr from DEBUG up. With DEBUG it names
# each middleware whose neighbour had to be adapted between sync and async when the chain was built
# ("Asynchronous middleware … adapted."): under ASGI each such switch costs every request a thread
# (e2e/django-asgi.spec.ts reads that there is none).
if os.environ.get('DJANGO_REQUEST_LOG') == 'debug':
    LOGGING = {
        'version': 1,
        'disable_existing_loggers': False,
        'handlers': {'stderr': {'class': 'logging.StreamHandler', 'level': 'DEBUG'}},
        'loggers': {'django.request': {'handlers': ['stderr'], 'level': 'DEBUG', 'propagate': False}},
    }

# The shop's documents' text is the reference server's own (templates/shared/documents/, which its
# pages include too): the demo's document pages include it from there.
SHARED_TEMPLATES = REPO / 'templates' / 'shared'
TEMPLATES = [{
    'BACKEND': 'django.template.backends.django.DjangoTemplates',
    'DIRS': [SHARED_TEMPLATES],
    'APP_DIRS': True,
    'OPTIONS': {'context_processors': ['django.template.context_processors.request', 'demo.context.storefront']},
}]

STATIC_URL = '/static/'
STOREFRONT_ISLANDS = {
    'DIST_DIR': os.environ.get('STOREFRONT_DIST_DIR', str(REPO / 'static' / 'dist')),
    'PRELOAD_HINTS': True,
}
if os.environ.get('DJANGO_STATIC_URL_PREFIX'):
    STOREFRONT_ISLANDS['STATIC_URL_PREFIX'] = os.environ['DJANGO_STATIC_URL_PREFIX']

# The reference server (`npm start`, or e2e/server.ts) answering the JSON API.
REFERENCE_SERVER_URL = os.environ.get('REFERENCE_SERVER_URL', 'http://127.0.0.1:8000')

SITE_NAME = 'Номера и тарифы'
# The islands' settings block (docs/django.md «The layout», its site-config block); the numbers are the reference server's
# defaults (MIN_RENT_PERIOD, EXIT_*), which validate what the islands send.
SITE_CONFIG = {
    'min_rent_period': int(os.environ.get('MIN_RENT_PERIOD', 3)),
    'exit_intent_initial_delay': int(os.environ.get('EXIT_INITIAL_DELAY', 30)),
    'exit_intent_retry_delay': int(os.environ.get('EXIT_RETRY_DELAY', 86400)),
    # «Самовывоз»: where and when (the spec has none; the reference server's PICKUP_POINT).
    'pickup_point': {'address': 'Москва, ул. Тверская, д. 1, офис 101', 'hours': 'Ежедневно с 9:00 до 21:00'},
    # The seller and its one set of contacts (the reference server's SELLER): the header's phone, the
    # footer, /order/, the order-placed page and the documents read them from here.
    'seller': {
        'name': 'ООО «Номера и тарифы»',
        'inn': '7701234560',
        'ogrn': '1157746123457',
        'address': '125009, г. Москва, ул. Тверская, д. 1, офис 101',
        'phone': '8 800 555-35-35',
        'phone_href': 'tel:+78005553535',
        'email': 'shop@nomera-tarify.ru',
        'hours': 'Ежедневно с 9:00 до 21:00 по Москве',
    },
}
