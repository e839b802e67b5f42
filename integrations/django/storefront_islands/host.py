"""
An island host's markup from the values a template gives, by the contract: which attributes it
gets, which values it refuses and why, and the escaping of every value. The tag calls `plan_host`
twice: at compile time with the literals (the rest are ANY) and at render time with every value.
"""
import json
import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from django.core.serializers.json import DjangoJSONEncoder
from django.utils.html import escape

from .contract import ABSENT, ANY, ATTRS_PREFIX, BARE, Contracts, Island, attribute_value
from .near_miss import near_miss

# What Django's json_script escapes, so the block is safe inside <script> (django.utils.html).
JSON_SCRIPT_ESCAPES = {ord('>'): '\\u003E', ord('<'): '\\u003C', ord('&'): '\\u0026'}
# Braces too: a value must never reach the page as a template expression (`{{ … }}`) that
# something else (another template pass, a client-side template) would evaluate.
BRACE_ESCAPES = {ord('{'): '&#123;', ord('}'): '&#125;'}
ELEMENT_NAME = re.compile(r'^[a-zA-Z][a-zA-Z0-9-]*$')
ATTRIBUTE_NAME = re.compile(r'^[a-zA-Z_:][-a-zA-Z0-9_:.]*$')
# Elements without content: the props block and the fallback could not go inside.
VOID_ELEMENTS = frozenset('area base br col embed hr img input link meta source track wbr'.split())


class HostProblem(Exception):
    """
    A value or keyword the contract refuses; the tag adds the template, line and island. `kind` is
    one the runtime and the template checker share (shared/contract/host-check.ts: 'reserved',
    'strategy', 'near-miss', 'missing', 'type', 'one-of'), or 'keyword' for the tag's own usage
    (a keyword it does not take, an HTML attribute it writes itself); `attribute` the one at fault;
    `meant` the name a misspelt island or attribute resembles (near_miss.py).
    """

    def __init__(self, message: str, kind: str = 'keyword', attribute: Optional[str] = None, meant: Optional[str] = None):
        super().__init__(message)
        self.kind = kind
        self.attribute = attribute
        self.meant = meant


@dataclass
class Given:
    """One value of the tag: its keyword, the expression as written, and its value (ANY if unknown yet)."""
    keyword: str
    source: str
    value: object


@dataclass
class HostPlan:
    element: str
    attributes: List[Tuple[str, object]]
    props: Dict[str, object]


def plan_host(contracts: Contracts, island: Island, given: List[Given], element: Optional[Given],
              load: Optional[Given], html_attrs: List[Given]) -> HostPlan:
    for item in given:
        problem = unknown_keyword(island, item.keyword)
        if problem:
            raise HostProblem(problem)
    attributes: List[Tuple[str, object]] = []
    for item in html_attrs:
        name = item.keyword[len(ATTRS_PREFIX):]
        _check_html_attribute(contracts, island, name, item)
        if item.value is ANY or item.value is None or item.value is False:
            continue
        attributes.append((name, BARE if item.value is True else str(item.value)))
    attributes.append((contracts.island_attribute, island.name))

    if load is not None and load.value is not ANY and load.value is not None and load.value != '':
        if load.value not in contracts.strategies:
            raise HostProblem(
                f'{load.keyword}={load.source}: {_shown(load.value)} is not a strategy '
                f'({", ".join(contracts.strategies)}; the island\'s own is {island.strategy})',
                'strategy', contracts.load_attribute,
            )
        attributes.append((contracts.load_attribute, load.value))

    # Another library's data-* attribute is fine; one a letter or two from the island's own is a typo.
    own = [a.name for a in island.attributes]
    for item in html_attrs:
        name = item.keyword[len(ATTRS_PREFIX):].lower()
        meant = near_miss(name, own) if name.startswith('data-') else None
        if meant:
            keyword = next(a.keyword for a in island.attributes if a.name == meant)
            raise HostProblem(f'{item.keyword}: unknown attribute {name}; did you mean {meant} (keyword {keyword}=)?', 'near-miss', name, meant)

    by_keyword = {item.keyword: item for item in given}
    present = set()
    props: Dict[str, object] = {}
    for attribute in island.attributes:
        item = by_keyword.get(attribute.keyword)
        if item is None:
            if attribute.required and attribute.type.name != 'bool':
                raise HostProblem(f'missing required attribute {attribute.name} (keyword {attribute.keyword})', 'missing', attribute.name)
            continue
        try:
            value = attribute_value(attribute, item.value)
        except ValueError as reason:
            raise HostProblem(f'{attribute.name} ({item.keyword}={item.source}): {_shown(item.value)} {reason}', 'type', attribute.name) from None
        if value is ABSENT:
            if attribute.required and attribute.type.name != 'bool':
                raise HostProblem(f'required {attribute.name} ({item.keyword}={item.source}) has no value ({_shown(item.value)})', 'missing', attribute.name)
            continue
        present.add(attribute.name)
        if value is ANY:
            continue
        if attribute.type.name == 'json':
            props[attribute.prop] = value
        else:
            attributes.append((attribute.name, value))

    for item in given:
        family = island.family(item.keyword)
        if family is None or island.attribute(item.keyword):
            continue
        if item.value is not ANY and item.value is not None:
            attributes.append((family.name_of(item.keyword), str(item.value)))

    if island.one_of and not any(all(name in present for name in names) for names in island.one_of):
        raise HostProblem(f'needs one of {_alternatives(island)}', 'one-of')
    return HostPlan(_element(element), attributes, props)


