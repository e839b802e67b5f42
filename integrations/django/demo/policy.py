from urllib.parse import urlsplit

from django.conf import settings

# The origin the build is served from when it is not the site's (a CDN): its scripts, stylesheets
# and the images they name are allowed from there too, and the runtime's look at its own file
# after a chunk fails (shared/runtime/stale-build.ts). Its scripts run only with their integrity.
_prefix = urlsplit(settings.STOREFRONT_ISLANDS.get('STATIC_URL_PREFIX') or '')
_cdn = f' {_prefix.scheme}://{_prefix.netloc}' if _prefix.netloc else ''

# The reference server's policy (server/http/security-headers.ts): no inline scripts or styles,
# Trusted Types enforced, so the demo proves the islands and the tags' output work under it in Django too.
CONTENT_SECURITY_POLICY = '; '.join([
    "default-src 'self'",
    *([f"connect-src 'self'{_cdn}"] if _cdn else []),
    f"img-src 'self' data:{_cdn}",
    f"style-src 'self'{_cdn}",
    f"script-src 'self'{_cdn}",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types storefront-html default',
])


def with_policy(response):
    # Django's DEBUG error pages are styled inline; they are for the developer, not a visitor.
    if response.get('Content-Type', '').startswith('text/html') and not (settings.DEBUG and response.status_code >= 500):
        response['Content-Security-Policy'] = CONTENT_SECURITY_POLICY
    return response
