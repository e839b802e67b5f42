import type { Db } from './open'

/**
 * Demo pictures (static/img): a round icon per provider and a drawing per
 * device type, so cards and the cart show images like the real site does.
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
  const setImage = db.prepare("UPDATE devices SET main_image = ?, images = json_array(?) WHERE device_type = ?")
  for (const [type, file] of Object.entries(DEVICE_IMAGES)) {
    const url = `/static/img/devices/${file}.svg`
    setImage.run(url, url, type)
  }
}
