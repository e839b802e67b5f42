from django.core import checks
from django.core.exceptions import ImproperlyConfigured

from .build import current_build


@checks.register('storefront_islands')
def check_build(app_configs=None, **kwargs):
    """`manage.py check` (and runserver, test): the build is there, readable and of one piece."""
    try:
        current_build()
    except ImproperlyConfigured as error:
        return [checks.Error(str(error), id='storefront_islands.E001')]
    return []
