/**
 * Results entered by hand: a score-sheet app for a table with real cards records each game of
 * the next deal from its summary and what was played (or as a redeal), and the match keeps the
 * sheet exactly as for games played through the engine: dealer rotation, Pflichtsolo, Bock.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { RedealReason } from '../game/state.js'
import { SOLO_TYPES, type SoloType } from '../rules/ruleSet.js'
import { settle } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import { type BySeat, type Seat, SEATS, isSeat } from '../seat.js'
import { playedTriggers, redealTriggers } from './bock.js'
import { type MatchError, matchProblem, show } from './errors.js'
import { describeThrown, toPlain } from '../input/plain.js'
import { type Deal, type Match, applyOutcome, checkRunning, dealOf, dual, malformed } from './match.js'
import type { RowType } from './scoreSheet.js'
import { ruleTable } from '../rules/table.js'
import { soloIsCompulsory } from '../game/reservations.js'

/**
 * What was played in a game entered by hand, at the deal's engine seats 0..3
 * (`nextDeal(match).seats[seat]` is the player at each seat).
 *
 * @example
 * ```ts
 * const contract: PlayedContract = { kind: 'solo', solo: 'queens', soloist: 2 }
 * ```
 * @category Match
 * @since 0.1.0
 */
export type PlayedContract =
  | {
      /** A normal game: the two seats with a ♣Q against the other two. */
      readonly kind: 'normal'
    }
  | {
      /** An announced Hochzeit. */
      readonly kind: 'hochzeit'
      /** The seat with both ♣Q. */
      readonly hochzeiter: Seat
      /** The partner found, or null when the Hochzeiter played alone. */
      readonly partner: Seat | null
    }
  | {
      /** A silent wedding: both ♣Q, declared healthy, played alone. */
      readonly kind: 'silentWedding'
      /** The seat with both ♣Q. */
      readonly player: Seat
    }
  | {
      /** An Armut game. */
      readonly kind: 'armut'
      /** The seat that declared Armut. */
      readonly poor: Seat
      /** The seat that took the cards. */
      readonly partner: Seat
    }
  | {
      /** A declared solo; whether it is a Pflichtsolo follows from the deal (the soloist's debt or vorgeführt). */
      readonly kind: 'solo'
      /** Which solo. */
      readonly solo: SoloType
      /** The soloist's seat. */
      readonly soloist: Seat
    }

/**
 * The result of the next deal, entered by hand: a played game (its summary, at the deal's
 * seats, and what was played) or a redeal.
 *
 * @example
 * ```ts
 * const played: TableResult = {
 *   kind: 'played',
 *   contract: { kind: 'normal' },
 *   summary: { parties: ['re', 'kontra', 're', 'kontra'], points: { re: 131, kontra: 109 }, tricks: { re: 7, kontra: 5 }, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] }
 * }
 * const redeal: TableResult = { kind: 'redeal', reason: 'armutDeclined', seat: 1 }
 * ```
 * @category Match
 * @since 0.1.0
 */
export type TableResult =
  | {
      /** A game that was played. */
      readonly kind: 'played'
      /** What was played. */
      readonly contract: PlayedContract
      /** Its summary, by the deal's engine seats (as `settle` takes it). */
      readonly summary: GameSummary
      /**
       * Whether a trick of four plain hearts was played (only the match's `heartTrick` Bock
       * trigger reads it; a summary's `heartTrick` extra point says so too). Absent: no.
       */
      readonly heartTrickPlayed?: boolean
    }
  | {
      /** The cards were dealt again without play. */
      readonly kind: 'redeal'
      /** Why: an Armut nobody took, an Armut under `redealWithBock`, or Schmeißen. */
      readonly reason: RedealReason
      /** The seat whose reservation led to it. */
      readonly seat: Seat
    }

const invalid = (why: string): E.Either<MatchError, never> =>
  E.left(matchProblem('match/invalid-result', 'Invalid result for the next deal', why))

/** The seats of the Re party. */
const reSeats = (parties: BySeat<unknown>): readonly Seat[] => SEATS.filter((s) => parties[s] === 're')

const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean =>
  a.length === b.length && [...a].sort().every((s, i) => s === [...b].sort()[i])

const seatsText = (seats: readonly Seat[]): string => (seats.length === 0 ? 'no seat' : `seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`)

