/**
 * A page open across a deploy: its HTML names chunks of a build the server no longer has, so an
 * island that loads later (a click, a scroll) gets 404 for its chunk. Retrying cannot help; the
 * new build can. The runtime reloads the page once to get it, unless the visitor has typed
 * something the reload would lose: then a notice asks them to reload when they are ready.
 */
import { RUNTIME_MESSAGES as M } from './messages'
import type { Reporter } from './report'

/** A chunk of this page's build is gone from the server: the site was deployed since the page loaded. */
class StaleBuildError extends Error {
  override name = 'StaleBuildError'
}

/**
 * Whether the page's build is gone: the runtime chunk's own address (every chunk's name changes
 * with the build, the runtime's too, since it names the others) answers 404 or 410. A network
 * failure or any other answer is not a deploy, and the chunk's import is retried as before.
 */
async function buildIsGone(runtimeUrl: string): Promise<boolean> {
  try {
    const { status } = await fetch(runtimeUrl, { method: 'HEAD', cache: 'no-store' })
    return status === 404 || status === 410
  } catch {
    return false
  }
}

/**
 * For importWithRetry's `giveUp`: after a failed try, the StaleBuildError that ends the retries
 * when the page's build is gone (none without the runtime chunk's address: the tests, the kit).
 */
export function staleBuildCheck(build: string | undefined): () => Promise<StaleBuildError | undefined> {
  return async () => (build && (await buildIsGone(build)) ? new StaleBuildError(`this page's build is gone: ${build}`) : undefined)
}

/** sessionStorage: the runtime address of the build the page was reloaded away from, as JSON. */
export const RELOAD_GUARD_KEY = 'islands:stale-build-reload'

/**
 * Whether the page was reloaded for this build already. The guard names the build, so one reload
 * per stale build is all there can be: a reload that brings the same old page back (a cache)
 * leaves it in place. A value that is not the guard's JSON counts as «not yet», once (it is
 * overwritten by the reload it allows).
 */
function reloadedFor(build: string): boolean {
  try {
    const guard: unknown = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null')
    return typeof guard === 'object' && guard !== null && (guard as { build?: unknown }).build === build
  } catch {
    return false
  }
}

/** Writes the guard before the reload it allows; false when the browser refuses storage. */
function guardReload(build: string): boolean {
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ build }))
    return true
  } catch {
    return false
  }
}

/** A field whose value the visitor changed and has not sent: a reload would lose it. */
function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked
    if (field.type === 'file') return (field.files?.length ?? 0) > 0
    return !['hidden', 'submit', 'button', 'reset', 'image'].includes(field.type) && field.value !== field.defaultValue
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  return false
}

/** Whether the visitor has typed or picked anything on the page that is not sent (checkout, request forms, selling a number). */
const hasUnsentInput = (root: ParentNode): boolean => [...root.querySelectorAll('input, textarea, select')].some(changedByVisitor)

/** The notice in place of a reload, drawn as the site's toasts are (browser/ui/Toast.tsx; React may be the chunk that is gone): says why, and reloads when the visitor asks. */
function showUpdateNotice(): void {
  const notice = document.createElement('div')
  notice.className = 'toast'
  notice.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.className = 'toast__title'
  text.textContent = M.updateNotice
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'btn btn-primary btn-sm'
  button.textContent = M.updateButton
  button.addEventListener('click', () => location.reload())
  notice.append(text, button)
  document.body.append(notice)
}

/**
 * The runtime's reporter on a page with a build: a StaleBuildError, the first time one comes (later
 * ones, from other islands of the same page, change nothing and are not reported again), reloads
 * once for this build; with unsent input, the notice instead; after a reload that did not help, the
 * server's HTML stays and the error is reported. Every other error goes to `report`.
 */
export function staleBuildReporter(build: string, report: Reporter): Reporter {
  let handled = false
  return (error, context) => {
    if (!(error instanceof StaleBuildError)) return report(error, context)
    if (handled) return
    handled = true
    if (hasUnsentInput(document)) return showUpdateNotice()
    // Without a guard (storage refused) there is no reload either: it could not be kept to one.
    if (reloadedFor(build) || !guardReload(build)) return report(error, context)
    location.reload()
  }
}
