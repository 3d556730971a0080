/**
 * The card decision of the sampling bots: every legal card (and the lowest announcement levels
 * the seat may make) valued on deals of the hidden cards sampled from the seat's view, each card
 * played on every deal (paired samples) and the deal played out, by the greedy policy until
 * `exactTricks` tricks remain and from there by exact search (playout.ts).
 *
 * Both sampling bots decide here, with their own {@link CardSearch}:
 * - the Monte-Carlo bot: a fixed number of deals (or a time budget), every deal weighing alike,
 *   no card dropped;
 * - the expert bot: the cards *race* (after `minSamples` deals and after each `batch`, a card
 *   more than `eliminateZ` standard errors of the paired difference behind the best is
 *   dropped; sampling ends when one is left, at `maxSamples` or when `nodeBudget` card plays are
 *   spent), and each deal is weighted by what the table showed (inference.ts).
 *
 * Announcements are valued on the same play-outs: each finished play-out scored again as if the
 * seat's party had announced each level (the play-out itself ignores announcements).
 *
 * @module
 */
import { type Card } from '../cards/card.js'
import type { FastGame } from '../fast/fastGame.js'
import type { Action, AnnounceAction, PlayAction } from '../game/actions.js'
import { announcementLevel } from '../game/announcements.js'
import { type Rng, createRng } from '../random.js'
import type { Bot } from './bot.js'
import { ruleTable } from '../rules/table.js'
import type { PlayerView } from '../views/playerView.js'
import { inferenceOf, weightOf } from './inference.js'
import { playOut, scoreOf, search, work } from './playout.js'
import { dealConstraints, fastGameFromView, sampleDeal } from './sampler.js'

/**
 * How often a randomised play-out (after the first of a deal) plays a random legal card, by default.
 *
 * @internal
 */
export const ROLLOUT_EPSILON = 0.15

/**
 * How a card decision searches (every field resolved; see the module notes).
 *
 * @internal
 */
export interface CardSearch {
  /** Deals before any card may be dropped (the first batch). */
  readonly minSamples: number
  /** The most deals. */
  readonly maxSamples: number
  /** Deals per batch between two racing checks. */
  readonly batch: number
  /** A card this many standard errors behind the best is dropped (Infinity: none is). */
  readonly eliminateZ: number
  /** The most card plays (play-outs and search nodes) a decision may spend. */
  readonly nodeBudget: number
  /** Exact search once at most this many tricks remain. */
  readonly exactTricks: number
  /** Play-outs per deal and card (the first greedy, the others with a random card now and then). */
  readonly rollouts: number
  /** How often a play-out after the first plays a random legal card. */
  readonly epsilon: number
  /** Sampling stops once this many milliseconds are spent (at least one deal), or null. */
  readonly timeBudgetMs: number | null
  /** Whether deals are weighted by what the table showed, and by loaded aces and tens too. */
  readonly inference: boolean
  readonly smears: boolean
}

/**
 * The averages of one card decision.
 *
 * @internal
 */
export interface CardValues {
  /** The weighted average score of each card, over the deals it was played on (a dropped card: those before it was dropped). */
  readonly mean: Float64Array
  /** Whether each card was still in the race at the end. */
  readonly alive: readonly boolean[]
  /** Average gain per card and announcement level, `gain[card * levels + level]`: meant for a card still in the race (played on every deal). */
  readonly gain: Float64Array
}

/**
 * The weighted mean and standard error of the paired difference `va - vb` over the first
 * `deals` samples (`weights` null: every sample weighs 1). The standard error counts the
 * effective number of samples of weighted ones, (sum w)^2 / sum w^2; Infinity when there are too
 * few, or no weight.
 *
 * @internal
 */
export const pairedDifference = (va: Float64Array, vb: Float64Array, deals: number, weights: readonly number[] | null): { m: number; se: number } => {
  let sw = 0
  let sw2 = 0
  let sx = 0
  for (let d = 0; d < deals; d++) {
    const w = weights === null ? 1 : (weights[d] as number)
    sw += w
    sw2 += w * w
    sx += w * ((va[d] as number) - (vb[d] as number))
  }
  if (sw <= 0) return { m: 0, se: Infinity }
  const m = sx / sw
  let ss = 0
  for (let d = 0; d < deals; d++) {
    const w = weights === null ? 1 : (weights[d] as number)
    const x = (va[d] as number) - (vb[d] as number) - m
    ss += w * x * x
  }
  // The effective number of deals of weighted samples: (sum w)^2 / sum w^2.
  const neff = (sw * sw) / sw2
  const variance = neff > 1 ? ss / sw / (neff - 1) : Infinity
  return { m, se: Math.sqrt(variance) }
}

