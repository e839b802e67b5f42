"""
The islands' contracts as the build describes them (static/dist/islands.json), and the one
function that turns a template value into an attribute's text by those rules. The rules are the
runtime's (shared/contract/schema.ts): a required string must not be empty, an absent bool is
false, int/bool/url text must match the description's patterns, json props go to the host's
`data-props` block.
"""
import json
import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from django.core.serializers.json import DjangoJSONEncoder

# What a value becomes on the host: left out, or written as a bare attribute (a true bool).
ABSENT = type('Absent', (), {'__repr__': lambda self: 'ABSENT'})()
BARE = type('Bare', (), {'__repr__': lambda self: 'BARE'})()
# A value the template only knows at render time: at compile time it counts as "set".
ANY = type('Any', (), {'__repr__': lambda self: 'ANY'})()

# The tag's own keywords besides the contract's: the host element and its strategy.
ELEMENT_KEYWORD = 'element'
LOAD_KEYWORD = 'load'
# `attrs:class="…"`: plain HTML attributes of the host (django-components' flat-dict syntax).
ATTRS_PREFIX = 'attrs:'


@dataclass(frozen=True)
class AttrType:
    name: str
    description: str
    pattern: Optional['re.Pattern[str]']

    def accepts(self, text: str) -> bool:
        return self.pattern is None or self.pattern.search(text) is not None


@dataclass(frozen=True)
class Attribute:
    prop: str
    name: str
    keyword: str
    type: AttrType
    required: bool


@dataclass(frozen=True)
class Family:
    """An attribute family (`attributePrefixes`): `extra_device_type=` → `data-extra-device-type`."""
    keyword_prefix: str
    name_prefix: str
    description: str

    def name_of(self, keyword: str) -> str:
        return self.name_prefix + keyword[len(self.keyword_prefix):].replace('_', '-')


@dataclass(frozen=True)
class Island:
    name: str
    strategy: str
    attributes: Tuple[Attribute, ...]
    one_of: Tuple[Tuple[str, ...], ...]
    families: Tuple[Family, ...]
    parts: Dict[str, dict] = field(default_factory=dict)
    chunks: Tuple[str, ...] = ()
    # Attributes whose presence (non-empty) says the host's chunks are not preloaded.
    preload_unless: Tuple[str, ...] = ()

    def attribute(self, keyword: str) -> Optional[Attribute]:
        return next((a for a in self.attributes if a.keyword == keyword), None)

    def family(self, keyword: str) -> Optional[Family]:
        return next((f for f in self.families if keyword.startswith(f.keyword_prefix) and len(keyword) > len(f.keyword_prefix)), None)

    def keywords(self) -> List[str]:
        return [a.keyword for a in self.attributes] + [ELEMENT_KEYWORD, LOAD_KEYWORD]


@dataclass(frozen=True)
class Contracts:
    islands: Dict[str, Island]
    strategies: Tuple[str, ...]
    host_attributes: Dict[str, str]
    types: Dict[str, AttrType]

    @property
    def island_attribute(self) -> str:
        return self.host_attributes['island']

    @property
    def load_attribute(self) -> str:
        return self.host_attributes['load']


def js_pattern(source: str) -> 're.Pattern[str]':
    """
    A pattern of islands.json, written for JavaScript's RegExp, as Python matches it: an
    unescaped `$` outside a class is the end of the text (`\\Z`; Python's `$` also matches before
    a final newline), and `\\d`, `\\s`, `\\w` are ASCII as in JavaScript.
    """
    out, escaped, in_class = [], False, False
    for char in source:
        if escaped:
            out.append(char)
            escaped = False
        elif char == '\\':
            out.append(char)
            escaped = True
        elif char == '[':
            in_class = True
            out.append(char)
        elif char == ']':
            in_class = False
            out.append(char)
        elif char == '$' and not in_class:
            out.append('\\Z')
        else:
            out.append(char)
    return re.compile(''.join(out), re.ASCII)


def read_contracts(description: dict) -> Contracts:
    """Contracts from a parsed islands.json (its shape: scripts/island-contracts.d.mts)."""
    types = {
        name: AttrType(name, spec.get('description', ''), js_pattern(spec['pattern']) if spec.get('pattern') else None)
        for name, spec in description['types'].items()
    }
    islands = {}
    for name, spec in description['islands'].items():
        attributes = tuple(
            Attribute(a['prop'], a['name'], a['keyword'], types[a['type']], bool(a['required']))
            for a in spec['attributes']
        )
        families = tuple(
            Family(_keyword_of(prefix), prefix, meaning)
            for prefix, meaning in (spec.get('attributePrefixes') or {}).items()
        )
        islands[name] = Island(
            name=name,
            strategy=spec['strategy'],
            attributes=attributes,
            one_of=tuple(tuple(names) for names in spec.get('oneOf') or ()),
            families=families,
            parts=spec.get('parts') or {},
            chunks=tuple(spec.get('chunks') or ()),
            preload_unless=tuple(spec.get('preloadUnless') or ()),
        )
    return Contracts(
        islands=islands,
        strategies=tuple(description['strategies']),
        host_attributes=dict(description['hostAttributes']),
        types=types,
    )


def _keyword_of(name_prefix: str) -> str:
    # The keyword of a `data-*` name is its tail in snake case (the build writes `keyword` so for
    # every attribute); a family's prefix follows the same rule: `data-extra-` → `extra_`.
    tail = name_prefix[len('data-'):] if name_prefix.startswith('data-') else name_prefix
    return tail.replace('-', '_')


def attribute_value(attribute: Attribute, value):
    """
    What a template value becomes on the host: ABSENT, BARE, the attribute's text, or for a json
    prop the value to put in the props block. Raises ValueError with the reason when the value
    breaks the type's rule. ANY (a value known only at render time) passes through.
    """
    if value is ANY:
        return ANY
    kind = attribute.type.name
    if value is None:
        return ABSENT
    if kind == 'json':
        if isinstance(value, str):
            if value == '':
                return ABSENT
            try:
                return json.loads(value)
            except ValueError as error:
                raise ValueError(f'is not JSON ({error})') from None
        try:
            json.dumps(value, cls=DjangoJSONEncoder)
        except (TypeError, ValueError) as error:
            raise ValueError(f'cannot be written as JSON ({error})') from None
        return value
    if kind == 'bool':
        if value is True:
            return BARE
        if value is False:
            return ABSENT
    elif isinstance(value, bool):
        raise ValueError(f'is {value}, not of type {kind} ({attribute.type.description})')
    if isinstance(value, (dict, list, tuple, set)):
        raise ValueError(f'is a {type(value).__name__}, not of type {kind} ({attribute.type.description})')
    text = value if isinstance(value, str) else str(value)
    if text == '' and kind != 'bool':
        # The runtime reads an empty attribute as a missing one.
        return ABSENT
    if not attribute.type.accepts(text):
        raise ValueError(f'is not of type {kind} ({attribute.type.description})')
    return text

