/**
 * Penalty points (RULES.md section 8, TSR section 8 on tournament score sheets): the only entries
 * that may break the score sheet's parity check.
 *
 * @module
 */

/**
 * A rule violation at the table, to enter on the score sheet.
 *
 * - `minor`: the offender -3, each other player of the deal +1. In a solo, when an opponent's
 *   violation can harm the soloist (give `soloist`): the soloist +3, the other two 0.
 * - `serious`: the game ends as not played; the offender -12 and -3 per Absage the other side had
 *   made (`absagen`), each other player +4 and +1 per such Absage. In a solo, when an opponent
 *   offends (give `soloist`): the solo counts as played, the offender -12 - 3 per Absage of the
 *   soloist, the soloist +12 + 3 per Absage, the other two 0.
 *
 * @example
 * ```ts
 * const p: Penalty = { violation: 'serious', offender: 2, absagen: 1 } // -15 for player 2, +5 for the others
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface Penalty {
  /** `minor` (geringfügiger Regelverstoß) or `serious` (schwerwiegender Regelverstoß). */
  readonly violation: 'minor' | 'serious'
  /** The player (index) who broke the rule; must play the current deal. */
  readonly offender: number
  /** In a solo, the soloist, when the offender is an opponent whose violation can harm the soloist; omit otherwise. */
  readonly soloist?: number
  /** For a serious violation: the Absagen (0..4) the other side had made, in a solo the soloist's (default 0). */
  readonly absagen?: number
}

/**
 * Each player's penalty points (0 for players not named and not in `active`).
 *
 * @internal
 * @param players the number of players at the table
 * @param active the four players of the current deal
 */
export const penaltyPoints = (p: Penalty, players: number, active: readonly number[]): readonly number[] => {
  const out = new Array<number>(players).fill(0)
  const a = p.absagen ?? 0
  const cost = p.violation === 'minor' ? 3 : 12 + 3 * a
  out[p.offender] = -cost
  if (p.soloist !== undefined && p.soloist !== p.offender) {
    out[p.soloist] = cost
    return out
  }
  const credit = p.violation === 'minor' ? 1 : 4 + a
  for (const q of active) if (q !== p.offender) out[q] = credit
  return out
}
