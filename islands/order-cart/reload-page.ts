/**
 * Reloads /order/ so the server renders the cart and the checkout form afresh (spec §4:
 * a change between empty and non-empty, or a clear). Its own module so tests can stub it.
 */
export function reloadPage(): void {
  location.reload()
}
