/**
 * The expert bot: the Monte-Carlo idea of {@link montecarloBot} (deals of the hidden cards
 * sampled from the seat's view, each legal card played out on them with the fast path), made
 * stronger in four ways, each measured in the arena (docs/bots.md, "Levels"):
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
 * - **Several noisy play-outs per deal.** Before the exact search, each card is played out
 *   `rolloutsPerSample` times on every deal (default 3): the first play-out greedy, the others
 *   playing a random legal card with probability `rolloutEpsilon` (default 0.3) at every card.
 *   The greedy policy alone is one fixed way to play the rest of the game, and its quirks bias
 *   every deal alike; averaged with noisy play-outs a card is valued over many plausible ways,
 *   which the arena shows is worth more than more deals (docs/bots-strength.md).
 *
 * Announcements are valued on the same deals (each finished play-out scored again as if the
 * seat's party had announced, as the Monte-Carlo bot does), and made when their average gain
 * per level exceeds `announceMargin`.
 *
 * **Reservations on sampled deals.** In the reservation round each declaration the fast path
 * plays (healthy, which with both ♣Q is the silent wedding, the Hochzeit, each solo) is played
 * out on the same `reservationDeals` deals of the other hands (they race as the cards do), and
 * the fallback's declaration is replaced by one that is better by 1.5 standard errors of the
 * paired difference (reservation.ts). The Armut, Schmeißen, the Hochzeit's choice of clarifying
 * trick, and declarations the samples cannot value (after another seat's reservation, a solo
 * owed or forced, under `genscher`) are the fallback's, by default the heuristic bot's.
 *
 * Budget in counts: the same view and seed give the same action.
 *
 * @module
 */
import type { Bot } from './bot.js'
import { heuristicBot } from './heuristic.js'
import { type CardSearch, samplingDecide } from './cardValues.js'
import { samplingReservation } from './reservation.js'

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
  /**
   * Play-outs per deal and card before the exact search (default 3): the first greedy, each
   * further one playing a random legal card with probability `rolloutEpsilon` at every card.
   */
  readonly rolloutsPerSample?: number
  /** How often a play-out after the first plays a random legal card (default 0.3). */
  readonly rolloutEpsilon?: number
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
  /** Deals each declaration (healthy, Hochzeit, solo) is played on in the reservation round (default 400; 0: the fallback declares). */
  readonly reservationDeals?: number
  /** The bot for the Armut, the Hochzeit's choice, and declarations the samples do not value (default the heuristic bot). */
  readonly fallback?: Bot
  /** The bot's name in reports (default `expert`). */
  readonly name?: string
}

// ---------------------------------------------------------------------------------------------
// The bot
// ---------------------------------------------------------------------------------------------

/**
 * Play-outs per deal and card by default (the advice's too).
 *
 * @internal
 */
export const EXPERT_ROLLOUTS = 3

/**
 * How often a play-out after a deal's first plays a random legal card, by default (the advice's too).
 *
 * @internal
 */
export const EXPERT_EPSILON = 0.3

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
  const settings: CardSearch = {
    maxSamples,
    minSamples: Math.min(maxSamples, int(options.minSamples, 48, 1)),
    batch: int(options.batch, 16, 1),
    eliminateZ: options.eliminateZ ?? 2.5,
    nodeBudget: int(options.nodeBudget, 1_500_000, 1),
    exactTricks: int(options.exactTricks, 3, 0),
    rollouts: int(options.rolloutsPerSample, EXPERT_ROLLOUTS, 1),
    epsilon: Number.isFinite(options.rolloutEpsilon) ? Math.min(1, Math.max(0, options.rolloutEpsilon as number)) : EXPERT_EPSILON,
    timeBudgetMs: null,
    inference: options.inference ?? true,
    smears: options.smears ?? true
  }
  const name = options.name ?? 'expert'
  const fallback = options.fallback ?? heuristicBot
  const reservationDeals = int(options.reservationDeals, 400, 0)
  const reserve = samplingReservation(fallback, { deals: reservationDeals, batch: 32, exactTricks: 0, z: 1.5 })
  const play = samplingDecide({
    name: 'expert',
    search: settings,
    announcements: 'samples',
    announceMargin: options.announceMargin ?? 1,
    preferMargin: options.preferMargin ?? 0.25,
    fallback
  })
  const decide: Bot['decide'] = (view, seed) => (view.phase === 'reservations' && reservationDeals > 0 ? reserve(view, seed) : play(view, seed))
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