/**
 * Values each legal card (and the lowest announcement levels) on sampled deals (see the module
 * notes). Null when the view cannot be sampled.
 */
export const valueCards = (view: PlayerView, cards: readonly Card[], levels: readonly number[], rng: Rng, s: CardSearch): CardValues | null => {
  const k = dealConstraints(view)
  if (k === null) return null
  const seat = view.seat
  const nc = cards.length
  const nl = levels.length
  const twin = cards.map((c, i) => cards.findIndex((d, j) => j < i && d >> 1 === c >> 1))
  const alive = cards.map((_, i) => (twin[i] as number) < 0)
  const inf = s.inference ? inferenceOf(view, s.smears) : null
  const tricksLeft = ruleTable(view.rules).cardsPerHand - view.tricks.length
  const exact = tricksLeft <= s.exactTricks
  const rollouts = exact ? 1 : s.rollouts
  const deadline = s.timeBudgetMs === null ? Infinity : performance.now() + s.timeBudgetMs
  // Per deal: its weight, and each card's score (paired samples for the racing).
  const weights: number[] = []
  const values: Float64Array[] = cards.map(() => new Float64Array(s.maxSamples))
  const gain = new Float64Array(nc * nl)
  let scratch: FastGame | null = null
  let rolloutScratch: FastGame | null = null
  work.nodes = 0
  let deals = 0
  // Deals each card was played on (a dropped card keeps the deals it had).
  const seen = new Int32Array(nc)
  const meanOf = (ci: number): number => {
    let sw = 0
    let sx = 0
    const v = values[ci] as Float64Array
    for (let d = 0; d < (seen[ci] as number); d++) {
      sw += weights[d] as number
      sx += (weights[d] as number) * (v[d] as number)
    }
    return sw > 0 ? sx / sw : 0
  }
  /** Weighted mean and standard error of the paired difference a - b. */
  const diff = (a: number, b: number): { m: number; se: number } => pairedDifference(values[a] as Float64Array, values[b] as Float64Array, deals, weights)
  while (deals < s.maxSamples && work.nodes < s.nodeBudget && !(deals > 0 && performance.now() >= deadline)) {
    const target = Math.min(s.maxSamples, deals + (deals === 0 ? s.minSamples : s.batch))
    for (; deals < target && work.nodes < s.nodeBudget; deals++) {
      if (deals > 0 && performance.now() >= deadline) break
      const hands = sampleDeal(k, rng).hands
      const base = fastGameFromView(view, hands)
      if (base === null) return null
      weights.push(inf === null ? 1 : weightOf(inf, hands))
      scratch ??= base.clone()
      rolloutScratch ??= base.clone()
      const own = (base.party[seat] as number) - 1
      for (let ci = 0; ci < nc; ci++) {
        if (!alive[ci]) continue
        const g = exact ? base.clone() : scratch.copyFrom(base)
        g.play(cards[ci] as Card)
        work.nodes++
        let score = 0
        if (exact) {
          score = g.isFinished() ? scoreOf(g, seat) : search(g, seat, -Infinity, Infinity, 0)
        } else {
          // The first play-out greedy, further ones with a random card now and then.
          const w = weights[deals] as number
          for (let r = 0; r < rollouts; r++) {
            const h = r === rollouts - 1 ? g : rolloutScratch.copyFrom(g)
            const start = h.played
            playOut(h, rng, r === 0 ? 0 : s.epsilon)
            work.nodes += h.played - start
            const one = scoreOf(h, seat)
            score += one / rollouts
            if (own < 0 || nl === 0) continue
            const saved = h.level[own] as number
            for (let li = 0; li < nl; li++) {
              h.level[own] = levels[li] as number
              gain[ci * nl + li] = (gain[ci * nl + li] as number) + (w * (scoreOf(h, seat) - one)) / rollouts
            }
            h.level[own] = saved
          }
        }
        ;(values[ci] as Float64Array)[deals] = score
        seen[ci] = deals + 1
      }
    }
    // Racing: drop every card that trails the best by more than eliminateZ standard errors.
    let best = -1
    let bestMean = -Infinity
    for (let ci = 0; ci < nc; ci++) {
      if (!alive[ci]) continue
      const m = meanOf(ci)
      if (m > bestMean) {
        bestMean = m
        best = ci
      }
    }
    let left = 0
    for (let ci = 0; ci < nc; ci++) {
      if (!alive[ci] || ci === best) continue
      const d = diff(best, ci)
      if (d.m > s.eliminateZ * d.se || (d.se === 0 && d.m > 0)) alive[ci] = false
      else left++
    }
    if (left === 0) break
  }
  const mean = new Float64Array(nc)
  let sw = 0
  for (let d = 0; d < deals; d++) sw += weights[d] as number
  for (let ci = 0; ci < nc; ci++) {
    const src = (twin[ci] as number) >= 0 ? (twin[ci] as number) : ci
    mean[ci] = meanOf(src)
    for (let li = 0; li < nl; li++) gain[ci * nl + li] = sw > 0 ? ((twin[ci] as number) >= 0 ? (gain[src * nl + li] as number) : (gain[ci * nl + li] as number) / sw) : 0
  }
  return { mean, alive: cards.map((_, i) => alive[(twin[i] as number) >= 0 ? (twin[i] as number) : i] as boolean), gain }
}

