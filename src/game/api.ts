/**
 * The public state API: `newGame`, `legalActions`, `applyAction`, `currentPlayer`,
 * `isFinished`, `result`. Dispatches by phase to the reducers of each phase.
 *
 * @module
 */
import { readBeforeFreezing } from './dealInfo.js'
import * as E from 'fp-ts/lib/Either.js'
import { type Card, rankIndex } from '../cards/card.js'
import { deckOf } from '../rules/deck.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { decodeRules } from '../rules/codec.js'
import { rules as presets } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { dealFromSeed } from '../random.js'
import type { Settlement } from '../scoring/settle.js'
import { type BySeat, type Seat, isSeat, nextSeat } from '../seat.js'
import { type Action, parseAction, parseProblem, readAction } from './actions.js'
import { deepFreeze, describeThrown, plainEqual, show, toPlain } from '../input/plain.js'
import { applyPlayPhase, playPhaseActions } from './play.js'
import { applyArmut, armutActions } from './armutPhase.js'
import { firstSpeaker } from './reservations.js'
import { applyReservation, reservationActions } from './reservationPhase.js'
import { wrongPhase } from './phaseErrors.js'
import type { Game, GameSetup, PlayingGame, SeatDeclaration, Trick } from './state.js'
import { ruleTable } from '../rules/table.js'
import { awaitsClarifyingChoice } from './hochzeit.js'
import { pendingGenscher } from './genscher.js'
import { isPlaying } from './playing.js'

/**
 * Options of {@link newGame}. Give either `hands` or `seed`.
 *
 * @category Game
 * @since 0.1.0
 */
export interface NewGameOptions {
  /** The rule set (default `rules.tsr`). */
  readonly rules?: RuleSet
  /** The dealer (default 0). The dealer's left speaks first and leads. */
  readonly dealer?: Seat
  /** The four hands, twelve cards each, every card id 0..47 once. */
  readonly hands?: BySeat<readonly Card[]>
  /** Deal from this seed instead (see `dealFromSeed`). */
  readonly seed?: string
  /** Seats that still owe their Pflichtsolo (from the match; default: nobody, so every solo is a Lustsolo). */
  readonly compulsorySoloOwed?: BySeat<boolean>
  /** A seat that is vorgeführt: it alone is asked and must declare a solo. */
  readonly forcedSoloist?: Seat
}

const badSetup = (why: string): E.Either<GameError, never> => E.left(gameError(ErrorCode.BadSetup, why, { problem: why }))

const checkHands = (u: unknown, rules: RuleSet): E.Either<GameError, BySeat<readonly Card[]>> => {
  const bad = (why: string) => E.left(gameError(ErrorCode.BadDeal, `Bad deal: ${why}`, { problem: why }))
  if (!Array.isArray(u) || u.length !== 4) return bad('hands must be an array of four hands')
  const { cardsPerHand: size, withoutNines } = ruleTable(rules)
  let lo = 0
  let hi = 0
  for (const hand of u as unknown[]) {
    if (!Array.isArray(hand) || hand.length !== size) return bad(`each hand must hold ${size} cards`)
    for (const c of hand as unknown[]) {
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= 48) return bad(`${show(c)} is not a card id 0..47`)
      if (withoutNines && rankIndex(c) === 5) return bad(`card ${c} is a nine, and these rules play without nines`)
      const bit = 1 << (c % 24)
      if (c < 24 ? lo & bit : hi & bit) return bad(`card ${c} is dealt twice`)
      if (c < 24) lo |= bit
      else hi |= bit
    }
  }
  return E.right((u as (readonly Card[])[]).map((h) => h.slice()) as unknown as BySeat<readonly Card[]>)
}

const isBoolQuad = (u: unknown): u is BySeat<boolean> =>
  Array.isArray(u) && u.length === 4 && u.every((b) => typeof b === 'boolean')

/**
 * Starts a game: checks the options and returns the reservation phase, or an error value.
 *
 * @example
 * ```ts
 * import { newGame, rules } from 'doppelkopf'
 * import * as E from 'fp-ts/lib/Either.js'
 * const game = newGame({ rules: rules.tsr, dealer: 0, seed: 'example' })
 * if (E.isRight(game)) console.log(game.right.phase) // 'reservations'
 * ```
 * @category Game
 * @since 0.1.0
 */
