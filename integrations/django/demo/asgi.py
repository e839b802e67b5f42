"""The demo's ASGI application, for an ASGI server (e2e/django-asgi.spec.ts runs Debian's uvicorn and daphne on it)."""
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'demo.settings')
application = get_asgi_application()