/** How many announcement levels (the lowest allowed) a decision evaluates; higher ones can follow on later turns. */
const ANNOUNCE_LEVELS_EVALUATED = 2

/** Values this close count as equal. */
const TIE = 1e-9

/**
 * How a sampling bot decides (every option resolved).
 *
 * @internal
 */
export interface SamplingPolicy {
  /** The bot's name; also the prefix of its random source (`name/seed`). */
  readonly name: string
  readonly search: CardSearch
  /** Who decides announcements: the samples, the fallback, or nobody. */
  readonly announcements: 'samples' | 'fallback' | 'never'
  /** Average gain per level an announcement must bring. */
  readonly announceMargin: number
  /** The fallback's card is played when it is still in the race and within this many points of the best. */
  readonly preferMargin: number
  /** The bot for every decision but cards and announcements, and for ties. */
  readonly fallback: Bot
}

/**
 * The `decide` of a sampling bot: decisions other than card play are the fallback's; a card
 * decision values the legal cards and the lowest announcement levels ({@link valueCards}), plays
 * the best card still in the race (the fallback's card when it is as good, within
 * `preferMargin`: the samples could not tell them apart), and announces the level whose average
 * gain exceeds its level times `announceMargin` by the most, if any.
 *
 * @internal
 */
export const samplingDecide = (p: SamplingPolicy): Bot['decide'] => (view: PlayerView, seed: string): Action => {
  const legal = view.legalActions
  const plays = legal.filter((a): a is PlayAction => a.type === 'play' && a.seat === view.seat)
  if (plays.length === 0 || (view.phase !== 'play' && view.phase !== 'clarification')) return p.fallback.decide(view, seed)
  const announcements = legal.filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === view.seat)
  // The fallback's choice: asked once, for its announcements and for ties.
  let asked: Action | null = null
  const fallbackChoice = (): Action => (asked ??= p.fallback.decide(view, seed))
  if (p.announcements === 'fallback' && announcements.length > 0) {
    const a = fallbackChoice()
    if (a.type === 'announce') return a
  }
  const evaluated =
    p.announcements === 'samples'
      ? announcements
          .slice()
          .sort((a, b) => announcementLevel(a.announcement) - announcementLevel(b.announcement))
          .slice(0, ANNOUNCE_LEVELS_EVALUATED)
      : []
  if (plays.length === 1 && evaluated.length === 0) return plays[0] as PlayAction
  const levels = evaluated.map((a) => announcementLevel(a.announcement))
  const ev = valueCards(view, plays.map((a) => a.card), levels, createRng(`${p.name}/${seed}`), p.search)
  if (ev === null) {
    const a = fallbackChoice()
    return a.type === 'play' || evaluated.length > 0 ? a : (plays[0] as PlayAction)
  }
  let bi = ev.alive.indexOf(true)
  ev.mean.forEach((m, i) => {
    if (ev.alive[i] === true && m > (ev.mean[bi] as number) + TIE) bi = i
  })
  const top = ev.mean[bi] as number
  if (plays.some((_, i) => i !== bi && ev.alive[i] === true && (ev.mean[i] as number) >= top - p.preferMargin - TIE)) {
    const f = fallbackChoice()
    const fi = f.type === 'play' ? plays.findIndex((a) => a.card === f.card) : -1
    if (fi >= 0 && ev.alive[fi] === true && (ev.mean[fi] as number) >= top - p.preferMargin - TIE) bi = fi
  }
  let bestNet = 0
  let announce: AnnounceAction | null = null
  evaluated.forEach((a, li) => {
    const net = (ev.gain[bi * levels.length + li] as number) - p.announceMargin * (levels[li] as number)
    if (net > bestNet + TIE) {
      bestNet = net
      announce = a
    }
  })
  return announce ?? (plays[bi] as PlayAction)
}
