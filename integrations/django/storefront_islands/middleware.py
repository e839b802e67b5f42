from . import conf
from .build import current_build
from .host import csp_nonce
from .preload import with_preload_hints


class IslandPreloadMiddleware:
    """
    Adds the preload hints of the islands an HTML response holds: `<link rel="modulepreload">` in
    its head and a `Link:` header (what a CDN sends as 103 Early Hints). Put it after (inside)
    GZipMiddleware in MIDDLEWARE: it reads the body, so it leaves compressed and streaming
    responses alone.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if (
            not conf.preload_hints()
            or getattr(response, 'streaming', False)
            or response.has_header('Content-Encoding')
            or not response.get('Content-Type', '').lower().startswith('text/html')
        ):
            return response
        try:
            html = response.content.decode(response.charset)
        except (LookupError, UnicodeDecodeError):
            return response
        page, link = with_preload_hints(html, current_build(), csp_nonce(request))
        if link is None:
            return response
        if page is not html:
            response.content = page.encode(response.charset)
            if response.has_header('Content-Length'):
                response['Content-Length'] = str(len(response.content))
        existing = response.get('Link')
        response['Link'] = f'{existing}, {link}' if existing else link
        return response
