/**
 * The unchecked fast path for simulations and bots: a mutable game over bit sets and typed
 * arrays, with no allocation per card. It applies the same rule functions as the validating API
 * (card order tables, `beats`, `checkAnnouncement`, `clarifyHochzeit`, `tallyTricks`,
 * `settleValid`), but trusts its caller: only play what {@link FastGame.legalCards} lists.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { decodeGame } from '../game/api.js'
import { type Card, cardPoints, maskHi, maskLo, popcount } from '../cards/card.js'
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel, type Deadlines, checkAnnouncement, countedCards, highestAllowedLevel } from '../game/announcements.js'
import { clarifyHochzeit, deadlineShift, trickClarifies } from '../game/hochzeit.js'
import { type CardOrder, cardOrder, orderFor, pigletsWith, legalBitsInto, trickWinnerIndex } from '../game/order.js'

import { type HandReader, type Resolution, type RoundParts, declarationsOf, healthyResolutionOf, resolutionOf, resolveReservations } from '../game/reservations.js'
import type { DeclareAction } from '../game/actions.js'
import { genscherAhead, genscherMayCome } from '../game/genscher.js'
import type { ClarifyingTrick, Game, GameSetup, PlayingGame, SeatDeclaration } from '../game/state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type Settlement, settleTally, settleValid } from '../scoring/settle.js'
import { type FlatTricks, type GameSummary, Tally, tallyInto, tallyTricks } from '../scoring/summary.js'
import type { BySeat, Party, Seat } from '../seat.js'
import { type RuleTable, ruleTable } from '../rules/table.js'
import { deckOf } from '../rules/deck.js'
import { type PlayCore, cardAt, handHi, handLo, inMask, packedTrick, playCoreOf, playedCount, tricksInto } from '../game/compact.js'

const RE = 1
const KONTRA = 2

/** Why a fast game does not start a game under `genscher` in which one hand holds both ♦K. */
const NO_GENSCHER = 'FastGame does not simulate the Genscher (rule genscher): one hand holds both ♦K in a normal game'

/** The hands given to {@link FastGame.dealHands}, read once (a scratch: a deal is checked at once). */
const GIVEN = new Int32Array(8)

/** A fast game's hands as the reservation round reads them (seat `s`: `2 s`, `2 s + 1`; {@link FAST_HANDS}); a scratch: a round runs at once. */
const DEALT = new Int32Array(8)

/**
 * Position of the `k`-th (0-based) set bit of a 24-bit set (which has more than `k`): the byte
 * that holds it is found from the bytes' counts without a branch, then looked up. The tables are
 * constants of a closure: a bundler makes a module's top-level `const` a `var`, which V8 cannot
 * fold into the code that reads it (a closure's `const` it can).
 */
const selectBit = ((): ((x: number, k: number) => number) => {
  /** `SELECT[8 * byte + k]`: the position of the `k`-th (0-based) set bit of a byte. */
  const SELECT = new Uint8Array(256 * 8)
  /** `BYTE_POP[byte]`: the set bits of a byte. */
  const BYTE_POP = new Uint8Array(256)
  for (let b = 0; b < 256; b++) {
    let k = 0
    for (let i = 0; i < 8; i++) if ((b & (1 << i)) !== 0) SELECT[8 * b + k++] = i
    BYTE_POP[b] = k
  }
  return (x, k) => {
    const c0 = BYTE_POP[x & 255] as number
    const past0 = (c0 - 1 - k) >> 31 // -1 when the bit is past byte 0
    k -= c0 & past0
    let shift = 8 & past0
    const c1 = BYTE_POP[(x >>> shift) & 255] as number
    const past1 = (c1 - 1 - k) >> 31
    k -= c1 & past1
    shift += 8 & past1
    return shift + (SELECT[8 * ((x >>> shift) & 255) + k] as number)
  }
})()

/**
 * A mutable game in the `clarification` or `play` phase, for simulations.
 *
 * @example
 * ```ts
 * const fast = FastGame.fromGame(game) // game: a PlayingGame from the validating API
 * while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
 * fast.settle().scores
 * ```
 * @category Fast path
 * @since 0.1.0
 */
