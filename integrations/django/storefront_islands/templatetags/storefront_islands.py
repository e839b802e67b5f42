"""
{% load storefront_islands %}

    {% islands_loader %}                                  the loader's <script type="module">
    {% islands_asset_url 'static/css/site.css' %}         a build file's URL (stylesheets)
    {% island "cart-button" number=n.id label="В корзину" attrs:class="card-cart" %}
      <a href="{{ n.url }}">В корзину</a>                  the server fallback
    {% endisland %}

The island tag checks its keywords and literal values against the island's contract when the
template is compiled, and every value again when it renders (see docs/django.md, the backend developers' guide).
A value refused at render time raises with DEBUG (or STOREFRONT_ISLANDS['STRICT']); without it the
refusal is logged and the host renders as its fallback alone, so one bad row never takes the page down.
"""
from django import template
from django.template.base import Variable
from django.utils.safestring import mark_safe

from .. import tags
from ..host import Given
from ..contract import ANY

register = template.Library()
_BUILTIN_CONSTANTS = {('True',): True, ('False',): False, ('None',): None}


@register.simple_tag(takes_context=True)
def islands_loader(context):
    """The loader's script, with the request's CSP nonce (tags.loader_html)."""
    return mark_safe(tags.loader_html(context.get('request')))


@register.simple_tag
def islands_asset_url(entry):
    """The URL of a build entry's file, as django-vite's `{% vite_asset_url %}`."""
    try:
        return tags.asset_url(entry)
    except tags.TagError as error:
        raise _syntax_error(error) from None


@register.tag('island')
def island_tag(parser, token):
    bits = token.split_contents()
    tag, where = bits[0], _where(parser, token)
    if len(bits) < 2:
        raise _syntax_error(tags.refusal(where, None, f'{{% {tag} %}} needs the island\'s name first: {{% {tag} "cart-button" number=… %}}'))
    name = _string_literal(parser, bits[1])
    if name is None:
        raise _syntax_error(tags.refusal(where, None, f'the island\'s name must be a quoted literal, not {bits[1]}'))
    given = []
    for bit in bits[2:]:
        keyword, equals, source = bit.partition('=')
        if not equals or not keyword or not source:
            raise _syntax_error(tags.refusal(where, name, f'"{bit}" is not keyword=value'))
        given.append(Given(keyword, source, parser.compile_filter(source)))
    try:
        tags.check_island(name, where, [Given(item.keyword, item.source, _literal(item.value)) for item in given])
    except tags.TagError as error:
        raise _syntax_error(error) from None
    fallback = parser.parse(('endisland',))
    parser.delete_first_token()
    return IslandNode(name, where, given, fallback)


class IslandNode(template.Node):
    def __init__(self, name, where, given, fallback):
        self.name, self.where, self.given, self.fallback = name, where, given, fallback

    def render(self, context):
        values = [Given(item.keyword, item.source, item.value.resolve(context, ignore_failures=True)) for item in self.given]
        try:
            html = tags.island_html(self.name, self.where, values, lambda: self.fallback.render(context), context.get('request'))
        except tags.TagError as error:
            raise _syntax_error(error) from None
        return mark_safe(html)


def _syntax_error(error):
    """The TemplateSyntaxError of a tag's refusal; its HostProblem (kind, attribute) goes with it as `.refusal`."""
    raised = template.TemplateSyntaxError(str(error))
    raised.refusal = error.refusal
    return raised


def _where(parser, token):
    origin = getattr(parser, 'origin', None)
    return tags.where(getattr(origin, 'template_name', None) or getattr(origin, 'name', None), token.lineno)


def _string_literal(parser, bit):
    value = _literal(parser.compile_filter(bit))
    return value if isinstance(value, str) else None


def _literal(expression):
    """A value written in the template itself, or ANY when it is known only at render time."""
    if expression.filters:
        return ANY
    var = expression.var
    if not isinstance(var, Variable):
        return var  # a quoted string
    if var.lookups is None and not var.translate:
        return var.literal  # a number
    # True, False and None come from the context's builtins.
    return _BUILTIN_CONSTANTS.get(var.lookups, ANY)
