import { listen } from '../../browser/dom/listen'
import { linksAsButtons, paintPressed } from '../../browser/dom/pressed'
import type { Enhancer } from '../../shared/contract/island'
import type { GalleryProps } from './index'

const MAIN = '[data-gallery-main]'
const IMAGE = 'img[data-gallery-image]'
const THUMB = 'a[data-gallery-thumb]'
/** A horizontal move longer than this between pointer down and up is a swipe. */
export const SWIPE_PX = 40

const enhanceGallery: Enhancer<GalleryProps> = (host) => {
  const main = host.querySelector<HTMLElement>(MAIN)
  const image = main?.querySelector<HTMLImageElement>(IMAGE)
  const thumbs = Array.from(host.querySelectorAll<HTMLAnchorElement>(THUMB))
  if (!main || !image || thumbs.length < 2) {
    // One picture: nothing to move through, the server's markup is the gallery.
    if (!main || !image) console.warn(`[islands] "gallery": needs ${MAIN} with ${IMAGE} inside`, host)
    return () => {}
  }
  const original = { src: image.getAttribute('src'), alt: image.alt, tabIndex: main.getAttribute('tabindex') }
  let current = Math.max(
    0,
    thumbs.findIndex((t) => t.getAttribute('aria-current') === 'true'),
  )

  const show = (index: number) => {
    current = (index + thumbs.length) % thumbs.length
    const thumb = thumbs[current]!
    image.src = thumb.getAttribute('href') ?? thumb.href
    image.alt = thumb.querySelector('img')?.alt ?? image.alt
    paintPressed(thumbs, (t) => t === thumb)
  }
  const releaseThumbs = linksAsButtons(host, THUMB, (thumb) => show(thumbs.indexOf(thumb as HTMLAnchorElement)))

  const onKeyDown = (event: KeyboardEvent) => {
    const inside = event.target === main || thumbs.some((t) => t === event.target)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!inside || step === 0) return
    event.preventDefault()
    show(current + step)
    if (event.target !== main) thumbs[current]!.focus()
  }
  let downX: number | null = null
  const onPointerDown = (event: PointerEvent) => {
    downX = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (downX === null) return
    const dx = event.clientX - downX
    downX = null
    if (Math.abs(dx) >= SWIPE_PX) show(current + (dx < 0 ? 1 : -1))
  }
  const onPointerCancel = () => {
    downX = null
  }

  // The main view takes the keyboard too, and says which picture it shows; a drag of the
  // picture is a swipe, not the browser's image drag.
  image.draggable = false
  main.tabIndex = 0
  main.setAttribute('aria-live', 'polite')
  show(current)
  const unlisten = [
    listen(host, { keydown: onKeyDown }),
    listen(main, { pointerdown: onPointerDown, pointerup: onPointerUp, pointercancel: onPointerCancel }),
  ]
  return () => {
    unlisten.forEach((release) => release())
    releaseThumbs()
    thumbs.forEach((t) => t.classList.remove('is-active'))
    if (original.src !== null) image.setAttribute('src', original.src)
    image.alt = original.alt
    image.removeAttribute('draggable')
    main.removeAttribute('aria-live')
    if (original.tabIndex === null) main.removeAttribute('tabindex')
    else main.setAttribute('tabindex', original.tabIndex)
  }
}

export default enhanceGallery
