const originalMatchMedia = window.matchMedia

/** `(min-width: Npx)` answers as a window of `width` px would (happy-dom's window has no layout). */
export function setWindowWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    return { matches: min ? width >= Number(min[1]) : false, media: query, addEventListener() {}, removeEventListener() {} }
  }) as unknown as typeof window.matchMedia
}

/** After each test: the window's own matchMedia again. */
export function restoreWindowWidth(): void {
  window.matchMedia = originalMatchMedia
}
