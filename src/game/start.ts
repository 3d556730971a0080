/**
 * The end of the reservation round: the state the resolved round leads to (card play, the
 * Armut exchange, or a redeal), and the first card-play state.
 *
 * @module
 */
import type { Card } from '../cards/card.js'
import type { BySeat } from '../seat.js'
import { orderFor, pigletsInPlay } from './order.js'
import { type PlayCore, newCore } from './compact.js'
import type { Unpublished } from './publish.js'
import { NOTHING_ANNOUNCED } from './announcements.js'
import { ruleTable } from '../rules/table.js'
import { type Resolution, resolveReservations } from './reservations.js'
import type { AnnouncementEvent, ArmutState, GameSetup, RedealState, SeatDeclaration } from './state.js'

/**
 * The first card-play state of a resolved game (its compact form): the hands (as dealt, or after
 * the Armut exchange), no tricks, no announcements; the piglets are fixed now.
 *
 * @internal
 */
export const playingState = (
  setup: GameSetup,
  declarations: readonly SeatDeclaration[],
  resolution: Extract<Resolution, { kind: 'play' }>,
  hands: BySeat<readonly Card[]>
): PlayCore => {
  const piglets = pigletsInPlay(setup.rules, resolution.gameType, hands)
  const parts = {
    phase: resolution.clarifying ? 'clarification' : 'play',
    setup,
    declarations,
    contract: resolution.contract,
    gameType: resolution.gameType,
    piglets,
    parties: resolution.parties,
    announcements: NO_ANNOUNCEMENTS,
    announcementLog: NO_ANNOUNCEMENT_EVENTS,
    deadlineShift: 0,
    summary: null,
    settlement: null,
    order: orderFor(setup.rules, resolution.gameType, piglets),
    table: ruleTable(setup.rules)
  } as const
  return newCore(parts, hands, resolution.leader, [], [])
}

/** No announcement made yet: the log, shared and frozen. */
const NO_ANNOUNCEMENT_EVENTS: readonly AnnouncementEvent[] = Object.freeze([])

/** No announcement yet. */
const NO_ANNOUNCEMENTS = Object.freeze({ re: NOTHING_ANNOUNCED, kontra: NOTHING_ANNOUNCED })

/**
 * The state a complete reservation round leads to (a card-play state's compact form, or an Armut
 * exchange or a redeal as a reducer makes them).
 *
 * @internal
 */
export const afterReservations = (
  setup: GameSetup,
  declarations: readonly SeatDeclaration[]
): PlayCore | Unpublished<ArmutState | RedealState> => {
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
