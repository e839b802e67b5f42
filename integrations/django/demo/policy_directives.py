"""The demo's Content-Security-Policy, written once for the reference server and this demo:
shared/content-security-policy.json (server/http/security-headers.ts reads it too)."""
import json
from pathlib import Path

# The placeholder of the build's origin (a CDN) in the directives' sources.
STATIC_ORIGIN = 'STATIC_ORIGIN'
DIRECTIVES = json.loads((Path(__file__).resolve().parents[3] / 'shared' / 'content-security-policy.json').read_text('utf-8'))['directives']


def _sources(sources, static_origin):
    return tuple(static_origin if source == STATIC_ORIGIN else source for source in sources if source != STATIC_ORIGIN or static_origin)


def header_value(static_origin=''):
    """The header, with the build's origin where the directives name it (none: left out)."""
    return '; '.join(
        ' '.join([directive['name'], *_sources(directive['sources'], static_origin)])
        for directive in DIRECTIVES
        if static_origin or not directive.get('onlyWithStaticOrigin')
    )


def django_csp_settings(**overrides):
    """django-csp's CSP_* settings of the same policy, the build on the site's origin; `overrides`
    by directive (script_src=…) replace a directive's sources."""
    return {
        'CSP_' + directive['name'].upper().replace('-', '_'): overrides.get(
            directive['name'].replace('-', '_'), _sources(directive['sources'], '')
        )
        for directive in DIRECTIVES
        if not directive.get('onlyWithStaticOrigin')
    }
