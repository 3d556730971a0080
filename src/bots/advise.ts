/**
 * Advice for a player: every legal action of a view's seat ranked by its expected score (the
 * evaluation of `evaluate.ts` with the expert's settings), each with a short reason a UI can
 * phrase in any language (a code and numbers; `doppelkopf/i18n` has the labels: `adviceReason`).
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, cardPoints } from '../cards/card.js'
import type { Action } from '../game/actions.js'
import { beats, trickWinnerIndex } from '../game/order.js'
import type { Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import type { AdviceReasonKey } from '../i18n/locale.js'
import type { Assert, Same } from '../input/codec.js'
import { type Knowledge, knowledgeOf } from './knowledge.js'
import { ADVICE_SETTINGS, type BotError, type ActionEstimate, type ActionEvaluation, type Estimate, type EvaluationOptions, evaluateView, readOptions, readView } from './evaluate.js'

/**
 * Why an action is ranked where it is:
 * - `forced`: the only legal action (or the only card, its two copies being one);
 * - `wins-trick`: the best card, and it takes the trick as it stands (`points`: the trick's card points with it);
 * - `loads-points`: the best card puts points (`points`) on a trick the partner holds;
 * - `saves-points`: the best card, the cheapest one (`points`) on a trick the seat does not win;
 * - `announce-gain`: an announcement that gains `gain` points on average over not announcing;
 * - `announce-risk`: an announcement that costs points on average (`gain` negative);
 * - `best-average`: the best action on average, for no simpler reason;
 * - `worse-by`: an action that scores `loss` points less on average than the best one.
 *
 * @category Bots
 * @since 0.3.0
 */
export type AdviceReasonCode = 'forced' | 'wins-trick' | 'loads-points' | 'saves-points' | 'announce-gain' | 'announce-risk' | 'best-average' | 'worse-by'

// The locales label every reason: a new code without a label fails to compile here.
type ReasonsLabelled = Assert<Same<AdviceReasonCode, AdviceReasonKey>>

/**
 * Every {@link AdviceReasonCode}, in the order above.
 *
 * @example
 * ```ts
 * ADVICE_REASON_CODES.includes('wins-trick') // true
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const ADVICE_REASON_CODES: readonly AdviceReasonCode[] = Object.freeze([
  'forced',
  'wins-trick',
  'loads-points',
  'saves-points',
  'announce-gain',
  'announce-risk',
  'best-average',
  'worse-by'
])

/**
 * A reason with the numbers a phrase needs.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface AdviceReason {
  /** What the reason is. */
  readonly code: AdviceReasonCode
  /** Points scored less on average than the best action (0 for the best). */
  readonly loss: number
  /** Card points: of the trick (`wins-trick`), of the card (`loads-points`, `saves-points`); else null. */
  readonly points: number | null
  /** For an announcement: its average gain over not announcing (negative: a loss); else null. */
  readonly gain: number | null
}

/**
 * One legal action with its estimate and reason.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface AdvisedAction extends ActionEstimate {
  /** Why it ranks where it does. */
  readonly reason: AdviceReason
}

/**
 * What {@link advise} returns.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface Advice {
  /** The seat advised. */
  readonly seat: Seat
  /** Every legal action of the seat, the best first (equal scores in the order of `view.legalActions`). */
  readonly actions: readonly AdvisedAction[]
  /** Off the seat's turn (it may only announce): the estimate of making no announcement now; else null. */
  readonly pass: Estimate | null
  /** The deals sampled. */
  readonly deals: number
}

/** Scores this close count as equal. */
const TIE = 1e-9

/** What the trick facts of the cards need, read once per advice: the seat's knowledge (card order, second-Dulle rule) and the card winning the trick so far. */
interface TrickNow {
  readonly k: Knowledge
  readonly winning: Card
  readonly winner: Seat
}

/** The trick as it stands, or null when the seat leads (or play has not started). */
const trickNow = (view: PlayerView): TrickNow | null => {
  const trick = view.trick
  if (trick === null || view.gameType === null || trick.cards.length === 0) return null
  const k = knowledgeOf(view)
  const wi = trickWinnerIndex(k.order, trick.cards, k.secondDulleWins)
  return { k, winning: trick.cards[wi] as Card, winner: ((trick.leader + wi) & 3) as Seat }
}

