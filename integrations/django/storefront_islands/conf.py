"""The app's settings: STOREFRONT_ISLANDS = {'DIST_DIR': …, 'STATIC_URL_PREFIX': …, 'PRELOAD_HINTS': …, 'STRICT': …}."""
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

SETTING = 'STOREFRONT_ISLANDS'


def dist_dir() -> Path:
    """The build's folder (static/dist): manifest.json, islands.json and the files they name."""
    value = _settings().get('DIST_DIR')
    if not value:
        raise ImproperlyConfigured(
            f"{SETTING}['DIST_DIR'] is not set: point it at the storefront build's static/dist "
            '(the folder `npm run build` writes, with manifest.json and islands.json).'
        )
    return Path(value)


def url_prefix() -> str:
    """The URL the build's files are served under; by default STATIC_URL + 'dist/'."""
    value = _settings().get('STATIC_URL_PREFIX')
    if value is None:
        value = (settings.STATIC_URL or '/static/') + 'dist/'
    return value if value.endswith('/') else value + '/'


def preload_hints() -> bool:
    return bool(_settings().get('PRELOAD_HINTS', True))


def strict() -> bool:
    """
    Whether a value refused at render time raises (the page answers 500 with the tag's message) or
    is logged while the host renders as its fallback alone (the page answers 200); default DEBUG.
    """
    return bool(_settings().get('STRICT', settings.DEBUG))


def _settings() -> dict:
    value = getattr(settings, SETTING, {})
    if not isinstance(value, dict):
        raise ImproperlyConfigured(f'{SETTING} must be a dict, not {type(value).__name__}.')
    return value