export const newGame = (options: NewGameOptions): E.Either<GameError, Game> => {
  let given: { rules: unknown; dealer: unknown; hands: unknown; seed: unknown; owed: unknown; forced: unknown }
  try {
    if (typeof options !== 'object' || options === null) return badSetup('options must be an object')
    // Each option is read once; what is kept is copied (nothing the caller holds reaches the game).
    const o = options as Record<string, unknown>
    given = {
      rules: o['rules'],
      dealer: o['dealer'],
      hands: o['hands'],
      seed: o['seed'],
      owed: o['compulsorySoloOwed'],
      forced: o['forcedSoloist']
    }
  } catch (e) {
    return badSetup(`unreadable options (${describeThrown(e)})`)
  }
  const rules = decodeRules(given.rules ?? presets.tsr)
  if (E.isLeft(rules)) return rules
  const dealer = given.dealer ?? 0
  if (!isSeat(dealer)) return badSetup('dealer must be a seat 0..3')
  if ((given.hands === undefined) === (given.seed === undefined)) return badSetup('give either hands or seed')
  if (given.seed !== undefined && typeof given.seed !== 'string') return badSetup('seed must be a string')
  if (typeof given.seed === 'string' && given.seed.length > MAX_SEED_CHARS) return badSetup(`seed must be at most ${MAX_SEED_CHARS} characters`)
  let hands: E.Either<GameError, BySeat<readonly Card[]>>
  if (given.hands !== undefined) {
    const plain = toPlain(given.hands)
    hands = plain.ok ? checkHands(plain.value, rules.right) : E.left(gameError(ErrorCode.BadDeal, `Bad deal: ${plain.problem}`, { problem: plain.problem }))
  } else hands = E.right(dealFromSeed(given.seed as string, dealer, deckOf(rules.right)))
  if (E.isLeft(hands)) return hands
  // Nobody owes a Pflichtsolo unless told: one shared frozen value (a game made from a seed is a
  // hot path of servers and simulations).
  const owedPlain = given.owed === undefined ? null : toPlain(given.owed)
  const owed = owedPlain === null ? NOBODY_OWES : owedPlain.ok ? owedPlain.value : null
  const owing: BySeat<boolean> | null = owed === NOBODY_OWES ? NOBODY_OWES : isBoolQuad(owed) ? owed : null
  if (owing === null) return badSetup('compulsorySoloOwed must be four booleans')
  const forced = given.forced ?? null
  if (forced !== null && !isSeat(forced)) return badSetup('forcedSoloist must be a seat 0..3')
  // Frozen here, part by part (the hands are this function's own copies): cheaper than the
  // generic deep freeze that seal would otherwise walk the setup with.
  const deal = hands.right
  readBeforeFreezing(deal)
  for (let s = 0; s < 4; s++) Object.freeze(deal[s as Seat])
  const setup: GameSetup = Object.freeze({
    rules: rules.right,
    dealer,
    deal: Object.freeze(deal),
    compulsorySoloOwed: owing === NOBODY_OWES ? NOBODY_OWES : Object.freeze([owing[0], owing[1], owing[2], owing[3]] as const),
    forcedSoloist: forced
  })
  return E.right(seal({ phase: 'reservations', setup, turn: firstSpeaker(setup), declarations: NO_DECLARATIONS }))
}

/** Nobody owes a Pflichtsolo. */
const NOBODY_OWES: BySeat<boolean> = Object.freeze([false, false, false, false] as const)

/** No declaration yet. */
const NO_DECLARATIONS: readonly SeatDeclaration[] = Object.freeze([])

/** The longest seed `newGame` accepts. */
const MAX_SEED_CHARS = 10_000

/** A constructor that returns the object it is given: subclasses stamp their private fields on it. */
class Stamp {
  constructor(o: object) {
    return o
  }
}

/**
 * The mark of a state this library made: a private class field stamped on the state (the
 * return-override idiom). It is invisible to `Object.keys`, JSON, spreads, structuredClone and
 * equality checks, is not copied by any of them, is not seen through a Proxy, and cannot be set
 * by code outside this module.
 */
