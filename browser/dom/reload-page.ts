/**
 * Reloads the page so the server renders it afresh (spec §4: the cart page on
 * a change between empty and non-empty or a clear; the comparison page after a remove or a
 * clear). Its own module so tests can stub it.
 */
export function reloadPage(): void {
  location.reload()
}
