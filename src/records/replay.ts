/**
 * Replaying records: rebuild a game with `newGame` and `applyAction`, and check every action and
 * the stored outcome on the way.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { GameError } from '../errors.js'
import type { Action } from '../game/actions.js'
import { newGame } from '../game/api.js'
import type { Game } from '../game/state.js'
import { type GameOutcome, type GameRecord, type MatchRecord, decodeGameRecord, decodeMatchRecord } from '../codecs/record.js'
import { type GameRecorder, outcomeOf, recordAction, startRecording } from './gameRecord.js'

/**
 * The error codes of {@link replay}: `replay/malformed-record` (not a game record),
 * `replay/bad-setup` (`newGame` rejects the setup), `replay/illegal-action` (an action breaks a
 * rule), `replay/outcome-mismatch` (the stored outcome is not the replayed one).
 *
 * @category Records
 * @since 0.1.0
 */
export const ReplayErrorCode = {
  /** The value is not a game record (see `decodeGameRecord`). */
  MalformedRecord: 'replay/malformed-record',
  /** `newGame` rejects the record's setup (rules, dealer, hands, match context). */
  BadSetup: 'replay/bad-setup',
  /** An action breaks a rule: `index` and the engine's error in `cause`. */
  IllegalAction: 'replay/illegal-action',
  /** Every action is legal, but the stored outcome differs from the replayed one. */
  OutcomeMismatch: 'replay/outcome-mismatch'
} as const

/**
 * Why a record does not replay.
 *
 * @example
 * ```ts
 * const r = replay(record)
 * if (E.isLeft(r) && r.left.code === 'replay/illegal-action') console.log(r.left.index, r.left.cause.code)
 * // 17 'play/must-follow-suit'
 * ```
 * @category Records
 * @since 0.1.0
 */
export type ReplayError =
  | {
      /** Not a game record. */
      readonly code: typeof ReplayErrorCode.MalformedRecord
      /** A readable explanation. */
      readonly message: string
      /** Every problem, `path: problem`. */
      readonly errors: readonly string[]
    }
  | {
      /** `newGame` rejected the setup. */
      readonly code: typeof ReplayErrorCode.BadSetup
      /** A readable explanation. */
      readonly message: string
      /** The engine's error. */
      readonly cause: GameError
    }
  | {
      /** An action broke a rule. */
      readonly code: typeof ReplayErrorCode.IllegalAction
      /** A readable explanation. */
      readonly message: string
      /** The index of the action in `record.actions`. */
      readonly index: number
      /** The action. */
      readonly action: Action
      /** The engine's error (its `code` names the rule). */
      readonly cause: GameError
    }
  | {
      /** The outcomes differ. */
      readonly code: typeof ReplayErrorCode.OutcomeMismatch
      /** A readable explanation. */
      readonly message: string
      /** The outcome the record stores. */
      readonly recorded: GameOutcome | null
      /** The outcome of the replayed game. */
      readonly replayed: GameOutcome | null
    }

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
    return E.left({ code: ReplayErrorCode.MalformedRecord, message: decoded.left.message, errors: decoded.left.errors })
  }
  const r = decoded.right
  const start = newGame({
    rules: r.rules,
    dealer: r.dealer,
    hands: r.hands,
    compulsorySoloOwed: r.compulsorySoloOwed,
    ...(r.forcedSoloist === null ? {} : { forcedSoloist: r.forcedSoloist })
  })
  if (E.isLeft(start)) {
    return E.left({ code: ReplayErrorCode.BadSetup, message: `The record's setup is rejected: ${start.left.message}`, cause: start.left })
  }
  const started = startRecording(start.right, r.players)
  if (E.isLeft(started)) {
    return E.left({ code: ReplayErrorCode.BadSetup, message: started.left.message, cause: started.left })
  }
  let recorder = started.right
  for (let index = 0; index < r.actions.length; index++) {
    const action = r.actions[index] as Action
    const next = recordAction(recorder, action)
    if (E.isLeft(next)) {
      return E.left({
        code: ReplayErrorCode.IllegalAction,
        message: `Action ${index} (${JSON.stringify(action)}) is rejected: ${next.left.code}: ${next.left.message}`,
        index,
        action,
        cause: next.left
      })
    }
    recorder = next.right
  }
  const replayed = outcomeOf(recorder.game)
  if (!sameOutcome(r.outcome, replayed)) {
    return E.left({
      code: ReplayErrorCode.OutcomeMismatch,
      message: `The record stores the outcome ${JSON.stringify(r.outcome)}, the replayed game has ${JSON.stringify(replayed)}`,
      recorded: r.outcome,
      replayed
    })
  }
  return E.right(recorder)
}

/**
 * Why a match record does not replay: the index of the game and its {@link ReplayError}.
 *
 * @category Records
 * @since 0.1.0
 */
export interface MatchReplayError {
  /** The index of the game in `record.games`; -1 when the value is not a match record at all. */
  readonly game: number
  /** Why that game does not replay. */
  readonly error: ReplayError
}

/**
 * Replays every game of a match record ({@link replay}); the match's own checks (dealer order,
 * Pflichtsolo bookkeeping) are the match module's. A value that is not a match record (see
 * `decodeMatchRecord`) is an error with `game: -1` and code `replay/malformed-record`.
 *
 * @example
 * ```ts
 * const games = replayMatchGames(matchRecord) // right([game1, game2, ...])
 * ```
 * @category Records
 * @since 0.1.0
 */
export const replayMatchGames = (record: MatchRecord): E.Either<MatchReplayError, readonly Game[]> => {
  const decoded = decodeMatchRecord(record)
  if (E.isLeft(decoded)) {
    return E.left({ game: -1, error: { code: ReplayErrorCode.MalformedRecord, message: decoded.left.message, errors: decoded.left.errors } })
  }
  const games: Game[] = []
  const list: readonly GameRecord[] = decoded.right.games
  for (let i = 0; i < list.length; i++) {
    const g = replay(list[i] as GameRecord)
    if (E.isLeft(g)) return E.left({ game: i, error: g.left })
    games.push(g.right)
  }
  return E.right(games)
}
