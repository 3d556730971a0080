/**
 * The "Tipp" button with the ranked advice, and the "Rückblick" after a game with its judged
 * decisions. Both are computed by the library in the page's worker (`assist/client.ts`); this
 * only draws what it answered, in the library's phrases (`L.advice`: the reasons, the expected
 * points with their standard error, a decision's cost, the kinds of decisions).
 *
 * @module
 */
import type { Action, Card } from 'doppelkopf'
import type { Advice, AdvisedAction, Review, ReviewedDecision } from 'doppelkopf/bots'
import { announcementName, reservationName } from 'doppelkopf/i18n'
import type { PlayerView } from 'doppelkopf/views'
import type { Answer } from '../assist/client.js'
import { h } from '../dom.js'
import { L, UI, capitalized, cardLabel, seatName, signed } from '../labels.js'

/** The most actions the advice lists (an Armut return may have many). */
const HINT_ROWS = 8

/** An action in words: a card, an announcement, a reservation, an Armut step, a choice. */
export const actionText = (a: Action): string => {
  switch (a.type) {
    case 'play':
      return cardLabel(a.card)
    case 'announce':
      return announcementName(L, a.announcement)
    case 'declare':
      return reservationName(L, a.declaration)
    case 'armutPass':
    case 'armutReturn':
      return a.cards.map(cardLabel).join(', ')
    case 'armutAnswer':
      return a.accept ? UI.accept : UI.decline
    case 'chooseClarification':
      return capitalized(L.clarifications[a.trick])
    case 'genscher':
      return a.partner === null ? UI.keepParties : UI.genscherPartner(seatName(a.partner))
  }
}

/** Expected points without the standard error, in the library's format ("+1,50"). */
const points = (x: number): string => L.advice.expected(x, 0).replace(/ ± .*$/, '')

/** Whether the page offers a hint: the person decides now (its turn, with actions listed). */
export const hintOffered = (view: PlayerView): boolean => view.turn === view.seat && view.legalActions.length > 0 && view.settlement === null