/** The trick facts of a card: whether it takes the trick as it stands, whether the partner holds it, its points. */
const trickFacts = (view: PlayerView, now: TrickNow, card: Card): { wins: boolean; partnerHolds: boolean; trickPoints: number } => {
  const mine = view.parties[view.seat]
  return {
    wins: beats(now.k.order, card, now.winning, now.k.secondDulleWins),
    partnerHolds: mine !== null && view.parties[now.winner] === mine && now.winner !== view.seat,
    trickPoints: (view.trick?.cards ?? []).reduce((sum, c) => sum + cardPoints(c), cardPoints(card))
  }
}

/** The ranked advice of an evaluation. */
export const adviceOf = (view: PlayerView, ev: ActionEvaluation): Advice => {
  const ranked = ev.actions.map((a, i) => ({ a, i })).sort((x, y) => y.a.expected - x.a.expected || x.i - y.i)
  const best = ranked[0]?.a.expected ?? 0
  const plays = ev.actions.filter((a) => a.action.type === 'play').map((a) => (a.action as Extract<Action, { type: 'play' }>).card)
  const faces = new Set(plays.map((c) => c >> 1))
  const forced = ev.actions.length === 1 || (ev.actions.length === plays.length && faces.size === 1)
  const cheapest = plays.length === 0 ? 0 : Math.min(...plays.map(cardPoints))
  // What an announcement is compared with: the best card, or (off turn) making none.
  const reference = ev.pass?.expected ?? Math.max(...ev.actions.filter((a) => a.action.type === 'play').map((a) => a.expected), -Infinity)
  const now = trickNow(view)
  const reasonOf = (a: ActionEstimate): AdviceReason => {
    const loss = Math.max(0, best - a.expected)
    const top = loss <= TIE
    const r = (code: AdviceReasonCode, points: number | null = null, gain: number | null = null): AdviceReason => ({ code, loss: top ? 0 : loss, points, gain })
    if (forced) return r('forced')
    const action = a.action
    if (action.type === 'announce') {
      const gain = Number.isFinite(reference) ? a.expected - reference : null
      if (gain !== null && gain < -TIE) return r('announce-risk', null, gain)
      return top && gain !== null ? r('announce-gain', null, gain) : r('worse-by', null, gain)
    }
    if (!top) return r('worse-by')
    if (action.type === 'play') {
      const f = now === null ? null : trickFacts(view, now, action.card)
      if (f !== null && f.wins) return r('wins-trick', f.trickPoints)
      if (f !== null && f.partnerHolds && cardPoints(action.card) >= 10) return r('loads-points', cardPoints(action.card))
      if (f !== null && cardPoints(action.card) === cheapest && plays.some((c) => cardPoints(c) > cheapest)) return r('saves-points', cardPoints(action.card))
    }
    return r('best-average')
  }
  return { seat: ev.seat, actions: ranked.map(({ a }) => ({ ...a, reason: reasonOf(a) })), pass: ev.pass, deals: ev.deals }
}

/**
 * Advice for the view's seat: every legal action (cards, announcements, declarations, Armut
 * steps, the Hochzeiter's choice, the Genscher choice) ranked by its expected settlement score
 * for the seat, the best first, each with its standard error and a reason (see
 * {@link AdviceReasonCode}). Off the seat's turn, when it may only announce, `pass` is the
 * estimate of announcing nothing now. A view with no legal action gets an empty list.
 *
 * It uses the expert's evaluation ({@link ADVICE_SETTINGS}; `options` may change any setting):
 * deterministic for a seed at given counts, bounded in time by them (tens to a few hundred
 * milliseconds), or by `timeBudgetMs`. A value that is no player view is
 * `bots/malformed-view`, bad options `bots/bad-options`. Never throws. Every advised action is
 * one of `view.legalActions`.
 *
 * @example
 * ```ts
 * const advice = advise(playerView(game, 0), { seed: 'hint' })
 * if (E.isRight(advice)) {
 *   const top = advice.right.actions[0]
 *   console.log(top?.action, top?.expected.toFixed(2), top?.reason.code) // e.g. { type: 'play', seat: 0, card: 6 } '1.42' 'wins-trick'
 * }
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const advise = (view: PlayerView, options?: EvaluationOptions): E.Either<BotError, Advice> => {
  const o = readOptions(options, ADVICE_SETTINGS)
  if (E.isLeft(o)) return o
  const v = readView(view)
  if (E.isLeft(v)) return v
  const ev = evaluateView(v.right, o.right.settings, o.right.seed, o.right.timeBudgetMs)
  return E.isLeft(ev) ? ev : E.right(adviceOf(v.right, ev.right))
}
