/**
 * How a card looks: its face (`♣Q`) in the suit's colour, with the German name (`Kreuz-Dame`)
 * as its accessible name.
 *
 * @module
 */
import type { Card } from 'doppelkopf'
import { h } from '../dom.js'
import { cardFace, cardName, isRed } from '../labels.js'

/** The CSS classes of a card face. */
const faceClasses = (card: Card, extra: string): string => `card ${isRed(card) ? 'red' : 'black'}${extra === '' ? '' : ` ${extra}`}`

/** A card shown on the table or in a trick: an image-like element with the card's name. */
export const cardImage = (card: Card, extra = ''): HTMLElement =>
  h('span', { class: faceClasses(card, extra), role: 'img', 'aria-label': cardName(card), 'data-card': card, title: cardName(card) }, cardFace(card))

/** What a hand card does: nothing (disabled), play it, or toggle it in a selection. */
export type HandCardMode =
  | { readonly kind: 'disabled' }
  | { readonly kind: 'play'; readonly onClick: () => void }
  | { readonly kind: 'select'; readonly selected: boolean; readonly locked: boolean; readonly onClick: () => void }

/**
 * A card of the person's hand as a button; only playable or selectable cards are enabled.
 * `received` marks a card just taken in an Armut exchange.
 */
export const handCard = (card: Card, mode: HandCardMode, received = false): HTMLButtonElement => {
  const classes =
    (mode.kind === 'play' ? 'playable' : mode.kind === 'select' ? `selectable${mode.selected ? ' selected' : ''}${mode.locked ? ' locked' : ''}` : '') +
    (received ? ' received' : '')
  const disabled = mode.kind === 'disabled' || (mode.kind === 'select' && mode.locked)
  return h(
    'button',
    {
      type: 'button',
      class: faceClasses(card, classes),
      'aria-label': cardName(card),
      'aria-pressed': mode.kind === 'select' ? String(mode.selected) : null,
      title: cardName(card),
      'data-testid': 'hand-card',
      'data-card': card,
      'data-playable': mode.kind === 'play' ? 'true' : 'false',
      'data-received': received ? 'true' : null,
      disabled,
      onclick: mode.kind === 'disabled' ? null : mode.onClick
    },
    cardFace(card)
  )
}
