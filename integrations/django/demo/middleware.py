"""
The demo's own middleware, sync and async as Django's and the app's: under an ASGI server
(demo/asgi.py) the whole chain stays async, so no request is switched to a thread between them
(e2e/django-asgi.spec.ts reads Django's log for it).
"""
from asgiref.sync import iscoroutinefunction
from django.urls import Resolver404, resolve
from django.utils.decorators import sync_and_async_middleware

from .policy import with_policy
from .reference import proxy


def _around(on_request, on_response):
    """A middleware calling `on_request(request)` before the view and `on_response(response)` after, in either mode."""

    @sync_and_async_middleware
    def factory(get_response):
        if iscoroutinefunction(get_response):
            async def middleware(request):
                on_request(request)
                return on_response(await get_response(request))
        else:
            def middleware(request):
                on_request(request)
                return on_response(get_response(request))
        return middleware

    return factory


def _keep_proxied_body(request):
    # A proxied request's body is read before CsrfViewMiddleware parses a form post from it (after
    # which a multipart body could no longer be read): this goes before it in MIDDLEWARE.
    try:
        if resolve(request.path_info).func is proxy:
            request.body  # noqa: B018  (cached on the request for the proxy)
    except Resolver404:
        pass


keep_proxied_body = _around(_keep_proxied_body, lambda response: response)
content_security_policy = _around(lambda request: None, with_policy)
