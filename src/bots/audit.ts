/**
 * The audit of a server's daily Partie once its day is over: the revealed secret against the
 * commitment published when the day opened, every deal of a stored Partie against the secret,
 * and every move of the server's bots against the moves the secret gives them. Whoever kept the
 * commitment can check any player's Partie of the day without trusting the server.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type DoppelkopfError, ErrorCode, gameError } from '../errors.js'
import { type Action, type Game, type Seat, applyAction, isFinished } from '../index.js'
import { show } from '../input/plain.js'
import { gameRecord } from '../records/gameRecord.js'
import { type ReplayErrorCode, replayMatchGames } from '../records/replay.js'
import type { MatchRecord } from '../codecs/record.js'
import { dailyBotSeed, dailyCommitment, dailyDealSeed, serverDaily } from '../match/daily.js'
import { isMatchOver, newMatch, recordGame, startNextGame } from '../match/match.js'
import { botAction } from './bot.js'
import { heuristicBot } from './heuristic.js'

/**
 * What {@link auditDaily} checked of a daily Partie whose every check passed.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface DailyAudit {
  /** The day, `YYYY-MM-DD`. */
  readonly date: string
  /** The games of the record (redeals count). */
  readonly games: number
  /** The actions of all games. */
  readonly actions: number
  /** The actions of the bots (seats 1 to 3), each one the move the day's secret gives. */
  readonly botMoves: number
  /** Whether the record holds the whole Partie (the match is over). */
  readonly finished: boolean
  /** Each seat's total after the record's games (seat 0 is the player). */
  readonly totals: readonly number[]
}

/**
 * The codes {@link auditDaily} answers: `audit/...`, the date's and a record's (`replay/...`).
 *
 * @category Bots
 * @since 0.3.0
 */
export type DailyAuditErrorCode = Extract<ErrorCode, `audit/${string}`> | ReplayErrorCode | 'input/invalid-date'

const COMMITMENT = /^[0-9a-f]{64}$/

const malformed = (problem: string): E.Either<DoppelkopfError<DailyAuditErrorCode>, never> =>
  E.left(gameError(ErrorCode.AuditMalformedInput, `Not an audit of a daily Partie: ${problem}`, { problem }))

/** The four fields of the input, read once each (a getter that throws or a Proxy is malformed input). */
const fieldsOf = (u: unknown): { date: unknown; commitment: unknown; secret: unknown; record: unknown } | null => {
  try {
    if (typeof u !== 'object' || u === null || Array.isArray(u) || Object.getPrototypeOf(u) !== Object.prototype) return null
    const o = u as Record<string, unknown>
    return { date: o['date'], commitment: o['commitment'], secret: o['secret'], record: o['record'] }
  } catch {
    return null
  }
}

/** A canonical text of an action (the keys in order), for comparing a recorded move with an expected one. */
const canonical = (a: unknown): string => JSON.stringify(a, (_k, v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([x], [y]) => (x < y ? -1 : 1))) : v
)

