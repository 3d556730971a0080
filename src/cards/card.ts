/**
 * The 48 cards: suits, ranks, faces, card points.
 *
 * A {@link Card} is a number 0..47. The two copies of a face are distinct cards
 * (`2 * face` and `2 * face + 1`), so "the first of two equal cards wins" and "whose fox was
 * caught" are always well defined; {@link sameFace} compares them as faces.
 *
 * @module
 */

/**
 * A suit: clubs ♣ (Kreuz), spades ♠ (Pik), hearts ♥ (Herz), diamonds ♦ (Karo).
 *
 * @category Cards
 * @since 0.1.0
 */
export type Suit = 'clubs' | 'spades' | 'hearts' | 'diamonds'

/**
 * A rank: ace, ten, king, queen (Dame), jack (Bube), nine.
 *
 * @category Cards
 * @since 0.1.0
 */
export type Rank = 'A' | '10' | 'K' | 'Q' | 'J' | '9'

/**
 * A card id 0..47: `face * 2 + copy`, where `face = suitIndex * 6 + rankIndex` in the orders of
 * {@link SUITS} and {@link RANKS}.
 *
 * @category Cards
 * @since 0.1.0
 */
export type Card = number

/**
 * The suits in id order.
 *
 * @category Cards
 * @since 0.1.0
 */
export const SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds']

/**
 * The ranks in id order.
 *
 * @category Cards
 * @since 0.1.0
 */
export const RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9']

/** Card points (Augen) by rank index. */
const RANK_POINTS = [11, 10, 4, 3, 2, 0] as const

/**
 * Number of cards in the full deck.
 *
 * @category Cards
 * @since 0.1.0
 */
export const DECK_SIZE = 48

/**
 * Whether a value is a card id.
 *
 * @category Cards
 * @since 0.1.0
 */
export const isCard = (u: unknown): u is Card =>
  typeof u === 'number' && Number.isInteger(u) && u >= 0 && u < DECK_SIZE

/**
 * The card's face index 0..23 (the same for both copies).
 *
 * @category Cards
 * @since 0.1.0
 */
export const faceOf = (card: Card): number => card >> 1

/**
 * The card's suit index 0..3 (in {@link SUITS} order).
 *
 * @category Cards
 * @since 0.1.0
 */
export const suitIndex = (card: Card): number => ((card >> 1) / 6) | 0

/**
 * The card's rank index 0..5 (in {@link RANKS} order).
 *
 * @category Cards
 * @since 0.1.0
 */
export const rankIndex = (card: Card): number => (card >> 1) % 6

/**
 * The card's suit.
 *
 * @example
 * ```ts
 * suitOf(card('hearts', '10')) // 'hearts'
 * ```
 * @category Cards
 * @since 0.1.0
 */
export const suitOf = (card: Card): Suit => SUITS[suitIndex(card)] as Suit

/**
 * The card's rank.
 *
 * @category Cards
 * @since 0.1.0
 */
export const rankOf = (card: Card): Rank => RANKS[rankIndex(card)] as Rank

/**
 * The card id of a face; `copy` 0 or 1 picks one of its two copies.
 *
 * @example
 * ```ts
 * card('clubs', 'Q') // 6
 * card('clubs', 'Q', 1) // 7
 * ```
 * @category Cards
 * @since 0.1.0
 */
export const card = (suit: Suit, rank: Rank, copy: 0 | 1 = 0): Card =>
  (SUITS.indexOf(suit) * 6 + RANKS.indexOf(rank)) * 2 + copy

/**
 * Card points (Augen): A 11, 10 10, K 4, Q 3, J 2, 9 0.
 *
 * @example
 * ```ts
 * cardPoints(card('diamonds', 'A')) // 11
 * ```
 * @category Cards
 * @since 0.1.0
 */
export const cardPoints = (card: Card): number => CARD_POINTS[card] ?? 0

/** Card points by card id (0..47). @internal */
export const CARD_POINTS = Uint8Array.from({ length: DECK_SIZE }, (_, c) => RANK_POINTS[rankIndex(c)] ?? 0)

/**
 * Whether two cards show the same face (the two copies of a card compare equal here).
 *
 * @category Cards
 * @since 0.1.0
 */
export const sameFace = (a: Card, b: Card): boolean => a >> 1 === b >> 1

/**
 * All 48 cards in id order.
 *
 * @category Cards
 * @since 0.1.0
 */
export const DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, i) => i)

/** Frequently named cards. */
export const CLUB_QUEENS: readonly [Card, Card] = [card('clubs', 'Q'), card('clubs', 'Q', 1)]
/** @internal */
export const FOXES: readonly [Card, Card] = [card('diamonds', 'A'), card('diamonds', 'A', 1)]
/** @internal */
export const CLUB_JACKS: readonly [Card, Card] = [card('clubs', 'J'), card('clubs', 'J', 1)]
/** @internal */
export const DULLEN: readonly [Card, Card] = [card('hearts', '10'), card('hearts', '10', 1)]
/** @internal The two ♦K (a player holding both may play a Genscher, RULES 11.1). */
export const DIAMOND_KINGS: readonly [Card, Card] = [card('diamonds', 'K'), card('diamonds', 'K', 1)]

const FOX_FACE = FOXES[0] >> 1
const CLUB_JACK_FACE = CLUB_JACKS[0] >> 1
const CLUB_QUEEN_FACE = CLUB_QUEENS[0] >> 1
const DULLE_FACE = DULLEN[0] >> 1

/**
 * Whether a card is a ♦A (a fox, Fuchs).
 *
 * @category Cards
 * @since 0.1.0
 */
export const isFox = (c: Card): boolean => c >> 1 === FOX_FACE

/**
 * Whether a card is a ♣J (the Karlchen).
 *
 * @category Cards
 * @since 0.1.0
 */
export const isClubJack = (c: Card): boolean => c >> 1 === CLUB_JACK_FACE

/**
 * Whether a card is a ♣Q (one of "the old ones").
 *
 * @category Cards
 * @since 0.1.0
 */
export const isClubQueen = (c: Card): boolean => c >> 1 === CLUB_QUEEN_FACE

/**
 * Whether a card is a ♥10 (a Dulle).
 *
 * @category Cards
 * @since 0.1.0
 */
export const isDulle = (c: Card): boolean => c >> 1 === DULLE_FACE

/**
 * The bit set of the cards 0..23 of a list (bit `card`), for the bit-set representations of
 * hands (the card-play states, the fast path).
 *
 * @internal
 */
export const maskLo = (cards: readonly Card[]): number => {
  let m = 0
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as Card
    // Without a branch (a random hand would mispredict it every other card): the bit, masked off
    // unless c < 24.
    m |= (1 << c) & ((c - 24) >> 31)
  }
  return m
}

/** The bit set of the cards 24..47 of a list (bit `card - 24`); see {@link maskLo}. @internal */
export const maskHi = (cards: readonly Card[]): number => {
  let m = 0
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as Card
    m |= (1 << (c - 24)) & ~((c - 24) >> 31)
  }
  return m
}

/** The low half of a bit set (cards 0..23) with `card` added if it is one of them. @internal */
export const withLo = (lo: number, card: Card): number => (card < 24 ? lo | (1 << card) : lo)
/** The high half of a bit set (cards 24..47, bit `card - 24`) with `card` added if it is one of them. @internal */
export const withHi = (hi: number, card: Card): number => (card < 24 ? hi : hi | (1 << (card - 24)))

/** The number of set bits of a 32-bit integer (the cards in a bit set half). @internal */
export const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}
