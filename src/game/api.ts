/**
 * The public state API: `newGame`, `legalActions`, `applyAction`, `currentPlayer`,
 * `isFinished`, `result`. Dispatches by phase to the reducers of each phase.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, isCard, rankIndex } from '../cards/card.js'
import { cardsPerHand, deckOf } from '../rules/deck.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { decodeRules } from '../rules/codec.js'
import { rules as presets } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { dealFromSeed } from '../random.js'
import type { Settlement } from '../scoring/settle.js'
import { type BySeat, type Seat, isSeat, nextSeat } from '../seat.js'
import { type Action, CHOOSE_CLARIFICATION, actionShapeError } from './actions.js'
import { pigletsInPlay } from './order.js'
import { announce, announceActions, chooseClarification, playActions, playCard } from './play.js'
import { applyArmut, armutActions } from './armutPhase.js'
import { afterReservations } from './start.js'
import {
  declarationError,
  firstSpeaker,
  legalDeclarations,
  reservationsComplete,
  resolveReservations
} from './reservations.js'
import type { Game, GameSetup, PlayingGame, ReservationsState, SeatDeclaration } from './state.js'

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

const badSetup = (why: string): E.Either<GameError, never> => E.left(gameError(ErrorCode.BadSetup, why))

const checkHands = (u: unknown, rules: RuleSet): E.Either<GameError, BySeat<readonly Card[]>> => {
  const bad = (why: string) => E.left(gameError(ErrorCode.BadDeal, `Bad deal: ${why}`))
  if (!Array.isArray(u) || u.length !== 4) return bad('hands must be an array of four hands')
  const size = cardsPerHand(rules)
  let lo = 0
  let hi = 0
  for (const hand of u as unknown[]) {
    if (!Array.isArray(hand) || hand.length !== size) return bad(`each hand must hold ${size} cards`)
    for (const c of hand as unknown[]) {
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= 48) return bad(`${String(c)} is not a card id 0..47`)
      if (rules.withoutNines && rankIndex(c) === 5) return bad(`card ${c} is a nine, and these rules play without nines`)
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
  try {
    if (typeof options !== 'object' || options === null) return badSetup('options must be an object')
    const rules = decodeRules(options.rules ?? presets.tsr)
    if (E.isLeft(rules)) return rules
    const dealer = options.dealer ?? 0
    if (!isSeat(dealer)) return badSetup('dealer must be a seat 0..3')
    if ((options.hands === undefined) === (options.seed === undefined)) return badSetup('give either hands or seed')
    if (options.seed !== undefined && typeof options.seed !== 'string') return badSetup('seed must be a string')
    const hands =
      options.hands !== undefined
        ? checkHands(options.hands, rules.right)
        : E.right(dealFromSeed(options.seed ?? '', dealer, deckOf(rules.right)))
    if (E.isLeft(hands)) return hands
    const owed = options.compulsorySoloOwed ?? [false, false, false, false]
    if (!isBoolQuad(owed)) return badSetup('compulsorySoloOwed must be four booleans')
    const forced = options.forcedSoloist ?? null
    if (forced !== null && !isSeat(forced)) return badSetup('forcedSoloist must be a seat 0..3')
    const setup: GameSetup = {
      rules: rules.right,
      dealer,
      deal: hands.right,
      compulsorySoloOwed: [owed[0], owed[1], owed[2], owed[3]],
      forcedSoloist: forced
    }
    return E.right({ phase: 'reservations', setup, turn: firstSpeaker(setup), declarations: [] })
  } catch (e) {
    return badSetup(`unreadable options (${String(e)})`)
  }
}



/**
 * A structural check against values that are not game states (e.g. malformed JSON): the phase,
 * the setup, the turn and the lists the phase's reducer reads. Deeper damage (a hand holding
 * garbage) is caught where it makes a reducer throw; game states are not a wire format: send
 * actions, or records, and replay them.
 */
const isGameLike = (u: unknown): u is Game => {
  if (!hasPhase(u)) return false
  const g = u as unknown as Record<string, unknown>
  if (typeof g['setup'] !== 'object' || g['setup'] === null) return false
  if (g['phase'] === 'reservations') return isSeat(g['turn']) && Array.isArray(g['declarations'])
  if (g['phase'] === 'redeal') return Array.isArray(g['declarations']) && typeof g['reason'] === 'string'
  if (g['phase'] === 'armut') return isSeat(g['turn']) && Array.isArray(g['hands']) && Array.isArray(g['passed'])
  if (!Array.isArray(g['declarations']) || typeof g['contract'] !== 'object' || g['contract'] === null) return false
  return (
    (g['phase'] === 'finished' || isSeat(g['turn'])) &&
    Array.isArray(g['hands']) &&
    Array.isArray(g['trick']) &&
    Array.isArray(g['tricks'])
  )
}

