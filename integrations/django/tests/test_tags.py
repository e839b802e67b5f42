"""{% island %}, {% islands_loader %} and {% islands_asset_url %} over the real build's islands.json."""
import json

from django.template import TemplateSyntaxError
from django.test import RequestFactory, SimpleTestCase
from django.utils.html import json_script

from storefront_islands.build import LOADER_ENTRY, current_build

from .helpers import compile_error, parse, render, render_error

HOSTILE = '" onmouseover="alert(1)" x=\'y\' <script>alert(2)</script> &amp; & {{ secret }} {% csrf_token %} }}'
# A literal in a tag cannot hold `%}` or its own quote: the rest of the same.
HOSTILE_LITERAL = "' onmouseover='alert(1)' <script>alert(2)</script> &amp; & {{ secret }}"


class HostMarkupTests(SimpleTestCase):
    def test_writes_the_host_with_the_contract_names_html_attributes_and_the_fallback(self):
        html = render('{% island "cart-button" number=n.id label="В корзину" attrs:class="card-cart" %}'
                      '<a class="btn" href="/mts/number/79161234567.html">В корзину</a>{% endisland %}',
                      {'n': {'id': 42}})
        self.assertEqual(html, '<div class="card-cart" data-island="cart-button" data-number="42" data-label="В корзину">'
                               '<a class="btn" href="/mts/number/79161234567.html">В корзину</a></div>')

    def test_element_chooses_the_host_tag_and_load_its_strategy(self):
        html = render('{% island "cart-summary" element="a" item_count=3 cart_url="/order/" load="visible" '
                      'attrs:href="/order/" attrs:class="cart-summary" %}Корзина (3){% endisland %}')
        self.assertEqual(html, '<a href="/order/" class="cart-summary" data-island="cart-summary" data-island-load="visible" '
                               'data-item-count="3" data-cart-url="/order/">Корзина (3)</a>')

    def test_a_true_bool_is_a_bare_attribute_false_and_none_leave_it_out(self):
        body = '{% island "signin" code_step=step phone=phone %}{% endisland %}'
        self.assertEqual(render(body, {'step': True, 'phone': '+79161234567'}),
                         '<div data-island="signin" data-code-step data-phone="+79161234567"></div>')
        self.assertEqual(render(body, {'step': False, 'phone': None}), '<div data-island="signin"></div>')
        self.assertEqual(render(body, {'step': None, 'phone': ''}), '<div data-island="signin"></div>')

    def test_html_attributes_true_bare_false_and_none_left_out(self):
        html = render('{% island "message-modal" attrs:hidden=True attrs:inert=False attrs:title=None %}{% endisland %}')
        self.assertEqual(html, '<div hidden data-island="message-modal"></div>')

    def test_json_props_go_to_the_props_block_escaped_as_json_script(self):
        customer = {'name': '</script><b>Анна & Ко</b>', 'phone_number': '+79161234567'}
        html = render('{% island "customer-greeting" signin_url="/customer/signin/" logout_url="/customer/logout/" '
                      'customer=customer %}<p>Здравствуйте!</p>{% endisland %}', {'customer': customer})
        expected = json_script({'customer': customer}, 'x')
        block = expected[expected.index('>') + 1:expected.rindex('</script>')]
        self.assertIn(f'<script type="application/json" data-props>{block}</script><p>Здравствуйте!</p></div>', html)
        self.assertNotIn('</script><b>', html)
        [host] = parse(html)
        self.assertEqual(json.loads(host.children[0].text), {'customer': customer})

    def test_a_json_literal_is_json_text(self):
        html = render('{% island "catalog" catalog_url="/api/catalog/numbers/" card="numbers" auto_load=\'{"1200": 2}\' %}{% endisland %}')
        [host] = parse(html)
        self.assertEqual(json.loads(host.children[0].text), {'autoLoad': {'1200': 2}})

    def test_an_attribute_family_takes_its_keywords(self):
        html = render('{% island "catalog" fragment_url="/devices/" extra_device_type=kind %}{% endisland %}', {'kind': 'smartfony'})
        self.assertEqual(html, '<div data-island="catalog" data-fragment-url="/devices/" data-extra-device-type="smartfony"></div>')

    def test_hostile_values_round_trip_through_an_html_parser_and_never_break_out(self):
        for body, context in [
            ('{% island "cart-button" number=1 label=v provider_mask_filter=v attrs:title=v %}<i>fallback</i>{% endisland %}', {'v': HOSTILE}),
            ('{% island "cart-button" number=1 label="' + HOSTILE_LITERAL + '" %}<i>fallback</i>{% endisland %}', {}),
        ]:
            with self.subTest(body=body[:40]):
                html = render(body, context)
                [host] = parse(html)
                expected = HOSTILE if context else HOSTILE_LITERAL
                values = dict(host.attrs)
                self.assertEqual(values['data-label'], expected)
                self.assertEqual({name for name, _ in host.attrs} - {'data-label', 'data-provider-mask-filter', 'title'},
                                 {'data-island', 'data-number'})
                self.assertEqual([child.tag for child in host.children], ['i'])
                self.assertNotIn('{{', html)
                self.assertNotIn('{%', html)
                self.assertNotIn('<script', html)

    def test_int_bool_and_url_follow_the_patterns_of_the_build(self):
        self.assertIn('data-number="-1"', render('{% island "cart-button" number=-1 %}{% endisland %}'))
        self.assertIn('data-cart-url="/order/?a=1"', render('{% island "cart-button" number=1 cart_url="/order/?a=1" %}{% endisland %}'))
        self.assertIn('data-cart-url="https://shop.example/order/"',
                      render('{% island "cart-button" number=1 cart_url=u %}{% endisland %}', {'u': 'https://shop.example/order/'}))
        self.assertIn('data-code-step="false"', render('{% island "signin" code_step="false" %}{% endisland %}'))
        for value in ['42\n', '٤٢', '4.5', '', ' 42']:
            with self.subTest(value=value):
                if value == '':
                    # Empty is no value: the island's oneOf is then not met.
                    self.assertIn('needs one of', render_error('{% island "cart-button" number=v %}{% endisland %}', {'v': value}))
                else:
                    self.assertIn('is not of type int', render_error('{% island "cart-button" number=v %}{% endisland %}', {'v': value}))
        for value in ['javascript:alert(1)', ' data:text/html,x', 'mailto:a@b.c']:
            with self.subTest(value=value):
                self.assertIn('is not of type url',
                              render_error('{% island "cart-button" number=1 cart_url=v %}{% endisland %}', {'v': value}))


