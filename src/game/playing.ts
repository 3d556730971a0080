/**
 * How the card-play states (`clarification`, `play`, `finished`) are held: one small immutable
 * object per state, with the hands as bit sets, the current trick packed into one number, the
 * completed tricks as a list shared with earlier states, and everything that changes only with
 * an announcement, the clarification, a Genscher choice or the end of the game in one shared
 * {@link PlayContext} (which also carries the compiled card order and rule table). Playing a card
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
import { type Card, cardPoints, maskHi, maskLo, popcount } from '../cards/card.js'
import { deepFreeze } from '../input/plain.js'
import type { RuleTable } from '../rules/table.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'
import type { PartyAnnouncements } from './announcements.js'
import type { CardOrder, GameType, Piglets } from './order.js'
import type { AnnouncementEvent, Contract, GameSetup, PlayingGame, SeatDeclaration, Trick, TrickTakingFields } from './state.js'

/**
 * What the card-play states of one game share until an announcement, the clarification of a
 * Hochzeit, a Genscher choice or the end of the game: the public fields that change rarely, and
 * the compiled card order and rule table. Deeply frozen.
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
  /** The compiled card order of the game type and piglets under the rules. */
  readonly order: CardOrder
  /** The compiled rule table of the rules. */
  readonly table: RuleTable
}

/** The phase of a card-play state. @internal */
export type PlayingPhase = 'clarification' | 'play' | 'finished'

/**
 * A completed trick in a game's list of tricks (newest first, each node pointing to the trick
 * before): shared by every later state of the game.
 *
 * @internal
 */
export class TrickNode {
  /** The public value of the trick, made when first asked for. */
  trick: Trick | null = null
  constructor(
    /** Who led. */
    readonly leader: Seat,
    /** The four cards in play order, six bits each (card `i` at bit `6 i`). */
    readonly cards: number,
    /** Who won. */
    readonly winner: Seat,
    /** Card points in the trick. */
    readonly points: number,
    /** The trick before, or null for the first. */
    readonly prev: TrickNode | null
  ) {}
}

/** The `i`-th card (0-based) of a packed trick. @internal */
export const cardAt = (packed: number, i: number): Card => (packed >> (6 * i)) & 63

