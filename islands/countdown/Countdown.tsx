import { useEffect, useState } from 'react'
import { formatCountdown, secondsToNextMidnight } from '../../shared/format'
import type { CountdownProps } from './index'

export default function Countdown({ label }: CountdownProps) {
  const [left, setLeft] = useState(() => secondsToNextMidnight(new Date()))
  useEffect(() => {
    // Recomputed from the clock each tick, so a throttled background tab stays right.
    const id = setInterval(() => setLeft(secondsToNextMidnight(new Date())), 1000)
    return () => clearInterval(id)
  }, [])
  return (
    <span className="countdown">
      {label && <span className="countdown__label">{label}: </span>}
      <time role="timer" className="countdown__time">
        {formatCountdown(left)}
      </time>
    </span>
  )
}