class OwnState extends Stamp {
  #own = true
  /** Whether `o` carries the mark. */
  static has(o: object): boolean {
    return #own in o
  }
}

/**
 * Whether a value is a state this library made: a card-play state (its data private, so still as
 * it was made) or another phase's state (deeply frozen).
 */
const isOwn = (u: unknown): u is Game => typeof u === 'object' && u !== null && (isPlaying(u) || OwnState.has(u))

/** The fields of every phase's state that hold objects. */
type Parts = Partial<Record<'setup' | 'declarations' | 'contract' | 'piglets' | 'hands' | 'trick' | 'tricks' | 'parties' | 'announcements' | 'announcementLog' | 'summary' | 'settlement' | 'passed', unknown>>

/** Freezes `v` unless it is `old` (a part the previous state shares, frozen already). */
const freezeNew = (v: unknown, old: unknown): void => {
  if (v !== old) deepFreeze(v)
}

/** Freezes a new list of card lists (the hands): the list, and each hand that is new. */
const freezeHands = (v: readonly (readonly Card[])[] | undefined, old: readonly (readonly Card[])[] | undefined): void => {
  if (v === old || v === undefined) return
  if (old === undefined) {
    deepFreeze(v)
    return
  }
  Object.freeze(v)
  for (let i = 0; i < 4; i++) if (v[i] !== old[i]) Object.freeze(v[i])
}

/** Freezes a new list of tricks: the list, and each trick (and its cards) that is new. */
const freezeTricks = (v: readonly Trick[] | undefined, old: readonly Trick[] | undefined): void => {
  if (v === old || v === undefined) return
  if (old === undefined) {
    deepFreeze(v)
    return
  }
  Object.freeze(v)
  for (let i = 0; i < v.length; i++) {
    const t = v[i] as Trick
    if (t !== old[i]) {
      Object.freeze(t.cards)
      Object.freeze(t)
    }
  }
}

/**
 * Freezes a new state (the parts it does not share with `previous`, whose parts are frozen
 * already) and marks it as the library's own. Also for the library's own code that builds
 * states without the reducers (the bots' sampler), which must copy whatever it took from a
 * caller.
 *
 * @internal
 */
export const seal = <G extends Game>(g: G, previous?: Game): G => {
  if (isOwn(g)) return g
  const n = g as Parts
  const p = (previous ?? {}) as Parts
  freezeNew(n.setup, p.setup)
  freezeNew(n.declarations, p.declarations)
  freezeNew(n.contract, p.contract)
  freezeNew(n.piglets, p.piglets)
  freezeHands(n.hands as readonly (readonly Card[])[] | undefined, p.hands as readonly (readonly Card[])[] | undefined)
  if (n.trick !== p.trick && n.trick !== undefined) Object.freeze(n.trick)
  freezeTricks(n.tricks as readonly Trick[] | undefined, p.tricks as readonly Trick[] | undefined)
  freezeNew(n.parties, p.parties)
  freezeNew(n.announcements, p.announcements)
  freezeNew(n.announcementLog, p.announcementLog)
  freezeNew(n.summary, p.summary)
  freezeNew(n.settlement, p.settlement)
  freezeNew(n.passed, p.passed)
  new OwnState(g)
  return Object.freeze(g) as unknown as G
}

/**
 * Reads a game state from outside. A state this library made is taken as it is (it is deeply
 * frozen); any other value (a state read back from JSON, say) is copied as plain data and
 * accepted only if the engine, replaying what the value itself records (the deal, the
 * declarations, the Armut exchange, the clarification choice, the tricks, the Genscher choice and
 * the announcements in their order), arrives at exactly that value; the replayed state is returned. So a value
 * the engine cannot reach is `input/malformed-game`, however it was damaged, and never a state
 * of the library. Never throws; time bounded by the size of one game.
 *
 * @example
 * ```ts
 * const back = decodeGame(JSON.parse(JSON.stringify(game))) // right(a state equal to game)
 * decodeGame({ phase: 'play' }) // left({ code: 'input/malformed-game', ... })
 * ```
 * @category Game
 * @since 0.2.0
 */
