/**
 * Card order: precomputed tables per game type, trick winners and the follow-suit rule.
 *
 * Each game type gets one {@link CardOrder} table, built once at module load: for every card its
 * suit class (a plain suit, or trump) and its strength inside that class. Trick evaluation and
 * legality are then table look-ups, shared by the validating API and the fast path.
 *
 * @module
 */
import { type Card, DECK_SIZE, RANKS, type Rank, SUITS, type Suit, isDulle } from '../cards/card.js'
import type { SoloType } from '../rules/ruleSet.js'

/**
 * The game type that fixes the card order: `normal` (also Hochzeit, silent wedding) or a solo.
 *
 * @category Card order
 * @since 0.1.0
 */
export type GameType = 'normal' | SoloType

/**
 * The suit class of trumps in {@link CardOrder.suitClass}; plain suits are 0..3 (suit index).
 *
 * @category Card order
 * @since 0.1.0
 */
export const TRUMP = 4

/**
 * A precomputed card-order table for one game type.
 *
 * @category Card order
 * @since 0.1.0
 */
export interface CardOrder {
  /** The game type this table is for. */
  readonly gameType: GameType
  /** Per card id: 0..3 for a plain suit (suit index), {@link TRUMP} for trumps. */
  readonly suitClass: Readonly<Uint8Array>
  /** Per card id: strength within its class; higher beats lower, equal faces are equal. */
  readonly strength: Readonly<Uint8Array>
  /** Per suit class: bit set of the class's cards with ids 0..23. */
  readonly classMaskLo: Readonly<Int32Array>
  /** Per suit class: bit set of the class's cards with ids 24..47 (bit `id - 24`). */
  readonly classMaskHi: Readonly<Int32Array>
  /** Whether the ♥10 (Dulle) is a trump here, so that `secondDulleBeats` can apply. */
  readonly dulleIsTrump: boolean
  /** Number of trump cards in the deck. */
  readonly trumpCount: number
}

type Face = readonly [Suit, Rank]
const QUEENS: readonly Face[] = SUITS.map((s) => [s, 'Q'] as const)
const JACKS: readonly Face[] = SUITS.map((s) => [s, 'J'] as const)
const suitRun = (suit: Suit): readonly Face[] =>
  (['A', '10', 'K', '9'] as const).filter((r) => !(suit === 'hearts' && r === '10')).map((r) => [suit, r] as const)

/** Trumps from high to low, and the plain-suit rank order, per game type (RULES.md section 2). */
const ORDER_SPEC: Record<GameType, { trumps: readonly Face[]; plain: readonly Rank[] }> = {
  normal: { trumps: [['hearts', '10'], ...QUEENS, ...JACKS, ...suitRun('diamonds')], plain: ['A', '10', 'K', '9'] },
  diamonds: { trumps: [['hearts', '10'], ...QUEENS, ...JACKS, ...suitRun('diamonds')], plain: ['A', '10', 'K', '9'] },
  hearts: { trumps: [['hearts', '10'], ...QUEENS, ...JACKS, ...suitRun('hearts')], plain: ['A', '10', 'K', '9'] },
  spades: { trumps: [['hearts', '10'], ...QUEENS, ...JACKS, ...suitRun('spades')], plain: ['A', '10', 'K', '9'] },
  clubs: { trumps: [['hearts', '10'], ...QUEENS, ...JACKS, ...suitRun('clubs')], plain: ['A', '10', 'K', '9'] },
  queens: { trumps: QUEENS, plain: ['A', '10', 'K', 'J', '9'] },
  jacks: { trumps: JACKS, plain: ['A', '10', 'K', 'Q', '9'] },
  fleischlos: { trumps: [], plain: ['A', '10', 'K', 'Q', 'J', '9'] }
}

const faceIndex = ([suit, rank]: Face): number => SUITS.indexOf(suit) * 6 + RANKS.indexOf(rank)

const buildOrder = (gameType: GameType): CardOrder => {
  const spec = ORDER_SPEC[gameType]
  const suitClass = new Uint8Array(DECK_SIZE)
  const strength = new Uint8Array(DECK_SIZE)
  const trumpFaces = spec.trumps.map(faceIndex)
  for (let c = 0; c < DECK_SIZE; c++) {
    const face = c >> 1
    const t = trumpFaces.indexOf(face)
    if (t >= 0) {
      suitClass[c] = TRUMP
      strength[c] = 100 - t
    } else {
      suitClass[c] = (face / 6) | 0
      const r = spec.plain.indexOf(RANKS[face % 6] as Rank)
      // Every plain card appears in the rank list of its game type.
      strength[c] = 50 - r
    }
  }
  const classMaskLo = new Int32Array(5)
  const classMaskHi = new Int32Array(5)
  for (let c = 0; c < DECK_SIZE; c++) {
    const k = suitClass[c] as number
    if (c < 24) classMaskLo[k] = (classMaskLo[k] as number) | (1 << c)
    else classMaskHi[k] = (classMaskHi[k] as number) | (1 << (c - 24))
  }
  const dulle = faceIndex(['hearts', '10'])
  return {
    gameType,
    suitClass,
    strength,
    classMaskLo,
    classMaskHi,
    dulleIsTrump: trumpFaces.includes(dulle),
    trumpCount: trumpFaces.length * 2
  }
}

