// The islands are written against React's API and ship on Preact's compat layer: React DOM is
// 57 KB brotli, Preact with its compat layer at most 9.3 KB, and that difference is what keeps a
// page's first-load JavaScript within its budget (bench «first-load»). One list of names, read by
// the build (scripts/build/options.mjs), this repository's vitest config and a tester's
// (`storefront-islands/testing/vitest`), so tests mount what visitors get.

/** Module names the bundler resolves to Preact: `react/jsx-runtime`, `react-dom/client` … follow. */
export const REACT_ALIAS = { react: 'preact/compat', 'react-dom': 'preact/compat' }

/**
 * What a vitest project needs to run the islands as they ship, to merge into its config
 * (`mergeConfig(islandsOnPreact, defineConfig({ test: … }))`): React's names resolved to Preact,
 * Testing Library for React by its ES module build (its `main` is CommonJS, whose
 * `require('react-dom/client')` no alias reaches), and the packages in node_modules that import
 * React bundled by vitest rather than left to Node, so the aliases reach them.
 */
export const islandsOnPreact = {
  resolve: {
    alias: { ...REACT_ALIAS, '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js' },
  },
  test: { server: { deps: { inline: ['@testing-library/react', '@nanostores/react'] } } },
}
