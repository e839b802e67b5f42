"""
A page survives bad data in production: a value refused only when the template renders (a
variable's value) raises with DEBUG or STOREFRONT_ISLANDS['STRICT']; without them it is logged
once on the `storefront_islands` logger and that host renders as its fallback alone, as the
browser runtime would leave it inactive, and the page answers 200.
"""
from django.conf import settings
from django.http import HttpResponse
from django.template import Context, TemplateSyntaxError
from django.test import RequestFactory, SimpleTestCase, override_settings
from django.urls import path

from .helpers import engine, parse

LIST = (
    '{% load storefront_islands %}<ul>{% for row in rows %}<li>'
    '{% island "cart-button" number=row.id attrs:class="card-cart" %}<a href="/order/">В корзину</a>{% endisland %}'
    '</li>{% endfor %}</ul>'
)
ROWS = [{'id': 1}, {'id': 'abc'}, {'id': 3}]


def product_list(request):
    template = engine({'shop/list.html': LIST}).get_template('shop/list.html')
    return HttpResponse(template.render(Context({'rows': ROWS})))


urlpatterns = [path('shop/', product_list)]
# The app's settings as a production site has them: STRICT left to follow DEBUG.
PRODUCTION = {key: value for key, value in settings.STOREFRONT_ISLANDS.items() if key != 'STRICT'}


@override_settings(ROOT_URLCONF=__name__, STOREFRONT_ISLANDS=PRODUCTION)
class BadValueTests(SimpleTestCase):
    @override_settings(DEBUG=False)
    def test_without_debug_the_page_answers_200_with_that_host_as_its_fallback_and_one_log_line(self):
        with self.assertLogs('storefront_islands', 'WARNING') as logs:
            response = self.client.get('/shop/')
        self.assertEqual(response.status_code, 200)
        hosts = [li.children[0] for li in parse(response.content.decode())[0].children]
        self.assertEqual([dict(host.attrs).get('data-island') for host in hosts], ['cart-button', None, 'cart-button'])
        self.assertEqual([dict(host.attrs).get('data-number') for host in hosts], ['1', None, '3'])
        # The inactive host keeps its plain HTML attributes and its fallback link.
        self.assertEqual(hosts[1].tag, 'div')
        self.assertEqual(dict(hosts[1].attrs), {'class': 'card-cart'})
        self.assertEqual([child.tag for child in hosts[1].children], ['a'])
        self.assertEqual(len(logs.records), 1)
        self.assertEqual(
            logs.records[0].getMessage(),
            '{% island %} in template "shop/list.html", line 1: island "cart-button": data-number (number=row.id): '
            "'abc' is not of type int (a whole number, e.g. 42 or -1); the host is rendered as its fallback alone",
        )

    @override_settings(DEBUG=True)
    def test_with_debug_the_tags_message_is_raised(self):
        # The view itself, not the test client: the handler would log the 500 it turns this into.
        with self.assertRaisesMessage(TemplateSyntaxError, "island \"cart-button\": data-number (number=row.id): 'abc' is not of type int"):
            product_list(RequestFactory().get('/shop/'))

    @override_settings(DEBUG=False, STOREFRONT_ISLANDS={**PRODUCTION, 'STRICT': True})
    def test_strict_raises_without_debug_too(self):
        with self.assertRaises(TemplateSyntaxError):
            product_list(RequestFactory().get('/shop/'))

    @override_settings(DEBUG=False)
    def test_a_compile_time_refusal_is_raised_whatever_debug_says(self):
        source = '{% load storefront_islands %}{% island "cart-button" number="abc" %}{% endisland %}'
        with self.assertRaises(TemplateSyntaxError):
            engine({'page.html': source}).get_template('page.html')
