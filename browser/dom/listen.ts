/**
 * Adds each listener of `handlers` to `target` and returns the one cleanup that removes them
 * all, so a mount's listeners and their release are written once, side by side.
 *
 * @example
 * const release = listen(form, { input: onEdit, change: onEdit, submit: onSubmit })
 * // … later, in the island's cleanup:
 * release()
 */
export function listen<T extends EventTarget>(
  target: T,
  handlers: Partial<Record<string, (event: never) => void>>,
  options?: AddEventListenerOptions,
): () => void {
  const entries = Object.entries(handlers).filter((entry): entry is [string, (event: never) => void] => typeof entry[1] === 'function')
  for (const [type, handler] of entries) target.addEventListener(type, handler as EventListener, options)
  return () => {
    // eslint-disable-next-line no-restricted-syntax -- listen() is the one place a listener is removed by hand
    for (const [type, handler] of entries) target.removeEventListener(type, handler as EventListener, options)
  }
}