/**
 * Audits a server's daily Partie: `{ date, commitment, secret, record }`, where `commitment` is
 * the digest the server published when the day opened, `secret` the secret it revealed once the
 * day was over, and `record` one player's Partie of that day as a match record (the games in
 * the order played, redeals included; the last one may be unfinished). The player sits at seat
 * 0 and the server's heuristic bot at seats 1 to 3, as the server seats a daily Partie.
 *
 * It checks that the secret hashes to the commitment ({@link "doppelkopf/match"!dailyCommitment}:
 * `audit/bad-commitment`), that the record replays (`replay/...`), that every game was dealt
 * from the secret ({@link "doppelkopf/match"!serverDaily}: the hands, dealer and match context
 * of deal k; `audit/wrong-deal`) and that every bot move is the heuristic bot's choice from its
 * seat's view with the seed {@link "doppelkopf/match"!dailyBotSeed} of the actions before it
 * (`audit/wrong-bot-move`). Anything that is not such an input is `audit/malformed-input` or a
 * record error; nothing throws.
 *
 * @example
 * ```ts
 * const audit = auditDaily({ date: '2026-12-01', commitment, secret, record })
 * if (E.isRight(audit)) console.log(audit.right.botMoves, audit.right.totals)
 * else console.log(audit.left.code) // e.g. 'audit/wrong-bot-move'
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const auditDaily = (input: unknown): E.Either<DoppelkopfError<DailyAuditErrorCode>, DailyAudit> => {
  const f = fieldsOf(input)
  if (f === null) return malformed('expected an object { date, commitment, secret, record }')
  if (typeof f.date !== 'string') return malformed(`date: expected YYYY-MM-DD, got ${show(f.date)}`)
  if (typeof f.commitment !== 'string' || !COMMITMENT.test(f.commitment)) return malformed(`commitment: expected 64 hex digits, got ${show(f.commitment)}`)
  if (typeof f.secret !== 'string') return malformed(`secret: expected a string, got ${show(f.secret)}`)
  const computed = dailyCommitment(f.date, f.secret)
  if (E.isLeft(computed)) return computed
  if (computed.right !== f.commitment) {
    return E.left(
      gameError(ErrorCode.AuditBadCommitment, `The secret hashes to ${computed.right}, not to the commitment ${f.commitment}`, {
        commitment: f.commitment,
        computed: computed.right
      })
    )
  }
  const partie = serverDaily(f.date, f.secret)
  if (E.isLeft(partie)) return partie
  const replayed = replayMatchGames(f.record as MatchRecord)
  if (E.isLeft(replayed)) return replayed
  const games: readonly Game[] = replayed.right
  if (games.length === 0) return malformed('record: a Partie of no game')
  const started = newMatch(partie.right.config, { dealer: partie.right.dealer })
  if (E.isLeft(started)) return malformed(started.left.message)
  let match = started.right
  let actions = 0
  let botMoves = 0
  for (const [i, recorded] of games.entries()) {
    const dealt = startNextGame(match, { seed: dailyDealSeed(partie.right, i) })
    if (E.isLeft(dealt)) return malformed(`record: game ${i + 1} is more than the Partie has (${dealt.left.code})`)
    if (canonical(gameRecord(dealt.right).setup) !== canonical(gameRecord(recorded).setup)) {
      return E.left(gameError(ErrorCode.AuditWrongDeal, `Game ${i + 1} was not dealt from the day's secret`, { game: i }))
    }
    let game = dealt.right
    for (const [j, action] of recorded.history.entries()) {
      const seat: Seat = action.seat
      if (seat !== 0) {
        const expected: Action | null = botAction(heuristicBot, game, seat, dailyBotSeed(partie.right, actions))
        if (expected === null || canonical(expected) !== canonical(action)) {
          return E.left(
            gameError(ErrorCode.AuditWrongBotMove, `Game ${i + 1}, action ${j}: the bot at seat ${seat} chooses ${JSON.stringify(expected)}, the record holds ${JSON.stringify(action)}`, {
              game: i,
              index: j,
              seat,
              recorded: action,
              expected
            })
          )
        }
        botMoves++
      }
      // The record replayed from this very setup: every action applies.
      const next = applyAction(game, action)
      if (E.isLeft(next)) return malformed(`record: game ${i + 1}, action ${j} does not apply (${next.left.code})`)
      game = next.right
      actions++
    }
    if (!isFinished(game)) {
      if (i < games.length - 1) return malformed(`record: game ${i + 1} is not over, but another game follows it`)
      break
    }
    const next = recordGame(match, game)
    if (E.isLeft(next)) return malformed(`record: game ${i + 1} does not go on the score sheet (${next.left.code})`)
    match = next.right
  }
  return E.right(Object.freeze({ date: partie.right.date, games: games.length, actions, botMoves, finished: isMatchOver(match), totals: Object.freeze([...match.totals]) }))
}
