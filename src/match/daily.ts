/**
 * The daily Partie: one definition of "today's game" for every frontend (the terminal game, the
 * browser page, a server), so that everyone who plays it on a day gets the same hands.
 *
 * Two kinds: the practice daily ({@link daily}), dealt from a public seed that anyone can
 * compute (the terminal and the offline page play it); and a server's daily
 * ({@link serverDaily}), dealt from a secret the server draws for the day, commits to
 * ({@link dailyCommitment}) when the day opens and reveals when it is over, so that nobody can
 * compute its hands in advance and everybody can check them afterwards.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type DoppelkopfError, ErrorCode, gameError } from '../errors.js'
import { show } from '../input/plain.js'
import { dailySeed } from '../random.js'
import type { Seat } from '../seat.js'
import { type MatchConfig, matchConfigs } from './config.js'
import { sha256Ascii } from './sha256.js'

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

/** A day's secret: 16 to 128 characters of base64url (a server draws 32 random bytes: 43 characters). */
const SECRET = /^[A-Za-z0-9_-]{16,128}$/

/** The date of a daily Partie, or the error. */
const dateOf = (date: Date | string): E.Either<DoppelkopfError<'input/invalid-date'>, string> => {
  const d = daily(date)
  return E.isLeft(d) ? d : E.right(d.right.date)
}

const checkSecret = (secret: unknown): E.Either<DoppelkopfError<'audit/malformed-input'>, string> =>
  typeof secret === 'string' && SECRET.test(secret)
    ? E.right(secret)
    : E.left(gameError(ErrorCode.AuditMalformedInput, `A day's secret is 16 to 128 characters of A-Z, a-z, 0-9, - and _, got ${show(secret)}`, { problem: `secret: expected 16 to 128 base64url characters, got ${show(secret)}` }))

/**
 * The commitment to a day's secret: the SHA-256 digest (64 hex digits) of
 * `doppelkopf-daily-commitment:YYYY-MM-DD:SECRET`. A server publishes it when the day opens and
 * reveals the secret when the day is over: whoever kept the commitment checks that the revealed
 * secret is the one the day was dealt from (the date is part of it, so that a commitment names
 * one day only). A date that is no date is `input/invalid-date`; a secret that is not 16 to 128
 * base64url characters is `audit/malformed-input`.
 *
 * @example
 * ```ts
 * const c = dailyCommitment('2026-12-01', 'k3Xv9qQ2mZ8rT1yB7nW4pL6sD0fH5jA2')
 * if (E.isRight(c)) console.log(c.right.length) // 64
 * ```
 * @category Match
 * @since 0.3.0
 */
export const dailyCommitment = (
  date: Date | string,
  secret: string
): E.Either<DoppelkopfError<'input/invalid-date' | 'audit/malformed-input'>, string> => {
  const d = dateOf(date)
  if (E.isLeft(d)) return d
  const s = checkSecret(secret)
  if (E.isLeft(s)) return s
  // ASCII only (the date and a base64url secret): never null here.
  return E.right(sha256Ascii(`doppelkopf-daily-commitment:${d.right}:${s.right}`) ?? '')
}

/**
 * A server's daily Partie of a date: the same table as the practice daily ({@link daily}: the
 * pagat table, 8 games, dealer seat 3), dealt from the day's secret instead of the public seed:
 * its seed is `doppelkopf-daily-YYYY-MM-DD:SECRET` (deal k from {@link dailyDealSeed}, the bots'
 * choices from {@link dailyBotSeed}). Nobody who lacks the secret can compute its hands.
 *
 * @example
 * ```ts
 * const partie = serverDaily('2026-12-01', secret)
 * if (E.isRight(partie)) {
 *   const match = newMatch(partie.right.config, { dealer: partie.right.dealer })
 *   // deal k with startNextGame(match, { seed: dailyDealSeed(partie.right, k) })
 * }
 * ```
 * @category Match
 * @since 0.3.0
 */
export const serverDaily = (
  date: Date | string,
  secret: string
): E.Either<DoppelkopfError<'input/invalid-date' | 'audit/malformed-input'>, DailyPartie> => {
  const d = daily(date)
  if (E.isLeft(d)) return d
  const s = checkSecret(secret)
  if (E.isLeft(s)) return s
  return E.right(Object.freeze({ ...d.right, seed: `${d.right.seed}:${s.right}` }))
}

/**
 * The seed of a bot's choice in a daily Partie played on a server: the Partie's seed, `/bot/`
 * and the number of actions played before it in the whole Partie (all games, redeals counted).
 * Every player of the day meets bots that choose alike in the same position.
 *
 * @example
 * ```ts
 * botAction(heuristicBot, game, seat, dailyBotSeed(partie, actionsSoFar))
 * ```
 * @category Match
 * @since 0.3.0
 */
export const dailyBotSeed = (partie: DailyPartie, actionsBefore: number): string => `${partie.seed}/bot/${actionsBefore}`
