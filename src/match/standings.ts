/**
 * The one rule for ranking equal totals, for every frontend: the final standing of a Partie, a
 * leaderboard of many Parties. Competition ranking ("1224"): equal totals share a rank, and the
 * next rank skips as many places as shared it.
 *
 * @module
 */
import type { Match } from './match.js'

/**
 * One player's place in a {@link standings | standing}.
 *
 * @category Match
 * @since 0.2.0
 */
export interface Standing {
  /** The rank: 1 for the best total; equal totals share a rank, the next rank skips ({@link rankByTotal}). */
  readonly rank: number
  /** The player's number (the index into the match's `players` and `totals`). */
  readonly player: number
  /** The player's name. */
  readonly name: string
  /** The player's total. */
  readonly total: number
}

/** Whether total `x` ranks above total `y`: the greater number; any number above NaN. */
const above = (x: number, y: number): boolean => x > y || (Number.isNaN(y) && !Number.isNaN(x))

/**
 * The rank of each total by competition ranking ("1224"): one more than the number of totals
 * greater than it. Equal totals share a rank and the next rank skips as many places as shared
 * it; the list keeps the order of the totals given (it is not sorted). A NaN ranks below every
 * number. Any number of totals (a table's four, a day's leaderboard), in O(n log n).
 *
 * @example
 * ```ts
 * rankByTotal([3, 7, 3, -13]) // [2, 1, 2, 4]
 * rankByTotal([5, 5, 5, 5]) // [1, 1, 1, 1]
 * rankByTotal([10, 4, 4, 1, 0]) // [1, 2, 2, 4, 5]: the leaderboard's "1, 2, 2, 4"
 * ```
 * @category Match
 * @since 0.2.0
 */
export const rankByTotal = (totals: readonly number[]): readonly number[] => {
  const keys = Array.from(totals, Number)
  const at = (i: number): number => keys[i] as number
  // Best first; equal totals in the order given (a stable order, whatever the engine's sort).
  const order = keys.map((_, i) => i).sort((a, b) => (above(at(a), at(b)) ? -1 : above(at(b), at(a)) ? 1 : a - b))
  const ranks = new Array<number>(keys.length)
  order.forEach((index, place) => {
    const before = order[place - 1]
    const tied = before !== undefined && !above(at(before), at(index))
    ranks[index] = tied ? (ranks[before] as number) : place + 1
  })
  return ranks
}

/**
 * The standing of a match (its players by total, best first; equal totals share a rank by
 * {@link rankByTotal} and keep the order of the players), as the end of a Partie shows it. It
 * reads only the players and their totals, so a frontend that is told no more (a table
 * server's totals) ranks the same way.
 *
 * @example
 * ```ts
 * standings({ players: ['Anna', 'Ben', 'Carla', 'Dieter'], totals: [3, 7, 3, -13] })
 * // [{ rank: 1, player: 1, name: 'Ben', total: 7 },
 * //  { rank: 2, player: 0, name: 'Anna', total: 3 },
 * //  { rank: 2, player: 2, name: 'Carla', total: 3 },
 * //  { rank: 4, player: 3, name: 'Dieter', total: -13 }]
 * ```
 * @category Match
 * @since 0.2.0
 */
export const standings = (match: Pick<Match, 'players' | 'totals'>): readonly Standing[] => {
  const totals = match.players.map((_, i) => match.totals[i] ?? 0)
  const ranks = rankByTotal(totals)
  return totals
    .map((total, player) => ({ rank: ranks[player] as number, player, name: match.players[player] as string, total }))
    .sort((a, b) => a.rank - b.rank || a.player - b.player)
}
