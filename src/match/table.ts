/**
 * Who plays a deal and at which engine seat (RULES.md section 8): at four everyone plays; at five
 * the dealer sits out; at six the dealer and the player opposite sit out.
 *
 * Players are numbered 0..n-1 clockwise round the table. The engine plays four seats 0..3
 * clockwise; the four active players keep their clockwise order. At four players seat = player
 * and the engine's dealer is the dealer. At five and six the active player at the dealer's left
 * (who speaks first) sits at seat 0, the next at seat 1, and so on, and the engine's dealer seat
 * is 3: the active player to the real dealer's right, who in the engine only speaks last.
 *
 * @module
 */
import type { BySeat, Seat } from '../seat.js'

/**
 * The seating of one deal.
 *
 * @category Match
 * @since 0.1.0
 */
export interface Seating {
  /** The dealer (a player index). */
  readonly dealer: number
  /** The dealer seat to give the engine: the dealer at four players, 3 at five and six. */
  readonly engineDealer: Seat
  /** The player at each engine seat 0..3. */
  readonly seats: BySeat<number>
  /** The players who sit out this deal, dealer first (none at four). */
  readonly sittingOut: readonly number[]
}

/**
 * The seating of a deal with `players` players and the given dealer.
 *
 * @example
 * ```ts
 * seating(5, 2) // { dealer: 2, engineDealer: 3, seats: [3, 4, 0, 1], sittingOut: [2] }
 * seating(6, 0) // { dealer: 0, engineDealer: 3, seats: [1, 2, 4, 5], sittingOut: [0, 3] }
 * ```
 * @category Match
 * @since 0.1.0
 */
export const seating = (players: 4 | 5 | 6, dealer: number): Seating => {
  const at = (k: number): number => (dealer + k) % players
  if (players === 4) {
    return { dealer, engineDealer: dealer as Seat, seats: [0, 1, 2, 3], sittingOut: [] }
  }
  if (players === 5) {
    return { dealer, engineDealer: 3, seats: [at(1), at(2), at(3), at(4)], sittingOut: [dealer] }
  }
  return { dealer, engineDealer: 3, seats: [at(1), at(2), at(4), at(5)], sittingOut: [dealer, at(3)] }
}

/**
 * The engine seat of a player in a seating, or null if the player sits out.
 *
 * @internal
 */
export const seatOf = (s: Seating, player: number): Seat | null => {
  const i = s.seats.indexOf(player)
  return i < 0 ? null : (i as Seat)
}

/**
 * The active players in speaking order: the dealer's left first.
 *
 * @internal
 */
export const speakingOrder = (s: Seating): readonly number[] => {
  const out: number[] = []
  for (let k = 1; k <= 4; k++) out.push(s.seats[((s.engineDealer + k) & 3) as Seat])
  return out
}
