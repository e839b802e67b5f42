import { useLayoutEffect, useRef, type ComponentProps } from 'react'

/**
 * A controlled `<select>` whose chosen option is also its default (the option's `selected`
 * attribute). React writes a controlled input's value into its `value` attribute, but never a
 * select's value into its options: the page reads the defaults as what it drew, and the
 * stale-build check (browser/runtime/stale-build.ts) would take a select the island set for one
 * the visitor changed, and show its notice instead of reloading (the calculator, an order line).
 */
export function Select({ value, ...props }: Omit<ComponentProps<'select'>, 'value' | 'ref'> & { value: string }) {
  const select = useRef<HTMLSelectElement>(null)
  // Every render: the options may change with the value (an order line's rent periods).
  useLayoutEffect(() => {
    for (const option of select.current?.options ?? []) option.defaultSelected = option.value === value
  })
  return <select ref={select} value={value} {...props} />
}
