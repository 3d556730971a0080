/**
 * Settlement (RULES.md sections 6 and 7, tsr column): who wins, the itemised game points and
 * each seat's score. A pure function of a {@link GameSummary} and the rule set.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { ByParty, BySeat, Party } from '../seat.js'

import { decodeRules } from '../rules/codec.js'
import { decodeGameSummary } from './summaryCodec.js'
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel, EXTRA_POINT_KINDS, type ExtraPoint, type ExtraPointKind, type GameSummary, KONTRA, PARTIES, RE, Tally, isSoloScoring, reSeatCount, reSeatsOf } from './summary.js'
import { type RuleTable, ruleTable } from '../rules/table.js'

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
  const w = winnerIndex(levelNumber(summary.announcements.re), levelNumber(summary.announcements.kontra), summary.points.re, summary.tricks.re, summary.tricks.re + summary.tricks.kontra)
  return w < 0 ? null : (PARTIES[w] as Party)
}

/** {@link winnerOf} on numbers: Re 0, Kontra 1, -1 nobody. */
const winnerIndex = (re: number, ko: number, rePoints: number, reTricks: number, count: number): number => {
  const reAbsage = re >= 2
  const koAbsage = ko >= 2
  if (reAbsage || koAbsage) {
    const reKept = reAbsage && absageKept(re, 240 - rePoints, count - reTricks)
    const koKept = koAbsage && absageKept(ko, rePoints, reTricks)
    if (reAbsage && koAbsage) return reKept ? RE : koKept ? KONTRA : -1
    if (reAbsage) return reKept ? RE : KONTRA
    return koKept ? KONTRA : RE
  }
  if (ko >= 1 && re === 0) return rePoints >= 120 ? RE : KONTRA
  return rePoints >= 121 ? RE : KONTRA
}

/**
 * Where the settlement lines go as `settleTally` finds them (the sums are kept in the tally):
 * `settleValid` makes a {@link SettlementLine} of each; the fast path needs none (null).
 */
type LineSink = ((code: SettlementCode, party: number, points: number, by: number) => void) | null

/** Adds a line: to the party's sum, and to the sink. `by`: the announcing party, or -1. */
const emit = (t: Tally, sink: LineSink, code: SettlementCode, party: number, points: number, by: number): void => {
  if (party === RE) t.re += points
  else t.kontra += points
  if (sink !== null) sink(code, party, points, by)
}

/** "Below" points for `party`, measured on the other party's points and tricks. */
const belowLines = (t: Tally, sink: LineSink, party: number, oppPoints: number, oppTricks: number): void => {
  if (oppPoints < 90) emit(t, sink, 'below90', party, 1, -1)
  if (oppPoints < 60) emit(t, sink, 'below60', party, 1, -1)
  if (oppPoints < 30) emit(t, sink, 'below30', party, 1, -1)
  if (oppTricks === 0) emit(t, sink, 'schwarz', party, 1, -1)
}

/** "Reached against" points for `party`, for each Absage of the other party it broke. */
const reachedLines = (t: Tally, sink: LineSink, party: number, ownPoints: number, oppLevel: number): void => {
  for (let level = 2; level <= oppLevel; level++) {
    if (ownPoints >= (REACH[level] ?? 0)) emit(t, sink, REACHED_CODES[level - 2] as SettlementCode, party, 1, -1)
  }
}

/** pagat: 2 for `party` for each level the other party announced and did not keep (judged per level). */
const brokenLines = (t: Tally, sink: LineSink, party: number, ownPoints: number, ownTricks: number, oppLevel: number): void => {
  for (let level = 2; level <= oppLevel; level++) {
    const kept = level === 5 ? ownTricks === 0 : ownPoints < (BELOW[level] ?? 0)
    if (!kept) emit(t, sink, BROKEN_CODES[level - 2] as SettlementCode, party, 2, -1)
  }
}

