"""
The checkout form's choices (demo only): what the reference server's order API accepts
(server/orders/constants.ts). A real site renders these from its own order form.
"""
from decimal import Decimal

DELIVERY_TYPES = [('1', 'Курьером'), ('2', 'Самовывоз')]
COURIER = '1'
COURIER_PRICE = Decimal('300.00')
PAYMENT_TYPES = {
    'cash': 'Наличными при получении',
    'card': 'Картой при получении',
    'online': 'Онлайн на сайте',
    'sbp': 'Через СБП по QR-коду',
}
# Shown at once; the others wait behind «Показать все».
PRIMARY_PAYMENT_TYPES = ('cash', 'card')
MAX_PHONES = 5
DEFAULTS = {'delivery_type': COURIER, 'payment_type': 'cash', 'delivery_time_from': '10:00', 'delivery_time_to': '18:00'}


def context(has_free_delivery: bool) -> dict:
    delivery = []
    for value, label in DELIVERY_TYPES:
        courier = value == COURIER
        base = COURIER_PRICE if courier else Decimal('0.00')
        cost = Decimal('0.00') if courier and has_free_delivery else base
        delivery.append({'value': value, 'label': label, 'courier': courier, 'cost': f'{cost:.2f}', 'base_cost': f'{base:.2f}',
                         'free': cost == 0, 'chosen': value == DEFAULTS['delivery_type']})
    payments = [{'value': value, 'label': label, 'chosen': value == DEFAULTS['payment_type']} for value, label in PAYMENT_TYPES.items()]
    return {
        'values': DEFAULTS,
        'max_phones': MAX_PHONES,
        'delivery_types': delivery,
        'chosen_delivery': next(option for option in delivery if option['chosen']),
        'primary_payments': [p for p in payments if p['value'] in PRIMARY_PAYMENT_TYPES],
        'extra_payments': [p for p in payments if p['value'] not in PRIMARY_PAYMENT_TYPES],
    }


MONTHS_GENITIVE = ('января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря')


def delivery_window(start, end) -> str:
    """'2026-12-05 10:00:00', '2026-12-05 18:00:00' → '5 декабря 2026, с 10:00 до 18:00' (the reference server's server/orders/delivery-window.ts)."""
    if not start:
        return ''
    year, month, day = str(start)[:10].split('-')
    date = f'{int(day)} {MONTHS_GENITIVE[int(month) - 1]} {year}'
    times = [str(value)[11:16] for value in (start, end) if value and len(str(value)) >= 16]
    return f'{date}, с {times[0]} до {times[1]}' if len(times) == 2 else date


def delivery_label(value: str) -> str:
    return dict(DELIVERY_TYPES).get(value, value)
