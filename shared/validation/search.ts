/** Spec §5, §9: suggestions only from 3 characters, after 300 ms without typing; the server's search refuses shorter queries too. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DELAY_MS = 300
