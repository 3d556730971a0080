/**
 * A game review: a record replayed, and each decision of one seat judged by the expert's
 * evaluation (`evaluate.ts`) on that seat's view at that moment: the expected score of the
 * action taken and of the best one, the decisions that lost the most marked.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Action } from '../game/actions.js'
import { applyAction, gameFromSetup } from '../game/api.js'
import type { Game } from '../game/state.js'
import { type DoppelkopfError, ErrorCode, gameError } from '../errors.js'
import type { GameRecord } from '../codecs/record.js'
import { type ReplayErrorCode, replay } from '../records/replay.js'
import { plainEqual, show } from '../input/plain.js'
import { type Seat, isSeat } from '../seat.js'
import { seatView } from '../views/playerView.js'
import type { DecisionKey } from '../i18n/locale.js'
import type { Assert, Same } from '../input/codec.js'
import { ADVICE_SETTINGS, type BotErrorCode, type EvaluationOptions, evaluateView, readOptions } from './evaluate.js'

/**
 * What kind of decision: a card (`card`, whether or not the seat could have announced instead),
 * an announcement, a declaration of the reservation round, an Armut step, the Hochzeiter's
 * choice of clarifying tricks, the Genscher choice.
 *
 * @category Bots
 * @since 0.3.0
 */
export type DecisionKind = 'card' | 'announcement' | 'reservation' | 'armut' | 'clarification' | 'genscher'

// The locales name every kind: a new kind without a name fails to compile here.
type KindsNamed = Assert<Same<DecisionKind, DecisionKey>>

/**
 * One decision of the reviewed seat.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ReviewedDecision {
  /** The index of the action in the record's history. */
  readonly index: number
  /** What kind of decision it was. */
  readonly kind: DecisionKind
  /** The trick it was made in (1..12) during card play; null before. */
  readonly trick: number | null
  /** The action taken. */
  readonly chosen: Action
  /** Its expected score for the seat. */
  readonly chosenExpected: number
  /** The action with the best expected score (the one taken when it is as good), or null when making no announcement was best. */
  readonly best: Action | null
  /** The best expected score (of `best`, or of announcing nothing). */
  readonly bestExpected: number
  /** `bestExpected - chosenExpected`: 0 for a best decision. */
  readonly loss: number
  /** The standard error of the chosen action's estimate. */
  readonly stdError: number
  /** How many legal actions the seat had. */
  readonly options: number
  /** Whether this is one of the decisions that lost the most (see `marks` and `markLoss`). */
  readonly marked: boolean
}

/**
 * What {@link review} returns.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface Review {
  /** The seat reviewed. */
  readonly seat: Seat
  /** Its decisions with a choice (two or more legal actions), in the order made. */
  readonly decisions: readonly ReviewedDecision[]
  /** The sum of the losses: what the seat gave away on average over the game. */
  readonly totalLoss: number
  /** The indices (into `decisions`) of the marked decisions, the costliest first. */
  readonly marked: readonly number[]
  /** The seat's settlement score in the game as played, or null (no settlement: a redeal, or a game not over). */
  readonly score: number | null
}

/**
 * Options of {@link review}: those of the evaluation ({@link EvaluationOptions}), and which
 * decisions are marked.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ReviewOptions extends EvaluationOptions {
  /** At most this many decisions are marked, the costliest (default 3; 0..12). */
  readonly marks?: number
  /** Only a decision that lost more than this many points on average is marked (default 0.5). */
  readonly markLoss?: number
}

/**
 * Why a record has no review: the library's one error type with a code of {@link replay}
 * (`replay/...`), `input/invalid-seat` or a {@link BotErrorCode}.
 *
 * @example
 * ```ts
 * const r = review(record, 5 as Seat)
 * if (E.isLeft(r)) console.log(r.left.code) // 'input/invalid-seat'
 * ```
 * @category Bots
 * @since 0.3.0
 */
export type ReviewError = DoppelkopfError<ReplayErrorCode | 'input/invalid-seat' | BotErrorCode>

/** Review settings: fewer deals than the advice, as a review judges every decision of a game. */
const REVIEW_SETTINGS = { ...ADVICE_SETTINGS, samples: 32 }

const kindOf = (a: Action): DecisionKind => {
  switch (a.type) {
    case 'play':
      return 'card'
    case 'announce':
      return 'announcement'
    case 'declare':
      return 'reservation'
    case 'chooseClarification':
      return 'clarification'
    case 'genscher':
      return 'genscher'
    default:
      return 'armut'
  }
}

