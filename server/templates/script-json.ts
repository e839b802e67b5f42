/**
 * JSON that is safe as the text of a `<script type="application/json">` element:
 * `<`, `>` and `&` cannot close the element or start a comment, and U+2028/2029 cannot
 * break older JavaScript parsers. JSON.parse reads the escapes back unchanged.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value ?? null) as string).replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch)
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}
