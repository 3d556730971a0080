/**
 * Schmeißen (RULES.md section 3, house): the hands that may be thrown in.
 *
 * @module
 */
import { type Card, rankIndex } from '../cards/card.js'
import type { RuleSet, SchmeissenReason } from '../rules/ruleSet.js'
import { normalTrumps } from './armut.js'
import { ruleTable } from '../rules/table.js'

const ACE = 0
const TEN = 1
const KING = 2
const NINE = 5

const count = (hand: readonly Card[], ...ranks: readonly number[]): number =>
  hand.filter((c) => ranks.includes(rankIndex(c))).length

/**
 * Whether a hand shows a Schmeißen reason.
 *
 * @example
 * ```ts
 * showsReason(hand, 'fiveKings')
 * ```
 * @category Schmeißen
 * @since 0.1.0
 */
export const showsReason = (hand: readonly Card[], reason: SchmeissenReason): boolean => {
  switch (reason) {
    case 'fiveKings':
      return count(hand, KING) >= 5
    case 'fiveNines':
      return count(hand, NINE) >= 5
    case 'fourNinesFourKings':
      return count(hand, NINE) >= 4 && count(hand, KING) >= 4
    case 'sevenFull':
      return count(hand, ACE, TEN) >= 7
    case 'atMostOneTrump':
      return normalTrumps(hand).length <= 1
  }
}

/**
 * Whether a hand may be thrown in under the rule set's reasons.
 *
 * @category Schmeißen
 * @since 0.1.0
 */
export const mayThrowIn = (rules: RuleSet, hand: readonly Card[]): boolean =>
  ruleTable(rules).schmeissenReasons.some((r) => showsReason(hand, r))
