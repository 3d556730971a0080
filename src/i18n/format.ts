/**
 * Reading a {@link Locale}: names of cards, solos, reservations, announcements and game types,
 * errors phrased for the seat reading them, settlements as score-sheet lines, and
 * {@link extendLocale} for a table's own words.
 *
 * @module
 */
import { type Card, isCard, rankOf, suitOf } from '../cards/card.js'
import type { DoppelkopfError } from '../errors.js'
import { clip } from '../input/plain.js'
import type { AnnounceAction } from '../game/actions.js'
import type { Contract, Declaration } from '../game/state.js'
import type { RowType } from '../match/scoreSheet.js'
import type { SoloType } from '../rules/ruleSet.js'
import type { Settlement, SettlementLine } from '../scoring/settle.js'
import type { AnnouncementLevel, ExtraPointKind } from '../scoring/summary.js'
import type { BySeat, Seat } from '../seat.js'
import type { Locale, LocaleOverrides, Phrasing } from './locale.js'
import { type Data, detailsFor, field, lengthOf, readData } from './read.js'

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

/** The longest seat name a phrase uses (a longer one is cut). */
const MAX_NAME_CHARS = 60

/**
 * A seat's name: the table's name for it, or the locale's "Spieler 1" .. "Spieler 4". A name
 * that is no text (or empty) is left for the locale's; a long one is cut to 60 characters.
 *
 * @example
 * ```ts
 * seatName(de, 2) // 'Spieler 3'
 * seatName(de, 2, { names: ['Anna', 'Ben', 'Carla', 'Dirk'] }) // 'Carla'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const seatName = (locale: Locale, seat: Seat, context: TableContext = {}): string => {
  const name = nameIn(readData(context), seat)
  return name ?? locale.seat(seat)
}

/** The table's name of a seat in a copied context, if it gives one. */
const nameIn = (context: Data, seat: Seat): string | null => {
  const names = field(context, 'names')
  const name = Array.isArray(names) && Number.isSafeInteger(seat) && seat >= 0 ? names[seat] : undefined
  return typeof name === 'string' && name.trim() !== '' ? clip(name, MAX_NAME_CHARS) : null
}

/** The seat a copied context says reads the message, if it is a seat. */
const selfIn = (context: Data): Seat | undefined => {
  const self = field(context, 'self')
  return self === 0 || self === 1 || self === 2 || self === 3 ? self : undefined
}

/**
 * How {@link cardName} writes a card: its full name (`name`: "Kreuz-Dame", "queen of clubs"),
 * its suit symbol and rank letter (`symbol`: "♣D", "♣Q"), or its suit and rank letters as
 * they are typed (`letters`: "KrD", "CQ").
 *
 * @category I18n
 * @since 0.2.0
 */
export type CardForm = 'name' | 'symbol' | 'letters'

/** The suit symbols, the same in every language. */
const SUIT_SYMBOLS = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' } as const

/**
 * A card in the locale's words and letters; `?` for a value that is no card id. The rank
 * letters are the locale's (`rankLetters`: D and B in German, Q and J in English), so a hand, a
 * trick or a card face shows the cards as the reader's language writes them; `parseCard` reads
 * every form of both built-in locales back.
 *
 * @example
 * ```ts
 * cardName(de, card('clubs', 'Q')) // 'Kreuz-Dame'
 * cardName(de, card('clubs', 'Q'), 'symbol') // '♣D'
 * cardName(de, card('diamonds', 'J'), 'letters') // 'KaB'
 * cardName(en, card('hearts', '10')) // 'ten of hearts'
 * cardName(en, card('clubs', 'Q'), 'symbol') // '♣Q'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const cardName = (locale: Locale, card: Card, form: CardForm = 'name'): string => {
  if (!isCard(card)) return '?'
  const suit = suitOf(card)
  const rank = rankOf(card)
  if (form === 'symbol') return `${SUIT_SYMBOLS[suit]}${locale.rankLetters[rank]}`
  if (form === 'letters') return `${locale.suitLetters[suit]}${locale.rankLetters[rank]}`
  return locale.card(locale.suits[suit], locale.ranks[rank])
}

/**
 * A solo's name.
 *
 * @example
 * ```ts
 * soloName(de, 'fleischlos') // 'Fleischloser'
 * soloName(en, 'queens') // 'queen solo'
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
 * reservationName(en, { kind: 'solo', solo: 'jacks' }) // 'jack solo'
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

/** A phrase of any code, as the table's mapped type cannot be indexed by a union of codes. */
type AnyPhrase = (details: unknown, t: Phrasing) => string

