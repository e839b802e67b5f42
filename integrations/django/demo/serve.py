#!/usr/bin/env python3
"""
The demo on a threaded WSGI server from the standard library (demo and tests only):

    REFERENCE_SERVER_URL=http://127.0.0.1:8000 python3 integrations/django/demo/serve.py [--port 8001]

Listens on 127.0.0.1, on a free port unless --port says otherwise, and prints its address
(«Django demo on http://127.0.0.1:PORT») once it accepts requests. It runs Django's system
checks first, so a missing or mismatched build stops it with the app's message.
"""
import argparse
import os
import sys
from pathlib import Path
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'demo.settings')


class ThreadedServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class QuietHandler(WSGIRequestHandler):
    def log_message(self, format, *args):
        if os.environ.get('DEMO_LOG_REQUESTS'):
            super().log_message(format, *args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--host', default='127.0.0.1')
    parser.add_argument('--port', type=int, default=0)
    args = parser.parse_args()

    import django
    from django.core.management import call_command
    from django.core.wsgi import get_wsgi_application

    django.setup()
    call_command('check', fail_level='ERROR')
    server = make_server(args.host, args.port, get_wsgi_application(), server_class=ThreadedServer, handler_class=QuietHandler)
    host, port = server.server_address[:2]
    print(f'Django demo on http://{host}:{port}', flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == '__main__':
    main()
