/**
 * Schmeißen (RULES.md section 3, house): the hands that may be thrown in.
 *
 * @module
 */
import { type Card, cardPoints, isDulle, isFox, rankIndex, suitIndex } from '../cards/card.js'
import type { RuleSet, SchmeissenReason } from '../rules/ruleSet.js'
import { normalTrumps } from './armut.js'
import { ruleTable } from '../rules/table.js'

const ACE = 0
const TEN = 1
const KING = 2
const NINE = 5
const QUEEN = 3
const JACK = 4
const DIAMONDS = 3

/** How many cards of the hand have rank `rank` or `or` (default: the same rank). */
const count = (hand: readonly Card[], rank: number, or = rank): number => {
  let n = 0
  for (let i = 0; i < hand.length; i++) {
    const r = rankIndex(hand[i] as Card)
    if (r === rank || r === or) n++
  }
  return n
}

/**
 * Whether a hand shows a Schmeißen reason; `richHandPoints` is the card points the reason
 * `richHand` needs (the rule set's `schmeissenRichHand`, 70 by default).
 *
 * @example
 * ```ts
 * showsReason(hand, 'fiveKings')
 * ```
 * @category Schmeißen
 * @since 0.1.0
 */
export const showsReason = (hand: readonly Card[], reason: SchmeissenReason, richHandPoints = 70, dullen = true): boolean => {
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
      return normalTrumps(hand, dullen).length <= 1
    case 'foxHighestTrump': {
      // Trumps, and the highest of them in a normal game a ♦A: no Dulle, queen or jack.
      const trumps = normalTrumps(hand, dullen)
      return trumps.length > 0 && trumps.some(isFox) && trumps.every((c) => !isDulle(c) && rankIndex(c) !== QUEEN && rankIndex(c) !== JACK && suitIndex(c) === DIAMONDS)
    }
    case 'richHand':
      return hand.reduce((sum, c) => sum + cardPoints(c), 0) >= richHandPoints
  }
}

/**
 * Whether a hand may be thrown in under the rule set's reasons.
 *
 * @category Schmeißen
 * @since 0.1.0
 */
export const mayThrowIn = (rules: RuleSet, hand: readonly Card[]): boolean => {
  const { schmeissenReasons, richHandPoints, dullen } = ruleTable(rules)
  for (let i = 0; i < schmeissenReasons.length; i++) if (showsReason(hand, schmeissenReasons[i] as SchmeissenReason, richHandPoints, dullen)) return true
  return false
}
