/**
 * The compact form of a card-play state (`clarification`, `play`, `finished`): what the engine
 * keeps beside every such state it makes (`kept.ts`) and what the card-play reducers work on.
 * It is never handed to a caller; the public state is plain data made from it (`publish.ts`).
 *
 * A {@link PlayCore} holds the cards played so far as a bit set (a hand is the hand at the start
 * of play less them), the leader, the count of cards played and the current trick packed into
 * one number, and the completed tricks as a list shared with the earlier states (one number per
 * trick). Everything that changes only with an announcement, the clarification, a Genscher
 * choice or the end of the game is in one {@link PlayContext} shared by the states of a game,
 * with the hands at the start of play and the compiled card order and rule table.
 *
 * The helpers at the end answer for any card-play state: from the compact form when the state
 * is the engine's own, else from its public fields.
 *
 * @module
 */
import { type Card, cardPoints, popcount, withHi, withLo } from '../cards/card.js'
import { deepFreeze } from '../input/plain.js'
import { dealMasks } from './dealInfo.js'
import type { RuleTable } from '../rules/table.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'
import type { PartyAnnouncements } from './announcements.js'
import { awaiting } from './awaiting.js'
import { keptOf } from './kept.js'
import { type CardOrder, type GameType, type Piglets, legalBitsInto } from './order.js'
import type { AnnouncementEvent, Contract, GameSetup, PendingDecision, SeatDeclaration, Trick, TrickTakingFields } from './state.js'

/** The phase of a card-play state. @internal */
export type PlayingPhase = 'clarification' | 'play' | 'finished'

/**
 * What the card-play states of one game share until an announcement, the clarification of a
 * Hochzeit, a Genscher choice or the end of the game: the public fields that change rarely (the
 * same frozen values the public states hold), the choice that is due, the hands as they were
 * when card play began, and the compiled card order and rule table.
 *
 * @internal
 */
export interface PlayContext {
  /** The phase of the states that share this part. */
  readonly phase: PlayingPhase
  readonly setup: GameSetup
  readonly declarations: readonly SeatDeclaration[]
  readonly contract: Contract
  readonly gameType: GameType
  readonly piglets: Piglets
  readonly parties: BySeat<Party | null>
  readonly announcements: ByParty<PartyAnnouncements>
  readonly announcementLog: readonly AnnouncementEvent[]
  readonly deadlineShift: number
  readonly summary: GameSummary | null
  readonly settlement: Settlement | null
  /** The choice due before the next card ({@link choiceOf}), or null. */
  readonly choice: PendingDecision | null
  /** The compiled card order of the game type and piglets under the rules. */
  readonly order: CardOrder
  /** The compiled rule table of the rules. */
  readonly table: RuleTable
  /**
   * Each seat's cards when card play began, as bit sets: seat `s`'s cards 0..23 at `2 s`, its
   * cards 24..47 (bit `card - 24`) at `2 s + 1`. A state's hand is this less the cards played.
   */
  readonly dealt: readonly number[]
}

/** A shared part before {@link newCore} adds the hands at the start of play and the due choice. @internal */
export type ContextParts = Omit<PlayContext, 'dealt' | 'choice'>

/**
 * The choice a card-play state waits for before the next card: the Hochzeiter's choice of
 * clarifying tricks while a Hochzeit is in its clarification without one, the Genscher choice
 * once the first ♦K of a Genscher is played. The one place that decides it. @internal
 */
export const choiceOf = (phase: PlayingPhase, contract: Contract): PendingDecision | null => {
  if (phase === 'clarification') return contract.kind === 'hochzeit' && contract.clarifiedBy === null ? awaiting('chooseClarification', contract.hochzeiter) : null
  if (phase === 'play' && contract.kind === 'normal' && contract.genscher !== undefined && contract.genscher.pending) return awaiting('genscher', contract.genscher.seat)
  return null
}

/**
 * A completed trick in a game's list of tricks (newest first, each node pointing to the trick
 * before): shared by every later state of the game. Its cards, leader and winner are one number.
 *
 * @internal
 */
