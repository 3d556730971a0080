/**
 * Narration: what the table learns from one action, as lines of text in the locale's words (the
 * game log of `doppelkopf/i18n`). Shared by the interactive game (told from seat 0's side: other
 * seats' reservations and Armut cards stay hidden) and `replay` (told by an onlooker who knows
 * the whole record).
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import type { Action } from '../game/actions.js'
import type { Game } from '../game/state.js'
import { reservationName } from '../i18n/format.js'
import type { Seat } from '../seat.js'
import { type ContractView, seatView } from '../views/playerView.js'
import {
  type Voice,
  announcementLine,
  contractText,
  declarationLine,
  handText,
  namedCard,
  redealLine,
  trickLine,
  who
} from './render.js'

/** How to narrate. */
export interface NarrateOptions {
  /** The words, names and colours, and the seat addressed as "du" / "you". */
  readonly v: Voice
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
 * declaration (others' shown only as healthy or Vorbehalt to a viewer), Armut steps, the contract
 * once the reservations are over, announcements, cards, each completed trick with its winner and
 * points, the Hochzeit's clarification and a redeal.
 */
export const narrate = (before: Game, action: Action, after: Game, options: NarrateOptions): readonly string[] => {
  const { v, viewer } = options
  const { locale, c } = v
  const log = locale.log
  const p = who(v, action.seat)
  const sees = (seat: Seat): boolean => viewer === null || viewer === seat
  const out: string[] = []
  switch (action.type) {
    case 'declare':
      out.push(
        declarationLine(
          action.seat,
          sees(action.seat) || action.declaration.kind === 'healthy' ? reservationName(locale, action.declaration) : locale.reservations.reservation,
          v
        )
      )
      break
    case 'armutPass':
      out.push(log.passes(p, sees(action.seat) ? handText(action.cards, v) : log.cards(action.cards.length)))
      break
    case 'armutAnswer':
      out.push(log.answers(p, action.accept))
      break
    case 'armutReturn':
      out.push(
        log.returns(p, sees(action.seat) || (before.phase === 'armut' && sees(before.poor)) ? handText(action.cards, v) : log.cards(action.cards.length))
      )
      break
    case 'chooseClarification':
      out.push(log.chooses(p, locale.clarifications[action.trick]))
      break
    case 'genscher':
      out.push(log.genscher(p, action.partner === null ? null : who(v, action.partner)))
      break
    case 'announce': {
      if (after.phase === 'play' || after.phase === 'finished') {
        const event = after.announcementLog[after.announcementLog.length - 1]
        if (event !== undefined) out.push(announcementLine(event, after.parties[action.seat] ?? null, v))
      }
      break
    }
    case 'play': {
      if (options.eachCard) out.push(log.plays(p, namedCard(action.card, v)))
      const done = tricksOf(after)
      const last = done[done.length - 1]
      if (done.length > tricksOf(before).length && last !== undefined) out.push(c.cyan(trickLine(done.length, last, v)))
      break
    }
    default: {
      // Every action is told: a new kind of action does not compile until it has its line here
      // (and its sentence in the locale's `log`, one entry per language).
      const untold: never = action
      return untold
    }
  }
  if ((before.phase === 'reservations' || before.phase === 'armut') && after.phase !== before.phase) {
    if (after.phase === 'armut') out.push(declarationLine(after.poor, reservationName(locale, 'armut'), v))
    else if (after.phase === 'redeal') out.push(c.yellow(redealLine(after.reason, after.seat, v)))
    else if (after.phase === 'play' || after.phase === 'clarification') {
      const contract = contractFor(after, viewer)
      if (contract !== null) out.push(c.bold(`${log.game}: ${contractText(contract, v)}; ${log.leads(who(v, after.leader))}`))
    }
  }
  if (before.phase === 'clarification' && after.phase !== 'clarification') {
    const contract = contractFor(after, viewer)
    if (contract !== null && contract.kind === 'hochzeit') out.push(c.bold(`${log.clarified}: ${contractText(contract, v)}`))
  }
  return out
}
