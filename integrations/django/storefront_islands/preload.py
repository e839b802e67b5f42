"""
Preload hints in one wave: which scripts a page's islands start with, read from its HTML (the
stdlib's html.parser: comments and script contents are not markup) and the build's islands.json.
The reference server applies the same rule (server/templates/preload-hints.ts); both run the
cases of tests/preload-hints/cases.json.

The rule: every host whose strategy (its load attribute when it names a strategy, else its
island's) is not `interaction`, and that has none of its island's `preloadUnless` attributes
non-empty, needs its island's chunks, and a lazy part's chunks when the host has every attribute
the part's `when` names, non-empty. Unknown islands are the runtime's to warn
about. The files: the runtime's, then each island's in the order its first host comes, then each
part's, each file once.
"""
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import List, Optional, Tuple
from urllib.parse import quote

from .build import Build
from .host import escape_attribute, integrity_attribute, nonce_attribute


@dataclass
class PageScan:
    hosts: List[dict]
    module_preloads: List[str]
    # The head's stylesheets, which lead the Link header.
    stylesheets: List[str]
    # Where `</head>` starts in the text, if the page has one outside comments and scripts.
    head_end: Optional[int]


class _Scanner(HTMLParser):
    def __init__(self, island_attribute: str):
        super().__init__(convert_charrefs=True)
        self.island_attribute = island_attribute
        self.hosts: List[dict] = []
        self.module_preloads: List[str] = []
        self.stylesheets: List[str] = []
        self.head_end: Optional[Tuple[int, int]] = None

    def handle_starttag(self, tag, attrs):
        values = {}
        for name, value in attrs:
            values.setdefault(name, '' if value is None else value)  # the first of a repeated attribute counts
        if self.island_attribute in values:
            self.hosts.append(values)
        rel = values.get('rel', '').lower().split()
        if tag == 'link' and 'modulepreload' in rel and 'href' in values:
            self.module_preloads.append(values['href'])
        if tag == 'link' and 'stylesheet' in rel and 'href' in values and self.head_end is None:
            self.stylesheets.append(values['href'])

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag):
        if tag == 'head' and self.head_end is None:
            self.head_end = self.getpos()


def scan(html: str, island_attribute: str) -> PageScan:
    scanner = _Scanner(island_attribute)
    scanner.feed(html)
    scanner.close()
    head_end = None
    if scanner.head_end is not None:
        line, column = scanner.head_end
        head_end = _offset(html, line, column)
    return PageScan(scanner.hosts, scanner.module_preloads, scanner.stylesheets, head_end)


# Where the hosts the tags wrote for a request are kept (its __dict__: nothing of Django's).
RECORDED_HOSTS = 'storefront_islands_hosts'


def record_host(request, attributes) -> None:
    """Keeps a host a `{% island %}` tag wrote for this request, as the scanner would read it."""
    host = {}
    for name, value in attributes:
        host.setdefault(name, '' if not isinstance(value, str) else value)
    request.__dict__.setdefault(RECORDED_HOSTS, []).append(host)


def recorded_hosts(request, page) -> Optional[List[dict]]:
    """
    The hosts the tags wrote for the request, when they are all the page's hosts (as many
    `data-island` attributes in the page, text or bytes, as hosts recorded): the middleware then
    skips parsing the body. A hand-written host, a cached fragment or a page of another request's
    render parses as before.
    """
    hosts = request.__dict__.get(RECORDED_HOSTS)
    if hosts is None:
        return None
    # `data-island` not followed by `-` (not data-island-load…): each host has one, and so would a
    # hand-written one, or the name in a comment (which then only costs the parse). Two counts in C.
    island, family = ('data-island', 'data-island-') if isinstance(page, str) else (b'data-island', b'data-island-')
    found = page.count(island) - page.count(family)
    return hosts if found == len(hosts) else None


