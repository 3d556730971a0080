/**
 * Typed errors of the match layer: every rejected input is a value with a stable `match/` code.
 *
 * @module
 */

/**
 * The stable error codes of the match layer. Codes never change meaning once published.
 *
 * @example
 * ```ts
 * const r = recordGame(match, game)
 * if (E.isLeft(r) && r.left.code === MatchErrorCode.WrongDeal) console.log(r.left.message)
 * ```
 * @category Match
 * @since 0.1.0
 */
export const MatchErrorCode = {
  /** The match configuration is not valid (the message lists every problem). */
  InvalidConfig: 'match/invalid-config',
  /** The player names are not one distinct, non-empty name per player. */
  InvalidPlayers: 'match/invalid-players',
  /** The value is not a match produced by this library. */
  MalformedMatch: 'match/malformed-match',
  /** The match is over: no further game can be dealt or recorded. */
  MatchOver: 'match/over',
  /** The value is not a game state. */
  MalformedGame: 'match/malformed-game',
  /** The game is still running: only a finished or redealt game can be recorded. */
  GameNotOver: 'match/game-not-over',
  /** The game was not dealt for the match's next deal (dealer, Pflichtsolo debts, forced soloist or rules differ). */
  WrongDeal: 'match/wrong-deal',
  /** The penalty is not valid for the current deal. */
  InvalidPenalty: 'match/invalid-penalty',
  /** The options of the next game are neither `{ seed }` nor `{ hands }`. */
  InvalidDealOptions: 'match/invalid-deal-options',
  /** A result entered by hand (`recordResult`) does not fit the next deal: its summary, contract or redeal. */
  InvalidResult: 'match/invalid-result'
} as const

/**
 * One of the {@link MatchErrorCode} strings.
 *
 * @example
 * ```ts
 * const code: MatchErrorCode = 'match/over'
 * ```
 * @category Match
 * @since 0.1.0
 */
export type MatchErrorCode = (typeof MatchErrorCode)[keyof typeof MatchErrorCode]

/**
 * A rejected match input: a stable machine-readable `code` and a readable `message`.
 *
 * @example
 * ```ts
 * const e: MatchError = { code: 'match/over', message: 'The match is over after 24 games' }
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface MatchError {
  /** The stable machine-readable code. */
  readonly code: MatchErrorCode
  /** A readable explanation. */
  readonly message: string
}

/**
 * Builds a {@link MatchError}.
 *
 * @example
 * ```ts
 * matchError(MatchErrorCode.MatchOver, 'The match is over')
 * ```
 * @category Match
 * @since 0.1.0
 */
export const matchError = (code: MatchErrorCode, message: string): MatchError => ({ code, message })

/**
 * A value in an error message: a JSON-like preview of at most about 60 characters. Never
 * throws, and costs no more for a megabyte value than for a small one.
 *
 * @internal
 */
export { show } from '../input/plain.js'
