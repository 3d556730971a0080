/**
 * What the engine reads of a list of four hands (a deal, or the hands after the Armut exchange),
 * read once and kept beside the list: each hand as a bit set, and the cards packed in their
 * order. The hands of a state are frozen lists, and Node 20 reads a frozen list's elements about
 * five times slower than an ordinary list's; the reservation round and the start of play ask
 * these instead.
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
  /**
   * The cards in the order of each hand, four to a number, six bits each: hand `s`'s cards
   * `4 k .. 4 k + 3` at index `3 s + k` (hands of at most twelve cards). Never changed.
   */
  readonly packed: readonly number[]
}

/** Returns the object it is given: so that a subclass's private field can be added to any object. */
class Holder {
  constructor(o: object) {
    return o
  }
}

/**
 * What was read of a list of hands, kept in a private field of the list itself (no weak map: its
 * entries make every garbage collection slower, and a game's deal is made per game).
 */
class Known extends Holder {
  #info: DealInfo
  private constructor(hands: object, info: DealInfo) {
    super(hands)
    this.#info = info
  }
  /** What was kept for `hands`, or undefined. */
  static of(hands: object): DealInfo | undefined {
    return typeof hands === 'object' && hands !== null && #info in hands ? (hands as unknown as Known).#info : undefined
  }
  /** Keeps `info` with `hands` (a list not frozen yet: a private field is added to it). */
  static keep(hands: object, info: DealInfo): void {
    if (!(#info in hands)) new Known(hands, info)
  }
}

/**
 * The hands as bit sets ({@link DealInfo}`.masks`): what {@link readBeforeFreezing} kept with the
 * list (a new game's deal), else read now.
 *
 * @internal
 */
export const dealMasks = (hands: BySeat<readonly Card[]>): readonly number[] => (Known.of(hands) ?? read(hands)).masks

/** Seat `seat`'s hand as bit sets, into `out`: from what was kept with the list, else read from the hand alone. @internal */
export const handMasksInto = (hands: BySeat<readonly Card[]>, seat: Seat, out: { lo: number; hi: number }): void => {
  const known = Known.of(hands)
  out.lo = known !== undefined ? (known.masks[2 * seat] as number) : maskLo(hands[seat])
  out.hi = known !== undefined ? (known.masks[2 * seat + 1] as number) : maskHi(hands[seat])
}

/** The cards of each hand packed in their order ({@link DealInfo}`.packed`), as {@link dealMasks} finds them. @internal */
export const dealPacked = (hands: BySeat<readonly Card[]>): readonly number[] => (Known.of(hands) ?? read(hands)).packed

/**
 * Reads a list of hands that is about to be frozen (a new game's deal, while its lists are still
 * ordinary and quick to read) and keeps what it read for when it is. @internal
 */
export const readBeforeFreezing = (hands: BySeat<readonly Card[]>): void => {
  Known.keep(hands, read(hands))
}

/** Reads the hands: bit sets and the packed order in one pass, each card read once, into ordinary lists of the exact length (see the module's comment). */
const read = (hands: BySeat<readonly Card[]>): DealInfo => {
  const masks = new Array<number>(8).fill(0)
  const packed = new Array<number>(12).fill(0)
  for (let s = 0; s < 4; s++) {
    const hand = hands[s as Seat]
    let lo = 0
    let hi = 0
    let word = 0
    const n = Math.min(hand.length, 12)
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i] as Card
      const below = (c - 24) >> 31
      lo |= (1 << c) & below
      hi |= (1 << (c - 24)) & ~below
      if (i >= n) continue
      word |= c << (6 * (i & 3))
      if ((i & 3) === 3 || i === n - 1) {
        packed[3 * s + (i >> 2)] = word
        word = 0
      }
    }
    masks[2 * s] = lo
    masks[2 * s + 1] = hi
  }
  return { masks, packed }
}
