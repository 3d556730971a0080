/**
 * The score sheet (Spielliste, RULES.md section 8, TSR 7.3.3): one row per game with each
 * player's points, the players who scored plus, the game type, the Bock multiplier, the running
 * totals, and the TSR checks.
 *
 * @module
 */
import type { RedealReason } from '../game/state.js'
import type { SoloType } from '../rules/ruleSet.js'
import type { BockTrigger } from './config.js'

/**
 * What a score-sheet row records. Players are player indexes (0..n-1), not engine seats.
 *
 * - `normal`: a normal game.
 * - `armut`: an Armut game (the poor player and the one who took the cards are Re).
 * - `hochzeit`: an announced Hochzeit; `partner` null when the Hochzeiter played alone (a
 *   Karo-solo, scored as a solo, not a Pflichtsolo).
 * - `silentWedding`: a stille Hochzeit, scored as a Karo-solo.
 * - `solo`: a declared solo; `compulsory` for a Pflichtsolo, `forced` when vorgeführt.
 * - `redeal`: the cards were dealt again; nobody scores, the game is not counted.
 * - `penalty`: penalty points (TSR section 8); not a game.
 *
 * @example
 * ```ts
 * const label = row.type.kind === 'solo' && row.type.compulsory ? 'Pflichtsolo' : row.type.kind
 * ```
 * @category Match
 * @since 0.1.0
 */
export type RowType =
  | {
      /** A normal game. */
      readonly kind: 'normal'
    }
  | {
      /** An announced Hochzeit. */
      readonly kind: 'hochzeit'
      /** The player with both ♣Q. */
      readonly hochzeiter: number
      /** The partner, or null when the Hochzeiter played alone. */
      readonly partner: number | null
    }
  | {
      /** An Armut game. */
      readonly kind: 'armut'
      /** The player who declared Armut. */
      readonly poor: number
      /** The player who accepted the cards. */
      readonly partner: number
    }
  | {
      /** A silent wedding (stille Hochzeit). */
      readonly kind: 'silentWedding'
      /** The player with both ♣Q. */
      readonly player: number
    }
  | {
      /** A declared solo. */
      readonly kind: 'solo'
      /** Which solo. */
      readonly solo: SoloType
      /** The soloist. */
      readonly soloist: number
      /** A Pflichtsolo (TSR 4.2.4: noted in its own column). */
      readonly compulsory: boolean
      /** The soloist was vorgeführt. */
      readonly forced: boolean
    }
  | {
      /** The game ended in a redeal. */
      readonly kind: 'redeal'
      /** Why. */
      readonly reason: RedealReason
      /** The player whose reservation led to the redeal. */
      readonly player: number
    }
  | {
      /** Penalty points. */
      readonly kind: 'penalty'
      /** `minor` or `serious`. */
      readonly violation: 'minor' | 'serious'
      /** The player who broke the rule. */
      readonly offender: number
    }

/**
 * The TSR checks of a row (7.3.3), each true when it holds.
 *
 * @example
 * ```ts
 * const suspicious = match.sheet.filter((r) => !r.checks.sumZero || !r.checks.parity)
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface RowChecks {
  /** The row's points sum to zero; null under `plusOnly`/`minusOnly` counting, where the TSR checks do not apply. */
  readonly sumZero: boolean | null
  /** The points of the four players of the deal (not those sitting out) are all even or all odd; only a penalty may break it; null as `sumZero`. */
  readonly parity: boolean | null
  /** The running totals sum to zero; null as `sumZero`. */
  readonly totalsSumZero: boolean | null
  /** The running totals are all even or all odd; null at five and six players, where this check does not apply (TSR 10.1.3), and as `sumZero`. */
  readonly totalsParity: boolean | null
  /**
   * Under `plusOnly`/`minusOnly` counting (RULES 11.11): the points are the zero-sum points with
   * the negative (positive) entries written as 0; null under `plusMinus`.
   */
  readonly counting: boolean | null
}

/**
 * How the score sheet is written (RULES 11.11): `plusMinus` (the zero-sum scores), `plusOnly`
 * (only the winners write their points), `minusOnly` (only the losers, with a minus sign).
 *
 * @category Match
 * @since 0.2.0
 */
