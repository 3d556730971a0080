/**
 * The arena: statistics, duplicate rotation, determinism, bot errors, redeals, and the command
 * line (run through tsx, with worker threads).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  type ArenaError,
  type DealResult,
  type Lineup,
  createTally,
  dealSeed,
  playDeal,
  playGame,
  runArena,
  seatAssignment,
  summarize
} from '../src/arena/arena.js'
import { confidence95, mean, median, quantile, sampleStdDev } from '../src/arena/stats.js'
import type { Bot } from '../src/bots/bot.js'
import { randomBot } from '../src/bots/random.js'
import { type Action, type Seat } from '../src/index.js'
import { cardOrder } from '../src/rulesEntry.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

const rightOf = <A>(e: E.Either<ArenaError, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message)
  return e.right
}

const leftOf = <A>(e: E.Either<ArenaError, A>): ArenaError => {
  if (E.isRight(e)) throw new Error('expected an arena error')
  return e.left
}

/** The first legal action that is not an announcement (or the first of all). */
const firstQuiet = (legal: readonly Action[]): Action => legal.find((a) => a.type !== 'announce') ?? (legal[0] as Action)

/** Plays its strongest legal card, declares healthy, never announces. */
const highestBot: Bot = {
  name: 'highest',
  decide: (view) => {
    const plays = view.legalActions.filter((a) => a.type === 'play')
    if (plays.length === 0) {
      return view.legalActions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy') ?? firstQuiet(view.legalActions)
    }
    const order = cardOrder(view.gameType ?? 'normal', view.piglets ?? 'none')
    let best = plays[0] as Extract<Action, { type: 'play' }>
    for (const a of plays) if ((order.strength[a.card] as number) > (order.strength[best.card] as number)) best = a
    return best
  }
}

/** Declares Armut when it may, passes the first allowed cards, declines every Armut. */
const armutDecliner: Bot = {
  name: 'decliner',
  decide: (view) => {
    const legal = view.legalActions
    return (
      legal.find((a) => a.type === 'declare' && a.declaration.kind === 'armut') ??
      legal.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy') ??
      legal.find((a) => a.type === 'armutAnswer' && !a.accept) ??
      firstQuiet(legal)
    )
  }
}

/** A random bot under another name that logs the seats it decides for. */
const spyBot = (name: string, log: Seat[]): Bot => ({
  name,
  decide: (view, seed) => {
    log.push(view.seat)
    return randomBot.decide(view, seed)
  }
})

const fourRandom: Lineup = [randomBot, randomBot, randomBot, randomBot]

describe('statistics', () => {
  it('mean, standard deviation, 95% interval', () => {
    expect(mean([1, 2, 3, 6])).toBe(3)
    expect(mean([])).toBeNaN()
    expect(sampleStdDev([2, 4, 4, 4, 5, 5, 7, 9])).toBe(Math.sqrt(32 / 7))
    expect(sampleStdDev([5])).toBeNaN()
    const ci = confidence95([1, 2, 3, 4])
    expect(ci.n).toBe(4)
    expect(ci.mean).toBe(2.5)
    expect(ci.sd).toBe(Math.sqrt(5 / 3))
    expect(ci.halfWidth).toBeCloseTo(1.2651745597610895, 12)
    expect(ci.low).toBeCloseTo(2.5 - 1.2651745597610895, 12)
    expect(ci.high).toBeCloseTo(2.5 + 1.2651745597610895, 12)
    const one = confidence95([7])
    expect(one.mean).toBe(7)
    expect(one.halfWidth).toBeNaN()
  })

  it('median and quantiles (linear interpolation)', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(quantile([1, 2, 3, 4, 5], 0.95)).toBeCloseTo(4.8, 12)
    expect(quantile([10, 20], 0)).toBe(10)
    expect(quantile([10, 20], 1)).toBe(20)
    expect(quantile([], 0.5)).toBeNaN()
    // Numbers, not strings: 10 sorts after 9.
    expect(median([9, 10, 100])).toBe(10)
  })
})