const NORMAL = buildOrder('normal')
const DIAMONDS = buildOrder('diamonds')
const HEARTS = buildOrder('hearts')
const SPADES = buildOrder('spades')
const CLUBS = buildOrder('clubs')
const QUEENS_ORDER = buildOrder('queens')
const JACKS_ORDER = buildOrder('jacks')
const FLEISCHLOS = buildOrder('fleischlos')

/**
 * The precomputed card order of a game type.
 *
 * @example
 * ```ts
 * isTrump(cardOrder('queens'), card('hearts', '10')) // false
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const cardOrder = (gameType: GameType): CardOrder => {
  switch (gameType) {
    case 'normal':
      return NORMAL
    case 'diamonds':
      return DIAMONDS
    case 'hearts':
      return HEARTS
    case 'spades':
      return SPADES
    case 'clubs':
      return CLUBS
    case 'queens':
      return QUEENS_ORDER
    case 'jacks':
      return JACKS_ORDER
    case 'fleischlos':
      return FLEISCHLOS
  }
}

/**
 * Whether a card is a trump in this order.
 *
 * @category Card order
 * @since 0.1.0
 */
export const isTrump = (order: CardOrder, card: Card): boolean => order.suitClass[card] === TRUMP

/**
 * Whether `challenger`, played after `current` (the card winning the trick so far), takes the
 * trick from it. Of two equal cards the first wins, unless `secondDulleWins` and both are trump
 * Dullen.
 *
 * @category Card order
 * @since 0.1.0
 */
export const beats = (order: CardOrder, challenger: Card, current: Card, secondDulleWins: boolean): boolean => {
  const cc = order.suitClass[challenger]
  const sc = order.strength[challenger] as number
  const sw = order.strength[current] as number
  if (cc === TRUMP) {
    if (order.suitClass[current] !== TRUMP || sc > sw) return true
    return secondDulleWins && sc === sw && order.dulleIsTrump && isDulle(challenger)
  }
  return cc === order.suitClass[current] && sc > sw
}

/**
 * Index (0..3, in play order) of the card that wins a complete trick.
 *
 * @example
 * ```ts
 * const order = cardOrder('normal')
 * trickWinnerIndex(order, [card('spades', 'A'), card('spades', '9'), card('diamonds', '9'), card('spades', 'A', 1)], false) // 2
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const trickWinnerIndex = (order: CardOrder, cards: ArrayLike<Card>, secondDulleWins: boolean): number => {
  let best = 0
  for (let i = 1; i < cards.length; i++) {
    if (beats(order, cards[i] as Card, cards[best] as Card, secondDulleWins)) best = i
  }
  return best
}

/**
 * The follow-suit rule (RULES.md section 4): the suit class a player holding `hand` must play to
 * a trick whose first card is `led`, or -1 when any card may be played (when leading, or when
 * the hand holds no card of the led suit; trumps count as one suit). The fast path applies the
 * same rule to bit sets with `classMaskLo`/`classMaskHi`.
 *
 * @example
 * ```ts
 * requiredClass(cardOrder('normal'), hand, card('spades', 'A')) // 1 (spades) if the hand holds a plain spade
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const requiredClass = (order: CardOrder, hand: readonly Card[], led: Card | undefined): number => {
  if (led === undefined) return -1
  const k = order.suitClass[led] as number
  for (let i = 0; i < hand.length; i++) if (order.suitClass[hand[i] as Card] === k) return k
  return -1
}

/**
 * The cards of `hand` that may be played to a trick whose first card is `led` (undefined when
 * leading): see {@link requiredClass}.
 *
 * @example
 * ```ts
 * playableCards(cardOrder('normal'), hand, card('spades', 'A'))
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const playableCards = (order: CardOrder, hand: readonly Card[], led: Card | undefined): readonly Card[] => {
  const k = requiredClass(order, hand, led)
  return k < 0 ? hand : hand.filter((c) => order.suitClass[c] === k)
}

/**
 * Whether `card` (held in `hand`) may be played to a trick whose first card is `led`
 * (see {@link requiredClass}).
 *
 * @category Card order
 * @since 0.1.0
 */
export const followsSuit = (order: CardOrder, hand: readonly Card[], led: Card | undefined, card: Card): boolean => {
  const k = requiredClass(order, hand, led)
  return k < 0 || order.suitClass[card] === k
}

/**
 * Sorts cards by the order of a game type: trumps high to low, then the plain suits ♣ ♠ ♥ ♦,
 * each high to low. Returns a new array.
 *
 * @example
 * ```ts
 * sortCards(cardOrder('normal'), hand)
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const sortCards = (order: CardOrder, cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => {
    const ka = order.suitClass[a] as number
    const kb = order.suitClass[b] as number
    if (ka !== kb) return ka === TRUMP ? -1 : kb === TRUMP ? 1 : ka - kb
    return (order.strength[b] as number) - (order.strength[a] as number) || a - b
  })