const validateSummary = (u: unknown, cardsPerGame: number): E.Either<GameError, GameSummary> => {
  const bad = (reason: SummaryProblem, why: string, more: { readonly fields?: readonly string[]; readonly tricks?: number } = {}) =>
    E.left(gameError(ErrorCode.BadSummary, `Invalid game summary: ${why}`, { problem: why, reason, ...more }))
  // The structure (field by field, with paths) is the codec's; what a game can produce is checked here.
  const decoded = decodeGameSummary(u)
  if (E.isLeft(decoded)) {
    const problems = decoded.left.details.problems
    const fields = [...new Set(problems.map((p) => /^([^:\s]+): /.exec(p)?.[1]).filter((f): f is string => f !== undefined && f !== '(root)'))]
    return bad('shape', problems.join('; '), { fields })
  }
  const summary = decoded.right
  const reCount = summary.parties.filter((p) => p === 're').length
  if (reCount < 1 || reCount > 2) return bad('parties', 'one or two seats must be Re')
  const { points, tricks } = summary
  if (points.re + points.kontra !== 240) return bad('points', 'points.re + points.kontra must be 240')
  if (tricks.re + tricks.kontra !== cardsPerGame) return bad('tricks', `tricks must add up to ${cardsPerGame}`, { tricks: cardsPerGame })
  if ((tricks.re === 0 && points.re > 0) || (tricks.kontra === 0 && points.kontra > 0)) {
    return bad('pointsWithoutTricks', 'a party without tricks has no card points')
  }
  if (isSoloScoring(summary.parties) && summary.extraPoints.some((x) => x.kind !== 'doppelkopf')) {
    return bad('soloExtraPoints', 'a solo has no extra points but a Doppelkopf')
  }
  return E.right(summary)
}

/**
 * Why a summary can describe no game (`summary/invalid`'s `reason`): `shape` (it is no summary:
 * the fields named in `fields`), `parties` (not one or two Re players), `points` (the card points
 * do not add up to 240), `tricks` (the tricks do not add up to `tricks`), `pointsWithoutTricks`
 * (a party without tricks has card points), `soloExtraPoints` (a solo with extra points other than
 * the Doppelkopf).
 *
 * @category Scoring
 * @since 0.3.0
 */
export type SummaryProblem = 'shape' | 'parties' | 'points' | 'tricks' | 'pointsWithoutTricks' | 'soloExtraPoints'

/**
 * Settles a game from its summary, without replaying it (RULES.md sections 6 and 7).
 *
 * Typed {@link GameSummary} for TypeScript callers (a misspelt field does not compile), and
 * still checked as a whole at run time, as JavaScript callers and wire data pass anything: a
 * value that is no summary is `summary/invalid` with the codec's problems (decode a summary
 * from outside with `decodeGameSummary` first to get its own `input/malformed-summary`).
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
export const settle = (summary: GameSummary, rules: RuleSet): E.Either<GameError, Settlement> => {
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
  const t = SCRATCH
  t.reSeats = reSeatsOf(summary.parties)
  t.rePoints = summary.points.re
  t.reTricks = summary.tricks.re
  t.count = summary.tricks.re + summary.tricks.kontra
  t.reLevel = levelNumber(summary.announcements.re)
  t.kontraLevel = levelNumber(summary.announcements.kontra)
  t.extras = 0
  for (let i = 0; i < summary.extraPoints.length; i++) {
    const x = summary.extraPoints[i] as ExtraPoint
    t.extraParty[t.extras] = x.party === 're' ? RE : KONTRA
    t.extraKind[t.extras] = EXTRA_POINT_KINDS.indexOf(x.kind)
    t.extras++
  }
  const lines: SettlementLine[] = []
  settleTally(t, ruleTable(rules).scoring, (code, party, points, by) => lines.push(lineOf(code, party, points, by)))
  const value = t.re - t.kontra
  const solo = t.solo
  const scores = summary.parties.map((p) => (p === 're' ? (solo ? 3 * value : value) : 0 - value)) as unknown as BySeat<number>
  return { winner: t.winner < 0 ? null : (PARTIES[t.winner] as Party), lines, points: { re: t.re, kontra: t.kontra }, value, soloScoring: solo, scores }
}

const SCRATCH = new Tally()

/** Each settlement code's number, for {@link lineOf}. */
const CODE_NUMBER = new Map<string, number>()

/** The settlement lines made so far (see {@link lineOf}), by code, party, announcing party and points. */
const LINES: (SettlementLine | undefined)[] = []

/**
 * A settlement line (party and announcing party as numbers: Re 0, Kontra 1, none -1), shared:
 * lines are few and small, so each is made and frozen once and every settlement that has it
 * lists the same value (a doubling line of 64 points or more is made each time).
 */
const lineOf = (code: SettlementCode, party: number, points: number, by: number): SettlementLine => {
  let n = CODE_NUMBER.get(code)
  if (n === undefined) CODE_NUMBER.set(code, (n = CODE_NUMBER.size))
  const key = ((n * 3 + by + 1) * 2 + party) * 64 + points
  const known = points < 64 ? LINES[key] : undefined
  if (known !== undefined) return known
  const p = PARTIES[party] as Party
  const line: SettlementLine = Object.freeze(by < 0 ? { code, party: p, points } : { code, party: p, points, by: PARTIES[by] as Party })
  if (points < 64) LINES[key] = line
  return line
}

