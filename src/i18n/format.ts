/**
 * Reading a {@link Locale}: names of cards, solos, reservations, announcements and game types,
 * errors phrased for the seat reading them, settlements as score-sheet lines, and
 * {@link extendLocale} for a table's own words.
 *
 * @module
 */
import { type Card, isCard, rankOf, suitOf } from '../cards/card.js'
import type { DoppelkopfError } from '../errors.js'
import type { AnnounceAction } from '../game/actions.js'
import type { Contract, Declaration } from '../game/state.js'
import type { RowType } from '../match/scoreSheet.js'
import type { SoloType } from '../rules/ruleSet.js'
import type { Settlement, SettlementLine } from '../scoring/settle.js'
import type { AnnouncementLevel, ExtraPointKind } from '../scoring/summary.js'
import type { BySeat, Seat } from '../seat.js'
import type { Locale, LocaleOverrides, Person, Phrasing } from './locale.js'

/**
 * Who is at the table, for phrasing: the seats' names, and the seat reading the message (it is
 * addressed as "du" / "you").
 *
 * @example
 * ```ts
 * const context: TableContext = { names: ['Anna', 'Ben', 'Carla', 'Dirk'], self: 0 }
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface TableContext {
  /** The seats' names, by seat; without them seats are "Spieler 1" .. "Spieler 4" / "player 1" .. "player 4". */
  readonly names?: BySeat<string> | undefined
  /** The seat reading the message: it is "du" / "you" instead of its name. */
  readonly self?: Seat | undefined
}

/**
 * A seat's name: the table's name for it, or the locale's "Spieler 1" .. "Spieler 4".
 *
 * @example
 * ```ts
 * seatName(de, 2) // 'Spieler 3'
 * seatName(de, 2, { names: ['Anna', 'Ben', 'Carla', 'Dirk'] }) // 'Carla'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const seatName = (locale: Locale, seat: Seat, context: TableContext = {}): string =>
  context.names?.[seat] ?? locale.seat(seat)

/**
 * A card's full name; `?` for a value that is no card id.
 *
 * @example
 * ```ts
 * cardName(de, card('clubs', 'Q')) // 'Kreuz-Dame'
 * cardName(en, card('hearts', '10')) // 'ten of hearts'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const cardName = (locale: Locale, card: Card): string =>
  isCard(card) ? locale.card(locale.suits[suitOf(card)], locale.ranks[rankOf(card)]) : '?'

/**
 * A solo's name.
 *
 * @example
 * ```ts
 * soloName(de, 'fleischlos') // 'Fleischloser'
 * soloName(en, 'queens') // 'queens solo'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const soloName = (locale: Locale, solo: SoloType): string => locale.solos[solo]

/**
 * A declaration of the reservation round (a solo by its own name), or `reservation` for a
 * Vorbehalt not yet disclosed (as a seat's view shows the others').
 *
 * @example
 * ```ts
 * reservationName(de, 'healthy') // 'Gesund'
 * reservationName(de, 'reservation') // 'Vorbehalt'
 * reservationName(en, { kind: 'solo', solo: 'jacks' }) // 'jacks solo'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const reservationName = (locale: Locale, reservation: Declaration | Declaration['kind'] | 'reservation'): string => {
  if (typeof reservation === 'string') return locale.reservations[reservation]
  return reservation.kind === 'solo' ? locale.solos[reservation.solo] : locale.reservations[reservation.kind]
}

/**
 * An announcement ("Re", "keine 90") or a party's announcement level (`none`, `announced`, `no90`, ...).
 *
 * @example
 * ```ts
 * announcementName(de, 'no90') // 'keine 90'
 * announcementName(en, 'kontra') // 'Kontra'
 * announcementName(en, 'none') // 'no announcement'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const announcementName = (locale: Locale, announcement: AnnounceAction['announcement'] | AnnouncementLevel): string =>
  locale.announcements[announcement]

/**
 * An extra point's name (Sonderpunkt), as its settlement line says it.
 *
 * @example
 * ```ts
 * extraPointName(de, 'foxCaught') // 'Fuchs gefangen'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const extraPointName = (locale: Locale, kind: ExtraPointKind): string => locale.settlement[kind]

/**
 * The name of a game: a contract (of a game or a seat's view) or a score-sheet row's type. A
 * solo is named by its own name, with a note for a Pflichtsolo or a vorgeführt player; a
 * Hochzeit played alone and a redeal's reason are noted too.
 *
 * @example
 * ```ts
 * gameName(de, { kind: 'normal' }) // 'Normalspiel'
 * gameName(de, { kind: 'solo', solo: 'queens', soloist: 1, compulsory: true }) // 'Damensolo (Pflichtsolo)'
 * gameName(en, { kind: 'redeal', reason: 'schmeissen', player: 2 }) // 'redeal (thrown in)'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const gameName = (locale: Locale, type: Contract | RowType): string => {
  const noted = (name: string, note: string | null): string => (note === null ? name : `${name} (${note})`)
  switch (type.kind) {
    case 'solo': {
      const note = 'forced' in type && type.forced ? locale.gameNotes.forced : type.compulsory ? locale.gameNotes.compulsory : null
      return noted(locale.solos[type.solo], note)
    }
    case 'hochzeit': {
      // A contract's partner is also null while the Hochzeit is unclarified (no Klärungsstich yet).
      const alone = type.partner === null && (!('klaerungsstich' in type) || type.klaerungsstich !== null)
      return noted(locale.gameTypes.hochzeit, alone ? locale.gameNotes.alone : null)
    }
    case 'redeal':
      return noted(locale.gameTypes.redeal, locale.redealReasons[type.reason])
    default:
      return locale.gameTypes[type.kind]
  }
}

/** The forms of each seat's name for a context. */
const whoIn = (locale: Locale, context: TableContext): ((seat: Seat) => Person) => (seat) =>
  seat === context.self ? locale.you : locale.person(seatName(locale, seat, context))

