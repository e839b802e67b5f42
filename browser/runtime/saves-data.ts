/** The Network Information API's part the warm-up reads (Chromium; other browsers have none). */
interface Connection {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether the visitor asked to save data (Save-Data, a browser's data saver) or is on a 2G link
 * ('2g', 'slow-2g'): then the runtime warms nothing ahead; islands still load when they are needed.
 */
export function savesData(connection = (navigator as Navigator & { connection?: Connection }).connection): boolean {
  return connection?.saveData === true || /2g$/.test(connection?.effectiveType ?? '')
}
