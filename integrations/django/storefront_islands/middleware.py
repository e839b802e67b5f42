import codecs

from asgiref.sync import iscoroutinefunction, markcoroutinefunction

from . import conf
from .build import current_build
from .host import csp_nonce
from .preload import recorded_hosts, with_preload_hints


def _ascii_compatible(charset) -> bool:
    # `</head>` and `data-island` are the same bytes in the page as in ASCII.
    try:
        return codecs.lookup(charset).name in ('utf-8', 'ascii', 'latin-1', 'iso8859-1', 'cp1251', 'koi8-r')
    except LookupError:
        return False


class IslandPreloadMiddleware:
    """
    Adds the preload hints of the islands an HTML response holds: `<link rel="modulepreload">` in
    its head and a `Link:` header (what a CDN sends as 103 Early Hints). Put it after (inside)
    GZipMiddleware in MIDDLEWARE: it reads the body, so it leaves compressed and streaming
    responses alone. Sync and async, as Django's own middleware: under ASGI no thread is spent on
    it. A page whose hosts the `{% island %}` tags wrote (all of them) is not parsed: the tags
    recorded its hosts on the request; only its head is read.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self.is_async:
            return self.__acall__(request)
        return self.with_hints(request, self.get_response(request))

    async def __acall__(self, request):
        return self.with_hints(request, await self.get_response(request))

    def with_hints(self, request, response):
        if (
            not conf.preload_hints()
            or getattr(response, 'streaming', False)
            or response.has_header('Content-Encoding')
            or not response.get('Content-Type', '').lower().startswith('text/html')
        ):
            return response
        content = response.content
        hosts = recorded_hosts(request, content) if _ascii_compatible(response.charset) else None
        if hosts is None:
            head, rest = content, b''
        else:
            # The hosts known, only the head is decoded and rewritten; the body's bytes stay as they are.
            end = content.find(b'</head>')
            cut = end + len(b'</head>') if end >= 0 else 0
            head, rest = content[:cut], content[cut:]
        try:
            html = head.decode(response.charset)
        except (LookupError, UnicodeDecodeError):
            return response
        page, link = with_preload_hints(html, current_build(), csp_nonce(request), hosts)
        if link is None:
            return response
        if page is not html:
            response.content = page.encode(response.charset) + rest
            if response.has_header('Content-Length'):
                response['Content-Length'] = str(len(response.content))
        existing = response.get('Link')
        response['Link'] = f'{existing}, {link}' if existing else link
        return response
