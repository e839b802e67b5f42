"""What every page's header shows, from the reference server with the visitor's cookies (demo only)."""
from urllib.parse import quote

from django.conf import settings

from .reference import ask_json

# The reference server's region for visitors without its `region` cookie.
DEFAULT_REGION = 'msk'


def storefront(request):
    customer = (ask_json(request, '/api/customers/me/') or {}).get('customer')
    cart = ask_json(request, '/api/cart/') or {'items': []}
    change_url = f'/region/{quote(request.COOKIES.get("region") or DEFAULT_REGION)}/'
    regions = ask_json(request, '/api/subdomains/') or []
    region = next((r for r in regions if r['change_url'] == change_url), None)
    return {
        'site_name': settings.SITE_NAME,
        'site_config': settings.SITE_CONFIG,
        'customer': customer,
        'cart': cart,
        'cart_count': len(cart['items']),
        'region': region,
    }