/**
 * The core of {@link settleValid}, on numbers: the winner, the settlement lines in the order of
 * the rule book (each to `sink`, when given) and their sums per party, into `t` (a tallied
 * game with its announcement levels). Allocates nothing.
 *
 * @internal
 */
export const settleTally = (t: Tally, scoring: RuleTable['scoring'], sink: LineSink): void => {
  const { pagat, doubling, againstTheClubQueens, extrasBeforeDoubling } = scoring
  const rePoints = t.rePoints
  const reTricks = t.reTricks
  const winner = winnerIndex(t.reLevel, t.kontraLevel, rePoints, reTricks, t.count)
  const solo = reSeatCount(t.reSeats) === 1
  t.winner = winner
  t.solo = solo
  t.re = 0
  t.kontra = 0
  if (winner >= 0) {
    const loser = 1 - winner
    emit(t, sink, 'won', winner, 1, -1)
    // pagat counts "against the old ones" as a game point; tsr as an extra point (below).
    if (pagat && winner === KONTRA && !solo && againstTheClubQueens) emit(t, sink, 'againstTheClubQueens', KONTRA, 1, -1)
    belowLines(t, sink, winner, pointsOf(t, loser), tricksOf(t, loser))
    if (!doubling) {
      if (t.reLevel >= 1) emit(t, sink, 'reAnnounced', winner, 2, RE)
      if (t.kontraLevel >= 1) emit(t, sink, 'kontraAnnounced', winner, 2, KONTRA)
    }
    for (let by = pagat ? winner : RE; by <= (pagat ? winner : KONTRA); by++) {
      for (let level = 2; level <= levelOf(t, by); level++) emit(t, sink, LEVEL_CODES[level - 2] as SettlementCode, winner, 1, by)
    }
    if (pagat) brokenLines(t, sink, winner, pointsOf(t, winner), tricksOf(t, winner), levelOf(t, loser))
    else reachedLines(t, sink, winner, pointsOf(t, winner), levelOf(t, loser))
  } else {
    // Nobody wins (tsr 7.1.3; pagat as RULES.md decides): each party for itself.
    for (let party = RE; party <= KONTRA; party++) {
      const other = 1 - party
      belowLines(t, sink, party, pointsOf(t, other), tricksOf(t, other))
      if (pagat) brokenLines(t, sink, party, pointsOf(t, party), tricksOf(t, party), levelOf(t, other))
      else reachedLines(t, sink, party, pointsOf(t, party), levelOf(t, other))
    }
  }
  if (doubling && winner >= 0) {
    if (extrasBeforeDoubling) extraLines(t, sink, scoring, winner, solo)
    doublingLines(t, sink)
    if (!extrasBeforeDoubling) extraLines(t, sink, scoring, winner, solo)
  } else {
    extraLines(t, sink, scoring, winner, solo)
  }
}

/** A party's card points, tricks and announcement level in a tally (Re 0, Kontra 1). */
const pointsOf = (t: Tally, party: number): number => (party === RE ? t.rePoints : 240 - t.rePoints)
const tricksOf = (t: Tally, party: number): number => (party === RE ? t.reTricks : t.count - t.reTricks)
const levelOf = (t: Tally, party: number): number => (party === RE ? t.reLevel : t.kontraLevel)

/** The extra points that count: against the ♣Q (tsr), then those of the tally, in order. */
const extraLines = (t: Tally, sink: LineSink, scoring: RuleTable['scoring'], winner: number, solo: boolean): void => {
  if (!solo && !scoring.pagat && winner === KONTRA && scoring.againstTheClubQueens) emit(t, sink, 'againstTheClubQueens', KONTRA, 1, -1)
  for (let i = 0; i < t.extras; i++) {
    const kind = EXTRA_POINT_KINDS[t.extraKind[i] as number] as ExtraPointKind
    if (scoring.extraPointCounts(kind, solo)) emit(t, sink, kind, t.extraParty[i] as number, 1, -1)
  }
}

/** Re and Kontra with doubling: each announcement doubles the value so far, for the side ahead. */
const doublingLines = (t: Tally, sink: LineSink): void => {
  for (let by = RE; by <= KONTRA; by++) {
    if ((by === RE ? t.reLevel : t.kontraLevel) < 1) continue
    const net = t.re - t.kontra
    if (net === 0) continue
    emit(t, sink, by === RE ? 'reAnnounced' : 'kontraAnnounced', net > 0 ? RE : KONTRA, Math.abs(net), by)
  }
}
