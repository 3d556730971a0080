/**
 * The Hochzeit (RULES.md section 3): finding the partner in the Klärungsstich and the shift of
 * the announcement deadlines afterwards.
 *
 * @module
 */
import type { RuleSet } from '../rules/ruleSet.js'
import type { Seat } from '../seat.js'
import type { ClarifyingTrick } from './state.js'
import { ruleTable } from '../rules/table.js'
import { TRUMP } from './order.js'

/**
 * How many tricks may clarify a Hochzeit: if the Hochzeiter wins all of them, they play alone.
 *
 * @category Hochzeit
 * @since 0.1.0
 */
export const CLARIFICATION_TRICKS = 3

/**
 * What a completed trick means for an open Hochzeit: `partner` (a trick that may clarify, won by
 * another player: the winner is the partner), `alone` (the third trick passed without one, or,
 * with `firstDecides` (`weddingFirstTrickDecides`), the first trick that may clarify won by the
 * Hochzeiter: the Hochzeiter plays a Karo-solo), or `pending`.
 *
 * @example
 * ```ts
 * clarifyHochzeit(0, 1, 2, true) // 'partner'
 * clarifyHochzeit(0, 3, 0, true) // 'alone'
 * clarifyHochzeit(0, 1, 0, true, true) // 'alone': the first qualifying trick decides
 * ```
 * @category Hochzeit
 * @since 0.1.0
 */
export const clarifyHochzeit = (
  hochzeiter: Seat,
  trickNumber: number,
  winner: Seat,
  qualifies: boolean,
  firstDecides = false
): 'pending' | 'partner' | 'alone' =>
  qualifies && winner !== hochzeiter
    ? 'partner'
    : (qualifies && firstDecides) || trickNumber >= CLARIFICATION_TRICKS
      ? 'alone'
      : 'pending'

/**
 * Whether a trick may clarify the Hochzeit: any trick, or only a trick whose first card is a
 * trump (`trump`), a plain suit (`plain`), or the named plain suit (`clubs`, `spades`, `hearts`).
 * `ledClass` is the suit class of the led card in the game's card order (0..3 the plain suits in
 * the order ♣ ♠ ♥ ♦, 4 trump).
 *
 * @example
 * ```ts
 * trickClarifies('trump', 4) // true
 * trickClarifies('hearts', 2) // true: a plain heart was led
 * ```
 * @category Hochzeit
 * @since 0.1.0
 */
export const trickClarifies = (by: ClarifyingTrick | null, ledClass: number): boolean => {
  switch (by) {
    case 'any':
      return true
    case 'trump':
      return ledClass === TRUMP
    case 'plain':
      return ledClass !== TRUMP
    case 'clubs':
      return ledClass === 0
    case 'spades':
      return ledClass === 1
    case 'hearts':
      return ledClass === 2
    default:
      return false
  }
}


/**
 * How many cards every announcement deadline is lowered by after a Hochzeit whose
 * Klärungsstich was trick number `klaerungsstich` (1-based): tsr `k - 1`, pagat `k`.
 *
 * @example
 * ```ts
 * deadlineShift(rules.tsr, 2) // 1
 * ```
 * @category Hochzeit
 * @since 0.1.0
 */
export const deadlineShift = (rules: RuleSet, klaerungsstich: number): number => ruleTable(rules).deadlineShift(klaerungsstich)