def unknown_keyword(island: Island, keyword: str) -> Optional[str]:
    """The message for a keyword the island does not take, or None when it takes it."""
    if island.attribute(keyword) or island.family(keyword):
        return None
    by_name = next((a for a in island.attributes if a.name == keyword), None)
    if by_name:
        return f'unknown keyword "{keyword}": write the attribute {by_name.name} as {by_name.keyword}='
    guess = near_miss(keyword, island.keywords() + [f.keyword_prefix for f in island.families])
    hint = f' (did you mean "{guess}"?)' if guess else ''
    known = ', '.join(island.keywords() + [f'{f.keyword_prefix}<name>' for f in island.families])
    return f'unknown keyword "{keyword}"{hint}; it takes {known}, and attrs:<name>= for HTML attributes'


def host_html(plan: HostPlan, fallback: str) -> str:
    """The host element: its attributes (every value escaped), the props block, the fallback."""
    parts = [f'<{plan.element}']
    for name, value in plan.attributes:
        parts.append(f' {name}' if value is BARE else f' {name}="{escape_attribute(value)}"')
    parts.append('>')
    if plan.props:
        parts.append(f'<script type="application/json" data-props>{props_json(plan.props)}</script>')
    parts.append(fallback)
    parts.append(f'</{plan.element}>')
    return ''.join(parts)


def csp_nonce(request) -> Optional[str]:
    """The request's Content-Security-Policy nonce, as django-csp (or any middleware) sets it."""
    nonce = getattr(request, 'csp_nonce', None) if request is not None else None
    return str(nonce) if nonce else None


def nonce_attribute(nonce: Optional[str]) -> str:
    return f' nonce="{escape_attribute(nonce)}"' if nonce else ''


def integrity_attribute(integrity: Optional[str]) -> str:
    # A script's sha256 from the build: from a CDN, a changed file is refused (docs/django.md «Integrity»).
    return f' integrity="{escape_attribute(integrity)}"' if integrity else ''


def escape_attribute(value: str) -> str:
    # escape() always escapes, even text marked safe: a value is text, never markup.
    return str(escape(value)).translate(BRACE_ESCAPES)


def props_json(props: Dict[str, object]) -> str:
    return json.dumps(props, cls=DjangoJSONEncoder).translate(JSON_SCRIPT_ESCAPES)


def _element(element: Optional[Given]) -> str:
    if element is None or element.value is ANY:
        return 'div'
    value = element.value
    if not isinstance(value, str) or not ELEMENT_NAME.match(value):
        raise HostProblem(f'{element.keyword}={element.source}: {_shown(value)} is not an element name')
    if value.lower() in VOID_ELEMENTS:
        raise HostProblem(f'{element.keyword}={element.source}: <{value}> cannot hold the props block and the fallback')
    return value


def _check_html_attribute(contracts: Contracts, island: Island, name: str, item: Given) -> None:
    if not ATTRIBUTE_NAME.match(name):
        raise HostProblem(f'{item.keyword}: "{name}" is not an attribute name')
    lower = name.lower()
    if lower == contracts.host_attributes['state']:
        raise HostProblem(f'{item.keyword}: {lower} is written by the runtime; leave it out', 'reserved', lower)
    host = {contracts.host_attributes[key] for key in ('island', 'load')}
    if lower in host:
        raise HostProblem(f'{item.keyword}: the tag writes {lower} itself'
                          + (f' (load= chooses {contracts.load_attribute})' if lower == contracts.load_attribute else ''))
    attribute = next((a for a in island.attributes if a.name == lower), None)
    if attribute:
        raise HostProblem(f'{item.keyword}: {attribute.name} is the island\'s own attribute: write {attribute.keyword}= so it is checked')
    family = next((f for f in island.families if lower.startswith(f.name_prefix)), None)
    if family:
        keyword = family.keyword_prefix + lower[len(family.name_prefix):].replace('-', '_')
        raise HostProblem(f'{item.keyword}: write {keyword}= for the attribute family {family.name_prefix}*')
    if lower.startswith('on'):
        raise HostProblem(f'{item.keyword}: inline event handlers do not run under the site\'s script-src policy')


def _alternatives(island: Island) -> str:
    by_name = {a.name: a.keyword for a in island.attributes}
    names = ' | '.join(' + '.join(names) for names in island.one_of)
    keywords = ' | '.join(' + '.join(by_name.get(n, n) for n in names) for names in island.one_of)
    return f'{names} (keywords {keywords}), each with a value'


def _shown(value, limit=80) -> str:
    """A value in a message: its repr, cut short (a message names the value, it does not dump it)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + '…'
