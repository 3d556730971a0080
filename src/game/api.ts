/**
 * The public state API: `newGame`, `legalActions`, `applyAction`, `currentPlayer`,
 * `isFinished`, `result`, `decodeGame`, `serializeGame`. Every one of them is derived from the
 * action registry (`registry.ts`): a state's `awaiting` says which kind of action it waits for
 * and from whom, the kind lists its actions and has its reducer; `publish.ts` turns a reducer's
 * result into the next state.
 *
 * A state the library returned is taken as it is (the compact form the engine kept beside it
 * says so); any other value, a copy sent over a wire or through `postMessage`, is decoded first:
 * its history is replayed from its setup, once per call.
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
import { type BySeat, type Seat, isSeat } from '../seat.js'
import type { Action } from './actions.js'
import { describeThrown, plainEqual, show, toPlain } from '../input/plain.js'
import { firstSpeaker } from './reservations.js'
import { wrongPhase } from './phaseErrors.js'
import type { ArmutState, Game, GameSetup, SeatDeclaration } from './state.js'
import { ruleTable } from '../rules/table.js'
import { isOwn, publish, publishNew } from './publish.js'
import { type AnyActionKind, OPEN_KINDS, kindOf, parseAction, parseProblem, parsedActionKind } from './registry.js'
import { applyArmut } from './armutPhase.js'

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
  // Frozen here, part by part (the hands are this function's own copies): cheaper than walking
  // the setup with the generic deep freeze.
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
  return E.right(publishNew({ phase: 'reservations', setup, turn: firstSpeaker(setup), declarations: NO_DECLARATIONS }))
}

/** Nobody owes a Pflichtsolo. */
const NOBODY_OWES: BySeat<boolean> = Object.freeze([false, false, false, false] as const)

/** No declaration yet. */
const NO_DECLARATIONS: readonly SeatDeclaration[] = Object.freeze([])

/** The longest seed `newGame` accepts. */
const MAX_SEED_CHARS = 10_000

/**
 * A game as data (the OpenSpiel `Serialize` idea): its setup and its history, every action since
 * `newGame` in order. Everything else in a state follows from these two; {@link decodeGame}
 * replays them.
 *
 * @category Game
 * @since 0.3.0
 */
export interface SerializedGame {
  /** Rules, dealer, deal and match context. */
  readonly setup: GameSetup
  /** Every action applied since `newGame`, in order. */
  readonly history: readonly Action[]
}

/**
 * A game as its setup and history: plain JSON data, deeply frozen, sharing only frozen parts with
 * the state. {@link decodeGame} turns it back into the state.
 *
 * @example
 * ```ts
 * const text = JSON.stringify(serializeGame(game))
 * const back = decodeGame(JSON.parse(text)) // right(a state equal to game)
 * ```
 * @category Game
 * @since 0.3.0
 */
export const serializeGame = (game: Game): SerializedGame => Object.freeze({ setup: game.setup, history: game.history })

/**
 * Reads a game from outside: a state, or a {@link SerializedGame} (`{ setup, history }`). A state
 * this library made is taken as it is; any other value (read back from JSON, a structured clone,
 * a spread or a Proxy of a state) is copied as plain data, its history is replayed from its
 * setup (`newGame`, then `applyAction` for each action, each checked as it would be from a
 * player), and a state is accepted only if every one of its fields is the replayed state's: the
 * replayed state is returned, the library's own. So a value the engine cannot reach is
 * `input/malformed-game` (an action the engine refuses with its `index` in the history and the
 * engine's error as `cause`), however it was damaged, and never a state of the library.
 *
 * A copy costs a replay on every call that is given it: decode it once where it comes in (from a
 * wire, a store, a worker), and go on with the state `decodeGame` returns. Never throws; time
 * bounded by the size of one game.
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
  const p = plain.value
  if (typeof p !== 'object' || p === null || Array.isArray(p)) return malformedGame('expected a game state, or its setup and history')
  const o = p as Readonly<Record<string, unknown>>
  const serialized = !('phase' in o)
  if (serialized && (Object.keys(o).length !== 2 || !('setup' in o) || !('history' in o))) return malformedGame('expected a game state, or exactly its setup and history')
  try {
    const replayed = replayHistory(o['setup'], o['history'])
    if (E.isLeft(replayed)) return replayed
    if (!serialized && !plainEqual(replayed.right, p)) return malformedGame('the state is not what its setup and history lead to')
    return replayed
  } catch (e) {
    return malformedGame(`unreadable (${describeThrown(e)})`)
  }
}

/** A game state is small: bounds that no state reaches (a state with its history has about 1,200 values). */
const GAME_LIMITS = { depth: 12, values: 20_000, chars: 1_000 } as const