export class TrickNode {
  constructor(
    /** The four cards in play order, six bits each (card `i` at bit `6 i`), the leader at bit 24, the winner at bit 26. */
    readonly packed: number,
    /** The trick before, or null for the first. */
    readonly prev: TrickNode | null
  ) {}
  /** Who led. */
  get leader(): Seat {
    return ((this.packed >> 24) & 3) as Seat
  }
  /** Who won. */
  get winner(): Seat {
    return ((this.packed >> 26) & 3) as Seat
  }
}

/** The `i`-th card (0-based) of a packed trick. @internal */
export const cardAt = (packed: number, i: number): Card => (packed >> (6 * i)) & 63

/** The public value of a completed trick, new and frozen. @internal */
export const trickValue = (n: TrickNode): Trick => {
  const c = n.packed
  return Object.freeze({ leader: n.leader, cards: Object.freeze([c & 63, (c >> 6) & 63, (c >> 12) & 63, (c >> 18) & 63]), winner: n.winner, points: trickPoints(c) })
}

/** @internal Whether bit `card` is set in the pair of 24-bit halves (`lo`: cards 0..23, `hi`: 24..47). */
export const inMask = (lo: number, hi: number, card: Card): boolean => (card < 24 ? (lo >> card) & 1 : (hi >> (card - 24)) & 1) === 1

/**
 * Writes `as[card]` for each card of the bit set (`lo`: cards 0..23, `hi`: 24..47) into `out`
 * from index `at` (default: appended), in card order. @internal
 */
export const eachCard = <T>(lo: number, hi: number, as: readonly T[], out: T[], at: number = out.length): void => {
  let i = at
  while (lo !== 0) {
    const bit = lo & -lo
    out[i++] = as[31 - Math.clz32(bit)] as T
    lo ^= bit
  }
  while (hi !== 0) {
    const bit = hi & -hi
    out[i++] = as[55 - Math.clz32(bit)] as T
    hi ^= bit
  }
}

/** The cards of a bit set (`lo`: cards 0..23, `hi`: 24..47) in card order, as a new list of exactly their number. @internal */
export const cardList = (lo: number, hi: number): Card[] => {
  const out = new Array<Card>(popcount(lo) + popcount(hi))
  let i = 0
  for (; lo !== 0; lo &= lo - 1) out[i++] = 31 - Math.clz32(lo & -lo)
  for (; hi !== 0; hi &= hi - 1) out[i++] = 55 - Math.clz32(hi & -hi)
  return out
}


/** Cards (at most four) packed six bits each, in order. */
const pack = (cards: readonly Card[]): number => {
  let packed = 0
  for (let i = 0; i < cards.length; i++) packed |= (cards[i] as Card) << (6 * i)
  return packed
}

/** Bits of {@link PlayCore}'s `meta`: the leader (2), the cards played (6), the current trick's cards (3 x 6). */
const PLAYED_SHIFT = 2
const TRICK_SHIFT = 8

/**
 * The compact form of a card-play state: the shared part, one number for the leader, the count
 * of cards played and the current trick, the list of completed tricks, and the cards played as a
 * bit set. Made only by this module's functions; never changed, never handed out.
 *
 * @internal
 */
export class PlayCore {
  constructor(
    readonly ctx: PlayContext,
    /** Who led the current trick (2 bits), the cards played in the game (6 bits, from bit 2), the current trick's cards (six bits each in play order, from bit 8). */
    readonly meta: number,
    /** The completed tricks, newest first. */
    readonly past: TrickNode | null,
    /** The cards played so far (in tricks and the current trick): cards 0..23. */
    readonly outLo: number,
    /** The cards played so far: cards 24..47 (bit `card - 24`). */
    readonly outHi: number
  ) {}
}

/** The compact form of a card-play state the engine made, or null (another phase, or a value it did not make). @internal */
export const playCoreOf = (g: unknown): PlayCore | null => {
  const k = keptOf(g)
  return k instanceof PlayCore ? k : null
}

