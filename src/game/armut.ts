/**
 * Armut (RULES.md section 3, pagat and house): who may declare it, which cards are passed and
 * returned, and the exchange that makes the poor player and the acceptor the Re party.
 *
 * @module
 */
import { type Card, FOXES, isFox, maskHi, maskLo, popcount } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type BySeat, type Seat, nextSeat, updateSeat } from '../seat.js'
import { type CardOrder, TRUMP, cardOrder, isTrump } from './order.js'
import { inMask } from './compact.js'
import { ruleTable } from '../rules/table.js'

/** Armut is judged on the trumps of a normal game. */
const NORMAL: CardOrder = cardOrder('normal')
const NORMAL_NO_DULLEN: CardOrder = cardOrder('normal', 'none', false)

/** The most trumps a poor hand may hold. */
export const ARMUT_MAX_TRUMPS = 3

/**
 * The trumps of a hand in a normal game.
 *
 * @category Armut
 * @since 0.1.0
 */
export const normalTrumps = (hand: readonly Card[], dullen = true): readonly Card[] => {
  const order = dullen ? NORMAL : NORMAL_NO_DULLEN
  return hand.filter((c) => isTrump(order, c))
}

/**
 * The trumps of a normal game under a rule set among `cards` (without Dullen the ♥10 is none).
 *
 * @internal
 */
export const trumpsOf = (rules: RuleSet, cards: readonly Card[]): readonly Card[] => normalTrumps(cards, ruleTable(rules).dullen)

/**
 * The trumps that make a hand poor and that it must pass: its normal-game trumps, without a
 * single ♦A when `armut.singleFoxCounts` is off (both ♦A always count).
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutTrumps = (rules: RuleSet, hand: readonly Card[]): readonly Card[] => {
  const trumps = trumpsOf(rules, hand)
  return armutTrumpCount(rules, hand) === trumps.length ? trumps : trumps.filter((c) => !isFox(c))
}

/**
 * How many of a hand's cards are {@link armutTrumps}: its normal-game trumps, less a single ♦A
 * unless `armut.singleFoxCounts` (the rule; counted without making a list).
 */
const armutTrumpCount = (rules: RuleSet, hand: readonly Card[]): number => armutTrumpsIn(rules, maskLo(hand), maskHi(hand))

/** {@link armutTrumpCount} for a hand as bit sets (`lo`: cards 0..23, `hi`: 24..47). */
const armutTrumpsIn = (rules: RuleSet, lo: number, hi: number): number => {
  const table = ruleTable(rules)
  const order = table.dullen ? NORMAL : NORMAL_NO_DULLEN
  const trumps = popcount(lo & (order.classMaskLo[TRUMP] as number)) + popcount(hi & (order.classMaskHi[TRUMP] as number))
  const foxes = (inMask(lo, hi, FOXES[0]) ? 1 : 0) + (inMask(lo, hi, FOXES[1]) ? 1 : 0)
  return foxes === 1 && !table.armut.singleFoxCounts ? trumps - 1 : trumps
}

/** {@link mayDeclareArmut} for a hand as bit sets. @internal */
export const mayDeclareArmutWith = (rules: RuleSet, lo: number, hi: number): boolean => armutTrumpsIn(rules, lo, hi) <= ARMUT_MAX_TRUMPS

/**
 * Whether a hand may declare Armut: at most three trumps ({@link armutTrumps}).
 *
 * @example
 * ```ts
 * mayDeclareArmut(rules.pagat, hand)
 * ```
 * @category Armut
 * @since 0.1.0
 */
export const mayDeclareArmut = (rules: RuleSet, hand: readonly Card[]): boolean =>
  armutTrumpCount(rules, hand) <= ARMUT_MAX_TRUMPS

/**
 * How many cards the poor player passes (and gets back): three, or exactly the trumps.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutCardCount = (rules: RuleSet, poorHand: readonly Card[]): number =>
  ruleTable(rules).armut.passTrumpsOnly ? armutTrumps(rules, poorHand).length : ARMUT_MAX_TRUMPS

/** The first of `cards` that is not in `hand` or is listed twice, or null when they are distinct cards of the hand. */
const firstNotDistinct = (hand: readonly Card[], cards: readonly Card[]): Card | null =>
  cards.find((c, i) => !hand.includes(c) || cards.indexOf(c) !== i) ?? null

/**
 * Why the poor player may not pass these cards, or null: the right number, all held, and every
 * trump of the hand among them.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutPassError = (rules: RuleSet, hand: readonly Card[], cards: readonly Card[], seat: Seat = 0): GameError | null => {
  const count = armutCardCount(rules, hand)
  if (cards.length !== count) {
    return gameError(ErrorCode.ArmutWrongCount, `The Armut passes ${count} cards, not ${cards.length}`, { seat, expected: count, given: cards.length })
  }
  const notDistinct = firstNotDistinct(hand, cards)
  if (notDistinct !== null) {
    return gameError(ErrorCode.CardNotInHand, 'The passed cards must be distinct cards of the hand', { seat, card: notDistinct })
  }
  if (!armutTrumps(rules, hand).every((t) => cards.includes(t))) {
    return gameError(ErrorCode.ArmutMustPassTrumps, 'The Armut passes every trump of the hand', { seat })
  }
  return null
}

/**
 * The most trumps the acceptor may return among `count` cards from `hand`: any number, or with
 * `armut.returnTrumps` off none, unless the hand has fewer than `count` other cards.
 *
 * @category Armut
 * @since 0.1.0
 */
export const maxTrumpsReturned = (rules: RuleSet, hand: readonly Card[], count: number): number =>
  ruleTable(rules).armut.returnTrumps ? count : Math.max(0, count - (hand.length - trumpsOf(rules, hand).length))

/**
 * Why the acceptor may not return these cards, or null: as many as it took, all held, and at
 * most {@link maxTrumpsReturned} trumps.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutReturnError = (
  rules: RuleSet,
  hand: readonly Card[],
  count: number,
  cards: readonly Card[],
  seat: Seat = 0
): GameError | null => {
  if (cards.length !== count) {
    return gameError(ErrorCode.ArmutWrongCount, `The acceptor returns ${count} cards, not ${cards.length}`, { seat, expected: count, given: cards.length })
  }
  const notDistinct = firstNotDistinct(hand, cards)
  if (notDistinct !== null) {
    return gameError(ErrorCode.CardNotInHand, 'The returned cards must be distinct cards of the hand', { seat, card: notDistinct })
  }
  if (trumpsOf(rules, cards).length > maxTrumpsReturned(rules, hand, count)) {
    return gameError(ErrorCode.ArmutNoTrumpsBack, 'These rules return no trumps to the Armut', { seat })
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

