import { VALIDATION_MESSAGES as M } from './messages'

/*
 * A concealed phone is how a promotion shows the number it offers, e.g.
 * '+7 (912) XXX-XX-67'. Exact meaning accepted here:
 * - separators (spaces, parentheses, hyphens) are ignored;
 * - an optional country prefix '+7', '7' or '8' comes first;
 * - then exactly 10 positions, each a digit or a concealed digit written as
 *   X, x, * or the Cyrillic Х/х (same key on a Russian keyboard layout);
 * - a fully concealed or fully visible number is allowed: the promotion decides
 *   how much to hide.
 */
const CONCEALED_PHONE = /^(?:\+7|7|8)?[\dXx*Хх]{10}$/

/**
 * Checks a stock request's `desired_number` against the concealed-phone
 * pattern; blank values pass (the form marks the field required).
 *
 * @example
 * checkConcealedPhone('+7 (912) XXX-XX-67') // null
 * checkConcealedPhone('912 XXX')            // 'Введите корректный номер телефона.'
 */
export function checkConcealedPhone(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '')
  if (compact === '') return null
  return CONCEALED_PHONE.test(compact) ? null : M.phone
}
