/**
 * How the card-play states (`clarification`, `play`, `finished`) are held: one small immutable
 * object per state (six fields), with the cards played so far as a bit set (a hand is the hand at
 * the start of play less them), the leader, the count of cards played and the current trick
 * packed into one number, the completed tricks as a list shared with earlier states (one number
 * per trick), and everything that changes only with an announcement, the clarification, a
 * Genscher choice or the end of the game in one shared {@link PlayContext} (which also carries
 * the hands at the start of play and the compiled card order and rule table). Playing a card
 * allocates one such object (and one list node per completed trick).
 *
 * The public fields of {@link PlayState} and its siblings (`hands`, `trick`, `tricks`, ...) are
 * read-only getters; the arrays and objects they return are made when first asked for, frozen,
 * and kept with the state. `JSON.stringify` gives the plain shape (see `toJSON`). The state's own
 * data is in private fields: nothing outside this module can change it, so a state needs no
 * freezing of its parts.
 *
 * @module
 */
import { type Card, cardPoints, popcount, withHi, withLo } from '../cards/card.js'
import { deepFreeze } from '../input/plain.js'
import { dealMasks, dealPacked } from './dealInfo.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { RuleTable } from '../rules/table.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'
import type { PartyAnnouncements } from './announcements.js'
import { type CardOrder, type GameType, type Piglets, legalBitsInto } from './order.js'
import type { AnnouncementEvent, Contract, GameSetup, PlayingGame, SeatDeclaration, Trick, TrickTakingFields } from './state.js'

/**
 * What the card-play states of one game share until an announcement, the clarification of a
 * Hochzeit, a Genscher choice or the end of the game: the public fields that change rarely, the
 * hands as they were when card play began, and the compiled card order and rule table. Deeply
 * frozen.
 *
 * @internal
 */
export interface PlayContext {
  /** The phase of the states that share this part. */
  readonly phase: PlayingPhase
  /** The setup, compact ({@link SetupCell}: its public value is made when first read). */
  readonly setup: SetupCell
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

/** A shared part before {@link newPlaying} adds the hands at the start of play and packs the setup. @internal */
export type ContextParts = Omit<PlayContext, 'dealt' | 'setup'> & { readonly setup: GameSetup }

/**
 * The setup of a game in card play, held compact: its rules, dealer and Pflichtsolo fields, and
 * the deal packed four cards to a number (hand `s`'s cards `4 k .. 4 k + 3` in the dealt order
 * at index `3 s + k`, six bits each). The public {@link GameSetup} is made on first read, frozen
 * and kept (so every later state of the game shows the same value); until then a state holds
 * no list of the deal.
 *
 * @internal
 */
export class SetupCell {
  readonly rules: GameSetup['rules']
  readonly dealer: GameSetup['dealer']
  readonly #owed: GameSetup['compulsorySoloOwed']
  readonly #forced: GameSetup['forcedSoloist']
  readonly #packed: readonly number[]
  /** Cards per hand. */
  readonly #size: number
  #value: GameSetup | null = null

  constructor(setup: GameSetup) {
    this.rules = setup.rules
    this.dealer = setup.dealer
    this.#owed = setup.compulsorySoloOwed
    this.#forced = setup.forcedSoloist
    this.#size = setup.deal[0].length
    this.#packed = dealPacked(setup.deal)
    Object.freeze(this)
  }

  /** The setup as the public value (made once, deeply frozen). */
  get value(): GameSetup {
    if (this.#value === null) {
      const deal: Card[][] = []
      for (let s = 0; s < 4; s++) {
        const hand: Card[] = []
        for (let i = 0; i < this.#size; i++) hand.push(((this.#packed[3 * s + (i >> 2)] as number) >> (6 * (i & 3))) & 63)
        deal.push(Object.freeze(hand) as Card[])
      }
      this.#value = Object.freeze({
        rules: this.rules,
        dealer: this.dealer,
        deal: Object.freeze(deal) as unknown as BySeat<readonly Card[]>,
        compulsorySoloOwed: this.#owed,
        forcedSoloist: this.#forced
      })
    }
    return this.#value
  }
}

/** The phase of a card-play state. @internal */
export type PlayingPhase = 'clarification' | 'play' | 'finished'

/**
 * A completed trick in a game's list of tricks (newest first, each node pointing to the trick
 * before): shared by every later state of the game. Its cards, leader and winner are one number.
 *
 * @internal
 */
export class TrickNode {
  /** The public value of the trick, made when first asked for. */
  trick: Trick | null = null
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
  /** Card points in the trick. */
  get points(): number {
    return trickPoints(this.packed)
  }
}

