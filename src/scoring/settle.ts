/**
 * Settlement (RULES.md sections 6 and 7, tsr column): who wins, the itemised game points and
 * each seat's score. A pure function of a {@link GameSummary} and the rule set.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type ByParty, type BySeat, type Party, opponent } from '../seat.js'

import { decodeRules } from '../rules/codec.js'
import { decodeGameSummary } from './summaryCodec.js'
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel, type GameSummary, isSoloScoring } from './summary.js'
import { ruleTable } from '../rules/table.js'

/**
 * The reason for a settlement line.
 *
 * @category Scoring
 * @since 0.1.0
 */
export type SettlementCode =
  | 'won'
  | 'below90'
  | 'below60'
  | 'below30'
  | 'schwarz'
  | 'reAnnounced'
  | 'kontraAnnounced'
  | 'no90Announced'
  | 'no60Announced'
  | 'no30Announced'
  | 'schwarzAnnounced'
  | 'reached120AgainstNo90'
  | 'reached90AgainstNo60'
  | 'reached60AgainstNo30'
  | 'reached30AgainstSchwarz'
  | 'brokenNo90'
  | 'brokenNo60'
  | 'brokenNo30'
  | 'brokenSchwarz'
  | 'againstTheClubQueens'
  | 'foxCaught'
  | 'doppelkopf'
  | 'karlchen'
  | 'karlchenCaught'
  | 'foxLastTrick'
  | 'heartTrick'
  | 'dulleCatchesDulle'

/**
 * One line of the itemised settlement: `points` written for `party`. Announcement lines name
 * the party that made the announcement in `by`.
 *
 * @category Scoring
 * @since 0.1.0
 */
export interface SettlementLine {
  /** The reason. */
  readonly code: SettlementCode
  /** The party the points are written for. */
  readonly party: Party
  /** The points (game points, not card points). */
  readonly points: number
  /** For announcement lines: the party that made the announcement. */
  readonly by?: Party
}

/**
 * The settlement of a game.
 *
 * @category Scoring
 * @since 0.1.0
 */
export interface Settlement {
  /** The winning party, or null when both parties failed their Absagen. */
  readonly winner: Party | null
  /** The itemised lines, in the order of the rule book. */
  readonly lines: readonly SettlementLine[]
  /** The sum of the lines per party. */
  readonly points: ByParty<number>
  /** The game value for Re after offsetting: `points.re - points.kontra`. */
  readonly value: number
  /** One player against three: the soloist scores three times the value. */
  readonly soloScoring: boolean
  /** Each seat's score; they sum to zero. */
  readonly scores: BySeat<number>
}

const LEVEL_CODES: readonly SettlementCode[] = ['no90Announced', 'no60Announced', 'no30Announced', 'schwarzAnnounced']
const REACHED_CODES: readonly SettlementCode[] = [
  'reached120AgainstNo90',
  'reached90AgainstNo60',
  'reached60AgainstNo30',
  'reached30AgainstSchwarz'
]
/** Points the other party must reach to break an Absage of level 2..5 (keine 90 .. schwarz). */
const REACH = [0, 0, 120, 90, 60, 30] as const
/** The opponents stay below this for "keine 90/60/30"; schwarz is judged on tricks. */
const BELOW = [0, 0, 90, 60, 30, 0] as const

/** pagat: 2 for each level the losers announced and did not keep. */
const BROKEN_CODES: readonly SettlementCode[] = ['brokenNo90', 'brokenNo60', 'brokenNo30', 'brokenSchwarz']

const LEVEL_NUMBER: Readonly<Record<AnnouncementLevel, number>> = Object.fromEntries(
  ANNOUNCEMENT_LEVELS.map((l, i) => [l, i])
) as Record<AnnouncementLevel, number>

const levelNumber = (l: AnnouncementLevel): number => LEVEL_NUMBER[l]

/** Whether `party`'s Absage (level >= 2) is kept: the opponents end below its limit or trickless. */
const absageKept = (level: number, oppPoints: number, oppTricks: number): boolean =>
  level === 5 ? oppTricks === 0 : oppPoints < (BELOW[level] ?? 0)

/**
 * Who wins (RULES.md section 6).
 *
 * @category Scoring
 * @since 0.1.0
 */
