from django.conf import settings

# The reference server's policy (server/http/security-headers.ts): no inline scripts or styles,
# so the demo proves the islands and the tags' output work under it in Django too.
CONTENT_SECURITY_POLICY = '; '.join([
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        # Django's DEBUG error pages are styled inline; they are for the developer, not a visitor.
        if response.get('Content-Type', '').startswith('text/html') and not (settings.DEBUG and response.status_code >= 500):
            response['Content-Security-Policy'] = CONTENT_SECURITY_POLICY
        return response