/** The advised actions with a card's two copies once. */
const distinct = (actions: readonly AdvisedAction[]): AdvisedAction[] => {
  const seen = new Set<string>()
  return actions.filter((x) => {
    const key = x.action.type === 'play' ? `card ${x.action.card >> 1}` : JSON.stringify(x.action)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The ranked advice. */
const hintPanel = (advice: Advice): HTMLElement => {
  const rows = distinct(advice.actions)
  const shown = rows.slice(0, HINT_ROWS)
  return h(
    'section',
    { class: 'hint-panel', 'data-testid': 'hint-panel', 'aria-label': UI.hint, 'data-deals': advice.deals },
    h('p', { class: 'hint-head' }, UI.hintHead(advice.deals)),
    h(
      'ol',
      {},
      shown.map((x, i) =>
        h(
          'li',
          {
            'data-testid': i === 0 ? 'hint-best' : 'hint-row',
            'data-action': x.action.type,
            'data-card': x.action.type === 'play' ? x.action.card : null,
            'data-expected': x.expected
          },
          h('span', { class: 'hint-action' }, actionText(x.action)),
          ' ',
          h('span', { class: 'hint-score' }, L.advice.expected(x.expected, x.stdError)),
          ' ',
          h('span', { class: 'hint-why' }, L.advice.reasons[x.reason.code](x.reason))
        )
      )
    ),
    rows.length > HINT_ROWS ? h('p', { class: 'hint-more' }, UI.hintMore(rows.length - HINT_ROWS)) : null,
    advice.pass === null
      ? null
      : h('p', { class: 'hint-pass', 'data-testid': 'hint-pass' }, `${capitalized(L.advice.pass)} ${L.advice.expected(advice.pass.expected, advice.pass.stdError)}`)
  )
}

/** The card the open advice ranks first, to mark in the hand; null when the advice is closed or its best action is no card. */
export const advisedCard = ({ answer, open }: Shown<Advice>): Card | null => {
  const best = answer?.status === 'done' && open ? answer.value.actions[0]?.action : undefined
  return best?.type === 'play' ? best.card : null
}

/** A failure in words. */
const failure = (text: string, testId: string): HTMLElement => h('p', { class: 'notice', role: 'status', 'data-testid': testId }, `${UI.error}: ${text}`)

/** Shows an answer (for this position) or hides it again. */
export interface Shown<T> {
  /** The latest request's state, if it is for the position on the page. */
  readonly answer: Answer<T> | null
  /** Whether its answer is open (a second press of the button closes it). */
  readonly open: boolean
}

/** What differs between the two assistant areas: the Tipp's and the Rückblick's. */
interface AreaWords {
  readonly area: string
  readonly button: string
  readonly failed: string
  readonly className: string
  readonly title: string
  readonly label: string
  readonly busy: string
}

/** A button of the assistant (busy while the worker computes) and, once answered and open, its panel or why it failed. */
const assistArea = <T>(w: AreaWords, { answer, open }: Shown<T>, onPress: () => void, panel: (value: T) => HTMLElement): HTMLElement => {
  const busy = answer?.status === 'busy'
  const done = answer?.status === 'done'
  return h(
    'div',
    { class: w.className, 'data-testid': w.area },
    h(
      'button',
      {
        type: 'button',
        class: 'hint',
        'data-testid': w.button,
        title: w.title,
        'aria-busy': busy ? 'true' : null,
        'aria-expanded': done ? String(open) : null,
        'data-busy': String(busy),
        onclick: onPress
      },
      busy ? w.busy : w.label
    ),
    answer?.status === 'done' ? (open ? panel(answer.value) : null) : answer?.status === 'failed' ? failure(answer.error, w.failed) : null
  )
}

/**
 * The "Tipp" button (busy while the worker computes) and, once answered for this position, the
 * ranked advice; nothing when the person has no decision to make.
 */
export const hintArea = (view: PlayerView, shown: Shown<Advice>, onHint: () => void): HTMLElement | null =>
  hintOffered(view)
    ? assistArea({ area: 'hint-area', button: 'hint-button', failed: 'hint-failed', className: 'assist', title: UI.hintTitle, label: UI.hint, busy: UI.hintBusy }, shown, onHint, hintPanel)
    : null

/** One judged decision. */
const decisionRow = (d: ReviewedDecision): HTMLElement => {
  const where = UI.where(d.trick, L.advice.decisions[d.kind])
  const chosen = actionText(d.chosen)
  const what =
    d.loss <= 1e-9
      ? UI.good(chosen, points(d.chosenExpected))
      : UI.worse(chosen, points(d.chosenExpected), d.best === null ? L.advice.pass : actionText(d.best), points(d.bestExpected), L.advice.loss(d.loss))
  return h(
    'li',
    { class: d.marked ? 'marked' : null, 'data-testid': 'review-row', 'data-marked': String(d.marked), 'data-loss': d.loss, 'data-kind': d.kind },
    d.marked ? [h('span', { class: 'badge costly' }, UI.costly), ' '] : null,
    h('strong', {}, `${where}:`),
    ` ${what}`
  )
}

/** The review: every decision, the costliest marked, and the total. */
const reviewPanel = (r: Review): HTMLElement =>
  h(
    'section',
    { class: 'review-panel', 'data-testid': 'review-panel', 'aria-label': UI.review, 'data-decisions': r.decisions.length, 'data-marked': r.marked.length },
    h('h3', {}, UI.reviewHead),
    r.decisions.length === 0 ? h('p', {}, UI.noDecisions) : h('ol', { class: 'review-list' }, r.decisions.map(decisionRow)),
    r.decisions.length === 0 || r.marked.length > 0 ? null : h('p', {}, UI.noneMarked),
    h(
      'p',
      { class: 'review-total', 'data-testid': 'review-total', 'data-total-loss': r.totalLoss },
      UI.reviewTotal(points(r.totalLoss).replace(/^\+/, ''), r.decisions.length, r.score === null ? null : signed(r.score))
    )
  )

/** After a settled game: the "Rückblick" button (busy while the worker computes) and the review once answered. */
export const reviewArea = (view: PlayerView, shown: Shown<Review>, onReview: () => void): HTMLElement | null =>
  view.settlement === null
    ? null
    : assistArea(
        { area: 'review-area', button: 'review-button', failed: 'review-failed', className: 'assist review', title: UI.reviewTitle, label: UI.review, busy: UI.reviewBusy },
        shown,
        onReview,
        reviewPanel
      )