/**
 * The longest text {@link formatError} gives: 4,000 characters (a longer phrase, such as twenty
 * long problem lines, is cut and ends with `…`).
 */
const MAX_ERROR_CHARS = 4_000

/** How deep nested errors (a replay's `cause`, its `cause`, ...) are phrased; deeper ones are unknown errors. */
const MAX_NESTING = 8

/** A non-empty text, or null. */
const textOr = (u: unknown): string | null => (typeof u === 'string' && u.trim() !== '' ? u : null)

/** The locale's words for an unknown error (English ones if the locale has none). */
const unknownError = (locale: Locale): string => {
  try {
    return textOr(locale.unknown.error) ?? 'Unknown error'
  } catch {
    return 'Unknown error'
  }
}

/** An error read from a copy, in the locale's words: its phrase, else its message, else an unknown error. */
const phraseOf = (locale: Locale, error: Data, context: Data, depth: number): string => {
  const code = field(error, 'code')
  if (depth > MAX_NESTING || typeof code !== 'string') return unknownError(locale)
  const message = field(error, 'message')
  const fallback = typeof message === 'string' && message.trim() !== '' ? message : unknownError(locale)
  const details = detailsFor(code, field(error, 'details'))
  if (details === undefined) return fallback
  try {
    const phrases = locale.errors as unknown as Readonly<Record<string, unknown>>
    const phrase = Object.hasOwn(phrases, code) ? phrases[code] : undefined
    if (typeof phrase !== 'function') return fallback
    const self = selfIn(context)
    const t: Phrasing = {
      who: (seat) => (seat === self ? locale.you : locale.person(nameIn(context, seat) ?? locale.seat(seat))),
      locale,
      card: (card) => cardName(locale, card),
      symbol: (card) => cardName(locale, card, 'symbol'),
      error: (cause) => phraseOf(locale, cause as Data, context, depth + 1)
    }
    return textOr((phrase as AnyPhrase)(details, t)) ?? fallback
  } catch {
    // A phrase of a table's own that throws: the error as the library wrote it.
    return fallback
  }
}

/**
 * An error in the locale's words, from its `details`: the acting seat is named (or addressed as
 * "du" / "you" when it is `context.self`), cards and solos by their names. A refused card names
 * what must be played, and says it when the card is a trump ("♣D ist Trumpf: bedienen musst du
 * Kreuz (♣K oder ♣9)").
 *
 * Total on any value, as a frontend phrases what a server sent: the value is copied once,
 * bounded (see the guide), and each field its code declares is checked before the phrase reads
 * it. An error the locale has no phrase for (a code added after the locale was written), or one
 * whose details do not fit its code, gives its `message` (English) when it has one; any other
 * value (null, a number, an object without a `code`) is the locale's unknown error ("Unbekannter
 * Fehler", "Unknown error"). The text is at most 4,000 characters; nested errors are phrased
 * eight levels deep.
 *
 * @example
 * ```ts
 * const r = applyAction(game, { type: 'play', seat: 1, card: 0 })
 * if (E.isLeft(r)) {
 *   formatError(de, r.left, { names: ['Anna', 'Ben', 'Carla', 'Dirk'], self: 1 }) // 'Anna ist am Zug'
 *   formatError(en, r.left) // "It is player 1's turn"
 * }
 * formatError(de, null) // 'Unbekannter Fehler'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const formatError = (locale: Locale, error: DoppelkopfError | unknown, context: TableContext = {}): string => {
  try {
    return clip(phraseOf(locale, readData(error), readData(context), 0), MAX_ERROR_CHARS)
  } catch {
    return unknownError(locale)
  }
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

const isParty = (d: Data): d is 're' | 'kontra' => d === 're' || d === 'kontra'
const isPoints = (d: Data): d is number => typeof d === 'number' && Number.isSafeInteger(d)

/** A settlement line read from a copy, if it is one the locale has a label for. */
const lineOf = (locale: Locale, d: Data): SettlementLine | null => {
  const code = field(d, 'code')
  const party = field(d, 'party')
  const points = field(d, 'points')
  const by = field(d, 'by')
  if (typeof code !== 'string' || !Object.hasOwn(locale.settlement, code) || !isParty(party) || !isPoints(points)) return null
  if (by !== undefined && !isParty(by)) return null
  return { code: code as SettlementLine['code'], party, points, ...(by === undefined ? {} : { by }) }
}

