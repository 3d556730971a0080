/**
 * The arena: duplicate games between bots, and their statistics.
 *
 * A lineup is four bots, one per lineup position. Each deal (seed `${prefix}/${n}`, by default
 * `arena/${n}`) is played four times, with the lineup shifted one seat further each time
 * (rotation `r` puts lineup position `i` at seat `(i + r) mod 4`), so every lineup position
 * plays every hand of the deal once and the luck of the cards cancels out. A seat's result in a
 * game is its settlement score; a redeal scores 0 for everyone.
 *
 * Games are driven only through the public engine: `newGame` with the rules and the deal seed,
 * then the seat to move (`currentPlayer`, the same seat as `playerView(game, seat).turn`)
 * decides via `botAction` (which shows the bot that seat's view only), `applyAction`, until
 * `isFinished`. An action the engine rejects (or an action for another seat) is a bug in the
 * bot: the deal stops with an {@link ArenaError} naming the bot, the seed and the action.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Bot } from '../bots/bot.js'
import { botAction } from '../bots/bot.js'
import type { Action } from '../game/actions.js'
import { applyAction, currentPlayer, isFinished, newGame, result } from '../game/api.js'
import type { Game, RedealReason } from '../game/state.js'
import { rules as presets } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { BySeat, Seat } from '../seat.js'
import { type ConfidenceInterval, confidence95, mean, quantileOfSorted } from './stats.js'
import { describeThrown } from '../input/plain.js'
import { type DoppelkopfError, type ErrorCode, gameError } from '../errors.js'

/**
 * The name of a rule-set preset (`rules.tsr`, `rules.pagat`, `rules.house`).
 *
 * @category Arena
 * @since 0.1.0
 */
export type PresetName = keyof typeof presets

/**
 * The preset names, for argument checking.
 *
 * @category Arena
 * @since 0.1.0
 */
export const PRESET_NAMES: readonly PresetName[] = ['tsr', 'pagat', 'house']

/**
 * Whether a string names a preset.
 *
 * @category Arena
 * @since 0.1.0
 */
export const isPresetName = (s: string): s is PresetName => (PRESET_NAMES as readonly string[]).includes(s)

/**
 * Four bots, one per lineup position (the lineup is rotated round the table, see the module
 * notes). The same bot may appear several times; bots are grouped by `name` in reports.
 *
 * @category Arena
 * @since 0.1.0
 */
export type Lineup = BySeat<Bot>

/**
 * How often each deal is played: once per rotation of the lineup.
 *
 * @category Arena
 * @since 0.1.0
 */
export const ROTATIONS = 4

/**
 * The default seed prefix: deal `n` is seeded `arena/${n}`.
 *
 * @category Arena
 * @since 0.1.0
 */
export const DEFAULT_SEED = 'arena'

/**
 * Safety limit on the actions of one game (a game has at most a few hundred).
 */
const MAX_STEPS = 2000

/**
 * The seed of deal `n`: `${prefix}/${n}`.
 *
 * @example
 * ```ts
 * dealSeed(17) // 'arena/17'
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const dealSeed = (n: number, prefix: string = DEFAULT_SEED): string => `${prefix}/${n}`

/**
 * Which lineup position sits at each seat in a rotation: rotation `r` puts lineup position `i`
 * at seat `(i + r) mod 4`, so seat `s` holds position `(s - r) mod 4`.
 *
 * @example
 * ```ts
 * seatAssignment(0) // [0, 1, 2, 3]
 * seatAssignment(1) // [3, 0, 1, 2]: position 0 now sits at seat 1
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const seatAssignment = (rotation: number): BySeat<number> => {
  const at = (seat: Seat): number => (((seat - rotation) % 4) + 4) % 4
  return [at(0), at(1), at(2), at(3)]
}

/**
 * One game of a duplicate deal.
 *
 * @category Arena
 * @since 0.1.0
 */
export interface GameResult {
  /** The rotation, 0..3. */
  readonly rotation: number
  /** The lineup position at each seat ({@link seatAssignment}). */
  readonly lineupAt: BySeat<number>
  /** Each seat's settlement score (all 0 for a redeal). */
  readonly scores: BySeat<number>
  /** Why the game ended in a redeal, or null if it was played. */
  readonly redeal: RedealReason | null
  /** How many actions the game took. */
  readonly actions: number
  /** The time (ms) of each `decide` call, per seat, in order. */
  readonly decisionMs: BySeat<readonly number[]>
}

