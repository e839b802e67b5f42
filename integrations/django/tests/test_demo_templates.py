"""The demo's templates compile with the tags (no reference server needed); its broken page does not."""
from pathlib import Path

from django.template import Engine, TemplateSyntaxError
from django.test import SimpleTestCase

from .helpers import LIBRARY

TEMPLATES = Path(__file__).resolve().parents[1] / 'demo' / 'templates'


class DemoTemplateTests(SimpleTestCase):
    def setUp(self):
        self.engine = Engine(dirs=[str(TEMPLATES)], libraries={**LIBRARY, 'demo_format': 'demo.templatetags.demo_format'}, debug=True)

    def test_every_page_compiles(self):
        names = sorted(str(path.relative_to(TEMPLATES)) for path in TEMPLATES.rglob('*.html'))
        self.assertIn('demo/numbers.html', names)
        for name in names:
            if name != 'demo/broken_host.html':
                with self.subTest(template=name):
                    self.engine.get_template(name)

    def test_the_broken_page_names_its_template_line_island_and_attribute(self):
        with self.assertRaises(TemplateSyntaxError) as caught:
            self.engine.get_template('demo/broken_host.html')
        self.assertEqual(str(caught.exception), '{% island %} in template "demo/broken_host.html", line 6: island "customer-greeting": '
                                                'missing required attribute data-logout-url (keyword logout_url)')
