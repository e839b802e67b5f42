"""
Demo only: the reference server stands in for the site's models and its JSON API.

- `ask` calls it for a page's data with the visitor's cookies (its own `sessionid` holds the
  cart and the signed-in customer) and the visitor's Host, so the links it builds point here.
- `proxy` forwards the islands' calls (/api/…, /forms/…, /customer/logout/, /region/…) after
  Django's CsrfViewMiddleware has checked every write.

A real site answers these from its own views and models; nothing here belongs in one.
"""
import http.client
import json
from dataclasses import dataclass
from http.cookies import Morsel
from typing import List, Optional, Tuple
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpResponse

# Headers of the browser's request the reference server reads.
FORWARDED_REQUEST_HEADERS = ('Content-Type', 'Accept', 'Origin', 'Referer', 'X-CSRFToken', 'X-Requested-With')
# Headers of its answer the browser needs. Set-Cookie is handled apart: Django owns `csrftoken`.
FORWARDED_RESPONSE_HEADERS = ('Content-Type', 'Location', 'Retry-After', 'Cache-Control')


@dataclass
class Answer:
    status: int
    headers: List[Tuple[str, str]]
    body: bytes

    def json(self):
        return json.loads(self.body.decode('utf-8'))

    def cookies(self) -> List[str]:
        return [value for name, value in self.headers if name.lower() == 'set-cookie']


def ask(request, method: str, path: str, body: Optional[bytes] = None, headers: Optional[dict] = None) -> Answer:
    """One call to the reference server on behalf of the visitor."""
    address = urlsplit(settings.REFERENCE_SERVER_URL)
    sent = {'Host': request.get_host(), 'Accept-Encoding': 'identity'}
    if request.META.get('HTTP_COOKIE'):
        sent['Cookie'] = request.META['HTTP_COOKIE']
    sent.update(headers or {})
    connection = http.client.HTTPConnection(address.hostname, address.port or 80, timeout=30)
    try:
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        return Answer(response.status, response.getheaders(), response.read())
    except OSError as error:
        raise ImproperlyConfigured(
            f'The demo\'s reference server at {settings.REFERENCE_SERVER_URL} does not answer ({error}): '
            'start it (`npm start`) and set REFERENCE_SERVER_URL to its address.'
        ) from None
    finally:
        connection.close()


def ask_json(request, path: str):
    answer = ask(request, 'GET', path, headers={'Accept': 'application/json'})
    if answer.status == 404:
        return None
    if answer.status != 200:
        raise RuntimeError(f'GET {path} on the reference server answered {answer.status}: {answer.body[:200]!r}')
    return answer.json()


def post_json(request, path: str, payload: dict) -> Answer:
    """A write on the visitor's behalf from a Django view (its CSRF check already passed)."""
    return ask(request, 'POST', path, json.dumps(payload).encode(), {
        'Content-Type': 'application/json', 'Accept': 'application/json', 'X-CSRFToken': vouched_token(request),
    })


def vouched_token(request) -> str:
    # The reference server wants the csrftoken cookie's value echoed; Django's form field is a
    # masked token, not that value. CsrfViewMiddleware has checked the request, so the cookie's
    # own value stands for it.
    return request.COOKIES.get(settings.CSRF_COOKIE_NAME, '')


class _RawCookie(Morsel):
    """A Set-Cookie header passed on as the reference server wrote it."""

    def __init__(self, name: str, header: str):
        super().__init__()
        self.set(name, '', '')
        self._header = header

    def OutputString(self, attrs=None):
        return self._header


def pass_cookies(answer: Answer, response: HttpResponse) -> HttpResponse:
    """
    The reference server's cookies (its session, the region) on Django's response, never a
    csrftoken (Django's is the one). Passed on verbatim: a SimpleCookie round trip would quote a
    signed session id holding `/` and so change it.
    """
    for header in answer.cookies():
        name = header.split('=', 1)[0].strip()
        if name and name != settings.CSRF_COOKIE_NAME:
            response.cookies[name] = _RawCookie(name, header)
    return response


def proxy(request):
    """The islands' JSON API and form endpoints, forwarded (demo only)."""
    headers = {name: request.headers[name] for name in FORWARDED_REQUEST_HEADERS if name in request.headers}
    if request.method not in ('GET', 'HEAD', 'OPTIONS', 'TRACE'):
        headers['X-CSRFToken'] = vouched_token(request)
    answer = ask(request, request.method, request.get_full_path(), request.body or None, headers)
    response = HttpResponse(answer.body, status=answer.status)
    for name, value in answer.headers:
        if name.title() in FORWARDED_RESPONSE_HEADERS:
            response[name.title()] = value
    return pass_cookies(answer, response)