export const decodeGame = (u: unknown): E.Either<GameError, Game> => {
  if (isOwn(u)) return E.right(u)
  const plain = toPlain(u, GAME_LIMITS)
  if (!plain.ok) return malformedGame(plain.problem)
  try {
    const rebuilt = rebuild(plain.value)
    if (typeof rebuilt === 'string') return malformedGame(rebuilt)
    if (!plainEqual(isPlaying(rebuilt) ? rebuilt.toJSON() : rebuilt, plain.value)) return malformedGame('the engine does not arrive at this state from its own deal and history')
    return E.right(seal(rebuilt))
  } catch (e) {
    return malformedGame(`unreadable (${describeThrown(e)})`)
  }
}

/** A game state is small: bounds that no state reaches (a state has about 700 values). */
const GAME_LIMITS = { depth: 12, values: 20_000, chars: 1_000 } as const

const malformedGame = (why: string): E.Either<GameError, never> =>
  E.left(gameError(ErrorCode.MalformedGame, `Not a game state: ${why}`, { problem: why }))

type Plain = Record<string, unknown>
const field = (u: unknown, k: string): unknown => (typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as Plain)[k] : undefined)
const list = (u: unknown): readonly unknown[] => (Array.isArray(u) ? u : [])

/**
 * Replays what a plain value records of its game, or says why it cannot. The actions come from
 * the value; the engine checks each one as it would from a player.
 */
const rebuild = (p: unknown): Game | string => {
  if (!hasPhase(p)) return 'no known phase'
  const setup = field(p, 'setup')
  const started = newGame({
    rules: field(setup, 'rules') as RuleSet,
    dealer: field(setup, 'dealer') as Seat,
    hands: field(setup, 'deal') as BySeat<readonly Card[]>,
    compulsorySoloOwed: field(setup, 'compulsorySoloOwed') as BySeat<boolean>,
    forcedSoloist: (field(setup, 'forcedSoloist') ?? undefined) as Seat | undefined
  })
  if (E.isLeft(started)) return `bad setup (${started.left.message})`
  let g: Game = started.right
  const step = (action: unknown): string | null => {
    const a = readAction(action)
    if (E.isLeft(a)) return a.left.message
    const next = dispatch(g, a.right)
    if (E.isLeft(next)) return next.left.message
    g = next.right
    return null
  }
  for (const d of list(field(p, 'declarations'))) {
    const err = step({ type: 'declare', seat: field(d, 'seat'), declaration: field(d, 'declaration') })
    if (err !== null) return err
  }
  if (g.phase === 'armut') {
    const target = field(p, 'phase')
    const contract = field(p, 'contract')
    const poor = g.poor
    const passed = target === 'armut' ? field(p, 'passed') : field(contract, 'passed')
    if (target === 'armut' && field(p, 'step') === 'pass') return g
    const pass = target === 'redeal' ? armutActions(g)[0] : { type: 'armutPass', seat: poor, cards: passed }
    let err = step(pass)
    if (err !== null) return err
    const acceptor = target === 'armut' ? field(p, 'acceptor') : target === 'redeal' ? null : field(contract, 'partner')
    const stopAt = target === 'armut' && acceptor === null ? field(p, 'turn') : acceptor
    for (let s = nextSeat(poor); s !== poor && s !== stopAt; s = nextSeat(s)) {
      err = step({ type: 'armutAnswer', seat: s, accept: false })
      if (err !== null) return err
    }
    if (acceptor !== null && isSeat(acceptor)) {
      err = step({ type: 'armutAnswer', seat: acceptor, accept: true })
      if (err !== null) return err
      if (target !== 'armut') err = step({ type: 'armutReturn', seat: acceptor, cards: field(contract, 'returned') })
      if (err !== null) return err
    }
  }
  if (g.phase !== 'play' && g.phase !== 'clarification') return g
  const contract = field(p, 'contract')
  const chosen = field(contract, 'clarifiedBy')
  if (g.contract.kind === 'hochzeit' && awaitsClarifyingChoice(g) && chosen !== null) {
    const err = step({ type: 'chooseClarification', seat: g.contract.hochzeiter, trick: chosen })
    if (err !== null) return err
  }
  const cards: unknown[] = []
  for (const t of list(field(p, 'tricks'))) cards.push(...list(field(t, 'cards')))
  cards.push(...list(field(p, 'trick')))
  const log = list(field(p, 'announcementLog'))
  let next = 0
  const announceDue = (): string | null => {
    while (next < log.length && (g.phase === 'play' || g.phase === 'clarification' || g.phase === 'finished')) {
      const e = log[next]
      const seat = field(e, 'seat')
      if (!isSeat(seat) || field(e, 'tricksPlayed') !== g.tricks.length || field(e, 'cardsInHand') !== g.hands[seat].length) return null
      const err = step({ type: 'announce', seat, announcement: field(e, 'announcement') })
      if (err !== null) return err
      next++
    }
    return null
  }
  // The Genscher choice as the value records it (it is stepped right after the card that triggers it).
  const recordedGenscher = field(contract, 'genscher')
  for (const c of cards) {
    let err = announceDue()
    if (err !== null) return err
    if (g.phase !== 'play' && g.phase !== 'clarification') return 'more cards than a game has'
    err = step({ type: 'play', seat: g.turn, card: c })
    if (err !== null) return err
    // A Genscher the card triggered: its choice, as the value records it (unless it is still due).
    const due = g.phase === 'play' ? pendingGenscher(g) : null
    if (due !== null && field(recordedGenscher, 'pending') === false) {
      err = step({ type: 'genscher', seat: due.seat, partner: field(recordedGenscher, 'partner') })
      if (err !== null) return err
    }
  }
  const err = announceDue()
  if (err !== null) return err
  if (next < log.length) return 'an announcement that does not fit the card play'
  return g
}

