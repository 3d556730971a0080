/**
 * The daily Partie: one definition of "today's game" for every frontend (the terminal game, the
 * browser page, a server), so that everyone who plays it on a day gets the same hands.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type DoppelkopfError, ErrorCode, gameError } from '../errors.js'
import { show } from '../input/plain.js'
import { dailySeed } from '../random.js'
import type { Seat } from '../seat.js'
import { type MatchConfig, matchConfigs } from './config.js'

/**
 * Everything that makes the daily Partie of a date the same for everyone: the seed of its first
 * deal, the match configuration (the pagat table: `rules.pagat`, 8 games, no Pflichtsolo, no Bock),
 * the first dealer (seat 3, so that seat 0, the player, speaks first), and the seed of every deal.
 *
 * @category Match
 * @since 0.2.0
 */
export interface DailyPartie {
  /** The UTC date, `YYYY-MM-DD`. */
  readonly date: string
  /** The seed of the first deal, `doppelkopf-daily-YYYY-MM-DD` ({@link dailySeed}). */
  readonly seed: string
  /** The match configuration: `matchConfigs.pagat`. */
  readonly config: MatchConfig
  /** The dealer of the first game; the player sits at seat 0. */
  readonly dealer: Seat
}

/**
 * The daily Partie of a date (a `Date` is read in UTC; a string must be `YYYY-MM-DD`). A value
 * that is no date is `input/invalid-date`.
 *
 * @example
 * ```ts
 * const today = daily(new Date())
 * if (E.isRight(today)) {
 *   const match = newMatch(today.right.config, { dealer: today.right.dealer })
 *   // deal k (redeals count) with startNextGame(match, { seed: dailyDealSeed(today.right, k) })
 * }
 * ```
 * @category Match
 * @since 0.2.0
 */
export const daily = (date: Date | string): E.Either<DoppelkopfError<'input/invalid-date'>, DailyPartie> => {
  const seed = dailySeed(date)
  if (seed === null) {
    return E.left(gameError(ErrorCode.InvalidDate, `Not a date (expected a Date or YYYY-MM-DD): ${show(date)}`, { given: show(date) }))
  }
  return E.right(Object.freeze({ date: seed.slice(-10), seed, config: matchConfigs.pagat, dealer: 3 as Seat }))
}

/**
 * The seed of deal `k` of a daily Partie, counting redeals from 0 (the number of rows on the
 * match's score sheet before the deal): the Partie's seed, then `seed/1`, `seed/2`, ...
 *
 * @example
 * ```ts
 * dailyDealSeed(partie, 0) // 'doppelkopf-daily-2026-12-01'
 * dailyDealSeed(partie, 2) // 'doppelkopf-daily-2026-12-01/2'
 * ```
 * @category Match
 * @since 0.2.0
 */
export const dailyDealSeed = (partie: DailyPartie, k: number): string => (k === 0 ? partie.seed : `${partie.seed}/${k}`)
