/** The part of the `hyphen` package the server uses (it ships no types): Russian patterns, a CommonJS object. */
declare module 'hyphen/ru' {
  const ru: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string }
  export default ru
}
