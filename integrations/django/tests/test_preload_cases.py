"""The preload rule's shared cases (tests/preload-hints/cases.json), which the reference server's tests run too."""
import json
from pathlib import Path

from django.test import SimpleTestCase

from storefront_islands.build import current_build
from storefront_islands.preload import scan, select_preloads

CASES = Path(__file__).resolve().parents[3] / 'tests' / 'preload-hints' / 'cases.json'


class SharedPreloadCasesTests(SimpleTestCase):
    def test_every_case_selects_the_same_islands_and_parts(self):
        build = current_build()
        cases = json.loads(CASES.read_text(encoding='utf-8'))['cases']
        self.assertGreater(len(cases), 0)
        for case in cases:
            with self.subTest(case['name']):
                hosts = scan(case['html'], build.contracts.island_attribute).hosts
                self.assertEqual(select_preloads(hosts, build), (case['islands'], case['parts']))