/** The `i`-th card (0-based) of a packed trick. @internal */
export const cardAt = (packed: number, i: number): Card => (packed >> (6 * i)) & 63

/** The public value of a trick node (made once per node). */
const trickOf = (n: TrickNode): Trick => {
  if (n.trick === null) {
    const c = n.packed
    n.trick = Object.freeze({ leader: n.leader, cards: Object.freeze([c & 63, (c >> 6) & 63, (c >> 12) & 63, (c >> 18) & 63]), winner: n.winner, points: n.points })
  }
  return n.trick
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
  eachCard(lo, hi, CARD_IDS, out, 0)
  return out
}

/** Each card id as itself, for {@link eachCard} (not frozen: this module's own, and read in hot loops). */
const CARD_IDS: readonly Card[] = Array.from({ length: 48 }, (_, c) => c)


/** The cards of a bit set, in card order, frozen. */
const cardsOf = (lo: number, hi: number): readonly Card[] => Object.freeze(cardList(lo, hi))


/** Cards (at most four) packed six bits each, in order. */
const pack = (cards: readonly Card[]): number => {
  let packed = 0
  for (let i = 0; i < cards.length; i++) packed |= (cards[i] as Card) << (6 * i)
  return packed
}

/** Whether a value is a card-play state of this library. @internal */
export let isPlaying: (u: unknown) => u is Playing
/** The shared part of a card-play state. @internal */
export let contextOf: (g: Playing) => PlayContext
/** A seat's hand as bits of cards 0..23. @internal */
export let handLo: (g: Playing, seat: Seat) => number
/** A seat's hand as bits of cards 24..47 (bit `card - 24`). @internal */
export let handHi: (g: Playing, seat: Seat) => number
/** How many cards a seat holds. @internal */
export let handSizeOf: (g: Playing, seat: Seat) => number
/**
 * The legal cards of the seat to play (the follow-suit rule, {@link legalBitsInto}), written into
 * `out.legalLo`/`out.legalHi`. @internal
 */
export let legalBitsOf: (g: Playing, out: { legalLo: number; legalHi: number }) => void
/** The number of cards played in the game so far (completed tricks times four, and the current trick's). @internal */
export let playedCount: (g: Playing) => number
/** The current trick's cards, packed six bits each in play order. @internal */
export let packedTrick: (g: Playing) => number
/** The completed tricks, newest first. @internal */
export let lastTrick: (g: Playing) => TrickNode | null
/**
 * The state after `seat` (the seat to play) puts `card` (from its hand) into a trick that it
 * does not complete; the next seat plays. @internal
 */
export let placeCard: (g: Playing, card: Card, ctx: PlayContext) => Playing
/**
 * The state after the seat to play completes the trick with `card`: the trick (won by `winner`)
 * joins the list and the winner leads. @internal
 */
export let closeTrick: (g: Playing, card: Card, winner: Seat, ctx: PlayContext) => Playing
/** The same cards with another shared part (and so perhaps another phase). @internal */
export let withContext: (g: Playing, ctx: PlayContext) => Playing
/**
 * A card-play state from its parts (the start of play, or a state the bots' sampler builds):
 * `hands`, `trick` and `tricks` are read into the state's own representation, and the shared
 * part is completed (the hands when play began) and frozen ({@link frozenContext}). @internal
 */
export let newPlaying: (parts: ContextParts, hands: BySeat<readonly Card[]>, leader: Seat, trick: readonly Card[], tricks: readonly Trick[]) => Playing

/** The public values of a state's cards, made when first asked for. */
interface Lazy {
  hands: BySeat<readonly Card[]> | null
  trick: readonly Card[] | null
  tricks: readonly Trick[] | null
}

/** Bits of {@link Playing}'s `#meta`: the leader (2), the cards played (6), the current trick's cards (3 x 6). */
const PLAYED_SHIFT = 2
const TRICK_SHIFT = 8

/**
 * A card-play state. Its fields are those of {@link PlayState} (getters); the data behind them is
 * private: the shared part, one number for the leader, the count of cards played and the current
 * trick, the list of completed tricks, and the cards played as a bit set (a hand is the shared
 * part's hand at the start of play less them). Built only by this module's functions.
 *
 * @internal
 */
export class Playing {
  readonly #ctx: PlayContext
  /** Who led the current trick (2 bits), the cards played in the game (6 bits, from bit 2), the current trick's cards (six bits each in play order, from bit 8). */
  readonly #meta: number
  readonly #past: TrickNode | null
  /** The cards played so far (in tricks and the current trick): cards 0..23. */
  readonly #outLo: number
  /** The cards played so far: cards 24..47 (bit `card - 24`). */
  readonly #outHi: number
  #lazy: Lazy | null = null

