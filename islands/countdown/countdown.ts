import { formatCountdown, secondsToNextMidnight } from '../../shared/format'
import type { CountdownProps } from './index'

/**
 * Keeps the server's countdown live: its `<time>` (the time left when the page was rendered) is
 * set from the clock once a second, recomputed each tick, so a throttled background tab stays
 * right. A host without a `<time>` (an older template) has its whole text kept live instead.
 */
export default function countdown(host: HTMLElement, { label }: CountdownProps): () => void {
  const time = host.querySelector('time')
  const target = time ?? host
  if (!target.hasAttribute('role')) target.setAttribute('role', 'timer')
  const tick = () => {
    const left = formatCountdown(secondsToNextMidnight(new Date()))
    target.textContent = time || !label ? left : `${label}: ${left}`
  }
  tick()
  const id = setInterval(tick, 1000)
  return () => clearInterval(id)
}
