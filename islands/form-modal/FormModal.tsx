import { lazyPart, OnFirstOpen } from '../../browser/ui/on-first-open'
import { isModalFormKind } from './kinds'
import type { FormModalProps } from './index'

/** The modal form, fetched when first opened (its fields, validation and enhancer are not on every page). */
export const LazyRequestFormModal = lazyPart('form-modal/RequestFormModal', () => import('./RequestFormModal'))

/** The island: one modal form per host, drawn from the first time it opens. */
export default function FormModal({ kind, action, values }: FormModalProps) {
  if (!isModalFormKind(kind)) {
    console.warn(`[islands] "form-modal": unknown data-kind "${kind}"`)
    return null
  }
  return (
    <OnFirstOpen id={kind}>
      <LazyRequestFormModal kind={kind} action={action} values={values} />
    </OnFirstOpen>
  )
}
