/**
 * Card notation: paired `parseCard`/`makeCard` and `parseHand`/`makeHand`.
 *
 * Three styles are printed and all are parsed: `symbol` (`♣Q`, `♥10`), `ascii` (`CQ`, `HT`;
 * parsing also takes `H10` and rank-first `QC`, `10H`) and `german` (`Kreuz-Dame`, `Herz-Zehn`).
 * Parsing also reads the German short forms (`♣D`, `KrD`, `HB`, `KaA`); see {@link parseCard}.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, type Rank, type Suit, RANKS, SUITS, isCard, rankIndex, suitIndex } from './card.js'
import { type DoppelkopfError, gameError } from '../errors.js'

/**
 * A notation style for {@link makeCard}.
 *
 * @category Notation
 * @since 0.1.0
 */
export type NotationStyle = 'symbol' | 'ascii' | 'german'

/**
 * Unknown or impossible notation: the library's one error type with a `notation/` code.
 *
 * @category Notation
 * @since 0.1.0
 */
export type NotationError = DoppelkopfError<'notation/unknown-card' | 'notation/too-many-copies' | 'notation/not-a-string'>

const SYMBOL_SUIT = ['♣', '♠', '♥', '♦'] as const
const ASCII_SUIT = ['C', 'S', 'H', 'D'] as const
const ASCII_RANK = ['A', 'T', 'K', 'Q', 'J', '9'] as const
const GERMAN_SUIT = ['Kreuz', 'Pik', 'Herz', 'Karo'] as const
const GERMAN_RANK = ['Ass', 'Zehn', 'König', 'Dame', 'Bube', 'Neun'] as const

/** The languages of card notation: German and English. */
type NotationLanguage = 'de' | 'en'

/**
 * How {@link parseCard} and {@link parseHand} read a text.
 *
 * @example
 * ```ts
 * parseCard('HD', { language: 'de' }) // right(card('hearts', 'Q')): Herz-Dame
 * ```
 * @category Notation
 * @since 0.2.0
 */
export interface ParseOptions {
  /** The reader's language, `de` or `en` (default `en`): its reading wins where a text names two different cards. */
  readonly language?: 'de' | 'en'
}

/** A part of a card's notation: its suit or rank index, and the languages it is a letter of (null: a word, symbol or number, read in any). */
interface Part {
  readonly index: number
  readonly letterOf: readonly NotationLanguage[] | null
}

const EN: readonly NotationLanguage[] = ['en']
const DE: readonly NotationLanguage[] = ['de']
const BOTH: readonly NotationLanguage[] = ['de', 'en']

const parts = (entries: readonly (readonly [string, number, readonly NotationLanguage[] | null])[]): ReadonlyMap<string, Part> =>
  new Map(entries.map(([text, index, letterOf]) => [text, { index, letterOf }]))

/**
 * The suits as they are written: symbols and words in either language (any case), and letters
 * of one language: English `C S H D`, German `Kr P H Ka` (Kreuz, Pik, Herz, Karo).
 */
const SUIT_PARTS = parts([
  ['♣', 0, null], ['♠', 1, null], ['♥', 2, null], ['♦', 3, null], ['♧', 0, null], ['♤', 1, null], ['♡', 2, null], ['♢', 3, null],
  ['c', 0, EN], ['s', 1, EN], ['h', 2, BOTH], ['d', 3, EN],
  ['kr', 0, DE], ['p', 1, DE], ['ka', 3, DE],
  ['kreuz', 0, null], ['eichel', 0, null], ['pik', 1, null], ['herz', 2, null], ['karo', 3, null],
  ['clubs', 0, null], ['spades', 1, null], ['hearts', 2, null], ['diamonds', 3, null],
  ['club', 0, null], ['spade', 1, null], ['heart', 2, null], ['diamond', 3, null]
])

/**
 * The ranks as they are written: `10` and `9`, words in either language, and letters of one
 * language: English `A T K Q J`, German `A K D B` (Ass, König, Dame, Bube).
 */
const RANK_PARTS = parts([
  ['10', 1, null], ['9', 5, null],
  ['a', 0, BOTH], ['t', 1, EN], ['k', 2, BOTH], ['q', 3, EN], ['j', 4, EN], ['d', 3, DE], ['b', 4, DE],
  ['ass', 0, null], ['as', 0, null], ['zehn', 1, null], ['könig', 2, null], ['koenig', 2, null], ['konig', 2, null],
  ['dame', 3, null], ['bube', 4, null], ['neun', 5, null],
  ['ace', 0, null], ['ten', 1, null], ['king', 2, null], ['queen', 3, null], ['jack', 4, null], ['nine', 5, null]
])

