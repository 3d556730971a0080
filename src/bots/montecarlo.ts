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
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { heuristicBot } from './heuristic.js'
import { type CardSearch, ROLLOUT_EPSILON, samplingDecide } from './cardValues.js'


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
  // Every deal weighs alike and no card is dropped: the plain Monte-Carlo average.
  const timed = options.timeBudgetMs !== undefined
  const samples = timed ? MAX_TIMED_SAMPLES : Math.max(1, Math.floor(options.samples ?? DEFAULT_SAMPLES))
  const settings: CardSearch = {
    minSamples: samples,
    maxSamples: samples,
    batch: samples,
    eliminateZ: Infinity,
    nodeBudget: Infinity,
    exactTricks: Math.max(0, Math.floor(options.exactTricks ?? 2)),
    rollouts: Math.max(1, Math.floor(options.rolloutsPerSample ?? 1)),
    epsilon: ROLLOUT_EPSILON,
    timeBudgetMs: options.timeBudgetMs ?? null,
    inference: false,
    smears: false
  }
  const mode = options.announcements ?? 'montecarlo'
  const decide = samplingDecide({
    name: 'montecarlo',
    search: settings,
    announcements: mode === 'montecarlo' ? 'samples' : mode === 'heuristic' ? 'fallback' : 'never',
    announceMargin: options.announceMargin ?? 1,
    preferMargin: options.preferMargin ?? DEFAULT_PREFER_MARGIN,
    fallback: options.fallback ?? heuristicBot
  })
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
