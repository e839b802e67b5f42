"""
Static files storages for production that leave the build's files under their own names.

The build's files are content-hashed already (`loader-NJF6RJEE.js`), and its chunks import each
other by those names, so Django must not rename them: `ManifestStaticFilesStorage` would, and with
WhiteNoise's `WHITENOISE_KEEP_ONLY_HASHED_FILES = True` it would then delete the names the tags
write (every island 404). These storages hash every other file as before, and list the build's
files in the manifest under their own names:

    STORAGES = {..., 'staticfiles': {'BACKEND': 'storefront_islands.storage.ManifestStaticFilesStorage'}}
    # with WhiteNoise:  'storefront_islands.storage.CompressedManifestStaticFilesStorage'
    # Django 3.2 / 4.1: STATICFILES_STORAGE = '…' (the same classes)

The build is collected under the `dist/` prefix (STATICFILES_DIRS = [('dist', …/static/dist)]),
which STOREFRONT_ISLANDS['STATIC_URL_PREFIX'] defaults to.
"""
from django.contrib.staticfiles import storage

BUILD_PREFIX = 'dist/'


class KeepBuildNamesMixin:
    """For a hashing storage: the files under `build_prefix` keep their names and content."""

    build_prefix = BUILD_PREFIX

    def is_build_file(self, name: str) -> bool:
        return self.clean_name(name).startswith(self.build_prefix)

    def hashed_name(self, name, content=None, filename=None):
        if self.is_build_file(name):
            return name
        return super().hashed_name(name, content, filename)

    def post_process(self, paths, dry_run=False, **options):
        build = [name for name in paths if self.is_build_file(name)]
        others = {name: found for name, found in paths.items() if not self.is_build_file(name)}
        yield from super().post_process(others, dry_run=dry_run, **options)
        if dry_run:
            return
        # In the manifest under their own names, so `{% static 'dist/…' %}` finds them too.
        for name in build:
            self.hashed_files[self.hash_key(self.clean_name(name))] = name
            yield name, name, False
        self.save_manifest()


class ManifestStaticFilesStorage(KeepBuildNamesMixin, storage.ManifestStaticFilesStorage):
    """Django's manifest storage, the build's files left as they are."""


def __getattr__(name):
    # WhiteNoise's storage only when asked for: WhiteNoise is not a dependency of the app.
    if name != 'CompressedManifestStaticFilesStorage':
        raise AttributeError(name)
    from whitenoise.storage import CompressedManifestStaticFilesStorage as WhiteNoiseStorage

    class CompressedManifestStaticFilesStorage(KeepBuildNamesMixin, WhiteNoiseStorage):
        """
        WhiteNoise's compressing manifest storage, the build's files left as they are (and served
        with the .br and .gz files the build writes beside them).
        """

    CompressedManifestStaticFilesStorage.__module__ = __name__
    globals()[name] = CompressedManifestStaticFilesStorage
    return CompressedManifestStaticFilesStorage
