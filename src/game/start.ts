/**
 * The end of the reservation round: the state the resolved round leads to (card play, the
 * Armut exchange, or a redeal), and the first card-play state.
 *
 * @module
 */
import type { Card } from '../cards/card.js'
import type { BySeat } from '../seat.js'
import { pigletsInPlay } from './order.js'
import { type Resolution, resolveReservations } from './reservations.js'
import type { ArmutState, GameSetup, PlayingGame, RedealState, SeatDeclaration } from './state.js'

/**
 * The first card-play state of a resolved game: the hands (as dealt, or after the Armut
 * exchange), no tricks, no announcements; the piglets are fixed now.
 *
 * @category Game
 * @since 0.1.0
 */
export const playingState = (
  setup: GameSetup,
  declarations: readonly SeatDeclaration[],
  resolution: Extract<Resolution, { kind: 'play' }>,
  hands: BySeat<readonly Card[]>
): PlayingGame => ({
  phase: resolution.clarifying ? 'clarification' : 'play',
  setup,
  declarations,
  contract: resolution.contract,
  gameType: resolution.gameType,
  piglets: pigletsInPlay(setup.rules, resolution.gameType, hands),
  hands,
  turn: resolution.leader,
  leader: resolution.leader,
  trick: [],
  tricks: [],
  parties: resolution.parties,
  announcements: { re: { level: 0, lateReply: false }, kontra: { level: 0, lateReply: false } },
  announcementLog: [],
  deadlineShift: 0,
  summary: null,
  settlement: null
})

/**
 * The state a complete reservation round leads to.
 *
 * @category Game
 * @since 0.1.0
 */
export const afterReservations = (
  setup: GameSetup,
  declarations: readonly SeatDeclaration[]
): PlayingGame | ArmutState | RedealState => {
  const resolution = resolveReservations(setup, declarations)
  switch (resolution.kind) {
    case 'play':
      return playingState(setup, declarations, resolution, setup.deal)
    case 'redeal':
      return { phase: 'redeal', setup, declarations, reason: resolution.reason, seat: resolution.seat }
    case 'armut':
      return {
        phase: 'armut',
        setup,
        declarations,
        step: 'pass',
        turn: resolution.poor,
        poor: resolution.poor,
        passed: [],
        acceptor: null,
        hands: setup.deal
      }
  }
}