export type Counting = 'plusMinus' | 'plusOnly' | 'minusOnly'

/**
 * One row of the score sheet.
 *
 * @example
 * ```ts
 * // The TSR example's game 2: Re (Anna, Carla) said Re and took 118.
 * // { game: 2, dealer: 1, type: { kind: 'normal' }, points: [-4, 4, -4, 4], plus: [1, 3],
 * //   multiplier: 1, totals: [-3, 5, -5, 3], checks: { sumZero: true, parity: true, ... }, ... }
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface ScoreSheetRow {
  /** The game's number, 1-based, counting played games; a redeal or penalty row carries the number of the deal it interrupted. */
  readonly game: number
  /** The round (1-based) the game belongs to. */
  readonly round: number
  /** The dealer (player index). */
  readonly dealer: number
  /** The players who sat out (they score 0). */
  readonly sittingOut: readonly number[]
  /** What was played. */
  readonly type: RowType
  /** Each player's points as written (see `counting`), Bock multiplier applied; 0 for those sitting out. */
  readonly points: readonly number[]
  /** Under `plusOnly`/`minusOnly` counting: the zero-sum points the row was written from; null under `plusMinus`. */
  readonly zeroSumPoints: readonly number[] | null
  /** The players who scored plus (TSR 7.3.3: marked on the sheet). */
  readonly plus: readonly number[]
  /** The Bock multiplier of the game: 1, 2, or in `stack` mode 2 per Bock round in force; 1 for penalties. */
  readonly multiplier: number
  /** The Bock triggers this game fired (each adds a Bock round). */
  readonly bockTriggers: readonly BockTrigger[]
  /** Each player's running total after this row. */
  readonly totals: readonly number[]
  /** The TSR checks. */
  readonly checks: RowChecks
}

/**
 * The score sheet: the rows in order.
 *
 * @example
 * ```ts
 * const sheet: ScoreSheet = match.sheet
 * sheet.map((r) => r.totals) // the running totals, row by row
 * ```
 * @category Match
 * @since 0.1.0
 */
export type ScoreSheet = readonly ScoreSheetRow[]

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

const sameParity = (xs: readonly number[]): boolean => xs.every((x) => Math.abs(x % 2) === Math.abs((xs[0] ?? 0) % 2))

/**
 * The fields of a row that the match knows before the checks and totals.
 *
 * @internal
 */
export type RowInput = Pick<
  ScoreSheetRow,
  'game' | 'round' | 'dealer' | 'sittingOut' | 'type' | 'points' | 'multiplier' | 'bockTriggers'
>

/**
 * Completes a row: the plus players, the running totals from the previous ones, and the checks.
 *
 * @internal
 * @param previous the running totals before this row
 */
export const makeRow = (input: RowInput, previous: readonly number[], counting: Counting = 'plusMinus'): ScoreSheetRow => {
  const zeroSum = input.points.map((x) => x || 0)
  const written = (x: number): number => (counting === 'plusOnly' ? Math.max(0, x) : counting === 'minusOnly' ? Math.min(0, x) : x) || 0
  const points = zeroSum.map(written)
  const totals = previous.map((t, p) => t + (points[p] ?? 0))
  const active = points.filter((_, p) => !input.sittingOut.includes(p))
  const tsr = counting === 'plusMinus'
  return {
    game: input.game,
    round: input.round,
    dealer: input.dealer,
    sittingOut: input.sittingOut,
    type: input.type,
    points,
    zeroSumPoints: tsr ? null : zeroSum,
    plus: zeroSum.flatMap((x, p) => (x > 0 ? [p] : [])),
    multiplier: input.multiplier,
    bockTriggers: input.bockTriggers,
    totals,
    checks: {
      sumZero: tsr ? sum(points) === 0 : null,
      parity: tsr ? sameParity(active) : null,
      totalsSumZero: tsr ? sum(totals) === 0 : null,
      totalsParity: tsr && previous.length === 4 ? sameParity(totals) : null,
      counting: tsr ? null : points.every((x, p) => x === written(zeroSum[p] ?? 0)) && sum(zeroSum) === 0
    }
  }
}
