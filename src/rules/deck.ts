/**
 * The deck a rule set plays with: 48 cards, or 40 without the nines.
 *
 * @module
 */
import { type Card, DECK, rankIndex } from '../cards/card.js'
import type { RuleSet } from './ruleSet.js'

const NINE = 5
const WITHOUT_NINES: readonly Card[] = DECK.filter((c) => rankIndex(c) !== NINE)

/**
 * The cards in play: all 48, or the 40 without nines.
 *
 * @example
 * ```ts
 * deckOf(pipe(rules.tsr, withoutNines)).length // 40
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const deckOf = (rules: RuleSet): readonly Card[] => (rules.withoutNines ? WITHOUT_NINES : DECK)

/**
 * Cards per hand, which is also the number of tricks: 12, or 10 without nines.
 *
 * @category Rules
 * @since 0.1.0
 */
export const cardsPerHand = (rules: RuleSet): number => (rules.withoutNines ? 10 : 12)
