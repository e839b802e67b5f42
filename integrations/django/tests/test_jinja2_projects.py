"""
New Django projects on Jinja2, set up from the «Jinja2» section of docs/django.md alone (demo/jinja_site.py:
`startproject`, the section's settings block for the backend, its page), on whatever Django runs
these tests (`npm test` runs them on 3.2, 4.2 and 5.2): Django's own Jinja2 backend and
django-jinja. Each is checked (`manage.py check`), and its pages rendered by Django's test client
in a process of their own, as a developer would run them.
"""
import json
import tempfile
import textwrap
from pathlib import Path
from unittest import skipUnless

from django.conf import settings
from django.test import SimpleTestCase

from .helpers import APP_FOLDER, run_python

# The project's page (demo/jinja_site.py's shop/urls.py), and two more: a value and a literal it refuses.
MORE_URLS = '''
urlpatterns += [path('bad-value/', page, {'number_id': 'abc'}), path('bad-literal/', page, {'template': 'shop/bad.html'})]
'''

BAD_LITERAL = '<p>\n{% island "cart-button", numbr=1 %}{% endisland %}\n'

RENDER = '''
import django, json, logging, os
os.environ['DJANGO_SETTINGS_MODULE'] = 'shop.settings'
django.setup()
from django.conf import settings
from django.template import TemplateSyntaxError
from django.test import Client
from django.test.utils import override_settings

client = Client(raise_request_exception=True)
seen = {}
response = client.get('/', HTTP_HOST='127.0.0.1')
seen.update(status=response.status_code, link=response.get('Link', ''), html=response.content.decode())
try:
    client.get('/bad-literal/', HTTP_HOST='127.0.0.1')
except TemplateSyntaxError as error:
    seen['compile_error'] = str(error)
warnings = []
handler = logging.Handler(logging.WARNING)
handler.emit = lambda record: warnings.append(record.getMessage())
logging.getLogger('storefront_islands').addHandler(handler)
with override_settings(STOREFRONT_ISLANDS={**settings.STOREFRONT_ISLANDS, 'STRICT': False}):
    response = client.get('/bad-value/', HTTP_HOST='127.0.0.1')
seen.update(lenient_status=response.status_code, lenient_html=response.content.decode(), warnings=warnings)
print(json.dumps(seen))
'''

HOST = ('<div class="card-cart" data-island="cart-button" data-number="42" data-cart-url="/order/" data-label="В корзину">\n'
        '    <a class="btn btn-primary" href="/mts/number/79161234567.html">В корзину</a>\n  </div>')


def _django_jinja():
    try:
        import django_jinja  # noqa: F401
    except ImportError:
        return False
    return True


@skipUnless((settings.REAL_DIST / 'islands.json').is_file(), 'no build: run npm run build (npm test does)')
class JinjaProjectTests(SimpleTestCase):
    def project(self, backend):
        holder = tempfile.TemporaryDirectory()
        self.addCleanup(holder.cleanup)
        folder = Path(holder.name)
        run_python(self, folder, str(APP_FOLDER / 'demo' / 'jinja_site.py'), backend, str(folder / 'site'))
        site = folder / 'site'
        urls = site / 'shop' / 'urls.py'
        urls.write_text(urls.read_text() + MORE_URLS)
        (site / 'jinja2' / 'shop' / 'bad.html').write_text(BAD_LITERAL)
        return site

    def check_project(self, backend):
        site = self.project(backend)
        self.assertIn('System check identified no issues', run_python(self, site, 'manage.py', 'check'))
        seen = json.loads(run_python(self, site, '-c', textwrap.dedent(RENDER)))
        self.assertEqual(seen['status'], 200)
        build = json.loads((site / 'frontend' / 'static' / 'dist' / 'islands.json').read_text(encoding='utf-8'))
        if build['islands']['cart-button']['strategy'] == 'interaction':
            # An island that waits for the visitor's press has nothing preloaded (docs/django.md «Preload hints»).
            self.assertEqual(seen['link'], '')
        else:
            # The preload middleware knew the page's host from the extension: the loader leads its chunks.
            self.assertRegex(seen['link'], r'^</static/dist/site-\w+\.css>; rel=preload; as=style, </static/dist/loader-\w+\.js>; rel=modulepreload')
            for chunk in build['islands']['cart-button']['chunks']:
                self.assertIn(f'</static/dist/{chunk}>; rel=modulepreload', seen['link'])
        self.assertIn(HOST, seen['html'])
        self.assertRegex(seen['html'], r'<script type="module" src="/static/dist/loader-\w+\.js" integrity="sha256-[A-Za-z0-9+/]{43}="></script>')
        self.assertIn('<script type="application/json" id="site-config">{"min_rent_period": 3}</script>', seen['html'])
        self.assertIn('{% island %} in template "shop/bad.html", line 2: island "cart-button": unknown keyword "numbr" (did you mean "number"?)',
                      seen['compile_error'])
        # Without STRICT: the page answers, the host is its fallback alone, and the log says why, once.
        self.assertEqual(seen['lenient_status'], 200)
        self.assertIn('<div class="card-cart">\n    <a class="btn btn-primary"', seen['lenient_html'])
        self.assertNotIn('data-island="cart-button"', seen['lenient_html'])
        self.assertEqual(len(seen['warnings']), 1, seen['warnings'])
        self.assertIn('template "shop/page.html", line 8: island "cart-button": data-number (number=number.id): \'abc\' is not of type int',
                      seen['warnings'][0])

    def test_djangos_jinja2_backend(self):
        self.check_project('jinja2')

    @skipUnless(_django_jinja(), "no django-jinja: install Debian's python3-django-jinja (npm test does)")
    def test_django_jinja(self):
        self.check_project('django-jinja')
