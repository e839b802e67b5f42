/**
 * The number-search mask of spec §5, as the catalogue applies it. A mask is
 * matched against the 10-digit national number (79123456789 → 9123456789);
 * an 11-character mask starting with 7 or 8 covers the whole number and its
 * first character is dropped.
 *
 * - a digit matches itself;
 * - `-` matches any one digit;
 * - `*` matches any run of digits, empty included;
 * - each of x y z a b c d e f (any case) is a variable: one letter is one
 *   digit wherever it appears, and different letters are different digits;
 * - without a `*` the mask is right-aligned: it matches the last digits
 *   ('777' finds numbers ending in 777, 'xxyy' ends like 1122);
 * - with a `*` it must match the whole number ('9*777' starts with 9 and
 *   ends with 777, '*777*' contains 777 anywhere).
 *
 * @example
 * compileNumberMask('xxyy').test('9161231122') // true
 * compileNumberMask('xxyy').test('9161231111') // false: x and y must differ
 */
export function compileNumberMask(mask: string): RegExp {
  let chars = mask.toLowerCase()
  if (chars.length === 11 && (chars[0] === '7' || chars[0] === '8')) chars = chars.slice(1)
  const groups = new Map<string, number>()
  let source = ''
  for (const char of chars) {
    if (/\d/.test(char)) source += char
    else if (char === '-') source += '\\d'
    else if (char === '*') source += '\\d*'
    else {
      const group = groups.get(char)
      if (group !== undefined) {
        source += `\\${group}`
        continue
      }
      // A new letter: a digit none of the earlier letters took.
      const others = [...groups.values()].map((g) => `\\${g}`).join('|')
      groups.set(char, groups.size + 1)
      source += others ? `(?!${others})(\\d)` : '(\\d)'
    }
  }
  return new RegExp(chars.includes('*') ? `^${source}$` : `${source}$`)
}
