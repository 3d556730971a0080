/**
 * Seats at the table and typed maps by seat.
 *
 * @module
 */

/**
 * A seat at the four-player table, numbered clockwise. Play goes clockwise, so the
 * player to a seat's left is `nextSeat(seat)`.
 *
 * @category Seats
 * @since 0.1.0
 */
export type Seat = 0 | 1 | 2 | 3

/**
 * One value per seat, indexed by {@link Seat}: `bySeat[seat]`.
 *
 * @example
 * ```ts
 * const scores: BySeat<number> = [2, -2, 2, -2]
 * ```
 * @category Seats
 * @since 0.1.0
 */
export type BySeat<T> = readonly [T, T, T, T]

/**
 * The four seats in order.
 *
 * @category Seats
 * @since 0.1.0
 */
export const SEATS: readonly [0, 1, 2, 3] = [0, 1, 2, 3]

/**
 * Whether a value is a {@link Seat}.
 *
 * @category Seats
 * @since 0.1.0
 */
export const isSeat = (u: unknown): u is Seat => u === 0 || u === 1 || u === 2 || u === 3

/**
 * The seat `steps` places to the left (clockwise) of `seat`.
 *
 * @example
 * ```ts
 * nextSeat(3) // 0
 * nextSeat(1, 2) // 3
 * ```
 * @category Seats
 * @since 0.1.0
 */
export const nextSeat = (seat: Seat, steps = 1): Seat => ((seat + steps) & 3) as Seat

/**
 * Builds a {@link BySeat} from a function of the seat.
 *
 * @example
 * ```ts
 * bySeat((s) => s * 10) // [0, 10, 20, 30]
 * ```
 * @category Seats
 * @since 0.1.0
 */
export const bySeat = <T>(f: (seat: Seat) => T): BySeat<T> => [f(0), f(1), f(2), f(3)]

/**
 * Replaces one seat's value, returning a new {@link BySeat}.
 *
 * @category Seats
 * @since 0.1.0
 */
export const updateSeat = <T>(values: BySeat<T>, seat: Seat, value: T): BySeat<T> => {
  const copy = [values[0], values[1], values[2], values[3]] as [T, T, T, T]
  copy[seat] = value
  return copy
}

/**
 * A party: the Re party (the ♣Q holders, or the soloist) or the Kontra party.
 *
 * @category Seats
 * @since 0.1.0
 */
export type Party = 're' | 'kontra'

/**
 * One value per party.
 *
 * @category Seats
 * @since 0.1.0
 */
export interface ByParty<T> {
  /** The Re party's value. */
  readonly re: T
  /** The Kontra party's value. */
  readonly kontra: T
}

/**
 * The other party.
 *
 * @example
 * ```ts
 * opponent('re') // 'kontra'
 * ```
 * @category Seats
 * @since 0.1.0
 */
export const opponent = (party: Party): Party => (party === 're' ? 'kontra' : 're')