/**
 * The four games of one deal: plain data (it crosses worker boundaries).
 *
 * @category Arena
 * @since 0.1.0
 */
export interface DealResult {
  /** The deal number `n`. */
  readonly deal: number
  /** Its seed (see {@link dealSeed}). */
  readonly seed: string
  /** One game per rotation, in rotation order. */
  readonly games: readonly GameResult[]
}

/**
 * What went wrong in a game: a bot bug (`arena/illegal-action`: the engine rejected its action, or it
 * acted for another seat; `arena/bot-threw`), or a game that could not run (`arena/bad-setup`, `arena/stuck`).
 *
 * @category Arena
 * @since 0.1.0
 */
export type ArenaError = DoppelkopfError<Extract<ErrorCode, `arena/${string}`>>

/**
 * A bot that never declares a solo: in the reservation round it decides on the view with every
 * solo taken out of the legal actions (so it picks among what is left, as it would at a table
 * that plays none: a Hochzeit, an Armut or healthy); where only solos are allowed (a Pflichtsolo)
 * and at every other decision it sees the view as it is. The arena's `--no-solos` plays every
 * seat so, which measures card play and announcements without the luck of solo decisions.
 *
 * @example
 * ```ts
 * const quiet = withoutSolos(heuristicBot)
 * quiet.name // 'heuristic'
 * ```
 * @category Arena
 * @since 0.3.0
 */
export const withoutSolos = (bot: Bot): Bot => ({
  name: bot.name,
  decide: (view, seed) => {
    const isSolo = (a: Action): boolean => a.type === 'declare' && a.declaration.kind === 'solo'
    if (view.phase !== 'reservations' || !view.legalActions.some(isSolo)) return bot.decide(view, seed)
    const rest = view.legalActions.filter((a) => !isSolo(a))
    return bot.decide(rest.length === 0 ? view : Object.freeze({ ...view, legalActions: Object.freeze(rest) }), seed)
  }
})

/**
 * Resolves a preset name (or passes a rule set through).
 */
const rulesOf = (r: PresetName | RuleSet): RuleSet => (typeof r === 'string' ? presets[r] : r)

/**
 * A bot that records the time of each `decide` call (`performance.now()` around it).
 */
const timed = (bot: Bot, sink: number[]): Bot => ({
  name: bot.name,
  decide: (view, seed) => {
    const t0 = performance.now()
    const action = bot.decide(view, seed)
    sink.push(performance.now() - t0)
    return action
  }
})

/** Where in the arena a game is, for an error message (made only then). */
const placeOf = (seed: string, rotation: number, seat: Seat | null): string => `deal seed "${seed}", rotation ${rotation}, seat ${seat ?? '-'}`

const describeAction = (action: unknown): string => {
  try {
    return JSON.stringify(action) ?? String(action)
  } catch {
    return String(action)
  }
}

