"""
{% load storefront_islands %}

    {% islands_loader %}                                  the loader's <script type="module">
    {% islands_asset_url 'static/css/site.css' %}         a build file's URL (stylesheets)
    {% island "cart-button" number=n.id label="В корзину" attrs:class="card-cart" %}
      <a href="{{ n.url }}">В корзину</a>                  the server fallback
    {% endisland %}

The island tag checks its keywords and literal values against the island's contract when the
template is compiled, and every value again when it renders (see README «For backend developers»).
A value refused at render time raises with DEBUG (or STOREFRONT_ISLANDS['STRICT']); without it the
refusal is logged and the host renders as its fallback alone, so one bad row never takes the page down.
"""
import logging

from django import template
from django.template.base import Variable
from django.utils.safestring import mark_safe

from .. import conf
from ..build import LOADER_ENTRY, current_build
from ..preload import record_host
from ..contract import ANY, ATTRS_PREFIX, BARE, ELEMENT_KEYWORD, LOAD_KEYWORD, nearest
from ..host import Given, HostPlan, HostProblem, csp_nonce, escape_attribute, host_html, integrity_attribute, nonce_attribute, plan_host, unknown_keyword

register = template.Library()
logger = logging.getLogger('storefront_islands')
_BUILTIN_CONSTANTS = {('True',): True, ('False',): False, ('None',): None}


@register.simple_tag(takes_context=True)
def islands_loader(context):
    """
    The loader's HTML as django-vite's `{% vite_asset 'islands/loader.ts' %}` writes it, with the
    request's CSP nonce (django-csp's `request.csp_nonce`, or any middleware's) on its script and
    module preloads: under `'strict-dynamic'` only a nonced script runs, and what it imports.
    """
    build = current_build()
    return mark_safe(_entry_html(build, LOADER_ENTRY, csp_nonce(context.get('request'))))


@register.simple_tag
def islands_asset_url(entry):
    """The URL of a build entry's file, as django-vite's `{% vite_asset_url %}`."""
    build = current_build()
    chunk = build.manifest.get(entry)
    if not isinstance(chunk, dict) or 'file' not in chunk:
        raise template.TemplateSyntaxError(
            f'{{% islands_asset_url %}}: {entry!r} is not an entry of {build.dist_dir / "manifest.json"} '
            f'(entries: {", ".join(k for k, v in build.manifest.items() if isinstance(v, dict) and v.get("isEntry"))})'
        )
    return build.url(chunk['file'])


@register.tag('island')
def island_tag(parser, token):
    bits = token.split_contents()
    tag, where = bits[0], _where(parser, token)
    if len(bits) < 2:
        raise _refusal(where, None, f'{{% {tag} %}} needs the island\'s name first: {{% {tag} "cart-button" number=… %}}')
    name = _string_literal(parser, bits[1])
    if name is None:
        raise _refusal(where, None, f'the island\'s name must be a quoted literal, not {bits[1]}')
    contracts = current_build().contracts
    island = contracts.islands.get(name)
    if island is None:
        raise _refusal(where, None, HostProblem(_unknown_island(name, contracts.islands), 'unknown-island'))

    given, html_attrs, element, load, seen = [], [], None, None, set()
    for bit in bits[2:]:
        keyword, equals, source = bit.partition('=')
        if not equals or not keyword or not source:
            raise _refusal(where, name, f'"{bit}" is not keyword=value')
        if keyword in seen:
            raise _refusal(where, name, f'keyword "{keyword}" is given twice')
        seen.add(keyword)
        item = Given(keyword, source, parser.compile_filter(source))
        if keyword == ELEMENT_KEYWORD:
            element = item
        elif keyword == LOAD_KEYWORD:
            load = item
        elif keyword.startswith(ATTRS_PREFIX):
            html_attrs.append(item)
        else:
            problem = unknown_keyword(island, keyword)
            if problem:
                raise _refusal(where, name, problem)
            given.append(item)
    if element is not None and _literal(element.value) is ANY:
        raise _refusal(where, name, f'{ELEMENT_KEYWORD}= must be a quoted element name, not {element.source}')

    # What can be known now: the keywords, the required ones, and every literal value.
    try:
        plan_host(contracts, island, _values(given, _literal), _value(element, _literal),
                  _value(load, _literal), _values(html_attrs, _literal))
    except HostProblem as problem:
        raise _refusal(where, name, problem) from None

    fallback = parser.parse(('endisland',))
    parser.delete_first_token()
    return IslandNode(name, where, given, element, load, html_attrs, fallback)