def select_preloads(hosts: List[dict], build: Build) -> Tuple[List[str], List[str]]:
    """The islands (in order of their first host) and the parts (`island/part`) a page's hosts start."""
    contracts = build.contracts
    island_attribute, load_attribute, known = contracts.island_attribute, contracts.load_attribute, contracts.islands
    islands: List[str] = []
    parts: List[str] = []
    # Islands without parts already chosen: another host of one adds nothing (a list of cards costs one).
    done = set()
    for host in hosts:
        name = host.get(island_attribute, '')
        if name in done:
            continue
        island = known.get(name)
        if island is None:
            continue
        load = host.get(load_attribute)
        strategy = load if load in contracts.strategies else island.strategy
        if strategy == 'interaction':
            continue
        if any(host.get(attribute) for attribute in island.preload_unless):
            continue
        if name not in islands:
            islands.append(name)
            if not island.parts:
                done.add(name)
        for part, spec in island.parts.items():
            key = f'{name}/{part}'
            if key not in parts and all(host.get(attribute) for attribute in spec.get('when', ())):
                parts.append(key)
    return islands, parts


def preload_files(build: Build, islands: List[str], parts: List[str]) -> List[str]:
    if not islands:
        return []
    files = list(build.runtime)
    for name in islands:
        files += build.contracts.islands[name].chunks
    for key in parts:
        name, part = key.split('/', 1)
        files += build.contracts.islands[name].parts[part].get('chunks') or []
    return list(dict.fromkeys(files))


def with_preload_hints(html: str, build: Build, nonce: Optional[str] = None, hosts: Optional[List[dict]] = None) -> Tuple[str, Optional[str]]:
    """
    The page with `<link rel="modulepreload">` for its islands' scripts before `</head>` (none it
    already links), and a `Link:` header value: the head's stylesheets first (`rel=preload;
    as=style`: a browser acts on the header before it reads the head, and scripts first would take
    HTTP/1.1's six connections from the stylesheets that block the first paint), then the loader
    and the same scripts, at `fetchpriority=low`: module scripts never block the first paint, and at
    their default high priority they share the first round's bandwidth with the stylesheets. A page
    without island hosts comes back as it is, with no header. Every script hint carries the file's
    integrity from the manifest (docs/django.md «Integrity»). With the request's CSP `nonce`, the
    links carry it: under `'strict-dynamic'` a module preload without it is refused. With `hosts`,
    every host of the page as its `{% island %}` tags wrote them, only the head is parsed.
    """
    if hosts is None:
        page = scan(html, build.contracts.island_attribute)
    else:
        head = html.find('</head>')
        page = scan(html[:head + len('</head>')] if head >= 0 else '', build.contracts.island_attribute)
        page.hosts = hosts
    files = preload_files(build, *select_preloads(page.hosts, build))
    if not files:
        return html, None
    linked = set(page.module_preloads)
    nonced = nonce_attribute(nonce)
    tags = ''.join(
        f'<link rel="modulepreload" href="{escape_attribute(build.url(file))}"{integrity_attribute(build.integrity(file))} fetchpriority="low"{nonced}>\n'
        for file in files
        if build.url(file) not in linked
    )
    link = ', '.join(
        [f'<{_header_url(href)}>; rel=preload; as=style' for href in page.stylesheets]
        + [f'<{_header_url(build.url(file))}>; rel=modulepreload; fetchpriority=low{_header_integrity(build, file)}' for file in [build.loader] + files]
    )
    if page.head_end is None:
        return html, link
    return html[:page.head_end] + tags + html[page.head_end:], link


def _header_integrity(build: Build, file: str) -> str:
    # As the reference server writes it: a module the header fetched unchecked would sit in the
    # page's module map, where the head's checked preload of the same URL would take it from.
    integrity = build.integrity(file)
    return f'; integrity="{integrity}"' if integrity else ''


def _header_url(url: str) -> str:
    # As the reference server writes it: what a header cannot carry, and < >, percent-encoded
    # as UTF-8; a `%` already there is left alone.
    return _UNSAFE_IN_HEADER.sub(lambda match: quote(match.group(0), safe=''), url)


_UNSAFE_IN_HEADER = re.compile(r'[^\x21-\x7e]|[<>]')


def _offset(text: str, line: int, column: int) -> int:
    # html.parser counts lines from 1 by '\n' and columns from the line's start.
    position = 0
    for _ in range(line - 1):
        position = text.index('\n', position) + 1
    return position + column
