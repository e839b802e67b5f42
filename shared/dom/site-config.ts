/**
 * The page-wide settings block `<script type="application/json" id="site-config">` (README:
 * «Page-wide settings»): read where an island needs a setting that every host of it would
 * otherwise repeat (the comparison URLs of every tariff card). Not executed, so CSP-safe.
 */
export const SITE_CONFIG_ID = 'site-config'

/** The block's object; an absent or broken block is an empty object (each caller says what it missed). */
export function readSiteConfig(doc: Document = document): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(doc.getElementById(SITE_CONFIG_ID)?.textContent || '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** One string setting, or undefined when missing or not a non-empty string. */
export function siteConfigString(key: string, doc: Document = document): string | undefined {
  const value = readSiteConfig(doc)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}
