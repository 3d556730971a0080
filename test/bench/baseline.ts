/**
 * The bitmask baseline: the yardstick that every figure of `npm run bench` is divided by.
 *
 * It plays random *normal* games as fast as a straightforward bit-set program can: shuffle the
 * 48 cards, deal twelve to each seat, every seat healthy (the holders of ♣Q are Re), then twelve
 * tricks of uniformly random legal cards, the trick winner, the card points, and a simple
 * score. The state lives in typed arrays made once; the only allocation is a four-slot array
 * per trick (about 1 kB a game), which the shared yardstick makes too and which is part of its
 * speed: without it this baseline runs about 4% faster.
 *
 * It is a yardstick, not an engine: no reservations, announcements, Hochzeit, solos or rule
 * options; both ♥10 rank equally (the first one played wins); a seat holding both ♣Q is simply
 * a Re party of one. The engine's games/s only mean something as a ratio to this figure
 * measured in the same process at the same time, which cancels most of the machine's speed
 * and load.
 *
 * The design is that of the team's shared yardstick (`../shared/bench/bitmask-baseline.mjs`,
 * outside this repository): `npm run bench -- --check-baseline` plays both alternately and
 * prints their medians, which should agree within noise.
 *
 * Cards are *types* 0..23 = suit * 6 + rank (two copies of each in the deck); a hand is a bit set
 * of the types it holds plus a count per type.
 *
 * The tables and the state are constants of a closure ({@link createBaseline}), not of the
 * module: bundled (the bench is), a module's top-level `const`s become `var`s, which V8 does not
 * fold into the compiled code; that made the game about 10% slower.
 */

export const CLUBS = 0
const SPADES = 1
const HEARTS = 2
export const DIAMONDS = 3
const NINE = 0
export const JACK = 1
export const QUEEN = 2
const KING = 3
const TEN = 4
export const ACE = 5
export const cardType = (suit: number, rank: number): number => suit * 6 + rank

/** Card points by rank: 9, J, Q, K, 10, A. */
const RANK_POINTS = [0, 2, 3, 4, 10, 11]
/** Order within a plain suit by rank, 9 < K < 10 < A (jacks and queens are always trumps). */
const PLAIN_POWER = [1, 1, 1, 2, 3, 4]
/** The trumps from lowest to highest. */
const TRUMPS_LOW_TO_HIGH: readonly (readonly [number, number])[] = [
  [DIAMONDS, NINE], [DIAMONDS, KING], [DIAMONDS, TEN], [DIAMONDS, ACE],
  [DIAMONDS, JACK], [HEARTS, JACK], [SPADES, JACK], [CLUBS, JACK],
  [DIAMONDS, QUEEN], [HEARTS, QUEEN], [SPADES, QUEEN], [CLUBS, QUEEN],
  [HEARTS, TEN]
]

/** The suit class of trumps; the plain suits are classes 0..3 (their suit). */
export const TRUMP_CLASS = 4

/**
 * Per card type (0..23): card points, suit class (0..3 or {@link TRUMP_CLASS}) and power within
 * its class. New tables on each call (the baseline keeps its own as constants of its closure).
 */
export const typeTables = (): { readonly points: Uint8Array; readonly suitClass: Uint8Array; readonly power: Uint8Array } => {
  const points = new Uint8Array(24)
  const suitClass = new Uint8Array(24)
  const power = new Uint8Array(24)
  for (let t = 0; t < 24; t++) {
    const suit = Math.floor(t / 6)
    const rank = t % 6
    points[t] = RANK_POINTS[rank] as number
    suitClass[t] = suit
    power[t] = PLAIN_POWER[rank] as number
  }
  TRUMPS_LOW_TO_HIGH.forEach(([suit, rank], i) => {
    suitClass[cardType(suit, rank)] = TRUMP_CLASS
    power[cardType(suit, rank)] = 20 + i // above every plain card
  })
  return { points, suitClass, power }
}

/** xorshift32 from `seed` (the baseline's: 12345): a new generator of unsigned 32-bit numbers. */
export const xorshift32 = (seed: number): (() => number) => {
  let state = seed
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state >>> 0
  }
}

/**
 * The baseline's game value, without extra points: 1 for winning, +1 each for the loser under
 * 90, 60 and 30 and for schwarz, +1 against the Re party; signed for Re.
 */
export const gameValue = (reWins: boolean, loserPoints: number, loserTricks: number): number => {
  let value = 1
  if (loserPoints < 90) value++
  if (loserPoints < 60) value++
  if (loserPoints < 30) value++
  if (loserTricks === 0) value++
  if (!reWins) value++
  return reWins ? value : -value
}

