/**
 * Seeded randomness and seeded deals: platform-independent, so every frontend gets the same
 * hands from the same seed.
 *
 * Algorithm: the seed string's UTF-16 code units are hashed with cyrb128 into four 32-bit
 * words, which seed the sfc32 generator. A deal shuffles the card ids 0..47 by Fisher-Yates
 * (from the last position down, `j = floor(u32 * (i + 1) / 2^32)`), then hands them out in
 * packets of three cards round the table, starting at the dealer's left (without nines three
 * rounds of three, then one card each).
 *
 * @module
 */
import { type Card, DECK } from './cards/card.js'
import type { BySeat, Seat } from './seat.js'

/**
 * A seeded random source.
 *
 * @category Random
 * @since 0.1.0
 */
export interface Rng {
  /** The next 32-bit unsigned integer. */
  readonly nextU32: () => number
  /** A uniform integer in `0 .. n - 1` (`n` >= 1). */
  readonly nextInt: (n: number) => number
}

/**
 * One step of sfc32 on the state `s` (a, b, c, d): the next output, as a signed 32-bit integer.
 */
const sfc32 = (s: Int32Array): number => {
  const a = s[0] as number
  const b = s[1] as number
  const c = s[2] as number
  const d = ((s[3] as number) + 1) | 0
  const t = (((a + b) | 0) + d) | 0
  s[0] = b ^ (b >>> 9)
  s[1] = (c + (c << 3)) | 0
  s[2] = (((c << 21) | (c >>> 11)) + t) | 0
  s[3] = d
  return t
}

/**
 * The sfc32 state of a seed string, ready for its first output: cyrb128 of the string's UTF-16
 * code units, then 15 outputs discarded. Written into `out` (a, b, c, d).
 */
const seededState = (seed: string, out: Int32Array): void => {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  out[0] = h1
  out[1] = h2
  out[2] = h3
  out[3] = h4
  for (let i = 0; i < 15; i++) sfc32(out)
}

/**
 * floor(u32 * n / 2^32) for the output `t` (signed) and an integer `n` in 0 .. 2^15 - 1, in 32-bit
 * integers from the high and the low half of u32 (no product or sum reaches 2^31).
 */
const scaledBelow = (t: number, n: number): number => (Math.imul(t >>> 16, n) + (Math.imul(t & 0xffff, n) >>> 16)) >>> 16

/** The state {@link dealFromSeed} shuffles with (a scratch: JavaScript runs one call at a time). */
const STATE = new Int32Array(4)

/** 2^-32. */
const TWO_TO_MINUS_32 = 1 / 4294967296

/**
 * A seeded generator (sfc32 seeded by cyrb128 of the seed string).
 *
 * @example
 * ```ts
 * const rng = createRng('demo')
 * rng.nextInt(6) // 0..5, the same every run
 * ```
 * @category Random
 * @since 0.1.0
 */
export const createRng = (seed: string): Rng => {
  // The generator's own state (a, b, c, d); each output is a signed 32-bit integer, a small
  // integer in the engine even when the call is not inlined (an unsigned result of 2^31 or more
  // would be a heap number, allocated).
  const state = new Int32Array(4)
  seededState(seed, state)
  const next = (): number => sfc32(state)
  // nextInt(n) is floor(u32 * n / 2^32). For an integer n in 0 .. 2^15 - 1 it is worked out in
  // 32-bit integers from the high and the low half of u32 (no product or sum reaches 2^31): no
  // conversion to a double, a shorter chain for the small ranges of cards and deals. Otherwise
  // u32 * n is exact in a double, and so is the product with 2^-32 (dividing by 2^32 without a
  // division); below 2^31, `| 0` is the floor and keeps the result a small integer. Both ways
  // give the same numbers.
  return {
    nextU32: () => next() >>> 0,
    nextInt: (n) => {
      const t = next()
      if ((n & 0x7fff) === n) return scaledBelow(t, n)
      return n <= 0x7fffffff ? ((t >>> 0) * n * TWO_TO_MINUS_32) | 0 : Math.floor((t >>> 0) * n * TWO_TO_MINUS_32)
    }
  }
}

/**
 * Shuffles and deals the cards (the 48 of the deck, or the given deck, e.g. `deckOf(rules)`)
 * with a random source: packets of three, round the table from the dealer's left (four rounds;
 * with the 40 cards of a game without nines three rounds of three, then one card each).
 *
 * @category Random
 * @since 0.1.0
 */