describe('duplicate deals', () => {
  it('rotates the lineup one seat per game', () => {
    expect(seatAssignment(0)).toEqual([0, 1, 2, 3])
    expect(seatAssignment(1)).toEqual([3, 0, 1, 2])
    expect(seatAssignment(2)).toEqual([2, 3, 0, 1])
    expect(seatAssignment(3)).toEqual([1, 2, 3, 0])
    expect(dealSeed(17)).toBe('arena/17')
    expect(dealSeed(3, 'x')).toBe('x/3')
  })

  it('every lineup position decides for exactly the seat the rotation gives it', () => {
    const logs: Seat[][] = [[], [], [], []]
    const lineup: Lineup = [spyBot('a', logs[0]!), spyBot('b', logs[1]!), spyBot('c', logs[2]!), spyBot('d', logs[3]!)]
    for (let rotation = 0; rotation < 4; rotation++) {
      for (const log of logs) log.length = 0
      const game = rightOf(playGame(lineup, 'tsr', 'arena/5', rotation))
      expect(game.lineupAt).toEqual(seatAssignment(rotation))
      for (let i = 0; i < 4; i++) {
        const seat = ((i + rotation) % 4) as Seat
        expect(new Set(logs[i])).toEqual(new Set([seat]))
        expect(game.decisionMs[seat].length).toBe(logs[i]!.length)
      }
    }
    const deal = rightOf(playDeal(lineup, 'tsr', 5))
    expect(deal.seed).toBe('arena/5')
    expect(deal.games.map((g) => g.rotation)).toEqual([0, 1, 2, 3])
    // Each position sits at every seat once.
    for (let i = 0; i < 4; i++) {
      expect(deal.games.map((g) => g.lineupAt.indexOf(i)).sort()).toEqual([0, 1, 2, 3])
    }
  })

  it('is deterministic: same seed, same games', () => {
    const strip = (d: DealResult) => d.games.map((g) => ({ scores: g.scores, redeal: g.redeal, actions: g.actions }))
    const a = rightOf(playDeal(fourRandom, 'pagat', 3, 'det'))
    const b = rightOf(playDeal(fourRandom, 'pagat', 3, 'det'))
    expect(strip(a)).toEqual(strip(b))
    expect(strip(a)).not.toEqual(strip(rightOf(playDeal(fourRandom, 'pagat', 4, 'det'))))
    const run = () => rightOf(runArena({ lineup: [highestBot, randomBot, randomBot, randomBot], rules: 'tsr', deals: 6, seed: 'det' }))
    const r1 = run()
    const r2 = run()
    expect(r1.bots.map((b) => [b.bot, b.pointsPerGame, b.ci.halfWidth, b.decisions])).toEqual(
      r2.bots.map((b) => [b.bot, b.pointsPerGame, b.ci.halfWidth, b.decisions])
    )
  }, 60_000)

  it('aggregates per bot name over its seats, with per-deal means as samples', () => {
    const game = (rotation: number, scores: [number, number, number, number]) => ({
      rotation,
      lineupAt: seatAssignment(rotation),
      scores,
      redeal: null,
      actions: 0,
      decisionMs: [[1], [2], [3], [4]] as const
    })
    // Lineup x, y, y, y; x sits at seat r in rotation r.
    const deal1: DealResult = {
      deal: 0,
      seed: 'arena/0',
      games: [game(0, [3, -1, -1, -1]), game(1, [-1, 3, -1, -1]), game(2, [1, 1, -1, -1]), game(3, [0, 0, 0, 0])]
    }
    const deal2: DealResult = {
      deal: 1,
      seed: 'arena/1',
      games: [game(0, [-3, 1, 1, 1]), game(1, [1, -3, 1, 1]), game(2, [1, 1, -1, -1]), game(3, [0, 0, 0, 0])]
    }
    const report = summarize(['x', 'y', 'y', 'y'], [deal1, deal2])
    expect(report).toMatchObject({ deals: 2, games: 8, redeals: 0 })
    const [x, y] = report.bots
    // x: deal 1 scores 3, 3, -1, 0 → 5/4; deal 2 scores -3, -3, -1, 0 → -7/4.
    expect(x).toMatchObject({ bot: 'x', seats: 1, games: 8, decisions: 8, pointsPerGame: -0.25 })
    expect(x!.ci.sd).toBeCloseTo(Math.sqrt(4.5), 12)
    expect(x!.ci.halfWidth).toBeCloseTo((1.96 * Math.sqrt(4.5)) / Math.sqrt(2), 12)
    // y: the other twelve seats of each deal: -5/12 and 7/12.
    expect(y).toMatchObject({ bot: 'y', seats: 3, games: 8, decisions: 24 })
    expect(y!.pointsPerGame).toBeCloseTo(1 / 12, 12)
    expect(x!.medianMs).toBe(2.5)
    expect(y!.medianMs).toBe(2.5)
    // The tally gives the same in any order.
    const tally = createTally(['x', 'y', 'y', 'y'])
    tally.add(deal2)
    tally.add(deal1)
    expect(tally.report()).toEqual(report)
  })

  it('a bot that plays its highest card beats random bots', () => {
    const report = rightOf(runArena({ lineup: [highestBot, randomBot, randomBot, randomBot], rules: 'tsr', deals: 40 }))
    const [high, random] = report.bots
    expect(report).toMatchObject({ deals: 40, games: 160 })
    expect(high).toMatchObject({ bot: 'highest', seats: 1, games: 160 })
    expect(random).toMatchObject({ bot: 'random', seats: 3, games: 160 })
    expect(high!.pointsPerGame).toBeGreaterThan(0)
    expect(high!.ci.low).toBeGreaterThan(0)
    // Scores sum to zero in every game.
    expect(high!.pointsPerGame + 3 * random!.pointsPerGame).toBeCloseTo(0, 9)
    expect(high!.decisions).toBeGreaterThanOrEqual(160 * 13)
    expect(high!.medianMs).toBeGreaterThanOrEqual(0)
    expect(high!.p95Ms).toBeGreaterThanOrEqual(high!.medianMs)
  }, 60_000)
})

