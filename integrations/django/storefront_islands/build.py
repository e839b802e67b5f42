"""
The build the site serves: static/dist/islands.json (the contracts, the chunks each island starts
with) and static/dist/manifest.json (django-vite's format), read together and checked to be of
one build. Read once in production; with DEBUG, read again whenever either file changes (a
`npm run dev` rebuild).
"""
import json
import threading
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Dict, Optional, Tuple

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.signals import setting_changed
from django.dispatch import receiver

from . import conf
from .contract import ELEMENT_KEYWORD, LOAD_KEYWORD, Contracts, read_contracts

# Versions of islands.json this app reads (scripts/island-contracts.mjs DESCRIPTION_VERSION).
KNOWN_VERSIONS = (1,)
# The loader's entry in the manifest: `{% vite_asset 'islands/loader.ts' %}` of django-vite.
LOADER_ENTRY = 'islands/loader.ts'
BUILD_HINT = 'Run `npm run build` in the storefront-islands checkout and deploy its static/dist whole.'


class BuildProblem(ImproperlyConfigured):
    """What is wrong with the build (`problem`), what to do about it (`hint`), and whether it is simply not there yet."""

    def __init__(self, problem: str, hint: str = BUILD_HINT, missing: bool = False):
        super().__init__(f'{problem} {hint}')
        self.problem, self.hint, self.missing = problem, hint, missing


@dataclass(frozen=True)
class Build:
    dist_dir: Path
    url_prefix: str
    description: dict
    manifest: dict
    contracts: Contracts

    def url(self, file: str) -> str:
        return self.url_prefix + file

    @cached_property
    def _integrity(self) -> Dict[str, str]:
        return {chunk['file']: chunk['integrity'] for chunk in self.manifest.values() if isinstance(chunk, dict) and chunk.get('integrity')}

    def integrity(self, file: str) -> Optional[str]:
        """The file's sha256 as the build wrote it into the manifest (`integrity`), for its script or module preload."""
        return self._integrity.get(file)

    @property
    def loader(self) -> str:
        return self.description['loader']

    @property
    def runtime(self) -> Tuple[str, ...]:
        return tuple(self.description['runtime'])


_lock = threading.Lock()
_cached: Optional[Tuple[tuple, Build]] = None


def current_build() -> Build:
    """The build, read and checked; raises ImproperlyConfigured with what is wrong and how to fix it."""
    global _cached
    dist, prefix = conf.dist_dir(), conf.url_prefix()
    with _lock:
        if _cached and _cached[0][:2] == (dist, prefix) and not settings.DEBUG:
            return _cached[1]
        key = (dist, prefix, _stamp(dist / 'islands.json'), _stamp(dist / 'manifest.json'))
        if _cached and _cached[0] == key:
            return _cached[1]
        build = load_build(dist, prefix)
        _cached = (key, build)
        return build


@receiver(setting_changed)
def _forget(setting, **kwargs):
    global _cached
    if setting in (conf.SETTING, 'STATIC_URL', 'DEBUG'):
        with _lock:
            _cached = None


def _stamp(path: Path):
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size)


def load_build(dist: Path, prefix: str) -> Build:
    description = _read_json(dist / 'islands.json')
    manifest = _read_json(dist / 'manifest.json')
    version = description.get('version') if isinstance(description, dict) else None
    if version not in KNOWN_VERSIONS:
        raise BuildProblem(
            f'{dist / "islands.json"} has version {version!r}; this storefront_islands app reads '
            f'version {", ".join(map(str, KNOWN_VERSIONS))}.',
            'Install the app from the same checkout (and version) as the build.',
        )
    if not isinstance(description.get('loader'), str) or not isinstance(description.get('runtime'), list):
        raise BuildProblem(f'{dist / "islands.json"} has no loader and runtime files: it is not the one a build writes.')
    entry = manifest.get(LOADER_ENTRY) if isinstance(manifest, dict) else None
    loader_file = entry.get('file') if isinstance(entry, dict) else None
    if loader_file != description['loader']:
        raise BuildProblem(
            f'{dist / "islands.json"} and {dist / "manifest.json"} are of different builds: islands.json names the '
            f'loader {description["loader"]!r}, the manifest\'s {LOADER_ENTRY!r} is {loader_file!r}.'
        )
    files = {chunk.get('file') for chunk in manifest.values() if isinstance(chunk, dict)}
    named = list(description['runtime'])
    for island in description['islands'].values():
        named += island.get('chunks') or []
        for part in (island.get('parts') or {}).values():
            named += part.get('chunks') or []
    strangers = sorted(set(named) - files)
    if strangers:
        raise BuildProblem(
            f'{dist / "islands.json"} names files {", ".join(strangers[:3])} that {dist / "manifest.json"} does not: '
            'the two are of different builds.'
        )
    try:
        contracts = read_contracts(description)
    except (KeyError, TypeError) as error:
        raise BuildProblem(f'{dist / "islands.json"} is malformed ({error!r}).') from None
    for island in contracts.islands.values():
        clash = {ELEMENT_KEYWORD, LOAD_KEYWORD} & {a.keyword for a in island.attributes}
        if clash:
            raise BuildProblem(
                f'island "{island.name}" has an attribute whose keyword {clash.pop()!r} is one of the island tag\'s '
                'own options (element, load).',
                'Rename the prop in its contract (islands/<name>/index.ts) and rebuild.',
            )
    return Build(dist, prefix, description, manifest, contracts)


def _read_json(path: Path):
    try:
        text = path.read_text(encoding='utf-8')
    except FileNotFoundError:
        raise BuildProblem(
            f'{path} not found: {conf.SETTING}["DIST_DIR"] must be the storefront build\'s static/dist.', missing=True
        ) from None
    except (OSError, UnicodeDecodeError) as error:
        raise BuildProblem(f'{path} cannot be read ({error}).') from None
    try:
        return json.loads(text)
    except ValueError as error:
        raise BuildProblem(f'{path} is not valid JSON ({error}).') from None
