/**
 * The expert's reservation: which of its declarations (healthy, a Hochzeit, a solo) to make,
 * valued on deals of the other hands sampled from its own and played out on the fast path, as
 * its card decisions are. A seat holding both ♣Q weighs the Hochzeit against the silent wedding
 * (declaring healthy), a strong hand a solo against the normal game, by the average score each
 * brings on the same deals, rather than by rules of thumb.
 *
 * The other seats are taken to declare healthy. Where that is not known or not allowed (a seat
 * before this one declared a reservation, a solo is owed or forced), where the fallback chooses
 * an Armut or Schmeißen (which the fast path does not play), and under `genscher` (whose choice
 * the fast path does not simulate), the fallback decides.
 *
 * @module
 */
import { type Card, maskHi, maskLo } from '../cards/card.js'
import { FastGame } from '../fast/fastGame.js'
import type { Action, DeclareAction } from '../game/actions.js'
import type { SeatDeclaration } from '../game/state.js'
import { plainEqual } from '../input/plain.js'
import { type Rng, createRng, shuffleInPlace } from '../random.js'
import { deckOf } from '../rules/deck.js'
import { ruleTable } from '../rules/table.js'
import { type BySeat, type Seat, nextSeat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { pairedDifference } from './cardValues.js'
import { finishValue, greedyCard } from './playout.js'

/**
 * How the expert values its declarations (every field resolved).
 *
 * @internal
 */
export interface ReservationSearch {
  /** Deals of the other hands each declaration is played on. */
  readonly deals: number
  /** Exact search once at most this many tricks remain. */
  readonly exactTricks: number
  /** Deals between two racing checks. */
  readonly batch: number
  /** A declaration replaces the fallback's only when better by this many standard errors of the paired difference. */
  readonly z: number
}

/** A declaration this many standard errors of the paired difference behind the fallback's is dropped. */
const RACE_Z = 2.5

/** The declarations valued: those the fast path plays to the end. */
const VALUED: ReadonlySet<string> = new Set(['healthy', 'hochzeit', 'solo'])

/**
 * Each declaration's average score for the seat over up to `s.deals` sampled deals (the same
 * deals for all: paired), and the standard error of each one's difference to `against`'s (the
 * fallback's). After each `s.batch` deals a declaration more than 2.5 standard errors behind
 * `against`'s is dropped (its mean is then -Infinity), and sampling stops once only `against`'s
 * is left. Null where the fast path cannot value them (see the module notes).
 *
 * @internal
 */
export const valueDeclarations = (
  view: PlayerView,
  candidates: readonly DeclareAction[],
  against: number,
  rng: Rng,
  s: ReservationSearch
): { mean: Float64Array; se: Float64Array } | null => {
  if (view.phase !== 'reservations' || view.forcedSoloist !== null || view.compulsorySoloOwed.some((x) => x)) return null
  if (view.reservations.declarations.some((d) => d.declared !== 'healthy')) return null
  const table = ruleTable(view.rules)
  if (table.genscher) return null
  const me = view.seat
  const per = table.cardsPerHand
  const mine = new Set(view.hand)
  const rest = deckOf(view.rules).filter((c) => !mine.has(c))
  if (view.hand.length !== per || rest.length !== 3 * per) return null
  const others = [nextSeat(me), nextSeat(me, 2), nextSeat(me, 3)]
  const order: Seat[] = [nextSeat(view.dealer), nextSeat(view.dealer, 2), nextSeat(view.dealer, 3), view.dealer]
  const declarations = candidates.map((c) => order.map((seat): SeatDeclaration => ({ seat, declaration: seat === me ? c.declaration : { kind: 'healthy' } })))
  const n = candidates.length
  const values = candidates.map(() => new Float64Array(s.deals))
  const alive = candidates.map(() => true)
  const hands: Card[][] = [[], [], [], []]
  hands[me] = view.hand.slice()
  const masks = new Int32Array(8)
  let g: FastGame | null = null
  let deals = 0
  /** Mean and standard error of the paired difference `a - b` over the deals so far. */
  const diff = (a: number, b: number): { m: number; se: number } => pairedDifference(values[a] as Float64Array, values[b] as Float64Array, deals, null)
  while (deals < s.deals) {
    const target = Math.min(s.deals, deals + s.batch)
    for (; deals < target; deals++) {
      // The unknown cards shuffled into the other three hands.
      const deck = shuffleInPlace(rest.slice(), rng)
      others.forEach((seat, k) => (hands[seat] = deck.slice(k * per, (k + 1) * per)))
      for (let seat = 0; seat < 4; seat++) {
        masks[2 * seat] = maskLo(hands[seat] as Card[])
        masks[2 * seat + 1] = maskHi(hands[seat] as Card[])
      }
      g ??= FastGame.start(
        { rules: view.rules, dealer: view.dealer, deal: hands as unknown as BySeat<readonly Card[]>, compulsorySoloOwed: [false, false, false, false], forcedSoloist: null },
        order.map((seat) => ({ seat, declaration: { kind: 'healthy' } }))
      )
      for (let ci = 0; ci < n; ci++) {
        if (!alive[ci]) continue
        g.dealHands(masks, view.dealer)
        const candidate = candidates[ci] as DeclareAction
        if (candidate.declaration.kind !== 'healthy' && g.declare(declarations[ci] as SeatDeclaration[]) !== 'play') return null
        if (g.clarifiedBy === null) g.chooseClarification('any')
        ;(values[ci] as Float64Array)[deals] = finishValue(g, me, s.exactTricks, greedyCard)
      }
    }
    // Racing: a declaration clearly behind the fallback's is dropped (the fallback's stays).
    let left = 0
    for (let ci = 0; ci < n; ci++) {
      if (!alive[ci] || ci === against) continue
      const d = diff(ci, against)
      if (d.m < -RACE_Z * d.se) alive[ci] = false
      else left++
    }
    if (left === 0) break
  }
  const mean = new Float64Array(n)
  const se = new Float64Array(n)
  for (let ci = 0; ci < n; ci++) {
    if (!alive[ci]) {
      mean[ci] = -Infinity
      se[ci] = Infinity
      continue
    }
    const v = values[ci] as Float64Array
    let sx = 0
    for (let d = 0; d < deals; d++) sx += v[d] as number
    mean[ci] = sx / deals
    se[ci] = ci === against ? 0 : diff(ci, against).se
  }
  return { mean, se }
}

/**
 * The expert's reservation decision: the fallback's declaration unless another declaration the
 * fast path plays is better on the sampled deals by more than `z` standard errors (see the module
 * notes); every other decision is the fallback's.
 *
 * @internal
 */
export const samplingReservation =
  (fallback: Bot, s: ReservationSearch): Bot['decide'] =>
  (view: PlayerView, seed: string): Action => {
    const chosen = fallback.decide(view, seed)
    if (view.phase !== 'reservations' || chosen.type !== 'declare' || !VALUED.has(chosen.declaration.kind)) return chosen
    const candidates = view.legalActions.filter((a): a is DeclareAction => a.type === 'declare' && a.seat === view.seat && VALUED.has(a.declaration.kind))
    const against = candidates.findIndex((a) => plainEqual(a, chosen))
    if (candidates.length < 2 || against < 0) return chosen
    const ev = valueDeclarations(view, candidates, against, createRng(`expert-reservation/${seed}`), s)
    if (ev === null) return chosen
    let best = against
    for (let ci = 0; ci < candidates.length; ci++) {
      const gain = (ev.mean[ci] as number) - (ev.mean[against] as number)
      if (gain > s.z * (ev.se[ci] as number) && (ev.mean[ci] as number) > (ev.mean[best] as number)) best = ci
    }
    return candidates[best] as DeclareAction
  }
