"""A missing, unreadable, unknown or mismatched build is a clear error at startup or first render."""
import base64
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path

from django.conf import settings
from django.core.checks import run_checks
from django.core.exceptions import ImproperlyConfigured
from django.template import TemplateSyntaxError
from django.test import SimpleTestCase
from unittest import skipUnless

from storefront_islands.build import current_build, load_build

from .helpers import render

REAL_DIST = Path(settings.STOREFRONT_ISLANDS['DIST_DIR'])


class BuildCopy(SimpleTestCase):
    """Each test gets a copy of the real build's two JSON files in a temporary folder."""

    def setUp(self):
        self.dist = Path(tempfile.mkdtemp(prefix='islands-build-'))
        self.addCleanup(shutil.rmtree, self.dist, True)
        for name in ('islands.json', 'manifest.json'):
            shutil.copy(REAL_DIST / name, self.dist / name)
        self.use(DEBUG=False)

    def use(self, **settings):
        override = self.settings(STOREFRONT_ISLANDS={'DIST_DIR': str(self.dist)}, **settings)
        override.enable()
        self.addCleanup(override.disable)

    def read(self, name):
        return json.loads((self.dist / name).read_text(encoding='utf-8'))

    def write(self, name, value):
        text = value if isinstance(value, str) else json.dumps(value)
        path = self.dist / name
        path.write_text(text, encoding='utf-8')
        # A later mtime even on a coarse clock, so DEBUG's change check sees it.
        stamp = path.stat().st_mtime + 2
        os.utime(path, (stamp, stamp))

    def assertRefusedBuild(self, *parts):
        with self.assertRaises(ImproperlyConfigured) as caught:
            current_build()
        for part in parts:
            self.assertIn(part, str(caught.exception))
        # A build not there yet is a Warning (migrate must run before the front end is built), a
        # broken one an Error; each says what is wrong and, as hint=, what to do.
        missing = caught.exception.missing
        [error] = [e for e in run_checks() if e.id == ('storefront_islands.W001' if missing else 'storefront_islands.E001')]
        self.assertEqual(f'{error.msg} {error.hint}', str(caught.exception))
        self.assertTrue(error.hint)
        self.assertEqual(error.is_serious(), not missing)
        # First render too: never a page without its scripts.
        with self.assertRaises(ImproperlyConfigured):
            render('{% islands_loader %}')
        return str(caught.exception)