/** One way to read a text: the face it names and the languages it reads so in. */
interface Reading {
  readonly face: number
  readonly languages: readonly NotationLanguage[]
}

/**
 * The reading of a suit part and a rank part, or null: two letters must be letters of one
 * language (`CQ`, `KrD`; not `CD` or `KrQ`); a symbol, a word or a number goes with anything.
 */
const readingOf = (suit: Part | undefined, rank: Part | undefined): Reading | null => {
  if (suit === undefined || rank === undefined) return null
  const languages =
    suit.letterOf === null ? (rank.letterOf ?? BOTH) : rank.letterOf === null ? suit.letterOf : suit.letterOf.filter((l) => rank.letterOf?.includes(l))
  return languages.length === 0 ? null : { face: suit.index * 6 + rank.index, languages }
}

/** Every reading of two parts, the suit first or the rank first. */
const readingsOf = (a: string, b: string, out: Reading[]): void => {
  const suitFirst = readingOf(SUIT_PARTS.get(a), RANK_PARTS.get(b))
  if (suitFirst !== null) out.push(suitFirst)
  const rankFirst = readingOf(SUIT_PARTS.get(b), RANK_PARTS.get(a))
  if (rankFirst !== null) out.push(rankFirst)
}

/**
 * The face a text names, or undefined. A text is a suit and a rank in either order, as two
 * words (`Kreuz Dame`, `Kreuz-Dame`, `queen of clubs`) or run together (`♣Q`, `CQ`, `QC`,
 * `H10`, `♣D`, `KrD`, `HD`). Where the readings name different faces, the reader's language
 * decides; with the built-in letters no text does (a `D` that is diamonds in English needs an
 * English rank beside it, a `D` that is a Dame needs a suit), so the choice only guards a text
 * that would.
 */
const parseFace = (text: string, language: NotationLanguage): number | undefined => {
  // No card's name is longer than "queen of diamonds" with some spaces.
  if (text.length > 40) return undefined
  const t = text.trim().toLowerCase()
  const words = t.split(/[\s-]+/).filter((w) => w !== '' && w !== 'of')
  const readings: Reading[] = []
  if (words.length === 2) readingsOf(words[0] ?? '', words[1] ?? '', readings)
  else if (words.length === 1) {
    // Run together: every split into two parts (`kr|d`, `k|d`, `♥|10`, `10|h`).
    const chars = Array.from(words[0] ?? '')
    for (let i = 1; i < chars.length; i++) readingsOf(chars.slice(0, i).join(''), chars.slice(i).join(''), readings)
  }
  const first = readings[0]
  if (first === undefined) return undefined
  if (readings.every((r) => r.face === first.face)) return first.face
  const preferred = readings.filter((r) => r.languages.includes(language))
  const chosen = preferred[0]
  return chosen !== undefined && preferred.every((r) => r.face === chosen.face) ? chosen.face : undefined
}

/**
 * Prints a card. Both copies of a face print the same; a value that is not a card id prints `?`.
 * (The German short forms, `♣D` and `KrD`, are the locale's: `cardName(de, card, 'symbol')`
 * of `doppelkopf/i18n`.)
 *
 * @example
 * ```ts
 * makeCard(card('clubs', 'Q')) // '♣Q'
 * makeCard(card('hearts', '10'), 'ascii') // 'HT'
 * makeCard(card('diamonds', 'A'), 'german') // 'Karo-Ass'
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const makeCard = (card: Card, style: NotationStyle = 'symbol'): string => {
  if (!isCard(card)) return '?'
  const s = suitIndex(card)
  const r = rankIndex(card)
  if (style === 'ascii') return `${ASCII_SUIT[s]}${ASCII_RANK[r]}`
  if (style === 'german') return `${GERMAN_SUIT[s]}-${GERMAN_RANK[r]}`
  return `${SYMBOL_SUIT[s]}${RANKS[r]}`
}

const unknown = (given: string): NotationError => {
  const text = given.length > 40 ? `${given.slice(0, 40)}…` : given
  return gameError(
    'notation/unknown-card',
    `Unknown card notation ${JSON.stringify(text)}: expected e.g. ♣Q, CQ, QC, H10, queen of clubs, or in German ♣D, KrD, HD or Kreuz-Dame`,
    { text }
  )
}

const notAString = (u: unknown): NotationError =>
  gameError('notation/not-a-string', 'Card notation must be a string', { type: u === null ? 'null' : Array.isArray(u) ? 'array' : typeof u })

/** The reader's language of the options (any other value: English). */
const languageOf = (options: unknown): NotationLanguage => {
  try {
    return typeof options === 'object' && options !== null && (options as { language?: unknown }).language === 'de' ? 'de' : 'en'
  } catch {
    return 'en'
  }
}