/** The baseline's game: tables, state and `playGame`, all in one closure. */
const createBaseline = (): { playGame: () => number; legalQueries: () => number } => {
  const TRUMP = TRUMP_CLASS
  /** Per card type: card points, suit class (0..3 or TRUMP) and power within its class. */
  const { points, suitClass, power } = typeTables()
  /** Per suit class: the bit set of its card types. */
  const classMask = new Uint32Array(5)
  for (let t = 0; t < 24; t++) classMask[suitClass[t] as number] = (classMask[suitClass[t] as number] as number) | (1 << t)

  const CLUB_QUEEN = cardType(CLUBS, QUEEN)
  const DIAMOND_ACE = cardType(DIAMONDS, ACE) // the Fuchs
  const CLUB_JACK = cardType(CLUBS, JACK) // the Karlchen

  /** xorshift32, fixed seed: every run plays the same games. */
  const random = xorshift32(12345)

  /** The number of set bits of a 32-bit integer. */
  const popcount = (x: number): number => {
    x -= (x >>> 1) & 0x55555555
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
    return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
  }

  /** The game state, reused by every game. */
  const deck = new Uint8Array(48)
  for (let i = 0; i < 48; i++) deck[i] = i >> 1
  /** `count[seat * 24 + type]`: copies of the type in the seat's hand. */
  const count = new Uint8Array(96)
  /** Per seat: the bit set of the card types in hand. */
  const hand = new Uint32Array(4)
  /** Per seat: 1 if Re (holds a ♣Q), else 0. */
  const isRe = new Uint8Array(4)
  /** Legal-card queries (one per card played), for queries-per-second comparisons. */
  let legalQueries = 0

  /** Plays one random normal game; returns Re's score (the value, signed, plus extra points). */
  const playGame = (): number => {
    // Shuffle and deal: cards 12 * seat .. 12 * seat + 11 of the shuffled deck go to the seat.
    for (let i = 47; i > 0; i--) {
      const j = random() % (i + 1)
      const t = deck[i] as number
      deck[i] = deck[j] as number
      deck[j] = t
    }
    count.fill(0)
    hand.fill(0)
    for (let i = 0; i < 48; i++) {
      const seat = (i / 12) | 0
      const t = deck[i] as number
      count[seat * 24 + t] = (count[seat * 24 + t] as number) + 1
      hand[seat] = (hand[seat] as number) | (1 << t)
    }
    for (let seat = 0; seat < 4; seat++) isRe[seat] = (count[seat * 24 + CLUB_QUEEN] as number) > 0 ? 1 : 0

    let leader = 0
    let rePoints = 0
    let kontraPoints = 0
    let reTricks = 0
    let kontraTricks = 0
    let reExtra = 0
    let kontraExtra = 0
    for (let trick = 0; trick < 12; trick++) {
      let led = -1
      let best = -1
      let bestSeat = -1
      let trickPoints = 0
      /** The cards of the trick, in playing order (as in the shared yardstick: a fresh array). */
      const trickCards = [0, 0, 0, 0]
      for (let k = 0; k < 4; k++) {
        const seat = (leader + k) & 3
        // Legal cards: the led suit class if the seat holds any of it, else the whole hand.
        let legal = hand[seat] as number
        if (k > 0) {
          const follow = legal & (classMask[led] as number)
          if (follow !== 0) legal = follow
        }
        legalQueries++
        // A uniformly random legal card type: clear the lowest set bit n times, take the next.
        let n = random() % popcount(legal)
        let m = legal
        while (n-- > 0) m &= m - 1
        const t = 31 - Math.clz32(m & -m)
        const slot = seat * 24 + t
        const left = (count[slot] as number) - 1
        count[slot] = left
        if (left === 0) hand[seat] = (hand[seat] as number) & ~(1 << t)
        // The trick so far: a card beats the best one if higher in its class, or a trump on a plain card.
        if (k === 0) {
          led = suitClass[t] as number
          best = t
          bestSeat = seat
        } else if (
          (suitClass[t] === suitClass[best] && (power[t] as number) > (power[best] as number)) ||
          (suitClass[t] === TRUMP && suitClass[best] !== TRUMP)
        ) {
          best = t
          bestSeat = seat
        }
        trickPoints += points[t] as number
        trickCards[k] = t
      }
      const winnerIsRe = isRe[bestSeat] as number
      if (winnerIsRe === 1) {
        rePoints += trickPoints
        reTricks++
      } else {
        kontraPoints += trickPoints
        kontraTricks++
      }
      // Extra points: Doppelkopf (40 or more in a trick), Fuchs gefangen, Karlchen in the last trick.
      let extra = trickPoints >= 40 ? 1 : 0
      for (let k = 0; k < 4; k++) {
        if (trickCards[k] === DIAMOND_ACE && isRe[(leader + k) & 3] !== winnerIsRe) extra++
      }
      if (trick === 11 && best === CLUB_JACK) extra++
      if (winnerIsRe === 1) reExtra += extra
      else kontraExtra += extra
      leader = bestSeat
    }

    const reWins = rePoints > 120
    return gameValue(reWins, reWins ? kontraPoints : rePoints, reWins ? kontraTricks : reTricks) + reExtra - kontraExtra
  }

  return { playGame, legalQueries: () => legalQueries }
}

const baseline = createBaseline()

/** What {@link playBaselineGames} returns. */
export interface BaselineRun {
  /** Games played. */
  readonly games: number
  /** Wall-clock seconds. */
  readonly seconds: number
  /** The sum of Re's scores: keeps the work observable. */
  readonly checksum: number
  /** Legal-card queries made (48 a game). */
  readonly legalQueries: number
}

/** Plays `n` random normal games (call once first to warm up); timed with `performance.now()`. */
export const playBaselineGames = (n: number): BaselineRun => {
  const queries0 = baseline.legalQueries()
  const t0 = performance.now()
  let checksum = 0
  for (let g = 0; g < n; g++) checksum += baseline.playGame()
  const seconds = (performance.now() - t0) / 1000
  return { games: n, seconds, checksum, legalQueries: baseline.legalQueries() - queries0 }
}
