#!/usr/bin/env python3
"""
What IslandPreloadMiddleware costs a page, its two paths side by side: a page whose hosts the
`{% island %}` tags wrote (they recorded them on the request: only the head is read) and the same
page parsed whole (what a page with hand-written hosts gets). Pages of about 14, 24 and 140 KB, as
the home page, /numbers/ and /star-numbers/index/ of the demo store. Prints the median and p95 of
each, in ms; asserts nothing (`cd integrations/django && python3 bench/middleware.py`, after
`npm run build`).
"""
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'tests.settings')

import django  # noqa: E402

django.setup()

from django.http import HttpResponse  # noqa: E402
from django.template import Context  # noqa: E402
from django.test import RequestFactory  # noqa: E402

from storefront_islands.middleware import IslandPreloadMiddleware  # noqa: E402
from tests.helpers import engine  # noqa: E402

ROW = (
    '<li class="card"><h3 class="card__title">+7 (916) 123-45-{{ n }}</h3><p class="card__price">12 000 ₽</p>'
    '<p class="card__provider">МТС · золотой номер, в продаже с 2024 года</p>'
    '{% island "cart-button" number=n attrs:class="card-cart" %}<a class="btn" href="/order/">В корзину</a>{% endisland %}</li>\n'
)
PAGE = (
    '{% load storefront_islands %}<!doctype html>\n<html lang="ru">\n<head>\n<meta charset="utf-8"><title>Номера</title>\n'
    '<link rel="stylesheet" href="/static/dist/site.css">\n</head>\n<body>\n<header>'
    '{% island "customer-greeting" signin_url="/customer/signin/" logout_url="/customer/logout/" %}<p>Добро пожаловать!</p>{% endisland %}'
    '</header>\n<ul>{% for n in numbers %}' + ROW + '{% endfor %}</ul>\n{% islands_loader %}\n</body>\n</html>\n'
)
RUNS = 300


def measure(hosts):
    template = engine({'page.html': PAGE}).get_template('page.html')
    request = RequestFactory().get('/')
    html = template.render(Context({'request': request, 'numbers': list(range(hosts))}))

    def once(recorded):
        # A new request each time, as Django makes; the recorded one carries the tags' hosts.
        fresh = RequestFactory().get('/')
        if recorded:
            fresh.__dict__.update({key: value for key, value in request.__dict__.items() if key.startswith('storefront_islands')})
        response = HttpResponse(html, content_type='text/html; charset=utf-8')
        start = time.perf_counter()
        IslandPreloadMiddleware(lambda request: response)(fresh)
        return (time.perf_counter() - start) * 1000

    figures = {}
    for recorded in (True, False):
        times = sorted(once(recorded) for _ in range(RUNS))
        figures[recorded] = (statistics.median(times), times[int(len(times) * 0.95)])
    return len(html.encode()), figures


print(f'IslandPreloadMiddleware, Django {django.get_version()}, Python {sys.version.split()[0]}, median and p95 of {RUNS} runs (ms)')
print('| page | hosts | tag-written (recorded) | parsed | target (tag-written) |')
print('|---|---|---|---|---|')
for hosts in (42, 73, 430):
    size, figures = measure(hosts)
    (fast, fast95), (slow, slow95) = figures[True], figures[False]
    print(f'| {size / 1024:.0f} KB | {hosts + 1} | {fast:.3f} / {fast95:.3f} | {slow:.3f} / {slow95:.3f} | ≤ 0.3 |')
