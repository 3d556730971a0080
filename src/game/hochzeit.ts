/**
 * The Hochzeit (RULES.md section 3): finding the partner in the Klärungsstich and the shift of
 * the announcement deadlines afterwards.
 *
 * @module
 */
import type { RuleSet } from '../rules/ruleSet.js'
import type { Seat } from '../seat.js'

/**
 * How many tricks may clarify a Hochzeit: if the Hochzeiter wins all of them, they play alone.
 *
 * @category Hochzeit
 * @since 0.1.0
 */
export const CLARIFICATION_TRICKS = 3

/**
 * What a completed trick means for an open Hochzeit: `pending` (keep looking), `partner` (the
 * trick's winner is the partner), or `alone` (the Hochzeiter won every clarification trick and
 * plays a Karo-solo).
 *
 * @category Hochzeit
 * @since 0.1.0
 */
export const clarifyHochzeit = (hochzeiter: Seat, trickNumber: number, winner: Seat): 'pending' | 'partner' | 'alone' =>
  winner !== hochzeiter ? 'partner' : trickNumber >= CLARIFICATION_TRICKS ? 'alone' : 'pending'

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
export const deadlineShift = (rules: RuleSet, klaerungsstich: number): number =>
  rules.weddingDeadlineShift === 'klaerungsstichMinusOne' ? klaerungsstich - 1 : klaerungsstich
