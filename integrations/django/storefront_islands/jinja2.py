"""
The tags for Jinja2 templates, with Django's Jinja2 backend or django-jinja:

    {{ islands_loader() }}                                   the loader's <script type="module">
    {{ islands_asset_url('static/css/site.css') }}           a build file's URL (stylesheets)
    {% island "cart-button", number=n.id, label="В корзину", attrs={"class": "card-cart"} %}
      <a href="{{ n.url }}">В корзину</a>                     the server fallback
    {% endisland %}

`IslandsExtension` adds the `island` tag and the two functions as globals; `islands_loader` and
`islands_asset_url` are also plain functions for django-jinja's OPTIONS["globals"]. The work is
the Django tags' own (tags.py): literals are judged when the template compiles (a
TemplateSyntaxError naming the template, the line, the keyword and what was meant), variables when
it renders (STRICT raises TemplateRuntimeError; otherwise the refusal is logged and the host is
its fallback alone). The host's HTML attributes are a dict literal, `attrs={"class": …}`: its keys
are judged as the Django tag's `attrs:class=`, and named so in messages.
"""
from jinja2 import TemplateRuntimeError, TemplateSyntaxError, Undefined, nodes, pass_context
from jinja2.ext import Extension
from markupsafe import Markup

from . import tags
from .contract import ANY, ATTRS_PREFIX
from .host import Given

ATTRS_KEYWORD = ATTRS_PREFIX[:-1]


@pass_context
def islands_loader(context):
    """`{{ islands_loader() }}`: the loader's script, with the request's CSP nonce."""
    return Markup(tags.loader_html(context.get('request')))


def islands_asset_url(entry):
    """`{{ islands_asset_url('static/css/site.css') }}`: the URL of a build entry's file."""
    try:
        return tags.asset_url(entry)
    except tags.TagError as error:
        raise _runtime_error(error) from None


class IslandsExtension(Extension):
    tags = {'island'}

    def __init__(self, environment):
        super().__init__(environment)
        environment.globals.update(islands_loader=islands_loader, islands_asset_url=islands_asset_url)

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        place = tags.where(parser.name, lineno)

        def refuse(error):
            raised = TemplateSyntaxError(str(error), lineno, parser.name, parser.filename)
            raised.refusal = error.refusal
            return raised

        if parser.stream.current.test('block_end'):
            raise refuse(tags.refusal(place, None, 'the island tag needs the island\'s name first: {% island "cart-button", number=… %}'))
        first = parser.parse_expression()
        name = self._literal(first, parser)
        if not isinstance(name, str):
            raise refuse(tags.refusal(place, None, f'the island\'s name must be a quoted literal, not {source(first)}'))
        items, values = [], []
        while not parser.stream.current.test('block_end'):
            # Commas between the arguments, as in a call; a trailing one too.
            if parser.stream.skip_if('comma') and parser.stream.current.test('block_end'):
                break
            token = parser.stream.current
            if not token.test('name') or not parser.stream.look().test('assign'):
                raise refuse(tags.refusal(place, name, f'"{token.value}" is not keyword=value'))
            keyword = next(parser.stream).value
            next(parser.stream)
            value = parser.parse_expression()
            pairs = [(keyword, value)]
            if keyword == ATTRS_KEYWORD:
                pairs = self._html_attributes(value, parser, lambda problem: refuse(tags.refusal(place, name, problem)))
            for each, expression in pairs:
                items.append(Given(each, source(expression), self._literal(expression, parser)))
                values.append(expression)
        try:
            tags.check_island(name, place, items)
        except tags.TagError as error:
            raise refuse(error) from None
        fallback = parser.parse_statements(('name:endisland',), drop_needle=True)
        call = self.call_method('_island', [
            nodes.Const(name),
            nodes.Const(place),
            nodes.List([nodes.Const(item.keyword) for item in items]),
            nodes.List([nodes.Const(item.source) for item in items]),
            nodes.List(values),
            nodes.ContextReference(),
        ])
        return nodes.CallBlock(call, [], [], fallback).set_lineno(lineno)

    def _island(self, name, place, keywords, sources, values, context, caller):
        # An undefined variable is None, as the Django tag resolves a missing one (not DebugUndefined's `{{ x }}`).
        given = [Given(k, s, None if isinstance(v, Undefined) else v) for k, s, v in zip(keywords, sources, values)]
        try:
            return Markup(tags.island_html(name, place, given, lambda: str(caller()), context.get('request')))
        except tags.TagError as error:
            raise _runtime_error(error) from None

    def _literal(self, expression, parser):
        """A value written in the template itself (constants folded as Jinja2 folds them), or ANY."""
        try:
            return expression.as_const(nodes.EvalContext(self.environment, parser.name))
        except nodes.Impossible:
            return ANY

    @staticmethod
    def _html_attributes(value, parser, refuse):
        if not isinstance(value, nodes.Dict):
            raise refuse(f'attrs= must be a dict literal, attrs={{"class": "card-cart"}}, not {source(value)}')
        pairs = []
        for pair in value.items:
            if not isinstance(pair.key, nodes.Const) or not isinstance(pair.key.value, str):
                raise refuse(f'attrs= takes quoted attribute names, not {source(pair.key)}')
            pairs.append((ATTRS_PREFIX + pair.key.value, pair.value))
        return pairs


def _runtime_error(error):
    raised = TemplateRuntimeError(str(error))
    raised.refusal = error.refusal
    return raised


def source(node) -> str:
    """An expression as a message shows it (Jinja2 keeps no source text of a node)."""
    if isinstance(node, nodes.Const):
        return '"' + node.value + '"' if isinstance(node.value, str) else repr(node.value)
    if isinstance(node, nodes.Name):
        return node.name
    if isinstance(node, nodes.Getattr):
        return f'{source(node.node)}.{node.attr}'
    if isinstance(node, nodes.Getitem):
        return f'{source(node.node)}[{source(node.arg)}]'
    if isinstance(node, nodes.Filter):
        return f'{source(node.node)}|{node.name}' + (f'({", ".join(source(arg) for arg in node.args)})' if node.args else '')
    if isinstance(node, nodes.Call):
        return f'{source(node.node)}({", ".join(source(arg) for arg in node.args)})'
    if isinstance(node, nodes.Neg):
        return f'-{source(node.node)}'
    if isinstance(node, (nodes.List, nodes.Tuple)):
        return f'[{", ".join(source(item) for item in node.items)}]'
    if isinstance(node, nodes.Dict):
        return '{' + ', '.join(f'{source(pair.key)}: {source(pair.value)}' for pair in node.items) + '}'
    if isinstance(node, nodes.BinExpr):
        return f'{source(node.left)} {node.operator} {source(node.right)}'
    return f'<{type(node).__name__}>'
