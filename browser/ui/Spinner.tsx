import { COMMON_MESSAGES } from '../../shared/messages'

/**
 * A small spinning ring (Bootstrap's `spinner-border`). The ring is hidden from
 * assistive technology; `label` is read instead, so a button holding only a
 * spinner still has a name.
 */
export function Spinner({ label = COMMON_MESSAGES.loading }: { label?: string }) {
  return (
    <>
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </>
  )
}
