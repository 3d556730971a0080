/**
 * How a card looks: a card face drawn as SVG by the page (the rank and a suit symbol in the
 * corners, a large suit symbol in the middle, red for ♥ and ♦, black for ♣ and ♠; a frame for
 * the court cards), the rank in the page locale's letters (`rankLetters`: A 10 K D B 9 in
 * German), with the card's German name from the library (`Kreuz-Dame`) as its accessible name. No image files and no fonts beyond the system's: the suit symbols are paths.
 *
 * @module
 */
import { type Card, type Rank, type Suit, rankOf, suitOf } from 'doppelkopf'
import { h, svg } from '../dom.js'
import { L, UI, cardLabel } from '../labels.js'

/** The suit symbols as paths in a 100 × 100 box (the club as three leaves and a stem). */
const PIPS: Readonly<Record<Suit, readonly string[]>> = {
  hearts: ['M50 92C22 68 3 50 3 29 3 13 15 3 29 3c10 0 17 6 21 15 4-9 11-15 21-15 14 0 26 10 26 26 0 21-19 39-47 63Z'],
  diamonds: ['M50 2 90 50 50 98 10 50Z'],
  spades: ['M50 3C38 24 5 40 5 63c0 13 10 22 22 22 9 0 16-5 20-12-1 10-6 17-14 24h34c-8-7-13-14-14-24 4 7 11 12 20 12 12 0 22-9 22-22C95 40 62 24 50 3Z'],
  clubs: [
    'M30 27a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z',
    'M7 60a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z',
    'M53 60a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z',
    'M45 40h10c0 30 4 44 14 57H31c10-13 14-27 14-57Z'
  ]
}

/** The rank as the corners and a court card's middle show it: the page locale's letter (D for the Dame, B for the Bube). */
export const rankText = (rank: Rank): string => L.rankLetters[rank]

const RED = '#c0262d'
const BLACK = '#1b1b1b'

/** Whether a card is red (♥ or ♦). */
export const isRed = (card: Card): boolean => {
  const suit = suitOf(card)
  return suit === 'hearts' || suit === 'diamonds'
}

/** A suit symbol of `size` at (x, y), its top left corner. */
const pip = (suit: Suit, x: number, y: number, size: number, fill: string): SVGGElement =>
  svg('g', { transform: `translate(${x} ${y}) scale(${size / 100})` }, PIPS[suit].map((d) => svg('path', { d, fill })))

/** One corner index: the rank over a small suit symbol. */
const corner = (rank: Rank, suit: Suit, fill: string): SVGGElement =>
  svg(
    'g',
    {},
    svg(
      'text',
      {
        x: 7.5,
        y: 17,
        'text-anchor': 'middle',
        'font-size': rank === '10' ? 13 : 15,
        'font-weight': 700,
        'letter-spacing': rank === '10' ? -1 : 0,
        'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fill
      },
      rankText(rank)
    ),
    pip(suit, 2.5, 20, 10, fill)
  )

/**
 * The face of a card as an SVG image (60 × 84), hidden from screen readers: the element around
 * it carries the card's name.
 */
export const cardFace = (card: Card): SVGSVGElement => {
  const suit = suitOf(card)
  const rank = rankOf(card)
  const fill = isRed(card) ? RED : BLACK
  const court = rank === 'K' || rank === 'Q' || rank === 'J'
  return svg(
    'svg',
    { class: 'face', viewBox: '0 0 60 84', 'aria-hidden': 'true', focusable: 'false' },
    svg('rect', { x: 0.75, y: 0.75, width: 58.5, height: 82.5, rx: 5, class: 'face-paper' }),
    court ? svg('rect', { x: 15, y: 13, width: 30, height: 58, rx: 3, fill: 'none', stroke: fill, 'stroke-width': 1.2, opacity: 0.6 }) : null,
    court
      ? svg(
          'text',
          {
            x: 30,
            y: 39,
            'text-anchor': 'middle',
            'font-size': 18,
            'font-weight': 700,
            'font-family': 'Georgia, "Times New Roman", serif',
            fill
          },
          rankText(rank)
        )
      : null,
    court ? pip(suit, 21, 45, 18, fill) : pip(suit, 14, 26, 32, fill),
    corner(rank, suit, fill),
    svg('g', { transform: 'rotate(180 30 42)' }, corner(rank, suit, fill))
  )
}

/** A card on the table or in a trick: an image with its name (and `label` after it, e.g. who played it). */
export const cardImage = (card: Card, options: { readonly classes?: string; readonly label?: string } = {}): HTMLElement => {
  const name = options.label === undefined || options.label === '' ? cardLabel(card) : `${cardLabel(card)}, ${options.label}`
  return h(
    'span',
    { class: `card ${isRed(card) ? 'red' : 'black'}${options.classes ? ` ${options.classes}` : ''}`, role: 'img', 'aria-label': name, 'data-card': card, title: name },
    cardFace(card)
  )
}

/** What a hand card does: nothing (its turn has not come), play it, or toggle it in a selection. */
export type HandCardMode =
  | { readonly kind: 'disabled' }
  | { readonly kind: 'play'; readonly onClick: () => void }
  | { readonly kind: 'select'; readonly selected: boolean; readonly locked: boolean; readonly onClick: () => void }

/** What a screen reader says after a hand card's name, e.g. "spielbar". */
const stateText = (mode: HandCardMode, playing: boolean, received: boolean, advised: boolean): string => {
  const parts: string[] = []
  if (mode.kind === 'play') parts.push(UI.playable)
  else if (mode.kind === 'select') parts.push(mode.locked ? UI.mustGo : mode.selected ? UI.selected : UI.notSelected)
  else if (playing) parts.push(UI.notPlayable)
  if (received) parts.push(UI.received)
  if (advised) parts.push(UI.advised)
  return parts.join(', ')
}

/**
 * A card of the person's hand as a button with its name and state ("Kreuz-Dame, spielbar").
 * Every card can be reached by Tab; one that cannot be played or selected now is
 * `aria-disabled` and ignores clicks, Enter and Space (so that a keyboard user still hears
 * every card). `playing`: the person is to play a card now (the others are "nicht spielbar").
 * `received` marks a card just taken in an Armut exchange.
 */
export const handCard = (
  card: Card,
  mode: HandCardMode,
  options: { readonly playing: boolean; readonly received: boolean; readonly first: boolean; readonly advised?: boolean }
): HTMLButtonElement => {
  const advised = options.advised === true
  const classes =
    (mode.kind === 'play' ? ' playable' : mode.kind === 'select' ? ` selectable${mode.selected ? ' selected' : ''}${mode.locked ? ' locked' : ''}` : '') +
    (options.received ? ' received' : '') +
    (advised ? ' advised' : '')
  const inactive = mode.kind === 'disabled' || (mode.kind === 'select' && mode.locked)
  const state = stateText(mode, options.playing, options.received, advised)
  const name = state === '' ? cardLabel(card) : `${cardLabel(card)}, ${state}`
  return h(
    'button',
    {
      type: 'button',
      class: `card ${isRed(card) ? 'red' : 'black'}${classes}`,
      'aria-label': name,
      'aria-pressed': mode.kind === 'select' ? String(mode.selected) : null,
      'aria-disabled': inactive ? 'true' : null,
      title: name,
      'data-testid': 'hand-card',
      'data-card': card,
      'data-playable': mode.kind === 'play' ? 'true' : 'false',
      'data-received': options.received ? 'true' : null,
      'data-advised': advised ? 'true' : null,
      'data-focus-first': options.first ? 'true' : null,
      onclick: inactive ? null : mode.onClick
    },
    cardFace(card)
  )
}
