#!/usr/bin/env python3
"""The demo's manage.py (`check`, `runserver`); the app's own tests run with --settings=tests.settings."""
import os
import sys

if __name__ == '__main__':
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'demo.settings')
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
