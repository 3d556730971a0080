/**
 * What a seat can infer from its view alone: the card order in force, the cards still out, which
 * seat showed a void in which suit class (by failing to follow), the cards known to sit in a
 * given hand (an Armut exchange, an announced Hochzeit's ♣Q), the parties as far as they follow,
 * and who holds the ♣Q as far as known. Bots build it once per decision from the
 * {@link PlayerView}; it never looks at a game state.
 *
 * @module
 */
import { type Card, CLUB_QUEENS, DIAMOND_KINGS } from '../cards/card.js'
import { type CardOrder, orderFor, pigletFace, superpigletFace } from '../game/order.js'
import { secondDulleWins } from '../game/play.js'
import { deckOf } from '../rules/deck.js'
import type { BySeat, Party, Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import { ruleTable } from '../rules/table.js'

/**
 * Everything a seat knows about the card play of a game, derived from its view.
 *
 * Suit classes are those of {@link CardOrder.suitClass}: 0..3 the plain suits (suit index),
 * 4 (`TRUMP`) the trumps.
 *
 * @category Bots
 * @since 0.1.0
 */
export interface Knowledge {
  /** The seat whose view this is. */
  readonly seat: Seat
  /** The card order of the game (with the piglets the seat knows of; none when it cannot know yet). */
  readonly order: CardOrder
  /** Completed tricks. */
  readonly tricksPlayed: number
  /** Whether the second ♥10 beats the first in the trick being played. */
  readonly secondDulleWins: boolean
  /** Per card id: 1 once played (completed tricks and the current trick). */
  readonly played: Readonly<Uint8Array>
  /** Per card id: the seat that played it, or -1. */
  readonly playedBy: Readonly<Int8Array>
  /** Per seat: the cards it has played, in play order (completed tricks and the current trick). */
  readonly playedCards: BySeat<readonly Card[]>
  /** The cards still out: in play, neither played nor in this seat's hand. */
  readonly unseen: readonly Card[]
  /** Per card id: the seat known to hold the unseen card (Armut exchange, announced Hochzeit), or -1. */
  readonly holder: Readonly<Int8Array>
  /** Per seat: how many of its cards are known (`holder`). */
  readonly knownCount: BySeat<number>
  /** `voids[seat * 5 + class]` is 1 when the seat showed it holds no card of that suit class. */
  readonly voids: Readonly<Uint8Array>
  /** Per suit class: how many tricks were led with it (the current trick included). */
  readonly leads: Readonly<Uint8Array>
  /** Each seat's party as far as this seat can infer it (the view's, completed by counting). */
  readonly parties: BySeat<Party | null>
  /** Who holds (or held, once played) each ♣Q as far as known, or null. */
  readonly clubQueens: readonly [Seat | null, Seat | null]
  /** Per seat: how many cards it holds now. */
  readonly handSizes: BySeat<number>
  /** Card points won so far by each party, counting the tricks whose winner's party is known. */
  readonly points: { readonly re: number; readonly kontra: number }
}

/** Suit classes per seat in {@link Knowledge.voids}. */
const CLASSES = 5

/** The seat `i` places after `leader` in play order. */
const seatAt = (leader: Seat, i: number): Seat => ((leader + i) & 3) as Seat

/**
 * The parties as far as they follow: the view's, and where a game has two players on each side
 * (normal, Armut, clarified Hochzeit) and two seats of one party are known, the other two seats
 * are of the other party.
 */
const completeParties = (view: PlayerView): BySeat<Party | null> => {
  const p = [...view.parties] as (Party | null)[]
  const c = view.contract
  // Two against two for certain: an Armut, a Hochzeit with its partner. A game that looks normal
  // may be a silent wedding (one seat with both ♣Q alone against three): two Re seats known
  // (each holds a ♣Q) leave the others Kontra, but two Kontra seats known do not make the others Re.
  const certain = c !== null && (c.kind === 'armut' || (c.kind === 'hochzeit' && c.partner !== null))
  const looksNormal = c !== null && c.kind === 'normal'
  if (certain || looksNormal) {
    for (const party of certain ? (['re', 'kontra'] as const) : (['re'] as const)) {
      if (p.filter((x) => x === party).length === 2) {
        const other = party === 're' ? 'kontra' : 're'
        for (let s = 0; s < 4; s++) if (p[s] === null) p[s] = other
      }
    }
  }
  return [p[0] ?? null, p[1] ?? null, p[2] ?? null, p[3] ?? null]
}

/**
 * Each seat's played cards, in play order (completed tricks, then the current trick): the part
 * of {@link Knowledge} the sampler needs per sampled deal, without the rest of it.
 *
 * @internal
 */
export const playedCardsOf = (view: PlayerView): BySeat<readonly Card[]> => {
  const out: [Card[], Card[], Card[], Card[]] = [[], [], [], []]
  const note = (leader: Seat, cards: readonly Card[]): void => {
    for (let i = 0; i < cards.length; i++) out[seatAt(leader, i)].push(cards[i] as Card)
  }
  for (const t of view.tricks) note(t.leader, t.cards)
  if (view.trick !== null) note(view.trick.leader, view.trick.cards)
  return out
}

/**
 * What the seat of `view` knows about the card play (see {@link Knowledge}). Meaningful once
 * card play has started (`view.gameType` set); before that the order is the normal game's and
 * nothing has been played.
 *
 * @example
 * ```ts
 * const k = knowledgeOf(playerView(game, 2))
 * isVoid(k, 1, TRUMP) // seat 1 showed it has no trumps left
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const knowledgeOf = (view: PlayerView): Knowledge => {
  const order = orderFor(view.rules, view.gameType ?? 'normal', view.piglets ?? 'none')
  const sc = order.suitClass
  const played = new Uint8Array(48)
  const playedBy = new Int8Array(48).fill(-1)
  const voids = new Uint8Array(4 * CLASSES)
  const leads = new Uint8Array(CLASSES)
  const playedCards = playedCardsOf(view)
  const record = (leader: Seat, cards: readonly Card[]): void => {
    const led = cards[0]
    if (led === undefined) return
    const k = sc[led] as number
    leads[k] = (leads[k] as number) + 1
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i] as Card
      const s = seatAt(leader, i)
      played[c] = 1
      playedBy[c] = s
      if (i > 0 && sc[c] !== k) voids[s * CLASSES + k] = 1
    }
  }
  const parties = completeParties(view)
  let re = 0
  let kontra = 0
  for (const t of view.tricks) {
    record(t.leader, t.cards)
    const party = parties[t.winner]
    if (party === 're') re += t.points
    else if (party === 'kontra') kontra += t.points
  }
  if (view.trick !== null) record(view.trick.leader, view.trick.cards)

  const me = view.seat
  const inHand = new Uint8Array(48)
  for (const c of view.hand) inHand[c] = 1
  // A seat with no card of a class in its hand is void there (for its own reckoning).
  for (let k = 0; k < CLASSES; k++) voids[me * CLASSES + k] = 1
  for (const c of view.hand) voids[me * CLASSES + (sc[c] as number)] = 0

  const unseen: Card[] = []
  for (const c of deckOf(view.rules)) if (played[c] === 0 && inHand[c] === 0) unseen.push(c)

  // Cards known to sit in one hand.
  const holder = new Int8Array(48).fill(-1)
  const place = (c: Card, s: Seat): void => {
    if (played[c] === 0 && inHand[c] === 0 && s !== me) holder[c] = s
  }
  const a = view.armut
  if (a !== null && a.acceptor !== null && a.passed !== null) {
    // The passed cards went to the acceptor; the returned ones to the poor player.
    const returned = a.returned ?? []
    for (const c of a.passed) if (!returned.includes(c)) place(c, a.acceptor)
    for (const c of returned) place(c, a.poor)
  }
  const contract = view.contract
  if (contract !== null && contract.kind === 'hochzeit') for (const c of CLUB_QUEENS) place(c, contract.hochzeiter)
  if (contract !== null && contract.kind === 'silentWedding') for (const c of CLUB_QUEENS) place(c, contract.player)
  // A Genscher player held both ♦K (RULES 11.1): the one not yet played is still in that hand.
  if (contract !== null && contract.kind === 'normal' && contract.genscher !== undefined) for (const c of DIAMOND_KINGS) place(c, contract.genscher.seat)
  // The piglets' holders the table knows (RULES 11.6): both ♦A, and both superpiglet cards, in one hand.
  const { piglets: foxHolder, superpiglets: superHolder } = view.pigletHolders
  const face = pigletFace(view.gameType ?? 'normal')
  if (foxHolder !== null && face !== null) {
    place(2 * face, foxHolder)
    place(2 * face + 1, foxHolder)
  }
  if (superHolder !== null) {
    const superFace = superpigletFace(view.rules)
    place(2 * superFace, superHolder)
    place(2 * superFace + 1, superHolder)
  }
  const knownCount = [0, 0, 0, 0]
  for (const c of unseen) {
    const h = holder[c] as number
    if (h >= 0) knownCount[h] = (knownCount[h] as number) + 1
  }
  // A seat known to hold a card of a class is not void in it.
  for (const c of unseen) {
    const h = holder[c] as number
    if (h >= 0) voids[h * CLASSES + (sc[c] as number)] = 0
  }

  const queenOwner = (c: Card): Seat | null => {
    if (inHand[c] === 1) return me
    const p = playedBy[c] as number
    if (p >= 0) return p as Seat
    const h = holder[c] as number
    return h >= 0 ? (h as Seat) : null
  }
  const perHand = ruleTable(view.rules).cardsPerHand
  const tricksPlayed = view.tricks.length
  return {
    seat: me,
    order,
    tricksPlayed,
    secondDulleWins: secondDulleWins(view.rules, tricksPlayed === perHand - 1),
    played,
    playedBy,
    playedCards,
    unseen,
    holder,
    knownCount: [knownCount[0] ?? 0, knownCount[1] ?? 0, knownCount[2] ?? 0, knownCount[3] ?? 0],
    voids,
    leads,
    parties,
    clubQueens: [queenOwner(CLUB_QUEENS[0]), queenOwner(CLUB_QUEENS[1])],
    handSizes: view.handSizes,
    points: { re, kontra }
  }
}

/**
 * Whether `seat` showed (or, for the viewer, holds) no card of a suit class.
 *
 * @category Bots
 * @since 0.1.0
 */
export const isVoid = (k: Knowledge, seat: Seat, suitClass: number): boolean => k.voids[seat * CLASSES + suitClass] === 1

/**
 * Whether another seat may hold an unseen card: it is not known to sit elsewhere and the seat
 * has not shown a void in its class.
 *
 * @category Bots
 * @since 0.1.0
 */
export const mayHold = (k: Knowledge, seat: Seat, c: Card): boolean => {
  if (seat === k.seat || k.played[c] === 1) return false
  const h = k.holder[c] as number
  if (h >= 0) return h === seat
  return k.voids[seat * CLASSES + (k.order.suitClass[c] as number)] === 0
}

/** Cards of an other seat's hand that are not known (its hand size less the known cards). */
const unknownSlots = (k: Knowledge, seat: Seat): number => Math.max(0, k.handSizes[seat] - k.knownCount[seat])

/**
 * The chance that `seat` holds at least one of `count` unseen cards that it may hold and whose
 * place is not known, by drawing its unknown cards at random from the unknown cards of the
 * seats that may hold them (the hypergeometric chance, each other seat equally likely).
 *
 * @category Bots
 * @since 0.1.0
 */
export const chanceOfAny = (k: Knowledge, seat: Seat, count: number, pool: number): number => {
  const h = unknownSlots(k, seat)
  if (count <= 0 || h === 0) return 0
  if (pool <= h) return 1
  let none = 1
  for (let i = 0; i < count; i++) {
    const left = pool - i
    if (left <= h) return 1
    none *= (left - h) / left
  }
  return 1 - none
}

/**
 * The unknown cards of the other seats that might hold a card of `suitClass`: the pool from
 * which {@link chanceOfAny} draws.
 *
 * @category Bots
 * @since 0.1.0
 */
export const poolFor = (k: Knowledge, suitClass: number): number => {
  let pool = 0
  for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) {
    if (s !== k.seat && k.voids[s * CLASSES + suitClass] === 0) pool += unknownSlots(k, s)
  }
  return pool
}

/**
 * The chance that another seat holds no card of a suit class: 1 when it showed a void, 0 when
 * it is known to hold one, else the chance that none of the class's unplaced unseen cards are
 * among its unknown cards.
 *
 * @category Bots
 * @since 0.1.0
 */
export const voidChance = (k: Knowledge, seat: Seat, suitClass: number): number => {
  if (seat === k.seat) return isVoid(k, seat, suitClass) ? 1 : 0
  if (isVoid(k, seat, suitClass)) return 1
  let loose = 0
  for (const c of k.unseen) {
    if (k.order.suitClass[c] !== suitClass) continue
    const h = k.holder[c] as number
    if (h === seat) return 0
    if (h < 0) loose++
  }
  return 1 - chanceOfAny(k, seat, loose, poolFor(k, suitClass))
}

/**
 * The seats that are still to play to the current trick after the viewer, in order.
 *
 * @category Bots
 * @since 0.1.0
 */
export const laterSeats = (k: Knowledge, trickLength: number): readonly Seat[] => {
  const out: Seat[] = []
  for (let i = 1; i < 4 - trickLength; i++) out.push(seatAt(k.seat, i))
  return out
}
