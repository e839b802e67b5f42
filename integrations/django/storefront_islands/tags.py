"""
The work of the three tags, once for both template languages (django-htmx's and django-sri's
pattern): `{% islands_loader %}`, `{% islands_asset_url %}` and `{% island %}`. The Django tags
(templatetags/storefront_islands.py) and the Jinja2 extension (jinja2.py) only read their
language's syntax into these calls and raise a TagError as their language's exception, so the
two cannot drift: every rule is here, in host.py and in contract.py.

An island call is a list of `Given` (keyword, source as written, value): `check_island` judges it
when the template compiles, with the literals and ANY for the rest; `island_html` writes the host
when it renders, with every value.
"""
import logging
from typing import Callable, List, Optional

from . import conf
from .build import LOADER_ENTRY, current_build
from .contract import ANY, ATTRS_PREFIX, BARE, ELEMENT_KEYWORD, LOAD_KEYWORD
from .host import Given, HostPlan, HostProblem, csp_nonce, escape_attribute, host_html, integrity_attribute, nonce_attribute, plan_host, unknown_keyword
from .near_miss import near_miss
from .preload import record_host

logger = logging.getLogger('storefront_islands')


class TagError(Exception):
    """What a tag refuses, its message whole (template, line, island); `.refusal` the HostProblem, with its kind and attribute."""

    def __init__(self, message: str, refusal: Optional[HostProblem] = None):
        super().__init__(message)
        self.refusal = refusal or HostProblem(message)


def where(template_name: Optional[str], lineno: int) -> str:
    return f'template "{template_name or "<unknown source>"}", line {lineno}'


def refusal(place: str, island: Optional[str], problem) -> TagError:
    subject = f'island "{island}": ' if island else ''
    return TagError(f'{{% island %}} in {place}: {subject}{problem}', problem if isinstance(problem, HostProblem) else None)


def loader_html(request) -> str:
    """
    The loader's HTML as django-vite's `{% vite_asset 'islands/loader.ts' %}` writes it, with the
    request's CSP nonce (django-csp's `request.csp_nonce`, or any middleware's) on its script and
    module preloads: under `'strict-dynamic'` only a nonced script runs, and what it imports.
    """
    return _entry_html(current_build(), LOADER_ENTRY, csp_nonce(request))


def asset_url(entry: str) -> str:
    """The URL of a build entry's file, as django-vite's `{% vite_asset_url %}`."""
    build = current_build()
    chunk = build.manifest.get(entry)
    if not isinstance(chunk, dict) or 'file' not in chunk:
        entries = ', '.join(k for k, v in build.manifest.items() if isinstance(v, dict) and v.get('isEntry'))
        raise TagError(f'islands_asset_url: {entry!r} is not an entry of {build.dist_dir / "manifest.json"} (entries: {entries})')
    return build.url(chunk['file'])


def check_island(name: str, place: str, items: List[Given]) -> None:
    """What can be known when the template compiles: the island, the keywords, the required ones, every literal."""
    contracts = current_build().contracts
    island = _island(contracts, name, place)
    given, element, load, html_attrs = _split(island, place, items, compiling=True)
    if element is not None and element.value is ANY:
        raise refusal(place, name, f'{ELEMENT_KEYWORD}= must be a quoted element name, not {element.source}')
    try:
        plan_host(contracts, island, given, element, load, html_attrs)
    except HostProblem as problem:
        raise refusal(place, name, problem) from None


def island_html(name: str, place: str, items: List[Given], fallback: Callable[[], str], request) -> str:
    """
    The host with every value. A refused value raises with STRICT (default DEBUG); otherwise it is
    logged once and the host is written as its fallback alone, as the browser runtime would leave
    it: this host inactive, the page and its other hosts working.
    """
    # The build of now (with DEBUG it may have been rebuilt since the template compiled).
    contracts = current_build().contracts
    island = _island(contracts, name, place)
    given, element, load, html_attrs = _split(island, place, items, compiling=False)
    try:
        plan = plan_host(contracts, island, given, element, load, html_attrs)
    except HostProblem as problem:
        error = refusal(place, name, problem)
        if conf.strict():
            raise error from None
        logger.warning('%s; the host is rendered as its fallback alone', error)
        return host_html(_inactive_plan(element, html_attrs), fallback())
    if request is not None:
        # The preload middleware then knows this host without parsing the page for it.
        record_host(request, plan.attributes)
    return host_html(plan, fallback())


def _island(contracts, name, place):
    island = contracts.islands.get(name)
    if island is None:
        guess = near_miss(name, contracts.islands)
        problem = f'unknown island "{name}"' + (f' (did you mean "{guess}"?)' if guess else '')
        raise refusal(place, None, HostProblem(problem, 'unknown-island', meant=guess))
    return island


def _split(island, place, items, compiling):
    """The call's values by role: the contract's, element=, load=, and the host's HTML attributes (attrs:)."""
    given, html_attrs, element, load, seen = [], [], None, None, set()
    for item in items:
        if compiling and item.keyword in seen:
            raise refusal(place, island.name, f'keyword "{item.keyword}" is given twice')
        seen.add(item.keyword)
        if item.keyword == ELEMENT_KEYWORD:
            element = item
        elif item.keyword == LOAD_KEYWORD:
            load = item
        elif item.keyword.startswith(ATTRS_PREFIX):
            html_attrs.append(item)
        else:
            problem = unknown_keyword(island, item.keyword) if compiling else None
            if problem:
                raise refusal(place, island.name, problem)
            given.append(item)
    return given, element, load, html_attrs


def _inactive_plan(element, html_attrs):
    """The host element with its plain HTML attributes (attrs:) and no island: nothing to mount."""
    attributes = []
    for item in html_attrs:
        if item.value is None or item.value is False:
            continue
        attributes.append((item.keyword[len(ATTRS_PREFIX):], BARE if item.value is True else str(item.value)))
    return HostPlan(element.value if element is not None else 'div', attributes, {})


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