export const winnerOf = (summary: GameSummary): Party | null => {
  const re = levelNumber(summary.announcements.re)
  const ko = levelNumber(summary.announcements.kontra)
  const reAbsage = re >= 2
  const koAbsage = ko >= 2
  if (reAbsage || koAbsage) {
    const reKept = reAbsage && absageKept(re, summary.points.kontra, summary.tricks.kontra)
    const koKept = koAbsage && absageKept(ko, summary.points.re, summary.tricks.re)
    if (reAbsage && koAbsage) return reKept ? 're' : koKept ? 'kontra' : null
    if (reAbsage) return reKept ? 're' : 'kontra'
    return koKept ? 'kontra' : 're'
  }
  if (ko >= 1 && re === 0) return summary.points.re >= 120 ? 're' : 'kontra'
  return summary.points.re >= 121 ? 're' : 'kontra'
}

/** "Below" points for `party`, measured on the other party's points and tricks. */
const belowLines = (party: Party, oppPoints: number, oppTricks: number, out: SettlementLine[]): void => {
  if (oppPoints < 90) out.push({ code: 'below90', party, points: 1 })
  if (oppPoints < 60) out.push({ code: 'below60', party, points: 1 })
  if (oppPoints < 30) out.push({ code: 'below30', party, points: 1 })
  if (oppTricks === 0) out.push({ code: 'schwarz', party, points: 1 })
}

/** "Reached against" points for `party`, for each Absage of the other party it broke. */
const reachedLines = (party: Party, ownPoints: number, oppLevel: number, out: SettlementLine[]): void => {
  for (let level = 2; level <= oppLevel; level++) {
    if (ownPoints >= (REACH[level] ?? 0)) out.push({ code: REACHED_CODES[level - 2] as SettlementCode, party, points: 1 })
  }
}

/** pagat: 2 for `party` for each level the other party announced and did not keep (judged per level). */
const brokenLines = (party: Party, ownPoints: number, ownTricks: number, oppLevel: number, out: SettlementLine[]): void => {
  for (let level = 2; level <= oppLevel; level++) {
    const kept = level === 5 ? ownTricks === 0 : ownPoints < (BELOW[level] ?? 0)
    if (!kept) out.push({ code: BROKEN_CODES[level - 2] as SettlementCode, party, points: 2 })
  }
}

const validateSummary = (u: unknown, cardsPerGame: number): E.Either<GameError, GameSummary> => {
  const bad = (why: string) => E.left(gameError(ErrorCode.BadSummary, `Invalid game summary: ${why}`, { problem: why }))
  // The structure (field by field, with paths) is the codec's; what a game can produce is checked here.
  const decoded = decodeGameSummary(u)
  if (E.isLeft(decoded)) return bad(decoded.left.details.problems.join('; '))
  const summary = decoded.right
  const reCount = summary.parties.filter((p) => p === 're').length
  if (reCount < 1 || reCount > 2) return bad('one or two seats must be Re')
  const { points, tricks } = summary
  if (points.re + points.kontra !== 240) return bad('points.re + points.kontra must be 240')
  if (tricks.re + tricks.kontra !== cardsPerGame) return bad(`tricks must add up to ${cardsPerGame}`)
  if ((tricks.re === 0 && points.re > 0) || (tricks.kontra === 0 && points.kontra > 0)) {
    return bad('a party without tricks has no card points')
  }
  if (isSoloScoring(summary.parties) && summary.extraPoints.some((x) => x.kind !== 'doppelkopf')) {
    return bad('a solo has no extra points but a Doppelkopf')
  }
  return E.right(summary)
}

/**
 * Settles a game from its summary, without replaying it (RULES.md sections 6 and 7).
 *
 * Returns an error value when the summary cannot describe a game (points not adding up to 240,
 * unknown levels, extra points in a solo, ...). Extra points listed in the summary count only
 * where the rule set's `extraPoints` switches them on; "against the ♣Q" is added by settlement
 * itself when Kontra wins a game with two Re players. A rule set that is not one is
 * `input/malformed-rules` (or `input/inconsistent-rules`), as in `newGame`.
 *
 * @example
 * ```ts
 * import { settle, rules } from 'doppelkopf'
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = settle(
 *   {
 *     parties: ['re', 're', 'kontra', 'kontra'],
 *     points: { re: 131, kontra: 109 },
 *     tricks: { re: 7, kontra: 5 },
 *     announcements: { re: 'none', kontra: 'none' },
 *     extraPoints: []
 *   },
 *   rules.tsr
 * )
 * // E.isRight(s) && s.right.scores: [1, 1, -1, -1]
 * ```
 * @category Scoring
 * @since 0.1.0
 */
