import { atom } from 'nanostores'
import { wake } from '../runtime/wake'
import { onPageReset } from './page-reset'

/**
 * The one open modal of the page (spec §2 modals; DESIGN decision 4): its id and the element
 * that opened it, which gets focus back on close. Opening another modal replaces it, so two
 * modals are never open at once. Islands open and close modals only through these actions;
 * each `<Modal id>` (browser/ui/Modal.tsx), and each server-drawn dialog an enhancer shows (the age
 * check), shows itself while its id is the open one.
 */
interface OpenModal {
  id: string
  /** Focus returns here on close (when it is still in the page). */
  opener: HTMLElement | null
}

export const $modal = atom<OpenModal | null>(null)

/**
 * Opens modal `id`, closing any other. `opener` defaults to the focused element, which is
 * the button that was clicked or pressed in every ordinary case.
 */
export function openModal(id: string, opener: Element | null = document.activeElement): void {
  openDrawnModal(id, opener)
  // The dialog's island may still be waiting for the visitor (runtime wakeOn).
  wake('modal')
}

/**
 * Opens modal `id` whose `<dialog>` the server drew and an enhancer shows (the age check), as
 * `openModal` does, but starts none of the islands waiting for a dialog to open: none of them
 * draws this one, and each would bring React with it.
 */
export function openDrawnModal(id: string, opener: Element | null = document.activeElement): void {
  const current = $modal.get()
  const element = opener instanceof HTMLElement ? opener : null
  // Opened from inside the open modal (a success modal after a modal form): the first opener
  // gets focus back, as the element inside the replaced dialog can no longer take it.
  $modal.set({ id, opener: current && element?.closest('dialog') ? current.opener : element })
}

/** Closes modal `id` if it is the open one (a stale close of a replaced modal does nothing). */
export function closeModal(id: string): void {
  if ($modal.get()?.id === id) $modal.set(null)
}

/** What the site's one generic modal shows (spec §2: title, message, «Закрыть»). */
interface Message {
  title: string
  message: string
}

/** The generic modal's text; islands/message-modal renders it in the modal `MESSAGE_MODAL`. */
export const $message = atom<Message | null>(null)
export const MESSAGE_MODAL = 'message'

/**
 * Shows the generic modal (a success modal, a failure) with `title` and `message` as text,
 * never markup. Replaces whatever modal is open; focus returns to that modal's opener.
 *
 * @example showMessage({ title: 'Заявка отправлена', message: 'Спасибо! Мы получили вашу заявку.' })
 */
export function showMessage(message: Message, opener?: Element | null): void {
  $message.set(message)
  openModal(MESSAGE_MODAL, opener)
}

onPageReset(() => {
  $modal.set(null)
  $message.set(null)
})
