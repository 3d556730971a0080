/**
 * The errors of the match layer: the library's one error type ({@link DoppelkopfError}) with a
 * `match/` code.
 *
 * @module
 */
import { type DoppelkopfError, type ErrorCode, gameError } from '../errors.js'

/**
 * The codes of the match layer: every {@link ErrorCode} that starts with `match/`.
 *
 * @example
 * ```ts
 * const code: MatchErrorCode = 'match/over'
 * ```
 * @category Match
 * @since 0.1.0
 */
export type MatchErrorCode = Extract<ErrorCode, `match/${string}`>

/**
 * A rejected match input: a {@link DoppelkopfError} with a `match/` code.
 *
 * @example
 * ```ts
 * const r = recordGame(match, game)
 * if (E.isLeft(r) && r.left.code === 'match/wrong-deal') console.log(r.left.details.problem)
 * ```
 * @category Match
 * @since 0.1.0
 */
export type MatchError = DoppelkopfError<MatchErrorCode>

/** The match codes whose details are one `problem`. */
type ProblemCode = Exclude<MatchErrorCode, 'match/over' | 'match/game-not-over' | 'match/invalid-config'>

/**
 * A match error whose details are the one problem found: the message is `lead` and the problem.
 *
 * @internal
 */
export const matchProblem = (code: ProblemCode, lead: string, problem: string): MatchError =>
  gameError(code, lead === '' ? problem : `${lead}: ${problem}`, { problem })

/**
 * A value in an error message: a JSON-like preview of at most about 60 characters. Never
 * throws, and costs no more for a megabyte value than for a small one.
 *
 * @internal
 */
export { show } from '../input/plain.js'