/**
 * Reviews one seat's decisions in a game record: the record is replayed (its errors are
 * {@link replay}'s), and every decision of `seat` that had a choice is judged on that seat's view
 * at that moment with the expert's evaluation ({@link ADVICE_SETTINGS}, 32 deals by default):
 * the expected score of the action taken and of the best one, and the loss between them. The
 * `marks` decisions that lost the most (more than `markLoss` points each) are marked: a card, an
 * announcement, a reservation. The total loss is what the seat gave away on average.
 *
 * Deterministic for a seed at given counts (each decision's deals are seeded by the seed and its
 * index); bounded by the counts, one to two seconds for a whole game on the development machine. A
 * seat other than 0..3 is `input/invalid-seat`, bad options `bots/bad-options`. Never throws.
 *
 * @example
 * ```ts
 * const r = review(record, 0, { seed: 'review' })
 * if (E.isRight(r)) {
 *   for (const i of r.right.marked) console.log(r.right.decisions[i]) // the costliest decisions
 *   console.log(r.right.totalLoss.toFixed(2))
 * }
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const review = (record: GameRecord, seat: Seat, options?: ReviewOptions): E.Either<ReviewError, Review> => {
  if (!isSeat(seat)) return E.left(gameError(ErrorCode.InvalidSeat, `A seat is 0, 1, 2 or 3, got ${show(seat)}`, { given: show(seat) }))
  const o = readOptions(options, REVIEW_SETTINGS, ['marks', 'markLoss'])
  if (E.isLeft(o)) return o
  let marks = 3
  let markLoss = 0.5
  try {
    const given = options as ReviewOptions | undefined
    const m = given?.marks
    const l = given?.markLoss
    if (m !== undefined) {
      if (!(typeof m === 'number' && Number.isInteger(m) && m >= 0 && m <= 12)) return E.left(gameError(ErrorCode.BadBotOptions, 'Bad review options: marks: expected 0..12', { problem: 'marks: expected 0..12' }))
      marks = m
    }
    if (l !== undefined) {
      if (!(typeof l === 'number' && Number.isFinite(l) && l >= 0)) return E.left(gameError(ErrorCode.BadBotOptions, 'Bad review options: markLoss: expected points >= 0', { problem: 'markLoss: expected points >= 0' }))
      markLoss = l
    }
  } catch {
    return E.left(gameError(ErrorCode.BadBotOptions, 'Bad review options: unreadable', { problem: 'unreadable options' }))
  }
  const replayed = replay(record)
  if (E.isLeft(replayed)) return replayed
  const end = replayed.right
  const setup = end.setup
  const started = gameFromSetup(setup)
  if (E.isLeft(started)) return E.left(gameError('replay/bad-setup', `The record's setup is rejected: ${started.left.message}`, { cause: started.left, game: null }))
  const { settings, seed, timeBudgetMs } = o.right
  const decisions: ReviewedDecision[] = []
  let g: Game = started.right
  const history = end.history
  for (let index = 0; index < history.length; index++) {
    const action = history[index] as Action
    if (action.seat === seat) {
      const view = seatView(g, seat)
      if (view.legalActions.length > 1) {
        const ev = evaluateView(view, settings, `${seed}/${index}`, timeBudgetMs)
        if (E.isLeft(ev)) return ev
        const actions = ev.right.actions
        const chosen = actions.find((a) => plainEqual(a.action, action))
        if (chosen !== undefined) {
          let best = chosen
          for (const a of actions) if (a.expected > best.expected + 1e-9) best = a
          const passBest = ev.right.pass !== null && ev.right.pass.expected > best.expected + 1e-9
          const bestExpected = passBest ? (ev.right.pass?.expected ?? 0) : best.expected
          decisions.push({
            index,
            kind: kindOf(action),
            trick: g.phase === 'play' || g.phase === 'clarification' ? view.tricks.length + 1 : null,
            chosen: action,
            chosenExpected: chosen.expected,
            best: passBest ? null : best.action,
            bestExpected,
            loss: Math.max(0, bestExpected - chosen.expected),
            stdError: chosen.stdError,
            options: actions.length,
            marked: false
          })
        }
      }
    }
    const next = applyAction(g, action)
    if (E.isLeft(next)) {
      return E.left(gameError('replay/illegal-action', `Action ${index} is rejected: ${next.left.code}`, { index, action, cause: next.left, game: null }))
    }
    g = next.right
  }
  const order = decisions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.loss > markLoss)
    .sort((x, y) => y.d.loss - x.d.loss || x.i - y.i)
    .slice(0, marks)
    .map(({ i }) => i)
  const marked = new Set(order)
  return E.right({
    seat,
    decisions: decisions.map((d, i) => (marked.has(i) ? { ...d, marked: true } : d)),
    totalLoss: decisions.reduce((sum, d) => sum + d.loss, 0),
    marked: order,
    score: end.phase === 'finished' ? end.settlement.scores[seat] : null
  })
}
