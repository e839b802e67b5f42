"""
A new Django project set up as docs/django.md «Install the kit» says, on whatever Django runs these
tests (`npm test` runs them on 3.2, 4.2 and 5.2): `startproject`, the guide's settings, `manage.py
check`, a page with a host rendered by Django's test client, and `collectstatic` with the app's
manifest storage over the guide's STATICFILES_DIRS. Each step is a process of its own, as a developer would run it.
"""
import json
import tempfile
import textwrap
from pathlib import Path
from unittest import skipUnless

from django.conf import settings
from django.test import SimpleTestCase

from .helpers import run_python

GUIDE_SETTINGS = '''
INSTALLED_APPS += ['storefront_islands']
STATICFILES_DIRS = [('dist', DIST)]        # the build alone, under STATIC_URL + 'dist/'
STOREFRONT_ISLANDS = {'DIST_DIR': DIST}
MIDDLEWARE += ['storefront_islands.middleware.IslandPreloadMiddleware']
TEMPLATES[0]['DIRS'] = [BASE_DIR / 'templates']
ALLOWED_HOSTS = ['testserver']
STATIC_ROOT = BASE_DIR / 'collected'
import django
if django.VERSION >= (4, 2):
    STORAGES = {'default': {'BACKEND': 'django.core.files.storage.FileSystemStorage'},
                'staticfiles': {'BACKEND': 'storefront_islands.storage.ManifestStaticFilesStorage'}}
else:
    STATICFILES_STORAGE = 'storefront_islands.storage.ManifestStaticFilesStorage'
'''

PAGE = '''{% load storefront_islands %}<!doctype html>
<html lang="ru"><head><title>Магазин</title></head>
<body>
{% island "cart-button" number=number attrs:class="card-cart" %}<a href="/order/">В корзину</a>{% endisland %}
{% island "countdown" label="До конца акции" %}<time role="timer">12:00:00</time>{% endisland %}
{% islands_loader %}
</body></html>
'''

URLS = '''
from django.shortcuts import render
from django.urls import path
urlpatterns = [path('', lambda request: render(request, 'page.html', {'number': 42}))]
'''

RENDER = '''
import django, os
os.environ['DJANGO_SETTINGS_MODULE'] = 'shop.settings'
django.setup()
from django.test import Client
response = Client().get('/')
print(response.status_code)
print(response['Link'].split(',')[0])
print(response.content.decode())
'''


@skipUnless((settings.REAL_DIST / 'islands.json').is_file(), 'no build: run npm run build (npm test does)')
class NewcomerTests(SimpleTestCase):
    def run_in(self, folder, *args):
        return run_python(self, folder, *args)

    def test_a_new_project_from_the_guide_checks_renders_and_collects_its_static_files(self):
        dist = settings.REAL_DIST
        with tempfile.TemporaryDirectory() as folder:
            project = Path(folder)
            self.run_in(project, '-m', 'django', 'startproject', 'shop', '.')
            settings_file = project / 'shop' / 'settings.py'
            settings_file.write_text(settings_file.read_text() + f'\nDIST = {str(dist)!r}\n' + GUIDE_SETTINGS)
            (project / 'shop' / 'urls.py').write_text(URLS)
            (project / 'templates').mkdir()
            (project / 'templates' / 'page.html').write_text(PAGE)

            self.assertIn('System check identified no issues', self.run_in(project, 'manage.py', 'check'))
            status, link, html = self.run_in(project, '-c', textwrap.dedent(RENDER)).split('\n', 2)
            self.assertEqual(status, '200')
            self.assertRegex(link, r'^</static/dist/loader-\w+\.js>; rel=modulepreload')
            self.assertIn('<div class="card-cart" data-island="cart-button" data-number="42"><a href="/order/">В корзину</a></div>', html)
            self.assertRegex(html, r'<script type="module" src="/static/dist/loader-\w+\.js" integrity="sha256-[A-Za-z0-9+/]{43}="></script>')

            self.assertRegex(self.run_in(project, 'manage.py', 'collectstatic', '--noinput'), r'\d+ static files? copied')
            collected = project / 'collected'
            manifest = json.loads((collected / 'staticfiles.json').read_text())['paths']
            # The build's files keep their names (they are hashed already and import each other by
            # them); Django's own are hashed.
            loader = 'dist/' + json.loads((dist / 'islands.json').read_text())['loader']
            self.assertEqual(manifest[loader], loader)
            self.assertTrue((collected / loader).is_file())
            self.assertRegex(manifest['admin/css/base.css'], r'^admin/css/base\.\w{12}\.css$')