describe('bot errors', () => {
  it('stops at an action the engine rejects, naming the bot, the seed and the action', () => {
    const cheat: Bot = { name: 'cheat', decide: (view) => ({ type: 'play', seat: view.seat, card: 0 }) }
    const error = leftOf(playDeal([randomBot, cheat, randomBot, randomBot], 'tsr', 7))
    // Seat 1 speaks first (dealer 0) and holds the cheat in rotation 0.
    expect(error).toMatchObject({ code: 'arena/illegal-action', details: { bot: 'cheat', seed: 'arena/7', rotation: 0, seat: 1 } })
    expect(error.code === 'arena/illegal-action' && error.details.action).toEqual({ type: 'play', seat: 1, card: 0 })
    expect(error.message).toContain('Bot "cheat"')
    expect(error.message).toContain('arena/7')
    expect(error.message).toContain('{"type":"play","seat":1,"card":0}')
    expect(error.message).toContain('phase/wrong-phase')
    const run = runArena({ lineup: [randomBot, randomBot, randomBot, cheat], rules: 'tsr', deals: 3 })
    // Lineup position 3 sits at seat 3 in rotation 0 and speaks third.
    expect(leftOf(run)).toMatchObject({ details: { bot: 'cheat', seed: 'arena/0', rotation: 0, seat: 3 } })
  })

  it('rejects an action for another seat', () => {
    const imposter: Bot = { name: 'imposter', decide: (view) => ({ ...firstQuiet(view.legalActions), seat: ((view.seat + 1) % 4) as Seat }) }
    const error = leftOf(playGame([imposter, randomBot, randomBot, randomBot], 'tsr', 'arena/0', 1))
    expect(error).toMatchObject({ code: 'arena/illegal-action', details: { bot: 'imposter', seat: 1 } })
    expect(error.message).toContain('another seat')
  })

  it('reports a bot that throws', () => {
    const broken: Bot = { name: 'broken', decide: () => { throw new Error('boom') } }
    const error = leftOf(playGame([broken, broken, broken, broken], 'tsr', 'arena/2', 0))
    expect(error).toMatchObject({ code: 'arena/bot-threw', details: { bot: 'broken', seed: 'arena/2' } })
    expect(error.message).toContain('boom')
  })
})

