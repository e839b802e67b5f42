"""The demo's Content-Security-Policy comes from the file the reference server reads
(shared/content-security-policy.json): the same header, and django-csp's settings of it."""
from django.test import SimpleTestCase

from demo.policy_directives import django_csp_settings, header_value

# What server/http/security-headers.ts sends (tests/server/static-url-prefix.test.ts).
SELF_ONLY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'; "
    'trusted-types storefront-html default'
)


class DemoPolicyTests(SimpleTestCase):
    def test_the_header_is_the_reference_servers(self):
        self.assertEqual(header_value(), SELF_ONLY)

    def test_a_cdn_is_allowed_where_the_directives_name_the_builds_origin(self):
        policy = header_value('https://cdn.example')
        self.assertIn("connect-src 'self' https://cdn.example;", policy)
        self.assertIn("script-src 'self' https://cdn.example;", policy)
        self.assertIn("img-src 'self' data: https://cdn.example;", policy)
        self.assertNotIn('STATIC_ORIGIN', policy)

    def test_django_csp_gets_the_same_directives_with_its_overrides(self):
        csp = django_csp_settings(script_src=("'strict-dynamic'",), base_uri=("'none'",))
        self.assertEqual(csp['CSP_SCRIPT_SRC'], ("'strict-dynamic'",))
        self.assertEqual(csp['CSP_BASE_URI'], ("'none'",))
        self.assertEqual(csp['CSP_IMG_SRC'], ("'self'", 'data:'))
        self.assertEqual(csp['CSP_TRUSTED_TYPES'], ('storefront-html', 'default'))
        self.assertNotIn('CSP_CONNECT_SRC', csp)
