"""
`npm test` runs these tests against the app installed by `pip install <folder>` into a virtual environment
(scripts/django-package.mjs sets STOREFRONT_APP_INSTALLED): the app imported is that package, with
the front end's version. Run from the source folder, they are skipped.
"""
import json
import os
from importlib import metadata
from pathlib import Path
from unittest import skipUnless

from django.test import SimpleTestCase

import storefront_islands

REPO = Path(__file__).resolve().parents[3]


@skipUnless(os.environ.get('STOREFRONT_APP_INSTALLED'), 'run from the source folder, not an installed package')
class InstalledPackageTests(SimpleTestCase):
    def test_the_app_comes_from_the_installed_package_not_the_source_folder(self):
        app = Path(storefront_islands.__file__).resolve()
        self.assertIn('site-packages', app.parts)
        self.assertNotIn(REPO, app.parents)

    def test_its_version_is_the_front_ends(self):
        package = json.loads((REPO / 'package.json').read_text(encoding='utf-8'))
        self.assertEqual(metadata.version('storefront-islands'), package['version'])

    def test_it_ships_the_app_without_its_tests_or_demo(self):
        files = {str(file) for file in metadata.files('storefront-islands')}
        self.assertIn('storefront_islands/templatetags/storefront_islands.py', files)
        self.assertFalse([file for file in files if file.startswith(('tests/', 'demo/'))])
