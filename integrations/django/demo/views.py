"""The demo's pages. Their data comes from the reference server (demo.reference); a real site reads its models."""
from urllib.parse import urlencode

from django.conf import settings
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_http_methods

from . import order_cart, order_form
from .reference import ask_json, pass_cookies, post_json
from .templatetags.demo_format import phone

NUMBERS_API = '/api/catalog/numbers/'


@require_GET
@ensure_csrf_cookie
def home(request):
    numbers = ask_json(request, f'{NUMBERS_API}?page_size=4')
    return render(request, 'demo/home.html', {'numbers': numbers['results']})


@require_GET
@ensure_csrf_cookie
def numbers(request):
    page = request.GET.get('page', '1')
    if not page.isdigit() or page == '0':
        raise Http404('Неправильная страница')
    listing = ask_json(request, f'{NUMBERS_API}?{urlencode({"page": page})}')
    if listing is None:
        raise Http404('Неправильная страница')
    return render(request, 'demo/numbers.html', {
        'numbers': listing['results'],
        'page': int(page),
        'next_page': listing['next'],
        'catalog_url': NUMBERS_API,
    })


@require_GET
@ensure_csrf_cookie
def number(request, provider, digits):
    # The reference API has no number-by-id route; an 11-digit mask finds exactly one.
    found = ask_json(request, f'{NUMBERS_API}?{urlencode({"mask": digits})}') or {'results': []}
    match = next((n for n in found['results'] if n['number_digit'] == digits and n['provider_object']['name'] == provider), None)
    if match is None:
        raise Http404('Номер не найден')
    return render(request, 'demo/number.html', {
        'number': match,
        'can_rent': float(match['rent_price']) > 0,
        'rent_label': f'Арендовать на {settings.SITE_CONFIG["min_rent_period"]} мес.',
    })


@require_GET
@ensure_csrf_cookie
def order(request):
    # With the suitable lists, as the order-cart island loads it: the page draws the island's first look.
    cart = ask_json(request, '/api/cart/?expand=suitable_numbers,suitable_tariffs')
    form = order_form.context(has_free_delivery=cart['has_free_delivery'])
    return render(request, 'demo/order.html', {
        'lines': cart['items'],
        'order_cart': order_cart.view(cart, settings.SITE_CONFIG['min_rent_period'], form['chosen_delivery']['cost']),
        # The island's props: the cart it draws until its own load of the cart is in.
        'served_cart': cart,
        **form,
    })


@require_GET
@ensure_csrf_cookie
def order_result(request, order_id):
    placed = ask_json(request, f'/api/orders/{order_id}/')
    if placed is None:
        raise Http404('Заказ не найден')
    return render(request, 'demo/order_result.html', {
        'order': placed,
        'delivery_label': order_form.delivery_label(placed['delivery_type']),
        'payment_label': order_form.PAYMENT_TYPES.get(placed['payment_type'], placed['payment_type']),
        # A number is registered to its buyer's passport: the page says to bring it.
        'has_number': any(item.get('number') for item in placed['items']),
        # «Что дальше» (templates/shared/order-next-steps.html): whom the manager calls, where or when the order comes.
        'call_phone': phone((placed.get('client_phones') or [''])[0]),
        'is_pickup': placed['delivery_type'] != order_form.COURIER,
        'delivery_window': order_form.delivery_window(placed.get('delivery_date_from'), placed.get('delivery_date_to')),
    })


# The shop's documents by the name of their text in templates/shared/documents/ (the reference
# server's, which its /offer/, /delivery/ and /returns/ include too), with their headings.
DOCUMENTS = {'offer': 'Публичная оферта', 'delivery': 'Доставка и оплата', 'returns': 'Возврат и обмен'}


@require_GET
@ensure_csrf_cookie
def document(request, name):
    return render(request, 'demo/document.html', {
        'title': DOCUMENTS[name],
        'document': f'documents/{name}.html',
        'seller': settings.SITE_CONFIG.get('seller'),
    })


@require_http_methods(['GET', 'POST'])
@ensure_csrf_cookie
def signin(request):
    """The sign-in page; its no-script form posts here, each step a call to the sign-in API."""
    source = request.POST if request.method == 'POST' else request.GET
    next_page = source.get('next', '')
    if not url_has_allowed_host_and_scheme(next_page, {request.get_host()}, require_https=request.is_secure()):
        next_page = ''
    state = {'next': next_page, 'phone': source.get('phone_number', '').strip(), 'code_step': False, 'errors': {}}
    if request.method == 'POST' and request.POST.get('step') == 'code':
        answer = post_json(request, '/api/customers/confirm-signin-code/',
                           {'phone_number': state['phone'], 'code': request.POST.get('code', ''), 'next': next_page})
        if answer.status == 200:
            return pass_cookies(answer, HttpResponseRedirect(answer.json()['redirect_to']))
        state.update(code_step=True, errors=answer.json())
    elif request.method == 'POST':
        answer = post_json(request, '/api/customers/send-signin-code/', {'phone_number': state['phone']})
        if answer.status in (200, 429):
            state.update(code_step=True, rate_limited_until=answer.json().get('rate_limited_until'))
        else:
            state['errors'] = answer.json()
    status = 400 if state['errors'] else 200
    return render(request, 'demo/signin.html', state, status=status)


@require_GET
def broken_host(request):
    """A page whose template has a host without a required attribute: with DEBUG, the tag's message."""
    return render(request, 'demo/broken_host.html')
