/** The Russian texts of the coverage map (spec §4, §8). */
export const COVERAGE_MESSAGES = {
  region: 'Карта покрытия',
  layers: 'Операторы на карте',
  fullscreen: 'Развернуть карту',
  exitFullscreen: 'Свернуть карту',
  /** Spec §4: a wheel over the map outside fullscreen shows this for 3 s instead of zooming. */
  wheelHint: 'Чтобы менять масштаб колесом мыши, разверните карту. Или используйте кнопки + и −.',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  loadFailed: 'Не удалось загрузить слои карты. Список операторов выше.',
  noLayers: 'Нет слоёв покрытия.',
} as const
