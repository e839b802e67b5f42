"""Every `Django:` and `Jinja2:` example of the generated contract reference (docs/islands.md) compiles and renders."""
import re
from pathlib import Path

from django.test import SimpleTestCase

from .helpers import jinja_render, render

REFERENCE = Path(__file__).resolve().parents[3] / 'docs' / 'islands.md'
EXAMPLE = re.compile(r'^Django: `(\{% island "([^"]+)".*\{% endisland %\})`$', re.MULTILINE)
JINJA_EXAMPLE = re.compile(r'^Jinja2: `(\{% island "([^"]+)".*\{% endisland %\})`$', re.MULTILINE)
# The examples' JSON props are variables: each one given a value.
CONTEXT = {name: [] for name in ('providers', 'customer', 'values', 'auto_load')}


class ReferenceExampleTests(SimpleTestCase):
    def test_each_islands_example_is_a_tag_the_kit_accepts(self):
        examples = EXAMPLE.findall(REFERENCE.read_text(encoding='utf-8'))
        self.assertGreater(len(examples), 30)
        for example, island in examples:
            with self.subTest(island=island):
                self.assertIn(f'data-island="{island}"', render(example, CONTEXT))

    def test_each_islands_jinja2_call_writes_the_django_tags_host(self):
        django = dict((island, example) for example, island in EXAMPLE.findall(REFERENCE.read_text(encoding='utf-8')))
        examples = JINJA_EXAMPLE.findall(REFERENCE.read_text(encoding='utf-8'))
        self.assertEqual(sorted(island for _, island in examples), sorted(django))
        for example, island in examples:
            with self.subTest(island=island):
                self.assertEqual(jinja_render(example, CONTEXT), render(django[island], CONTEXT))
