/**
 * Rule-set presets.
 *
 * @module
 */
import type { RuleSet } from './ruleSet.js'

/**
 * The DDV tournament rules (Turnierspielregeln, revision of 21 Feb 2026).
 *
 * @category Rules
 * @since 0.1.0
 */
const tsr: RuleSet = {
  name: 'tsr',
  reservations: ['solo', 'hochzeit'],
  solos: ['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos'],
  soloLeader: 'soloistIfCompulsory',
  secondDulleBeats: 'never',
  weddingClarification: 'firstTrick',
  weddingDeadlineShift: 'klaerungsstichMinusOne',
  scoring: 'tsr',
  extraPoints: { againstTheClubQueens: true, foxCaught: true, doppelkopf: true, karlchen: true }
}

/**
 * The rule-set presets.
 *
 * @example
 * ```ts
 * import { newGame, rules } from 'doppelkopf'
 * const game = newGame({ rules: rules.tsr, dealer: 0, seed: 'example' })
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const rules: {
  /** The DDV tournament rules (Turnierspielregeln, revision of 21 Feb 2026). */
  readonly tsr: RuleSet
} = deepFreeze({ tsr })

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}