/** The public value of a trick node (made once per node). */
const trickOf = (n: TrickNode): Trick => {
  if (n.trick === null) {
    const c = n.cards
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

/** The cards as themselves (for {@link eachCard}). @internal */
export const CARDS: readonly Card[] = Object.freeze(Array.from({ length: 48 }, (_, c) => c))

/** The cards of a bit set, in card order, frozen. */
const cardsOf = (lo: number, hi: number): readonly Card[] => {
  const out: Card[] = []
  eachCard(lo, hi, CARDS, out)
  return Object.freeze(out)
}

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
export let placeCard: (g: Playing, seat: Seat, card: Card, ctx: PlayContext) => Playing
/**
 * The state after `seat` completes the trick with `card`: the trick (won by `winner`, worth
 * `points`) joins the list and the winner leads. @internal
 */
export let closeTrick: (g: Playing, seat: Seat, card: Card, winner: Seat, points: number, ctx: PlayContext) => Playing
/** The same cards with another shared part (and so perhaps another phase). @internal */
export let withContext: (g: Playing, ctx: PlayContext) => Playing
/**
 * A card-play state from its parts (the start of play, or a state the bots' sampler builds):
 * `hands`, `trick` and `tricks` are read into the state's own representation. The shared part
 * must be frozen ({@link frozenContext}). @internal
 */
export let newPlaying: (ctx: PlayContext, hands: BySeat<readonly Card[]>, leader: Seat, trick: readonly Card[], tricks: readonly Trick[]) => Playing

/** The public values of a state's cards, made when first asked for. */
interface Lazy {
  hands: BySeat<readonly Card[]> | null
  trick: readonly Card[] | null
  tricks: readonly Trick[] | null
}

/**
 * A card-play state. Its fields are those of {@link PlayState} (getters); the data behind them is
 * private. Built only by this module's functions.
 *
 * @internal
 */
export class Playing {
  readonly #ctx: PlayContext
  /** Who led the current trick (the seat to play follows from it and the trick's length). */
  readonly #leader: Seat
  /** Cards played in the game: completed tricks times four, plus the current trick's. */
  readonly #played: number
  /** The current trick's cards, six bits each in play order. */
  readonly #trick: number
  readonly #past: TrickNode | null
  // The hands: seat s's cards 0..23 in #loS, 24..47 (bit card - 24) in #hiS. Set only while the state is made.
  #lo0 = 0
  #hi0 = 0
  #lo1 = 0
  #hi1 = 0
  #lo2 = 0
  #hi2 = 0
  #lo3 = 0
  #hi3 = 0
  #lazy: Lazy | null = null

  /**
   * A state with the hands of `from` (when given) less `card` from `seat`'s hand (when `card`
   * is a card; -1 for none); without `from`, the hands are set by {@link newPlaying}.
   */
  private constructor(ctx: PlayContext, leader: Seat, played: number, trick: number, past: TrickNode | null, from: Playing | null, seat: Seat, card: number) {
    this.#ctx = ctx
    this.#leader = leader
    this.#played = played
    this.#trick = trick
    this.#past = past
    if (from !== null) {
      const lo = card >= 0 && card < 24 ? ~(1 << card) : -1
      const hi = card >= 24 ? ~(1 << (card - 24)) : -1
      this.#lo0 = seat === 0 ? from.#lo0 & lo : from.#lo0
      this.#hi0 = seat === 0 ? from.#hi0 & hi : from.#hi0
      this.#lo1 = seat === 1 ? from.#lo1 & lo : from.#lo1
      this.#hi1 = seat === 1 ? from.#hi1 & hi : from.#hi1
      this.#lo2 = seat === 2 ? from.#lo2 & lo : from.#lo2
      this.#hi2 = seat === 2 ? from.#hi2 & hi : from.#hi2
      this.#lo3 = seat === 3 ? from.#lo3 & lo : from.#lo3
      this.#hi3 = seat === 3 ? from.#hi3 & hi : from.#hi3
    }
    // No property can be added, or a getter shadowed (the private fields stay writable to this class).
    Object.freeze(this)
  }

  /** The phase tag. */
  get phase(): PlayingPhase {
    return this.#ctx.phase
  }
  /** Rules, dealer, deal and match context. */
  get setup(): GameSetup {
    return this.#ctx.setup
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
    return ((this.#leader + (this.#played & 3)) & 3) as Seat
  }
  /** Who led the current trick. */
  get leader(): Seat {
    return this.#leader
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
      made.hands = Object.freeze([
        cardsOf(this.#lo0, this.#hi0),
        cardsOf(this.#lo1, this.#hi1),
        cardsOf(this.#lo2, this.#hi2),
        cardsOf(this.#lo3, this.#hi3)
      ] as const)
    }
    return made.hands
  }
  /** The cards of the current trick, in play order. */
  get trick(): readonly Card[] {
    const made = this.#made()
    if (made.trick === null) {
      const out: Card[] = []
      for (let i = 0; i < (this.#played & 3); i++) out.push(cardAt(this.#trick, i))
      made.trick = Object.freeze(out)
    }
    return made.trick
  }
  /** The completed tricks, in order. */
  get tricks(): readonly Trick[] {
    const made = this.#made()
    if (made.tricks === null) {
      const out: Trick[] = new Array<Trick>(this.#played >> 2)
      let i = out.length
      for (let n = this.#past; n !== null; n = n.prev) out[--i] = trickOf(n)
      made.tricks = Object.freeze(out)
    }
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
    handLo = (g, seat) => (seat === 0 ? g.#lo0 : seat === 1 ? g.#lo1 : seat === 2 ? g.#lo2 : g.#lo3)
    handHi = (g, seat) => (seat === 0 ? g.#hi0 : seat === 1 ? g.#hi1 : seat === 2 ? g.#hi2 : g.#hi3)
    playedCount = (g) => g.#played
    packedTrick = (g) => g.#trick
    lastTrick = (g) => g.#past
    placeCard = (g, seat, card, ctx) => new Playing(ctx, g.#leader, g.#played + 1, g.#trick | (card << (6 * (g.#played & 3))), g.#past, g, seat, card)
    closeTrick = (g, seat, card, winner, points, ctx) =>
      new Playing(ctx, winner, g.#played + 1, 0, new TrickNode(g.#leader, g.#trick | (card << 18), winner, points, g.#past), g, seat, card)
    withContext = (g, ctx) => new Playing(ctx, g.#leader, g.#played, g.#trick, g.#past, g, 0, -1)
    newPlaying = (ctx, hands, leader, trick, tricks) => {
      let past: TrickNode | null = null
      for (const t of tricks) past = new TrickNode(t.leader, pack(t.cards), t.winner, t.points, past)
      const g = new Playing(ctx, leader, 4 * tricks.length + trick.length, pack(trick), past, null, 0, -1)
      g.#lo0 = maskLo(hands[0])
      g.#hi0 = maskHi(hands[0])
      g.#lo1 = maskLo(hands[1])
      g.#hi1 = maskHi(hands[1])
      g.#lo2 = maskLo(hands[2])
      g.#hi2 = maskHi(hands[2])
      g.#lo3 = maskLo(hands[3])
      g.#hi3 = maskHi(hands[3])
      return g
    }
  }
}

/**
 * Freezes a shared part (its data deeply; the compiled order and table are frozen already) and
 * returns it. @internal
 */
export const frozenContext = (ctx: PlayContext): PlayContext => {
  deepFreeze(ctx.setup)
  deepFreeze(ctx.declarations)
  deepFreeze(ctx.contract)
  deepFreeze(ctx.parties)
  deepFreeze(ctx.announcements)
  deepFreeze(ctx.announcementLog)
  deepFreeze(ctx.summary)
  deepFreeze(ctx.settlement)
  return Object.freeze(ctx)
}

/** Whether `seat` holds `card`, for any card-play state (its bit sets when it is one of this module's). @internal */
export const holdsCard = (g: TrickTakingFields, seat: Seat, card: Card): boolean =>
  isPlaying(g) ? inMask(handLo(g, seat), handHi(g, seat), card) : g.hands[seat].includes(card)

/** How many cards each seat holds, as a new list. @internal */
export const handSizesOf = (g: TrickTakingFields): BySeat<number> =>
  isPlaying(g)
    ? [popcount(handLo(g, 0)) + popcount(handHi(g, 0)), popcount(handLo(g, 1)) + popcount(handHi(g, 1)), popcount(handLo(g, 2)) + popcount(handHi(g, 2)), popcount(handLo(g, 3)) + popcount(handHi(g, 3))]
    : [g.hands[0].length, g.hands[1].length, g.hands[2].length, g.hands[3].length]

/** A seat's cards, as a new list in the hand's order (card order for this module's states). @internal */
export const handCopy = (g: TrickTakingFields, seat: Seat): Card[] => {
  if (!isPlaying(g)) return g.hands[seat].slice()
  const out: Card[] = []
  eachCard(handLo(g, seat), handHi(g, seat), CARDS, out)
  return out
}

/** A card-play state as the public type. @internal */
export const asGame = (g: Playing): PlayingGame => g as unknown as PlayingGame

/** The card points of a packed complete trick. @internal */
export const trickPoints = (packed: number): number =>
  cardPoints(packed & 63) + cardPoints((packed >> 6) & 63) + cardPoints((packed >> 12) & 63) + cardPoints((packed >> 18) & 63)