describe('redeals', () => {
  it('a declined Armut (pagat) is a redeal that scores 0 for everyone', () => {
    // Deal arena/9: seat 0 holds at most three trumps.
    const lineup: Lineup = [armutDecliner, armutDecliner, armutDecliner, armutDecliner]
    const deal = rightOf(playDeal(lineup, 'pagat', 9))
    expect(deal.games.map((g) => g.redeal)).toEqual(['armutDeclined', 'armutDeclined', 'armutDeclined', 'armutDeclined'])
    for (const g of deal.games) expect(g.scores).toEqual([0, 0, 0, 0])
    const report = summarize(['decliner', 'decliner', 'decliner', 'decliner'], [deal])
    expect(report).toMatchObject({ deals: 1, games: 4, redeals: 4 })
    expect(report.bots).toHaveLength(1)
    expect(report.bots[0]).toMatchObject({ bot: 'decliner', seats: 4, games: 4, pointsPerGame: 0 })
    // A deal without an Armut is played out.
    expect(rightOf(playDeal(lineup, 'pagat', 8)).games.map((g) => g.redeal)).toEqual([null, null, null, null])
  })
})

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

const cli = (args: readonly string[]): Promise<Run> =>
  new Promise((resolve, reject) => {
    // English whatever the machine's locale: the arena's table speaks the language of LC_ALL / LC_MESSAGES / LANG.
    const child = spawn('npx', ['tsx', 'src/cli/arena.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })

describe('command line', () => {
  it('plays on two worker threads and prints the table', async () => {
    const run = await cli(['--games', '8', '--seats', 'random,random,random,random', '--rules', 'tsr', '--workers', '2'])
    expect(run.stderr).not.toContain('error')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toMatch(/^bot\s+seats\s+games\s+points\/game\s+95% CI\s+decisions\s+median ms\s+p95 ms$/)
    expect(lines[1]).toMatch(/^random\s+4\s+8\s+0\.000\s+±0\.000\s+\d+\s+\d+\.\d{3}\s+\d+\.\d{3}$/)
    expect(run.stdout).toContain('8 games (2 deals x 4 rotations, 0 redeals), 2 workers')
    expect(run.stdout).toMatch(/wall time \d+\.\d\d s, \d+\.\d games\/s/)
    // Not a terminal: plain progress lines.
    expect(run.stderr).toContain('arena: 8/8 games (100%)')
  }, 60_000)

  it('exits with code 2 on bad arguments', async () => {
    const [bot, rules, games, missing] = await Promise.all([
      cli(['--games', '8', '--seats', 'random,random,random,bogus', '--rules', 'tsr']),
      cli(['--games', '8', '--seats', 'random,random,random,random', '--rules', 'skat']),
      cli(['--games', 'many', '--seats', 'random,random,random,random', '--rules', 'tsr']),
      cli(['--games', '8', '--seats', 'random,random', '--rules', 'tsr', '--workers', '0'])
    ])
    expect(bot.code).toBe(2)
    expect(bot.stderr).toContain('unknown bot "bogus" (known: random, beginner, heuristic, montecarlo, expert)')
    expect(rules.code).toBe(2)
    expect(rules.stderr).toContain('unknown rules "skat" (known: tsr, pagat, house)')
    expect(games.code).toBe(2)
    expect(games.stderr).toContain('--games must be a positive integer, got "many"')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--seats needs four bots, got 2')
    for (const r of [bot, rules, games, missing]) expect(r.stdout).toBe('')
  }, 60_000)
})
