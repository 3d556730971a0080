/**
 * The expert bot: the Monte-Carlo idea of {@link montecarloBot} (deals of the hidden cards
 * sampled from the seat's view, each legal card played out on them with the fast path), made
 * stronger in three ways, each measured in the arena (docs/bots.md, "Levels"):
 *
 * - **More deals where they matter (racing).** Deals are sampled in batches; after each batch a
 *   card whose average is behind the best card's by more than `eliminateZ` standard errors of
 *   the paired difference (both cards played on the same deals) is dropped, and sampling stops
 *   once one card is left. Clear decisions end after `minSamples` deals, close ones get up to
 *   `maxSamples`. A budget of simulated card plays (`nodeBudget`) bounds every decision.
 * - **Deals weighted by what the table said (inference).** A deal is weighted by how well each
 *   announcement made so far fits the hand the deal gives the announcer at that moment: a Re or
 *   Kontra from a weak hand is unlikely ({@link announcementLikelihood}). Deals where the
 *   announcer holds the Dullen and the ♣Q count more than deals where it holds nines.
 * - **Exact play of the last tricks.** From `exactTricks` tricks before the end (default 3),
 *   every card is valued by an exact alpha-beta search over the open cards, with the two copies
 *   of a face searched once and the greedy card searched first.
 *
 * Announcements are valued on the same deals (each finished play-out scored again as if the
 * seat's party had announced, as the Monte-Carlo bot does), and made when their average gain
 * per level exceeds `announceMargin`. Reservations, the Armut and the Hochzeit's choice are the
 * heuristic bot's.
 *
 * Budget in counts: the same view and seed give the same action.
 *
 * @module
 */
import { type Card, cardPoints } from '../cards/card.js'
import type { Action, AnnounceAction, PlayAction } from '../game/actions.js'
import { announcementLevel } from '../game/announcements.js'
import { type CardOrder, beats, orderFor } from '../game/order.js'
import { FastGame } from '../fast/fastGame.js'
import { type Rng, createRng } from '../random.js'
import type { BySeat, Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { HEURISTIC_WEIGHTS, handStrength, heuristicBot } from './heuristic.js'
import { greedyCard } from './montecarlo.js'
import { knowledgeOf } from './knowledge.js'
import { dealConstraints, fastGameFromView, sampleDeal } from './sampler.js'
import { ruleTable } from '../rules/table.js'

/**
 * Options of {@link expertBot}. Every budget is a count, so the bot is deterministic.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ExpertOptions {
  /** Deals sampled before any card may be dropped (default 48). */
  readonly minSamples?: number
  /** The most deals one decision samples (default 400). */
  readonly maxSamples?: number
  /** Deals per batch between two racing checks (default 16). */
  readonly batch?: number
  /** A card is dropped once it trails the best by this many standard errors (default 2.5). */
  readonly eliminateZ?: number
  /** The most simulated card plays (play-outs and search nodes) one decision may spend (default 1,500,000). */
  readonly nodeBudget?: number
  /** Exact search once at most this many tricks remain, the current one included (default 3). */
  readonly exactTricks?: number
  /** Average gain per level an announcement must bring (default 1). */
  readonly announceMargin?: number
  /**
   * The fallback's card is played when it is still in the race at the end and its average is
   * within this many points of the best (default 0.25; 0: always the best average).
   */
  readonly preferMargin?: number
  /** Whether deals are weighted by what the table showed (default true). */
  readonly inference?: boolean
  /** With `inference`: whether aces and tens loaded onto the opponents' tricks weigh too (default true). */
  readonly smears?: boolean
  /** The bot for reservations, the Armut and the Hochzeit's choice (default the heuristic bot). */
  readonly fallback?: Bot
  /** The bot's name in reports (default `expert`). */
  readonly name?: string
}

/** The settings of one decision, every option resolved. */
interface Settings {
  readonly minSamples: number
  readonly maxSamples: number
  readonly batch: number
  readonly eliminateZ: number
  readonly nodeBudget: number
  readonly exactTricks: number
  readonly inference: boolean
  readonly smears: boolean
}

/** Where a finished play-out's scores are written. */
const SCORES = new Int32Array(4)

/** A seat's score in a finished fast game, without allocating. */
const scoreOf = (g: FastGame, seat: number): number => g.scores(SCORES)[seat] as number

