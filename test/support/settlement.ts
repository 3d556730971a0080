/**
 * Test helpers for settlement: hand-built game summaries, settlement lines, and the TSR
 * score-sheet checks (TSR 7.3.3: row sum zero, all even or all odd).
 */
import { type BySeat, type GameSummary, type Party, type RuleSet, type Seat, type Settlement, type SettlementLine, rules, settle } from '../../src/index.js'
import { type AnnouncementLevel, type ExtraPoint, type ExtraPointKind, type SettlementCode } from '../../src/rulesEntry.js'
import { ok } from './index.js'

/** Seats 0 and 1 are Re, seats 2 and 3 Kontra. */
export const NORMAL: BySeat<Party> = ['re', 're', 'kontra', 'kontra']

/** A 2 v 2 game in which seats `a` and `b` are Re. */
export const rePair = (a: Seat, b: Seat): BySeat<Party> =>
  [0, 1, 2, 3].map((s) => (s === a || s === b ? 're' : 'kontra')) as unknown as BySeat<Party>

/** One player against three (solo, silent wedding, lone Hochzeit): `seat` is the only Re seat. */
export const soloOf = (seat: Seat): BySeat<Party> =>
  [0, 1, 2, 3].map((s) => (s === seat ? 're' : 'kontra')) as unknown as BySeat<Party>

export interface SummaryInput {
  /** Each seat's party (default {@link NORMAL}). */
  readonly parties?: BySeat<Party>
  /** Re's card points; Kontra has the rest to 240. */
  readonly re: number
  /**
   * Re's tricks; Kontra has the rest to 12. Default: 0 with 0 points, 12 with 240 points,
   * otherwise roughly one trick per 20 points, between 1 and 11.
   */
  readonly reTricks?: number
  /** Re's highest announcement (default none). */
  readonly reSays?: AnnouncementLevel
  /** Kontra's highest announcement (default none). */
  readonly kontraSays?: AnnouncementLevel
  /** Extra points found in the tricks (default none). */
  readonly extras?: readonly ExtraPoint[]
}

const defaultTricks = (re: number): number =>
  re === 0 ? 0 : re === 240 ? 12 : Math.min(11, Math.max(1, Math.round(re / 20)))

/** A game summary built by hand, as a score-sheet app would. */
export const summaryOf = (input: SummaryInput): GameSummary => {
  const reTricks = input.reTricks ?? defaultTricks(input.re)
  return {
    parties: input.parties ?? NORMAL,
    points: { re: input.re, kontra: 240 - input.re },
    tricks: { re: reTricks, kontra: 12 - reTricks },
    announcements: { re: input.reSays ?? 'none', kontra: input.kontraSays ?? 'none' },
    extraPoints: input.extras ?? []
  }
}

/** An extra point for `party`. */
export const extra = (party: Party, kind: ExtraPointKind): ExtraPoint => ({ party, kind })

/** An expected settlement line; `by` only for announcement lines. */
export const line = (code: SettlementCode, party: Party, points: number, by?: Party): SettlementLine =>
  by === undefined ? { code, party, points } : { code, party, points, by }

/** Settles a summary under a rule set (default tsr); throws on an error value. */
export const settled = (summary: unknown, ruleSet: RuleSet = rules.tsr): Settlement => ok(settle(summary as GameSummary, ruleSet))

/** The lines of a settlement as `code party points [by]` strings, for readable failure messages. */
export const showLines = (s: Settlement): string[] =>
  s.lines.map((l) => `${l.code} ${l.party} ${l.points}${l.by === undefined ? '' : ` by ${l.by}`}`)

/** TSR 7.3.3, first check: a row of the score sheet sums to zero. */
export const sumsToZero = (row: readonly number[]): boolean => row.reduce((a, b) => a + b, 0) === 0

/** TSR 7.3.3, second check: the four entries are all even or all odd. */
export const sameParity = (row: readonly number[]): boolean => {
  const parity = (n: number) => ((n % 2) + 2) % 2
  return row.every((n) => parity(n) === parity(row[0] ?? 0))
}

/**
 * A known tsr settlement, as score sheets write it: Re (seats 0 and 2) wins with 175 against
 * Kontra's keine 90, both parties announced, Kontra caught a fox: Re +7 (8 game points against 1).
 */
export const RE_AGAINST_NO90: Settlement = settled({
  parties: ['re', 'kontra', 're', 'kontra'],
  points: { re: 175, kontra: 65 },
  tricks: { re: 8, kontra: 4 },
  announcements: { re: 'announced', kontra: 'no90' },
  extraPoints: [{ party: 'kontra', kind: 'foxCaught' }]
})