export class FastGame {
  /** The rule set. */
  rules: RuleSet
  /** The card order table of the game type. */
  order: CardOrder
  /** Hands as bit sets: cards 0..23 in `handLo`, 24..47 in `handHi` (bit `card - 24`). */
  readonly handLo = new Int32Array(4)
  /** See {@link FastGame.handLo}. */
  readonly handHi = new Int32Array(4)
  /** Cards in each hand. */
  readonly handSize = new Uint8Array(4)
  /** All cards played, in order: card `i` of trick `t` at `4 * t + i`. */
  readonly cards = new Uint8Array(48)
  /** The leader of each completed trick. */
  readonly leaders = new Uint8Array(12)
  /** The winner of each completed trick. */
  readonly winners = new Uint8Array(12)
  /** Cards played so far. */
  played = 0
  /** The seat to play. */
  turn = 0
  /** The current trick's leader. */
  leader = 0
  /** Per seat: 1 Re, 2 Kontra, 0 unknown (unclarified Hochzeit). */
  readonly party = new Int8Array(4)
  /** The Hochzeiter while the Hochzeit is unclarified, else -1. */
  hochzeiter = -1
  /** Which tricks may clarify the Hochzeit (null: the Hochzeiter has not chosen yet; choose before playing). */
  clarifiedBy: ClarifyingTrick | null = 'any'
  /** Announcement level of Re (index 0) and Kontra (index 1). */
  readonly level = new Int8Array(2)
  /** Whether Re (0) / Kontra (1) replied late. */
  readonly lateReply = new Uint8Array(2)
  /** Cards by which the announcement deadlines are lowered. */
  shift = 0
  /** Cards per hand: 12, or 10 without nines. */
  perHand = 12
  /** What the announcement deadlines depend on (the compiled rule table). */
  private deadlines: Deadlines
  /** Which optional extra points the rules play (RULES 11.13), for the summary. */
  private optionalExtraPoints: { readonly heartTrick: boolean; readonly dulleCatchesDulle: boolean }
  /** Whether the second ♥10 beats the first, in a trick before the last / in the last trick. */
  private secondDulle = false
  private secondDulleLast = false
  /** The tricks as the scoring reads them (views of the arrays above; brought up to date before a tally, see `#tricksNow`). */
  readonly #flat: { cards: Uint8Array; leaders: Uint8Array; winners: Uint8Array; count: number; suitClass: ArrayLike<number>; optional: { readonly heartTrick: boolean; readonly dulleCatchesDulle: boolean } }
  /** The tally the scoring fills, reused from game to game (made on the first {@link FastGame.scores}). */
  #tally: Tally | null = null
  /** The scoring rules of the compiled table. */
  #scoring: RuleTable['scoring']
  /** The dealer (the seat to its left leads a normal game). */
  dealer: Seat = 0
  /** The deck of the rule set, shuffled by {@link FastGame.deal} (made on the first deal). */
  #deck: Uint8Array | null = null
  /** The deck of the rule set as bit sets (cards 0..23, 24..47), made on the first {@link FastGame.dealHands}. */
  #deckMasks: Int32Array | null = null
  /** Whether one hand holds both cards of a face (card id / 2): asks the bit sets. */
  readonly #holdsBoth = (face: number): boolean => {
    for (let s = 0; s < 4; s++) if (this.holds(s, 2 * face) && this.holds(s, 2 * face + 1)) return true
    return false
  }
  /** Scratch: the legal cards after {@link FastGame.legalMask}. */
  legalLo = 0
  /** Scratch: see {@link FastGame.legalLo}. */
  legalHi = 0
  /** The suit class of the current trick's first card (-1 before it and between tricks): what the others follow. */
  #led = -1

  private constructor(rules: RuleSet, order: CardOrder) {
    this.rules = rules
    this.order = order
    const table = ruleTable(rules)
    this.deadlines = table
    this.optionalExtraPoints = table.scoring.optionalExtraPoints
    this.#scoring = table.scoring
    this.#flat = { cards: this.cards, leaders: this.leaders, winners: this.winners, count: 0, suitClass: order.suitClass, optional: this.optionalExtraPoints }
    this.compile(rules)
  }

  /** Takes the rule set of a new game (its compiled parts, when it is another one). */
  private useRules(rules: RuleSet): void {
    if (rules !== this.rules) this.compile(rules)
  }

  private compile(rules: RuleSet): void {
    this.rules = rules
    const table = ruleTable(rules)
    this.perHand = table.cardsPerHand
    this.deadlines = table
    this.optionalExtraPoints = table.scoring.optionalExtraPoints
    this.#scoring = table.scoring
    this.secondDulle = table.secondDulleWins(false)
    this.secondDulleLast = table.secondDulleWins(true)
    if (this.#deck !== null && this.#deck.length !== 4 * this.perHand) this.#deck = null
    this.#deckMasks = null
  }

  /**
   * Starts a fast game from a setup and a complete reservation round (throws where
   * {@link FastGame.restart} does).
   *
   * @category Fast path
   * @since 0.1.0
   */
  static start(setup: GameSetup, declarations: readonly SeatDeclaration[]): FastGame {
    const g = new FastGame(setup.rules, cardOrder('normal'))
    g.restart(setup, declarations)
    return g
  }

  /**
   * Reuses this object for a new game (no allocation): a setup with the same rule set and a
   * complete reservation round that leads to card play. Throws for a round that leads to an
   * Armut exchange or a redeal, and for a normal game under `genscher` in which one hand holds
   * both ♦K (the fast path does not simulate the Genscher choice).
   *
   * @category Fast path
   * @since 0.1.0
   */
  restart(setup: GameSetup, declarations: readonly SeatDeclaration[]): void {
    const r = resolveReservations(setup, declarations)
    if (r.kind !== 'play') {
      throw new Error(`FastGame starts card play only; this round leads to ${r.kind === 'armut' ? 'an Armut exchange' : 'a redeal'}`)
    }
    if (genscherAhead({ setup, contract: r.contract, hands: setup.deal })) throw new Error(NO_GENSCHER)
    this.useRules(setup.rules)
    for (let s = 0; s < 4; s++) {
      const hand = setup.deal[s as Seat]
      this.handLo[s] = maskLo(hand)
      this.handHi[s] = maskHi(hand)
      this.handSize[s] = hand.length
    }
    this.dealer = setup.dealer
    this.startPlay(r)
  }

  /**
   * Deals new random hands (each of the rule set's cards, shuffled with `nextInt`, twelve to a
   * seat, or ten without nines) and starts the game with every seat healthy: a normal game (the
   * ♣Q holders are Re) or a silent wedding, the dealer's left leading. No allocation. Throws
   * where {@link FastGame.restart} does (a Genscher that may come).
   *
   * @example
   * ```ts
   * const rng = createRng('simulations')
   * fast.deal(rng.nextInt)
   * while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  deal(nextInt: (n: number) => number, dealer: Seat = 0): void {
    const deck = this.#deck ?? (this.#deck = Uint8Array.from(deckOf(this.rules)))
    const all = this.#deckMasks ?? (this.#deckMasks = deckMasks(this.rules))
    const per = this.perHand
    // Fisher-Yates from the top: position i is final once drawn, and its card goes to seat
    // floor(i / per). Seat 0's positions, the last of the walk, need no draw: a hand is a set,
    // and the cards left are a uniformly random set of the right size, the deck less the others.
    let restLo = all[0] as number
    let restHi = all[1] as number
    for (let s = 3; s >= 1; s--) {
      let lo = 0
      let hi = 0
      for (let i = (s + 1) * per - 1; i >= s * per; i--) {
        const j = nextInt(i + 1)
        const c = deck[j] as number
        deck[j] = deck[i] as number
        deck[i] = c
        // Without a branch on the half (which a random deal would mispredict every other card).
        const below = (c - 24) >> 31
        lo |= (1 << c) & below
        hi |= (1 << (c - 24)) & ~below
      }
      this.handLo[s] = lo
      this.handHi[s] = hi
      this.handSize[s] = per
      restLo &= ~lo
      restHi &= ~hi
    }
    this.handLo[0] = restLo
    this.handHi[0] = restHi
    this.handSize[0] = per
    this.#startHealthy(dealer)
  }

  /**
   * Starts a game of the given hands, as {@link FastGame.deal} starts one of random hands: every
   * seat healthy, the dealer's left leading. `hands` holds each seat's bit sets (seat `s`: cards
   * 0..23 at `hands[2 s]`, 24..47 at `hands[2 s + 1]`, bit `card - 24`), as
   * {@link FastGame.handLo} and {@link FastGame.handHi} do; a simulation that plays one deal many
   * times, or deals of its own, restarts from them without hand lists or a shuffle. No
   * allocation. Throws unless the hands are the rule set's deck dealt evenly (each card in one
   * hand, twelve or ten to a seat: the game is left as it was), and where {@link FastGame.restart}
   * does (a Genscher that may come: the hands are taken, but no game is started; deal again).
   *
   * @example
   * ```ts
   * const hands = Int32Array.from([0, 1, 2, 3].flatMap((s) => [fast.handLo[s], fast.handHi[s]]))
   * for (let i = 0; i < 1000; i++) {
   *   fast.dealHands(hands) // the same deal, played out again
   *   while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
   * }
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  dealHands(hands: ArrayLike<number>, dealer: Seat = 0): void {
    const deck = this.#deckMasks ?? (this.#deckMasks = deckMasks(this.rules))
    // Each value read once (what is checked is what is dealt, whatever `hands` is).
    for (let i = 0; i < 8; i++) GIVEN[i] = hands[i] as number
    let lo = 0
    let hi = 0
    let overlap = 0
    for (let s = 0; s < 4; s++) {
      const l = GIVEN[2 * s] as number
      const h = GIVEN[2 * s + 1] as number
      overlap |= (lo & l) | (hi & h) | (popcount(l) + popcount(h) - this.perHand)
      lo |= l
      hi |= h
    }
    if (overlap !== 0 || lo !== deck[0] || hi !== deck[1]) {
      throw new Error(`FastGame.dealHands: the hands must hold the rule set's ${4 * this.perHand} cards, ${this.perHand} to a seat, each card once`)
    }
    for (let s = 0; s < 4; s++) {
      this.handLo[s] = GIVEN[2 * s] as number
      this.handHi[s] = GIVEN[2 * s + 1] as number
      this.handSize[s] = this.perHand
    }
    this.#startHealthy(dealer)
  }

  /** Starts the game of the hands as set with every seat healthy: the reservation round's resolution for them. */
  #startHealthy(dealer: Seat): void {
    this.dealer = dealer
    const r = healthyResolutionOf(dealer, FAST_HANDS.masks(this)) as Extract<Resolution, { kind: 'play' }>
    if (genscherMayCome(this.rules, r.contract, this.#holdsBoth)) throw new Error(NO_GENSCHER)
    this.startPlay(r)
  }

  /**
   * The declarations `seat` may make in the reservation round of the hands as dealt (before the
   * first card; after {@link FastGame.deal}, say): the actions `legalDeclarations` lists for a
   * setup of these hands and this dealer, read from the bit sets. A new list.
   *
   * @example
   * ```ts
   * fast.deal(rng.nextInt)
   * fast.legalDeclarations(1) // [{ type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, ...]
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  legalDeclarations(seat: Seat): readonly DeclareAction[] {
    return declarationsOf(this.#round(), this, FAST_HANDS, seat)
  }

  /**
   * Plays a complete reservation round on the hands as dealt, before the first card (after
   * {@link FastGame.deal}, which starts the round in which every seat is healthy): the game that
   * {@link FastGame.restart} starts for a setup of these hands, this dealer and `declarations`
   * (in speaking order from the dealer's left, each one {@link FastGame.legalDeclarations}
   * lists: unchecked), without hand lists or a setup. Returns what the round leads to: `'play'`
   * (card play has started), or `'armut'` or `'redeal'`, which the fast path does not play (the
   * game is left as it was). Throws once a card has been played, and where `restart` throws (a
   * Genscher that may come).
   *
   * @example
   * ```ts
   * fast.deal(rng.nextInt)
   * const declarations = [1, 2, 3, 0].map((seat) => ({ seat, declaration: fast.legalDeclarations(seat).at(-1)!.declaration }))
   * if (fast.declare(declarations) === 'play') while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  declare(declarations: readonly SeatDeclaration[]): Resolution['kind'] {
    if (this.played !== 0) throw new Error('FastGame.declare: the reservation round comes before the first card')
    const r = resolutionOf(this.#round(), this, FAST_HANDS, declarations)
    if (r.kind !== 'play') return r.kind
    if (genscherMayCome(this.rules, r.contract, this.#holdsBoth)) throw new Error(NO_GENSCHER)
    this.startPlay(r)
    return 'play'
  }

  /** What the reservation round reads besides the hands: a deal of this fast game owes no Pflichtsolo and forces none. */
  #round(): RoundParts {
    return { rules: this.rules, dealer: this.dealer, forcedSoloist: null, compulsorySoloOwed: NOBODY_OWES }
  }

  /** Starts card play from a resolved reservation round, the hands being set. */
  private startPlay(r: Extract<Resolution, { kind: 'play' }>): void {
    this.clear()
    this.order = orderFor(this.rules, r.gameType, pigletsWith(this.rules, r.gameType, this.#holdsBoth))
    for (let s = 0; s < 4; s++) {
      const p = r.parties[s as Seat]
      this.party[s] = p === 're' ? RE : p === 'kontra' ? KONTRA : 0
    }
    this.turn = r.leader
    this.leader = r.leader
    if (r.clarifying && r.contract.kind === 'hochzeit') {
      this.hochzeiter = r.contract.hochzeiter
      this.clarifiedBy = r.contract.clarifiedBy
    }
  }

  private clear(): void {
    this.level[0] = 0
    this.level[1] = 0
    this.lateReply[0] = 0
    this.lateReply[1] = 0
    this.played = 0
    this.#led = -1
    this.hochzeiter = -1
    this.clarifiedBy = 'any'
    this.shift = 0
  }

  /**
   * Copies a game of the validating API (phase `clarification` or `play`) into a fast game. A
   * value that is no game state (`decodeGame` decides) is `input/malformed-game`; a game in
   * another phase is `phase/wrong-phase`; a game under `genscher` whose Genscher choice is due or
   * may still come (a normal game, one hand holding both ♦K) is `fast/unsupported-option`: the
   * fast path does not simulate the choice (once it is made, or when no hand holds both ♦K, the
   * game is copied). Never throws.
   *
   * @example
   * ```ts
   * const fast = FastGame.fromGame(game) // right(FastGame) once the cards are being played
   * ```
   * @category Fast path
   * @since 0.1.0
   */
  static fromGame(game: Game): E.Either<GameError, FastGame> {
    const decoded = decodeGame(game)
    if (E.isLeft(decoded)) return decoded
    const g = decoded.right
    if (g.phase !== 'play' && g.phase !== 'clarification') {
      return E.left(gameError(ErrorCode.WrongPhase, `Only a game whose cards are being played has a fast copy; this one is in the ${g.phase} phase`, { phase: g.phase, action: 'fromGame' }))
    }
    if (genscherAhead(g)) {
      return E.left(
        gameError(ErrorCode.FastUnsupported, 'The fast path does not simulate the Genscher choice, and one is due or may still come in this game', {
          option: 'genscher'
        })
      )
    }
    return E.right(FastGame.fromState(g))
  }

  /**
   * {@link FastGame.fromGame} without its checks, for a state the library made (the bots' sampler).
   *
   * @internal
   */
  static fromState(
    game: Pick<PlayingGame, 'setup' | 'gameType' | 'piglets' | 'hands' | 'parties' | 'tricks' | 'trick' | 'turn' | 'leader' | 'announcements' | 'deadlineShift' | 'phase' | 'contract'>
  ): FastGame {
    // A library state's compact form is read: its bit sets, its trick list and its card order.
    const core = playCoreOf(game)
    const setup = game.setup
    const g = new FastGame(setup.rules, core?.ctx.order ?? orderFor(setup.rules, game.gameType, game.piglets))
    g.dealer = setup.dealer
    for (let s = 0; s < 4; s++) {
      const p = game.parties[s as Seat]
      g.party[s] = p === 're' ? RE : p === 'kontra' ? KONTRA : 0
    }
    if (core !== null) g.copyCards(core)
    else {
      for (let s = 0; s < 4; s++) for (const c of game.hands[s as Seat]) g.addCard(s, c)
      for (const t of game.tricks) {
        g.leaders[g.played >> 2] = t.leader
        g.winners[g.played >> 2] = t.winner
        for (const c of t.cards) g.cards[g.played++] = c
      }
      for (const c of game.trick) g.cards[g.played++] = c
    }
    if ((g.played & 3) !== 0) g.#led = g.order.suitClass[g.cards[g.played - (g.played & 3)] as number] as number
    g.turn = game.turn
    g.leader = game.leader
    g.level[0] = game.announcements.re.level
    g.level[1] = game.announcements.kontra.level
    g.lateReply[0] = game.announcements.re.lateReply ? 1 : 0
    g.lateReply[1] = game.announcements.kontra.lateReply ? 1 : 0
    g.shift = game.deadlineShift
    if (game.phase === 'clarification' && game.contract.kind === 'hochzeit') {
      g.hochzeiter = game.contract.hochzeiter
      g.clarifiedBy = game.contract.clarifiedBy
    }
    return g
  }

  /** A copy, for search. */
  clone(): FastGame {
    return new FastGame(this.rules, this.order).copyFrom(this)
  }

  /**
   * Makes this game a copy of `other` (its rules, hands, tricks so far, parties and
   * announcements) and returns it: {@link FastGame.clone} into an object you keep, so that a
   * search that copies a position many times allocates nothing.
   *
   * @example
   * ```ts
   * const scratch = base.clone()
   * for (const card of candidates) {
   *   scratch.copyFrom(base).play(card) // ... play out, score
   * }
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  copyFrom(other: FastGame): this {
    this.useRules(other.rules)
    this.order = other.order
    this.dealer = other.dealer
    this.handLo.set(other.handLo)
    this.handHi.set(other.handHi)
    this.handSize.set(other.handSize)
    this.cards.set(other.cards)
    this.leaders.set(other.leaders)
    this.winners.set(other.winners)
    this.party.set(other.party)
    this.level.set(other.level)
    this.lateReply.set(other.lateReply)
    this.played = other.played
    this.#led = other.#led
    this.turn = other.turn
    this.leader = other.leader
    this.hochzeiter = other.hochzeiter
    this.clarifiedBy = other.clarifiedBy
    this.shift = other.shift
    return this
  }

  /** The hands, tricks and current trick of a card-play state of the library, read from its bit sets and trick list. */
  private copyCards(game: PlayCore): void {
    for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) {
      this.handLo[s] = handLo(game, s)
      this.handHi[s] = handHi(game, s)
      this.handSize[s] = popcount(handLo(game, s)) + popcount(handHi(game, s))
    }
    this.played = 4 * tricksInto(game, this.cards, this.leaders, this.winners)
    const packed = packedTrick(game)
    for (let i = 0; i < (playedCount(game) & 3); i++) this.cards[this.played++] = cardAt(packed, i)
  }

  private addCard(seat: number, c: Card): void {
    if (c < 24) this.handLo[seat] = (this.handLo[seat] as number) | (1 << c)
    else this.handHi[seat] = (this.handHi[seat] as number) | (1 << (c - 24))
    this.handSize[seat] = (this.handSize[seat] as number) + 1
  }

  /** Whether all tricks are played. */
  isFinished(): boolean {
    return this.played === 4 * this.perHand
  }

  /**
   * The cards of a seat's hand, in card order (a new array).
   *
   * @example
   * ```ts
   * fast.hand(0) // e.g. [2, 7, 13, ...]
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  hand(seat: Seat): Card[] {
    const out: Card[] = []
    for (let m = this.handLo[seat] as number; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m))
    for (let m = this.handHi[seat] as number; m !== 0; m &= m - 1) out.push(24 + 31 - Math.clz32(m & -m))
    return out
  }

  /** Whether the seat holds the card. */
  holds(seat: number, c: Card): boolean {
    return inMask(this.handLo[seat] as number, this.handHi[seat] as number, c)
  }

  /** Computes the legal cards of the seat to play into `legalLo`/`legalHi`; returns their number. */
  legalMask(): number {
    legalBitsInto(this.order, this.#led, this.handLo[this.turn] as number, this.handHi[this.turn] as number, this)
    return popcount(this.legalLo) + popcount(this.legalHi)
  }

  /** Writes the legal cards of the seat to play into `out`; returns how many. */
  legalCards(out: Uint8Array | Card[]): number {
    const n = this.legalMask()
    let i = 0
    for (let m = this.legalLo; m !== 0; m &= m - 1) out[i++] = 31 - Math.clz32(m & -m)
    for (let m = this.legalHi; m !== 0; m &= m - 1) out[i++] = 24 + 31 - Math.clz32(m & -m)
    return n
  }

  /** A uniformly random legal card of the seat to play. */
  randomLegalCard(nextInt: (n: number) => number): Card {
    // legalMask, counting the low half once (its count also picks the half).
    legalBitsInto(this.order, this.#led, this.handLo[this.turn] as number, this.handHi[this.turn] as number, this)
    const lo = this.legalLo
    const hi = this.legalHi
    const nlo = popcount(lo)
    const k = nextInt(nlo + popcount(hi))
    // The k-th legal card, from the low half or the high one chosen without a branch (random
    // choices would mispredict it): `high` is -1 when k is past the low half's cards, else 0.
    const high = (nlo - 1 - k) >> 31
    return selectBit((lo & ~high) | (hi & high), k - (nlo & high)) + (24 & high)
  }

  /** Plays a card for the seat to play. Unchecked: the card must be legal. */
  play(c: Card): void {
    const seat = this.turn
    // Both halves, without a branch on which one holds the card (random play mispredicts it).
    const below = (c - 24) >> 31
    this.handLo[seat] = (this.handLo[seat] as number) & ~((1 << c) & below)
    this.handHi[seat] = (this.handHi[seat] as number) & ~((1 << (c - 24)) & ~below)
    this.handSize[seat] = (this.handSize[seat] as number) - 1
    this.cards[this.played++] = c
    if ((this.played & 3) !== 0) {
      if ((this.played & 3) === 1) this.#led = this.order.suitClass[c] as number
      this.turn = (seat + 1) & 3
      return
    }
    const start = this.played - 4
    const number = this.played >> 2
    const sdw = number === this.perHand ? this.secondDulleLast : this.secondDulle
    const winner = (this.leader + trickWinnerIndex(this.order, this.cards, sdw, start, 4)) & 3
    this.#led = -1
    this.leaders[number - 1] = this.leader
    this.winners[number - 1] = winner
    this.leader = winner
    this.turn = winner
    if (this.hochzeiter >= 0) {
      const ledClass = this.order.suitClass[this.cards[start] as number] as number
      const step = clarifyHochzeit(
        this.hochzeiter as Seat,
        number,
        winner as Seat,
        trickClarifies(this.clarifiedBy, ledClass),
        ruleTable(this.rules).firstClarifyingTrickDecides
      )
      if (step !== 'pending') {
        for (let s = 0; s < 4; s++) {
          this.party[s] = s === this.hochzeiter || (step === 'partner' && s === winner) ? RE : KONTRA
        }
        this.hochzeiter = -1
        this.shift = deadlineShift(this.rules, number)
      }
    }
  }

  /**
   * The Hochzeiter's choice of clarifying tricks (rule `chosenByHochzeiter`), before the first
   * card; `clarifiedBy` is null until then.
   */
  chooseClarification(trick: ClarifyingTrick): void {
    this.clarifiedBy = trick
  }

  /** The cards of `seat` that count for the deadlines (its hand, and with "bis zur vollen Karte" its card in the current trick). */
  private countedCards(seat: number): number {
    const inTrick = this.played & 3
    return countedCards(this.handSize[seat] as number, ((seat - this.leader) & 3) < inTrick, this.deadlines)
  }

  /** Whether `seat` may raise its party's announcement to `level` (1 Re/Kontra .. 5 schwarz). */
  canAnnounce(seat: number, level: number): boolean {
    const p = this.party[seat] as number
    if (p === 0 || this.hochzeiter >= 0 || this.isFinished()) return false
    const own = p - 1
    const current = this.level[own] as number
    return (
      level > current &&
      level <=
        highestAllowedLevel(
          this.countedCards(seat),
          current,
          this.lateReply[own] === 1,
          this.level[1 - own] as number,
          this.deadlines,
          this.shift
        )
    )
  }

  /** Raises `seat`'s party to `level`. Unchecked: call {@link FastGame.canAnnounce} first. */
  announce(seat: number, level: number): void {
    const own = (this.party[seat] as number) - 1
    const v = checkAnnouncement(
      this.countedCards(seat),
      level,
      this.level[own] as number,
      this.lateReply[own] === 1,
      this.level[1 - own] as number,
      this.deadlines,
      this.shift
    )
    if (v === 'ok-late-reply') this.lateReply[own] = 1
    this.level[own] = level
  }

  /** Card points won so far by a seat (for search evaluations). */
  pointsWonBy(seat: number): number {
    let sum = 0
    const done = this.played >> 2
    for (let t = 0; t < done; t++) {
      if (this.winners[t] !== seat) continue
      for (let i = 0; i < 4; i++) sum += cardPoints(this.cards[4 * t + i] as number)
    }
    return sum
  }

  /** The tricks as the scoring reads them: the reused view of the arrays, brought up to date. */
  #tricksNow(): FlatTricks {
    const f = this.#flat
    f.count = this.played >> 2
    f.suitClass = this.order.suitClass
    f.optional = this.optionalExtraPoints
    return f
  }

  /** The summary of a finished game. */
  summary(): GameSummary {
    const p = this.party
    const parties: BySeat<Party> = [
      p[0] === RE ? 're' : 'kontra',
      p[1] === RE ? 're' : 'kontra',
      p[2] === RE ? 're' : 'kontra',
      p[3] === RE ? 're' : 'kontra'
    ]
    return tallyTricks(this.#tricksNow(), parties, {
      re: ANNOUNCEMENT_LEVELS[this.level[0] as number] as AnnouncementLevel,
      kontra: ANNOUNCEMENT_LEVELS[this.level[1] as number] as AnnouncementLevel
    })
  }

  /** The settlement of a finished game. */
  settle(): Settlement {
    return settleValid(this.summary(), this.rules)
  }

  /**
   * Each seat's score of a finished game (the `scores` of {@link FastGame.settle}), written into
   * `out` (returned), without allocating anything.
   *
   * @example
   * ```ts
   * const scores = new Int32Array(4)
   * fast.scores(scores)[0] // seat 0's score
   * ```
   * @category Fast path
   * @since 0.2.0
   */
  scores<T extends Int32Array | number[]>(out: T): T {
    const t = this.#tally ?? (this.#tally = new Tally())
    const p = this.party
    t.reSeats = (p[0] === RE ? 1 : 0) | (p[1] === RE ? 2 : 0) | (p[2] === RE ? 4 : 0) | (p[3] === RE ? 8 : 0)
    t.reLevel = this.level[0] as number
    t.kontraLevel = this.level[1] as number
    tallyInto(this.#tricksNow(), t)
    settleTally(t, this.#scoring, null)
    const value = t.re - t.kontra
    for (let s = 0; s < 4; s++) out[s] = p[s] === RE ? (t.solo ? 3 * value : value) : 0 - value
    return out
  }
}

/** The bit sets (cards 0..23, 24..47) of a rule set's deck. */
const deckMasks = (rules: RuleSet): Int32Array => Int32Array.of(maskLo(deckOf(rules)), maskHi(deckOf(rules)))

/** Nobody owes a Pflichtsolo (the reservation round of a fast game's own deal). */
const NOBODY_OWES: BySeat<boolean> = Object.freeze([false, false, false, false] as const)

/** How the reservation round reads a fast game's hands: its bit sets (a list only where a rule needs one). */
const FAST_HANDS: HandReader<FastGame> = {
  masksInto: (fast, seat, out) => {
    out.lo = fast.handLo[seat] as number
    out.hi = fast.handHi[seat] as number
  },
  masks: (fast) => {
    for (let s = 0; s < 4; s++) {
      DEALT[2 * s] = fast.handLo[s] as number
      DEALT[2 * s + 1] = fast.handHi[s] as number
    }
    return DEALT
  },
  list: (fast, seat) => fast.hand(seat)
}
