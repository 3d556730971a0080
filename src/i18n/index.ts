/**
 * Names and phrases in German and English: cards, solos, reservations, announcements, game
 * types, settlement lines and every error code, as plain locale objects ({@link de}, {@link en})
 * that a frontend can extend with its own words ({@link extendLocale}).
 *
 * @example
 * ```ts
 * import { de, cardName, formatError } from 'doppelkopf/i18n'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/i18n
 */
export type { Locale, Person, Phrasing, ErrorPhrases, LocaleOverrides, TablePhrases, AdvicePhrases, AdviceReasonPhrases, AdviceReasonKey, AdviceReasonNumbers, DecisionKey } from './locale.js'
export { de } from './de.js'
export { en } from './en.js'
export type { TableContext, SeatScore, FormattedSettlement, CardForm } from './format.js'
export {
  seatName,
  cardName,
  soloName,
  reservationName,
  announcementName,
  extraPointName,
  gameName,
  formatError,
  formatSettlement,
  settlementReason,
  extendLocale
} from './format.js'
