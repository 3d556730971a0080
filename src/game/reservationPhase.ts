/**
 * The `reservations` phase: its legal actions (the declarations of the seat to speak) and its
 * reducer (a declaration checked and recorded; after the last one, the round resolves into card
 * play, an Armut exchange or a redeal).
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { type Seat, nextSeat } from '../seat.js'
import { type Action, DECLARE_HEALTHY, type DeclareAction } from './actions.js'
import { declarationError, legalDeclarations, reservationsComplete } from './reservations.js'
import type { Step } from './publish.js'
import { afterReservations } from './start.js'
import type { ReservationsState, SeatDeclaration } from './state.js'

/** The actions of the reservation round: the declarations of the seat to speak, appended to `out`. @internal */
export const listDeclarations = (g: ReservationsState, out: Action[]): void => {
  for (const a of legalDeclarations(g.setup, g.turn)) out.push(a)
}

/** Applies a declaration. @internal */
export const applyReservation = (g: ReservationsState, action: DeclareAction): E.Either<GameError, Step> => {
  if (action.seat !== g.turn) {
    return E.left(
      gameError(ErrorCode.NotYourTurn, `It is seat ${g.turn}'s turn to declare, not seat ${action.seat}'s`, { seat: action.seat, turn: g.turn })
    )
  }
  const err = declarationError(g.setup, action.seat, action.declaration)
  if (err !== null) return E.left(err)
  return E.right(declareUnchecked(g, action.seat, action.declaration))
}

/** Records a declaration without checks and, after the last one, starts the play. @internal */
export const declareUnchecked = (g: ReservationsState, seat: Seat, declaration: SeatDeclaration['declaration']): Step => {
  const declarations = withDeclaration(g.declarations, seatDeclaration(seat, declaration))
  if (reservationsComplete(g.setup, declarations)) return afterReservations(g.setup, declarations)
  return { phase: 'reservations', setup: g.setup, turn: nextSeat(seat), declarations }
}

/** The lists that follow a list of declarations with one healthy declaration, by the list and the declaration (weakly: a list no state holds takes its entries with it). */
const AFTER_HEALTHY = new WeakMap<readonly SeatDeclaration[], Map<SeatDeclaration, readonly SeatDeclaration[]>>()

/**
 * The declarations so far followed by `d`, frozen. A healthy declaration after a shared list
 * gives a shared list, so the lists of a round in which everyone is healthy so far are made once
 * per first speaker (a state of card play keeps its round's list).
 */
const withDeclaration = (before: readonly SeatDeclaration[], d: SeatDeclaration): readonly SeatDeclaration[] => {
  // Only the library's own healthy value (what every action is read into): the lists stay few.
  if (d.declaration !== (DECLARE_HEALTHY[d.seat] as DeclareAction).declaration) return Object.freeze([...before, d])
  let next = AFTER_HEALTHY.get(before)
  if (next === undefined) AFTER_HEALTHY.set(before, (next = new Map()))
  let list = next.get(d)
  if (list === undefined) next.set(d, (list = Object.freeze([...before, d])))
  return list
}

/** The seat declarations made so far, by declaration (the library's own, shared) and seat: each made and frozen once. */
const SEAT_DECLARATIONS = new WeakMap<SeatDeclaration['declaration'], SeatDeclaration[]>()

/**
 * `{ seat, declaration }`, shared: a declaration read from an action is the library's own frozen
 * value, so the record of who declared it is made and frozen once per seat.
 */
const seatDeclaration = (seat: Seat, declaration: SeatDeclaration['declaration']): SeatDeclaration => {
  let bySeat = SEAT_DECLARATIONS.get(declaration)
  if (bySeat === undefined) SEAT_DECLARATIONS.set(declaration, (bySeat = []))
  return (bySeat[seat] ??= Object.freeze({ seat, declaration }))
}