class CompileTimeRefusalTests(SimpleTestCase):
    """What the tag refuses when the template is compiled: the message names the template, the line, the island and the attribute."""

    def assertRefused(self, body, *parts):
        message = compile_error(body, name='shop/card.html')
        self.assertTrue(message.startswith('{% island %} in template "shop/card.html", line 2: '), message)
        for part in parts:
            self.assertIn(part, message)
        return message

    def test_unknown_island_with_the_nearest_name(self):
        self.assertRefused('{% island "cart-buton" number=1 %}{% endisland %}', 'unknown island "cart-buton" (did you mean "cart-button"?)')

    def test_island_name_must_be_a_literal(self):
        self.assertRefused('{% island name number=1 %}{% endisland %}', "the island's name must be a quoted literal, not name")
        self.assertRefused('{% island %}{% endisland %}', "needs the island's name first")

    def test_unknown_keyword_with_the_nearest_keyword(self):
        self.assertRefused('{% island "cart-button" numbr=1 %}{% endisland %}',
                           'island "cart-button": unknown keyword "numbr" (did you mean "number"?)')
        self.assertRefused('{% island "cart-summary" item-count=1 cart_url="/order/" %}{% endisland %}',
                           'unknown keyword "item-count" (did you mean "item_count"?)')
        self.assertRefused('{% island "cart-summary" data-item-count=1 cart_url="/order/" %}{% endisland %}',
                           'unknown keyword "data-item-count": write the attribute data-item-count as item_count=')

    def test_missing_required_attribute(self):
        self.assertRefused('{% island "customer-greeting" signin_url="/customer/signin/" %}{% endisland %}',
                           'island "customer-greeting": missing required attribute data-logout-url (keyword logout_url)')

    def test_empty_required_string_literal(self):
        self.assertRefused('{% island "header-search" action="" %}{% endisland %}',
                           'island "header-search": required data-action (action="") has no value')

    def test_one_of_without_a_complete_set(self):
        self.assertRefused('{% island "cart-button" label="В корзину" %}{% endisland %}',
                           'needs one of data-number | data-tariff | data-device (keywords number | tariff | device)')
        self.assertRefused('{% island "catalog" catalog_url="/api/catalog/numbers/" %}{% endisland %}',
                           'needs one of data-catalog-url + data-card | data-fragment-url')

    def test_literals_of_the_wrong_type(self):
        self.assertRefused('{% island "cart-button" number="42a" %}{% endisland %}',
                           "data-number (number=\"42a\"): '42a' is not of type int (a whole number, e.g. 42 or -1)")
        self.assertRefused('{% island "cart-button" number=True %}{% endisland %}', 'data-number (number=True): True is True, not of type int')
        self.assertRefused('{% island "signin" code_step="yes" %}{% endisland %}', "data-code-step (code_step=\"yes\"): 'yes' is not of type bool")
        self.assertRefused('{% island "cart-button" number=1 cart_url="javascript:alert(1)" %}{% endisland %}',
                           "data-cart-url (cart_url=\"javascript:alert(1)\"): 'javascript:alert(1)' is not of type url")
        self.assertRefused('{% island "catalog" fragment_url="/x/" auto_load="{1200: 2}" %}{% endisland %}',
                           'data-auto-load (auto_load="{1200: 2}"): \'{1200: 2}\' is not JSON')

    def test_load_must_be_a_strategy(self):
        self.assertRefused('{% island "cart-button" number=1 load="lazy" %}{% endisland %}',
                           "load=\"lazy\": 'lazy' is not a strategy (eager, idle, visible, interaction; the island's own is interaction)")

    def test_element_must_be_an_element_that_holds_content(self):
        self.assertRefused('{% island "cart-button" number=1 element=tag %}{% endisland %}', 'element= must be a quoted element name, not tag')
        self.assertRefused('{% island "cart-button" number=1 element="x y" %}{% endisland %}', "element=\"x y\": 'x y' is not an element name")
        self.assertRefused('{% island "cart-button" number=1 element="img" %}{% endisland %}', 'element="img": <img> cannot hold the props block and the fallback')

    def test_html_attributes_that_would_bypass_the_contract(self):
        self.assertRefused('{% island "cart-button" number=1 attrs:data-label="x" %}{% endisland %}',
                           "attrs:data-label: data-label is the island's own attribute: write label= so it is checked")
        self.assertRefused('{% island "cart-button" number=1 attrs:data-island="tooltip" %}{% endisland %}', 'attrs:data-island: the tag writes data-island itself')
        self.assertRefused('{% island "cart-button" number=1 attrs:data-island-load="eager" %}{% endisland %}',
                           'the tag writes data-island-load itself (load= chooses data-island-load)')
        self.assertRefused('{% island "catalog" fragment_url="/x/" attrs:data-extra-kind="set" %}{% endisland %}',
                           'attrs:data-extra-kind: write extra_kind= for the attribute family data-extra-*')
        self.assertRefused('{% island "cart-button" number=1 attrs:onclick="go()" %}{% endisland %}', 'attrs:onclick: inline event handlers')
        self.assertRefused('{% island "cart-button" number=1 attrs:a/b="c" %}{% endisland %}', 'is not an attribute name')

    def test_malformed_arguments(self):
        self.assertRefused('{% island "cart-button" number %}{% endisland %}', '"number" is not keyword=value')
        self.assertRefused('{% island "cart-button" number=1 number=2 %}{% endisland %}', 'keyword "number" is given twice')

    def test_the_line_is_the_tags_own(self):
        message = compile_error('<p>\n\n{% island "cart-button" numbr=1 %}{% endisland %}', name='x.html')
        self.assertIn('template "x.html", line 4:', message)


