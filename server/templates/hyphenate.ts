import ru from 'hyphen/ru'

/**
 * `{{ label | hyphenate }}`: soft hyphens (U+00AD) at the syllable breaks of Russian words of six
 * letters or more (the `hyphen` package's TeX patterns). A narrow column then breaks a long word
 * where Russian does, with a hyphen shown, instead of anywhere («Подключени|е»): browsers on Linux
 * have no Russian hyphenation of their own for `hyphens: auto`.
 */
export function hyphenate(text: unknown): string {
  return ru.hyphenateSync(String(text ?? ''), { minWordLength: 6 })
}