/**
 * Plays one game of a deal: the lineup rotated by `rotation`, the cards of `seed`.
 *
 * @example
 * ```ts
 * const g = playGame([randomBot, randomBot, randomBot, randomBot], 'tsr', 'arena/0', 1)
 * if (E.isRight(g)) g.right.scores // e.g. [3, -1, -1, -1]
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const playGame = (
  lineup: Lineup,
  rules: PresetName | RuleSet,
  seed: string,
  rotation: number
): E.Either<ArenaError, GameResult> => {
  const lineupAt = seatAssignment(rotation)
  const where = (bot: string, seat: Seat | null) => ({ bot, seed, rotation, seat })
  const started = newGame({ rules: rulesOf(rules), seed })
  if (E.isLeft(started)) {
    return E.left(gameError('arena/bad-setup', `Cannot start deal ${seed}: ${started.left.message}`, { ...where('', null), cause: started.left }))
  }
  const sinks: [number[], number[], number[], number[]] = [[], [], [], []]
  const seatBots = lineupAt.map((i, seat) => timed(lineup[i] as Bot, sinks[seat] as number[]))
  let game: Game = started.right
  let steps = 0
  while (!isFinished(game)) {
    const seat = currentPlayer(game)
    const bot = lineup[lineupAt[seat ?? 0]] as Bot
    if (seat === null || steps >= MAX_STEPS) {
      return E.left(gameError('arena/stuck', `The game of ${placeOf(seed, rotation, seat)} is stuck in phase ${game.phase} after ${steps} actions`, where('', seat)))
    }
    const decisionSeed = `${seed}/r${rotation}/${steps}`
    let action: Action | null
    try {
      action = botAction(seatBots[seat] as Bot, game, seat, decisionSeed)
    } catch (e) {
      const thrown = describeThrown(e)
      return E.left(gameError('arena/bot-threw', `Bot "${bot.name}" threw at ${placeOf(seed, rotation, seat)}: ${thrown}`, { ...where(bot.name, seat), thrown }))
    }
    if (action === null) {
      return E.left(gameError('arena/stuck', `Seat ${seat} has no legal action at ${placeOf(seed, rotation, seat)}`, where(bot.name, seat)))
    }
    if (typeof action !== 'object' || action.seat !== seat) {
      const message = `Bot "${bot.name}" acted for another seat at ${placeOf(seed, rotation, seat)}: ${describeAction(action)}`
      return E.left(gameError('arena/illegal-action', message, { ...where(bot.name, seat), action, cause: null }))
    }
    const next = applyAction(game, action)
    if (E.isLeft(next)) {
      const message = `Bot "${bot.name}" returned an illegal action at ${placeOf(seed, rotation, seat)}: ${describeAction(action)} (${next.left.code}: ${next.left.message})`
      return E.left(gameError('arena/illegal-action', message, { ...where(bot.name, seat), action, cause: next.left }))
    }
    game = next.right
    steps++
  }
  const settled = result(game)
  const scores: BySeat<number> = E.isRight(settled) ? settled.right.scores : [0, 0, 0, 0]
  return E.right({
    rotation,
    lineupAt,
    scores: [scores[0], scores[1], scores[2], scores[3]],
    redeal: game.phase === 'redeal' ? game.reason : null,
    actions: steps,
    decisionMs: sinks
  })
}

/**
 * Plays deal `n` (seed {@link dealSeed}) four times, once per rotation of the lineup.
 *
 * @example
 * ```ts
 * const d = playDeal([randomBot, randomBot, randomBot, randomBot], 'tsr', 0)
 * if (E.isRight(d)) d.right.games.length // 4
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const playDeal = (
  lineup: Lineup,
  rules: PresetName | RuleSet,
  n: number,
  prefix: string = DEFAULT_SEED
): E.Either<ArenaError, DealResult> => {
  const seed = dealSeed(n, prefix)
  const games: GameResult[] = []
  for (let rotation = 0; rotation < ROTATIONS; rotation++) {
    const g = playGame(lineup, rules, seed, rotation)
    if (E.isLeft(g)) return g
    games.push(g.right)
  }
  return E.right({ deal: n, seed, games })
}

/**
 * The statistics of one bot (all lineup positions with that name together).
 *
 * @category Arena
 * @since 0.1.0
 */
export interface BotReport {
  /** The bot's name. */
  readonly bot: string
  /** How many lineup positions it holds (1..4). */
  readonly seats: number
  /** How many games it played (every game of the run, each with `seats` seats of it; a redeal counts as a game). */
  readonly games: number
  /** Its mean settlement score per seat and game. */
  readonly pointsPerGame: number
  /** The 95% interval of that mean, over per-deal means (each duplicate deal is one sample). */
  readonly ci: ConfidenceInterval
  /** How many decisions (`decide` calls) it made. */
  readonly decisions: number
  /** The median time of a decision, in ms (`NaN` without decisions). */
  readonly medianMs: number
  /** The 95th percentile of the decision time, in ms (`NaN` without decisions). */
  readonly p95Ms: number
  /** The 99th percentile of the decision time, in ms (`NaN` without decisions). */
  readonly p99Ms: number
}

/**
 * The statistics of a run.
 *
 * @category Arena
 * @since 0.1.0
 */
export interface ArenaReport {
  /** How many duplicate deals. */
  readonly deals: number
  /** How many games (4 per deal). */
  readonly games: number
  /** How many of them ended in a redeal. */
  readonly redeals: number
  /** One report per bot name, in the order of first appearance in the lineup. */
  readonly bots: readonly BotReport[]
}