/** Checks a contract against the deal (its rules and forced soloist) and the summary's Re party; returns its row type. */
const contractRow = (u: unknown, re: readonly Seat[], deal: Deal): E.Either<MatchError, RowType> => {
  const rules = deal.gameOptions.rules
  const forced = deal.gameOptions.forcedSoloist ?? null
  const player = (seat: Seat): number => deal.seats[seat]
  if (typeof u !== 'object' || u === null) return invalid('contract: expected { kind, ... }')
  const c = u as Record<string, unknown>
  const kind = c['kind']
  if (forced !== null && kind !== 'solo') return invalid(`seat ${forced} is vorgeführt: the game must be a solo of that seat`)
  const reParty = (expected: readonly Seat[], what: string): E.Either<MatchError, null> =>
    sameSeats(re, expected) ? E.right(null) : invalid(`${what}: Re must be ${seatsText(expected)}, the summary has ${seatsText(re)}`)
  switch (kind) {
    case 'normal': {
      if (re.length !== 2) return invalid(`a normal game has two Re seats, the summary has ${seatsText(re)}`)
      return E.right({ kind: 'normal' })
    }
    case 'hochzeit': {
      const { hochzeiter, partner } = c
      if (!ruleTable(rules).offers.hochzeit) return invalid(`the rules "${rules.name}" have no Hochzeit`)
      if (!isSeat(hochzeiter)) return invalid(`contract.hochzeiter must be a seat 0..3, got ${show(hochzeiter)}`)
      if (partner !== null && (!isSeat(partner) || partner === hochzeiter)) {
        return invalid(`contract.partner must be another seat 0..3 or null, got ${show(partner)}`)
      }
      const checked = reParty(partner === null ? [hochzeiter] : [hochzeiter, partner], 'a Hochzeit')
      return E.isLeft(checked)
        ? checked
        : E.right({ kind: 'hochzeit', hochzeiter: player(hochzeiter), partner: partner === null ? null : player(partner) })
    }
    case 'silentWedding': {
      const p = c['player']
      if (!isSeat(p)) return invalid(`contract.player must be a seat 0..3, got ${show(p)}`)
      const checked = reParty([p], 'a silent wedding')
      return E.isLeft(checked) ? checked : E.right({ kind: 'silentWedding', player: player(p) })
    }
    case 'armut': {
      const { poor, partner } = c
      if (!ruleTable(rules).redeals('armutDeclined')) {
        return invalid(`the rules "${rules.name}" play no Armut game`)
      }
      if (!isSeat(poor)) return invalid(`contract.poor must be a seat 0..3, got ${show(poor)}`)
      if (!isSeat(partner) || partner === poor) return invalid(`contract.partner must be another seat 0..3, got ${show(partner)}`)
      const checked = reParty([poor, partner], 'an Armut')
      return E.isLeft(checked) ? checked : E.right({ kind: 'armut', poor: player(poor), partner: player(partner) })
    }
    case 'solo': {
      const { solo, soloist } = c
      if (!isSeat(soloist)) return invalid(`contract.soloist must be a seat 0..3, got ${show(soloist)}`)
      if (typeof solo !== 'string' || !(SOLO_TYPES as readonly string[]).includes(solo)) {
        return invalid(`contract.solo must be one of ${SOLO_TYPES.join(', ')}, got ${show(solo)}`)
      }
      const offered = (ruleTable(rules).offers.solo || forced === soloist) && ruleTable(rules).soloListed(solo as SoloType)
      if (!offered) return invalid(`the rules "${rules.name}" offer no ${solo} solo`)
      if (forced !== null && soloist !== forced) return invalid(`seat ${forced} is vorgeführt: the solo must be that seat's`)
      const checked = reParty([soloist], 'a solo')
      if (E.isLeft(checked)) return checked
      const compulsory = soloIsCompulsory(deal.gameOptions, soloist)
      return E.right({ kind: 'solo', solo: solo as SoloType, soloist: player(soloist), compulsory, forced: forced === soloist })
    }
    default:
      return invalid(`contract.kind must be normal, hochzeit, silentWedding, armut or solo, got ${show(kind)}`)
  }
}

/** Whether the deal's rules can end a game in this redeal. */
const redealAllowed = (reason: RedealReason, deal: Deal): boolean => ruleTable(deal.gameOptions.rules).redeals(reason)

