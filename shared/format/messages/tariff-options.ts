/** Spec §9: what an unlimited-app option of a tariff covers, by its code ('Безлимитные …'), and any other code. */
export const TARIFF_OPTION_TITLES = Object.freeze({
  byCode: Object.freeze<Record<string, string>>({ '1': 'мессенджеры', '2': 'социальные сети', '3': 'видео' }),
  otherApps: 'приложения',
} as const)