/** The seat to play next. @internal */
export const turnOf = (c: PlayCore): Seat => ((c.meta + (c.meta >> PLAYED_SHIFT)) & 3) as Seat
/** Who led the current trick. @internal */
export const leaderOf = (c: PlayCore): Seat => (c.meta & 3) as Seat
/** A seat's hand as bits of cards 0..23. @internal */
export const handLo = (c: PlayCore, seat: Seat): number => (c.ctx.dealt[2 * seat] as number) & ~c.outLo
/** A seat's hand as bits of cards 24..47 (bit `card - 24`). @internal */
export const handHi = (c: PlayCore, seat: Seat): number => (c.ctx.dealt[2 * seat + 1] as number) & ~c.outHi
/** How many cards a seat holds. @internal */
export const handSizeOf = (c: PlayCore, seat: Seat): number => popcount(handLo(c, seat)) + popcount(handHi(c, seat))
/** The number of cards played in the game so far (completed tricks times four, and the current trick's). @internal */
export const playedCount = (c: PlayCore): number => (c.meta >> PLAYED_SHIFT) & 63
/** The current trick's cards, packed six bits each in play order. @internal */
export const packedTrick = (c: PlayCore): number => c.meta >> TRICK_SHIFT

/**
 * The legal cards of the seat to play (the follow-suit rule, {@link legalBitsInto}), written into
 * `out.legalLo`/`out.legalHi`. @internal
 */
export const legalBitsOf = (c: PlayCore, out: { legalLo: number; legalHi: number }): void => {
  const order = c.ctx.order
  const m = c.meta
  const seat = ((m + (m >> PLAYED_SHIFT)) & 3) as Seat
  const led = ((m >> PLAYED_SHIFT) & 3) === 0 ? -1 : (order.suitClass[(m >> TRICK_SHIFT) & 63] as number)
  legalBitsInto(order, led, handLo(c, seat), handHi(c, seat), out)
}

/**
 * The state after the seat to play puts `card` (from its hand) into a trick that it does not
 * complete; the next seat plays. @internal
 */
export const placeCard = (c: PlayCore, card: Card, ctx: PlayContext): PlayCore => {
  const m = c.meta
  const inTrick = (m >> PLAYED_SHIFT) & 3
  return new PlayCore(ctx, (m + (1 << PLAYED_SHIFT)) | (card << (TRICK_SHIFT + 6 * inTrick)), c.past, withLo(c.outLo, card), withHi(c.outHi, card))
}

/**
 * The state after the seat to play completes the trick with `card`: the trick (won by `winner`)
 * joins the list and the winner leads. @internal
 */
export const closeTrick = (c: PlayCore, card: Card, winner: Seat, ctx: PlayContext): PlayCore => {
  const m = c.meta
  const trick = (m >> TRICK_SHIFT) | (card << 18) | ((m & 3) << 24) | (winner << 26)
  return new PlayCore(ctx, winner | ((((m >> PLAYED_SHIFT) & 63) + 1) << PLAYED_SHIFT), new TrickNode(trick, c.past), withLo(c.outLo, card), withHi(c.outHi, card))
}

/** The same cards with another shared part (and so perhaps another phase). @internal */
export const withContext = (c: PlayCore, ctx: PlayContext): PlayCore => new PlayCore(ctx, c.meta, c.past, c.outLo, c.outHi)

/**
 * The compact form of a card-play state from its parts (the start of play, a state the bots'
 * sampler builds, a hand-built state): `hands`, `trick` and `tricks` are read into bit sets and
 * the packed trick list, and the shared part is completed (the hands when play began, the due
 * choice) and frozen ({@link frozenContext}). @internal
 */
