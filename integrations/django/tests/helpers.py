"""
What the tests share: templates rendered by a real Django engine or a Jinja2 environment with the
extension, hosts read back by an HTML parser, and commands run as a developer runs them.
"""
import os
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

from django.template import Context, Engine

import storefront_islands

LIBRARY = {'storefront_islands': 'storefront_islands.templatetags.storefront_islands'}
# The demo project's folder (integrations/django), for a project that uses the demo app.
APP_FOLDER = Path(__file__).resolve().parents[1]


def engine(templates):
    """A Django template engine over named templates (the names appear in the tag's messages)."""
    return Engine(libraries=LIBRARY, loaders=[('django.template.loaders.locmem.Loader', templates)], debug=True)


def render(body, context=None, name='page.html'):
    source = '{% load storefront_islands %}' + body
    return engine({name: source}).get_template(name).render(Context(context or {}))


def compile_error(body, name='page.html'):
    """The message of the TemplateSyntaxError the template raises when it is compiled."""
    from django.template import TemplateSyntaxError
    try:
        engine({name: '{% load storefront_islands %}\n' + body}).get_template(name)
    except TemplateSyntaxError as error:
        return str(error)
    raise AssertionError(f'{body!r} compiled')


def render_error(body, context, name='page.html'):
    """The message of the TemplateSyntaxError a template that compiles raises when it renders."""
    from django.template import TemplateSyntaxError
    template = engine({name: '{% load storefront_islands %}\n' + body}).get_template(name)
    try:
        template.render(Context(context))
    except TemplateSyntaxError as error:
        return str(error)
    raise AssertionError(f'{body!r} rendered')


def jinja_environment(templates, **options):
    """A Jinja2 environment with the extension, over named templates, autoescaped as both Django backends make it."""
    from jinja2 import DictLoader, Environment
    return Environment(extensions=['storefront_islands.jinja2.IslandsExtension'], loader=DictLoader(templates), autoescape=True, **options)


def jinja_render(body, context=None, name='page.html'):
    return jinja_environment({name: body}).get_template(name).render(context or {})


def run_python(test, folder, *args, path=()):
    """
    `python *args` in `folder` with this run's Python and Django, as a developer would run it: the
    project's own settings, not these tests'; the app where this run imports it from (the installed
    package, or the source folder) and `path` on PYTHONPATH. Fails `test` unless it exits 0.
    """
    env = {name: value for name, value in os.environ.items() if name != 'DJANGO_SETTINGS_MODULE'}
    app_root = str(Path(storefront_islands.__file__).resolve().parents[1])
    env['PYTHONPATH'] = os.pathsep.join(filter(None, [env.get('PYTHONPATH'), app_root, *map(str, path)]))
    result = subprocess.run([sys.executable, *args], cwd=folder, capture_output=True, text=True, env=env)
    test.assertEqual(result.returncode, 0, f'{" ".join(map(str, args))}:\n{result.stdout}{result.stderr}')
    return result.stdout


class Element:
    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.children, self.text = tag, attrs, [], ''


class Tree(HTMLParser):
    """The elements of a fragment as a browser's parser would see them (attribute values unescaped)."""

    VOID = {'link', 'meta', 'br', 'img', 'input', 'hr'}

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.roots, self.stack = [], []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        element = Element(tag, attrs)
        (self.stack[-1].children if self.stack else self.roots).append(element)
        if tag not in self.VOID:
            self.stack.append(element)

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop().tag == tag:
                break

    def handle_data(self, data):
        if self.stack:
            self.stack[-1].text += data


def parse(html):
    return Tree(html).roots
