/**
 * The floor of a validating, immutable API: the baseline's game (test/bench/baseline.ts: the same
 * tables, deal, random source and scoring) played through the thinnest API of the library's
 * shape, and nothing else. Per card the player asks for the legal cards (a fresh list, as
 * `legalCards` returns), builds an action object, and `apply` checks it (an object, type, seat,
 * card id, in the hand, follow suit) and returns an `Either` with a new frozen state: five private
 * fields, the hands shared, the cards played a bit set, like the library's card-play state.
 *
 * What it leaves out, which the library's validating rows do: a reservation round, announcements,
 * any rule option, a setup and a seed string, the trick list, the summary and the settlement.
 * So `npm run bench`'s floor row bounds what any engine of this API can reach on this machine: a
 * validating row cannot pass it (its ratio and its bytes per game are a ceiling and a floor).
 *
 * @module
 */

import { ACE, CLUBS, DIAMONDS, JACK, QUEEN, TRUMP_CLASS, cardType, gameValue, typeTables, xorshift32 } from './baseline.js'
import { popcount } from '../../src/cards/card.js'

const TRUMP = TRUMP_CLASS

/** Per card id (0..47, type = id >> 1): the baseline's points, suit class and power; per class the ids' bit sets. */
const points = new Uint8Array(48)
const suitClass = new Uint8Array(48)
const power = new Uint8Array(48)
const classLo = new Int32Array(5)
const classHi = new Int32Array(5)
{
  const byType = typeTables()
  for (let c = 0; c < 48; c++) {
    const t = c >> 1
    const k = byType.suitClass[t] as number
    points[c] = byType.points[t] as number
    suitClass[c] = k
    power[c] = byType.power[t] as number
    if (c < 24) classLo[k] = (classLo[k] as number) | (1 << c)
    else classHi[k] = (classHi[k] as number) | (1 << (c - 24))
  }
}
const CLUB_QUEEN = cardType(CLUBS, QUEEN)
const FOX = cardType(DIAMONDS, ACE)
const KARLCHEN = cardType(CLUBS, JACK)

/** xorshift32 with the baseline's seed (a generator of its own). */
const random = xorshift32(12345)

/** The floor's action: the shape of the library's play action. */
interface PlayAction {
  readonly type: 'play'
  readonly seat: number
  readonly card: number
}

type Result = { readonly _tag: 'Left'; readonly left: string } | { readonly _tag: 'Right'; readonly right: FloorState }

const left = (why: string): Result => ({ _tag: 'Left', left: why })

/**
 * A state: the hands at the start (8 numbers: each seat's low and high half, shared by every
 * state of the game), the cards played (bit set), and two numbers of packed fields.
 * `meta`: seat to play (2 bits), cards in the trick (2), trick number (4), Re seats (4), the
 * trick's best card (6) and its seat (2), the seats that played a ♦A to it (4), its first card
 * (6). `score`: Re's card points (8 bits), Re's tricks (4),
 * extra points Re minus Kontra (6, offset 32), trick points so far (6).
 */
export class FloorState {
  readonly #dealt: readonly number[]
  readonly #outLo: number
  readonly #outHi: number
  readonly #meta: number
  readonly #score: number
  constructor(dealt: readonly number[], outLo: number, outHi: number, meta: number, score: number) {
    this.#dealt = dealt
    this.#outLo = outLo
    this.#outHi = outHi
    this.#meta = meta
    this.#score = score
    Object.freeze(this)
  }

  get turn(): number {
    return this.#meta & 3
  }

