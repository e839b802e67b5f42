"""
The host rules as data (tests/host-rules/cases.json at the repository's root), run by the Django
tag as the browser runtime and the template checker run them (tests/host-rules/host-rules.test.ts):
each case's keywords written as literals (judged when the template compiles) and as variables
(judged when it renders). A verdict is "accepted" or the refusal's kind and attribute.
"""
import json
from pathlib import Path

from django.template import Context, TemplateSyntaxError
from django.test import SimpleTestCase

from .helpers import engine

CASES = json.loads((Path(__file__).resolve().parents[3] / 'tests' / 'host-rules' / 'cases.json').read_text(encoding='utf-8'))['cases']


def _literal(value):
    """The template literal for a value, or None when a template cannot write it as one."""
    if value is True or value is False or value is None:
        return str(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        quote = "'" if '"' in value else '"'
        return None if quote in value and quote == "'" else f'{quote}{value}{quote}'
    return None


def _verdict(case, bits, context):
    source = '{% load storefront_islands %}{% island "' + case['island'] + '" ' + ' '.join(bits) + ' %}fallback{% endisland %}'
    try:
        engine({'page.html': source}).get_template('page.html').render(Context(context))
    except TemplateSyntaxError as error:
        refusal = error.refusal
        return {'refused': refusal.kind, **({'attribute': refusal.attribute} if refusal.attribute else {}),
                **({'meant': refusal.meant} if refusal.meant else {})}
    return 'accepted'


class HostRulesTest(SimpleTestCase):
    def test_the_cases_reach_the_tag(self):
        self.assertGreater(sum(1 for case in CASES if case['tag'] is not None), 50)

    def test_every_case_written_with_literals(self):
        for case in CASES:
            if case['tag'] is None:
                continue
            literals = {keyword: _literal(value) for keyword, value in case['tag'].items()}
            if None in literals.values():
                continue
            with self.subTest(case['name']):
                bits = [f'{keyword}={literal}' for keyword, literal in literals.items()]
                self.assertEqual(_verdict(case, bits, {}), case['verdict'])

    def test_every_case_written_with_variables(self):
        for case in CASES:
            if case['tag'] is None:
                continue
            with self.subTest(case['name']):
                names = {keyword: f'v{index}' for index, keyword in enumerate(case['tag'])}
                bits = [f'{keyword}={name}' for keyword, name in names.items()]
                context = {names[keyword]: value for keyword, value in case['tag'].items()}
                self.assertEqual(_verdict(case, bits, context), case['verdict'])
