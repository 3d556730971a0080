/**
 * What the engine reads of a list of four hands (a deal, or the hands after the Armut exchange):
 * each hand as a bit set, and the cards packed in their order. The hands of a state are frozen
 * lists, and Node 20 reads a frozen list's elements about five times slower than an ordinary
 * list's; so a new game's deal is read once, before it is frozen, and what was read is kept in a
 * small cache of the latest deals (by the list itself: a frozen list of the engine's own cannot
 * change), which the reservation round and the start of play ask.
 *
 * @module
 */
import { type Card, maskHi, maskLo } from '../cards/card.js'
import type { BySeat, Seat } from '../seat.js'

/**
 * A list of hands, read once.
 *
 * @internal
 */
export interface DealInfo {
  /** Seat `s`'s cards 0..23 as bits at index `2 s`, its cards 24..47 (bit `card - 24`) at `2 s + 1`. Never changed. */
  readonly masks: readonly number[]
}

/** How many deals the cache keeps: a few games played side by side (a bot's, a table's) each find theirs. */
const KEPT = 8

/** The latest deals read before they were frozen, and what was read of each (a ring: the oldest goes first). */
const keptHands: (BySeat<readonly Card[]> | null)[] = new Array<BySeat<readonly Card[]> | null>(KEPT).fill(null)
const keptInfo: (DealInfo | null)[] = new Array<DealInfo | null>(KEPT).fill(null)
let next = 0

/** What was kept for `hands`, or undefined. */
const known = (hands: BySeat<readonly Card[]>): DealInfo | undefined => {
  for (let i = 0; i < KEPT; i++) if (keptHands[i] === hands) return keptInfo[i] as DealInfo
  return undefined
}

/**
 * The hands as bit sets ({@link DealInfo}`.masks`): what {@link readBeforeFreezing} kept for the
 * list (a new game's deal), else read now.
 *
 * @internal
 */
export const dealMasks = (hands: BySeat<readonly Card[]>): readonly number[] => (known(hands) ?? read(hands)).masks

/** Seat `seat`'s hand as bit sets, into `out`: from what was kept for the list, else read from the hand alone. @internal */
export const handMasksInto = (hands: BySeat<readonly Card[]>, seat: Seat, out: { lo: number; hi: number }): void => {
  const info = known(hands)
  out.lo = info !== undefined ? (info.masks[2 * seat] as number) : maskLo(hands[seat])
  out.hi = info !== undefined ? (info.masks[2 * seat + 1] as number) : maskHi(hands[seat])
}

/**
 * Reads a list of hands that is about to be frozen (a new game's deal, while its lists are still
 * ordinary and quick to read) and keeps what it read for when it is. The list must be the
 * engine's own and never change once frozen. @internal
 */
export const readBeforeFreezing = (hands: BySeat<readonly Card[]>): void => {
  keptHands[next] = hands
  keptInfo[next] = read(hands)
  next = (next + 1) % KEPT
}

/** Reads the hands' bit sets, each card read once, into an ordinary list (see the module's comment). */
const read = (hands: BySeat<readonly Card[]>): DealInfo => {
  const masks = new Array<number>(8).fill(0)
  for (let s = 0; s < 4; s++) {
    const hand = hands[s as Seat]
    let lo = 0
    let hi = 0
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i] as Card
      const below = (c - 24) >> 31
      lo |= (1 << c) & below
      hi |= (1 << (c - 24)) & ~below
    }
    masks[2 * s] = lo
    masks[2 * s + 1] = hi
  }
  return { masks }
}
