/**
 * The person's hand: sorted by the game's card order, the playable cards highlighted and
 * clickable, the others marked "nicht spielbar"; during the Armut exchange the cards are toggled
 * instead. Outside the person's card play (the reservation round, the bots' turns) every card
 * is shown at full strength, so the hand can be read while deciding. By keyboard, ← and → move
 * between the cards that can be played, Enter or Space plays one.
 *
 * @module
 */
import { type Card } from 'doppelkopf'
import { type PlayAction, orderFor, sortCards } from 'doppelkopf/rules'
import type { PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { UI } from '../labels.js'
import { cardChoices, lockedCards, selectableCards } from '../selection.js'
import { type HandCardMode, handCard } from './cards.js'

/** What the hand's cards call. */
export interface HandHandlers {
  /** Plays a card (one of the view's `play` actions). */
  readonly play: (action: PlayAction) => void
  /** Selects or unselects a card for the Armut exchange. */
  readonly toggle: (card: Card) => void
}

/** The hand in the game's card order: trumps high to low, then the plain suits. */
export const sortedHand = (view: PlayerView): Card[] => sortCards(orderFor(view.rules, view.gameType ?? 'normal', view.piglets ?? 'none'), view.hand)

/**
 * The arrow keys in the hand: ← and → move the focus to the previous or next card that can be
 * played (or selected, in an Armut exchange), Home and End to the first and the last; when no
 * card can, between all cards, so the hand can still be read. Enter or Space plays (or toggles)
 * the focused card, as a button does. Other keys are left alone.
 */
const moveFocus = (event: Event): void => {
  if (!(event instanceof KeyboardEvent) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : event.key === 'Home' ? -Infinity : event.key === 'End' ? Infinity : 0
  if (step === 0) return
  const section = event.currentTarget
  if (!(section instanceof HTMLElement)) return
  const cards = [...section.querySelectorAll<HTMLElement>('[data-testid="hand-card"]')]
  const active = cards.filter((c) => c.getAttribute('aria-disabled') !== 'true')
  const targets = active.length > 0 ? active : cards
  if (targets.length === 0) return
  event.preventDefault()
  const from = cards.indexOf(document.activeElement as HTMLElement)
  let next: HTMLElement | undefined
  if (step === -Infinity) next = targets[0]
  else if (step === Infinity) next = targets[targets.length - 1]
  else if (from === -1) next = step > 0 ? targets[0] : targets[targets.length - 1]
  else if (step > 0) next = targets.find((c) => cards.indexOf(c) > from) ?? targets[targets.length - 1]
  else next = [...targets].reverse().find((c) => cards.indexOf(c) < from) ?? targets[0]
  next?.focus()
}

/** The hand as buttons (the arrow keys move between them: {@link moveFocus}); `advised`: the card the open Tipp ranks first, marked. */
export const hand = (view: PlayerView, selected: ReadonlySet<Card>, handlers: HandHandlers, advised: Card | null = null): HTMLElement => {
  const plays = new Map<Card, PlayAction>()
  for (const a of view.legalActions) if (a.type === 'play') plays.set(a.card, a)
  const choices = cardChoices(view)
  const locked = new Set(lockedCards(choices))
  const selectable = selectableCards(choices)
  const modeOf = (card: Card): HandCardMode => {
    const play = plays.get(card)
    if (play !== undefined) return { kind: 'play', onClick: () => handlers.play(play) }
    if (selectable.has(card)) return { kind: 'select', selected: selected.has(card), locked: locked.has(card), onClick: () => handlers.toggle(card) }
    return { kind: 'disabled' }
  }
  // The acceptor of an Armut sees which cards it was given until it returns its choice.
  const received = new Set(view.armut?.step === 'return' ? (view.armut.passed ?? []) : [])
  const playing = plays.size > 0
  const cards = sortedHand(view)
  const firstActive = cards.find((c) => plays.has(c) || (selectable.has(c) && !locked.has(c)))
  return h(
    'section',
    {
      class: `hand${playing ? ' my-turn' : ''}${choices.length > 0 ? ' choosing' : ''}`,
      'aria-label': UI.yourCards,
      'data-testid': 'hand',
      'data-focus-home': 'true',
      tabindex: -1,
      onkeydown: moveFocus
    },
    h('h2', { class: 'visually-hidden' }, UI.yourCards),
    cards.map((card) => handCard(card, modeOf(card), { playing, received: received.has(card), first: card === firstActive, advised: card === advised }))
  )
}
