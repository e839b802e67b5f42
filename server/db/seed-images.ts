import type { Db } from './open'

/**
 * Demo pictures (static/img): a round icon per provider and three drawings per device type
 * (front, back, side: the device page's gallery), so cards, the cart and the device page show
 * images like the real site does.
 */
const DEVICE_IMAGES: Record<string, string> = {
  Смартфон: 'smartphone',
  Планшет: 'tablet',
  Модем: 'modem',
  Роутер: 'router',
  'Умные часы': 'watch',
}

export function seedImages(db: Db): void {
  db.prepare("UPDATE providers SET icon = '/static/img/providers/' || slug || '.svg'").run()
  const setImage = db.prepare('UPDATE devices SET main_image = ?, images = json_array(?, ?, ?) WHERE device_type = ?')
  for (const [type, file] of Object.entries(DEVICE_IMAGES)) {
    const [front, back, side] = ['', '-back', '-side'].map((view) => `/static/img/devices/${file}${view}.svg`)
    setImage.run(front, front, back, side, type)
  }
}
