"""Prices and phone numbers as the storefront shows them (shared/format): '12 500', '99,50'."""
from decimal import Decimal, InvalidOperation

from django import template

register = template.Library()


@register.filter
def price(value):
    try:
        amount = Decimal(str(value)).quantize(Decimal('0.01'))
    except (InvalidOperation, ValueError):
        return value
    whole, fraction = f'{abs(amount):.2f}'.split('.')
    grouped = f'{int(whole):,}'.replace(',', ' ')
    sign = '-' if amount < 0 else ''
    return f'{sign}{grouped}' + ('' if fraction == '00' else f',{fraction}')


@register.filter
def phone(value):
    """'+79161234567' → '+7 (916) 123-45-67'."""
    digits = ''.join(c for c in str(value or '') if c.isdigit())
    if len(digits) != 11:
        return value
    return f'+7 ({digits[1:4]}) {digits[4:7]}-{digits[7:9]}-{digits[9:11]}'


@register.filter
def get_item(mapping, key):
    """`errors|get_item:name`: a field's messages from the API's field errors."""
    return mapping.get(key) if hasattr(mapping, 'get') else None
