import { SITE_CONFIG_DEFAULTS, type SiteConfig } from '../../shared/site-config'

/**
 * One setting of the page's `#site-config` JSON block (Django's `json_script`): its default
 * (SITE_CONFIG_DEFAULTS) when the block, the key or valid JSON is missing, else undefined. The
 * block is data, not script, so it is CSP-safe; settings are read when needed, so a page without
 * the block still works. The value is the page's: the caller checks its type.
 *
 * @example siteSetting('email_suggestions_url') // '/api/email-suggestions/'
 */
export function siteSetting(key: keyof SiteConfig): unknown {
  return pageSetting(key) ?? (SITE_CONFIG_DEFAULTS as Partial<SiteConfig>)[key]
}

function pageSetting(key: keyof SiteConfig): unknown {
  try {
    const config: unknown = JSON.parse(document.getElementById('site-config')?.textContent || '{}')
    return typeof config === 'object' && config !== null ? (config as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/** A string setting (a URL), or undefined when it is missing, empty or not a string. */
export function siteConfigString(key: keyof SiteConfig): string | undefined {
  const value = siteSetting(key)
  return typeof value === 'string' && value !== '' ? value : undefined
}