const hasPhase = (u: unknown): boolean => {
  if (typeof u !== 'object' || u === null) return false
  const phase = (u as { phase?: unknown }).phase
  return (
    phase === 'play' ||
    phase === 'clarification' ||
    phase === 'reservations' ||
    phase === 'armut' ||
    phase === 'finished' ||
    phase === 'redeal'
  )
}

/** The library's own state for a game value: itself when the library made it, else decoded (or null). */
const own = (game: unknown): Game | null => {
  if (isOwn(game)) return game
  const d = decodeGame(game)
  return E.isRight(d) ? d.right : null
}

/**
 * Applies an action: returns the next game, or an error value (stable code and a message naming
 * the rule) with the given game untouched. Never throws, whatever the input: the action is read
 * once into the library's own value, and a game value the library did not make is checked as
 * {@link decodeGame} does. The next game is deeply frozen.
 *
 * @example
 * ```ts
 * const next = applyAction(game, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
 * if (E.isLeft(next)) console.log(next.left.code) // e.g. 'turn/not-your-turn'
 * ```
 * @category Game
 * @since 0.1.0
 */
export const applyAction = (game: Game, action: Action): E.Either<GameError, Game> => {
  const a = parseAction(action)
  if (a === null) return E.left(parseProblem())
  // The hot path, a card-play state of this library: its reducer's result is a frozen state of
  // the same kind (nothing to decode or seal).
  if (isPlaying(game)) {
    const phase = game.phase
    if (phase === 'play' || phase === 'clarification') {
      try {
        return applyPlayPhase(game as PlayingGame, a)
      } catch (e) {
        return reducerFailed(e)
      }
    }
  }
  let g: Game
  if (isOwn(game)) g = game
  else {
    const d = decodeGame(game)
    if (E.isLeft(d)) return d
    g = d.right
  }
  // A state that makes a reducer throw was not made by this library.
  let next: E.Either<GameError, Game>
  try {
    next = dispatch(g, a)
  } catch (e) {
    return reducerFailed(e)
  }
  if (E.isRight(next)) seal(next.right, g)
  return next
}

/** A state that makes a reducer throw was not made by this library. */
const reducerFailed = (e: unknown): E.Either<GameError, never> => {
  const problem = `a reducer failed (${describeThrown(e)})`
  return E.left(gameError(ErrorCode.MalformedGame, `Not a valid game state: ${problem}`, { problem }))
}

