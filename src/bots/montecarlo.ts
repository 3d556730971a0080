/**
 * The Monte-Carlo bot: for each card decision it samples deals of the hidden cards consistent
 * with its view (`sampler.ts`), plays every legal card on each deal with the fast path, and
 * keeps the card whose average final score for its seat is best.
 *
 * - Playing out: a fast greedy policy on the {@link FastGame} ({@link greedyCard}: lead a safe
 *   high plain card, load points on a trick the partner holds safely, win a trick with the
 *   lowest card that holds, else throw the cheapest card) until at most `exactTricks` tricks
 *   remain; from there an exact search ({@link exactValue}: alpha-beta over the remaining cards,
 *   each side maximising its own score). Every player plays the sampled deal open (perfect
 *   information), as usual for determinised Monte-Carlo. The two copies of a face are one move.
 * - Score: the seat's settlement score (`fast.scores(out)[seat]`, no allocation), averaged over the deals.
 *   The card the fallback (heuristic) bot would play is kept unless another card's average is
 *   better by more than `preferMargin` points (default {@link DEFAULT_PREFER_MARGIN}; 0 leaves
 *   it only the exact ties): at a few dozen deals smaller differences are mostly sampling noise.
 * - Announcements (default `montecarlo`): every finished play-out is scored again as if the
 *   seat's party had announced each of the two lowest levels it may announce now (the play-out
 *   does not change: the policy ignores announcements); the seat announces the level whose
 *   average gain exceeds `announceMargin` times the level (1 for Re/Kontra, 2 for keine 90, ...)
 *   by the most, if any. Higher levels can follow on later turns. `heuristic` leaves
 *   announcements to the heuristic bot, `never` makes none.
 * - Everything else (reservations, Armut, the Hochzeiter's choice of clarifying trick) is the
 *   fallback's, by default the heuristic bot ({@link heuristicBot}).
 *
 * Budget: by counts (`samples` deals, `rolloutsPerSample` play-outs per deal and card; the
 * first play-out is greedy, further ones play a random legal card 15% of the time), which is
 * deterministic: the same view and seed give the same action. With `timeBudgetMs` the bot
 * samples deals until the time is spent (at least one), so its choice depends on the machine's
 * speed and load: not deterministic. The default ({@link DEFAULT_SAMPLES} deals, one play-out,
 * exact search over the last two tricks) takes about 1.5 ms for the median card decision with a
 * choice (90th percentile about 5 ms; about 1 ms over all card decisions, forced ones included)
 * on the 2-core development machine; `test/bots-montecarlo.test.ts` prints the figure.
 *
 * Strength at the default budget (duplicate deals, two Monte-Carlo seats against two heuristic
 * ones, 400 deals of tsr): about +0.3 points per seat and game over the heuristic bot.
 *
 * The bot sees only the {@link PlayerView}; it never gets the game state.
 *
 * @module
 */
import { type Card, cardPoints } from '../cards/card.js'
import type { Action, AnnounceAction, PlayAction } from '../game/actions.js'
import { announcementLevel } from '../game/announcements.js'
import { TOP_PLAIN_STRENGTH, TOP_TRUMP_STRENGTH, TRUMP, beats } from '../game/order.js'
import { secondDulleWins } from '../game/play.js'
import { FastGame } from '../fast/fastGame.js'

