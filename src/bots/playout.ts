/**
 * The play-out policy and the exact search of the sampling bots (the Monte-Carlo and the expert
 * bot, and the advice): on a {@link FastGame} whose hands are all open (a sampled deal), the
 * greedy card a seat plays ({@link greedyCard}), a play-out to the end with it, and the exact
 * value of a position by alpha-beta ({@link exactValue}).
 *
 * @module
 */
import { type Card, cardPoints } from '../cards/card.js'
import { TOP_PLAIN_STRENGTH, TOP_TRUMP_STRENGTH, TRUMP, beats } from '../game/order.js'
import { secondDulleWins } from '../game/play.js'
import type { FastGame } from '../fast/fastGame.js'
import type { Rng } from '../random.js'
import type { Seat } from '../seat.js'

/** Where a finished play-out's scores are written (one search runs at a time: JavaScript is single-threaded). */
const SCORES = new Int32Array(4)

/** A seat's score in a finished fast game, without allocating. */
export const scoreOf = (g: FastGame, seat: number): number => g.scores(SCORES)[seat] as number

// ---------------------------------------------------------------------------------------------
// The play-out policy
// ---------------------------------------------------------------------------------------------

/** Scratch space for legal cards (the policy is not re-entrant, and needs not be). */
const POLICY_BUF = new Uint8Array(12)

/** Whether seats `a` and `b` are known to play on one side (the fast game's parties). */
export const allied = (g: FastGame, a: number, b: number): boolean => a === b || (g.party[a] !== 0 && g.party[a] === g.party[b])

/** Trump strengths above this are high trumps (the eight highest trump faces), kept rather than loaded. */
const HIGH_TRUMP = TOP_TRUMP_STRENGTH - 8

/** Plain cards below this strength are neither the highest nor the second highest of their suit. */
const BELOW_SECOND_PLAIN = TOP_PLAIN_STRENGTH - 1

/** Whether any opponent of `me` still to play to this trick can beat `x` with a legal card. */
const beatable = (g: FastGame, me: number, x: Card, ledClass: number, sdw: boolean): boolean => {
  const order = g.order
  const later = 3 - (g.played & 3)
  for (let i = 1; i <= later; i++) {
    const s = (me + i) & 3
    if (allied(g, s, me)) continue
    let lo = g.handLo[s] as number
    let hi = g.handHi[s] as number
    const flo = lo & (order.classMaskLo[ledClass] as number)
    const fhi = hi & (order.classMaskHi[ledClass] as number)
    if ((flo | fhi) !== 0) {
      lo = flo
      hi = fhi
    }
    for (let m = lo; m !== 0; m &= m - 1) if (beats(order, 31 - Math.clz32(m & -m), x, sdw)) return true
    for (let m = hi; m !== 0; m &= m - 1) if (beats(order, 55 - Math.clz32(m & -m), x, sdw)) return true
  }
  return false
}

/** Cheapest card to throw: fewest points, then plain before trump, then the lowest. */
const throwKey = (g: FastGame, c: Card): number =>
  cardPoints(c) * 4 + (g.order.suitClass[c] === TRUMP ? 20 : 0) + (g.order.strength[c] as number) / 10

/**
 * The noise of a play-out: with probability `epsilon` one of the legal cards of the seat to play
 * drawn uniformly, else null. `n` is the count of legal cards already listed in `buf`, or 0:
 * they are then listed into `buf` only when the noise fires. Draws from `rng` once, and once
 * more for the card.
 *
 * @internal
 */
export const noiseCard = (g: FastGame, buf: Uint8Array, n: number, rng: Rng, epsilon: number): Card | null =>
  rng.nextU32() < epsilon * 4294967296 ? (buf[rng.nextInt(n > 0 ? n : g.legalCards(buf))] as Card) : null

