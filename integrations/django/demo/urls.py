from django.conf import settings
from django.urls import path, re_path
from django.views.static import serve

from . import views
from .reference import proxy

urlpatterns = [
    path('', views.home),
    path('numbers/', views.numbers),
    re_path(r'^(?P<provider>[a-z0-9-]+)/number/(?P<digits>\d{11})\.html$', views.number),
    path('order/', views.order),
    path('order/result/<int:order_id>/', views.order_result),
    path('customer/signin/', views.signin),
    # The shop's documents, linked from the footer.
    path('offer/', views.document, {'name': 'offer'}),
    path('delivery/', views.document, {'name': 'delivery'}),
    path('returns/', views.document, {'name': 'returns'}),
    path('demo/broken-host/', views.broken_host),
    # Demo only: the islands' API and form endpoints, answered by the reference server.
    re_path(r'^api/', proxy),
    re_path(r'^forms/', proxy),
    re_path(r'^region/', proxy),
    path('customer/logout/', proxy),
    # Demo only: the images (a real site serves them with its static files).
    re_path(r'^static/(?P<path>img/.*)$', serve, {'document_root': settings.REPO / 'static'}),
]
# Demo only, in development: the build (in production WhiteNoise serves what collectstatic collected,
# and a file missing there must answer 404, not come from the build folder).
if not settings.PRODUCTION:
    urlpatterns.append(re_path(r'^static/dist/(?P<path>.*)$', serve, {'document_root': settings.STOREFRONT_ISLANDS['DIST_DIR']}))
