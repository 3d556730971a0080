/**
 * The buttons under the table, all made from seat 0's legal actions: the reservation buttons,
 * the Armut answer and card exchange, the Hochzeiter's choice, and the announcement button.
 *
 * @module
 */
import { type Action, type Card } from 'doppelkopf'
import { type AnnounceAction, type DeclareAction, announcementLevel } from 'doppelkopf/rules'
import type { PlayerView } from 'doppelkopf/views'
import { announcementName, reservationName } from 'doppelkopf/i18n'
import { h } from '../dom.js'
import { L, UI, capitalized, seatName, who } from '../labels.js'
import { type CardChoice, cardChoices, choiceSize, matchingChoice } from '../selection.js'

/** What the buttons call. */
export interface ControlHandlers {
  /** Sends one of the view's legal actions. */
  readonly act: (action: Action) => void
}

/** A labelled group of buttons, under a prompt (a choice the seat makes now) unless the status line above already asks it (null). */
const buttonGroup = (label: string, testId: string, prompt: string | null, buttons: readonly (HTMLElement | null)[]): HTMLElement =>
  h('div', { class: 'button-group', role: 'group', 'aria-label': label, 'data-testid': testId }, prompt === null ? null : h('p', { class: 'prompt' }, prompt), buttons)

/** A button that sends one of the view's legal actions (`cls`: its class, if any). */
const actionButton = (action: Action, testId: string, label: string, handlers: ControlHandlers, cls: string | null = null): HTMLElement =>
  h('button', { type: 'button', class: cls, 'data-testid': testId, onclick: () => handlers.act(action) }, label)

/** The test id of a declaration button, e.g. `declare-healthy`, `declare-solo-queens`. */
const declareTestId = (a: DeclareAction): string =>
  a.declaration.kind === 'solo' ? `declare-solo-${a.declaration.solo}` : `declare-${a.declaration.kind}`

/**
 * One button per declaration the seat may make (Gesund, Hochzeit, Armut, Schmeißen, each solo),
 * without a prompt of their own: the status line right above asks "Gesund oder Vorbehalt?"
 * (and on a phone the buttons and the hand must fit the screen together).
 */
const reservationButtons = (actions: readonly DeclareAction[], handlers: ControlHandlers): HTMLElement =>
  buttonGroup(
    L.reservations.reservation,
    'reservation-buttons',
    null,
    actions.map((a) => actionButton(a, declareTestId(a), reservationName(L, a.declaration), handlers, a.declaration.kind === 'healthy' ? 'primary' : ''))
  )

/** Accept or decline an offered Armut. */
const armutAnswerButtons = (view: PlayerView, actions: readonly Action[], handlers: ControlHandlers): HTMLElement => {
  const poor = view.armut?.poor
  const passed = view.armut?.passedCount ?? 0
  const whose = poor === undefined ? L.gameTypes.armut : L.table.gameOf(L.gameTypes.armut, 'armut', who(poor, view.seat))
  return buttonGroup(
    L.gameTypes.armut,
    'armut-answer',
    UI.armutOffer(whose, L.table.cards(passed)),
    actions.map((a) => (a.type === 'armutAnswer' ? actionButton(a, a.accept ? 'armut-accept' : 'armut-decline', a.accept ? UI.accept : UI.decline, handlers) : null))
  )
}

/** The confirm button of the card exchange: enabled when the selection is a legal choice. */
const armutCardsButton = (choices: readonly CardChoice[], selected: ReadonlySet<Card>, handlers: ControlHandlers): HTMLElement => {
  const action = matchingChoice(choices, selected)
  const passing = choices[0]?.type === 'armutPass'
  const size = choiceSize(choices)
  return h(
    'div',
    { class: 'button-group', role: 'group', 'aria-label': L.gameTypes.armut, 'data-testid': 'armut-cards' },
    h('p', { class: 'prompt', 'aria-live': 'polite' }, passing ? UI.choosePass(L.table.cards(size), selected.size) : UI.chooseReturn(L.table.cards(size), selected.size)),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-testid': 'armut-confirm',
        // aria-disabled, not disabled: the button stays reachable by Tab while the selection is incomplete.
        'aria-disabled': action === undefined ? 'true' : null,
        onclick: () => action !== undefined && handlers.act(action)
      },
      passing ? L.actions.armutPass : L.actions.armutReturn
    )
  )
}

/** The Hochzeiter's choice of the clarifying trick. */
const clarificationButtons = (actions: readonly Action[], handlers: ControlHandlers): HTMLElement =>
  buttonGroup(
    L.actions.chooseClarification,
    'clarification-buttons',
    UI.clarificationPrompt,
    actions.map((a) => (a.type === 'chooseClarification' ? actionButton(a, `clarify-${a.trick}`, capitalized(L.clarifications[a.trick]), handlers) : null))
  )

/** The Genscher choice (RULES 11.1): a partner, or keeping the parties, as the view lists them. */
const genscherButtons = (actions: readonly Action[], handlers: ControlHandlers): HTMLElement =>
  buttonGroup(
    L.actions.genscher,
    'genscher-buttons',
    UI.genscherPrompt,
    actions.map((a) =>
      a.type === 'genscher'
        ? actionButton(a, `genscher-${a.partner ?? 'keep'}`, a.partner === null ? UI.keepParties : UI.genscherPartner(seatName(a.partner)), handlers)
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
    UI.announce(announcementName(L, lowest.announcement))
  )
}

/** Everything under the table that the seat may do now besides playing a card. */
export const controls = (view: PlayerView, selected: ReadonlySet<Card>, handlers: ControlHandlers): HTMLElement => {
  const actions = view.legalActions
  const declares = actions.filter((a): a is DeclareAction => a.type === 'declare')
  const answers = actions.filter((a) => a.type === 'armutAnswer')
  const choices = cardChoices(view)
  const clarifications = actions.filter((a) => a.type === 'chooseClarification')
  const genscher = actions.filter((a) => a.type === 'genscher')
  const announcements = actions.filter((a): a is AnnounceAction => a.type === 'announce')
  return h(
    'div',
    { class: 'controls', 'data-testid': 'controls' },
    declares.length > 0 ? reservationButtons(declares, handlers) : null,
    answers.length > 0 ? armutAnswerButtons(view, answers, handlers) : null,
    choices.length > 0 ? armutCardsButton(choices, selected, handlers) : null,
    clarifications.length > 0 ? clarificationButtons(clarifications, handlers) : null,
    genscher.length > 0 ? genscherButtons(genscher, handlers) : null,
    announcementButton(announcements, handlers)
  )
}
