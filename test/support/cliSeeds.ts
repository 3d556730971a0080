/**
 * Finding deals for the command-line tests: the first game of `doppelkopf play` for a seed,
 * played by the same bots with the same seeds up to the human's turn, and seed searches for
 * the situations a test needs (an Armut to declare or to take, a Hochzeit).
 */
import * as E from 'fp-ts/lib/Either.js'
import { arenaBots } from '../../src/arena/registry.js'
import type { Bot } from '../../src/bots/bot.js'
import { BOT_NAMES, HUMAN, botStep } from '../../src/cli/play.js'
import { type RuleFlags, matchConfigFor, rulesFromFlags } from '../../src/cli/rules.js'
import type { Action } from '../../src/game/actions.js'
import { applyAction, currentPlayer, isFinished } from '../../src/game/api.js'
import type { Game } from '../../src/game/state.js'
import { newMatch, startNextGame } from '../../src/match/match.js'

/** The first game `play --games N` deals for `seed` with these rule flags. */
export const firstGame = (seed: string, flags: RuleFlags, games = 1): Game => {
  const built = rulesFromFlags(flags)
  if (E.isLeft(built)) throw new Error(built.left)
  const match = newMatch(matchConfigFor(built.right.preset, built.right.rules, games), { players: ['You', ...BOT_NAMES] })
  if (E.isLeft(match)) throw new Error(match.left.message)
  const game = startNextGame(match.right, { seed })
  if (E.isLeft(game)) throw new Error(game.left.message)
  return game.right
}

/** A game in progress with the number of actions taken (the bots' seeds count them). */
export interface Progress {
  readonly game: Game
  readonly steps: number
}

/** Lets the bots act, as `play` does, until the human is to act or the game is over. */
export const botsUntilHuman = (p: Progress, seed: string, bot: Bot): Progress => {
  let { game, steps } = p
  for (let seat = currentPlayer(game); !isFinished(game) && seat !== null && seat !== HUMAN; seat = currentPlayer(game)) {
    game = botStep(game, seat, bot, seed, steps).game
    steps++
  }
  return { game, steps }
}

/** Applies the human's action (it must be legal). */
export const humanActs = (p: Progress, action: Action): Progress => {
  const next = applyAction(p.game, action)
  if (E.isLeft(next)) throw new Error(`${next.left.code}: ${next.left.message}`)
  return { game: next.right, steps: p.steps + 1 }
}

/** The first seed `prefix-0`, `prefix-1`, ... whose first game satisfies `ok`. */
export const findSeed = (prefix: string, ok: (seed: string) => boolean, limit = 3000): string => {
  for (let i = 0; i < limit; i++) if (ok(`${prefix}-${i}`)) return `${prefix}-${i}`
  throw new Error(`no seed ${prefix}-0..${limit - 1} fits`)
}

/** The bot of a `--bot` name. */
export const botNamed = (name: keyof typeof arenaBots): Bot => arenaBots[name]
