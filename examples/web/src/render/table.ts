/**
 * The table: the three bots and the person round it (cards left, tricks, reservation, party,
 * announcements, whose turn), the contract, the trick being played and the last trick.
 *
 * @module
 */
import type { Card, Seat } from 'doppelkopf'
import type { ContractView, PlayerView, TrickView } from 'doppelkopf/views'
import { type Child, h } from '../dom.js'
import { announcementLabel, clarificationLabel, declarationLabel, partyLabel, seatName, soloLabel } from '../labels.js'
import { cardImage } from './cards.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]

/** Where a seat sits on screen: the person at the bottom, then clockwise left, top, right. */
const POSITIONS = ['bottom', 'left', 'top', 'right'] as const

/** A seat's place on screen as the viewer sees the table (the viewer at the bottom; offline the viewer is seat 0). */
const positionOf = (viewer: Seat, seat: Seat): (typeof POSITIONS)[number] => POSITIONS[(seat - viewer + 4) & 3] ?? 'bottom'

/** What a seat said in the reservation round, as far as the person may know it. */
const reservationText = (view: PlayerView, seat: Seat): string => {
  const played = view.reservations.played
  if (played !== null && played.seat === seat) return declarationLabel(played.declaration)
  if (seat === view.seat && view.declaration !== null && view.declaration.kind !== 'healthy') return declarationLabel(view.declaration)
  const said = view.reservations.declarations.find((d) => d.seat === seat)
  return said === undefined ? '' : said.declared === 'healthy' ? 'gesund' : 'Vorbehalt'
}

/** A seat's announcements in order, e.g. "Re, keine 90". */
const announcementsOf = (view: PlayerView, seat: Seat): string =>
  view.announcementLog
    .filter((e) => e.seat === seat)
    .map((e) => announcementLabel(e.announcement))
    .join(', ')

/** One seat round the table. */
const seatPanel = (view: PlayerView, seat: Seat): HTMLElement => {
  const party = view.parties[seat]
  const said = reservationText(view, seat)
  const announced = announcementsOf(view, seat)
  const tricks = view.tricks.filter((t) => t.winner === seat).length
  const onTurn = view.turn === seat
  return h(
    'section',
    {
      class: `seat seat-${positionOf(view.seat, seat)}${onTurn ? ' on-turn' : ''}`,
      'data-testid': `seat-${seat}`,
      'aria-label': seatName(seat),
      'aria-current': onTurn ? 'true' : null
    },
    h('h2', {}, seatName(seat), view.dealer === seat ? h('span', { class: 'badge dealer', title: 'Geber' }, 'Geber') : null),
    h('p', { class: 'counts' }, `${view.handSizes[seat]} Karten · ${tricks} ${tricks === 1 ? 'Stich' : 'Stiche'}`),
    said === '' ? null : h('p', { class: 'reservation', 'data-testid': `reservation-${seat}` }, said),
    party === null ? null : h('span', { class: `badge party ${party}`, 'data-testid': `party-${seat}` }, partyLabel(party)),
    announced === '' ? null : h('p', { class: 'announced', 'data-testid': `announcements-${seat}` }, `Ansage: ${announced}`),
    onTurn ? h('span', { class: 'badge turn' }, 'am Zug') : null
  )
}

/** The contract in words, e.g. "Hochzeit von Anna, Partner: Ben". */
export const contractText = (c: ContractView | null): string => {
  if (c === null) return 'Vorbehalte'
  switch (c.kind) {
    case 'normal':
      return 'Normalspiel'
    case 'silentWedding':
      return `Stille Hochzeit von ${seatName(c.player)}`
    case 'solo':
      return `${soloLabel(c.solo)} von ${seatName(c.soloist)}`
    case 'armut':
      return `Armut von ${seatName(c.poor)}, übernommen von ${seatName(c.partner)}${c.trumpsReturned === null ? '' : ` (${c.trumpsReturned} Trümpfe zurück)`}`
    case 'hochzeit': {
      const who = `Hochzeit von ${seatName(c.hochzeiter)}`
      if (c.partner !== null) return `${who}, Partner: ${seatName(c.partner)}`
      if (c.klaerungsstich !== null) return `${who}, spielt allein`
      return c.clarifiedBy === null ? who : `${who}: ${clarificationLabel(c.clarifiedBy)}`
    }
  }
}

/** The cards of a trick placed in front of the seats that played them. */
const trickCards = (viewer: Seat, leader: Seat, cards: readonly Card[], extra: string): Child[] =>
  cards.map((card, i) => {
    const seat = ((leader + i) & 3) as Seat
    return h('div', { class: `played played-${positionOf(viewer, seat)}`, 'data-seat': seat }, cardImage(card, extra))
  })

/** The middle of the table: the trick being played, or the trick just taken (faded) until the next lead. */
const trickArea = (view: PlayerView): HTMLElement => {
  const current = view.trick
  const last = view.tricks[view.tricks.length - 1]
  const showLast = (current === null || current.cards.length === 0) && last !== undefined
  return h(
    'div',
    { class: 'trick', 'data-testid': 'trick', 'aria-label': 'Stich auf dem Tisch', role: 'group', 'data-cards': current?.cards.length ?? 0 },
    current !== null && current.cards.length > 0 ? trickCards(view.seat, current.leader, current.cards, '') : null,
    showLast ? trickCards(view.seat, last.leader, last.cards, 'taken') : null,
    showLast ? h('p', { class: 'trick-caption' }, `Stich an ${seatName(last.winner)} (${last.points} Augen)`) : null
  )
}

/** The last completed trick, on request (a disclosure under the table). */
export const lastTrick = (view: PlayerView, open: boolean, onToggle: (open: boolean) => void): HTMLElement | null => {
  const last: TrickView | undefined = view.tricks[view.tricks.length - 1]
  if (last === undefined) return null
  const details = h(
    'details',
    { class: 'last-trick', 'data-testid': 'last-trick', open },
    h('summary', { 'data-testid': 'last-trick-toggle' }, `Letzter Stich (${view.tricks.length}.)`),
    h(
      'ol',
      {},
      last.cards.map((card, i) => h('li', {}, `${seatName(((last.leader + i) & 3) as Seat)}: `, cardImage(card)))
    ),
    h('p', {}, `${seatName(last.winner)} gewinnt den Stich mit ${last.points} Augen.`)
  )
  details.addEventListener('toggle', () => onToggle(details.open))
  return details
}

/** The whole table: four seats round the trick, and the contract. */
export const table = (view: PlayerView): HTMLElement =>
  h(
    'section',
    { class: 'table', 'aria-label': 'Tisch', 'data-testid': 'table', 'data-phase': view.phase },
    h('p', { class: 'contract', 'data-testid': 'contract' }, contractText(view.contract)),
    SEATS.map((seat) => seatPanel(view, seat)),
    trickArea(view)
  )