class RenderTimeRefusalTests(SimpleTestCase):
    """Values from variables are checked when the page renders, with the same kind of message."""

    def test_a_variable_of_the_wrong_type(self):
        message = render_error('{% island "cart-button" number=n.id %}{% endisland %}', {'n': {'id': 'abc'}}, name='shop/list.html')
        self.assertEqual(message, '{% island %} in template "shop/list.html", line 2: island "cart-button": '
                                  "data-number (number=n.id): 'abc' is not of type int (a whole number, e.g. 42 or -1)")

    def test_a_required_variable_without_a_value(self):
        for context in [{'url': None}, {'url': ''}, {}]:
            with self.subTest(context=context):
                message = render_error('{% island "customer-greeting" signin_url=url logout_url="/customer/logout/" %}{% endisland %}', context)
                self.assertIn('island "customer-greeting": required data-signin-url (signin_url=url) has no value', message)

    def test_one_of_met_by_no_variable(self):
        message = render_error('{% island "cart-button" number=n tariff=t %}{% endisland %}', {'n': None, 't': ''})
        self.assertIn('island "cart-button": needs one of data-number | data-tariff | data-device', message)

    def test_a_strategy_from_a_variable(self):
        message = render_error('{% island "cart-button" number=1 load=how %}{% endisland %}', {'how': 'soon'})
        self.assertIn("load=how: 'soon' is not a strategy", message)

    def test_json_that_cannot_be_written(self):
        message = render_error('{% island "form-modal" kind="callback" action="/api/forms/create-call-back/" values=v %}{% endisland %}', {'v': {'a': object()}})
        self.assertIn('data-values (values=v):', message)
        self.assertIn('cannot be written as JSON', message)

    def test_a_filtered_literal_is_checked_at_render_time(self):
        message = render_error('{% island "cart-button" number="x"|upper %}{% endisland %}', {})
        self.assertIn("data-number (number=\"x\"|upper): 'X' is not of type int", message)