  private constructor(ctx: PlayContext, meta: number, past: TrickNode | null, outLo: number, outHi: number) {
    this.#ctx = ctx
    this.#meta = meta
    this.#past = past
    this.#outLo = outLo
    this.#outHi = outHi
    // No property can be added, or a getter shadowed (the cache stays writable to this class).
    Object.freeze(this)
  }

  /** The phase tag. */
  get phase(): PlayingPhase {
    return this.#ctx.phase
  }
  /** Rules, dealer, deal and match context. */
  get setup(): GameSetup {
    return this.#ctx.setup.value
  }
  /** The declarations of the reservation round. */
  get declarations(): readonly SeatDeclaration[] {
    return this.#ctx.declarations
  }
  /** The game being played. */
  get contract(): Contract {
    return this.#ctx.contract
  }
  /** The game type that fixes the card order. */
  get gameType(): GameType {
    return this.#ctx.gameType
  }
  /** Schweinchen in this game. */
  get piglets(): Piglets {
    return this.#ctx.piglets
  }
  /** Each seat's party. */
  get parties(): BySeat<Party | null> {
    return this.#ctx.parties
  }
  /** What each party has announced. */
  get announcements(): ByParty<PartyAnnouncements> {
    return this.#ctx.announcements
  }
  /** Every announcement in order. */
  get announcementLog(): readonly AnnouncementEvent[] {
    return this.#ctx.announcementLog
  }
  /** Cards by which every announcement deadline is lowered. */
  get deadlineShift(): number {
    return this.#ctx.deadlineShift
  }
  /** The summary once the game is over, else null. */
  get summary(): GameSummary | null {
    return this.#ctx.summary
  }
  /** The settlement once the game is over, else null. */
  get settlement(): Settlement | null {
    return this.#ctx.settlement
  }
  /** The seat to play next. */
  get turn(): Seat {
    const m = this.#meta
    return ((m + (m >> PLAYED_SHIFT)) & 3) as Seat
  }
  /** Who led the current trick. */
  get leader(): Seat {
    return (this.#meta & 3) as Seat
  }
  /** The public values of the cards, made when first asked for. */
  #made(): Lazy {
    if (this.#lazy === null) this.#lazy = { hands: null, trick: null, tricks: null }
    return this.#lazy
  }
  /** The current hands, each in card order. */
  get hands(): BySeat<readonly Card[]> {
    const made = this.#made()
    if (made.hands === null) {
      const d = this.#ctx.dealt
      const lo = ~this.#outLo
      const hi = ~this.#outHi
      made.hands = Object.freeze([
        cardsOf((d[0] as number) & lo, (d[1] as number) & hi),
        cardsOf((d[2] as number) & lo, (d[3] as number) & hi),
        cardsOf((d[4] as number) & lo, (d[5] as number) & hi),
        cardsOf((d[6] as number) & lo, (d[7] as number) & hi)
      ] as const)
    }
    return made.hands
  }
  /** The cards of the current trick, in play order. */
  get trick(): readonly Card[] {
    const made = this.#made()
    if (made.trick === null) made.trick = Object.freeze(trickCopy(this))
    return made.trick
  }
  /** The completed tricks, in order. */
  get tricks(): readonly Trick[] {
    const made = this.#made()
    if (made.tricks === null) made.tricks = Object.freeze(tricksCopy(this))
    return made.tricks
  }

  /** The plain state, as `JSON.stringify` writes it: every public field. */
  toJSON(): Record<string, unknown> {
    return {
      phase: this.phase,
      setup: this.setup,
      declarations: this.declarations,
      contract: this.contract,
      gameType: this.gameType,
      piglets: this.piglets,
      hands: this.hands,
      turn: this.turn,
      leader: this.leader,
      trick: this.trick,
      tricks: this.tricks,
      parties: this.parties,
      announcements: this.announcements,
      announcementLog: this.announcementLog,
      deadlineShift: this.deadlineShift,
      summary: this.summary,
      settlement: this.settlement
    }
  }

  /** For Node's `util.inspect` (and so `console.log`): the plain state. */
  [Symbol.for('nodejs.util.inspect.custom')](): Record<string, unknown> {
    return this.toJSON()
  }

  static {
    isPlaying = (u: unknown): u is Playing => typeof u === 'object' && u !== null && #ctx in u
    contextOf = (g) => g.#ctx
    handLo = (g, seat) => (g.#ctx.dealt[2 * seat] as number) & ~g.#outLo
    handHi = (g, seat) => (g.#ctx.dealt[2 * seat + 1] as number) & ~g.#outHi
    handSizeOf = (g, seat) => popcount((g.#ctx.dealt[2 * seat] as number) & ~g.#outLo) + popcount((g.#ctx.dealt[2 * seat + 1] as number) & ~g.#outHi)
    legalBitsOf = (g, out) => {
      const ctx = g.#ctx
      const m = g.#meta
      const seat = (m + (m >> PLAYED_SHIFT)) & 3
      const order = ctx.order
      const led = ((m >> PLAYED_SHIFT) & 3) === 0 ? -1 : (order.suitClass[(m >> TRICK_SHIFT) & 63] as number)
      legalBitsInto(order, led, (ctx.dealt[2 * seat] as number) & ~g.#outLo, (ctx.dealt[2 * seat + 1] as number) & ~g.#outHi, out)
    }
    playedCount = (g) => (g.#meta >> PLAYED_SHIFT) & 63
    packedTrick = (g) => g.#meta >> TRICK_SHIFT
    lastTrick = (g) => g.#past
    placeCard = (g, card, ctx) => {
      const m = g.#meta
      const inTrick = (m >> PLAYED_SHIFT) & 3
      return new Playing(
        ctx,
        (m + (1 << PLAYED_SHIFT)) | (card << (TRICK_SHIFT + 6 * inTrick)),
        g.#past,
        withLo(g.#outLo, card),
        withHi(g.#outHi, card)
      )
    }
    closeTrick = (g, card, winner, ctx) => {
      const m = g.#meta
      const trick = (m >> TRICK_SHIFT) | (card << 18) | ((m & 3) << 24) | (winner << 26)
      return new Playing(
        ctx,
        winner | ((((m >> PLAYED_SHIFT) & 63) + 1) << PLAYED_SHIFT),
        new TrickNode(trick, g.#past),
        withLo(g.#outLo, card),
        withHi(g.#outHi, card)
      )
    }
    withContext = (g, ctx) => new Playing(ctx, g.#meta, g.#past, g.#outLo, g.#outHi)
    newPlaying = (parts, hands, leader, trick, tricks) => {
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
      const ctx = frozenContext({
        phase: parts.phase,
        setup: new SetupCell(deepFreeze(parts.setup)),
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
        order: parts.order,
        table: parts.table,
        // Not frozen: no caller ever gets this list, and Node 20 reads a frozen list's elements
        // several times slower (every hand of every state is read through it).
        dealt
      })
      return new Playing(ctx, leader | ((4 * tricks.length + trick.length) << PLAYED_SHIFT) | (pack(trick) << TRICK_SHIFT), past, outLo, outHi)
    }
  }
}

/**
 * Freezes a shared part (its data deeply; the compiled order and table are frozen already) and
 * returns it. @internal
 */
export const frozenContext = (ctx: PlayContext): PlayContext => {
  deepFreeze(ctx.declarations)
  deepFreeze(ctx.contract)
  deepFreeze(ctx.parties)
  deepFreeze(ctx.announcements)
  deepFreeze(ctx.announcementLog)
  deepFreeze(ctx.summary)
  deepFreeze(ctx.settlement)
  return Object.freeze(ctx)
}

/**
 * The shared part with some fields changed, frozen (the changed fields deeply, as
 * {@link frozenContext} does; the others are the frozen part's own): every field written out (a
 * spread of a frozen object is copied property by property, and this is on the path of every
 * announcement and of the last card). A field given as undefined keeps its value. @internal
 */
export const changedContext = (ctx: PlayContext, change: Partial<Omit<PlayContext, 'setup' | 'dealt' | 'order' | 'table'>>): PlayContext =>
  // The fields taken from `ctx` are frozen already (it is a frozen part): only the changed ones
  // are frozen here.
  Object.freeze({
    phase: change.phase ?? ctx.phase,
    setup: ctx.setup,
    declarations: ctx.declarations,
    contract: change.contract == null ? ctx.contract : deepFreeze(change.contract),
    gameType: ctx.gameType,
    piglets: ctx.piglets,
    parties: change.parties == null ? ctx.parties : deepFreeze(change.parties),
    announcements: change.announcements == null ? ctx.announcements : deepFreeze(change.announcements),
    announcementLog: change.announcementLog == null ? ctx.announcementLog : deepFreeze(change.announcementLog),
    deadlineShift: change.deadlineShift ?? ctx.deadlineShift,
    summary: change.summary !== undefined ? deepFreeze(change.summary) : ctx.summary,
    settlement: change.settlement !== undefined ? deepFreeze(change.settlement) : ctx.settlement,
    order: ctx.order,
    table: ctx.table,
    dealt: ctx.dealt
  })

/** Whether `seat` holds `card`, for any card-play state (its bit sets when it is one of this module's). @internal */
export const holdsCard = (g: TrickTakingFields, seat: Seat, card: Card): boolean =>
  isPlaying(g) ? inMask(handLo(g, seat), handHi(g, seat), card) : g.hands[seat].includes(card)

/** How many cards each seat holds, as a new list. @internal */
export const handSizesOf = (g: TrickTakingFields): BySeat<number> =>
  isPlaying(g)
    ? [handSizeOf(g, 0), handSizeOf(g, 1), handSizeOf(g, 2), handSizeOf(g, 3)]
    : [g.hands[0].length, g.hands[1].length, g.hands[2].length, g.hands[3].length]

/** A seat's cards, as a new list in the hand's order (card order for this module's states). @internal */
export const handCopy = (g: TrickTakingFields, seat: Seat): Card[] => {
  if (!isPlaying(g)) return g.hands[seat].slice()
  return cardList(handLo(g, seat), handHi(g, seat))
}

/** The rule set of a card-play state (a library state's is read without making its public setup). @internal */
export const rulesOf = (g: Pick<TrickTakingFields, 'setup'>): RuleSet => (isPlaying(g) ? contextOf(g).setup.rules : g.setup.rules)

/** Whether one hand holds both cards of a face (card id / 2); a library state's bit sets are asked. @internal */
export const oneHandHoldsBoth = (g: Pick<TrickTakingFields, 'hands'>, face: number): boolean => {
  if (!isPlaying(g)) return g.hands.some((h) => h.includes(2 * face) && h.includes(2 * face + 1))
  for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) {
    if (inMask(handLo(g, s), handHi(g, s), 2 * face) && inMask(handLo(g, s), handHi(g, s), 2 * face + 1)) return true
  }
  return false
}

/**
 * Who played each card so far (the seat, or -1) into `out`, for any card-play state (a library
 * state's trick list and packed trick are read, not its frozen public lists). @internal
 */
export const playedByInto = (g: TrickTakingFields, out: Int8Array): Int8Array => {
  out.fill(-1)
  if (!isPlaying(g)) {
    for (const t of g.tricks) for (let i = 0; i < t.cards.length; i++) out[t.cards[i] as Card] = (t.leader + i) & 3
    for (let i = 0; i < g.trick.length; i++) out[g.trick[i] as Card] = (g.leader + i) & 3
    return out
  }
  for (let n = lastTrick(g); n !== null; n = n.prev) {
    for (let i = 0; i < 4; i++) out[cardAt(n.packed, i)] = (n.leader + i) & 3
  }
  const packed = packedTrick(g)
  for (let i = 0; i < (playedCount(g) & 3); i++) out[cardAt(packed, i)] = (g.leader + i) & 3
  return out
}

/**
 * The completed tricks of a library state as flat lists: trick `t`'s leader and winner at `t`,
 * its cards at `4 t .. 4 t + 3`; returns their number. @internal
 */
export const tricksInto = (g: Playing, cards: Uint8Array, leaders: Uint8Array, winners: Uint8Array): number => {
  const count = playedCount(g) >> 2
  let t = count
  for (let n = lastTrick(g); n !== null; n = n.prev) {
    t--
    leaders[t] = n.leader
    winners[t] = n.winner
    for (let i = 0; i < 4; i++) cards[4 * t + i] = cardAt(n.packed, i)
  }
  return count
}

/** The completed tricks as a new list (of the state's frozen tricks), for any card-play state. @internal */
export const tricksCopy = (g: TrickTakingFields): Trick[] => {
  if (!isPlaying(g)) return g.tricks.slice()
  const out = new Array<Trick>(playedCount(g) >> 2)
  let i = out.length
  for (let n = lastTrick(g); n !== null; n = n.prev) out[--i] = trickOf(n)
  return out
}

/** The current trick's cards as a new list, for any card-play state. @internal */
export const trickCopy = (g: TrickTakingFields): Card[] => {
  if (!isPlaying(g)) return g.trick.slice()
  const out = new Array<Card>(playedCount(g) & 3)
  const packed = packedTrick(g)
  for (let i = 0; i < out.length; i++) out[i] = cardAt(packed, i)
  return out
}

/** A card-play state as the public type. @internal */
export const asGame = (g: Playing): PlayingGame => g as unknown as PlayingGame

/** The card points of a packed complete trick. @internal */
export const trickPoints = (packed: number): number =>
  cardPoints(packed & 63) + cardPoints((packed >> 6) & 63) + cardPoints((packed >> 12) & 63) + cardPoints((packed >> 18) & 63)
