/**
 * Game records: a finished (or running) game as JSON, built from the game and its actions, or
 * kept alongside the game by a {@link GameRecorder}.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { type Action, copyAction } from '../game/actions.js'
import { applyAction, decodeGame } from '../game/api.js'
import { readAction } from '../game/registry.js'
import { toPlain } from '../input/plain.js'
import type { Game } from '../game/state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { RuleSetCodec } from '../rules/codec.js'
import type { BySeat } from '../seat.js'
import { prune } from '../input/codec.js'
import type { GameOutcome, GameRecord, MatchRecord } from '../codecs/record.js'

const absurd = (x: never): never => {
  throw new Error(`unexpected value ${JSON.stringify(x)}`)
}

/**
 * How a game ended, as a record stores it, or null while it is running.
 *
 * @example
 * ```ts
 * outcomeOf(finishedGame) // { kind: 'settled', winner: 're', scores: [2, -2, 2, -2] }
 * ```
 * @category Records
 * @since 0.1.0
 */
export const outcomeOf = (game: Game): GameOutcome | null => {
  switch (game.phase) {
    case 'reservations':
    case 'armut':
    case 'clarification':
    case 'play':
      return null
    case 'finished': {
      const s = game.settlement.scores
      return { kind: 'settled', winner: game.settlement.winner, scores: [s[0], s[1], s[2], s[3]] }
    }
    case 'redeal':
      return { kind: 'redeal', reason: game.reason, seat: game.seat }
    default:
      return absurd(game)
  }
}

/**
 * The record of a game: its setup (rule set, dealer, hands as dealt, match context), the
 * actions that led from `newGame` to `game`, and its outcome (null while it is running). The
 * record is plain JSON data sharing nothing with the game; rule-set keys that `RuleSetCodec`
 * does not name are left out, so the record always decodes.
 *
 * `actions` must be every action applied since `newGame`, in order (a server that does not keep
 * them uses a {@link GameRecorder}); {@link replay} checks a record.
 *
 * @example
 * ```ts
 * const json = JSON.stringify(gameRecord(game, actions, ['Ann', 'Ben', 'Cem', 'Dora']))
 * ```
 * @category Records
 * @since 0.1.0
 */
export const gameRecord = (game: Game, actions: readonly Action[], players?: BySeat<string>): GameRecord => {
  const { setup } = game
  const d = setup.deal
  const owed = setup.compulsorySoloOwed
  return {
    formatVersion: 1,
    rules: prune(RuleSetCodec, setup.rules) as RuleSet,
    ...(players === undefined ? {} : { players: [players[0], players[1], players[2], players[3]] }),
    dealer: setup.dealer,
    hands: [d[0].slice(), d[1].slice(), d[2].slice(), d[3].slice()],
    compulsorySoloOwed: [owed[0], owed[1], owed[2], owed[3]],
    forcedSoloist: setup.forcedSoloist,
    actions: actions.map(copyAction),
    outcome: outcomeOf(game)
  }
}

/**
 * The actions of a {@link GameRecorder}: a list, newest first, whose tails are shared between
 * recorders (O(1) per action).
 *
 * @category Records
 * @since 0.1.0
 */
export interface ActionLog {
  /** The newest action. */
  readonly action: Action
  /** The actions before it. */
  readonly previous: ActionLog | null
}

/**
 * A game and the actions that led to it, kept together so that a server can write the record
 * at any moment. Immutable: {@link recordAction} returns a new recorder in O(1) (the action log
 * is shared, not copied), so keeping one costs one small object per action.
 *
 * @category Records
 * @since 0.1.0
 */
export interface GameRecorder {
  /** The game now. */
  readonly game: Game
  /** The players' names per seat, if given. */
  readonly players: BySeat<string> | null
  /** The number of actions recorded. */
  readonly length: number
  /** The recorded actions, newest first (read them with {@link recordedActions}). */
  readonly log: ActionLog | null
}

/**
 * Starts recording a new game (one in the reservation phase with no declaration yet, as
 * `newGame` returns it).
 *
 * @example
 * ```ts
 * let rec = pipe(newGame({ seed: 'table-7' }), E.chain((g) => startRecording(g, ['Ann', 'Ben', 'Cem', 'Dora'])))
 * ```
 * @category Records
 * @since 0.1.0
 */
export const startRecording = (game: Game, players?: BySeat<string>): E.Either<GameError, GameRecorder> => {
  const g = decodeGame(game)
  if (E.isLeft(g)) return g
  if (g.right.phase !== 'reservations' || g.right.declarations.length !== 0) {
    const problem = 'a recording starts from a new game (reservation phase, no declaration yet)'
    return E.left(gameError(ErrorCode.MalformedGame, `A recording starts from a new game (reservation phase, no declaration yet)`, { problem }))
  }
  const names = players === undefined ? null : toPlain(players)
  if (names !== null && (!names.ok || !Array.isArray(names.value) || names.value.length !== 4 || !names.value.every((n) => typeof n === 'string'))) {
    return E.left(gameError(ErrorCode.BadSetup, 'players must be four names', { problem: 'players must be four names' }))
  }
  return E.right(Object.freeze({ game: g.right, players: names === null ? null : Object.freeze((names.value as string[]).slice(0, 4)) as unknown as BySeat<string>, length: 0, log: null }))
}

/**
 * Applies an action to the recorded game and records it: the next recorder, or the engine's
 * error with the recorder unchanged.
 *
 * @example
 * ```ts
 * const next = recordAction(rec, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
 * if (E.isRight(next)) rec = next.right
 * ```
 * @category Records
 * @since 0.1.0
 */
export const recordAction = (recorder: GameRecorder, action: Action): E.Either<GameError, GameRecorder> => {
  // The action is read once; the recorder logs the value the engine applied.
  const a = readAction(action)
  if (E.isLeft(a)) return a
  const next = applyAction(recorder.game, a.right)
  if (E.isLeft(next)) return next
  return E.right(
    Object.freeze({
      game: next.right,
      players: recorder.players,
      length: recorder.length + 1,
      log: Object.freeze({ action: a.right, previous: recorder.log })
    })
  )
}

/**
 * The recorded actions in the order they were applied.
 *
 * @category Records
 * @since 0.1.0
 */
export const recordedActions = (recorder: GameRecorder): Action[] => {
  const out: Action[] = new Array<Action>(recorder.length)
  let i = recorder.length
  for (let node = recorder.log; node !== null; node = node.previous) out[--i] = node.action
  return out
}

/**
 * The record of the recorded game (see {@link gameRecord}).
 *
 * @example
 * ```ts
 * store(JSON.stringify(recorderRecord(rec)))
 * ```
 * @category Records
 * @since 0.1.0
 */
export const recorderRecord = (recorder: GameRecorder): GameRecord =>
  gameRecord(recorder.game, recordedActions(recorder), recorder.players ?? undefined)

/**
 * A match record: the match configuration (opaque JSON data, defined by the match module) and
 * the game records in the order played.
 *
 * @example
 * ```ts
 * const m = matchRecord({ players: 4, games: 24 }, [gameRecord(g1, a1), gameRecord(g2, a2)])
 * ```
 * @category Records
 * @since 0.1.0
 */
export const matchRecord = (config: object, games: readonly GameRecord[]): MatchRecord => ({
  formatVersion: 1,
  // A plain-data copy: the match configuration (e.g. a `MatchConfig`) as JSON.
  config: JSON.parse(JSON.stringify(config)) as { readonly [key: string]: unknown },
  games: games.slice()
})