class BadBuildTests(BuildCopy):
    def test_the_copy_is_a_good_build(self):
        self.assertEqual([e for e in run_checks() if e.id.startswith('storefront_islands')], [])

    def test_missing_manifest(self):
        (self.dist / 'manifest.json').unlink()
        self.assertRefusedBuild(f'{self.dist / "manifest.json"} not found', "STOREFRONT_ISLANDS[\"DIST_DIR\"]", 'npm run build')

    def test_missing_folder(self):
        shutil.rmtree(self.dist)
        self.assertRefusedBuild('islands.json not found')

    def test_a_cdn_prefix_without_its_slash_is_read_with_one_and_said(self):
        with self.settings(STOREFRONT_ISLANDS={'DIST_DIR': str(self.dist), 'STATIC_URL_PREFIX': 'https://cdn.example/dist'}):
            [warning] = [e for e in run_checks() if e.id == 'storefront_islands.W002']
            self.assertIn("'https://cdn.example/dist/'", warning.msg)
            self.assertIn('src="https://cdn.example/dist/loader-', render('{% islands_loader %}'))

    def test_csp_middleware_after_the_preload_middleware(self):
        middleware = ['storefront_islands.middleware.IslandPreloadMiddleware', 'csp.middleware.CSPMiddleware']
        with self.settings(MIDDLEWARE=middleware):
            [error] = [e for e in run_checks() if e.id == 'storefront_islands.E002']
            self.assertEqual(error.hint, 'Put csp.middleware.CSPMiddleware before storefront_islands.middleware.IslandPreloadMiddleware.')
        with self.settings(MIDDLEWARE=middleware[::-1]):
            self.assertEqual([e for e in run_checks() if e.id == 'storefront_islands.E002'], [])

    def test_no_setting(self):
        with self.settings(STOREFRONT_ISLANDS={}):
            with self.assertRaisesMessage(ImproperlyConfigured, "STOREFRONT_ISLANDS['DIST_DIR'] is not set"):
                current_build()

    def test_unreadable_json(self):
        self.write('islands.json', '{"version": 1, ')
        self.assertRefusedBuild('islands.json is not valid JSON')

    def test_undecodable_file(self):
        (self.dist / 'manifest.json').write_bytes(b'\xff\xfe\x00{')
        self.assertRefusedBuild('manifest.json cannot be read')

    def test_unknown_version(self):
        description = self.read('islands.json')
        description['version'] = 99
        self.write('islands.json', description)
        self.assertRefusedBuild('has version 99; this storefront_islands app reads version 1')

    def test_a_description_without_the_build_files(self):
        description = self.read('islands.json')
        del description['loader']
        self.write('islands.json', description)
        self.assertRefusedBuild('has no loader and runtime files')

    def test_a_manifest_of_another_build(self):
        manifest = self.read('manifest.json')
        manifest['islands/loader.ts']['file'] = 'loader-OTHER123.js'
        self.write('manifest.json', manifest)
        self.assertRefusedBuild('are of different builds', "'loader-OTHER123.js'", 'npm run build')

    def test_chunks_the_manifest_does_not_have(self):
        description = self.read('islands.json')
        description['islands']['cart-button']['chunks'].append('chunks/gone-XXXX.js')
        self.write('islands.json', description)
        self.assertRefusedBuild('names files chunks/gone-XXXX.js that', 'different builds')


class RebuildTests(BuildCopy):
    def rename_label(self):
        # What a rename in islands/cart-button/index.ts does to the build's description.
        description = self.read('islands.json')
        for attribute in description['islands']['cart-button']['attributes']:
            if attribute['keyword'] == 'label':
                attribute.update(prop='caption', name='data-caption', keyword='caption')
        self.write('islands.json', description)

    def test_with_debug_a_rebuilt_contract_is_read_again(self):
        self.use(DEBUG=True)
        self.assertIn('data-label="x"', render('{% island "cart-button" number=1 label="x" %}{% endisland %}'))
        self.rename_label()
        self.assertIn('data-caption="x"', render('{% island "cart-button" number=1 caption="x" %}{% endisland %}'))
        with self.assertRaisesMessage(TemplateSyntaxError, 'unknown keyword "label"'):
            render('{% island "cart-button" number=1 label="x" %}{% endisland %}')

    def test_without_debug_the_build_is_read_once(self):
        first = current_build()
        self.rename_label()
        self.assertIs(current_build(), first)
        self.assertIn('data-label="x"', render('{% island "cart-button" number=1 label="x" %}{% endisland %}'))


@skipUnless((settings.REAL_DIST / 'islands.json').is_file(), 'no build: run npm run build (npm test does)')
class IntegrityTests(SimpleTestCase):
    def test_every_script_the_tags_and_the_middleware_name_has_the_sha256_of_its_file(self):
        build = load_build(settings.REAL_DIST, '/static/dist/')
        files = [build.loader, *build.runtime]
        for island in build.contracts.islands.values():
            files += island.chunks
        for file in dict.fromkeys(files):
            digest = base64.b64encode(hashlib.sha256((settings.REAL_DIST / file).read_bytes()).digest()).decode()
            self.assertEqual(build.integrity(file), f'sha256-{digest}', file)

    def test_a_file_the_manifest_has_no_integrity_for_gets_none(self):
        self.assertIsNone(current_build().integrity('chunks/not-in-this-build.js'))