/** The most lines a settlement has (RULES.md: about twenty in the longest games). */
const MAX_LINES = 64

/** A settlement read from a copy, if it is one: its winner, lines and scores. */
const settlementOf = (locale: Locale, d: Data): Pick<Settlement, 'winner' | 'lines' | 'scores'> | null => {
  const winner = field(d, 'winner')
  const lines = field(d, 'lines')
  const scores = field(d, 'scores')
  if (winner !== null && !isParty(winner)) return null
  if (!Array.isArray(lines) || lengthOf(lines) > MAX_LINES || lengthOf(lines) !== lines.length) return null
  if (!Array.isArray(scores) || scores.length !== 4 || !scores.every(isPoints)) return null
  const read = lines.map((line) => lineOf(locale, line))
  if (read.some((line) => line === null)) return null
  return { winner, lines: read as SettlementLine[], scores: scores as unknown as BySeat<number> }
}

/**
 * The reason of a settlement line in words, as a score sheet writes it beside the party and the
 * points: the line's label, and the party that made an Absage when it is the other one; `?` for
 * a value that is no settlement line.
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
  const read = lineOf(locale, readData(line))
  return read === null ? '?' : reasonText(locale, read)
}

/** The reason of a line known to be one. */
const reasonText = (locale: Locale, line: SettlementLine): string => {
  const by = line.by !== undefined && line.by !== line.party && !namesItsParty(line) ? ` (${locale.parties[line.by]})` : ''
  return `${locale.settlement[line.code]}${by}`
}

/** One settlement line: "Re: gewonnen +1", "Re: keine 90 abgesagt (Kontra) +1". */
const lineText = (locale: Locale, line: SettlementLine): string =>
  `${locale.parties[line.party]}: ${reasonText(locale, line)} ${signed(line.points)}`

/**
 * A settlement as a score sheet writes it: the winner, one line per settlement line (the party
 * credited, the reason, the points; the party that made an Absage when it is the other one),
 * and each seat's score with its name.
 *
 * Total on any value, as a frontend shows what a server sent: the value is copied once,
 * bounded, and checked (a winner, at most 64 lines the locale has labels for, four whole-number
 * scores). A value that is no settlement reads as the locale's unknown result ("Unbekanntes
 * Ergebnis", "Unknown result") with no lines and each seat's text `Anna ?` (its `score` 0).
 *
 * @example
 * ```ts
 * const s = formatSettlement(de, settlement, { names: ['Anna', 'Ben', 'Carla', 'Dirk'] })
 * s.winner // 'Re gewinnt'
 * s.lines // ['Re: gewonnen +1', 'Re: unter 90 gespielt +1']
 * s.row.map((r) => r.text) // ['Anna +2', 'Ben -2', 'Carla +2', 'Dirk -2']
 * formatSettlement(de, null).winner // 'Unbekanntes Ergebnis'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const formatSettlement = (locale: Locale, settlement: Settlement | unknown, context: TableContext = {}): FormattedSettlement => {
  const names = readData(context)
  const nameOf = (seat: Seat): string => nameIn(names, seat) ?? locale.seat(seat)
  try {
    const s = settlementOf(locale, readData(settlement))
    if (s !== null) {
      const score = (seat: Seat): SeatScore => {
        const name = nameOf(seat)
        const points = s.scores[seat]
        return { seat, name, score: points, text: `${name} ${signed(points)}` }
      }
      return {
        winner: locale.winners[s.winner ?? 'none'],
        lines: s.lines.map((line) => lineText(locale, line)),
        row: [score(0), score(1), score(2), score(3)]
      }
    }
  } catch {
    // A table's own words that throw: the settlement is shown as unknown.
  }
  const unknown = (seat: Seat): SeatScore => {
    const name = nameOf(seat)
    return { seat, name, score: 0, text: `${name} ?` }
  }
  return { winner: unknownSettlement(locale), lines: [], row: [unknown(0), unknown(1), unknown(2), unknown(3)] }
}

/** The locale's words for an unknown settlement (English ones if the locale has none). */
const unknownSettlement = (locale: Locale): string => {
  try {
    return textOr(locale.unknown.settlement) ?? 'Unknown result'
  } catch {
    return 'Unknown result'
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
