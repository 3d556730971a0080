/**
 * Game records: a finished (or running) game as JSON, its setup and its history (which the game
 * carries), with the players' names and the outcome.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { type Action, copyAction } from '../game/actions.js'
import { applyAction, decodeGame } from '../game/api.js'
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
 * The record of a game: its setup (rule set, dealer, hands as dealt, match context) and its
 * history (every action since `newGame`, the game's own), the players' names and the computer
 * opponents (each by its level or name, null for a person) if given, and its outcome (null
 * while it is running). The record is plain JSON data sharing nothing with the
 * game; rule-set keys that `RuleSetCodec` does not name are left out, so the record always
 * decodes. {@link replay} checks a record.
 *
 * @example
 * ```ts
 * const json = JSON.stringify(gameRecord(game, ['Ann', 'Ben', 'Cem', 'Dora']))
 * const withBots = gameRecord(game, ['Du', 'Anna', 'Ben', 'Carla'], [null, 'expert', 'expert', 'expert'])
 * ```
 * @category Records
 * @since 0.1.0
 */
export const gameRecord = (game: Game, players?: BySeat<string>, bots?: BySeat<string | null>): GameRecord => {
  const { setup } = game
  const d = setup.deal
  const owed = setup.compulsorySoloOwed
  return {
    formatVersion: 2,
    setup: {
      rules: prune(RuleSetCodec, setup.rules) as RuleSet,
      dealer: setup.dealer,
      deal: [[...d[0]], [...d[1]], [...d[2]], [...d[3]]],
      compulsorySoloOwed: [owed[0], owed[1], owed[2], owed[3]],
      forcedSoloist: setup.forcedSoloist
    },
    history: game.history.map(copyAction),
    outcome: outcomeOf(game),
    ...(players === undefined ? {} : { players: [players[0], players[1], players[2], players[3]] }),
    ...(bots === undefined ? {} : { bots: [bots[0], bots[1], bots[2], bots[3]] })
  }
}

/**
 * A game and its players' names, kept together so that a server can write the record at any
 * moment ({@link recorderRecord}). The game carries its own history, so a recorder is one small
 * frozen object per action.
 *
 * @category Records
 * @since 0.1.0
 */
export interface GameRecorder {
  /** The game now (its `history` is every action recorded). */
  readonly game: Game
  /** The players' names per seat, if given. */
  readonly players: BySeat<string> | null
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
  if (g.right.phase !== 'reservations' || g.right.history.length !== 0) {
    const problem = 'a recording starts from a new game (reservation phase, no declaration yet)'
    return E.left(gameError(ErrorCode.MalformedGame, `A recording starts from a new game (reservation phase, no declaration yet)`, { problem }))
  }
  const names = namesOf(players)
  return E.isLeft(names) ? names : E.right(Object.freeze({ game: g.right, players: names.right }))
}

/** The players' names read once and copied: four strings, or null when none are given. */
const namesOf = (players: unknown): E.Either<GameError, BySeat<string> | null> => {
  if (players === undefined) return E.right(null)
  const names = toPlain(players)
  if (!names.ok || !Array.isArray(names.value) || names.value.length !== 4 || !names.value.every((n) => typeof n === 'string')) {
    return E.left(gameError(ErrorCode.BadSetup, 'players must be four names', { problem: 'players must be four names' }))
  }
  return E.right(Object.freeze((names.value as string[]).slice(0, 4)) as unknown as BySeat<string>)
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
  const next = applyAction(recorder.game, action)
  return E.isLeft(next) ? next : E.right(Object.freeze({ game: next.right, players: recorder.players }))
}

/**
 * The recorded actions in the order they were applied (the game's history, as a list of the
 * caller's own).
 *
 * @category Records
 * @since 0.1.0
 */
export const recordedActions = (recorder: GameRecorder): Action[] => [...recorder.game.history]

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
export const recorderRecord = (recorder: GameRecorder): GameRecord => gameRecord(recorder.game, recorder.players ?? undefined)

/**
 * A match record: the match configuration (opaque JSON data, defined by the match module) and
 * the game records in the order played.
 *
 * @example
 * ```ts
 * const m = matchRecord({ players: 4, games: 24 }, [gameRecord(g1), gameRecord(g2)])
 * ```
 * @category Records
 * @since 0.1.0
 */
export const matchRecord = (config: object, games: readonly GameRecord[]): MatchRecord => ({
  formatVersion: 2,
  // A plain-data copy: the match configuration (e.g. a `MatchConfig`) as JSON.
  config: JSON.parse(JSON.stringify(config)) as { readonly [key: string]: unknown },
  games: games.slice()
})
