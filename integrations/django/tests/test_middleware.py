"""IslandPreloadMiddleware: module preloads in <head> and a Link header for the islands a page holds."""
import asyncio
import gzip
import re
from unittest import mock

from django.http import HttpResponse, StreamingHttpResponse
from django.test import AsyncClient, RequestFactory, SimpleTestCase, override_settings
from django.urls import path

from storefront_islands.build import current_build
from storefront_islands.middleware import IslandPreloadMiddleware
from storefront_islands.preload import recorded_hosts


def page(body, head=''):
    return f'<!doctype html>\n<html lang="ru">\n<head>\n<title>Т</title>{head}\n</head>\n<body>\n{body}\n</body>\n</html>'


def respond(response):
    return IslandPreloadMiddleware(lambda request: response)(RequestFactory().get('/'))


def served(html, **headers):
    response = HttpResponse(html, content_type='text/html; charset=utf-8')
    for name, value in headers.items():
        response[name] = value
    return respond(response)


class PreloadTests(SimpleTestCase):
    def setUp(self):
        self.build = current_build()
        self.prefix = '/static/dist/'

    def files(self, *islands, parts=()):
        files = list(self.build.runtime)
        for name in islands:
            files += self.build.description['islands'][name]['chunks']
        for name, part in parts:
            files += self.build.description['islands'][name]['parts'][part]['chunks']
        return [self.prefix + file for file in dict.fromkeys(files)]

    def head_links(self, html):
        head = html[html.index('<head>'):html.index('</head>')]
        return re.findall(r'<link rel="modulepreload" href="([^"]+)"', head)

    def integrity(self, url):
        # Every script the build wrote has its sha256 in the manifest.
        integrity = self.build.integrity(url[len(self.prefix):])
        self.assertRegex(integrity, r'^sha256-[A-Za-z0-9+/]{43}=$')
        return integrity

    def link_header(self, files):
        return ', '.join(f'<{url}>; rel=modulepreload; fetchpriority=low; integrity="{self.integrity(url)}"'
                         for url in [self.prefix + self.build.loader] + files)

    def test_the_heads_stylesheets_lead_the_link_header(self):
        # A browser acts on the header before it reads the head: scripts first would take
        # HTTP/1.1's six connections from the stylesheets that block the first paint.
        html = page('<div data-island="countdown"></div>',
                    head='<link rel="stylesheet" href="/static/dist/site-X.css"><link rel="stylesheet" href="/palette.css?v=1%2C2">')
        response = served(html)
        self.assertEqual(response['Link'], '</static/dist/site-X.css>; rel=preload; as=style, </palette.css?v=1%2C2>; rel=preload; as=style, '
                         + self.link_header(self.files('countdown')))

    def test_the_runtime_and_each_islands_chunks_in_head_and_in_the_link_header(self):
        original = page('<nav class="site-menu" data-island="site-menu"></nav>'
                        '<div class="countdown" data-island="countdown" data-label="До конца акции"><time>12:00:00</time></div>'
                        '<div data-island="countdown"></div>')
        # As CommonMiddleware sets it further out; the new body must not be cut to the old length.
        response = served(original, **{'Content-Length': str(len(original.encode()))})
        expected = self.files('site-menu', 'countdown')
        html = response.content.decode()
        self.assertEqual(self.head_links(html), expected)
        self.assertEqual(len(expected), len(set(expected)))
        self.assertEqual(response['Link'], self.link_header(expected))
        self.assertEqual(response['Content-Length'], str(len(response.content)))
        self.assertTrue(html.endswith('</title>\n' + ''.join(f'<link rel="modulepreload" href="{u}" integrity="{self.integrity(u)}" fetchpriority="low">\n' for u in expected) + '</head>\n<body>\n'
                                      + html.split('<body>\n', 1)[1]))

    def test_the_requests_csp_nonce_goes_on_the_module_preloads(self):
        # As django-csp sets it: under 'strict-dynamic' a module preload without the nonce is refused.
        request = RequestFactory().get('/')
        request.csp_nonce = 'n0nce"<'
        response = HttpResponse(page('<div data-island="countdown"></div>'), content_type='text/html; charset=utf-8')
        html = IslandPreloadMiddleware(lambda request: response)(request).content.decode()
        tags = re.findall(r'<link rel="modulepreload"[^>]*>', html)
        self.assertEqual(tags, [f'<link rel="modulepreload" href="{url}" integrity="{self.integrity(url)}" fetchpriority="low" nonce="n0nce&quot;&lt;">'
                                for url in self.files('countdown')])

    def test_hosts_in_comments_and_scripts_are_not_hosts(self):
        response = served(page('<!-- <div data-island="countdown"></div> -->'
                               '<script type="application/json">{"x": "<div data-island=\\"signin\\"></div>"}</script>'
                               '<template><p>no</p></template>'))
        self.assertNotIn('modulepreload', response.content.decode())
        self.assertFalse(response.has_header('Link'))

    def test_interaction_hosts_wait_for_the_visitor(self):
        own = [name for name, island in self.build.description['islands'].items() if island['strategy'] == 'interaction']
        self.assertIn('cart-button', own, 'the cards\' buttons wait for the visitor (their React comes with the press)')
        response = served(page('<div data-island="cart-button" data-number="1"></div><div data-island="countdown" data-island-load="interaction"></div>'))
        self.assertFalse(response.has_header('Link'))
        # A load attribute that is no strategy leaves the island's own.
        response = served(page('<div data-island="countdown" data-island-load="soon"></div>'))
        self.assertEqual(self.head_links(response.content.decode()), self.files('countdown'))
        response = served(page('<div data-island="cart-button" data-number="1" data-island-load="eager"></div>'))
        self.assertEqual(self.head_links(response.content.decode()), self.files('cart-button'))

    def test_a_lazy_part_when_the_host_has_its_attributes(self):
        # No island of today's build names a part it needs at once (the catalogue's drawing comes with
        # its first page): one is given to the catalogue here, a file of the build standing for it.
        part_file = self.build.description['islands']['cart-button']['chunks'][0]
        part = {'json-draw': {'when': ['data-catalog-url', 'data-card', 'data-auto-load'], 'chunks': [part_file]}}
        catalog = self.build.contracts.islands['catalog']
        with mock.patch.dict(self.build.description['islands']['catalog'], {'parts': part}), mock.patch.dict(catalog.parts, part):
            auto_load = '<div data-island="catalog" data-catalog-url="/api/catalog/numbers/" data-card="numbers" data-auto-load=\'{"xl": 2}\'></div>'
            response = served(page(auto_load))
            self.assertEqual(self.head_links(response.content.decode()), self.files('catalog', parts=[('catalog', 'json-draw')]))
            # Without one of its attributes, no part.
            json_mode = '<div data-island="catalog" data-catalog-url="/api/catalog/numbers/" data-card="numbers"></div>'
            response = served(page(json_mode))
            self.assertEqual(self.head_links(response.content.decode()), self.files('catalog'))
            fragment_mode = '<div data-island="catalog" data-fragment-url="/numbers/" data-card=""></div>'
            response = served(page(fragment_mode))
            self.assertEqual(self.head_links(response.content.decode()), self.files('catalog'))

    def test_files_the_page_already_links_only_go_into_the_header(self):
        runtime = self.prefix + self.build.runtime[0]
        response = served(page('<div data-island="countdown"></div>', head=f'\n<link rel="modulepreload" href="{runtime}">'))
        expected = self.files('countdown')
        links = self.head_links(response.content.decode())
        self.assertEqual(links, [runtime] + [url for url in expected if url != runtime])
        self.assertEqual(response['Link'], self.link_header(expected))

    def test_unknown_islands_and_pages_without_hosts_get_nothing(self):
        for html in [page('<div data-island="no-such-island"></div>'), page('<p>Привет</p>')]:
            response = served(html)
            self.assertEqual(response.content.decode(), html)
            self.assertFalse(response.has_header('Link'))

    def test_an_existing_link_header_is_kept(self):
        response = served(page('<div data-island="countdown"></div>'), Link='</static/site.css>; rel=preload; as=style')
        self.assertEqual(response['Link'], '</static/site.css>; rel=preload; as=style, ' + self.link_header(self.files('countdown')))

    def test_a_page_without_head_gets_the_header_only(self):
        html = '<div data-island="countdown"></div>'
        response = served(html)
        self.assertEqual(response.content.decode(), html)
        self.assertEqual(response['Link'], self.link_header(self.files('countdown')))

    def test_responses_it_leaves_alone(self):
        html = page('<div data-island="countdown"></div>')
        for response in [
            HttpResponse(html, content_type='application/json'),
            StreamingHttpResponse(iter([html]), content_type='text/html'),
            HttpResponse(gzip.compress(html.encode()), content_type='text/html', headers={'Content-Encoding': 'gzip'}),
        ]:
            with self.subTest(response=type(response).__name__, type=response['Content-Type']):
                self.assertFalse(respond(response).has_header('Link'))
        with self.settings(STOREFRONT_ISLANDS={'DIST_DIR': str(self.build.dist_dir), 'PRELOAD_HINTS': False}):
            self.assertEqual(served(html).content.decode(), html)

    def test_urls_in_the_header_are_percent_encoded(self):
        with self.settings(STOREFRONT_ISLANDS={'DIST_DIR': str(self.build.dist_dir), 'STATIC_URL_PREFIX': '/статика/'}):
            response = served(page('<div data-island="countdown"></div>'))
        self.assertTrue(response['Link'].startswith('</%D1%81%D1%82%D0%B0%D1%82%D0%B8%D0%BA%D0%B0/loader-'))
        self.assertIn('href="/статика/chunks/', response.content.decode())


