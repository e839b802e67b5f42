// Prettier 3: the style the code was already written in. printWidth measured on the tree as it was
// (lines Prettier would change over 572 scripts): 100 → 3064, 120 → 1923, 140 → 1523, 150 → 1505,
// 152 → 1501 (fewest), 160 → 1595; 150 is the round number within 4 lines of the fewest.
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  tabWidth: 2,
  printWidth: 150,
}
