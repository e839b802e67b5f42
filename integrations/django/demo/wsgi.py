"""The demo's WSGI application, for a real WSGI server (the production e2e runs Debian's gunicorn on it)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'demo.settings')
application = get_wsgi_application()