  get finished(): boolean {
    return ((this.#meta >> 4) & 15) === 12
  }

  static start(): FloorState {
    const deck = DECK
    for (let i = 47; i > 0; i--) {
      const j = random() % (i + 1)
      const t = deck[i] as number
      deck[i] = deck[j] as number
      deck[j] = t
    }
    const dealt = [0, 0, 0, 0, 0, 0, 0, 0]
    let re = 0
    for (let i = 0; i < 48; i++) {
      const seat = (i / 12) | 0
      const c = deck[i] as number
      if (c < 24) dealt[2 * seat] = (dealt[2 * seat] as number) | (1 << c)
      else dealt[2 * seat + 1] = (dealt[2 * seat + 1] as number) | (1 << (c - 24))
      if (c >> 1 === CLUB_QUEEN) re |= 1 << seat
    }
    return new FloorState(dealt, 0, 0, re << 8, 32 << 12)
  }

  /** The legal cards of the seat to play, a fresh list. */
  static legal(s: FloorState): number[] {
    const m = s.#meta
    const seat = m & 3
    let lo = (s.#dealt[2 * seat] as number) & ~s.#outLo
    let hi = (s.#dealt[2 * seat + 1] as number) & ~s.#outHi
    if (((m >> 2) & 3) !== 0) {
      const k = suitClass[(m >> 24) & 63] as number
      const flo = lo & (classLo[k] as number)
      const fhi = hi & (classHi[k] as number)
      if ((flo | fhi) !== 0) {
        lo = flo
        hi = fhi
      }
    }
    const out = new Array<number>(popcount(lo) + popcount(hi))
    let i = 0
    for (let x = lo; x !== 0; x &= x - 1) out[i++] = 31 - Math.clz32(x & -x)
    for (let x = hi; x !== 0; x &= x - 1) out[i++] = 55 - Math.clz32(x & -x)
    return out
  }

  /** Checks and applies a play; the state is never changed. */
  static apply(s: FloorState, a: unknown): Result {
    if (typeof a !== 'object' || a === null) return left('malformed')
    const { type, seat, card } = a as PlayAction
    if (type !== 'play' || typeof card !== 'number' || !(card >= 0 && card < 48) || (card | 0) !== card) return left('malformed')
    const m = s.#meta
    if (seat !== (m & 3)) return left('not your turn')
    const lo = (s.#dealt[2 * seat] as number) & ~s.#outLo
    const hi = (s.#dealt[2 * seat + 1] as number) & ~s.#outHi
    const held = card < 24 ? (lo >> card) & 1 : (hi >> (card - 24)) & 1
    if (held === 0) return left('not in hand')
    const inTrick = (m >> 2) & 3
    // The trick's first card is the best so far when inTrick is 1; its class is the led one.
    const ledCard = (m >> 24) & 63
    if (inTrick !== 0) {
      const k = suitClass[ledCard] as number
      const follows = card < 24 ? (classLo[k] as number) >> card : (classHi[k] as number) >> (card - 24)
      if ((follows & 1) === 0 && ((lo & (classLo[k] as number)) | (hi & (classHi[k] as number))) !== 0) return left('must follow suit')
    }
    const outLo = card < 24 ? s.#outLo | (1 << card) : s.#outLo
    const outHi = card < 24 ? s.#outHi : s.#outHi | (1 << (card - 24))
    let best = (m >> 12) & 63
    let bestSeat = (m >> 18) & 3
    if (inTrick === 0) {
      best = card
      bestSeat = seat
    } else if ((suitClass[card] === suitClass[best] && (power[card] as number) > (power[best] as number)) || (suitClass[card] === TRUMP && suitClass[best] !== TRUMP)) {
      best = card
      bestSeat = seat
    }
    let score = s.#score
    // Extras of the trick so far that depend on who played: a fox is caught by the other party.
    const trickPoints = ((score >> 18) & 63) + (points[card] as number)
    const foxes = ((m >> 20) & 15) | ((card >> 1 === FOX ? 1 : 0) << seat)
    if (inTrick < 3) {
      const lead = inTrick === 0 ? card : ledCard
      const meta = ((seat + 1) & 3) | ((inTrick + 1) << 2) | (m & 0xff0) | (best << 12) | (bestSeat << 18) | (foxes << 20) | (lead << 24)
      return { _tag: 'Right', right: new FloorState(s.#dealt, outLo, outHi, meta, (score & 0x3ffff) | (trickPoints << 18)) }
    }
    const re = (m >> 8) & 15
    const winnerIsRe = (re >> bestSeat) & 1
    const trick = (m >> 4) & 15
    let extra = trickPoints >= 40 ? 1 : 0
    for (let f = 0; f < 4; f++) if (((foxes >> f) & 1) === 1 && ((re >> f) & 1) !== winnerIsRe) extra++
    if (trick === 11 && best >> 1 === KARLCHEN) extra++
    const rePoints = (score & 255) + (winnerIsRe === 1 ? trickPoints : 0)
    const reTricks = ((score >> 8) & 15) + winnerIsRe
    const extras = ((score >> 12) & 63) + (winnerIsRe === 1 ? extra : -extra)
    score = rePoints | (reTricks << 8) | (extras << 12)
    const meta = bestSeat | ((trick + 1) << 4) | (re << 8)
    return { _tag: 'Right', right: new FloorState(s.#dealt, outLo, outHi, meta, score) }
  }

  /** The cards a seat holds (for the floor's test). */
  static hand(s: FloorState, seat: number): number[] {
    const out: number[] = []
    for (let c = 0; c < 48; c++) {
      const half = c < 24 ? (s.#dealt[2 * seat] as number) & ~s.#outLo : (s.#dealt[2 * seat + 1] as number) & ~s.#outHi
      if (((half >> c % 24) & 1) === 1) out.push(c)
    }
    return out
  }

  /** Re's card points so far (completed tricks). */
  static rePoints(s: FloorState): number {
    return s.#score & 255
  }

  /** Re's score of a finished game, as the baseline counts it. */
  static score(s: FloorState): number {
    const score = s.#score
    const rePoints = score & 255
    const reTricks = (score >> 8) & 15
    const reWins = rePoints > 120
    return gameValue(reWins, reWins ? 240 - rePoints : rePoints, reWins ? 12 - reTricks : reTricks) + ((score >> 12) & 63) - 32
  }
}

const DECK = new Uint8Array(48)
for (let i = 0; i < 48; i++) DECK[i] = i

/** Plays one game through the floor API; returns Re's score. */
export const playFloorGame = (): number => {
  let s = FloorState.start()
  while (!s.finished) {
    const legal = FloorState.legal(s)
    const r = FloorState.apply(s, { type: 'play', seat: s.turn, card: legal[random() % legal.length] as number })
    if (r._tag === 'Left') throw new Error(r.left)
    s = r.right
  }
  return FloorState.score(s)
}
