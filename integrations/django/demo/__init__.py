"""
A demo Django project (demo only): the storefront's pages written in the Django template language
with the storefront_islands tags. Its data and JSON API come from the reference server
(REFERENCE_SERVER_URL) through demo.reference; its HTML, csrftoken cookie and {% csrf_token %}
are Django's own.
"""
