"""
The Jinja2 extension (storefront_islands.jinja2): the Django tags' markup from the same code, the
escaping under autoescape, the request's nonce, and the refusals with the template, the line, the
keyword and what was meant.
"""
from django.template import TemplateSyntaxError as DjangoTemplateSyntaxError
from django.template.backends.jinja2 import Jinja2
from django.test import RequestFactory, SimpleTestCase, override_settings
from django.utils.module_loading import import_string
from jinja2 import DictLoader, Environment, TemplateRuntimeError, TemplateSyntaxError

from storefront_islands.build import current_build
from storefront_islands.preload import RECORDED_HOSTS

from .helpers import jinja_environment, jinja_render, parse, render
from .test_tags import HOSTILE

# The same hosts in both languages: the Django tag's call, and the extension's.
SAME_HOSTS = [
    ('{% island "cart-button" number=n.id label="В корзину" attrs:class="card-cart" %}<a href="/x/">В корзину</a>{% endisland %}',
     '{% island "cart-button", number=n.id, label="В корзину", attrs={"class": "card-cart"} %}<a href="/x/">В корзину</a>{% endisland %}'),
    ('{% island "cart-summary" element="a" item_count=3 cart_url="/order/" load="visible" attrs:href="/order/" %}3{% endisland %}',
     '{% island "cart-summary", element="a", item_count=3, cart_url="/order/", load="visible", attrs={"href": "/order/"} %}3{% endisland %}'),
    ('{% island "signin" code_step=step phone=phone attrs:hidden=True attrs:title=None %}{% endisland %}',
     '{% island "signin", code_step=step, phone=phone, attrs={"hidden": True, "title": None} %}{% endisland %}'),
    ('{% island "customer-greeting" signin_url="/s/" logout_url="/l/" customer=customer %}<p>Здравствуйте!</p>{% endisland %}',
     '{% island "customer-greeting", signin_url="/s/", logout_url="/l/", customer=customer %}<p>Здравствуйте!</p>{% endisland %}'),
    ('{% island "catalog" fragment_url="/devices/" extra_device_type=kind auto_load=\'{"1200": 2}\' %}{% endisland %}',
     '{% island "catalog", fragment_url="/devices/", extra_device_type=kind, auto_load=\'{"1200": 2}\' %}{% endisland %}'),
]
CONTEXT = {'n': {'id': 42}, 'step': True, 'phone': '+79161234567', 'kind': 'smartfony',
           'customer': {'name': '</script><b>Анна & Ко</b>', 'phone_number': '+79161234567'}}


def compile_error(body, name='shop/card.html'):
    try:
        jinja_environment({name: body}).get_template(name)
    except TemplateSyntaxError as error:
        return error
    raise AssertionError(f'{body!r} compiled')


class JinjaMarkupTests(SimpleTestCase):
    def test_each_host_is_the_django_tags_own(self):
        for django_call, jinja_call in SAME_HOSTS:
            with self.subTest(jinja_call[:40]):
                self.assertEqual(jinja_render(jinja_call, CONTEXT), render(django_call, CONTEXT))

    def test_hostile_values_round_trip_and_the_fallback_is_autoescaped(self):
        html = jinja_render('{% island "cart-button", number=1, label=v, attrs={"title": v} %}<i>{{ v }}</i>{% endisland %}', {'v': HOSTILE})
        [host] = parse(html)
        self.assertEqual(dict(host.attrs)['data-label'], HOSTILE)
        self.assertEqual(dict(host.attrs)['title'], HOSTILE)
        self.assertEqual([child.tag for child in host.children], ['i'])
        self.assertEqual(host.children[0].text, HOSTILE)
        self.assertNotIn('<script', html)
        # The values' braces are escaped in the host's attributes (the fallback's text is the template's own).
        self.assertNotIn('{', html[:html.index('<i>')])

    def test_commas_as_in_a_call_a_trailing_one_too(self):
        self.assertEqual(jinja_render('{% island "cart-button", number=7, %}{% endisland %}'), '<div data-island="cart-button" data-number="7"></div>')

    def test_an_undefined_variable_is_none_as_a_missing_one_is_to_the_django_tag(self):
        from jinja2 import DebugUndefined
        html = jinja_environment({'p.html': '{% island "signin", phone=nobody %}{% endisland %}'}, undefined=DebugUndefined).get_template('p.html').render()
        self.assertEqual(html, '<div data-island="signin"></div>')

    def test_the_host_is_recorded_for_the_preload_middleware(self):
        request = RequestFactory().get('/')
        jinja_render('{% island "cart-button", number=7 %}{% endisland %}', {'request': request})
        self.assertEqual(request.__dict__[RECORDED_HOSTS], [{'data-island': 'cart-button', 'data-number': '7'}])


class JinjaLoaderTests(SimpleTestCase):
    def test_the_loader_and_a_stylesheets_url_are_the_django_tags(self):
        request = RequestFactory().get('/')
        request.csp_nonce = 'abc123'
        body = "{{ islands_loader() }} {{ islands_asset_url('static/css/site.css') }}"
        self.assertEqual(jinja_render(body, {'request': request}),
                         render("{% islands_loader %} {% islands_asset_url 'static/css/site.css' %}", {'request': request}))
        self.assertIn(' nonce="abc123"></script>', jinja_render(body, {'request': request}))
        self.assertNotIn('nonce', jinja_render(body, {'request': RequestFactory().get('/')}))

    def test_an_unknown_entry_names_the_entries(self):
        with self.assertRaisesMessage(TemplateRuntimeError, "'static/css/nope.css' is not an entry of"):
            jinja_render("{{ islands_asset_url('static/css/nope.css') }}")

    def test_the_functions_as_django_jinjas_globals_without_the_extension(self):
        names = {'islands_loader': 'storefront_islands.jinja2.islands_loader', 'islands_asset_url': 'storefront_islands.jinja2.islands_asset_url'}
        environment = Environment(loader=DictLoader({'p.html': "{{ islands_loader() }}|{{ islands_asset_url('static/css/site.css') }}"}), autoescape=True)
        environment.globals.update({name: import_string(path) for name, path in names.items()})
        loader, url = environment.get_template('p.html').render().split('|')
        self.assertEqual(loader, render('{% islands_loader %}'))
        self.assertEqual(url, current_build().url(current_build().manifest['static/css/site.css']['file']))


