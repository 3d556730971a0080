/**
 * The random bot: a uniformly random legal card or declaration; announcements rarely.
 *
 * @module
 */
import type { Action } from '../game/actions.js'
import { createRng } from '../random.js'
import type { Bot } from './bot.js'

/** How often (1 in N decisions) the random bot announces when it may. */
const ANNOUNCE_ONE_IN = 20

/**
 * A uniformly random legal action among the seat's declarations, cards and Armut choices; it
 * makes an announcement (a random allowed one) only 1 time in 20 when one is allowed.
 *
 * @example
 * ```ts
 * randomBot.decide(playerView(game, 0), 'seed')
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const randomBot: Bot = {
  name: 'random',
  decide: (view, seed) => {
    const rng = createRng(`random/${seed}`)
    const legal = view.legalActions
    const announcements = legal.filter((a) => a.type === 'announce')
    const others = legal.filter((a) => a.type !== 'announce')
    const pool = others.length === 0 || (announcements.length > 0 && rng.nextInt(ANNOUNCE_ONE_IN) === 0) ? announcements : others
    return pool[rng.nextInt(pool.length)] as Action
  }
}
