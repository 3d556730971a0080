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
import { ruleTable } from '../rules/table.js'
import type { RuleSet } from '../rules/ruleSet.js'

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

/** The strength of the highest trump; the n-th highest trump (0-based) has `TOP_TRUMP_STRENGTH - n`. @internal */
export const TOP_TRUMP_STRENGTH = 100

/** The strength of a plain suit's highest card; the n-th highest (0-based) has `TOP_PLAIN_STRENGTH - n`. @internal */
export const TOP_PLAIN_STRENGTH = 50

/**
 * A precomputed card-order table for one game type.
 *
 * @category Card order
 * @since 0.1.0
 */
export interface CardOrder {
  /** The game type this table is for. */
  readonly gameType: GameType
  /** Per card id: 0..3 for a plain suit (suit index), 4 for trumps. */
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
const byRank = (rank: Rank): readonly Face[] => SUITS.map((s) => [s, rank] as const)
const QUEENS = byRank('Q')
const JACKS = byRank('J')
const KINGS = byRank('K')
/** A suit's A 10 K 9 (hearts: A K 9, its tens being the Dullen). */
const suitRun = (suit: Suit): readonly Face[] =>
  (['A', '10', 'K', '9'] as const).filter((r) => !(suit === 'hearts' && r === '10')).map((r) => [suit, r] as const)
const wholeSuit = (suit: Suit): readonly Face[] => RANKS.map((r) => [suit, r] as const)
const DULLE: Face = ['hearts', '10']
/** Dullen, queens, jacks, then a suit's run: the normal game and the Farbsoli. */
const withSuit = (suit: Suit): readonly Face[] => [DULLE, ...QUEENS, ...JACKS, ...suitRun(suit)]
/** Without Dullen (RULES 11.2): queens, jacks, then the suit's A 10 K 9 (hearts too). */
const withSuitNoDullen = (suit: Suit): readonly Face[] => [...QUEENS, ...JACKS, ...(['A', '10', 'K', '9'] as const).map((r) => [suit, r] as const)]

interface OrderSpec {
  /** Trump faces from high to low. */
  readonly trumps: readonly Face[]
  /** The rank order of the plain suits, high to low. */
  readonly plain: readonly Rank[]
  /** Whether the ♥10s are Dullen (the highest trumps), so `secondDulleBeats` applies. */
  readonly dullen: boolean
}

const NORMAL_PLAIN: readonly Rank[] = ['A', '10', 'K', '9']
const ALL_PLAIN: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9']

/** Trumps from high to low, and the plain-suit rank order, per game type (RULES.md section 2). */
const ORDER_SPEC: Readonly<Record<GameType, OrderSpec>> = {
  normal: { trumps: withSuit('diamonds'), plain: NORMAL_PLAIN, dullen: true },
  diamonds: { trumps: withSuit('diamonds'), plain: NORMAL_PLAIN, dullen: true },
  hearts: { trumps: withSuit('hearts'), plain: NORMAL_PLAIN, dullen: true },
  spades: { trumps: withSuit('spades'), plain: NORMAL_PLAIN, dullen: true },
  clubs: { trumps: withSuit('clubs'), plain: NORMAL_PLAIN, dullen: true },
  queens: { trumps: QUEENS, plain: ['A', '10', 'K', 'J', '9'], dullen: false },
  jacks: { trumps: JACKS, plain: ['A', '10', 'K', 'Q', '9'], dullen: false },
  fleischlos: { trumps: [], plain: ALL_PLAIN, dullen: false },
  kings: { trumps: KINGS, plain: ['A', '10', 'Q', 'J', '9'], dullen: false },
  queensJacks: { trumps: [...QUEENS, ...JACKS], plain: NORMAL_PLAIN, dullen: false },
  kingsQueens: { trumps: [...KINGS, ...QUEENS], plain: ['A', '10', 'J', '9'], dullen: false },
  kingsJacks: { trumps: [...KINGS, ...JACKS], plain: ['A', '10', 'Q', '9'], dullen: false },
  koehler: { trumps: [...KINGS, ...QUEENS, ...JACKS], plain: ['A', '10', '9'], dullen: false },
  pureClubs: { trumps: wholeSuit('clubs'), plain: ALL_PLAIN, dullen: false },
  pureSpades: { trumps: wholeSuit('spades'), plain: ALL_PLAIN, dullen: false },
  pureHearts: { trumps: wholeSuit('hearts'), plain: ALL_PLAIN, dullen: false },
  pureDiamonds: { trumps: wholeSuit('diamonds'), plain: ALL_PLAIN, dullen: false },
  aces: { trumps: byRank('A'), plain: ['10', 'K', 'Q', 'J', '9'], dullen: false },
  tens: { trumps: byRank('10'), plain: ['A', 'K', 'Q', 'J', '9'], dullen: false }
}

/**
 * Schweinchen in a normal game: `none`, `piglets` (both ♦A above the Dullen), `superNines`
 * (piglets, and both ♦9 above them) or `superTens` (without nines: both ♦10 above the piglets).
 *
 * @category Card order
 * @since 0.1.0
 */
export type Piglets = 'none' | 'piglets' | 'superNines' | 'superTens'

const FOX: Face = ['diamonds', 'A']

const faceIndex = ([suit, rank]: Face): number => SUITS.indexOf(suit) * 6 + RANKS.indexOf(rank)
const FOX_FACE = faceIndex(FOX)

/** The normal trumps with `top` moved, in order, above the Dullen. */
const promoted = (...top: readonly Face[]): readonly Face[] => {
  const ids = top.map(faceIndex)
  return [...top, ...withSuit('diamonds').filter((f) => !ids.includes(faceIndex(f)))]
}

const buildOrder = (gameType: GameType, spec: OrderSpec): CardOrder => {
  const suitClass = new Uint8Array(DECK_SIZE)
  const strength = new Uint8Array(DECK_SIZE)
  const trumpFaces = spec.trumps.map(faceIndex)
  for (let c = 0; c < DECK_SIZE; c++) {
    const face = c >> 1
    const t = trumpFaces.indexOf(face)
    if (t >= 0) {
      suitClass[c] = TRUMP
      strength[c] = TOP_TRUMP_STRENGTH - t
    } else {
      suitClass[c] = (face / 6) | 0
      // Every plain card appears in the rank list of its game type.
      strength[c] = TOP_PLAIN_STRENGTH - spec.plain.indexOf(RANKS[face % 6] as Rank)
    }
  }
  const classMaskLo = new Int32Array(5)
  const classMaskHi = new Int32Array(5)
  for (let c = 0; c < DECK_SIZE; c++) {
    const k = suitClass[c] as number
    if (c < 24) classMaskLo[k] = (classMaskLo[k] as number) | (1 << c)
    else classMaskHi[k] = (classMaskHi[k] as number) | (1 << (c - 24))
  }
  return {
    gameType,
    suitClass,
    strength,
    classMaskLo,
    classMaskHi,
    dulleIsTrump: spec.dullen,
    trumpCount: trumpFaces.length * 2
  }
}

const TABLES = Object.fromEntries(
  (Object.keys(ORDER_SPEC) as GameType[]).map((t) => [t, buildOrder(t, ORDER_SPEC[t])])
) as Readonly<Record<GameType, CardOrder>>

const pigletSpec = (...top: readonly Face[]): OrderSpec => ({ trumps: promoted(...top), plain: NORMAL_PLAIN, dullen: true })

const PIGLET_TABLES: Readonly<Record<Exclude<Piglets, 'none'>, CardOrder>> = {
  piglets: buildOrder('normal', pigletSpec(FOX)),
  superNines: buildOrder('normal', pigletSpec(['diamonds', '9'], FOX)),
  superTens: buildOrder('normal', pigletSpec(['diamonds', '10'], FOX))
}

/** The Farbsoli, whose trump suit's aces can be piglets (RULES 11.7, `pigletsInSolo`). */
type Farbsolo = 'clubs' | 'spades' | 'hearts' | 'diamonds'
const FARBSOLI: readonly Farbsolo[] = ['clubs', 'spades', 'hearts', 'diamonds']
const isFarbsolo = (t: GameType): t is Farbsolo => (FARBSOLI as readonly GameType[]).includes(t)

/** A Farbsolo's order with both aces of its trump suit above the Dullen. */
const soloPigletOrder = (suit: Farbsolo): CardOrder => {
  const ace: Face = [suit, 'A']
  const rest = withSuit(suit).filter((f) => faceIndex(f) !== faceIndex(ace))
  return buildOrder(suit, { trumps: [ace, ...rest], plain: NORMAL_PLAIN, dullen: true })
}

const SOLO_PIGLET_TABLES: Readonly<Record<Farbsolo, CardOrder>> = {
  clubs: soloPigletOrder('clubs'),
  spades: soloPigletOrder('spades'),
  hearts: soloPigletOrder('hearts'),
  diamonds: soloPigletOrder('diamonds')
}

/** The orders without Dullen (RULES 11.2): the normal game and the Farbsoli, with piglets where they can be. */
const noDullen = (gameType: 'normal' | Farbsolo, top: readonly Face[]): CardOrder => {
  const ids = top.map(faceIndex)
  const suit = gameType === 'normal' ? 'diamonds' : gameType
  return buildOrder(gameType, { trumps: [...top, ...withSuitNoDullen(suit).filter((f) => !ids.includes(faceIndex(f)))], plain: NORMAL_PLAIN, dullen: false })
}
const NO_DULLEN_TABLES: Readonly<Record<'normal' | Farbsolo, CardOrder>> = {
  normal: noDullen('normal', []),
  diamonds: noDullen('diamonds', []),
  hearts: noDullen('hearts', []),
  spades: noDullen('spades', []),
  clubs: noDullen('clubs', [])
}
const NO_DULLEN_PIGLETS: Readonly<Record<Exclude<Piglets, 'none'>, CardOrder>> = {
  piglets: noDullen('normal', [FOX]),
  superNines: noDullen('normal', [['diamonds', '9'], FOX]),
  superTens: noDullen('normal', [['diamonds', '10'], FOX])
}
const NO_DULLEN_SOLO_PIGLETS: Readonly<Record<Farbsolo, CardOrder>> = {
  clubs: noDullen('clubs', [['clubs', 'A']]),
  spades: noDullen('spades', [['spades', 'A']]),
  hearts: noDullen('hearts', [['hearts', 'A']]),
  diamonds: noDullen('diamonds', [['diamonds', 'A']])
}

/**
 * The face (card id / 2) whose two copies are the superpiglets under a rule set: the ♦9, or the
 * ♦10 without nines.
 *
 * @category Card order
 * @since 0.2.0
 */
export const superpigletFace = (rules: RuleSet): number => faceIndex(['diamonds', ruleTable(rules).withoutNines ? '10' : '9'])

/**
 * The face (card id / 2) whose two copies are a game type's piglets: the ♦A in a normal game,
 * the trump suit's ace in a Farbsolo (RULES 11.7); null for the other solos, which have none.
 *
 * @category Card order
 * @since 0.2.0
 */
export const pigletFace = (gameType: GameType): number | null =>
  gameType === 'normal' ? faceIndex(FOX) : isFarbsolo(gameType) ? faceIndex([gameType, 'A']) : null

/**
 * The precomputed card order of a game type (with piglets, for a normal game that has them;
 * `dullen: false` for a table without Dullen, see {@link orderFor}).
 *
 * @example
 * ```ts
 * isTrump(cardOrder('queens'), card('hearts', '10')) // false
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const cardOrder = (gameType: GameType, piglets: Piglets = 'none', dullen = true): CardOrder => {
  if (!dullen && (gameType === 'normal' || isFarbsolo(gameType))) {
    if (piglets === 'none') return NO_DULLEN_TABLES[gameType]
    return gameType === 'normal' ? NO_DULLEN_PIGLETS[piglets] : NO_DULLEN_SOLO_PIGLETS[gameType]
  }
  return piglets === 'none' ? TABLES[gameType] : gameType === 'normal' ? PIGLET_TABLES[piglets] : isFarbsolo(gameType) ? SOLO_PIGLET_TABLES[gameType] : TABLES[gameType]
}

/**
 * The card order of a game under a rule set: {@link cardOrder} with the rule set's Dullen (RULES
 * 11.2: without them the ♥10 is a plain heart).
 *
 * @example
 * ```ts
 * isTrump(orderFor(rules.tsr, 'normal', 'none'), card('hearts', '10')) // true: a Dulle
 * ```
 * @category Card order
 * @since 0.2.0
 */
export const orderFor = (rules: RuleSet, gameType: GameType, piglets: Piglets = 'none'): CardOrder =>
  cardOrder(gameType, piglets, ruleTable(rules).dullen)

/**
 * Which piglets a game has (RULES.md section 2): only in a normal game (also Hochzeit, Armut and
 * silent wedding; never in a declared solo), when the rule set plays them and one hand holds
 * both ♦A once play starts; superpiglets (when played) when one hand also holds both ♦9, or both
 * ♦10 without nines.
 *
 * @example
 * ```ts
 * pigletsInPlay(pipe(rules.tsr, withPiglets()), 'normal', hands) // 'piglets' if a hand holds both ♦A
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const pigletsInPlay = (rules: RuleSet, gameType: GameType, hands: readonly (readonly Card[])[]): Piglets =>
  pigletsWith(rules, gameType, (face) => hands.some((h) => h.filter((c) => c >> 1 === face).length === 2))

/**
 * {@link pigletsInPlay} for hands known by `holdsBoth(face)`: whether one hand holds both cards
 * of a face (card id / 2). The fast path asks its bit sets.
 *
 * @internal
 */
export const pigletsWith = (rules: RuleSet, gameType: GameType, holdsBoth: (face: number) => boolean): Piglets => {
  const table = ruleTable(rules)
  // A Farbsolo (with pigletsInSolo): both aces of the trump suit, no superpiglets.
  if (table.piglets.inSolo && isFarbsolo(gameType)) return holdsBoth(faceIndex([gameType, 'A'])) ? 'piglets' : 'none'
  if (!table.piglets.enabled || gameType !== 'normal') return 'none'
  if (!holdsBoth(FOX_FACE)) return 'none'
  if (!table.piglets.superpiglets) return 'piglets'
  if (!holdsBoth(superpigletFace(rules))) return 'piglets'
  return table.withoutNines ? 'superTens' : 'superNines'
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
export const beats = (order: CardOrder, challenger: Card, current: Card, secondDulleWins: boolean): boolean =>
  takes(order, challenger, order.suitClass[challenger] as number, order.strength[challenger] as number, order.suitClass[current] as number, order.strength[current] as number, secondDulleWins)

/**
 * {@link beats} on what it reads of the two cards: the challenger `c` (its suit class `cc` and
 * strength `cs`) takes the trick from a card of class `wc` and strength `ws`.
 */
const takes = (order: CardOrder, c: Card, cc: number, cs: number, wc: number, ws: number, secondDulleWins: boolean): boolean =>
  cc === TRUMP ? wc !== TRUMP || cs > ws || (secondDulleWins && cs === ws && order.dulleIsTrump && isDulle(c)) : cc === wc && cs > ws

/**
 * Index (0..3, in play order) of the card that wins a complete trick: the cards of `cards`, or
 * the `length` of them from `start` (a window of a list of all cards played).
 *
 * @example
 * ```ts
 * const order = cardOrder('normal')
 * trickWinnerIndex(order, [card('spades', 'A'), card('spades', '9'), card('diamonds', '9'), card('spades', 'A', 1)], false) // 2
 * ```
 * @category Card order
 * @since 0.1.0
 */
export const trickWinnerIndex = (order: CardOrder, cards: ArrayLike<Card>, secondDulleWins: boolean, start = 0, length = cards.length - start): number => {
  const sc = order.suitClass
  const st = order.strength
  // The winning card's class and strength so far, read once.
  let best = 0
  let wc = sc[cards[start] as Card] as number
  let ws = st[cards[start] as Card] as number
  for (let i = 1; i < length; i++) {
    const c = cards[start + i] as Card
    const cc = sc[c] as number
    const cs = st[c] as number
    if (takes(order, c, cc, cs, wc, ws, secondDulleWins)) {
      best = i
      wc = cc
      ws = cs
    }
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
 * The follow-suit rule ({@link playableCards}) for a hand given as bit sets (`lo`: cards 0..23,
 * `hi`: bit `card - 24`) and the led card's suit class (-1 when leading): the legal cards, written
 * into `out.legalLo`/`out.legalHi`. The bit-set states and the fast
 * path both ask it.
 *
 * @internal
 */
export const legalBitsInto = (order: CardOrder, ledClass: number, lo: number, hi: number, out: { legalLo: number; legalHi: number }): void => {
  if (ledClass >= 0) {
    const flo = lo & (order.classMaskLo[ledClass] as number)
    const fhi = hi & (order.classMaskHi[ledClass] as number)
    if ((flo | fhi) !== 0) {
      out.legalLo = flo
      out.legalHi = fhi
      return
    }
  }
  out.legalLo = lo
  out.legalHi = hi
}

/**
 * The cards of `hand` that may be played to a trick whose first card is `led` (undefined when
 * leading): trumps count as one suit.
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
  if (k < 0) return hand
  // A loop, not filter: hands in states are frozen, and V8 (Node 20) reads frozen arrays fast
  // only element by element.
  const sc = order.suitClass
  const out: Card[] = []
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card
    if (sc[c] === k) out.push(c)
  }
  return out
}

/**
 * Whether `card` (held in `hand`) may be played to a trick whose first card is `led`
 * (trumps count as one suit).
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
