import type { ReadableAtom } from 'nanostores'

/**
 * Every value `$store` takes while `work` runs, each as `line` writes it (STYLE rule 9: a store
 * test records what happened and compares it whole).
 *
 * @example expect(await recordStates(links.$state, (s) => s.status, () => links.create(url))).toEqual(['creating', 'created'])
 */
export async function recordStates<T, L>($store: ReadableAtom<T>, line: (value: T) => L, work: () => unknown): Promise<L[]> {
  const states: L[] = []
  const off = $store.listen((value) => states.push(line(value)))
  try {
    await work()
  } finally {
    off()
  }
  return states
}