/** Applies an action in the game's phase: each phase module has its reducer. */
const dispatch = (g: Game, action: Action): E.Either<GameError, Game> => {
  switch (g.phase) {
    case 'reservations':
      return applyReservation(g, action)
    case 'armut':
      return applyArmut(g, action)
    case 'clarification':
    case 'play':
      return applyPlayPhase(g, action)
    case 'finished':
    case 'redeal':
      return wrongPhase(g, action.type)
  }
}

/**
 * Every action that {@link applyAction} accepts now: those of the seat that must act
 * ({@link currentPlayer}: its declaration, its Armut choice — every legal set of cards to pass or
 * return, or accept/decline —, the Hochzeiter's choice of clarifying tricks, the Genscher choice, or
 * its legal cards),
 * and, during play, the announcements of every seat (they are not bound to turns). Pass `seat`
 * to list only that seat's actions. Empty once the game is over.
 *
 * @example
 * ```ts
 * const actions = legalActions(game)
 * const next = applyAction(game, actions[0]!)
 * ```
 * @category Game
 * @since 0.1.0
 */
export const legalActions = (game: Game, seat?: Seat): readonly Action[] => {
  if (seat !== undefined && !isSeat(seat)) return []
  const g = own(game)
  if (g === null) return []
  try {
    // Each phase module lists its actions.
    const phase = g.phase
    const out: Action[] =
      phase === 'play' || phase === 'clarification'
        ? playPhaseActions(g as PlayingGame)
        : phase === 'reservations'
          ? reservationActions(g)
          : phase === 'armut'
            ? armutActions(g)
            : []
    return seat === undefined ? out : actionsOfSeat(out, seat)
  } catch {
    return []
  }
}

/** The actions of one seat. (Its own function: a closure in `legalActions` would allocate on every call.) */
const actionsOfSeat = (actions: readonly Action[], seat: Seat): Action[] => actions.filter((a) => a.seat === seat)

/**
 * The seat whose turn it is to act (declare, make an Armut choice, choose the clarifying tricks
 * of a Hochzeit, make the Genscher choice, play), or null once the game is over. (Announcements may come from any seat at
 * any moment of play.)
 *
 * @category Game
 * @since 0.1.0
 */
export const currentPlayer = (game: Game): Seat | null => {
  const g = own(game)
  if (g === null || g.phase === 'finished' || g.phase === 'redeal') return null
  // Before the first card of a Hochzeit whose clarifying tricks the Hochzeiter chooses, it acts.
  if (g.phase === 'clarification' && g.contract.kind === 'hochzeit' && awaitsClarifyingChoice(g)) {
    return g.contract.hochzeiter
  }
  // After the first ♦K of a Genscher, its player chooses before the next card.
  if (g.phase === 'play') {
    const genscher = pendingGenscher(g)
    if (genscher !== null) return genscher.seat
  }
  return g.turn
}

/**
 * Whether the game is over: played to the end, or ended in a redeal. False for a value that is
 * no game state.
 *
 * @category Game
 * @since 0.1.0
 */
export const isFinished = (game: Game): boolean => {
  const g = own(game)
  return g !== null && (g.phase === 'finished' || g.phase === 'redeal')
}

/**
 * The settlement of a finished game, or an error value while it is still running (or for a value
 * that is no game state: `input/malformed-game`). The settlement is deeply frozen.
 *
 * @example
 * ```ts
 * const r = result(game)
 * if (E.isRight(r)) console.log(r.right.scores)
 * ```
 * @category Game
 * @since 0.1.0
 */
export const result = (game: Game): E.Either<GameError, Settlement> => {
  const d = decodeGame(game)
  if (E.isLeft(d)) return d
  const g = d.right
  return g.phase === 'finished'
      ? E.right(g.settlement)
      : g.phase === 'redeal'
        ? E.left(gameError(ErrorCode.Redealt, `The game ended in a redeal (${g.reason}): nobody scores`, { reason: g.reason }))
        : E.left(gameError(ErrorCode.NotFinished, `The game is still in the ${g.phase} phase`, { phase: g.phase }))
}