export const newCore = (parts: ContextParts, hands: BySeat<readonly Card[]>, leader: Seat, trick: readonly Card[], tricks: readonly Trick[]): PlayCore => {
  // The hands when play began: the hands now and the cards each seat has played (at the start
  // of play, the hands' own bit sets, shared).
  const now = dealMasks(hands)
  const dealt = tricks.length === 0 && trick.length === 0 ? now : now.slice()
  let outLo = 0
  let outHi = 0
  const played = (seat: number, c: Card): void => {
    const into = dealt as number[]
    into[2 * seat] = withLo(into[2 * seat] as number, c)
    into[2 * seat + 1] = withHi(into[2 * seat + 1] as number, c)
    outLo = withLo(outLo, c)
    outHi = withHi(outHi, c)
  }
  let past: TrickNode | null = null
  for (const t of tricks) {
    for (let i = 0; i < 4; i++) played((t.leader + i) & 3, t.cards[i] as Card)
    past = new TrickNode(pack(t.cards) | (t.leader << 24) | (t.winner << 26), past)
  }
  for (let i = 0; i < trick.length; i++) played((leader + i) & 3, trick[i] as Card)
  // Every field written out in the order of `changedContext`'s: one shape for every shared part.
  const ctx = frozenContext({
    phase: parts.phase,
    setup: deepFreeze(parts.setup),
    declarations: parts.declarations,
    contract: parts.contract,
    gameType: parts.gameType,
    piglets: parts.piglets,
    parties: parts.parties,
    announcements: parts.announcements,
    announcementLog: parts.announcementLog,
    deadlineShift: parts.deadlineShift,
    summary: parts.summary,
    settlement: parts.settlement,
    choice: choiceOf(parts.phase, parts.contract),
    order: parts.order,
    table: parts.table,
    // Not frozen: no caller ever gets this list, and Node 20 reads a frozen list's elements
    // several times slower (every hand of every state is read through it).
    dealt
  })
  return new PlayCore(ctx, leader | ((4 * tricks.length + trick.length) << PLAYED_SHIFT) | (pack(trick) << TRICK_SHIFT), past, outLo, outHi)
}

/**
 * Freezes a shared part's public data deeply (the compiled order and table are frozen already;
 * `dealt` stays the engine's own ordinary list) and returns the part. @internal
 */
export const frozenContext = (ctx: PlayContext): PlayContext => {
  deepFreeze(ctx.declarations)
  deepFreeze(ctx.contract)
  deepFreeze(ctx.piglets)
  deepFreeze(ctx.parties)
  deepFreeze(ctx.announcements)
  deepFreeze(ctx.announcementLog)
  deepFreeze(ctx.summary)
  deepFreeze(ctx.settlement)
  return ctx
}

/**
 * The shared part with some fields changed (the changed ones frozen deeply, as
 * {@link frozenContext} does; the others are the part's own, frozen already) and the due choice
 * made anew: every field written out (this is on the path of every announcement and of the last
 * card). A field given as undefined keeps its value. @internal
 */
export const changedContext = (ctx: PlayContext, change: Partial<Omit<PlayContext, 'setup' | 'dealt' | 'order' | 'table' | 'choice'>>): PlayContext => {
  const phase = change.phase ?? ctx.phase
  const contract = change.contract == null ? ctx.contract : deepFreeze(change.contract)
  return {
    phase,
    setup: ctx.setup,
    declarations: ctx.declarations,
    contract,
    gameType: ctx.gameType,
    piglets: ctx.piglets,
    parties: change.parties == null ? ctx.parties : deepFreeze(change.parties),
    announcements: change.announcements == null ? ctx.announcements : deepFreeze(change.announcements),
    announcementLog: change.announcementLog == null ? ctx.announcementLog : deepFreeze(change.announcementLog),
    deadlineShift: change.deadlineShift ?? ctx.deadlineShift,
    summary: change.summary !== undefined ? deepFreeze(change.summary) : ctx.summary,
    settlement: change.settlement !== undefined ? deepFreeze(change.settlement) : ctx.settlement,
    choice: phase === ctx.phase && contract === ctx.contract ? ctx.choice : choiceOf(phase, contract),
    order: ctx.order,
    table: ctx.table,
    dealt: ctx.dealt
  }
}

