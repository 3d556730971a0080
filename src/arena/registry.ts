/**
 * The bots the arena knows by name (for the command line and worker threads, which cannot be
 * sent bot objects and look them up by name instead).
 *
 * @module
 */
import type { Bot } from '../bots/bot.js'
import { heuristicBot } from '../bots/heuristic.js'
import { montecarloDefault } from '../bots/montecarlo.js'
import { randomBot } from '../bots/random.js'
import { expertDefault } from '../bots/expert.js'
import { type BotLevel, beginnerBot } from '../bots/levels.js'

/**
 * The bots by name: `random`, `beginner`, `heuristic`, `montecarlo` (with its default options)
 * and `expert`. The levels of `botLevels` (doppelkopf/bots) are `beginner`, `heuristic`
 * (casual), `montecarlo` (strong) and `expert`.
 *
 * @example
 * ```ts
 * const lineup = [arenaBots.montecarlo, arenaBots.heuristic, arenaBots.heuristic, arenaBots.heuristic] as const
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const arenaBots: {
  /** A uniformly random legal action; announcements rarely. */
  readonly random: Bot
  /** The heuristic bot with a new player's mistakes (level `beginner`). */
  readonly beginner: Bot
  /** The strategy of the reference texts' tips, from the seat's view. */
  readonly heuristic: Bot
  /** Monte-Carlo sampling of the hidden hands at the default budget. */
  readonly montecarlo: Bot
  /** The expert bot at its default budget (level `expert`). */
  readonly expert: Bot
} = {
  random: randomBot,
  beginner: beginnerBot,
  heuristic: heuristicBot,
  montecarlo: montecarloDefault,
  expert: expertDefault
}

/**
 * A name in {@link arenaBots}.
 *
 * @category Arena
 * @since 0.1.0
 */
export type ArenaBotName = keyof typeof arenaBots

/**
 * The names of {@link arenaBots}, in a stable order.
 *
 * @category Arena
 * @since 0.1.0
 */
export const ARENA_BOT_NAMES: readonly ArenaBotName[] = ['random', 'beginner', 'heuristic', 'montecarlo', 'expert']

/**
 * Whether a string names a bot of {@link arenaBots}.
 *
 * @category Arena
 * @since 0.1.0
 */
export const isArenaBotName = (s: string): s is ArenaBotName => (ARENA_BOT_NAMES as readonly string[]).includes(s)

/**
 * The arena name of each level's bot (`botLevels` in doppelkopf/bots): `casual` is the
 * heuristic bot, `strong` the Monte-Carlo bot at its default budget.
 *
 * @example
 * ```ts
 * arenaBots[LEVEL_BOTS.strong] === botLevels.strong // true
 * ```
 * @category Arena
 * @since 0.3.0
 */
export const LEVEL_BOTS: { readonly [L in BotLevel]: ArenaBotName } = {
  beginner: 'beginner',
  casual: 'heuristic',
  strong: 'montecarlo',
  expert: 'expert'
}
