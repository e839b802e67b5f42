"""
The cart of /order/ as the order-cart island first draws it (islands/order-cart/CartLine.tsx,
CartTotals.tsx, PromocodeField.tsx), worked out for the demo's templates (Django's and Jinja2's:
partials/order-cart.html), which only print it: the island waits for the visitor, so this is what
the page shows until then, and nothing may move when React takes over. A real site computes the
same from its models.
"""
from decimal import Decimal

NBSP = '\u00a0'
# The island's own rent choices: the site's minimum up to a year (LineSettings.tsx).
RENT_CHOICES = 12


def money(value, symbol='₽') -> str:
    """shared/format/price.ts formatMoney: '12 500 ₽', '99,50 ₽' (no-break spaces)."""
    amount = Decimal(str(value)).quantize(Decimal('0.01'))
    whole, fraction = f'{abs(amount):.2f}'.split('.')
    grouped = f'{int(whole):,}'.replace(',', NBSP)
    sign = '-' if amount < 0 else ''
    return f'{sign}{grouped}' + ('' if fraction == '00' else f',{fraction}') + f'{NBSP}{symbol}'


def months(n: int) -> str:
    """'3 месяца', '5 месяцев', '21 месяц' (Russian plural rules, as shared/format/plural.ts)."""
    if n % 10 == 1 and n % 100 != 11:
        form = 'месяц'
    elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        form = 'месяца'
    else:
        form = 'месяцев'
    return f'{n} {form}'


def _symbol(items) -> str:
    first = items[0] if items else {}
    for part in ('number', 'tariff', 'device'):
        if first.get(part):
            return first[part]['currency']['site_symbol']
    return '₽'


def _price(item) -> Decimal:
    """shared/api/line-price.ts: a rented number for its whole period, a bought one at its site price."""
    number, tariff, device = item.get('number'), item.get('tariff'), item.get('device')
    total = Decimal(0)
    if number:
        total += Decimal(number['rent_price']) * item['rent_period'] if item.get('rent_period') is not None else Decimal(number['site_price'])
    if tariff:
        total += Decimal(tariff['current_price'])
    if device:
        total += Decimal(device['current_price'])
    return total


def _line(item, show_refill: bool, min_rent: int, symbol: str) -> dict:
    number, tariff, device = item.get('number'), item.get('tariff'), item.get('device')
    ids = f'order-line-{item["id"]}'
    names = [number and number['number'], tariff and f'Тариф «{tariff["name"]}»', device and device['name']]
    line = {
        'item': item,
        'ids': ids,
        'name': ', '.join(name for name in names if name),
        'price': money(_price(item), symbol),
        'tariff_fee': tariff and money(tariff['month_fee'], tariff['currency']['site_symbol']),
        'parts': sum(1 for part in (number, tariff, device) if part),
        'rent': None,
        'refill': bool(number and show_refill and number.get('is_refill_allowed')),
        'suitable': None,
    }
    if number and Decimal(number['rent_price']) > 0:
        current = item.get('rent_period')
        first = min(min_rent, current or min_rent)
        last = max(min_rent + RENT_CHOICES - 1, current or 0)
        line['rent'] = {
            'options': [{'value': n, 'label': months(n), 'selected': n == current} for n in range(first, last + 1)],
            'price': money(number['rent_price'], number['currency']['site_symbol']),
        }
    if (number or device) and not tariff and item.get('suitable_tariffs'):
        line['suitable'] = {
            'id': f'{ids}-tariffs',
            'title': 'Подходящие тарифы',
            'has_next': item.get('tariffs_has_next'),
            'entries': [
                {'text': f'{t["name"]} — {money(t["month_fee"], t["currency"]["site_symbol"])} в месяц', 'label': f'Выбрать тариф «{t["name"]}»'}
                for t in item['suitable_tariffs']
            ],
        }
    if tariff and not number and not device and item.get('suitable_numbers'):
        line['suitable'] = {
            'id': f'{ids}-numbers',
            'title': 'Подходящие номера',
            'has_next': item.get('numbers_has_next'),
            'entries': [
                {'text': f'{n["number"]} — {money(n["site_price"], n["currency"]["site_symbol"])}', 'label': f'Выбрать номер {n["number"]}'}
                for n in item['suitable_numbers']
            ],
        }
    return line


def view(cart: dict, min_rent_period: int, delivery_cost) -> dict:
    """The lines and totals of `cart` (GET /api/cart/ with the suitable lists) with `delivery_cost` of the chosen option."""
    items = cart['items']
    symbol = _symbol(items)
    discount = Decimal(cart.get('promocode_discount') or 0)
    after_discount = Decimal(cart['total_price'])
    advance = Decimal(cart.get('advance_payment') or 0)
    delivery = Decimal(delivery_cost)
    free = bool(cart.get('has_free_delivery'))
    promocode = cart.get('promocode')
    return {
        'lines': [_line(item, bool(cart.get('show_refill')), min_rent_period, symbol) for item in items],
        'promocode': promocode and {
            'code': promocode['code'],
            'discount': money(cart.get('promocode_discount') or promocode['discount'], symbol),
        },
        'items_total': money(after_discount + discount, symbol),
        'discount': money(discount, symbol) if promocode and discount > 0 else None,
        'advance': money(advance, symbol) if advance > 0 else None,
        'delivery': ('бесплатно' if free else money(delivery, symbol)) if free or delivery > 0 else None,
        'total': money(after_discount + (0 if free else delivery), symbol),
        'free_delivery': free,
    }