/** Whether seats `a` and `b` are known to play on one side. */
const allied = (g: FastGame, a: number, b: number): boolean => a === b || (g.party[a] !== 0 && g.party[a] === g.party[b])

// ---------------------------------------------------------------------------------------------
// Exact search
// ---------------------------------------------------------------------------------------------

/** Legal-card buffers per search depth. */
const BUFS: Uint8Array[] = Array.from({ length: 49 }, () => new Uint8Array(12))

/** Search nodes visited by the current decision (the node budget counts them). */
let nodes = 0

/**
 * Alpha-beta over the open cards of `g` (consumed) for `root`: `root`'s side maximises its
 * settlement score, the others minimise it. The two copies of a face are one move; the greedy
 * policy's card is searched first (a good first move makes the cut-offs early).
 */
const search = (g: FastGame, root: Seat, alpha: number, beta: number, depth: number): number => {
  const buf = BUFS[depth] as Uint8Array
  let n = g.legalCards(buf)
  while (n === 1) {
    g.play(buf[0] as Card)
    nodes++
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
    nodes++
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

// ---------------------------------------------------------------------------------------------
// Inference
// ---------------------------------------------------------------------------------------------

/** The hand strength (heuristic bot's measure) at which an announcement is as likely as not. */
const ANNOUNCE_MIDPOINT = { re: HEURISTIC_WEIGHTS.announceRe - 2, kontra: HEURISTIC_WEIGHTS.announceKontra - 2 } as const

/** How many strength points change the odds of an announcement by a factor e. */
const ANNOUNCE_SPREAD = 2

/**
 * How likely a player is to make an opening announcement (Re or Kontra, of a normal game's
 * side) with a hand of this strength (`handStrength`, the heuristic bot's measure): a logistic
 * curve, even odds two points below the heuristic bot's own bar, and never below 0.05 (people
 * announce on a hunch, or once the points are won).
 *
 * @example
 * ```ts
 * announcementLikelihood(20, 're') // about 0.97
 * announcementLikelihood(8, 're')  // 0.05
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const announcementLikelihood = (strength: number, party: 're' | 'kontra'): number => {
  const p = 1 / (1 + Math.exp(-(strength - ANNOUNCE_MIDPOINT[party]) / ANNOUNCE_SPREAD))
  return Math.max(0.05, p)
}

/** The cards each seat played, in order. */
const playedBySeat = (view: PlayerView): BySeat<Card[]> => {
  const out: BySeat<Card[]> = [[], [], [], []]
  const add = (leader: Seat, cards: readonly Card[]): void => cards.forEach((c, i) => (out[(leader + i) & 3] as Card[]).push(c))
  for (const t of view.tricks) add(t.leader, t.cards)
  if (view.trick !== null) add(view.trick.leader, view.trick.cards)
  return out
}

/**
 * How likely a player is to load an ace or a ten onto a trick its opponents hold, when it could
 * have played a card of at most four points instead: people do it (a partner they hoped for),
 * but seldom. A deal in which the player had that cheaper card counts this much.
 *
 * @category Bots
 * @since 0.3.0
 */
export const SMEAR_LIKELIHOOD = 0.35

/** A loaded ace or ten: the seat, the led suit class, and the cards it played from that trick on. */
interface Smear {
  readonly seat: Seat
  readonly led: number
  readonly since: readonly Card[]
}

/** What a weight needs from the view. */
interface Inference {
  /** The opening announcements (Re, Kontra) of the other seats in a game of the normal order. */
  readonly events: readonly { readonly seat: Seat; readonly party: 're' | 'kontra'; readonly cardsInHand: number }[]
  /** Aces and tens the other seats loaded onto tricks their known opponents held. */
  readonly smears: readonly Smear[]
  readonly played: BySeat<readonly Card[]>
  readonly order: CardOrder
}

/**
 * The announcements and loaded aces and tens that say something about a hidden hand (see
 * {@link weightOf}), or null when none does.
 */
const inferenceOf = (view: PlayerView, smears: boolean): Inference | null => {
  const c = view.contract
  const k = knowledgeOf(view)
  const normal = c !== null && (c.kind === 'normal' || c.kind === 'hochzeit' || c.kind === 'armut')
  const events = normal
    ? view.announcementLog
        .filter((e) => e.seat !== view.seat && (e.announcement === 're' || e.announcement === 'kontra'))
        .map((e) => ({ seat: e.seat, party: e.announcement as 're' | 'kontra', cardsInHand: e.cardsInHand }))
    : []
  const found: Smear[] = []
  if (smears) {
    const parties = k.parties
    const opposed = (a: Seat, b: Seat): boolean => parties[a] !== null && parties[b] !== null && parties[a] !== parties[b]
    const count: number[] = [0, 0, 0, 0]
    view.tricks.forEach((t) => {
      const sdw = ruleTable(view.rules).secondDulleWins(t === view.tricks[ruleTable(view.rules).cardsPerHand - 1])
      const led = k.order.suitClass[t.cards[0] as Card] as number
      let win = 0
      for (let i = 0; i < 4; i++) {
        const seat = ((t.leader + i) & 3) as Seat
        const card = t.cards[i] as Card
        if (i > 0 && beats(k.order, card, t.cards[win] as Card, sdw)) win = i
        else if (i > 0 && seat !== view.seat && cardPoints(card) >= 10) {
          // Loaded onto a trick an opponent held, with no partner of its still to play.
          const holder = ((t.leader + win) & 3) as Seat
          let partnerLater = false
          for (let j = i + 1; j < 4; j++) if (!opposed(seat, ((t.leader + j) & 3) as Seat)) partnerLater = true
          if (opposed(seat, holder) && !partnerLater) {
            found.push({ seat, led, since: k.playedCards[seat].slice(count[seat]) })
          }
        }
        count[seat] = (count[seat] as number) + 1
      }
    })
  }
  return events.length === 0 && found.length === 0 ? null : { events, smears: found, played: k.playedCards, order: k.order }
}

/**
 * The weight of a deal: the product of its announcements' likelihoods (each announcer's hand
 * strength at the moment), times {@link SMEAR_LIKELIHOOD} for each loaded ace or ten whose
 * player, in this deal, had a card of at most four points it could have played instead.
 */
const weightOf = (view: PlayerView, inf: Inference, hands: BySeat<readonly Card[]>): number => {
  let w = 1
  if (inf.events.length > 0) {
    const normal = orderFor(view.rules, 'normal')
    for (const e of inf.events) {
      const now = hands[e.seat]
      const played = inf.played[e.seat]
      const since = Math.max(0, Math.min(played.length, e.cardsInHand - now.length))
      const atThen = since === 0 ? now : [...now, ...played.slice(played.length - since)]
      w *= announcementLikelihood(handStrength(atThen, normal), e.party)
    }
  }
  for (const m of inf.smears) {
    const sc = inf.order.suitClass
    const held = (c: Card): boolean => sc[c] === m.led
    const hand = hands[m.seat]
    const follows = hand.some(held) || m.since.some(held)
    const cheap = (c: Card): boolean => (!follows || held(c)) && cardPoints(c) <= 4
    if (hand.some(cheap) || m.since.some(cheap)) w *= SMEAR_LIKELIHOOD
  }
  return w
}

/**
 * How well a deal of the hidden cards fits what the table showed, as a relative weight in (0, 1]
 * (1: nothing speaks against it): each Re or Kontra of another seat weighs by
 * {@link announcementLikelihood} of the hand the deal gave that seat when it announced, and each
 * ace or ten another seat loaded onto a trick its known opponents held weighs
 * {@link SMEAR_LIKELIHOOD} when the deal gave that seat a card of at most four points it could
 * have played instead. The expert bot weights its sampled deals so.
 *
 * @example
 * ```ts
 * const deal = sampleDeals(view, createRng('s'), 1)[0]
 * if (deal !== undefined) dealLikelihood(view, deal.hands) // e.g. 0.35
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const dealLikelihood = (view: PlayerView, hands: BySeat<readonly Card[]>): number => {
  const inf = inferenceOf(view, true)
  return inf === null ? 1 : weightOf(view, inf, hands)
}

// ---------------------------------------------------------------------------------------------
// Evaluation with racing
// ---------------------------------------------------------------------------------------------

/**
 * The averages of one card decision.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ExpertEvaluation {
  /** The legal cards, in the order given. */
  readonly cards: readonly Card[]
  /** The weighted average score of each card (NaN for a card dropped before any deal: none is). */
  readonly mean: Float64Array
  /** The standard error of each card's average. */
  readonly stdError: Float64Array
  /** Whether each card was still in the race at the end. */
  readonly alive: readonly boolean[]
  /** Average gain per card and announcement level: `gain[card * levels + level]`. */
  readonly gain: Float64Array
  /** Deals evaluated. */
  readonly deals: number
  /** Simulated card plays spent. */
  readonly nodes: number
}

/**
 * Values each legal card (and the lowest announcement levels) on sampled deals, with racing
 * and inference (see the module notes). Null when the view cannot be sampled.
 */
const evaluateCards = (view: PlayerView, cards: readonly Card[], levels: readonly number[], rng: Rng, s: Settings): ExpertEvaluation | null => {
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
  // Per deal: its weight, and each card's score (paired samples for the racing).
  const weights: number[] = []
  const values: Float64Array[] = cards.map(() => new Float64Array(s.maxSamples))
  const gain = new Float64Array(nc * nl)
  let scratch: FastGame | null = null
  nodes = 0
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
  const diff = (a: number, b: number): { m: number; se: number } => {
    const va = values[a] as Float64Array
    const vb = values[b] as Float64Array
    let sw = 0
    let sw2 = 0
    let sx = 0
    for (let d = 0; d < deals; d++) {
      const w = weights[d] as number
      sw += w
      sw2 += w * w
      sx += w * ((va[d] as number) - (vb[d] as number))
    }
    if (sw <= 0) return { m: 0, se: Infinity }
    const m = sx / sw
    let ss = 0
    for (let d = 0; d < deals; d++) {
      const w = weights[d] as number
      const x = (va[d] as number) - (vb[d] as number) - m
      ss += w * x * x
    }
    // The effective number of deals of weighted samples: (sum w)^2 / sum w^2.
    const neff = (sw * sw) / sw2
    const variance = neff > 1 ? ss / sw / (neff - 1) : Infinity
    return { m, se: Math.sqrt(variance) }
  }
  while (deals < s.maxSamples && nodes < s.nodeBudget) {
    const target = Math.min(s.maxSamples, deals + (deals === 0 ? s.minSamples : s.batch))
    for (; deals < target && nodes < s.nodeBudget; deals++) {
      const hands = sampleDeal(k, rng).hands
      const base = fastGameFromView(view, hands)
      if (base === null) return null
      weights.push(inf === null ? 1 : weightOf(view, inf, hands))
      scratch ??= base.clone()
      const own = (base.party[seat] as number) - 1
      for (let ci = 0; ci < nc; ci++) {
        if (!alive[ci]) continue
        const g = exact ? base.clone() : scratch.copyFrom(base)
        g.play(cards[ci] as Card)
        nodes++
        let score: number
        if (exact) {
          score = g.isFinished() ? scoreOf(g, seat) : search(g, seat, -Infinity, Infinity, 0)
        } else {
          while (!g.isFinished()) {
            g.play(greedyCard(g))
            nodes++
          }
          score = scoreOf(g, seat)
          if (own >= 0 && nl > 0) {
            const w = weights[deals] as number
            const saved = g.level[own] as number
            for (let li = 0; li < nl; li++) {
              g.level[own] = levels[li] as number
              gain[ci * nl + li] = (gain[ci * nl + li] as number) + w * (scoreOf(g, seat) - score)
            }
            g.level[own] = saved
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
  const stdError = new Float64Array(nc)
  let sw = 0
  for (let d = 0; d < deals; d++) sw += weights[d] as number
  for (let ci = 0; ci < nc; ci++) {
    const src = (twin[ci] as number) >= 0 ? (twin[ci] as number) : ci
    mean[ci] = meanOf(src)
    const v = values[src] as Float64Array
    let ss = 0
    let sw2 = 0
    let swc = 0
    for (let d = 0; d < (seen[src] as number); d++) swc += weights[d] as number
    for (let d = 0; d < (seen[src] as number); d++) {
      const w = weights[d] as number
      ss += w * ((v[d] as number) - (mean[ci] as number)) ** 2
      sw2 += w * w
    }
    const neff = sw2 > 0 ? (swc * swc) / sw2 : 0
    stdError[ci] = neff > 1 ? Math.sqrt(ss / swc / (neff - 1)) : Infinity
    for (let li = 0; li < nl; li++) gain[ci * nl + li] = sw > 0 ? ((twin[ci] as number) >= 0 ? (gain[src * nl + li] as number) : (gain[ci * nl + li] as number) / sw) : 0
  }
  return { cards, mean, stdError, alive: cards.map((_, i) => alive[(twin[i] as number) >= 0 ? (twin[i] as number) : i] as boolean), gain, deals, nodes }
}

// ---------------------------------------------------------------------------------------------
// The bot
// ---------------------------------------------------------------------------------------------

/** How many announcement levels (the lowest allowed) a decision evaluates. */
const ANNOUNCE_LEVELS_EVALUATED = 2

/** Values this close count as equal. */
const TIE = 1e-9

/**
 * The expert bot (see the module notes): sampled deals weighted by the announcements, racing
 * between the cards, exact search over the last tricks.
 *
 * @example
 * ```ts
 * const bot = expertBot()
 * const action = bot.decide(playerView(game, 1), 'game-1/step-20')
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const expertBot = (options: ExpertOptions = {}): Bot => {
  const int = (x: number | undefined, d: number, min: number): number => Math.max(min, Math.floor(x ?? d))
  const maxSamples = int(options.maxSamples, 400, 1)
  const settings: Settings = {
    maxSamples,
    minSamples: Math.min(maxSamples, int(options.minSamples, 48, 1)),
    batch: int(options.batch, 16, 1),
    eliminateZ: options.eliminateZ ?? 2.5,
    nodeBudget: int(options.nodeBudget, 1_500_000, 1),
    exactTricks: int(options.exactTricks, 3, 0),
    inference: options.inference ?? true,
    smears: options.smears ?? true
  }
  const margin = options.announceMargin ?? 1
  const fallback = options.fallback ?? heuristicBot
  const name = options.name ?? 'expert'
  const preferMargin = options.preferMargin ?? 0.25

  const decide = (view: PlayerView, seed: string): Action => {
    const legal = view.legalActions
    const plays = legal.filter((a): a is PlayAction => a.type === 'play' && a.seat === view.seat)
    if (plays.length === 0 || (view.phase !== 'play' && view.phase !== 'clarification')) return fallback.decide(view, seed)
    const evaluated = legal
      .filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === view.seat)
      .sort((a, b) => announcementLevel(a.announcement) - announcementLevel(b.announcement))
      .slice(0, ANNOUNCE_LEVELS_EVALUATED)
    if (plays.length === 1 && evaluated.length === 0) return plays[0] as PlayAction
    const levels = evaluated.map((a) => announcementLevel(a.announcement))
    const ev = evaluateCards(view, plays.map((a) => a.card), levels, createRng(`expert/${seed}`), settings)
    if (ev === null) {
      const a = fallback.decide(view, seed)
      return a.type === 'play' || evaluated.length > 0 ? a : (plays[0] as PlayAction)
    }
    // The best card still in the race; the fallback's card instead when it is still in the race
    // and within `preferMargin` of the best (the samples could not tell them apart).
    let bi = ev.alive.indexOf(true)
    ev.mean.forEach((m, i) => {
      if (ev.alive[i] === true && m > (ev.mean[bi] as number) + TIE) bi = i
    })
    if (preferMargin > 0 && ev.alive.filter(Boolean).length > 1) {
      const f = fallback.decide(view, seed)
      const fi = f.type === 'play' ? plays.findIndex((a) => a.card === f.card) : -1
      if (fi >= 0 && ev.alive[fi] === true && (ev.mean[fi] as number) >= (ev.mean[bi] as number) - preferMargin - TIE) bi = fi
    }
    let bestNet = 0
    let announce: AnnounceAction | null = null
    evaluated.forEach((a, li) => {
      const net = (ev.gain[bi * levels.length + li] as number) - margin * (levels[li] as number)
      if (net > bestNet + TIE) {
        bestNet = net
        announce = a
      }
    })
    return announce ?? (plays[bi] as PlayAction)
  }
  return { name, decide }
}

/**
 * The expert bot with its default options.
 *
 * @example
 * ```ts
 * const action = expertDefault.decide(playerView(game, 0), 'seed')
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const expertDefault: Bot = expertBot()
