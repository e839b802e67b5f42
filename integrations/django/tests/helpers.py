"""What the tests share: templates rendered by a real Django engine, and hosts read back by an HTML parser."""
from html.parser import HTMLParser

from django.template import Context, Engine

LIBRARY = {'storefront_islands': 'storefront_islands.templatetags.storefront_islands'}


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