const REDEAL_REASONS: readonly RedealReason[] = ['armutDeclined', 'armutRedeal', 'schmeissen']

const recordResultImpl = (match: Match, given: TableResult): E.Either<MatchError, Match> => {
  try {
    const checked = checkRunning(match)
    if (E.isLeft(checked)) return checked
    const m = checked.right
    const deal = dealOf(m)
    const plain = toPlain(given)
    if (!plain.ok) return invalid(plain.problem)
    const result = plain.value as TableResult
    if (typeof result !== 'object' || result === null) return invalid("expected { kind: 'played', contract, summary } or { kind: 'redeal', reason, seat }")
    if (result.kind === 'redeal') {
      const { reason, seat } = result
      if (!(REDEAL_REASONS as readonly unknown[]).includes(reason)) return invalid(`reason must be one of ${REDEAL_REASONS.join(', ')}, got ${show(reason)}`)
      if (!isSeat(seat)) return invalid(`seat must be a seat 0..3, got ${show(seat)}`)
      if (!redealAllowed(reason, deal)) return invalid(`the rules "${deal.gameOptions.rules.name}" do not redeal for ${reason}`)
      if (deal.forcedSoloist !== null) return invalid(`seat ${String(deal.gameOptions.forcedSoloist)} is vorgeführt: the game must be a solo of that seat`)
      return E.right(applyOutcome(m, { type: { kind: 'redeal', reason, player: deal.seats[seat] }, scores: null, bockTriggers: redealTriggers(m.config.bock) }))
    }
    if (result.kind !== 'played') return invalid(`kind must be "played" or "redeal", got ${show((result as { kind?: unknown }).kind)}`)
    const heartTrickPlayed = (result as { heartTrickPlayed?: unknown }).heartTrickPlayed
    if (heartTrickPlayed !== undefined && typeof heartTrickPlayed !== 'boolean') return invalid(`heartTrickPlayed must be a boolean, got ${show(heartTrickPlayed)}`)
    const settlement = settle(result.summary, deal.gameOptions.rules)
    if (E.isLeft(settlement)) return invalid(`summary: ${settlement.left.code}: ${settlement.left.message}`)
    const summary = result.summary
    const type = contractRow(result.contract, reSeats(summary.parties), deal)
    if (E.isLeft(type)) return type
    return E.right(
      applyOutcome(m, {
        type: type.right,
        scores: settlement.right.scores,
        bockTriggers: playedTriggers(
          m.config.bock,
          summary,
          settlement.right,
          type.right.kind === 'solo',
          heartTrickPlayed === true || summary.extraPoints.some((x) => x.kind === 'heartTrick')
        )
      })
    )
  } catch (e) {
    return malformed(describeThrown(e))
  }
}

/**
 * Records the next deal's result entered by hand, for a table that plays with real cards: a
 * played game from its summary (settled with `settle` under the match's rules) and what was
 * played, or a redeal. The match moves on exactly as with {@link recordGame}: the row with each
 * player's points times the Bock multiplier, Pflichtsolo debts (a solo is a Pflichtsolo when its
 * soloist owes one or is vorgeführt), dealer rotation and Bock rounds. The summary's seats are
 * the deal's engine seats: `nextDeal(match).seats[seat]` is the player at each. Data-first or
 * data-last.
 *
 * Errors: `match/invalid-result` (a summary `settle` refuses, with its code in the message; a
 * contract the rules do not offer, or whose Re party is not the summary's; a vorgeführt player
 * who did not play a solo; a redeal the rules do not have), `match/over`,
 * `match/malformed-match`.
 *
 * @example
 * ```ts
 * const next = recordResult(match, {
 *   kind: 'played',
 *   contract: { kind: 'solo', solo: 'queens', soloist: 0 },
 *   summary: { parties: ['re', 'kontra', 'kontra', 'kontra'], points: { re: 125, kontra: 115 }, tricks: { re: 7, kontra: 5 }, announcements: { re: 'announced', kontra: 'none' }, extraPoints: [] }
 * })
 * ```
 * @category Match
 * @since 0.1.0
 */
export const recordResult: {
  (result: TableResult): (match: Match) => E.Either<MatchError, Match>
  (match: Match, result: TableResult): E.Either<MatchError, Match>
} = dual(recordResultImpl)