/**
 * Parses one card, in English or German, in any style: symbols with either language's rank
 * letters (`♣Q`, `♣D`, `♥10`, `♥B`), letters of one language in either order (English
 * `CQ`, `QC`, `H10`, `HT`, `DA`; German `KrD`, `PD`, `HB`, `KaD`, `PK`, `HD`: Kreuz `Kr`, Pik `P`,
 * Herz `H`, Karo `Ka`, Dame `D`, Bube `B`, König `K`, Ass `A`), and words (`Kreuz-Dame`,
 * `Kreuz Dame`, `Karo-Ass`, `queen of clubs`). `K` is the king in both languages; `D` is
 * diamonds beside an English rank (`DK`, `D10`) and a Dame beside a suit (`HD`, `♦D`, `KaD`);
 * two letters of different languages (`CD`, `KrQ`) name no card. Where a text named different
 * cards in the two languages, `options.language` (the reader's, default `en`) would decide; with
 * these letters none does. The result is the first copy of the face (`copy` 0); use
 * {@link parseHand} to read several cards with distinct copies.
 *
 * @example
 * ```ts
 * parseCard('♣Q') // right(6)
 * parseCard('KrD') // right(6)
 * parseCard('Kreuz-Dame') // right(6)
 * parseCard('X7') // left({ code: 'notation/unknown-card', ... })
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const parseCard = (text: unknown, options?: ParseOptions): E.Either<NotationError, Card> => {
  if (typeof text !== 'string') {
    return E.left(notAString(text))
  }
  const face = parseFace(text, languageOf(options))
  return face === undefined ? E.left(unknown(text)) : E.right(face * 2)
}

/**
 * Parses a list of cards separated by spaces or commas (each as {@link parseCard} reads it),
 * giving the two copies of a face distinct ids in order of appearance. A third copy of a face
 * is an error.
 *
 * @example
 * ```ts
 * parseHand('♣Q ♣Q ♥10') // right([6, 7, 26])
 * parseHand('KrD KaA', { language: 'de' }) // right([6, 36])
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const parseHand = (text: unknown, options?: ParseOptions): E.Either<NotationError, readonly Card[]> => {
  if (typeof text !== 'string') {
    return E.left(notAString(text))
  }
  const language = languageOf(options)
  const seen = new Map<number, number>()
  const out: Card[] = []
  // Tokens are read one at a time: a text of more than 96 cards fails at the 97th, unread beyond it.
  for (const match of text.matchAll(/[^\s,;]+/g)) {
    const token = match[0]
    const face = parseFace(token, language)
    if (face === undefined) return E.left(unknown(token))
    const copies = seen.get(face) ?? 0
    if (copies >= 2) {
      return E.left(
        gameError('notation/too-many-copies', `${token} appears more than twice; the deck has two copies of each card`, { card: face * 2 })
      )
    }
    seen.set(face, copies + 1)
    out.push(face * 2 + copies)
  }
  return E.right(out)
}

/**
 * Prints cards separated by spaces.
 *
 * @example
 * ```ts
 * makeHand([6, 7, 26]) // '♣Q ♣Q ♥10'
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const makeHand = (cards: readonly Card[], style: NotationStyle = 'symbol'): string =>
  cards.map((c) => makeCard(c, style)).join(' ')

/**
 * The names of a suit and a rank in German, for display.
 *
 * @category Notation
 * @since 0.1.0
 */
export const germanName = (suit: Suit, rank: Rank): string =>
  `${GERMAN_SUIT[SUITS.indexOf(suit)]}-${GERMAN_RANK[RANKS.indexOf(rank)]}`
