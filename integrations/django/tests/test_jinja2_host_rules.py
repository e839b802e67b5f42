"""
The shared host rules (tests/host-rules/cases.json) through the Jinja2 extension, as
test_host_rules.py runs them through the Django tag: each case's keywords written as literals
(judged when the template compiles) and as variables (judged when it renders). `attrs:<name>`
keywords go into the call's `attrs={…}` dict.
"""
from django.test import SimpleTestCase
from jinja2 import TemplateRuntimeError, TemplateSyntaxError

from storefront_islands.contract import ATTRS_PREFIX

from .helpers import jinja_environment
from .test_host_rules import CASES, _literal


def _call(island, arguments):
    """`{% island %}` with `arguments` as (keyword, source) pairs; attrs: ones gathered into one dict."""
    plain = [f'{keyword}={text}' for keyword, text in arguments if not keyword.startswith(ATTRS_PREFIX)]
    attrs = [f'"{keyword[len(ATTRS_PREFIX):]}": {text}' for keyword, text in arguments if keyword.startswith(ATTRS_PREFIX)]
    if attrs:
        plain.append('attrs={' + ', '.join(attrs) + '}')
    return '{% island "' + island + '"' + ''.join(', ' + bit for bit in plain) + ' %}fallback{% endisland %}'


def _verdict(source, context):
    try:
        jinja_environment({'page.html': source}).get_template('page.html').render(context)
    except (TemplateSyntaxError, TemplateRuntimeError) as error:
        refusal = error.refusal
        return {'refused': refusal.kind, **({'attribute': refusal.attribute} if refusal.attribute else {}),
                **({'meant': refusal.meant} if refusal.meant else {})}
    return 'accepted'


class JinjaHostRulesTest(SimpleTestCase):
    def test_every_case_written_with_literals_is_judged_when_the_template_compiles(self):
        judged = 0
        for case in CASES:
            if case['tag'] is None:
                continue
            literals = {keyword: _literal(value) for keyword, value in case['tag'].items()}
            # Jinja2 reads a backslash in a string literal as an escape; the Django tag does not.
            if None in literals.values() or any('\\' in text for text in literals.values()):
                continue
            with self.subTest(case['name']):
                source = _call(case['island'], literals.items())
                self.assertEqual(_verdict(source, {}), case['verdict'])
                if case['verdict'] != 'accepted':
                    # A refusal of literals comes before any rendering.
                    with self.assertRaises(TemplateSyntaxError):
                        jinja_environment({'page.html': source}).get_template('page.html')
                judged += 1
        self.assertGreater(judged, 50)

    def test_every_case_written_with_variables_is_judged_when_it_renders(self):
        judged = 0
        for case in CASES:
            if case['tag'] is None:
                continue
            with self.subTest(case['name']):
                names = {keyword: f'v{index}' for index, keyword in enumerate(case['tag'])}
                context = {names[keyword]: value for keyword, value in case['tag'].items()}
                self.assertEqual(_verdict(_call(case['island'], names.items()), context), case['verdict'])
                judged += 1
        self.assertGreater(judged, 50)
