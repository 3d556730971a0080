/**
 * The table: the three bots and the person round it (cards left, tricks, reservation, party,
 * announcements, whose turn), the contract, and the trick in the middle with its leader and the
 * card that wins it so far marked. The trick just taken stays on the table until the next lead,
 * with who took it; the last trick is one tap away ("Letzter Stich") while the next one is
 * played.
 *
 * @module
 */
import type { Card, Seat } from 'doppelkopf'
import { gameName, reservationName } from 'doppelkopf/i18n'
import { orderFor, ruleTable, trickWinnerIndex } from 'doppelkopf/rules'
import type { ContractView, PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { L, UI, capitalized, seatName, who } from '../labels.js'
import { cardImage } from './cards.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]

/** Where a seat sits on screen: the person at the bottom, then clockwise left, top, right. */
const POSITIONS = ['bottom', 'left', 'top', 'right'] as const

/** The seat that played the `i`-th card of a trick led by `leader`. */
const seatAt = (leader: Seat, i: number): Seat => ((leader + i) & 3) as Seat
/** A seat's place on screen as the viewer sees the table (the viewer at the bottom; offline the viewer is seat 0). */
const positionOf = (viewer: Seat, seat: Seat): (typeof POSITIONS)[number] => POSITIONS[(seat - viewer + 4) & 3] ?? 'bottom'

/** What a seat said in the reservation round, as far as the person may know it. */
const reservationText = (view: PlayerView, seat: Seat): string => {
  const played = view.reservations.played
  if (played !== null && played.seat === seat) return reservationName(L, played.declaration)
  if (seat === view.seat && view.declaration !== null && view.declaration.kind !== 'healthy') return reservationName(L, view.declaration)
  const said = view.reservations.declarations.find((d) => d.seat === seat)
  return said === undefined ? '' : reservationName(L, said.declared === 'healthy' ? 'healthy' : 'reservation')
}

/** A seat's announcements in order, e.g. "Re, keine 90". */
const announcementsOf = (view: PlayerView, seat: Seat): string =>
  view.announcementLog
    .filter((e) => e.seat === seat)
    .map((e) => L.announcements[e.announcement])
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
    h('h2', {}, seatName(seat), view.dealer === seat ? h('span', { class: 'badge dealer', title: L.table.dealer }, L.table.dealer) : null),
    h('p', { class: 'counts' }, `${L.table.cards(view.handSizes[seat])} · ${L.table.tricks(tricks)}`),
    said === '' ? null : h('p', { class: 'reservation', 'data-testid': `reservation-${seat}` }, said),
    party === null ? null : h('span', { class: `badge party ${party}`, 'data-testid': `party-${seat}` }, L.parties[party]),
    announced === '' ? null : h('p', { class: 'announced', 'data-testid': `announcements-${seat}` }, `${UI.announcement}: ${announced}`),
    onTurn ? h('span', { class: 'badge turn' }, UI.onTurn) : null
  )
}

/** The contract in words, for the person: "Deine Hochzeit mit Ben", "Armut von Anna, übernommen von dir", "Damensolo von Carla". */
export const contractText = (c: ContractView | null, self: Seat): string => {
  if (c === null) return L.phases.reservations
  switch (c.kind) {
    case 'normal':
      return gameName(L, c)
    case 'silentWedding':
      return L.table.gameOf(gameName(L, c), 'silentWedding', who(c.player, self))
    case 'solo':
      return L.table.gameOf(gameName(L, c), 'solo', who(c.soloist, self))
    case 'armut': {
      const whose = L.table.gameOf(L.gameTypes.armut, 'armut', who(c.poor, self))
      const back = c.trumpsReturned === null ? '' : ` (${L.log.trumpsReturned(c.trumpsReturned)})`
      return `${whose}, ${L.table.partnerOf('armut', who(c.partner, self))}${back}`
    }
    case 'hochzeit': {
      const whose = L.table.gameOf(L.gameTypes.hochzeit, 'hochzeit', who(c.hochzeiter, self))
      if (c.partner !== null) return `${whose} ${L.table.partnerOf('hochzeit', who(c.partner, self))}`
      if (c.klaerungsstich !== null) return `${whose} (${L.gameNotes.alone})`
      // The partner still to be found, as the terminal says it: "(Partner: wer zuerst einen Klärungsstich macht)".
      return c.clarifiedBy === null ? `${whose} (${L.log.partnerOpen})` : `${whose}: ${L.clarifications[c.clarifiedBy]}`
    }
  }
}