/** A phrase of any code, as the table's mapped type cannot be indexed by a union of codes. */
type AnyPhrase = (details: unknown, t: Phrasing) => string

/**
 * An error in the locale's words, from its `details`: the acting seat is named (or addressed as
 * "du" / "you" when it is `context.self`), cards and solos by their names. An error the locale
 * has no phrase for (a code added after the locale was written) gives its English `message`.
 *
 * @example
 * ```ts
 * const r = applyAction(game, { type: 'play', seat: 1, card: 0 })
 * if (E.isLeft(r)) {
 *   formatError(de, r.left, { names: ['Anna', 'Ben', 'Carla', 'Dirk'], self: 1 }) // 'Anna ist am Zug'
 *   formatError(en, r.left) // "It is player 1's turn"
 * }
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const formatError = (locale: Locale, error: DoppelkopfError, context: TableContext = {}): string => {
  const phrases = locale.errors as unknown as Readonly<Record<string, AnyPhrase>>
  const phrase = Object.hasOwn(phrases, error.code) ? phrases[error.code] : undefined
  if (phrase === undefined || typeof error.details !== 'object' || error.details === null) return error.message
  const t: Phrasing = {
    who: whoIn(locale, context),
    locale,
    card: (card) => cardName(locale, card),
    error: (cause) => formatError(locale, cause, context)
  }
  return phrase(error.details, t)
}

/**
 * One seat's score in a settlement.
 *
 * @category I18n
 * @since 0.2.0
 */
export interface SeatScore {
  /** The seat. */
  readonly seat: Seat
  /** Its name (the table's, or "Spieler 1"). */
  readonly name: string
  /** Its score (game points, the soloist's tripled). */
  readonly score: number
  /** Name and signed score: "Anna +3". */
  readonly text: string
}

/**
 * A settlement in words: who won, one line per settlement line, and the score-sheet row.
 *
 * @category I18n
 * @since 0.2.0
 */
