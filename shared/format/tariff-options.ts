/** Spec §9: what an unlimited-app option of a tariff covers, by its code ('Безлимитные …'). */
const OPTION_TITLES: Readonly<Record<string, string>> = { '1': 'мессенджеры', '2': 'социальные сети', '3': 'видео' }
const OTHER_APPS = 'приложения'

/** @example optionTitle('2') === 'социальные сети'; optionTitle('9') === 'приложения' */
export function optionTitle(code: string | number): string {
  return OPTION_TITLES[String(code)] ?? OTHER_APPS
}
