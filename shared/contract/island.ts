import type { ComponentType } from 'react'
import type { Props, Schema } from './schema'

/**
 * When an island's chunk is fetched and mounted. `eager` at once, `idle`
 * when the main thread is free, `visible` near the viewport, `interaction`
 * on the first pointer, touch or focus inside the host.
 */
export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction'
export const STRATEGIES: readonly Strategy[] = ['eager', 'idle', 'visible', 'interaction']

/**
 * Stores whose change, made elsewhere on the page, starts a host still waiting (`wakeOn`): the
 * header's cart after an add on a card, a dialog another island opens (browser/runtime/wake.ts).
 */
export type WakeSignal = 'cart' | 'comparison' | 'modal' | 'checkout'

/**
 * The lazy chunk an island shares with the islands pages show with it (scripts/chunk-groups.mjs).
 * Without one an island keeps a chunk of its own, and only a page that has it pays for it (the
 * map with Leaflet, the calculator, the sign-in …).
 * - `layout`: what the base template's islands run before the visitor acts (the menu, the modal
 *   buttons, the exit-intent watch), on every page of the site: small, and free of React (what
 *   this chunk shares with others is the shared chunk every page with a host loads);
 * - `header`: the base template's React islands (the cart, the greeting, the region, the dialogs),
 *   which wait for the visitor: their code and React come with the first press or wake;
 * - `cards`: catalogue lists and the cards on the home page and in the calculator;
 * - `widgets`: small enhancers of product and home pages;
 * - `order`: the order page, where the cart's lines and the checkout always come together.
 */
export type ChunkGroup = 'layout' | 'header' | 'cards' | 'widgets' | 'order'

/** A DOM behaviour over existing server markup (DESIGN 5); returns its cleanup. */
export type Enhancer<P> = (host: HTMLElement, props: P) => () => void

/**
 * An island's contract, the default export of `islands/<name>/index.ts`.
 * It holds only data and a lazy import (about a hundred bytes), so every
 * contract ships with the runtime and the island's own chunk is fetched
 * only when its strategy says so.
 *
 * @example
 * const schema = { itemCount: 'int', cartUrl: 'url' } as const
 * export type CartSummaryProps = Props<typeof schema>
 * export default {
 *   schema,
 *   strategy: 'idle',
 *   render: () => import('./CartSummary'),
 * } satisfies Island<typeof schema>
 */
export type Island<S extends Schema> = {
  schema: S
  /** Default strategy; a host may override it with data-island-load. */
  strategy?: Strategy
  /** The chunk it shares with other islands; without one, a chunk of its own. */
  chunk?: ChunkGroup
  /**
   * Alternatives of which a host must complete at least one, each a list of props that go
   * together: `[['number'], ['tariff'], ['device']]`. Without one the island stays inactive.
   */
  oneOf?: readonly (readonly (keyof S & string)[])[]
  /**
   * The island's own lazy parts (modules of its folder it imports lazily) that a host needs at
   * once, by module name → the props whose presence says so (all of them set):
   * `{ 'json-draw': ['catalogUrl', 'card'] }`. Preloaded with the island's chunks (scripts/build/preload-map.mjs maps
   * the parts to files); data, so that server-side preload hints read it too (islands.json).
   */
  preloads?: Readonly<Record<string, readonly (keyof S & string)[]>>
  /**
   * Props whose presence on a host (any one, non-empty) says its chunks are not fetched early,
   * only when its strategy fires and the page has had its first contentful paint: for a heavy
   * chunk whose place the server's HTML already holds with what the visitor would see first (the
   * coverage map's picture of its first view). Data, like `preloads`, so that server-side preload
   * hints leave the host out too.
   */
  preloadUnless?: readonly (keyof S & string)[]
  /**
   * Stores whose change, made by the visitor elsewhere on the page, starts a host still waiting
   * (browser/runtime/wake.ts), by signal → when: `now`, or `visible` (hosts near the viewport now,
   * the others as they come near). For an `interaction` island whose first look the server drew
   * but which shows that store: the header's cart count after an add on a card (`now`), the
   * cards' own buttons (`visible`: a long list starts a screen of them, not a thousand), a dialog
   * another island opens (`now`). Data, like `preloads`.
   */
  wakeOn?: Readonly<Partial<Record<WakeSignal, 'now' | 'visible'>>>
  /**
   * The strategy for a host whose props (or the page's address, or its markup) say the island has
   * work to do before the visitor acts, instead of the default: the header's cart with items loads
   * them and shows their total (`idle`), a promocode link in the address is applied at once
   * (`eager`), a host without the server's button (a template from before the server drew it)
   * draws it near the viewport (`visible`). A
   * host's own `data-island-load` still wins. Not data: the server's preload hints and the
   * template checker go by `strategy`, so such a host's chunks are asked for when it starts.
   */
  strategyFor?: (props: Props<S>, host: Element) => Strategy | undefined
  /**
   * A family of attributes besides the schema, by prefix → what they mean: the catalogue's
   * `data-extra-<name>` parameters. Listed so the Django tags and the template checker accept them.
   */
  attributePrefixes?: Readonly<Record<string, string>>
} & (
  | { render: () => Promise<{ default: ComponentType<Props<S>> }>; enhance?: never }
  | { enhance: () => Promise<{ default: Enhancer<Props<S>> }>; render?: never }
)

/** Any island's contract, as the runtime handles it (props are checked by the schema at run time). */
export interface AnyIsland {
  schema: Schema
  strategy?: Strategy
  chunk?: ChunkGroup
  oneOf?: readonly (readonly string[])[]
  preloads?: Readonly<Record<string, readonly string[]>>
  preloadUnless?: readonly string[]
  wakeOn?: Readonly<Partial<Record<WakeSignal, 'now' | 'visible'>>>
  strategyFor?: (props: never, host: Element) => Strategy | undefined
  attributePrefixes?: Readonly<Record<string, string>>
  // Props typed `never`: the registry holds islands of every props type, and none of them may be
  // called with unchecked props; the runtime calls them once parseProps has checked the props (runtime.ts).
  render?: () => Promise<{ default: ComponentType<never> }>
  enhance?: () => Promise<{ default: Enhancer<never> }>
}

/** The registry: `data-island` name → contract. */
export type Registry = Record<string, AnyIsland>
