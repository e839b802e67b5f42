"""
Under ASGI, IslandPreloadMiddleware stays on the async path: when Django builds the middleware chain
it logs (django.request, DEBUG) each middleware whose neighbour it had to adapt between sync and
async, a thread switch on every request; for the demo's chain it logs none, for a sync-only
middleware next to ours it does (the control: the log would tell).
"""
import logging

from django.core.handlers.asgi import ASGIHandler
from django.test import SimpleTestCase, override_settings

from demo import settings as demo_settings

PRELOAD = 'storefront_islands.middleware.IslandPreloadMiddleware'


def sync_only(get_response):
    def middleware(request):
        return get_response(request)
    return middleware


class AsgiChainTests(SimpleTestCase):
    def adaptations(self, middleware):
        with override_settings(DEBUG=True, MIDDLEWARE=middleware), self.assertLogs('django.request', 'DEBUG') as logged:
            # assertLogs wants a record; the chain's adaptations are the lines that say so.
            logging.getLogger('django.request').debug('building the chain')
            ASGIHandler()
        return [record.getMessage() for record in logged.records if 'adapted' in record.getMessage()]

    def test_the_demos_chain_under_asgi_is_adapted_nowhere(self):
        self.assertIn(PRELOAD, demo_settings.MIDDLEWARE)
        self.assertEqual(self.adaptations(demo_settings.MIDDLEWARE), [])

    def test_a_sync_only_middleware_outside_ours_is_named(self):
        [line] = self.adaptations([f'{__name__}.sync_only', PRELOAD])
        # Django 3.2 and 4.2: "Asynchronous middleware X adapted."; 5.x: "Asynchronous handler adapted for middleware X."
        self.assertRegex(line, rf'^Asynchronous (handler adapted for )?middleware {__name__}\.sync_only( adapted)?\.$')