/**
 * An accumulator of deal results (the order in which they are added does not matter for the
 * means and intervals).
 *
 * @category Arena
 * @since 0.1.0
 */
export interface ArenaTally {
  /** Adds one deal's results. */
  readonly add: (deal: DealResult) => void
  /** The statistics so far. */
  readonly report: () => ArenaReport
}

/**
 * A new accumulator for a lineup given by bot names (one per lineup position).
 *
 * @example
 * ```ts
 * const tally = createTally(['heuristic', 'random', 'random', 'random'])
 * tally.add(deal)
 * tally.report().bots[0].pointsPerGame
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const createTally = (names: BySeat<string>): ArenaTally => {
  const order = [...new Set(names)]
  const dealMeans = new Map<string, number[]>(order.map((name) => [name, []]))
  const times = new Map<string, number[]>(order.map((name) => [name, []]))
  let deals = 0
  let games = 0
  let redeals = 0
  return {
    add: (deal) => {
      deals++
      const sums = new Map<string, { total: number; count: number }>(order.map((name) => [name, { total: 0, count: 0 }]))
      for (const game of deal.games) {
        games++
        if (game.redeal !== null) redeals++
        for (let seat = 0; seat < 4; seat++) {
          const name = names[game.lineupAt[seat as Seat]] as string
          const sum = sums.get(name) as { total: number; count: number }
          sum.total += game.scores[seat as Seat]
          sum.count++
          const sink = times.get(name) as number[]
          for (const ms of game.decisionMs[seat as Seat]) sink.push(ms)
        }
      }
      for (const [name, { total, count }] of sums) (dealMeans.get(name) as number[]).push(total / count)
    },
    report: () => ({
      deals,
      games,
      redeals,
      bots: order.map((bot): BotReport => {
        const perDeal = dealMeans.get(bot) as number[]
        const ms = times.get(bot) as number[]
        // Sorted once for both quantiles.
        const sorted = Float64Array.from(ms).sort()
        const seats = names.filter((n) => n === bot).length
        return {
          bot,
          seats,
          games,
          pointsPerGame: mean(perDeal),
          ci: confidence95(perDeal),
          decisions: ms.length,
          medianMs: quantileOfSorted(sorted, 0.5),
          p95Ms: quantileOfSorted(sorted, 0.95),
          p99Ms: quantileOfSorted(sorted, 0.99)
        }
      })
    })
  }
}

/**
 * The statistics of a list of deal results (see {@link createTally}).
 *
 * @category Arena
 * @since 0.1.0
 */
export const summarize = (names: BySeat<string>, deals: readonly DealResult[]): ArenaReport => {
  const tally = createTally(names)
  for (const d of deals) tally.add(d)
  return tally.report()
}

/**
 * Options of {@link runArena}.
 *
 * @category Arena
 * @since 0.1.0
 */
export interface ArenaOptions {
  /** The four bots. */
  readonly lineup: Lineup
  /** A preset name or a rule set. */
  readonly rules: PresetName | RuleSet
  /** How many duplicate deals (each is played 4 times). */
  readonly deals: number
  /** The seed prefix (default `arena`: deal `n` is seeded `arena/${n}`). */
  readonly seed?: string
  /** The first deal number (default 0). */
  readonly firstDeal?: number
  /** Called after each deal (e.g. for progress). */
  readonly onDeal?: (deal: DealResult) => void
}

/**
 * Plays deals `firstDeal .. firstDeal + deals - 1` in this thread and returns their statistics,
 * or the first bot error.
 *
 * @example
 * ```ts
 * const report = runArena({ lineup: [heuristicBot, randomBot, randomBot, randomBot], rules: 'tsr', deals: 50 })
 * if (E.isRight(report)) console.log(report.right.bots[0].pointsPerGame)
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const runArena = (options: ArenaOptions): E.Either<ArenaError, ArenaReport> => {
  const tally = createTally([options.lineup[0].name, options.lineup[1].name, options.lineup[2].name, options.lineup[3].name])
  const first = options.firstDeal ?? 0
  for (let n = first; n < first + options.deals; n++) {
    const deal = playDeal(options.lineup, options.rules, n, options.seed ?? DEFAULT_SEED)
    if (E.isLeft(deal)) return deal
    tally.add(deal.right)
    options.onDeal?.(deal.right)
  }
  return E.right(tally.report())
}
