"""Every `Django:` example of the generated contract reference (docs/islands.md) compiles and renders."""
import re
from pathlib import Path

from django.test import SimpleTestCase

from .helpers import render

REFERENCE = Path(__file__).resolve().parents[3] / 'docs' / 'islands.md'
EXAMPLE = re.compile(r'^Django: `(\{% island "([^"]+)".*\{% endisland %\})`$', re.MULTILINE)


class ReferenceExampleTests(SimpleTestCase):
    def test_each_islands_example_is_a_tag_the_kit_accepts(self):
        examples = EXAMPLE.findall(REFERENCE.read_text(encoding='utf-8'))
        self.assertGreater(len(examples), 30)
        for example, island in examples:
            with self.subTest(island=island):
                # The examples' JSON props are variables: give each one a value.
                context = {name: [] for name in ('providers', 'customer', 'values', 'auto_load')}
                html = render(example, context)
                self.assertIn(f'data-island="{island}"', html)