export interface FormattedSettlement {
  /** Who won: "Re gewinnt", or that nobody did. */
  readonly winner: string
  /** One line per settlement line, in order: "Re: gewonnen +1", "Kontra: Fuchs gefangen +1". */
  readonly lines: readonly string[]
  /** Each seat's name and score, as a score sheet writes the game's row. */
  readonly row: BySeat<SeatScore>
}

/** A number with its sign: `+3`, `0`, `-3`. */
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`)

/** Re and Kontra name their party in the label itself; an Absage line names it when the other party made it. */
const namesItsParty = (line: SettlementLine): boolean => line.code === 'reAnnounced' || line.code === 'kontraAnnounced'

/**
 * The reason of a settlement line in words, as a score sheet writes it beside the party and the
 * points: the line's label, and the party that made an Absage when it is the other one.
 *
 * @example
 * ```ts
 * settlementReason(de, { code: 'won', party: 're', points: 1 }) // 'gewonnen'
 * settlementReason(de, { code: 'no90Announced', party: 're', by: 'kontra', points: 1 }) // 'keine 90 abgesagt (Kontra)'
 * settlementReason(en, { code: 'foxCaught', party: 'kontra', points: 1 }) // 'fox caught'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const settlementReason = (locale: Locale, line: SettlementLine): string => {
  const by = line.by !== undefined && line.by !== line.party && !namesItsParty(line) ? ` (${locale.parties[line.by]})` : ''
  return `${locale.settlement[line.code]}${by}`
}

/** One settlement line: "Re: gewonnen +1", "Re: keine 90 abgesagt (Kontra) +1". */
const lineText = (locale: Locale, line: SettlementLine): string =>
  `${locale.parties[line.party]}: ${settlementReason(locale, line)} ${signed(line.points)}`

/**
 * A settlement as a score sheet writes it: the winner, one line per settlement line (the party
 * credited, the reason, the points; the party that made an Absage when it is the other one),
 * and each seat's score with its name.
 *
 * @example
 * ```ts
 * const s = formatSettlement(de, settlement, { names: ['Anna', 'Ben', 'Carla', 'Dirk'] })
 * s.winner // 'Re gewinnt'
 * s.lines // ['Re: gewonnen +1', 'Re: unter 90 gespielt +1']
 * s.row.map((r) => r.text) // ['Anna +2', 'Ben -2', 'Carla +2', 'Dirk -2']
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const formatSettlement = (locale: Locale, settlement: Settlement, context: TableContext = {}): FormattedSettlement => {
  const score = (seat: Seat): SeatScore => {
    const name = seatName(locale, seat, context)
    const points = settlement.scores[seat]
    return { seat, name, score: points, text: `${name} ${signed(points)}` }
  }
  return {
    winner: locale.winners[settlement.winner ?? 'none'],
    lines: settlement.lines.map((line) => lineText(locale, line)),
    row: [score(0), score(1), score(2), score(3)]
  }
}

/** Only plain objects are merged key by key; strings, functions and anything else are replaced. */
const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const merge = (base: unknown, overrides: unknown): unknown => {
  if (overrides === undefined) return base
  if (!isPlainObject(base) || !isPlainObject(overrides)) return overrides
  const keys = new Set([...Object.keys(base), ...Object.keys(overrides)])
  // Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
  return Object.fromEntries(
    [...keys].map((key) => [
      key,
      merge(Object.hasOwn(base, key) ? base[key] : undefined, Object.hasOwn(overrides, key) ? overrides[key] : undefined)
    ])
  )
}

/**
 * A new locale: `base` with `overrides` merged in key by key (a nested table may give only the
 * keys it changes). The base is not changed.
 *
 * @example
 * ```ts
 * const table = extendLocale(de, { solos: { fleischlos: 'Knochenloser' } })
 * soloName(table, 'fleischlos') // 'Knochenloser'
 * soloName(de, 'fleischlos') // 'Fleischloser'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const extendLocale = (base: Locale, overrides: LocaleOverrides): Locale => merge(base, overrides) as Locale
