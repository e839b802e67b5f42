import { useEffect, useState } from 'react'
import { secondsUntil } from '../../shared/format'

/**
 * Whole seconds until `until` (ISO), re-read from the clock every second while positive, so
 * a countdown stays right in a throttled background tab; 0 for null or a past moment.
 */
export function useSecondsLeft(until: string | null): number {
  const [left, setLeft] = useState(() => (until ? secondsUntil(until) : 0))
  useEffect(() => {
    if (!until) return setLeft(0)
    setLeft(secondsUntil(until))
    const id = setInterval(() => {
      const now = secondsUntil(until)
      setLeft(now)
      if (now === 0) clearInterval(id)
    }, 1000)
    return () => clearInterval(id)
  }, [until])
  return left
}