/** The card points of a packed complete trick. @internal */
export const trickPoints = (packed: number): number =>
  cardPoints(packed & 63) + cardPoints((packed >> 6) & 63) + cardPoints((packed >> 12) & 63) + cardPoints((packed >> 18) & 63)

/**
 * The completed tricks of a compact state as flat lists: trick `t`'s leader and winner at `t`,
 * its cards at `4 t .. 4 t + 3`; returns their number. @internal
 */
export const tricksInto = (c: PlayCore, cards: Uint8Array, leaders: Uint8Array, winners: Uint8Array): number => {
  const count = playedCount(c) >> 2
  let t = count
  for (let n = c.past; n !== null; n = n.prev) {
    t--
    leaders[t] = n.leader
    winners[t] = n.winner
    for (let i = 0; i < 4; i++) cards[4 * t + i] = cardAt(n.packed, i)
  }
  return count
}

// ---------------------------------------------------------------------------------------------
// For any card-play state: the compact form when the engine made it, else the public fields.

/** Whether `seat` holds `card`. @internal */
export const holdsCard = (g: TrickTakingFields, seat: Seat, card: Card): boolean => {
  const c = playCoreOf(g)
  return c !== null ? inMask(handLo(c, seat), handHi(c, seat), card) : g.hands[seat].includes(card)
}

/** How many cards each seat holds, as a new list. @internal */
export const handSizesOf = (g: TrickTakingFields): BySeat<number> => {
  const c = playCoreOf(g)
  return c !== null
    ? [handSizeOf(c, 0), handSizeOf(c, 1), handSizeOf(c, 2), handSizeOf(c, 3)]
    : [g.hands[0].length, g.hands[1].length, g.hands[2].length, g.hands[3].length]
}

/** A seat's cards, as a new list in the hand's order (card order for the engine's states). @internal */
export const handCopy = (g: TrickTakingFields, seat: Seat): Card[] => {
  const c = playCoreOf(g)
  return c !== null ? cardList(handLo(c, seat), handHi(c, seat)) : [...g.hands[seat]]
}

/** Whether one hand holds both cards of a face (card id / 2). @internal */
export const oneHandHoldsBoth = (g: Pick<TrickTakingFields, 'hands'>, face: number): boolean => {
  const c = playCoreOf(g)
  if (c === null) return g.hands.some((h) => h.includes(2 * face) && h.includes(2 * face + 1))
  for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) {
    if (inMask(handLo(c, s), handHi(c, s), 2 * face) && inMask(handLo(c, s), handHi(c, s), 2 * face + 1)) return true
  }
  return false
}

/** Who played each card so far (the seat, or -1) into `out`. @internal */
export const playedByInto = (g: TrickTakingFields, out: Int8Array): Int8Array => {
  out.fill(-1)
  const c = playCoreOf(g)
  if (c === null) {
    for (const t of g.tricks) for (let i = 0; i < t.cards.length; i++) out[t.cards[i] as Card] = (t.leader + i) & 3
    for (let i = 0; i < g.trick.length; i++) out[g.trick[i] as Card] = (g.leader + i) & 3
    return out
  }
  for (let n = c.past; n !== null; n = n.prev) {
    for (let i = 0; i < 4; i++) out[cardAt(n.packed, i)] = (n.leader + i) & 3
  }
  const packed = packedTrick(c)
  const leader = leaderOf(c)
  for (let i = 0; i < (playedCount(c) & 3); i++) out[cardAt(packed, i)] = (leader + i) & 3
  return out
}

/**
 * The completed tricks as a new list (of the state's frozen tricks). A spread: Node 20 copies a
 * frozen list with `slice` many times slower. @internal
 */
export const tricksCopy = (g: TrickTakingFields): Trick[] => [...g.tricks]

/** The current trick's cards as a new list. @internal */
export const trickCopy = (g: TrickTakingFields): Card[] => {
  const c = playCoreOf(g)
  if (c === null) return [...g.trick]
  const out = new Array<Card>(playedCount(c) & 3)
  const packed = packedTrick(c)
  for (let i = 0; i < out.length; i++) out[i] = cardAt(packed, i)
  return out
}
