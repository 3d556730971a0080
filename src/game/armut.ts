/**
 * Armut (RULES.md section 3, pagat and house): who may declare it, which cards are passed and
 * returned, and the exchange that makes the poor player and the acceptor the Re party.
 *
 * @module
 */
import { type Card, isFox } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type BySeat, type Seat, nextSeat, updateSeat } from '../seat.js'
import { type CardOrder, cardOrder, isTrump } from './order.js'

/** Armut is judged on the trumps of a normal game. */
const NORMAL: CardOrder = cardOrder('normal')

/** The most trumps a poor hand may hold. */
export const ARMUT_MAX_TRUMPS = 3

/**
 * The trumps of a hand in a normal game.
 *
 * @category Armut
 * @since 0.1.0
 */
export const normalTrumps = (hand: readonly Card[]): readonly Card[] => hand.filter((c) => isTrump(NORMAL, c))

/**
 * Whether a hand may declare Armut: at most three trumps, where a single ♦A does not count when
 * `armut.singleFoxCounts` is off.
 *
 * @example
 * ```ts
 * mayDeclareArmut(rules.pagat, hand)
 * ```
 * @category Armut
 * @since 0.1.0
 */
export const mayDeclareArmut = (rules: RuleSet, hand: readonly Card[]): boolean => {
  const trumps = normalTrumps(hand)
  const foxes = trumps.filter(isFox).length
  const counted = !rules.armut.singleFoxCounts && foxes === 1 ? trumps.length - 1 : trumps.length
  return counted <= ARMUT_MAX_TRUMPS
}

/**
 * How many cards the poor player passes (and gets back): three, or exactly the trumps.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutCardCount = (rules: RuleSet, poorHand: readonly Card[]): number =>
  rules.armut.pass === 'trumpsOnly' ? normalTrumps(poorHand).length : ARMUT_MAX_TRUMPS

const distinctFrom = (hand: readonly Card[], cards: readonly Card[]): boolean =>
  new Set(cards).size === cards.length && cards.every((c) => hand.includes(c))

/**
 * Why the poor player may not pass these cards, or null: the right number, all held, and every
 * trump of the hand among them.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutPassError = (rules: RuleSet, hand: readonly Card[], cards: readonly Card[]): GameError | null => {
  const count = armutCardCount(rules, hand)
  if (cards.length !== count) {
    return gameError(ErrorCode.ArmutWrongCount, `The Armut passes ${count} cards, not ${cards.length}`)
  }
  if (!distinctFrom(hand, cards)) return gameError(ErrorCode.CardNotInHand, 'The passed cards must be distinct cards of the hand')
  if (!normalTrumps(hand).every((t) => cards.includes(t))) {
    return gameError(ErrorCode.ArmutMustPassTrumps, 'The Armut passes every trump of the hand')
  }
  return null
}

/**
 * Why the acceptor may not return these cards, or null: as many as it took, all held, and no
 * trump when `armut.returnTrumps` is off (unless the hand has too few other cards).
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutReturnError = (
  rules: RuleSet,
  hand: readonly Card[],
  count: number,
  cards: readonly Card[]
): GameError | null => {
  if (cards.length !== count) {
    return gameError(ErrorCode.ArmutWrongCount, `The acceptor returns ${count} cards, not ${cards.length}`)
  }
  if (!distinctFrom(hand, cards)) return gameError(ErrorCode.CardNotInHand, 'The returned cards must be distinct cards of the hand')
  if (!rules.armut.returnTrumps) {
    const plain = hand.length - normalTrumps(hand).length
    const trumps = normalTrumps(cards).length
    if (trumps > Math.max(0, count - plain)) {
      return gameError(ErrorCode.ArmutNoTrumpsBack, 'These rules return no trumps to the Armut')
    }
  }
  return null
}

/**
 * The seats asked to take the Armut, in order: from the poor player's left.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutOfferOrder = (poor: Seat): readonly Seat[] => [nextSeat(poor, 1), nextSeat(poor, 2), nextSeat(poor, 3)]

/**
 * The hands after the exchange: the passed cards go to the acceptor, the returned ones to the
 * poor player.
 *
 * @category Armut
 * @since 0.1.0
 */
export const exchangeHands = (
  hands: BySeat<readonly Card[]>,
  poor: Seat,
  acceptor: Seat,
  returned: readonly Card[]
): BySeat<readonly Card[]> => {
  const withPoor = updateSeat(hands, poor, [...hands[poor], ...returned])
  return updateSeat(
    withPoor,
    acceptor,
    hands[acceptor].filter((c) => !returned.includes(c))
  )
}

