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

/**
 * The bots by name: `random`, `heuristic`, `montecarlo` (with its default options).
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
  /** The strategy of the reference texts' tips, from the seat's view. */
  readonly heuristic: Bot
  /** Monte-Carlo sampling of the hidden hands at the default budget. */
  readonly montecarlo: Bot
} = {
  random: randomBot,
  heuristic: heuristicBot,
  montecarlo: montecarloDefault
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
export const ARENA_BOT_NAMES: readonly ArenaBotName[] = ['random', 'heuristic', 'montecarlo']

/**
 * Whether a string names a bot of {@link arenaBots}.
 *
 * @category Arena
 * @since 0.1.0
 */
export const isArenaBotName = (s: string): s is ArenaBotName => (ARENA_BOT_NAMES as readonly string[]).includes(s)