const hasPhase = (u: unknown): u is Game => {
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

const MALFORMED_GAME: E.Either<GameError, never> = E.left(gameError(ErrorCode.MalformedGame, 'Not a game state'))

/**
 * Applies an action: returns the next game, or an error value (stable code and a message naming
 * the rule) with the given game untouched. Never throws, whatever the input.
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
  // Card plays, nearly every action of a game, read each field of the action once: actions of
  // many shapes pass through here, so every property read is a slow (megamorphic) one.
  // The structural check of the state runs when a card play is rejected (so that garbage is
  // reported as such), not on every accepted one.
  if (typeof action === 'object' && action !== null && action.type === 'play') {
    const seat = action.seat
    const card = action.card
    if (!isSeat(seat) || !isCard(card)) return E.left(actionShapeError(action) as GameError)
    const phase = typeof game === 'object' && game !== null ? game.phase : undefined
    if (phase === 'play' || phase === 'clarification') {
      const next = guarded(() => playCard(game as PlayingGame, seat, card))
      return E.isLeft(next) && !isGameLike(game) ? MALFORMED_GAME : next
    }
  }
  const shape = actionShapeError(action)
  if (shape !== null) return E.left(shape)
  if (!isGameLike(game)) return MALFORMED_GAME
  return guarded(() => dispatch(game, action))
}

/** Runs a reducer; a state that makes it throw was not made by this library. */
const guarded = (reduce: () => E.Either<GameError, Game>): E.Either<GameError, Game> => {
  try {
    return reduce()
  } catch (e) {
    return E.left(gameError(ErrorCode.MalformedGame, `Not a valid game state (${String(e)})`))
  }
}

const wrongPhase = (g: Game, type: Action['type']): E.Either<GameError, never> =>
  E.left(
    g.phase === 'finished' || g.phase === 'redeal'
      ? gameError(ErrorCode.GameFinished, g.phase === 'redeal' ? 'The game ended in a redeal' : 'The game is over')
      : gameError(ErrorCode.WrongPhase, `A ${type} action is not possible in the ${g.phase} phase`)
  )

const dispatch = (g: Game, action: Action): E.Either<GameError, Game> => {
  switch (g.phase) {
    case 'reservations': {
      if (action.type !== 'declare') return wrongPhase(g, action.type)
      if (action.seat !== g.turn) {
        return E.left(gameError(ErrorCode.NotYourTurn, `It is seat ${g.turn}'s turn to declare, not seat ${action.seat}'s`))
      }
      const err = declarationError(g.setup, action.seat, action.declaration)
      if (err !== null) return E.left(err)
      return E.right(declareUnchecked(g, action.seat, action.declaration))
    }
    case 'armut':
      return applyArmut(g, action)
    case 'clarification':
      if (action.type === 'chooseClarification') return chooseClarification(g, action.seat, action.trick)
      if (action.type === 'play') return playCard(g, action.seat, action.card)
      if (action.type === 'announce') return announce(g, action.seat, action.announcement)
      return wrongPhase(g, action.type)
    case 'play':
      if (action.type === 'play') return playCard(g, action.seat, action.card)
      if (action.type === 'announce') return announce(g, action.seat, action.announcement)
      return wrongPhase(g, action.type)
    case 'finished':
    case 'redeal':
      return wrongPhase(g, action.type)
  }
}

/** Records a declaration without checks and, after the last one, starts the play. */
export const declareUnchecked = (g: ReservationsState, seat: Seat, declaration: SeatDeclaration['declaration']): Game => {
  const declarations = [...g.declarations, { seat, declaration }]
  if (reservationsComplete(g.setup, declarations)) return afterReservations(g.setup, declarations)
  return { phase: 'reservations', setup: g.setup, turn: nextSeat(seat), declarations }
}

/**
 * Every action that {@link applyAction} accepts now: those of the seat that must act
 * ({@link currentPlayer}: its declaration, its Armut choice — every legal set of cards to pass or
 * return, or accept/decline —, the Hochzeiter's choice of clarifying tricks, or its legal cards),
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
  if (!hasPhase(game)) return []
  try {
    let out: Action[]
    switch (game.phase) {
      case 'reservations':
        out = legalDeclarations(game.setup, game.turn)
        break
      case 'armut':
        out = armutActions(game)
        break
      case 'clarification':
        out = []
        if (game.contract.kind === 'hochzeit' && game.contract.clarifiedBy === null) {
          out.push(...(CHOOSE_CLARIFICATION[game.contract.hochzeiter] as readonly Action[]))
        } else playActions(game, out as never[])
        break
      case 'play':
        out = []
        playActions(game, out as never[])
        announceActions(game, out as never[])
        break
      default:
        return []
    }
    return seat === undefined ? out : out.filter((a) => a.seat === seat)
  } catch {
    return []
  }
}

/**
 * The seat whose turn it is to act (declare, make an Armut choice, choose the clarifying tricks
 * of a Hochzeit, play), or null once the game is over. (Announcements may come from any seat at
 * any moment of play.)
 *
 * @category Game
 * @since 0.1.0
 */
export const currentPlayer = (game: Game): Seat | null => {
  if (!isGameLike(game) || game.phase === 'finished' || game.phase === 'redeal' || !isSeat(game.turn)) return null
  // Before the first card of a Hochzeit whose clarifying tricks the Hochzeiter chooses, it acts.
  if (game.phase === 'clarification' && game.contract.kind === 'hochzeit' && game.contract.clarifiedBy === null) {
    return game.contract.hochzeiter
  }
  return game.turn
}

/**
 * Whether the game is over: played to the end, or ended in a redeal.
 *
 * @category Game
 * @since 0.1.0
 */
export const isFinished = (game: Game): boolean =>
  isGameLike(game) && (game.phase === 'finished' || game.phase === 'redeal')

/**
 * The settlement of a finished game, or an error value while it is still running.
 *
 * @example
 * ```ts
 * const r = result(game)
 * if (E.isRight(r)) console.log(r.right.scores)
 * ```
 * @category Game
 * @since 0.1.0
 */
export const result = (game: Game): E.Either<GameError, Settlement> =>
  !isGameLike(game)
    ? E.left(gameError(ErrorCode.MalformedGame, 'Not a game state'))
    : game.phase === 'finished'
      ? E.right(game.settlement)
      : game.phase === 'redeal'
        ? E.left(gameError(ErrorCode.Redealt, `The game ended in a redeal (${game.reason}): nobody scores`))
        : E.left(gameError(ErrorCode.NotFinished, `The game is still in the ${game.phase} phase`))
