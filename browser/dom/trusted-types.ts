/**
 * Trusted Types (the reference server sends `require-trusted-types-for 'script'`): an HTML sink
 * such as `innerHTML` takes only a TrustedHTML, which only a named policy the CSP lists can make.
 * TypeScript's DOM types do not name the API yet; this is the part the site uses.
 */
interface TrustedTypePolicy {
  createHTML(input: string): unknown
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): TrustedTypePolicy
}

/**
 * A policy of `name`, or undefined where the browser has no Trusted Types or the page's CSP does
 * not allow the name (a site with a policy of its own): then an HTML sink takes strings as it
 * always did, or refuses them, which the violation report says (browser/runtime/report.ts).
 */
export function createPolicy(name: string, createHTML: (input: string) => string | null): TrustedTypePolicy | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes
  try {
    return factory?.createPolicy(name, { createHTML })
  } catch {
    return undefined
  }
}
