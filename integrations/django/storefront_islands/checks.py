"""
`manage.py check` (and runserver, test, migrate): the build is there, readable and of one piece,
and the settings around it agree.

A build that is not there yet is a Warning, as Django's own staticfiles check of a missing
STATICFILES_DIRS folder is: an image that runs `migrate` before the front end is built must not
fail for it. A page that uses a tag still raises the same ImproperlyConfigured, never a page
without its scripts. A build that is there but broken is an Error.
"""
from django.conf import settings
from django.core import checks

from . import conf
from .build import BuildProblem, current_build

MIDDLEWARE = 'storefront_islands.middleware.IslandPreloadMiddleware'
CSP_MIDDLEWARE = 'csp.middleware.CSPMiddleware'


@checks.register('storefront_islands')
def check_build(app_configs=None, **kwargs):
    try:
        current_build()
    except BuildProblem as error:
        if error.missing:
            return [checks.Warning(error.problem, hint=error.hint, id='storefront_islands.W001')]
        return [checks.Error(error.problem, hint=error.hint, id='storefront_islands.E001')]
    return []


@checks.register('storefront_islands')
def check_settings(app_configs=None, **kwargs):
    found = []
    prefix = conf._settings().get('STATIC_URL_PREFIX')
    if prefix and not str(prefix).endswith('/'):
        found.append(checks.Warning(
            f"{conf.SETTING}['STATIC_URL_PREFIX'] = {prefix!r} does not end with '/'; it is read as {prefix + '/'!r}.",
            hint="Write the folder's URL with its trailing slash, as STATIC_URL is written.",
            id='storefront_islands.W002',
        ))
    middleware = list(getattr(settings, 'MIDDLEWARE', None) or [])
    if MIDDLEWARE in middleware and CSP_MIDDLEWARE in middleware and middleware.index(CSP_MIDDLEWARE) > middleware.index(MIDDLEWARE):
        found.append(checks.Error(
            f'{CSP_MIDDLEWARE} comes after {MIDDLEWARE} in MIDDLEWARE: the module preloads the preload middleware '
            "adds would go without the request's nonce, and a nonce policy refuses them.",
            hint=f'Put {CSP_MIDDLEWARE} before {MIDDLEWARE}.',
            id='storefront_islands.E002',
        ))
    return found