class LoaderTagTests(SimpleTestCase):
    def test_the_loader_script_as_django_vite_writes_it(self):
        build = current_build()
        file = build.manifest[LOADER_ENTRY]['file']
        self.assertEqual(file, build.description['loader'])
        integrity = build.integrity(file)
        self.assertEqual(render('{% islands_loader %}'), f'<script type="module" src="/static/dist/{file}" integrity="{integrity}"></script>')

    def test_the_requests_csp_nonce_on_the_loader_script(self):
        # django-csp's request.csp_nonce (lazy: read, it goes into the policy's header).
        build = current_build()
        request = RequestFactory().get('/')
        request.csp_nonce = 'abc123'
        html = render('{% islands_loader %}', {'request': request})
        file = build.manifest[LOADER_ENTRY]['file']
        self.assertEqual(html, f'<script type="module" src="/static/dist/{file}" integrity="{build.integrity(file)}" nonce="abc123"></script>')
        self.assertNotIn('nonce', render('{% islands_loader %}', {'request': RequestFactory().get('/')}))

    def test_the_url_of_a_build_stylesheet(self):
        file = current_build().manifest['static/css/site.css']['file']
        self.assertEqual(render("{% islands_asset_url 'static/css/site.css' %}"), f'/static/dist/{file}')

    def test_an_unknown_entry_names_the_entries(self):
        with self.assertRaisesMessage(TemplateSyntaxError, "'static/css/nope.css' is not an entry of"):
            render("{% islands_asset_url 'static/css/nope.css' %}")

    def test_the_url_prefix_setting(self):
        with self.settings(STOREFRONT_ISLANDS={'DIST_DIR': str(current_build().dist_dir), 'STATIC_URL_PREFIX': 'https://cdn.example/s'}):
            self.assertIn('src="https://cdn.example/s/loader-', render('{% islands_loader %}'))
            # From a CDN, the integrity is what makes a changed file harmless (docs/django.md «Integrity»).
            self.assertIn(f' integrity="{current_build().integrity(current_build().loader)}"', render('{% islands_loader %}'))