/**
 * The index of the card that wins the trick so far, by the library's card order of this game
 * and its rule for two ♥10 in one trick (the page decides nothing itself); null for no cards.
 */
const winningIndex = (view: PlayerView, cards: readonly Card[]): number | null => {
  if (cards.length === 0) return null
  const rules = ruleTable(view.rules)
  const order = orderFor(view.rules, view.gameType ?? 'normal', view.piglets ?? 'none')
  return trickWinnerIndex(order, cards, rules.secondDulleWins(view.tricks.length === rules.cardsPerHand - 1))
}

/** The cards of a trick in front of the seats that played them: the leader's marked, and the winning one. */
const trickCards = (view: PlayerView, leader: Seat, cards: readonly Card[], winning: number | null, done: boolean) =>
  cards.map((card, i) => {
    const seat = seatAt(leader, i)
    const leads = i === 0
    const wins = i === winning && (done || cards.length > 1)
    const label = [seatName(seat), leads ? UI.led : '', wins ? (done ? UI.winning : UI.winningSoFar) : ''].filter((s) => s !== '').join(', ')
    return h(
      'div',
      {
        class: `played played-${positionOf(view.seat, seat)}${leads ? ' leader' : ''}${wins ? ' winning' : ''}`,
        'data-seat': seat,
        'data-leader': leads ? 'true' : null,
        'data-winning': wins ? 'true' : null
      },
      cardImage(card, { label, classes: done ? 'taken' : '' }),
      // Who played it (the leader marked ▶), and "sticht" on the card that wins; the card's label says the same in words.
      h(
        'span',
        { class: 'tags', 'aria-hidden': 'true' },
        h('span', { class: `tag name${leads ? ' lead' : ''}`, title: leads ? UI.led : null }, leads ? `▶ ${seatName(seat)}` : seatName(seat)),
        wins ? h('span', { class: 'tag win' }, UI.winning) : null
      )
    )
  })

/**
 * The middle of the table: the trick being played; the trick just taken until the next lead,
 * with who took it; or, on request, the last trick while the next one is played.
 */
const trickArea = (view: PlayerView, lastOpen: boolean, onLastTrick: (open: boolean) => void): HTMLElement => {
  const current = view.trick
  const last = view.tricks[view.tricks.length - 1]
  const playing = current !== null && current.cards.length > 0
  const showLast = last !== undefined && (!playing || lastOpen)
  const caption =
    showLast && last !== undefined
      ? `${playing ? `${UI.lastTrick}: ` : ''}${L.table.trickTo(who(last.winner, view.seat))} (${L.table.points(last.points)})`
      : playing && current !== null
        ? capitalized(L.log.leads(who(current.leader, view.seat)))
        : ''
  return h(
    'div',
    {
      class: `trick${showLast ? ' showing-last' : ''}`,
      'data-testid': showLast && playing ? 'last-trick' : 'trick',
      'aria-label': showLast && playing ? UI.lastTrick : UI.trickLabel,
      role: 'group',
      'data-cards': current?.cards.length ?? 0
    },
    showLast && last !== undefined
      ? trickCards(view, last.leader, last.cards, (last.winner - last.leader + 4) & 3, true)
      : playing && current !== null
        ? trickCards(view, current.leader, current.cards, winningIndex(view, current.cards), false)
        : null,
    caption === '' ? null : h('p', { class: 'trick-caption', 'data-testid': 'trick-caption' }, caption),
    playing && last !== undefined
      ? h(
          'button',
          {
            type: 'button',
            class: 'last-trick-toggle',
            'data-testid': 'last-trick-toggle',
            'aria-pressed': String(lastOpen),
            onclick: () => onLastTrick(!lastOpen)
          },
          UI.lastTrick
        )
      : null
  )
}

/** The whole table: four seats round the trick, and the contract. */
export const table = (view: PlayerView, lastOpen: boolean, onLastTrick: (open: boolean) => void): HTMLElement =>
  h(
    'section',
    { class: 'table', 'aria-label': UI.tableLabel, 'data-testid': 'table', 'data-phase': view.phase, 'data-tricks': view.tricks.length },
    h('p', { class: 'contract', 'data-testid': 'contract' }, contractText(view.contract, view.seat)),
    SEATS.map((seat) => seatPanel(view, seat)),
    trickArea(view, lastOpen, onLastTrick)
  )