class JinjaCompileTimeRefusalTests(SimpleTestCase):
    def assertRefused(self, body, *parts):
        error = compile_error('<p>\n' + body)
        self.assertTrue(str(error).startswith('{% island %} in template "shop/card.html", line 2: '), str(error))
        self.assertEqual((error.lineno, error.name), (2, 'shop/card.html'))
        for part in parts:
            self.assertIn(part, str(error))
        return error

    def test_an_unknown_keyword_with_the_one_meant(self):
        error = self.assertRefused('{% island "cart-button", numbr=1 %}{% endisland %}', 'island "cart-button": unknown keyword "numbr" (did you mean "number"?)')
        self.assertEqual(error.refusal.kind, 'keyword')

    def test_the_django_tags_refusals(self):
        self.assertRefused('{% island "cart-buton", number=1 %}{% endisland %}', 'unknown island "cart-buton" (did you mean "cart-button"?)')
        self.assertRefused('{% island "customer-greeting", signin_url="/s/" %}{% endisland %}', 'missing required attribute data-logout-url (keyword logout_url)')
        self.assertRefused('{% island "cart-button", number="42a" %}{% endisland %}', 'data-number (number="42a"): \'42a\' is not of type int')
        self.assertRefused('{% island "cart-button", number=1, load="lazy" %}{% endisland %}', "'lazy' is not a strategy")
        self.assertRefused('{% island "cart-button", number=1, element=tag %}{% endisland %}', 'element= must be a quoted element name, not tag')
        self.assertRefused('{% island "cart-button", number=1, attrs={"data-numbr": "x"} %}{% endisland %}',
                           'attrs:data-numbr: unknown attribute data-numbr; did you mean data-number (keyword number=)?')
        self.assertRefused('{% island "cart-button", number=1, number=2 %}{% endisland %}', 'keyword "number" is given twice')
        # Constants are folded as Jinja2 folds them: a filtered literal is judged now.
        self.assertRefused('{% island "cart-button", number="x"|upper %}{% endisland %}', 'data-number (number="x"|upper): \'X\' is not of type int')

    def test_the_extensions_own_syntax(self):
        self.assertRefused('{% island %}{% endisland %}', "needs the island's name first")
        self.assertRefused('{% island name, number=1 %}{% endisland %}', "the island's name must be a quoted literal, not name")
        self.assertRefused('{% island "cart-button", number %}{% endisland %}', '"number" is not keyword=value')
        self.assertRefused('{% island "cart-button", number=1, attrs=extra %}{% endisland %}', 'attrs= must be a dict literal')
        self.assertRefused('{% island "cart-button", number=1, attrs={key: "x"} %}{% endisland %}', 'attrs= takes quoted attribute names, not key')

    def test_djangos_jinja2_backend_raises_it_as_its_template_syntax_error_with_the_line(self):
        engine = Jinja2({'NAME': 'jinja2', 'DIRS': [], 'APP_DIRS': False, 'OPTIONS': {
            'extensions': ['storefront_islands.jinja2.IslandsExtension'],
            'loader': DictLoader({'shop/card.html': '<p>\n{% island "cart-button", numbr=1 %}{% endisland %}'})}})
        with self.assertRaises(DjangoTemplateSyntaxError) as caught:
            engine.get_template('shop/card.html')
        self.assertIn('unknown keyword "numbr" (did you mean "number"?)', str(caught.exception))
        # What Django's debug page shows: the template's line.
        self.assertEqual(caught.exception.template_debug['line'], 2)


class JinjaRenderTimeRefusalTests(SimpleTestCase):
    BODY = '<p>\n{% island "cart-button", number=n.id, attrs={"class": "card-cart"} %}<a href="/x/">В корзину</a>{% endisland %}'

    def test_strict_raises_with_the_template_line_and_value(self):
        with self.assertRaises(TemplateRuntimeError) as caught:
            jinja_render(self.BODY, {'n': {'id': 'abc'}}, name='shop/list.html')
        self.assertEqual(str(caught.exception), '{% island %} in template "shop/list.html", line 2: island "cart-button": '
                                                "data-number (number=n.id): 'abc' is not of type int (a whole number, e.g. 42 or -1)")
        self.assertEqual(caught.exception.refusal.kind, 'type')

    def test_otherwise_it_is_logged_once_and_the_host_is_its_fallback_alone(self):
        with override_settings(STOREFRONT_ISLANDS={'DIST_DIR': str(current_build().dist_dir), 'STRICT': False}):
            with self.assertLogs('storefront_islands', 'WARNING') as logged:
                html = jinja_render(self.BODY, {'n': {'id': 'abc'}}, name='shop/list.html')
        self.assertEqual(html, '<p>\n<div class="card-cart"><a href="/x/">В корзину</a></div>')
        self.assertEqual(len(logged.records), 1)
        self.assertIn('line 2: island "cart-button": data-number (number=n.id): \'abc\' is not of type int', logged.output[0])