/**
 * The greedy play-out policy on a fast game (open cards): the card the seat to play plays.
 *
 * - Leading: the high plain card (of its suit's two top ranks) with the most points that no
 *   opponent can beat, else the cheapest card.
 * - A trick the partner wins and no opponent still to play can take: the most points (no high
 *   trump).
 * - Otherwise the lowest card that wins the trick and that no opponent still to play can beat,
 *   else the cheapest card (fewest points, plain before trump, lowest).
 *
 * With `rng` and `epsilon` > 0 it plays a uniformly random legal card with probability
 * `epsilon`. Deterministic otherwise.
 *
 * @example
 * ```ts
 * while (!fast.isFinished()) fast.play(greedyCard(fast))
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const greedyCard = (g: FastGame, rng?: Rng, epsilon = 0): Card => {
  const n = g.legalCards(POLICY_BUF)
  if (n === 1) return POLICY_BUF[0] as Card
  if (rng !== undefined && epsilon > 0) {
    const noise = noiseCard(g, POLICY_BUF, n, rng, epsilon)
    if (noise !== null) return noise
  }
  const order = g.order
  const sc = order.suitClass
  const st = order.strength
  const me = g.turn
  const inTrick = g.played & 3
  let cheapest = POLICY_BUF[0] as Card
  for (let i = 1; i < n; i++) {
    const c = POLICY_BUF[i] as Card
    if (throwKey(g, c) < throwKey(g, cheapest)) cheapest = c
  }
  const sdw = secondDulleWins(g.rules, (g.played >> 2) + 1 === g.perHand)
  if (inTrick === 0) {
    // A high plain card (of the two top ranks) no opponent can beat, the one with the most points.
    let safe = -1
    for (let i = 0; i < n; i++) {
      const c = POLICY_BUF[i] as Card
      const k = sc[c] as number
      if (k === TRUMP || (st[c] as number) < BELOW_SECOND_PLAIN) continue
      if (safe >= 0 && cardPoints(c) <= cardPoints(safe)) continue
      if (!beatable(g, me, c, k, sdw)) safe = c
    }
    return safe >= 0 ? safe : cheapest
  }
  const start = g.played - inTrick
  const ledClass = sc[g.cards[start] as number] as number
  let wi = 0
  for (let i = 1; i < inTrick; i++) if (beats(order, g.cards[start + i] as number, g.cards[start + wi] as number, sdw)) wi = i
  const winning = g.cards[start + wi] as Card
  if (allied(g, (g.leader + wi) & 3, me) && !beatable(g, me, winning, ledClass, sdw)) {
    let load = -1
    for (let i = 0; i < n; i++) {
      const c = POLICY_BUF[i] as Card
      if (sc[c] === TRUMP && (st[c] as number) > HIGH_TRUMP) continue
      if (load < 0 || cardPoints(c) > cardPoints(load) || (cardPoints(c) === cardPoints(load) && (st[c] as number) < (st[load] as number))) load = c
    }
    return load < 0 ? cheapest : load
  }
  let take = -1
  for (let i = 0; i < n; i++) {
    const c = POLICY_BUF[i] as Card
    if (!beats(order, c, winning, sdw) || beatable(g, me, c, ledClass, sdw)) continue
    const key = (sc[c] === TRUMP ? 100 : 0) + (st[c] as number)
    if (take < 0 || key < (sc[take] === TRUMP ? 100 : 0) + (st[take] as number)) take = c
  }
  return take < 0 ? cheapest : take
}

/** Plays a fast game to the end with the greedy policy (a random legal card with probability `epsilon`). */
export const playOut = (g: FastGame, rng: Rng, epsilon: number): void => {
  while (!g.isFinished()) g.play(greedyCard(g, rng, epsilon))
}

// ---------------------------------------------------------------------------------------------
// Exact search
// ---------------------------------------------------------------------------------------------

/** Legal-card buffers per search depth. */
const BUFS: Uint8Array[] = Array.from({ length: 49 }, () => new Uint8Array(12))

/** Card plays of the searches and play-outs so far (a decision's node budget counts them). */
export const work = { nodes: 0 }

/**
 * Alpha-beta over the open cards of `g` (consumed) for `root`: `root`'s side maximises its
 * settlement score, the others minimise it. The two copies of a face are one move; the greedy
 * policy's card is searched first (a good first move makes the cut-offs early).
 */
export const search = (g: FastGame, root: Seat, alpha: number, beta: number, depth: number): number => {
  const buf = BUFS[depth] as Uint8Array
  let n = g.legalCards(buf)
  while (n === 1) {
    g.play(buf[0] as Card)
    work.nodes++
    if (g.isFinished()) return scoreOf(g, root)
    n = g.legalCards(buf)
  }
  // The greedy card first; twins (the other copy of a face already in the list) dropped.
  const first = greedyCard(g)
  let m = 0
  for (let i = 0; i < n; i++) {
    const c = buf[i] as number
    let twin = false
    for (let j = 0; j < m; j++) if ((buf[j] as number) >> 1 === c >> 1) twin = true
    if (!twin) buf[m++] = c
  }
  for (let i = 0; i < m; i++) {
    if ((buf[i] as number) >> 1 === first >> 1) {
      const t = buf[0] as number
      buf[0] = buf[i] as number
      buf[i] = t
      break
    }
  }
  const maximise = allied(g, g.turn, root)
  let best = maximise ? -Infinity : Infinity
  for (let i = 0; i < m; i++) {
    const h = g.clone()
    h.play(buf[i] as Card)
    work.nodes++
    const v = h.isFinished() ? scoreOf(h, root) : search(h, root, alpha, beta, depth + 1)
    if (maximise) {
      if (v > best) best = v
      if (best > alpha) alpha = best
    } else {
      if (v < best) best = v
      if (best < beta) beta = best
    }
    if (alpha >= beta) break
  }
  return best
}

/**
 * `seat`'s score of a fast game (consumed) played to the end: `policy`'s cards until at most
 * `exactTricks` tricks remain (the current one included), then the exact search.
 *
 * @internal
 */
export const finishValue = (g: FastGame, seat: Seat, exactTricks: number, policy: (g: FastGame) => Card): number => {
  while (!g.isFinished() && g.perHand - (g.played >> 2) > exactTricks) g.play(policy(g))
  // `g` is the caller's own copy: searched in place (exactValue would copy it once more).
  return g.isFinished() ? scoreOf(g, seat) : search(g, seat, -Infinity, Infinity, 0)
}

/**
 * The exact value of a fast game for `seat` with open cards: its settlement score when every
 * seat plays the remaining cards perfectly for its side (alpha-beta; `seat`'s side maximises, the
 * other side minimises; a seat of unknown party counts as an opponent). Leaves `g` untouched.
 * Exponential in the cards left: meant for the last two or three tricks.
 *
 * @example
 * ```ts
 * exactValue(fast, 2) // e.g. 3: seat 2 wins with 3 points at best play
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const exactValue = (g: FastGame, seat: Seat): number => {
  const h = g.clone()
  return h.isFinished() ? scoreOf(h, seat) : search(h, seat, -Infinity, Infinity, 0)
}
