/** Types of testing/react-on-preact.mjs. */
export declare const REACT_ALIAS: Record<string, string>
export declare const islandsOnPreact: {
  resolve: { alias: Record<string, string> }
  test: { server: { deps: { inline: string[] } } }
}
