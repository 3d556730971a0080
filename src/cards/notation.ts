/**
 * Card notation: paired `parseCard`/`makeCard` and `parseHand`/`makeHand`.
 *
 * Three styles are printed and all are parsed: `symbol` (`♣Q`, `♥10`), `ascii` (`CQ`, `HT`;
 * parsing also takes `H10` and rank-first `QC`, `10H`) and `german` (`Kreuz-Dame`, `Herz-Zehn`).
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

const SUIT_WORDS: Record<string, number> = {
  '♣': 0, '♠': 1, '♥': 2, '♦': 3, '♧': 0, '♤': 1, '♡': 2, '♢': 3,
  c: 0, s: 1, h: 2, d: 3,
  kreuz: 0, pik: 1, herz: 2, karo: 3, eichel: 0, clubs: 0, spades: 1, hearts: 2, diamonds: 3
}
const RANK_WORDS: Record<string, number> = {
  a: 0, '10': 1, t: 1, k: 2, q: 3, j: 4, '9': 5,
  ass: 0, as: 0, zehn: 1, könig: 2, koenig: 2, konig: 2, dame: 3, bube: 4, neun: 5,
  ace: 0, ten: 1, king: 2, queen: 3, jack: 4, nine: 5
}

/**
 * Prints a card. Both copies of a face print the same; a value that is not a card id prints `?`.
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
  return gameError('notation/unknown-card', `Unknown card notation ${JSON.stringify(text)}: expected e.g. ♣Q, CQ, QC, H10 or Kreuz-Dame`, { text })
}

const notAString = (u: unknown): NotationError =>
  gameError('notation/not-a-string', 'Card notation must be a string', { type: u === null ? 'null' : Array.isArray(u) ? 'array' : typeof u })

const parseFace = (text: string): number | undefined => {
  // No card's name is longer than "queen of diamonds" with some spaces.
  if (text.length > 40) return undefined
  const t = text.trim().toLowerCase()
  // German and English words: "Kreuz-Dame", "Kreuz Dame", "queen of clubs"
  const words = t.split(/[\s-]+/).filter((w) => w !== '' && w !== 'of')
  if (words.length === 2) {
    const [a = '', b = ''] = words
    const s1 = SUIT_WORDS[a]
    const r1 = RANK_WORDS[b]
    if (s1 !== undefined && r1 !== undefined) return s1 * 6 + r1
    const r2 = RANK_WORDS[a]
    const s2 = SUIT_WORDS[b]
    if (s2 !== undefined && r2 !== undefined) return s2 * 6 + r2
    return undefined
  }
  if (words.length !== 1) return undefined
  // Compact forms: suit first (♣Q, CQ, C10) or rank first (QC, 10C, Q♣).
  const chars = Array.from(t)
  const head = chars[0] ?? ''
  const tail = chars.slice(1).join('')
  const sHead = SUIT_WORDS[head]
  const rTail = RANK_WORDS[tail]
  if (sHead !== undefined && rTail !== undefined && tail.length <= 2) return sHead * 6 + rTail
  const last = chars[chars.length - 1] ?? ''
  const init = chars.slice(0, -1).join('')
  const sLast = SUIT_WORDS[last]
  const rInit = RANK_WORDS[init]
  if (sLast !== undefined && rInit !== undefined && init.length <= 2) return sLast * 6 + rInit
  return undefined
}

/**
 * Parses one card in any style. The result is the first copy of the face (`copy` 0); use
 * {@link parseHand} to read several cards with distinct copies.
 *
 * @example
 * ```ts
 * parseCard('♣Q') // right(6)
 * parseCard('Kreuz-Dame') // right(6)
 * parseCard('X7') // left({ code: 'notation/unknown-card', ... })
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const parseCard = (text: unknown): E.Either<NotationError, Card> => {
  if (typeof text !== 'string') {
    return E.left(notAString(text))
  }
  const face = parseFace(text)
  return face === undefined ? E.left(unknown(text)) : E.right(face * 2)
}

/**
 * Parses a list of cards separated by spaces or commas, giving the two copies of a face
 * distinct ids in order of appearance. A third copy of a face is an error.
 *
 * @example
 * ```ts
 * parseHand('♣Q ♣Q ♥10') // right([6, 7, 26])
 * ```
 * @category Notation
 * @since 0.1.0
 */
export const parseHand = (text: unknown): E.Either<NotationError, readonly Card[]> => {
  if (typeof text !== 'string') {
    return E.left(notAString(text))
  }
  const seen = new Map<number, number>()
  const out: Card[] = []
  // Tokens are read one at a time: a text of more than 96 cards fails at the 97th, unread beyond it.
  for (const match of text.matchAll(/[^\s,;]+/g)) {
    const token = match[0]
    const face = parseFace(token)
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
