/**
 * Replaying records: a record's setup and history replayed as `decodeGame` replays any game as
 * data (`newGame`, then `applyAction` for each action, each checked), and the stored outcome
 * compared.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type DoppelkopfError, type ErrorCode, type ErrorDetailsByCode, gameError } from '../errors.js'
import { decodeGame } from '../game/api.js'
import type { Game } from '../game/state.js'
import type { BySeat } from '../seat.js'
import { type GameOutcome, type GameRecord, type MatchRecord, decodeGameRecord, decodeMatchRecord } from '../codecs/record.js'
import { type GameRecorder, outcomeOf } from './gameRecord.js'

/**
 * The error codes of {@link replay}: `replay/malformed-record` (not a game record),
 * `replay/bad-setup` (`newGame` rejects the setup), `replay/illegal-action` (an action breaks a
 * rule), `replay/outcome-mismatch` (the stored outcome is not the replayed one).
 *
 * @category Records
 * @since 0.1.0
 */
export type ReplayErrorCode = Extract<ErrorCode, `replay/${string}`>

/**
 * Why a record does not replay: the library's one error type with a {@link ReplayErrorCode}.
 * `details.game` is the index of the game in a match record (null for a game record's replay);
 * a rejected action comes with its `index`, the `action` and the engine's error as `cause`.
 *
 * @example
 * ```ts
 * const r = replay(record)
 * if (E.isLeft(r) && r.left.code === 'replay/illegal-action') console.log(r.left.details.index, r.left.details.cause.code)
 * // 17 'play/must-follow-suit'
 * ```
 * @category Records
 * @since 0.1.0
 */
export type ReplayError = DoppelkopfError<ReplayErrorCode>

const sameOutcome = (a: GameOutcome | null, b: GameOutcome | null): boolean => {
  if (a === null || b === null) return a === b
  if (a.kind === 'settled' && b.kind === 'settled') {
    return a.winner === b.winner && a.scores.every((s, i) => s === b.scores[i])
  }
  if (a.kind === 'redeal' && b.kind === 'redeal') return a.reason === b.reason && a.seat === b.seat
  return false
}

/**
 * Replays a game record: starts the game with `newGame` from the record's setup, applies every
 * action with `applyAction`, and compares the outcome. Returns the game, or why the record does
 * not replay: a rejected action comes with its index and the engine's error. Never throws.
 *
 * @example
 * ```ts
 * const game = pipe(decodeGameRecord(JSON.parse(text)), E.chainW(replay))
 * ```
 * @category Records
 * @since 0.1.0
 */
export const replay = (record: GameRecord): E.Either<ReplayError, Game> => {
  const resumed = resumeRecording(record)
  return E.isLeft(resumed) ? resumed : E.right(resumed.right.game)
}

/**
 * Replays a record into a recorder that goes on from where the record ends: a server that
 * stored a running game's record resumes it after a restart. Fails as {@link replay} does.
 *
 * @example
 * ```ts
 * const recorder = resumeRecording(stored)
 * if (E.isRight(recorder)) serve(recorder.right) // then recordAction(...) as before
 * ```
 * @category Records
 * @since 0.1.0
 */
export const resumeRecording = (record: GameRecord): E.Either<ReplayError, GameRecorder> => {
  const decoded = decodeGameRecord(record)
  if (E.isLeft(decoded)) {
    return E.left(gameError('replay/malformed-record', decoded.left.message, { problems: decoded.left.details.problems, game: null }))
  }
  const r = decoded.right
  // The same code reads a record as any game as data: its setup and its history replayed.
  const game = decodeGame({ setup: r.setup, history: r.history })
  if (E.isLeft(game)) {
    const { index, cause } = game.left.details as ErrorDetailsByCode['input/malformed-game']
    const action = index === undefined ? undefined : r.history[index]
    if (index !== undefined && action !== undefined && cause !== undefined) {
      return E.left(
        gameError('replay/illegal-action', `Action ${index} (${JSON.stringify(action)}) is rejected: ${cause.code}: ${cause.message}`, { index, action, cause, game: null })
      )
    }
    return E.left(gameError('replay/bad-setup', `The record's setup is rejected: ${(cause ?? game.left).message}`, { cause: cause ?? game.left, game: null }))
  }
  const replayed = outcomeOf(game.right)
  if (!sameOutcome(r.outcome, replayed)) {
    return E.left(
      gameError('replay/outcome-mismatch', `The record stores the outcome ${JSON.stringify(r.outcome)}, the replayed game has ${JSON.stringify(replayed)}`, {
        recorded: r.outcome,
        replayed,
        game: null
      })
    )
  }
  return E.right(Object.freeze({ game: game.right, players: r.players === undefined ? null : (Object.freeze([...r.players]) as unknown as BySeat<string>) }))
}

/** The error of a match record's game `game`. */
const inGame = (e: ReplayError, game: number): ReplayError =>
  ({ code: e.code, message: `Game ${game}: ${e.message}`, details: { ...e.details, game } }) as ReplayError

/**
 * Replays every game of a match record ({@link replay}); the match's own checks (dealer order,
 * Pflichtsolo bookkeeping) are the match module's. An error names the game in `details.game`; a value that
 * is not a match record (see `decodeMatchRecord`) is `replay/malformed-record` with `game: -1`.
 *
 * @example
 * ```ts
 * const games = replayMatchGames(matchRecord) // right([game1, game2, ...])
 * ```
 * @category Records
 * @since 0.1.0
 */
export const replayMatchGames = (record: MatchRecord): E.Either<ReplayError, readonly Game[]> => {
  const decoded = decodeMatchRecord(record)
  if (E.isLeft(decoded)) {
    return E.left(gameError('replay/malformed-record', decoded.left.message, { problems: decoded.left.details.problems, game: -1 }))
  }
  const games: Game[] = []
  const list: readonly GameRecord[] = decoded.right.games
  for (let i = 0; i < list.length; i++) {
    const g = replay(list[i] as GameRecord)
    if (E.isLeft(g)) return E.left(inGame(g.left, i))
    games.push(g.right)
  }
  return E.right(games)
}
