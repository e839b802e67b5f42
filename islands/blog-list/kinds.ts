/**
 * The list kinds a host may name (`data-kind`), each drawn by its card in items.tsx. Apart from the
 * cards, so the island's own chunk knows them without bringing the cards and React with it.
 */
export const BLOG_KINDS = ['news', 'article', 'stock', 'review'] as const
export type BlogKind = (typeof BLOG_KINDS)[number]

export const isBlogKind = (kind: string): kind is BlogKind => (BLOG_KINDS as readonly string[]).includes(kind)