/** The most actions a game has: every declaration, Armut step, choice, card and announcement. */
const MAX_HISTORY = 256

const malformedGame = (why: string, more?: { readonly index?: number; readonly cause: GameError }): E.Either<GameError, never> =>
  E.left(gameError(ErrorCode.MalformedGame, `Not a game state: ${why}`, more === undefined ? { problem: why } : { problem: why, ...more }))

/**
 * A new game from a setup (a record's or a state's): `newGame` with its rules, dealer, hands and
 * match context. Internal: records, the review and the terminal start their replays here.
 */
export const gameFromSetup = (setup: GameSetup): E.Either<GameError, Game> =>
  newGame({
    rules: setup.rules,
    dealer: setup.dealer,
    hands: setup.deal,
    compulsorySoloOwed: setup.compulsorySoloOwed,
    ...(setup.forcedSoloist === null ? {} : { forcedSoloist: setup.forcedSoloist })
  })

/** The state a setup and a history (plain data) lead to, or why they lead nowhere. */
const replayHistory = (setup: unknown, history: unknown): E.Either<GameError, Game> => {
  const s = (typeof setup === 'object' && setup !== null ? setup : {}) as Readonly<Record<string, unknown>>
  const started = newGame({
    rules: s['rules'] as RuleSet,
    dealer: s['dealer'] as Seat,
    hands: s['deal'] as BySeat<readonly Card[]>,
    compulsorySoloOwed: s['compulsorySoloOwed'] as BySeat<boolean>,
    forcedSoloist: (s['forcedSoloist'] ?? undefined) as Seat | undefined
  })
  if (E.isLeft(started)) return malformedGame(`bad setup (${started.left.message})`, { cause: started.left })
  if (!Array.isArray(history)) return malformedGame('history must be a list of actions')
  if (history.length > MAX_HISTORY) return malformedGame(`history holds ${history.length} actions, more than a game has`)
  let g: Game = started.right
  for (let index = 0; index < history.length; index++) {
    const next = applyAction(g, history[index] as Action)
    if (E.isLeft(next)) return malformedGame(`action ${index} of the history is refused (${next.left.message})`, { index, cause: next.left })
    g = next.right
  }
  return E.right(g)
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
  const kind = parsedActionKind()
  let g: Game
  if (isOwn(game)) g = game
  else {
    const d = decodeGame(game)
    if (E.isLeft(d)) return d
    g = d.right
  }
  // The kind's reducer, in a phase of its own; a reducer that throws was given no state of the
  // library's (every one it makes is checked by the properties).
  try {
    const step = kind.phases.includes(g.phase) ? kind.apply(g, a) : otherPhase(g, a)
    return E.isLeft(step) ? step : E.right(publish(g, a, step.right))
  } catch (e) {
    return reducerFailed(e)
  }
}

/**
 * An action of a kind whose phases are not the game's: in an Armut exchange its own reducer
 * refuses it (the seat to act is asked first, then the step), elsewhere it is of the wrong phase
 * (or after the end).
 */
const otherPhase = (g: Game, a: Action): ReturnType<AnyActionKind['apply']> =>
  g.phase === 'armut' ? applyArmut(g as ArmutState, a) : wrongPhase(g, a.type)

/** A state that makes a reducer throw was not made by this library. */
const reducerFailed = (e: unknown): E.Either<GameError, never> => {
  const problem = `a reducer failed (${describeThrown(e)})`
  return E.left(gameError(ErrorCode.MalformedGame, `Not a valid game state: ${problem}`, { problem }))
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
    const out: Action[] = []
    // The kind the state waits for lists its actions; then each kind any seat may make now.
    const due = g.awaiting
    if (due !== null) (kindOf(due.type) as AnyActionKind).list(g, out)
    for (const k of OPEN_KINDS) if (k.phases.includes(g.phase) && (k.open as (g: Game) => boolean)(g)) k.list(g, out)
    return seat === undefined ? out : actionsOfSeat(out, seat)
  } catch {
    return []
  }
}

/** The actions of one seat. (Its own function: a closure in `legalActions` would allocate on every call.) */
const actionsOfSeat = (actions: readonly Action[], seat: Seat): Action[] => actions.filter((a) => a.seat === seat)

/**
 * The seat whose turn it is to act (declare, make an Armut choice, choose the clarifying tricks
 * of a Hochzeit, make the Genscher choice, play): the seat of the state's `awaiting`, or null
 * once the game is over. (Announcements may come from any seat at any moment of play.)
 *
 * @category Game
 * @since 0.1.0
 */
export const currentPlayer = (game: Game): Seat | null => own(game)?.awaiting?.seat ?? null

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