export const dealWith = (rng: Rng, dealer: Seat, cards: readonly Card[] = DECK): BySeat<readonly Card[]> => {
  const deck = deckCopy(cards)
  shuffleInPlace(deck, rng, cards.length)
  return handedOut(deck, cards.length, dealer)
}

/**
 * Shuffles the first `n` entries of `xs` in place by Fisher-Yates from the top (position `i`
 * swapped with `rng.nextInt(i + 1)`) and returns `xs`.
 *
 * @internal
 */
export const shuffleInPlace = <T>(xs: T[], rng: Rng, n = xs.length): T[] => {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1)
    const tmp = xs[i] as T
    xs[i] = xs[j] as T
    xs[j] = tmp
  }
  return xs
}

/** The cards in a list to shuffle: a reused one (JavaScript runs one call at a time) unless the deck is unusually long. */
const deckCopy = (cards: readonly Card[]): Card[] => {
  const deck = cards.length <= SHUFFLED.length ? SHUFFLED : cards.slice()
  for (let i = 0; i < cards.length; i++) deck[i] = cards[i] as Card
  return deck
}

/**
 * The first `n` cards of a shuffled deck handed out: packets of three round the table from the
 * dealer's left; with 10 cards a hand (no nines) a last round of one each (a deck that does not
 * split in four: the packets of the rounds after the threes are its remainder's size).
 */
const handedOut = (deck: readonly Card[], n: number, dealer: Seat): BySeat<readonly Card[]> => {
  const hands: Card[][] = [[], [], [], []]
  const perHand = n / 4
  const inThrees = 12 * Math.floor(perHand / 3)
  const last = perHand % 3
  let i = 0
  for (let seat = dealer + 1; i < inThrees; i += 3, seat++) (hands[seat & 3] as Card[]).push(deck[i] as Card, deck[i + 1] as Card, deck[i + 2] as Card)
  for (; i < n; i++) (hands[(dealer + 1 + (((i - inThrees) / last) | 0)) & 3] as Card[]).push(deck[i] as Card)
  return hands as unknown as BySeat<readonly Card[]>
}

/** The list {@link dealWith} shuffles in. */
const SHUFFLED: Card[] = new Array<Card>(48).fill(0)

/**
 * The deal of a seed string: the same hands on every platform.
 *
 * @example
 * ```ts
 * const hands = dealFromSeed('2026-11-30', 0)
 * hands[1].length // 12
 * ```
 * @category Random
 * @since 0.1.0
 */
export const dealFromSeed = (seed: string, dealer: Seat, cards: readonly Card[] = DECK): BySeat<readonly Card[]> => {
  // dealWith(createRng(seed), dealer, cards) without a closure call per card: the same numbers
  // (nextInt's 32-bit path: every n here is below 2^15).
  if (cards.length >= 0x8000) return dealWith(createRng(seed), dealer, cards)
  seededState(seed, STATE)
  const deck = deckCopy(cards)
  for (let i = cards.length - 1; i > 0; i--) {
    const t = sfc32(STATE)
    const j = scaledBelow(t, i + 1)
    const tmp = deck[i] as Card
    deck[i] = deck[j] as Card
    deck[j] = tmp
  }
  return handedOut(deck, cards.length, dealer)
}

/**
 * The seed of the daily game of a calendar date (UTC when given a `Date`): every player who
 * deals from it on that day gets the same hands, on every platform. The seed is
 * `doppelkopf-daily-YYYY-MM-DD`; an invalid date gives null.
 *
 * @example
 * ```ts
 * dailySeed('2026-11-30') // 'doppelkopf-daily-2026-11-30'
 * newGame({ rules: rules.pagat, dealer: 0, seed: dailySeed(new Date()) ?? 'fallback' })
 * ```
 * @category Random
 * @since 0.1.0
 */
export const dailySeed = (date: Date | string): string | null => {
  if (typeof date === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
    if (m === null) return null
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
    return d.toISOString().slice(0, 10) === date ? `doppelkopf-daily-${date}` : null
  }
  return date instanceof Date && !Number.isNaN(date.getTime()) ? `doppelkopf-daily-${date.toISOString().slice(0, 10)}` : null
}