export const settle = (summary: unknown, rules: RuleSet): E.Either<GameError, Settlement> => {
  const checked = decodeRules(rules)
  if (E.isLeft(checked)) return checked
  const valid = validateSummary(summary, ruleTable(checked.right).cardsPerHand)
  return E.isLeft(valid) ? valid : E.right(settleValid(valid.right, checked.right))
}

/**
 * {@link settle} for a summary known to be valid (the engine's own): no checks.
 *
 * @category Scoring
 * @since 0.1.0
 */
export const settleValid = (summary: GameSummary, rules: RuleSet): Settlement => {
  const winner = winnerOf(summary)
  const soloScoring = isSoloScoring(summary.parties)
  const levels: ByParty<number> = {
    re: levelNumber(summary.announcements.re),
    kontra: levelNumber(summary.announcements.kontra)
  }
  const { pagat, doubling, againstTheClubQueens, extrasBeforeDoubling, extraPointCounts } = ruleTable(rules).scoring
  const lines: SettlementLine[] = []
  if (winner !== null) {
    const loser = opponent(winner)
    lines.push({ code: 'won', party: winner, points: 1 })
    // pagat counts "against the old ones" as a game point; tsr as an extra point (below).
    if (pagat && winner === 'kontra' && !soloScoring && againstTheClubQueens) {
      lines.push({ code: 'againstTheClubQueens', party: 'kontra', points: 1 })
    }
    belowLines(winner, summary.points[loser], summary.tricks[loser], lines)
    if (!doubling) {
      if (levels.re >= 1) lines.push({ code: 'reAnnounced', party: winner, points: 2, by: 're' })
      if (levels.kontra >= 1) lines.push({ code: 'kontraAnnounced', party: winner, points: 2, by: 'kontra' })
    }
    for (const by of pagat ? ([winner] as const) : (['re', 'kontra'] as const)) {
      for (let level = 2; level <= levels[by]; level++) {
        lines.push({ code: LEVEL_CODES[level - 2] as SettlementCode, party: winner, points: 1, by })
      }
    }
    if (pagat) brokenLines(winner, summary.points[winner], summary.tricks[winner], levels[loser], lines)
    else reachedLines(winner, summary.points[winner], levels[loser], lines)
  } else {
    // Nobody wins (tsr 7.1.3; pagat as RULES.md decides): each party for itself.
    for (const party of ['re', 'kontra'] as const) {
      const other = opponent(party)
      belowLines(party, summary.points[other], summary.tricks[other], lines)
      if (pagat) brokenLines(party, summary.points[party], summary.tricks[party], levels[other], lines)
      else reachedLines(party, summary.points[party], levels[other], lines)
    }
  }
  const extras: SettlementLine[] = []
  if (!soloScoring && !pagat && winner === 'kontra' && againstTheClubQueens) {
    extras.push({ code: 'againstTheClubQueens', party: 'kontra', points: 1 })
  }
  for (const x of summary.extraPoints) {
    if (extraPointCounts(x.kind, soloScoring)) {
      extras.push({ code: x.kind, party: x.party, points: 1 })
    }
  }
  if (doubling && winner !== null) {
    if (extrasBeforeDoubling) lines.push(...extras)
    doublingLines(levels, lines)
    if (!extrasBeforeDoubling) lines.push(...extras)
  } else {
    lines.push(...extras)
  }
  let re = 0
  let kontra = 0
  for (const l of lines) {
    if (l.party === 're') re += l.points
    else kontra += l.points
  }
  const value = re - kontra
  const scores = summary.parties.map((p) =>
    p === 're' ? (soloScoring ? 3 * value : value) : 0 - value
  ) as unknown as BySeat<number>
  return { winner, lines, points: { re, kontra }, value, soloScoring, scores }
}

/**
 * House scoring: each of Re and Kontra announced doubles the value so far; the line credits the
 * party ahead with the amount the doubling adds.
 */
const doublingLines = (levels: ByParty<number>, lines: SettlementLine[]): void => {
  for (const by of ['re', 'kontra'] as const) {
    if (levels[by] < 1) continue
    let net = 0
    for (const l of lines) net += l.party === 're' ? l.points : -l.points
    if (net === 0) continue
    lines.push({ code: by === 're' ? 'reAnnounced' : 'kontraAnnounced', party: net > 0 ? 're' : 'kontra', points: Math.abs(net), by })
  }
}
