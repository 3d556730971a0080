/**
 * Every bot completes thousands of games with random seats under tsr, pagat and the house
 * preset, and every action it returns is accepted by the engine. The Monte-Carlo bot runs at a
 * small budget here (its default budget is measured by the arena, not by tests).
 */
import { describe, expect, it } from 'vitest'
import { type Game, type RuleSet, type Seat, applyAction, currentPlayer, isFinished, newGame, rules } from '../src/index.js'
import { createRng } from '../src/rulesEntry.js'
import { type Bot, botAction, heuristicBot, montecarloBot, randomBot } from '../src/bots/index.js'

const smallMonteCarlo = montecarloBot({ samples: 2, exactTricks: 1 })
const BOTS: readonly Bot[] = [randomBot, heuristicBot, smallMonteCarlo]

/** Plays one game with the given bots per seat; returns the number of actions, or throws on a rejected action. */
const playWith = (table: RuleSet, seats: readonly Bot[], seed: string): { actions: number; game: Game } => {
  const started = newGame({ rules: table, seed, dealer: 0 })
  if (started._tag === 'Left') throw new Error(started.left.message)
  let game: Game = started.right
  let actions = 0
  while (!isFinished(game)) {
    const seat = currentPlayer(game) as Seat
    const bot = seats[seat] as Bot
    const action = botAction(bot, game, seat, `${seed}/${actions}`)
    if (action === null) throw new Error(`${bot.name} at seat ${seat} has no action (${seed})`)
    const next = applyAction(game, action)
    if (next._tag === 'Left') throw new Error(`${bot.name} at seat ${seat}: ${next.left.code} for ${JSON.stringify(action)} (${seed})`)
    game = next.right
    actions++
  }
  return { actions, game }
}

describe('bots play only legal actions', () => {
  for (const [name, table] of [
    ['tsr', rules.tsr],
    ['pagat', rules.pagat],
    ['house', rules.house]
  ] as const) {
    it(`under ${name}: 1,000 games with random seats for the random, heuristic and Monte-Carlo bots`, () => {
      const rng = createRng(`legality/${name}`)
      const seen = new Set<string>()
      let finished = 0
      for (let i = 0; i < 1000; i++) {
        const seats = [0, 1, 2, 3].map(() => BOTS[rng.nextInt(BOTS.length)] as Bot)
        for (const b of seats) seen.add(b.name)
        const { game } = playWith(table, seats, `legality/${name}/${i}`)
        if (game.phase === 'finished') {
          finished++
          expect(game.settlement.scores.reduce((a, b) => a + b, 0)).toBe(0)
        }
      }
      expect([...seen].sort()).toEqual(['heuristic', 'montecarlo', 'random'])
      expect(finished).toBeGreaterThan(900)
    }, 120_000)
  }
})
