"""
The storefront islands for Django: template tags that write island hosts from the build's
contract description (static/dist/islands.json) and a middleware that adds the preload hints
of the islands a page holds. Nothing here spells an island, an attribute or a type rule: all of
it is read from the build (DESIGN 14 and 15, docs/architecture.md).
"""
