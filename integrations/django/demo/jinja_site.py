#!/usr/bin/env python3
"""
A new Django project on Jinja2, set up from the «Jinja2» section of docs/django.md alone (tests and demo):

    python3 integrations/django/demo/jinja_site.py {jinja2,django-jinja} FOLDER [--demo]

`django-admin startproject shop`, then the guide's settings block for the backend appended to
its settings.py as written, the build linked where those settings look for it
(frontend/static/dist, from STOREFRONT_DIST_DIR or the checkout's static/dist) and the guide's
page as jinja2/shop/page.html, at / (shop/urls.py). With --demo the demo app goes on top instead: its views and URLs, its data
from the reference server (REFERENCE_SERVER_URL) and its Jinja2 templates (demo/jinja2/, found
through APP_DIRS as any app's). Serve it with demo/serve.py, DJANGO_SETTINGS_MODULE=shop.settings
and FOLDER on PYTHONPATH.
"""
import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
# The backend developers' guide: its «Jinja2» section is what a new project is made from.
GUIDE = REPO / 'docs' / 'django.md'
BACKENDS = {'jinja2': "Django's Jinja2 backend", 'django-jinja': 'django-jinja'}

# The site's own, not the kit's: the hosts its test client and browser use.
SITE_SETTINGS = "\nALLOWED_HOSTS = ['testserver', '127.0.0.1', 'localhost']\n"

# Without the demo: the guide's page at /, with a number, and the build from STATICFILES_DIRS as
# `runserver` serves it with DEBUG (a production site collects it: «In production»).
PAGE_URLS = '''
from django.contrib.staticfiles.urls import staticfiles_urlpatterns
from django.shortcuts import render
from django.urls import path


def page(request, template='shop/page.html', number_id=42):
    number = {'id': number_id, 'url': '/mts/number/79161234567.html'}
    return render(request, template, {'number': number, 'site_config': {'min_rent_period': 3}})


urlpatterns = [path('', page)] + staticfiles_urlpatterns()
'''

# The demo app on top (demo only): its pages, the reference server's data, its filters and its policy.
DEMO_SETTINGS = '''
from demo.settings import REFERENCE_SERVER_URL, REPO, SITE_CONFIG, SITE_NAME
PRODUCTION = False
INSTALLED_APPS += ['demo']
ROOT_URLCONF = 'demo.urls'
MIDDLEWARE.insert(MIDDLEWARE.index('django.middleware.csrf.CsrfViewMiddleware'), 'demo.middleware.keep_proxied_body')
MIDDLEWARE.insert(MIDDLEWARE.index('storefront_islands.middleware.IslandPreloadMiddleware'), 'demo.middleware.content_security_policy')
TEMPLATES[0]['OPTIONS']['extensions'] = TEMPLATES[0]['OPTIONS']['extensions'] + ['demo.jinja_filters.DemoFilters']
TEMPLATES[0]['OPTIONS']['context_processors'] = ['demo.context.storefront']
TEMPLATES[0]['DIRS'] = [*TEMPLATES[0].get('DIRS', []), REPO / 'templates' / 'shared']
'''


def jinja2_section() -> str:
    """The guide's «Jinja2» section, up to the next section."""
    text = GUIDE.read_text(encoding='utf-8')
    match = re.search(r'^## Jinja2\n(.*?)(?=^## )', text, re.MULTILINE | re.DOTALL)
    if match is None:
        raise LookupError(f'{GUIDE.relative_to(REPO)} has no section «Jinja2»')
    return match.group(1)


def guide_block(opening: str) -> str:
    """The «Jinja2» section's fenced block whose first line is `opening`, without its fences."""
    match = re.search(r'^```\w*\n(' + re.escape(opening) + r'\n.*?)^```$', jinja2_section(), re.MULTILINE | re.DOTALL)
    if match is None:
        raise LookupError(f'{GUIDE.relative_to(REPO)} «Jinja2» has no block opening with {opening!r}')
    return match.group(1)


def guide_page() -> str:
    """The layout and host of the guide's «Jinja2» section."""
    match = re.search(r'^```jinja\n(.*?)^```$', jinja2_section(), re.MULTILINE | re.DOTALL)
    if match is None:
        raise LookupError(f'{GUIDE.relative_to(REPO)} «Jinja2» has no jinja block')
    return match.group(1)


def create(backend: str, folder: Path, demo: bool = False) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, '-m', 'django', 'startproject', 'shop', str(folder)], check=True)
    dist = Path(os.environ.get('STOREFRONT_DIST_DIR') or REPO / 'static' / 'dist')
    (folder / 'frontend' / 'static').mkdir(parents=True)
    (folder / 'frontend' / 'static' / 'dist').symlink_to(dist.resolve(), target_is_directory=True)
    settings = folder / 'shop' / 'settings.py'
    block = guide_block(f'# settings.py, {BACKENDS[backend]}')
    settings.write_text(settings.read_text() + '\n' + block + SITE_SETTINGS + (DEMO_SETTINGS if demo else ''))
    (folder / 'jinja2' / 'shop').mkdir(parents=True)
    (folder / 'jinja2' / 'shop' / 'page.html').write_text(guide_page(), encoding='utf-8')
    if not demo:
        (folder / 'shop' / 'urls.py').write_text(PAGE_URLS)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('backend', choices=sorted(BACKENDS))
    parser.add_argument('folder', type=Path)
    parser.add_argument('--demo', action='store_true')
    args = parser.parse_args()
    create(args.backend, args.folder, args.demo)
    print(f'{BACKENDS[args.backend]} project in {args.folder}', flush=True)


if __name__ == '__main__':
    main()
