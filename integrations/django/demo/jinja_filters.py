"""
The demo's own filters for its Jinja2 templates (demo/jinja2/), from the same functions as its
Django filters (templatetags/demo_format.py): an extension, so that both Jinja2 backends take it
the same way, in OPTIONS['extensions'].
"""
from jinja2.ext import Extension

from .templatetags.demo_format import phone, price


class DemoFilters(Extension):
    def __init__(self, environment):
        super().__init__(environment)
        environment.filters.update(price=price, phone=phone)
