/**
 * Narration: what the table learns from one action, as lines of text. Shared by the
 * interactive game (told from seat 0's side: other seats' reservations and Armut cards stay
 * hidden) and `replay` (told by an onlooker who knows the whole record).
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import type { Colors } from 'picocolors/types.js'
import { makeHand } from '../cards/notation.js'
import type { Action } from '../game/actions.js'
import type { Game } from '../game/state.js'
import type { Seat } from '../seat.js'
import { type ContractView, seatView } from '../views/playerView.js'
import {
  CLARIFICATION_LABELS,
  type SeatNames,
  announcementLine,
  cardText,
  contractLabel,
  declarationLabel,
  redealLine,
  trickLine,
  verb
} from './render.js'

/** How to narrate. */
export interface NarrateOptions {
  /** The seat names. */
  readonly names: SeatNames
  /** The colours. */
  readonly c: Colors
  /** The seat the story is told to (it sees only what that seat may know), or null for everything. */
  readonly viewer: Seat | null
  /** Whether to tell every card as it is played (else only the completed tricks). */
  readonly eachCard: boolean
}

const tricksOf = (g: Game) => (g.phase === 'play' || g.phase === 'clarification' || g.phase === 'finished' ? g.tricks : [])

/** The contract as the viewer knows it. */
const contractFor = (g: Game, viewer: Seat | null): ContractView | null => {
  if (g.phase !== 'play' && g.phase !== 'clarification' && g.phase !== 'finished') return null
  return viewer === null ? g.contract : seatView(g, viewer).contract
}

/**
 * The lines that tell what `action` did, taking the game from `before` to `after`: the
 * declaration (others' shown only as gesund or Vorbehalt to a viewer), Armut steps, the contract
 * once the reservations are over, announcements, cards, each completed trick with its winner and
 * points, the Hochzeit's clarification and a redeal.
 */
export const narrate = (before: Game, action: Action, after: Game, options: NarrateOptions): readonly string[] => {
  const { names, c, viewer } = options
  const who = names[action.seat]
  const sees = (seat: Seat): boolean => viewer === null || viewer === seat
  const out: string[] = []
  switch (action.type) {
    case 'declare':
      out.push(
        sees(action.seat) || action.declaration.kind === 'healthy'
          ? `${who}: ${declarationLabel(action.declaration)}`
          : `${who}: Vorbehalt (a reservation)`
      )
      break
    case 'armutPass':
      out.push(`${who} ${verb(who, 'pass')}${sees(action.seat) ? ` ${makeHand(action.cards)}` : ` ${action.cards.length} cards face down`}`)
      break
    case 'armutAnswer':
      out.push(`${who} ${verb(who, action.accept ? 'take' : 'decline')} the Armut`)
      break
    case 'armutReturn':
      out.push(
        sees(action.seat) || (before.phase === 'armut' && sees(before.poor))
          ? `${who} ${verb(who, 'return')} ${makeHand(action.cards)}`
          : `${who} ${verb(who, 'return')} ${action.cards.length} cards`
      )
      break
    case 'chooseClarification':
      out.push(`${who} ${verb(who, 'choose')} the clarifying tricks: ${CLARIFICATION_LABELS[action.trick]}`)
      break
    case 'announce': {
      if (after.phase === 'play' || after.phase === 'finished') {
        const event = after.announcementLog[after.announcementLog.length - 1]
        if (event !== undefined) out.push(announcementLine(event, after.parties[action.seat] ?? null, names, c))
      }
      break
    }
    case 'play': {
      if (options.eachCard) out.push(`${who} ${verb(who, 'play')} ${cardText(action.card, c)}`)
      const done = tricksOf(after)
      const last = done[done.length - 1]
      if (done.length > tricksOf(before).length && last !== undefined) out.push(c.cyan(trickLine(done.length, last, names, c)))
      break
    }
  }
  if ((before.phase === 'reservations' || before.phase === 'armut') && after.phase !== before.phase) {
    if (after.phase === 'armut') out.push(`${names[after.poor]} declares Armut`)
    else if (after.phase === 'redeal') out.push(c.yellow(redealLine(after.reason, after.seat, names)))
    else if (after.phase === 'play' || after.phase === 'clarification') {
      const contract = contractFor(after, viewer)
      if (contract !== null) out.push(c.bold(`Game: ${contractLabel(contract, names)}; ${names[after.leader]} leads`))
    }
  }
  if (before.phase === 'clarification' && after.phase !== 'clarification') {
    const contract = contractFor(after, viewer)
    if (contract !== null && contract.kind === 'hochzeit') out.push(c.bold(`Hochzeit clarified: ${contractLabel(contract, names)}`))
  }
  return out
}
