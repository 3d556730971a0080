/**
 * The Armut phase (RULES.md section 3): its legal actions and its reducer. The rules of the
 * exchange (who may declare, which cards) are in `armut.ts`.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Card } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { bySeat, nextSeat, updateSeat } from '../seat.js'
import { type Action, ARMUT_ANSWER, type ArmutAnswerAction } from './actions.js'
import {
  armutCardCount,
  armutPassError,
  armutReturnError,
  armutTrumps,
  exchangeHands,
  maxTrumpsReturned,
  trumpsOf
} from './armut.js'
import type { Step } from './publish.js'
import { type Resolution, normalPlay } from './reservations.js'
import { playingState } from './start.js'
import type { ArmutState } from './state.js'

/** Calls `emit` with every set of `k` cards from `cards` (in the order of `cards`). */
const eachCombination = (cards: readonly Card[], k: number, emit: (combo: Card[]) => void): void => {
  const pickIndex: number[] = []
  const walk = (from: number, depth: number): void => {
    if (depth === k) {
      emit(pickIndex.map((i) => cards[i] as Card))
      return
    }
    for (let i = from; i <= cards.length - (k - depth); i++) {
      pickIndex[depth] = i
      walk(i + 1, depth + 1)
    }
  }
  if (k >= 0) walk(0, 0)
}

/**
 * The actions of the Armut phase that `applyAction` accepts: every legal set of cards to
 * pass (the trumps that must go, and every choice of the rest) or to return (every choice with at
 * most `maxTrumpsReturned` trumps), or the seat asked accepting or declining. Built from the same
 * rule functions `applyArmut` checks with, without trying every subset.
 *
 * @category Armut
 * @since 0.1.0
 */
export const armutActions = (g: Pick<ArmutState, 'setup' | 'step' | 'turn' | 'hands' | 'poor' | 'passed'>): Action[] => {
  const { rules } = g.setup
  const seat = g.turn
  const hand = g.hands[seat]
  const out: Action[] = []
  switch (g.step) {
    case 'pass': {
      const must = armutTrumps(rules, hand)
      const rest = hand.filter((c) => !must.includes(c))
      eachCombination(rest, armutCardCount(rules, g.setup.deal[g.poor]) - must.length, (extra) => {
        out.push({ type: 'armutPass', seat, cards: [...must, ...extra] })
      })
      return out
    }
    case 'offer':
      return [...(ARMUT_ANSWER[seat] as readonly ArmutAnswerAction[])]
    case 'return': {
      const count = g.passed.length
      const trumps = trumpsOf(rules, hand)
      const plain = hand.filter((c) => !trumps.includes(c))
      const maxTrumps = maxTrumpsReturned(rules, hand, count)
      for (let t = 0; t <= Math.min(maxTrumps, trumps.length, count); t++) {
        eachCombination(trumps, t, (withTrumps) => {
          eachCombination(plain, count - t, (withPlain) => {
            out.push({ type: 'armutReturn', seat, cards: [...withTrumps, ...withPlain] })
          })
        })
      }
      return out
    }
  }
}

/** The Armut actions of the seat to act, appended to `out` (the registry lists each step's). @internal */
export const listArmut = (g: ArmutState, out: Action[]): void => {
  for (const a of armutActions(g)) out.push(a)
}

/**
 * Applies an action of the Armut phase (or one of another phase, refused): the pass, an answer,
 * or the return (which starts the play, with the poor player and the acceptor as Re). If every
 * seat declines, the game ends in a redeal. @internal
 */
export const applyArmut = (g: ArmutState, action: Action): E.Either<GameError, Step> => {
  if (action.seat !== g.turn) {
    return E.left(gameError(ErrorCode.NotYourTurn, `It is seat ${g.turn}'s turn in the Armut, not seat ${action.seat}'s`, { seat: action.seat, turn: g.turn }))
  }
  const { rules } = g.setup
  const hand = g.hands[g.turn]
  switch (g.step) {
    case 'pass': {
      if (action.type !== 'armutPass') return wrongStep(g, action)
      const err = armutPassError(rules, hand, action.cards, g.turn)
      if (err !== null) return E.left(err)
      const cards = [...action.cards]
      return E.right(armutStep(g, {
        step: 'offer',
        turn: nextSeat(g.poor),
        passed: cards,
        hands: updateSeat(g.hands, g.poor, hand.filter((c) => !cards.includes(c)))
      }))
    }
    case 'offer': {
      if (action.type !== 'armutAnswer') return wrongStep(g, action)
      if (action.accept) {
        return E.right(armutStep(g, {
          step: 'return',
          acceptor: g.turn,
          hands: updateSeat(g.hands, g.turn, [...hand, ...g.passed])
        }))
      }
      const next = nextSeat(g.turn)
      if (next === g.poor) {
        return E.right({ phase: 'redeal', setup: g.setup, declarations: g.declarations, reason: 'armutDeclined', seat: g.poor })
      }
      return E.right(armutStep(g, { turn: next }))
    }
    case 'return': {
      if (action.type !== 'armutReturn') return wrongStep(g, action)
      const err = armutReturnError(rules, hand, g.passed.length, action.cards, g.turn)
      if (err !== null) return E.left(err)
      const poor = g.poor
      const partner = g.turn
      const hands = exchangeHands(g.hands, poor, partner, action.cards)
      const returned = [...action.cards]
      const contract = {
        kind: 'armut',
        poor,
        partner,
        trumpsReturned: trumpsOf(g.setup.rules, returned).length,
        passed: g.passed,
        returned
      } as const
      return E.right(
        playingState(
          g.setup,
          g.declarations,
          normalPlay(g.setup, contract, bySeat((s) => (s === poor || s === partner ? 're' : 'kontra'))) as Extract<
            Resolution,
            { kind: 'play' }
          >,
          hands
        )
      )
    }
  }
}

/** The next state of the exchange: `g` with `change`, as a new object of the reducer's. */
const armutStep = (g: ArmutState, change: Partial<Pick<ArmutState, 'step' | 'turn' | 'passed' | 'acceptor' | 'hands'>>): Step => ({
  phase: 'armut',
  setup: g.setup,
  declarations: g.declarations,
  step: change.step ?? g.step,
  turn: change.turn ?? g.turn,
  poor: g.poor,
  passed: change.passed ?? g.passed,
  acceptor: change.acceptor ?? g.acceptor,
  hands: change.hands ?? g.hands
})

const STEP_ACTION = { pass: 'armutPass', offer: 'armutAnswer', return: 'armutReturn' } as const

const wrongStep = (g: ArmutState, action: Action): E.Either<GameError, never> =>
  E.left(
    gameError(
      ErrorCode.WrongPhase,
      `The Armut expects ${STEP_ACTION[g.step]} from seat ${g.turn}, not ${action.type}`,
      { phase: 'armut', action: action.type }
    )
  )
