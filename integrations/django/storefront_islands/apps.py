from django.apps import AppConfig


class StorefrontIslandsConfig(AppConfig):
    name = 'storefront_islands'
    verbose_name = 'Storefront islands'

    def ready(self):
        # Registers the system check that reads the build at startup (manage.py check, runserver,
        # test), so a missing or mismatched static/dist is found before the first page.
        from . import checks  # noqa: F401
