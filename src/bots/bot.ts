/**
 * The bot interface: a computer opponent sees only a seat's view (which holds that seat's legal
 * actions) and a seed, and returns one of the legal actions. Same view and seed: same action.
 *
 * @module
 */
import type { Action } from '../game/actions.js'
import type { Game } from '../game/state.js'
import type { Seat } from '../seat.js'
import { type PlayerView, seatView } from '../views/playerView.js'

/**
 * A computer opponent. `decide` gets the seat's view and a seed and returns one of
 * `view.legalActions` (never called when that list is empty).
 *
 * @example
 * ```ts
 * const action = randomBot.decide(playerView(game, 2), 'seed-17')
 * ```
 * @category Bots
 * @since 0.1.0
 */
export interface Bot {
  /** A name for tables and reports ("random", "heuristic", ...). */
  readonly name: string
  /** Picks one of `view.legalActions`; deterministic in `view` and `seed`. */
  readonly decide: (view: PlayerView, seed: string) => Action
}

/**
 * The next decision of a game for one seat: the bot gets that seat's view only, never the
 * state (so it cannot see other hands). Returns null when the seat has nothing to do.
 *
 * @example
 * ```ts
 * const action = botAction(heuristicBot, game, 1, 'game-4/step-9')
 * if (action !== null) game = unwrap(applyAction(game, action))
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const botAction = (bot: Bot, game: Game, seat: Seat, seed: string): Action | null => {
  const view = seatView(game, seat)
  return view.legalActions.length === 0 ? null : bot.decide(view, seed)
}
