import { TARIFF_OPTION_TITLES as M } from './messages/tariff-options'

/**
 * Spec §9: what an unlimited-app option of a tariff covers, by its code ('Безлимитные …').
 *
 * @example optionTitle('2') === 'социальные сети'; optionTitle('9') === 'приложения'
 */
export function optionTitle(code: string | number): string {
  return M.byCode[String(code)] ?? M.otherApps
}
