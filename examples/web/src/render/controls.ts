/**
 * The buttons under the table, all made from seat 0's legal actions: the reservation buttons,
 * the Armut answer and card exchange, the Hochzeiter's choice, and the announcement button.
 *
 * @module
 */
import { type Action, type Card } from 'doppelkopf'
import { type AnnounceAction, type DeclareAction, announcementLevel } from 'doppelkopf/rules'
import type { PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { announcementLabel, clarificationLabel, declarationLabel, seatName } from '../labels.js'
import { type CardChoice, cardChoices, choiceSize, matchingChoice } from '../selection.js'

/** What the buttons call. */
export interface ControlHandlers {
  /** Sends one of the view's legal actions. */
  readonly act: (action: Action) => void
}

/** The test id of a declaration button, e.g. `declare-healthy`, `declare-solo-queens`. */
const declareTestId = (a: DeclareAction): string =>
  a.declaration.kind === 'solo' ? `declare-solo-${a.declaration.solo}` : `declare-${a.declaration.kind}`

/** One button per declaration the seat may make (Gesund, Hochzeit, Armut, Schmeißen, each solo). */
const reservationButtons = (actions: readonly DeclareAction[], handlers: ControlHandlers): HTMLElement =>
  h(
    'div',
    { class: 'button-group', role: 'group', 'aria-label': 'Vorbehalt', 'data-testid': 'reservation-buttons' },
    h('p', { class: 'prompt' }, 'Gesund oder Vorbehalt?'),
    actions.map((a) =>
      h(
        'button',
        { type: 'button', class: a.declaration.kind === 'healthy' ? 'primary' : '', 'data-testid': declareTestId(a), onclick: () => handlers.act(a) },
        declarationLabel(a.declaration)
      )
    )
  )

/** Accept or decline an offered Armut. */
const armutAnswerButtons = (view: PlayerView, actions: readonly Action[], handlers: ControlHandlers): HTMLElement => {
  const poor = view.armut?.poor
  const passed = view.armut?.passedCount ?? 0
  return h(
    'div',
    { class: 'button-group', role: 'group', 'aria-label': 'Armut', 'data-testid': 'armut-answer' },
    h('p', { class: 'prompt' }, `${poor === undefined ? 'Armut' : `Armut von ${seatName(poor)}`}: ${passed} Karten. Nimmst du sie?`),
    actions.map((a) =>
      a.type === 'armutAnswer'
        ? h(
            'button',
            { type: 'button', 'data-testid': a.accept ? 'armut-accept' : 'armut-decline', onclick: () => handlers.act(a) },
            a.accept ? 'Annehmen' : 'Ablehnen'
          )
        : null
    )
  )
}

/** The confirm button of the card exchange: enabled when the selection is a legal choice. */
const armutCardsButton = (choices: readonly CardChoice[], selected: ReadonlySet<Card>, handlers: ControlHandlers): HTMLElement => {
  const action = matchingChoice(choices, selected)
  const passing = choices[0]?.type === 'armutPass'
  const size = choiceSize(choices)
  return h(
    'div',
    { class: 'button-group', role: 'group', 'aria-label': 'Armut', 'data-testid': 'armut-cards' },
    h(
      'p',
      { class: 'prompt' },
      passing
        ? `Wähle ${size} Karten zum Abgeben (alle Trümpfe sind dabei): ${selected.size} gewählt.`
        : `Wähle ${size} Karten zum Zurückgeben: ${selected.size} gewählt.`
    ),
    h(
      'button',
      { type: 'button', class: 'primary', 'data-testid': 'armut-confirm', disabled: action === undefined, onclick: () => action !== undefined && handlers.act(action) },
      passing ? 'Karten abgeben' : 'Karten zurückgeben'
    )
  )
}

/** The Hochzeiter's choice of the clarifying trick. */
const clarificationButtons = (actions: readonly Action[], handlers: ControlHandlers): HTMLElement =>
  h(
    'div',
    { class: 'button-group', role: 'group', 'aria-label': 'Klärungsstich', 'data-testid': 'clarification-buttons' },
    h('p', { class: 'prompt' }, 'Welcher Stich findet deinen Partner?'),
    actions.map((a) =>
      a.type === 'chooseClarification'
        ? h('button', { type: 'button', 'data-testid': `clarify-${a.trick}`, onclick: () => handlers.act(a) }, clarificationLabel(a.trick))
        : null
    )
  )

/** The announcement button: the lowest announcement the seat may make now (lower levels are implied by higher ones). */
const announcementButton = (actions: readonly AnnounceAction[], handlers: ControlHandlers): HTMLElement | null => {
  const lowest = [...actions].sort((a, b) => announcementLevel(a.announcement) - announcementLevel(b.announcement))[0]
  if (lowest === undefined) return null
  return h(
    'button',
    { type: 'button', class: 'announce', 'data-testid': 'announce-button', 'data-announcement': lowest.announcement, onclick: () => handlers.act(lowest) },
    `${announcementLabel(lowest.announcement)} ansagen`
  )
}

/** Everything under the table that the seat may do now besides playing a card. */
export const controls = (view: PlayerView, selected: ReadonlySet<Card>, handlers: ControlHandlers): HTMLElement => {
  const actions = view.legalActions
  const declares = actions.filter((a): a is DeclareAction => a.type === 'declare')
  const answers = actions.filter((a) => a.type === 'armutAnswer')
  const choices = cardChoices(view)
  const clarifications = actions.filter((a) => a.type === 'chooseClarification')
  const announcements = actions.filter((a): a is AnnounceAction => a.type === 'announce')
  return h(
    'div',
    { class: 'controls', 'data-testid': 'controls' },
    declares.length > 0 ? reservationButtons(declares, handlers) : null,
    answers.length > 0 ? armutAnswerButtons(view, answers, handlers) : null,
    choices.length > 0 ? armutCardsButton(choices, selected, handlers) : null,
    clarifications.length > 0 ? clarificationButtons(clarifications, handlers) : null,
    announcementButton(announcements, handlers)
  )
}