import { type Rng, createRng } from '../random.js'
import type { Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { heuristicBot } from './heuristic.js'
import { dealConstraints, fastGameFromView, sampleDeal } from './sampler.js'
import { ruleTable } from '../rules/table.js'

/** Where a finished play-out's scores are written (one search runs at a time: JavaScript is single-threaded). */
const SCORES = new Int32Array(4)

/** A seat's score in a finished fast game, without allocating. */
const scoreOf = (g: FastGame, seat: number): number => g.scores(SCORES)[seat] as number

/**
 * Options of {@link montecarloBot}.
 *
 * @category Bots
 * @since 0.1.0
 */
export interface MonteCarloOptions {
  /** Deals sampled per card decision (count mode; default {@link DEFAULT_SAMPLES}). */
  readonly samples?: number
  /** Play-outs per deal and card (default 1; more only help with the randomised play-outs). */
  readonly rolloutsPerSample?: number
  /**
   * A time budget per decision in milliseconds: deals are sampled until it is spent (at least
   * one, at most {@link MAX_TIMED_SAMPLES}). Not deterministic. Overrides `samples`.
   */
  readonly timeBudgetMs?: number
  /** Exact search once at most this many tricks remain, the current one included (default 2). */
  readonly exactTricks?: number
  /** Who decides announcements: the samples (default), the heuristic bot, or nobody. */
  readonly announcements?: 'montecarlo' | 'heuristic' | 'never'
  /** Average gain in points per level an announcement must bring to be made (`montecarlo` mode; default 1). */
  readonly announceMargin?: number
  /**
   * The fallback's card is played unless another card's average is better by more than this many
   * points (default {@link DEFAULT_PREFER_MARGIN}; 0: only exact ties go to the fallback's card).
   */
  readonly preferMargin?: number
  /** The bot for every decision but cards and announcements, and for ties (default the heuristic bot). */
  readonly fallback?: Bot
}

/**
 * Deals sampled per card decision by default: about 1.5 ms for the median decision with a choice.
 *
 * @category Bots
 * @since 0.1.0
 */
export const DEFAULT_SAMPLES = 24

/**
 * The default `preferMargin`: the fallback's (heuristic) card is kept unless another card's
 * average is better by more than half a point, which filters out differences that are sampling
 * noise at the default budget.
 *
 * @category Bots
 * @since 0.1.0
 */
export const DEFAULT_PREFER_MARGIN = 0.5

/**
 * The most deals a decision samples in time-budget mode.
 *
 * @category Bots
 * @since 0.1.0
 */
export const MAX_TIMED_SAMPLES = 100_000

/** How many announcement levels (the lowest allowed) a decision evaluates. */
const ANNOUNCE_LEVELS_EVALUATED = 2

/** How often a randomised play-out (after the first of a deal) plays a random legal card. */
const ROLLOUT_EPSILON = 0.15

// ---------------------------------------------------------------------------------------------
// The play-out policy
// ---------------------------------------------------------------------------------------------

/** Scratch space for legal cards (the policy is not re-entrant, and needs not be). */
const POLICY_BUF = new Uint8Array(12)

/** Whether seats `a` and `b` are known to play on one side (the fast game's parties). */
const allied = (g: FastGame, a: number, b: number): boolean => a === b || (g.party[a] !== 0 && g.party[a] === g.party[b])

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
  if (rng !== undefined && epsilon > 0 && rng.nextU32() < epsilon * 4294967296) return POLICY_BUF[rng.nextInt(n)] as Card
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

/** Plays a fast game to the end with the greedy policy. */
const playOut = (g: FastGame, rng: Rng, epsilon: number): void => {
  while (!g.isFinished()) g.play(greedyCard(g, rng, epsilon))
}

// ---------------------------------------------------------------------------------------------
// Exact search
// ---------------------------------------------------------------------------------------------

/** Legal-card buffers per search depth. */
const SEARCH_BUFS: Uint8Array[] = Array.from({ length: 49 }, () => new Uint8Array(12))

/**
 * The value for `root` of a fast game with open cards: alpha-beta over every remaining card,
 * the seats of `root`'s side maximising its settlement score and the others minimising it (a
 * seat of unknown party counts as an opponent). `g` is consumed.
 */
const search = (g: FastGame, root: Seat, alpha: number, beta: number, depth: number): number => {
  const buf = SEARCH_BUFS[depth] as Uint8Array
  let n = g.legalCards(buf)
  // Forced cards need no copy of the game.
  while (n === 1) {
    g.play(buf[0] as Card)
    if (g.isFinished()) return scoreOf(g, root)
    n = g.legalCards(buf)
  }
  const maximise = allied(g, g.turn, root)
  let best = maximise ? -Infinity : Infinity
  for (let i = 0; i < n; i++) {
    const h = g.clone()
    h.play(buf[i] as Card)
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

// ---------------------------------------------------------------------------------------------
// The bot
// ---------------------------------------------------------------------------------------------

/** The averages of one card decision. */
interface Evaluation {
  /** The legal cards. */
  readonly cards: readonly Card[]
  /** Average score per card. */
  readonly mean: Float64Array
  /** Average gain per card and announcement: `gain[card * levels + level]`. */
  readonly gain: Float64Array
  /** Deals evaluated. */
  readonly deals: number
}

interface Settings {
  readonly samples: number
  readonly rollouts: number
  readonly timeBudgetMs: number | null
  readonly exactTricks: number
}

/**
 * Plays every card on sampled deals: the average score of each card, and each announcement's
 * average gain over not announcing (0 where not evaluated). Null if the view cannot be sampled.
 */
const evaluate = (view: PlayerView, cards: readonly Card[], levels: readonly number[], rng: Rng, s: Settings): Evaluation | null => {
  const k = dealConstraints(view)
  if (k === null) return null
  const seat = view.seat
  const nl = levels.length
  const twin = cards.map((c, i) => cards.findIndex((d, j) => j < i && d >> 1 === c >> 1))
  const mean = new Float64Array(cards.length)
  const gain = new Float64Array(cards.length * nl)
  const tricksLeft = ruleTable(view.rules).cardsPerHand - view.tricks.length
  const exact = tricksLeft <= s.exactTricks
  const rollouts = exact ? 1 : s.rollouts
  const deadline = s.timeBudgetMs === null ? Infinity : performance.now() + s.timeBudgetMs
  const maxDeals = s.timeBudgetMs === null ? s.samples : MAX_TIMED_SAMPLES
  let deals = 0
  // Two positions copied into again and again (FastGame.copyFrom): no allocation per play-out.
  let gScratch: FastGame | null = null
  let hScratch: FastGame | null = null
  for (; deals < maxDeals; deals++) {
    if (deals > 0 && performance.now() >= deadline) break
    const base = fastGameFromView(view, sampleDeal(k, rng).hands)
    if (base === null) return null
    gScratch ??= base.clone()
    hScratch ??= base.clone()
    const own = (base.party[seat] as number) - 1
    for (let ci = 0; ci < cards.length; ci++) {
      // The two copies of a face are the same move: evaluate the first one only.
      if ((twin[ci] as number) >= 0) continue
      const g = exact ? base.clone() : gScratch.copyFrom(base)
      g.play(cards[ci] as Card)
      if (exact) {
        mean[ci] = (mean[ci] as number) + (g.isFinished() ? scoreOf(g, seat) : search(g, seat, -Infinity, Infinity, 0))
        continue
      }
      for (let r = 0; r < rollouts; r++) {
        const h = r === rollouts - 1 ? g : hScratch.copyFrom(g)
        playOut(h, rng, r === 0 ? 0 : ROLLOUT_EPSILON)
        const score = scoreOf(h, seat)
        mean[ci] = (mean[ci] as number) + score / rollouts
        if (own < 0) continue
        const saved = h.level[own] as number
        for (let li = 0; li < nl; li++) {
          h.level[own] = levels[li] as number
          const idx = ci * nl + li
          gain[idx] = (gain[idx] as number) + (scoreOf(h, seat) - score) / rollouts
        }
        h.level[own] = saved
      }
    }
  }
  for (let ci = 0; ci < cards.length; ci++) {
    const t = twin[ci] as number
    if (t < 0) continue
    mean[ci] = mean[t] as number
    for (let li = 0; li < nl; li++) gain[ci * nl + li] = gain[t * nl + li] as number
  }
  for (let i = 0; i < mean.length; i++) mean[i] = (mean[i] as number) / deals
  for (let i = 0; i < gain.length; i++) gain[i] = (gain[i] as number) / deals
  return { cards, mean, gain, deals }
}

/** Values this close count as equal. */
const TIE = 1e-9

/**
 * A Monte-Carlo bot (see the module notes): samples deals of the hidden cards consistent with
 * its view, plays each legal card out on them (greedy play-outs, exact search over the last
 * `exactTricks` tricks) and plays the card with the best average settlement score. Decisions
 * other than cards and announcements are the heuristic bot's (or `fallback`'s).
 *
 * Deterministic in count mode (the default): same view and seed, same action. With
 * `timeBudgetMs` the number of deals depends on the machine: not deterministic.
 *
 * @example
 * ```ts
 * const bot = montecarloBot({ samples: 40 })
 * const action = bot.decide(playerView(game, 3), 'game-1/step-20')
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const montecarloBot = (options: MonteCarloOptions = {}): Bot => {
  const settings: Settings = {
    samples: Math.max(1, Math.floor(options.samples ?? DEFAULT_SAMPLES)),
    rollouts: Math.max(1, Math.floor(options.rolloutsPerSample ?? 1)),
    timeBudgetMs: options.timeBudgetMs ?? null,
    exactTricks: Math.max(0, Math.floor(options.exactTricks ?? 2))
  }
  const announceMode = options.announcements ?? 'montecarlo'
  const margin = options.announceMargin ?? 1
  const fallback = options.fallback ?? heuristicBot
  const preferMargin = options.preferMargin ?? DEFAULT_PREFER_MARGIN

  const decide = (view: PlayerView, seed: string): Action => {
    const legal = view.legalActions
    const plays = legal.filter((a): a is PlayAction => a.type === 'play' && a.seat === view.seat)
    if (plays.length === 0 || (view.phase !== 'play' && view.phase !== 'clarification')) return fallback.decide(view, seed)
    const announcements = legal.filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === view.seat)
    // The fallback's choice: asked once, for heuristic announcements and for ties.
    let asked: Action | null = null
    const fallbackChoice = (): Action => (asked ??= fallback.decide(view, seed))
    if (announceMode === 'heuristic' && announcements.length > 0) {
      const a = fallbackChoice()
      if (a.type === 'announce') return a
    }
    // The lowest levels the seat may announce now (higher ones can follow on later turns).
    const evaluated =
      announceMode === 'montecarlo'
        ? announcements
            .slice()
            .sort((a, b) => announcementLevel(a.announcement) - announcementLevel(b.announcement))
            .slice(0, ANNOUNCE_LEVELS_EVALUATED)
        : []
    if (plays.length === 1 && evaluated.length === 0) return plays[0] as PlayAction
    const levels = evaluated.map((a) => announcementLevel(a.announcement))
    const ev = evaluate(
      view,
      plays.map((a) => a.card),
      levels,
      createRng(`montecarlo/${seed}`),
      settings
    )
    if (ev === null) {
      const a = fallbackChoice()
      return a.type === 'play' || evaluated.length > 0 ? a : (plays[0] as PlayAction)
    }
    // The best card; the fallback's card instead when it is as good (within `preferMargin`).
    let bestIndex = 0
    ev.mean.forEach((m, i) => {
      if (m > (ev.mean[bestIndex] as number) + TIE) bestIndex = i
    })
    let choice = plays[bestIndex] as PlayAction
    const top = ev.mean[bestIndex] as number
    if (plays.some((_, i) => i !== bestIndex && (ev.mean[i] as number) >= top - preferMargin - TIE)) {
      const f = fallbackChoice()
      const fi = f.type === 'play' ? plays.findIndex((a) => a.card === f.card) : -1
      if (fi >= 0 && (ev.mean[fi] as number) >= top - preferMargin - TIE) choice = plays[fi] as PlayAction
    }
    const ci = plays.indexOf(choice)
    // The announcement whose gain exceeds its level times the margin by the most, if any.
    let bestNet = 0
    let announce: AnnounceAction | null = null
    evaluated.forEach((a, li) => {
      const net = (ev.gain[ci * levels.length + li] as number) - margin * (levels[li] as number)
      if (net > bestNet + TIE) {
        bestNet = net
        announce = a
      }
    })
    return announce ?? choice
  }
  return { name: 'montecarlo', decide }
}

/**
 * The Monte-Carlo bot with its default options ({@link DEFAULT_SAMPLES} deals, one greedy
 * play-out per deal and card, exact search over the last two tricks, its own announcements).
 *
 * @example
 * ```ts
 * const action = montecarloDefault.decide(playerView(game, 0), 'seed')
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const montecarloDefault: Bot = montecarloBot()
