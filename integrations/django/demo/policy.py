from urllib.parse import urlsplit

from django.conf import settings

from .policy_directives import header_value

# The origin the build is served from when it is not the site's (a CDN): its scripts, stylesheets
# and the images they name are allowed from there too, and the runtime's look at its own file
# after a chunk fails (browser/runtime/stale-build.ts). Its scripts run only with their integrity.
_prefix = urlsplit(settings.STOREFRONT_ISLANDS.get('STATIC_URL_PREFIX') or '')

# The reference server's policy (shared/content-security-policy.json): no inline scripts or styles,
# Trusted Types enforced, so the demo proves the islands and the tags' output work under it in Django too.
CONTENT_SECURITY_POLICY = header_value(f'{_prefix.scheme}://{_prefix.netloc}' if _prefix.netloc else '')


def with_policy(response):
    # Django's DEBUG error pages are styled inline; they are for the developer, not a visitor.
    if response.get('Content-Type', '').startswith('text/html') and not (settings.DEBUG and response.status_code >= 500):
        response['Content-Security-Policy'] = CONTENT_SECURITY_POLICY
    return response