TAG_PAGE = (
    '{% load storefront_islands %}<!doctype html>\n<html lang="ru">\n<head>\n<title>Т</title>\n</head>\n<body>\n'
    '{% for n in numbers %}{% island "countdown" label=n %}<time>12:00:00</time>{% endisland %}{% endfor %}\n'
    '{% island "site-menu" %}{% endisland %}\n{{ extra|safe }}</body>\n</html>'
)


def tag_page(request, extra=''):
    from .helpers import engine
    from django.template import Context
    return engine({'page.html': TAG_PAGE}).get_template('page.html').render(Context({'request': request, 'numbers': [1, 2, 3], 'extra': extra}))


class RecordedHostsTests(SimpleTestCase):
    """A page whose hosts the tags wrote is not parsed for them; the hints are the same as parsed."""

    def through(self, request, html):
        response = HttpResponse(html, content_type='text/html; charset=utf-8')
        return IslandPreloadMiddleware(lambda request: response)(request)

    def test_the_tags_record_their_hosts_and_the_hints_are_those_of_the_parsed_page(self):
        request = RequestFactory().get('/')
        html = tag_page(request)
        self.assertEqual(recorded_hosts(request, html), [
            {'data-island': 'countdown', 'data-label': '1'},
            {'data-island': 'countdown', 'data-label': '2'},
            {'data-island': 'countdown', 'data-label': '3'},
            {'data-island': 'site-menu'},
        ])
        fast = self.through(request, html)
        parsed = self.through(RequestFactory().get('/'), html)
        self.assertEqual(fast.content, parsed.content)
        self.assertEqual(fast['Link'], parsed['Link'])
        self.assertIn('rel=modulepreload', fast['Link'])

    def test_a_hand_written_host_beside_them_means_the_page_is_parsed(self):
        request = RequestFactory().get('/')
        html = tag_page(request, extra='<div data-island="countdown" data-label="До конца"></div>')
        self.assertIsNone(recorded_hosts(request, html))
        countdown = current_build().description['islands']['countdown']['chunks'][0]
        self.assertIn(countdown, self.through(request, html)['Link'])


async def async_page(request):
    return HttpResponse(page('<div data-island="countdown"></div>'), content_type='text/html; charset=utf-8')


urlpatterns = [path('async/', async_page)]


@override_settings(ROOT_URLCONF=__name__, MIDDLEWARE=['storefront_islands.middleware.IslandPreloadMiddleware'])
class AsyncTests(SimpleTestCase):
    def test_it_is_a_coroutine_over_an_async_handler_and_a_function_over_a_sync_one(self):
        async def get_response(request):
            return HttpResponse()
        self.assertTrue(asyncio.iscoroutinefunction(IslandPreloadMiddleware(get_response)))
        self.assertFalse(asyncio.iscoroutinefunction(IslandPreloadMiddleware(lambda request: HttpResponse())))

    async def test_under_asgi_the_hints_are_added(self):
        response = await AsyncClient().get('/async/')
        self.assertEqual(response.status_code, 200)
        self.assertIn('rel=modulepreload', response['Link'])
        self.assertIn('<link rel="modulepreload"', response.content.decode())