class IslandNode(template.Node):
    def __init__(self, name, where, given, element, load, html_attrs, fallback):
        self.name, self.where = name, where
        self.given, self.element, self.load, self.html_attrs = given, element, load, html_attrs
        self.fallback = fallback

    def render(self, context):
        # The build of now (with DEBUG it may have been rebuilt since the template compiled).
        contracts = current_build().contracts
        island = contracts.islands.get(self.name)
        if island is None:
            raise _refusal(self.where, None, HostProblem(_unknown_island(self.name, contracts.islands), 'unknown-island'))

        def resolve(expression):
            return expression.resolve(context, ignore_failures=True)

        try:
            plan = plan_host(contracts, island, _values(self.given, resolve), _value(self.element, resolve),
                             _value(self.load, resolve), _values(self.html_attrs, resolve))
        except HostProblem as problem:
            refusal = _refusal(self.where, self.name, problem)
            if conf.strict():
                raise refusal from None
            # As the browser runtime would: this host stays inactive, the page and its other hosts work.
            logger.warning('%s; the host is rendered as its fallback alone', refusal)
            return mark_safe(host_html(self._inactive_plan(resolve), self.fallback.render(context)))
        request = context.get('request')
        if request is not None:
            # The preload middleware then knows this host without parsing the page for it.
            record_host(request, plan.attributes)
        return mark_safe(host_html(plan, self.fallback.render(context)))

    def _inactive_plan(self, resolve):
        """The host element with its plain HTML attributes (attrs:) and no island: nothing to mount."""
        element = self.element.value.var if self.element is not None else 'div'
        attributes = []
        for item in self.html_attrs:
            value = resolve(item.value)
            if value is None or value is False:
                continue
            attributes.append((item.keyword[len(ATTRS_PREFIX):], BARE if value is True else str(value)))
        return HostPlan(element, attributes, {})


def _entry_html(build, entry, nonce=None):
    # As server/templates/vite-manifest.ts (and django-vite): the entry's stylesheets, module
    # preloads for its static imports (depth first, each once), then its script; scripts with
    # their integrity.
    css, preloads, seen = [], [], set()

    def visit(key, root):
        if key in seen or key not in build.manifest:
            return
        seen.add(key)
        chunk = build.manifest[key]
        css.extend(file for file in chunk.get('css', ()) if file not in css)
        if not root:
            preloads.append(chunk['file'])
        for child in chunk.get('imports', ()):
            visit(child, False)

    visit(entry, True)
    script = build.manifest[entry]['file']
    url = lambda file: escape_attribute(build.url(file))  # noqa: E731
    nonced = nonce_attribute(nonce)
    return '\n'.join(
        [f'<link rel="stylesheet" href="{url(file)}">' for file in css]
        + [f'<link rel="modulepreload" href="{url(file)}"{integrity_attribute(build.integrity(file))}{nonced}>' for file in preloads]
        + [f'<script type="module" src="{url(script)}"{integrity_attribute(build.integrity(script))}{nonced}></script>']
    )


def _where(parser, token):
    origin = getattr(parser, 'origin', None)
    name = (getattr(origin, 'template_name', None) or getattr(origin, 'name', None)) or '<unknown source>'
    return f'template "{name}", line {token.lineno}'


def _refusal(where, island, problem):
    """The TemplateSyntaxError for a refusal; a HostProblem's kind and attribute go with it as `.refusal`."""
    subject = f'island "{island}": ' if island else ''
    error = template.TemplateSyntaxError(f'{{% island %}} in {where}: {subject}{problem}')
    error.refusal = problem if isinstance(problem, HostProblem) else HostProblem(str(problem))
    return error


def _unknown_island(name, islands):
    guess = nearest(name, islands)
    return f'unknown island "{name}"' + (f' (did you mean "{guess}"?)' if guess else '')


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


def _value(item, read):
    return None if item is None else Given(item.keyword, item.source, read(item.value))


def _values(items, read):
    return [_value(item, read) for item in items]
