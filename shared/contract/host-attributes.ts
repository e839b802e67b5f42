import { dataAttrName, ISLAND_ATTR } from './attributes'
import type { Props, Schema } from './schema'

/**
 * The attributes of a host of island `name`, written from its contract's schema as the runtime
 * reads them (schema.ts): `data-island`, and a `data-*` attribute per prop given (a `bool` prop
 * present when true, a `json` one as JSON). For a host that React draws inside new UI (the
 * cards drawn from JSON): a renamed prop renames its attribute here too.
 *
 * @example
 * <div {...hostAttributes('compare-button', compareButton, { tariff: 7 })} />
 * // data-island="compare-button" data-tariff="7"
 */
export function hostAttributes<S extends Schema>(name: string, contract: { schema: S }, props: Partial<Props<S>>): Record<string, string> {
  const attributes: Record<string, string> = { [ISLAND_ATTR]: name }
  for (const [prop, value] of Object.entries(props) as [string, unknown][]) {
    const type = contract.schema[prop]?.replace(/\?$/, '')
    if (!type) throw new Error(`[islands] "${name}" has no prop ${prop} (${dataAttrName(prop)})`)
    if (value === undefined || value === null || (type === 'bool' && value === false)) continue
    attributes[dataAttrName(prop)] = type === 'bool' ? '' : type === 'json' ? JSON.stringify(value) : String(value)
  }
  return attributes
}
