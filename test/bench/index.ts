/**
 * `npm run bench`: complete random games per second through the validating API and through
 * the fast path, legal-action queries per second, and bytes allocated per game, per card and per
 * retained state. Every speed is printed beside the bitmask baseline ({@link playBaselineGames},
 * `test/bench/baseline.ts`: random normal games on hand bit sets) measured in the same worker at
 * the same time, and as a ratio to it: absolute games/s move with the machine and its load, the
 * ratio much less.
 *
 * Method, per row: a fresh worker (no table's or path's code is compiled for another's); a
 * warm-up of the row's workload (about 1 s) and of the baseline; then 7 timed rounds of each,
 * alternating (row, baseline, baseline, row, ...), about 0.4 s a row round and 0.25 s a baseline
 * round; the medians. `ratio` is the row's median over the baseline's median; `spread` is half
 * the range of the row's rounds, relative to its median. The query rows also play games before
 * and between their rounds, so that V8's type feedback is not flattered by a loop that sees
 * nothing but the query; their ratio is to the baseline's legal-card queries per second (one
 * per card played: 48 a game).
 *
 * The first row, the floor (`test/bench/floor.ts`), plays the baseline's own game through the
 * thinnest API of the validating API's shape (per card: a fresh legal-card list, an action
 * object, a check, an `Either` and a new frozen state) and nothing else: no validating row can
 * pass its ratio, nor allocate less per game than it does.
 *
 * The parts rows (after the normal games) split a validating tsr normal game into its start
 * (`newGame` from a seed), its reservation round, cards 1 to 47 and the 48th card (the last
 * trick, the tally and the settlement), each timed alone beside the baseline and printed as the
 * time of that many baseline games; with the floor's game and its deal beside them, the last line
 * says what a normal game would reach if its 48 cards cost what the floor's do. The parts cycle
 * through 64 deals (their data stays in the processor cache), so their sum is less than a normal
 * row's game, whose every deal is new: the line is an upper bound, not an estimate.
 *
 * Allocation (the last rows, one worker): `node --expose-gc` (the bench script passes it; workers
 * inherit it) and the worker's `v8.getHeapStatistics().used_heap_size`. Bytes per game and per
 * card, after a warm-up: gc(), the heap growth across a batch of about 400 kB of work, gc()
 * again; a batch during which a collection ran (a `gc` performance observer tells) is left out,
 * and the cost of an empty batch (the statistics objects) is subtracted; the median over 21
 * batches. Retained bytes per state: the heap growth across gc() while an array holds 2000
 * mid-game states of different games. Node's V8 has no pointer compression: a heap slot is 8 bytes.
 *
 * What is measured is the built package: `npm run bench` builds it (`npm run build`), and
 * `test/bench/build.mjs` bundles this script with its entries (`dist/index.js`, `dist/rules.js`,
 * `dist/fast.js`) left external, so they run exactly as users install them. The rows marked
 * "(source)" run the same code on the engine bundled from `src/` by esbuild, beside the built
 * package's row of the same task: a build that changed the engine's speed would show there.
 *
 * Deals: the validating games are dealt from seeds (`bench-0`, `bench-1`, ...) as a server
 * would. The fast-path games restart from a pool of 65,536 deals made before the row's timing
 * (`FastGame.dealHands`: the bit sets of a deal, every seat healthy), as a simulation that plays
 * deals of its own does, and as the speed issue allows the fast path ("restart from bit masks":
 * it need not shuffle 48 cards a game as the baseline does); the rows "a shuffle a game" deal
 * each game with `FastGame.deal` instead (a shuffle of the random source straight into the bit
 * sets). When a random declaration is not healthy, it is picked from
 * `FastGame.legalDeclarations` and `FastGame.declare` plays the round on the bit sets; only an
 * Armut goes through hand lists and the validating API's exchange. Every fast row scores with
 * `FastGame.scores` (no allocation); `settle()` builds the Settlement.
 *
 * The random players: reservations are healthy with probability 19/20, else a uniformly random
 * legal declaration; cards are uniformly random legal cards; before each card, with probability
 * 1/30 (the gaps between tries drawn at once, geometric: the same chances with one random
 * number a try), an announcement is made if one is allowed (validating API: the first one listed; fast
 * path: a random seat's next level). The "normal games" rows: every seat healthy, no
 * announcements (the baseline's game, played by the engine; a seat with both ♣Q plays its silent
 * solo).
 *
 * `npm run bench -- --only TEXT` runs just the rows whose task mentions TEXT (`fastQueries`,
 * `validating`, `pagat`, `allocation`, ...).
 *
 * `npm run bench -- --check-baseline` checks the baseline instead: it plays this repository's
 * baseline and the team's shared one (`../../../shared/bench/bitmask-baseline.mjs` from this
 * directory, outside the repository; if it is missing the check says so and exits 0)
 * alternately in one process, a warm-up then 9 rounds each, and prints both medians and their
 * ratio, which should be 1 within noise. (They play the same games but for one detail: the
 * shared file's table ranks a plain K above a plain 10, against its own comment; with that table
 * this baseline's scores are the shared one's, game for game.)
 */
import { type Action, type Declaration, type Game, applyAction, legalActions, newGame, type RuleSet, rules } from '../../src/index.js'
import { type DeclareAction, type GameSetup, type PlayingGame, type ReservationsState, type SeatDeclaration, type Rng, createRng, dealWith, legalCards, deckOf, withPiglets, withSecondDulleBeats } from '../../src/rulesEntry.js'
import { FastGame } from '../../src/fast/index.js'
import { playBaselineGames } from './baseline.js'
import { FloorState, playFloorGame } from './floor.js'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { PerformanceObserver } from 'node:perf_hooks'
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import os from 'node:os'
import v8 from 'node:v8'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'

const RULES = rules.tsr
const HEALTHY: Declaration = { kind: 'healthy' }

let gameNumber = 0

/** A random element; for the rare phases (Armut, the Hochzeiter's choice) and declarations. */
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T


/** `FastGame.fromGame` for a game known to be in card play (it returns an Either). */
const fastCopy = (g: Game): FastGame => {
  const r = FastGame.fromGame(g)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

/**
 * How the validating-API player chooses: `random` and `listing` as described on
 * {@link validatingGame}; `normal`: every seat healthy, random legal cards from `legalCards`,
 * no announcements.
 */
type Player = 'random' | 'listing' | 'normal'

/** log(29/30): the chance, per card, that the random players do not try an announcement. */
const LOG_NO_TRY = Math.log(29 / 30)

/**
 * How many cards on, counting the next one, the random players next try an announcement: the
 * gap between tries when each card is tried before with probability 1/30, drawn at once
 * (geometric: one random number a try instead of one a card; P(gap > g) = (29/30)^g).
 */
const tryGap = (rng: Rng): number => {
  // 1 + floor(log(U) / log(29/30)) for U = (u + 1) / 2^32, without a logarithm: the number of
  // g >= 1 with U <= (29/30)^g, that is u + 1 <= GAP_THRESHOLD[g]. The top byte of u gives the
  // count at its bucket's largest u; the thresholds inside the bucket (rarely more than one) are
  // passed one by one.
  const u1 = rng.nextU32() + 1
  let g = GAP_START[(u1 - 1) >>> 24] as number
  while (u1 <= (GAP_THRESHOLD[g + 1] as number)) g++
  return 1 + g
}

/** `GAP_THRESHOLD[g]`: 2^32 (29/30)^g, from g = 0 until it falls below 1 (which no u + 1 is), then 0. */
const GAP_THRESHOLD = ((): Float64Array => {
  const out = [4294967296]
  for (let g = 1; (out[g - 1] as number) >= 1; g++) out.push(4294967296 * Math.exp(g * LOG_NO_TRY))
  out.push(0)
  return Float64Array.from(out)
})()

/** `GAP_START[b]`: the count of {@link tryGap} for the largest u + 1 whose top byte is b. */
const GAP_START = Uint16Array.from({ length: 256 }, (_, b) => {
  const top = (b + 1) * 16777216
  let g = 0
  while (top <= (GAP_THRESHOLD[g + 1] as number)) g++
  return g
})

/**
 * Plays one complete random game through the validating API (every action goes through
 * `applyAction`, which checks it); returns the number of actions applied. Declarations, the
 * Armut exchange and the Hochzeiter's choice come from `legalActions`. Cards: with `random`
 * from `legalCards` (the seat to play's legal cards, no action lists), and with probability
 * 1/30 before a card the first announcement `legalActions` lists (if any) is made; with
 * `listing` the player lists every action with `legalActions` at each step and picks a random
 * card action, or with probability 1/30 the first listed announcement. A redeal ends the game.
 */
const validatingGame = (rules: RuleSet, rng: Rng, player: Player): number => {
  const start = newGame({ rules, seed: `bench-${gameNumber++}`, dealer: 0 })
  if (start._tag === 'Left') throw new Error(start.left.message)
  let g: Game = start.right
  let actions = 0
  let gap = tryGap(rng)
  // The phase is read once a step: states of many shapes pass through this loop.
  for (let phase = g.phase; phase !== 'finished' && phase !== 'redeal'; phase = g.phase) {
    let a: Action
    if (phase === 'reservations') {
      if (player === 'normal') a = { type: 'declare', seat: (g as ReservationsState).turn, declaration: HEALTHY }
      else {
        const legal = legalActions(g)
        a = (rng.nextInt(20) === 0 ? pick(rng, legal) : legal[0]) as Action
      }
    } else if (phase === 'armut' || g.awaiting?.type === 'chooseClarification') {
      a = pick(rng, legalActions(g))
    } else if (player === 'listing') {
      const legal = legalActions(g)
      let plays = 0
      while (plays < legal.length && (legal[plays] as Action).type === 'play') plays++
      a = legal[rng.nextInt(plays)] as Action
      if (plays < legal.length && --gap === 0) {
        gap = tryGap(rng)
        a = legal[plays] as Action
      }
    } else {
      const cards = legalCards(g as PlayingGame)
      a = { type: 'play', seat: (g as PlayingGame).turn, card: cards[rng.nextInt(cards.length)] as number }
      if (player === 'random' && phase === 'play' && --gap === 0) {
        gap = tryGap(rng)
        const announcement = legalActions(g).find((x) => x.type === 'announce')
        if (announcement !== undefined) a = announcement
      }
    }
    const next = applyAction(g, a)
    if (next._tag === 'Left') throw new Error(next.left.message)
    g = next.right
    actions++
  }
  return actions
}

/**
 * One complete random game on the fast path: a deal from `deals`, random declarations (healthy
 * 19/20; when one is not, picked from `FastGame.legalDeclarations`, the round played by
 * `FastGame.declare`), and random cards. An Armut exchange goes through the validating API (then
 * `FastGame.fromGame`); a redeal ends the game.
 */
const fastGame = (rng: Rng, fast: FastGame, base: GameSetup, deals: Deals): number => {
  // The deal straight into the bit sets, and the reservation round on them: a seat that does not
  // declare healthy (1/20) picks from the fast game's legal declarations; `declare` starts the
  // game of the round. Only an Armut (the fast path has no exchange) goes through hand lists and
  // the validating API.
  deals(rng, fast)
  // Each seat's draw first (healthy unless 0): a round in which every seat is healthy, the
  // common case, then allocates nothing.
  let healthy = true
  for (let k = 0; k < 4; k++) {
    DRAWS[k] = rng.nextInt(20)
    if (DRAWS[k] === 0) healthy = false
  }
  // Every seat healthy: the game its deal started.
  if (healthy) return playFast(rng, fast)
  const declarations: SeatDeclaration[] = []
  for (let k = 1; k <= 4; k++) {
    const seat = (k & 3) as SeatDeclaration['seat']
    // Healthy is always legal; only the other 1/20 of choices needs the list of declarations.
    const declaration = DRAWS[k - 1] !== 0 ? HEALTHY : (pick(rng, fast.legalDeclarations(seat)) as DeclareAction).declaration
    declarations.push({ seat, declaration })
  }
  const kind = fast.declare(declarations)
  if (kind === 'redeal') return 0
  let game = fast
  if (kind === 'armut') {
    const setup: GameSetup = { ...base, dealer: 0, deal: [fast.hand(0), fast.hand(1), fast.hand(2), fast.hand(3)] }
    let g: Game = afterArmutDeclarations(setup, declarations)
    while (g.phase === 'armut') {
      const next = applyAction(g, pick(rng, legalActions(g)))
      if (next._tag === 'Left') throw new Error(next.left.message)
      g = next.right
    }
    if (g.phase !== 'play') return 0
    game = fastCopy(g)
  } else if (fast.clarifiedBy === null) fast.chooseClarification(pick(rng, CLARIFYING))
  return playFast(rng, game)
}

/** The fast rows' reservation draws, one per seat (a scratch). */
const DRAWS = new Int32Array(4)

/** Random cards to the end (before each, with probability 1/30, a random seat's next level if allowed); seat 0's score. */
const playFast = (rng: Rng, game: FastGame): number => {
  let gap = tryGap(rng)
  while (!game.isFinished()) {
    if (--gap === 0) {
      gap = tryGap(rng)
      const seat = rng.nextInt(4)
      const level = (game.level[(game.party[seat] as number) - 1] as number) + 1
      if (level <= 5 && game.canAnnounce(seat, level)) game.announce(seat, level)
    }
    game.play(game.randomLegalCard(rng.nextInt))
  }
  return game.scores(SCORES)[0] as number
}

const CLARIFYING = ['any', 'trump', 'plain'] as const

/** Every seat healthy, in speaking order from dealer 0's left. */
const ALL_HEALTHY: readonly SeatDeclaration[] = [1, 2, 3, 0].map((seat) => ({ seat: seat as SeatDeclaration['seat'], declaration: HEALTHY }))

/** Where the fast rows write a game's scores (`FastGame.scores`, no allocation). */
const SCORES = new Int32Array(4)

/**
 * One normal game on the fast path: a deal from `deals` (into the bit sets, every seat healthy),
 * random cards, the scores.
 */
const fastNormalGame = (rng: Rng, fast: FastGame, deals: Deals): number => {
  deals(rng, fast)
  while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
  return fast.scores(SCORES)[0] as number
}

/**
 * Where a fast row's next game comes from: its hands dealt into the fast game, every seat
 * healthy, dealer 0.
 */
type Deals = (rng: Rng, fast: FastGame) => void

/** A new shuffle of the random source for each game: `FastGame.deal`. */
const shuffled: Deals = (rng, fast) => fast.deal(rng.nextInt, 0)

/** How many deals a fast row's pool holds (2 MB of bit sets). */
const POOL_SIZE = 65_536

/**
 * Deals made before the row's timing, restarted in turn with `FastGame.dealHands` (the
 * issue's "restart from bit masks": the fast path need not shuffle 48 cards a game as the
 * baseline does). The pool's deals are `FastGame.deal`'s of the row's own random source, and the
 * games on them differ by their random reservations, announcements and cards.
 */
const pooled = (rng: Rng, fast: FastGame): Deals => {
  const pool = new Int32Array(8 * POOL_SIZE)
  for (let i = 0; i < POOL_SIZE; i++) {
    fast.deal(rng.nextInt, 0)
    for (let s = 0; s < 4; s++) {
      pool[8 * i + 2 * s] = fast.handLo[s] as number
      pool[8 * i + 2 * s + 1] = fast.handHi[s] as number
    }
  }
  const hands = new Int32Array(8)
  let next = 0
  return (_, f) => {
    for (let k = 0; k < 8; k++) hands[k] = pool[8 * next + k] as number
    next = (next + 1) % POOL_SIZE
    f.dealHands(hands, 0)
  }
}

/** The game after the declarations of a round that resolves to an Armut exchange. */
const afterArmutDeclarations = (setup: GameSetup, declarations: readonly SeatDeclaration[]): Game => {
  const start = newGame({ rules: setup.rules, hands: setup.deal, dealer: setup.dealer })
  if (start._tag === 'Left') throw new Error(start.left.message)
  let g: Game = start.right
  for (const d of declarations) {
    const next = applyAction(g, { type: 'declare', seat: d.seat, declaration: d.declaration })
    if (next._tag === 'Left') throw new Error(next.left.message)
    g = next.right
  }
  return g
}

const TABLES: Readonly<Record<string, RuleSet>> = {
  tsr: rules.tsr,
  pagat: rules.pagat,
  'house table': pipe(rules.pagat, withPiglets(), withSecondDulleBeats('exceptLastTrick'))
}
const HOUSE_TABLE = 'house table = pagat + piglets + second Dulle beats the first (except in the last trick)'

/** The setup of a seeded game at the table, and a fast game to restart with it. */
const fastSetup = (table: RuleSet): { setup: GameSetup; fast: FastGame } => {
  const base = newGame({ rules: table, seed: 'bench' })
  if (base._tag === 'Left' || base.right.phase !== 'reservations') throw new Error('setup failed')
  const setup = base.right.setup
  return { setup, fast: FastGame.start(setup, ALL_HEALTHY) }
}

/** Sampled positions for the legal-action queries: 64, few enough to stay in the processor cache. */
const samplePositions = (): Game[] => {
  const positions: Game[] = []
  const sampler = createRng('positions')
  while (positions.length < 64) {
    const start = newGame({ rules: RULES, hands: dealWith(sampler, 0) })
    if (start._tag === 'Left') break
    let g: Game = start.right
    const stop = sampler.nextInt(52)
    for (let i = 0; i < stop && g.phase !== 'finished'; i++) {
      const legal = legalActions(g)
      const next = applyAction(g, legal[sampler.nextInt(legal.length)] as Action)
      if (next._tag === 'Right') g = next.right
    }
    if (g.phase !== 'finished') positions.push(g)
  }
  return positions
}

/** The game after a reservation round in which every seat declares healthy, through the validating API. */
const declaredHealthy = (g: Game): Game => {
  while (g.phase === 'reservations') {
    const next = applyAction(g, { type: 'declare', seat: g.turn, declaration: HEALTHY })
    if (next._tag === 'Left') throw new Error(next.left.message)
    g = next.right
  }
  return g
}

/** The game after `count` random legal cards (from `legalCards`) through the validating API. */
const randomCards = (g: Game, rng: Rng, count: number): Game => {
  for (let k = 0; k < count; k++) {
    const legal = legalCards(g as PlayingGame)
    const next = applyAction(g, { type: 'play', seat: (g as PlayingGame).turn, card: legal[rng.nextInt(legal.length)] as number })
    if (next._tag === 'Left') throw new Error(next.left.message)
    g = next.right
  }
  return g
}

/**
 * A normal tsr game (every seat healthy, random legal cards) after `cards` cards (at most 47),
 * through the validating API; dealt from the seed.
 */
const normalPosition = (seed: string, rng: Rng, cards: number): PlayingGame => {
  const start = newGame({ rules: RULES, seed })
  if (start._tag === 'Left') throw new Error(start.left.message)
  const declared = declaredHealthy(start.right)
  if (declared.phase !== 'play') throw new Error(`no normal game from seed ${seed} (${declared.phase})`)
  const g = randomCards(declared, rng, cards)
  if (g.phase !== 'play') throw new Error(`no position after ${cards} cards (${g.phase})`)
  return g
}

// ---------------------------------------------------------------------------------------------
// Timing

const ROUNDS = 7
const ROUND_SECONDS = 0.4
const BASELINE_ROUND_SECONDS = 0.25
const WARM_UP_SECONDS = 1

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const spread = (xs: readonly number[]): number => (Math.max(...xs) - Math.min(...xs)) / (2 * median(xs))

/** Units per second of `body(n)`, timed once. */
const rateOf = (body: (n: number) => void, n: number): number => {
  const t0 = performance.now()
  body(n)
  return (n * 1000) / (performance.now() - t0)
}

/** Runs `body` with doubling counts for at least `seconds`; returns the units for a round of `roundSeconds`. */
const warmUp = (body: (n: number) => void, seconds: number, roundSeconds: number): number => {
  const end = performance.now() + seconds * 1000
  let n = 1
  let rate = 0
  do {
    rate = rateOf(body, n)
    n *= 2
  } while (performance.now() < end)
  return Math.max(1, Math.round(rate * roundSeconds))
}

/** The baseline's games/s and legal-card queries/s in one round of `n` games. */
const baselineRound = (n: number): { games: number; queries: number } => {
  const r = playBaselineGames(n)
  return { games: r.games / r.seconds, queries: r.legalQueries / r.seconds }
}

interface Comparison {
  /** The row's median units/s. */
  readonly rate: number
  /** Half the range of the row's rounds over their median. */
  readonly spread: number
  /** The baseline's median games/s and legal-card queries/s in the same worker. */
  readonly baselineGames: number
  readonly baselineQueries: number
}

/**
 * Warm-up, then {@link ROUNDS} timed rounds of `body` alternating with as many of the baseline
 * (row first in even rounds, baseline first in odd ones); `between` (if given) runs before every
 * row round, untimed.
 */
const compare = (body: (n: number) => void, between?: () => void): Comparison => {
  between?.()
  const n = warmUp(body, WARM_UP_SECONDS, ROUND_SECONDS)
  const nBaseline = warmUp(playBaselineGames, 0.3, BASELINE_ROUND_SECONDS)
  const rates: number[] = []
  const games: number[] = []
  const queries: number[] = []
  const rowRound = (): void => {
    between?.()
    rates.push(rateOf(body, n))
  }
  const baseRound = (): void => {
    const b = baselineRound(nBaseline)
    games.push(b.games)
    queries.push(b.queries)
  }
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      rowRound()
      baseRound()
    } else {
      baseRound()
      rowRound()
    }
  }
  return { rate: median(rates), spread: spread(rates), baselineGames: median(games), baselineQueries: median(queries) }
}

const LABEL = 66
const int = (x: number): string => Math.round(x).toLocaleString('en-US')
const ratio = (x: number): string => (x >= 0.1 ? x.toFixed(3) : x.toPrecision(3))

/** One printed row: the rate, its ratio to the baseline and the baseline's own rate. */
const row = (label: string, c: Comparison, unit: 'games/s' | 'queries/s'): string => {
  const base = unit === 'games/s' ? c.baselineGames : c.baselineQueries
  return [
    `${label}${SOURCE_MARK}`.padEnd(LABEL),
    `${int(c.rate).padStart(11)} ${unit.padEnd(9)}`,
    ratio(c.rate / base).padStart(7),
    `${int(base).padStart(12)} ${unit.padEnd(9)}`,
    `±${(100 * c.spread).toFixed(1)}%`.padStart(6)
  ].join('  ')
}

// ---------------------------------------------------------------------------------------------
// Allocation

/** The heap in use by this worker's isolate. */
const heapUsed = (): number => v8.getHeapStatistics().used_heap_size
const collect = (): void => (globalThis as { gc?: () => void }).gc?.()
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Start times of the garbage collections of this worker, as the `gc` performance observer reports them. */
const gcTimes: number[] = []

/** Waits until the observer has reported a collection that started at or after `t` (entries arrive asynchronously). */
const observedSince = async (t: number): Promise<void> => {
  for (let waited = 0; waited < 1000 && !gcTimes.some((x) => x >= t); waited++) await sleep(1)
}

/**
 * The heap growth across `work()` after gc(), or null if a garbage collection ran during it. A
 * second gc() afterwards marks the end: once the observer reports it, it has reported every
 * collection before it.
 */
const growthAcross = async (work: () => void): Promise<number | null> => {
  collect()
  const t0 = performance.now()
  const h0 = heapUsed()
  work()
  const h1 = heapUsed()
  const t1 = performance.now()
  collect()
  await observedSince(t1)
  return gcTimes.some((t) => t >= t0 && t <= t1) ? null : h1 - h0
}

/** About how much a measured batch allocates: well inside the young generation (1 MB or more). */
const BATCH_BYTES = 400_000
const BATCHES = 21

/**
 * Bytes allocated per unit by `body(n)`, `n` chosen so that a batch allocates about
 * {@link BATCH_BYTES}: over {@link BATCHES} batches (each after `prepare`, unmeasured), the heap
 * growth across `body(n)` after gc(), leaving out batches during which a collection ran. Returns
 * the median per unit minus an empty batch's growth (the statistics objects themselves), the
 * batch size and the number of batches used.
 */
const allocatedPer = async (
  body: (n: number) => void,
  prepare: (n: number) => void = () => {},
  step = 1
): Promise<{ bytes: number; n: number; clean: number }> => {
  // The batch size from the median of three probes of 4 steps.
  const probe = 4 * step
  const probes: number[] = []
  for (let tries = 0; tries < 10 && probes.length < 3; tries++) {
    prepare(probe)
    const g = await growthAcross(() => body(probe))
    if (g !== null && g > 0) probes.push(g / probe)
  }
  const n = probes.length === 0 ? step : Math.max(1, Math.min(1000, Math.floor(BATCH_BYTES / (median(probes) * step)))) * step
  const empty: number[] = []
  const growth: number[] = []
  for (let b = 0; b < BATCHES; b++) {
    const e = await growthAcross(() => {})
    if (e !== null) empty.push(e)
    prepare(n)
    const g = await growthAcross(() => body(n))
    if (g !== null) growth.push(g)
  }
  if (growth.length === 0) return { bytes: NaN, n, clean: 0 }
  return { bytes: (median(growth) - (empty.length > 0 ? median(empty) : 0)) / n, n, clean: growth.length }
}

/** Bytes retained per element by `make(i)` for `count` elements held in an array, across gc(); and the elements. */
const retainedPer = <T>(count: number, make: (i: number) => T): { bytes: number; held: T[] } => {
  const held: T[] = new Array<T>(count)
  for (let i = 0; i < count; i++) held[i] = null as T // the array's backing store, before the first measurement
  collect()
  const h0 = heapUsed()
  for (let i = 0; i < count; i++) held[i] = make(i)
  collect()
  const h1 = heapUsed()
  return { bytes: (h1 - h0) / count, held }
}

/** A printed figure: its label, its value (already formatted), its unit and a note, in the rows' columns. */
const figureLine = (label: string, value: string, unit: string, note: string): string => `${label.padEnd(LABEL)}  ${value.padStart(11)} ${unit.padEnd(9)}  ${note}`

const allocationLine = (label: string, bytes: number, unit: string, note: string): string =>
  figureLine(label, Number.isNaN(bytes) ? 'n/a' : int(bytes), unit, note)

/** The note of a line: the batches, and how many were free of garbage collection. */
const batchNote = (r: { n: number; clean: number }, unit: string): string =>
  `median of ${r.clean}${r.clean < BATCHES ? ` (of ${BATCHES}; the others saw a gc)` : ''} batches of ${int(r.n)} ${unit}`

const allocation = async (): Promise<string[]> => {
  if ((globalThis as { gc?: unknown }).gc === undefined) return ['allocation: skipped (run node with --expose-gc, as the bench script does)']
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcTimes.push(e.startTime)
  })
  observer.observe({ entryTypes: ['gc'] })
  const rng = createRng('allocation')
  const lines: string[] = []

  // Whole validating games, as the first two rows play them.
  for (const player of ['random', 'normal'] as const) {
    const body = (n: number): void => {
      for (let i = 0; i < n; i++) validatingGame(RULES, rng, player)
    }
    body(2000)
    const r = await allocatedPer(body)
    const label = player === 'random' ? 'validating API, tsr game: random reservations, announcements' : 'validating API, tsr normal game (healthy, no announcements)'
    lines.push(allocationLine(label, r.bytes, 'B/game', batchNote(r, 'games')))
  }
  {
    let sink = 0
    const body = (n: number): void => {
      for (let i = 0; i < n; i++) sink += playFloorGame()
    }
    body(2000)
    const r = await allocatedPer(body)
    lines.push(allocationLine(FLOOR_LABEL, r.bytes, 'B/game', batchNote(r, 'games')))
    if (sink === 0.5) lines.push('')
  }

  // One card play: applyAction of a random legal card, on fresh positions of normal games after
  // 0, 1, .., 47 cards in turn (so the card is the 1st .. 48th: trick ends and the settlement
  // included); batches of a multiple of 48 cards.
  {
    let positions: PlayingGame[] = []
    let plays: Action[] = []
    let made = 0
    const prepare = (n: number): void => {
      positions = []
      plays = []
      for (let i = 0; i < n; i++) {
        const g = normalPosition(`alloc-${made++}`, rng, i % 48)
        const legal = legalCards(g)
        positions.push(g)
        plays.push({ type: 'play', seat: g.turn, card: legal[rng.nextInt(legal.length)] as number })
      }
    }
    let sink = 0
    const body = (n: number): void => {
      for (let i = 0; i < n; i++) {
        const next = applyAction(positions[i] as Game, plays[i] as Action)
        if (next._tag === 'Left') throw new Error(next.left.message)
        sink += next.right.phase.length
      }
    }
    for (let w = 0; w < 50; w++) {
      prepare(48)
      body(48)
    }
    const r = await allocatedPer(body, prepare, 48)
    lines.push(allocationLine('validating API, one card play (applyAction, cards 1..48)', r.bytes, 'B/card', batchNote(r, 'cards')))
    if (sink === 42) lines.push('')
  }

  // FastGame normal games after warm-up: deal + 48 cards + scores; then restart from a setup
  // (its deal made before, unmeasured) + 48 cards + settle (the Settlement object).
  {
    const { setup, fast } = fastSetup(RULES)
    let setups: GameSetup[] = []
    const prepare = (n: number): void => {
      setups = []
      for (let i = 0; i < n; i++) setups.push({ ...setup, deal: dealWith(rng, 0, deckOf(setup.rules)) })
    }
    let sink = 0
    const dealt = (m: number): void => {
      for (let i = 0; i < m; i++) sink += fastNormalGame(rng, fast, shuffled)
    }
    const restarted = (m: number): void => {
      for (let i = 0; i < m; i++) {
        fast.restart(setups[i] as GameSetup, ALL_HEALTHY)
        while (!fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
        sink += fast.settle().scores[0]
      }
    }
    for (let w = 0; w < 200; w++) {
      prepare(100)
      restarted(100)
      dealt(100)
    }
    const r1 = await allocatedPer(dealt)
    lines.push(allocationLine('FastGame, tsr normal game: deal, 48 cards, scores', r1.bytes, 'B/game', batchNote(r1, 'games')))
    const r2 = await allocatedPer(restarted, prepare)
    lines.push(allocationLine('  restart from a setup, 48 cards, settle() object', r2.bytes, 'B/game', batchNote(r2, 'games')))
    if (sink === 42) lines.push('')
  }

  // Retained mid-game states: after 24 cards (6 tricks) of a normal game, each of a different deal.
  {
    const count = 2000
    for (let w = 0; w < 200; w++) fastCopy(normalPosition(`warm-${w}`, rng, 24))
    const states = retainedPer(count, (i) => normalPosition(`retained-${i}`, rng, 24))
    lines.push(allocationLine('validating API, retained mid-game state (after 24 cards)', states.bytes, 'B/state', `heap growth over ${int(count)} states held`))
    const copies = retainedPer(count, (i) => fastCopy(states.held[i] as Game))
    lines.push(allocationLine('FastGame, retained copy of such a state (fromGame)', copies.bytes, 'B/state', `heap growth over ${int(count)} copies held`))
    if (copies.held.length !== count) lines.push('')
  }
  observer.disconnect()
  return lines
}

// ---------------------------------------------------------------------------------------------
// The rows

type Task = (
  | { readonly kind: 'validating'; readonly table: string; readonly player: Player }
  | { readonly kind: 'fast'; readonly table: string; readonly normal: boolean; readonly deals: 'pool' | 'shuffle' }
  | { readonly kind: 'floor' | 'parts' | 'queries' | 'fastQueries' | 'allocation' }
) & {
  /** Run on the engine bundled from `src/` (`index-source.mjs`) instead of the built package. */
  readonly source?: true
}

/** What a row measured on the source rather than the built package says after its label. */
const SOURCE_MARK = !isMainThread && (workerData as Task).source === true ? ' (source)' : ''

/** The floor row (test/bench/floor.ts): what no validating row can pass. */
const FLOOR_LABEL = 'floor: baseline game through a minimal validating immutable API'


/** How many games the parts rows cycle through (few enough to stay in the processor cache). */
const PART_GAMES = 64

/**
 * Where a validating tsr normal game's time goes: each part timed alone against the baseline
 * (as {@link compare} times a row), as the time of that many baseline games. A game is its start
 * (`newGame` from a seed), the reservation round (four healthy declarations), cards 1 to 47
 * (`legalCards`, a random one, `applyAction`) and the 48th card (the last trick, the tally and
 * the settlement). The floor's game is timed beside them; the last line is the ratio a normal
 * game would reach if its 48 cards cost what the floor's game does, with this library's start,
 * reservation round and settlement: the most a validating row of this API can have, as long as
 * those cost what they do.
 */
const parts = (rng: Rng): string[] => {
  const starts: Game[] = []
  for (let i = 0; i < PART_GAMES; i++) {
    const g = newGame({ rules: RULES, seed: `parts-${i}`, dealer: 0 })
    if (g._tag === 'Left') throw new Error(g.left.message)
    starts.push(g.right)
  }
  const inPlay = starts.map(declaredHealthy)
  if (inPlay.some((g) => g.phase !== 'play')) throw new Error('a parts deal is not a normal game')
  const lastCard = inPlay.map((g) => randomCards(g, rng, 47))
  let sink = 0
  let seed = 0
  /** A part's cost in baseline games: the baseline's games/s over the part's units/s. */
  const cost = (body: (i: number) => Game | number): { games: number; spread: number } => {
    const c = compare((n) => {
      for (let i = 0; i < n; i++) {
        const r = body(i % PART_GAMES)
        sink += typeof r === 'number' ? r : r.phase.length
      }
    })
    return { games: c.baselineGames / c.rate, spread: c.spread }
  }
  const rows: [string, { games: number; spread: number }][] = [
    ['newGame from a seed', cost(() => {
      const g = newGame({ rules: RULES, seed: `bench-${seed++}`, dealer: 0 })
      if (g._tag === 'Left') throw new Error(g.left.message)
      return g.right
    })],
    ['the reservation round (4 healthy declarations)', cost((i) => declaredHealthy(starts[i] as Game))],
    ['cards 1..47 (legalCards, a random one, applyAction)', cost((i) => randomCards(inPlay[i] as Game, rng, 47))],
    ['card 48 (the last trick, the tally, the settlement)', cost((i) => randomCards(lastCard[i] as Game, rng, 1))]
  ]
  const floor = cost(() => playFloorGame())
  const floorDeal = cost(() => (FloorState.start().finished ? 1 : 0))
  const games = rows.map(([, r]) => r.games)
  const game = games.reduce((sum, g) => sum + g, 0)
  // Besides its 48 cards, a game has its start, its reservation round and its settlement (the
  // 48th card less an average card); the floor's 48 cards are its game less its deal.
  const [start = 0, reservations = 0, cards47 = 0, card48 = 0] = games
  const around = start + reservations + card48 - cards47 / 47
  const best = floor.games - floorDeal.games + around
  const line = (label: string, games: number, note: string): string => figureLine(label, games.toFixed(3), 'games', note)
  return [
    '',
    'where a validating tsr normal game\'s time goes (each part alone beside the baseline; in baseline games)',
    ...rows.map(([label, r]) => line(`  ${label}`, r.games, `±${(100 * r.spread).toFixed(1)}%`)),
    line('  the parts together', game, `a normal game at ${ratio(1 / game)} of the baseline`),
    line('  the floor game (its deal and 48 cards)', floor.games, `±${(100 * floor.spread).toFixed(1)}%`),
    line('  the floor\'s deal', floorDeal.games, `±${(100 * floorDeal.spread).toFixed(1)}%`),
    line('  the floor\'s 48 cards with this start, reservations, settlement', best, `a normal game at most at ${ratio(1 / best)} of the baseline`),
    ...(sink === 0.5 ? [''] : [])
  ]
}

/** One measurement, in a fresh worker; returns the printed lines. */
const run = async (task: Task): Promise<string[]> => {
  const rng = createRng('bench')
  switch (task.kind) {
    case 'validating': {
      const table = TABLES[task.table] as RuleSet
      const what = task.player === 'random' ? 'random reservations, announcements' : task.player === 'normal' ? 'normal games (healthy, no announcements)' : 'the player lists legalActions each step'
      const c = compare((n) => {
        for (let i = 0; i < n; i++) validatingGame(table, rng, task.player)
      })
      return [row(`validating API, ${task.table}: ${what}`, c, 'games/s')]
    }
    case 'fast': {
      const { setup, fast } = fastSetup(TABLES[task.table] as RuleSet)
      const deals = task.deals === 'pool' ? pooled(rng, fast) : shuffled
      const what =
        task.deals === 'pool'
          ? task.normal
            ? 'normal games (healthy, no announcements)'
            : 'random reservations, announcements'
          : `${task.normal ? 'normal games' : 'random reservations etc.'}, a shuffle a game (deal)`
      const c = compare(
        task.normal
          ? (n) => {
              for (let i = 0; i < n; i++) fastNormalGame(rng, fast, deals)
            }
          : (n) => {
              for (let i = 0; i < n; i++) fastGame(rng, fast, setup, deals)
            }
      )
      return [row(`FastGame, ${task.table}: ${what}`, c, 'games/s')]
    }
    case 'floor': {
      let sink = 0
      const c = compare((n) => {
        for (let i = 0; i < n; i++) sink += playFloorGame()
      })
      return [row(FLOOR_LABEL, c, 'games/s'), ...(sink === 0.5 ? [''] : [])]
    }
    case 'parts':
      return parts(rng)
    case 'queries': {
      const positions = samplePositions()
      const games = (): void => {
        for (let i = 0; i < 500; i++) validatingGame(RULES, rng, 'random')
      }
      let sink = 0
      const c = compare((n) => {
        for (let i = 0; i < n; i++) sink += legalActions(positions[i % positions.length] as Game).length
      }, games)
      return [row('validating API: legalActions queries, mid-game positions', c, 'queries/s'), ...(sink === 42 ? [''] : [])]
    }
    case 'fastQueries': {
      const fastPositions = samplePositions().flatMap((g) => (g.phase === 'play' || g.phase === 'clarification' ? [fastCopy(g)] : []))
      const { setup, fast } = fastSetup(RULES)
      const games = (): void => {
        for (let i = 0; i < 5000; i++) fastGame(rng, fast, setup, shuffled)
      }
      let sink = 0
      const c = compare((n) => {
        for (let i = 0; i < n; i++) sink += (fastPositions[i % fastPositions.length] as FastGame).legalMask()
      }, games)
      return [row('FastGame: legalMask queries, mid-game positions', c, 'queries/s'), ...(sink === 42 ? [''] : [])]
    }
    case 'allocation':
      return allocation()
  }
}

const TASKS: readonly Task[] = [
  { kind: 'floor' },
  { kind: 'validating', table: 'tsr', player: 'random' },
  { kind: 'validating', table: 'tsr', player: 'random', source: true },
  { kind: 'validating', table: 'tsr', player: 'normal' },
  { kind: 'validating', table: 'tsr', player: 'normal', source: true },
  { kind: 'parts' },
  { kind: 'validating', table: 'tsr', player: 'listing' },
  { kind: 'validating', table: 'pagat', player: 'random' },
  { kind: 'validating', table: 'house table', player: 'random' },
  { kind: 'fast', table: 'tsr', normal: false, deals: 'pool' },
  { kind: 'fast', table: 'pagat', normal: false, deals: 'pool' },
  { kind: 'fast', table: 'house table', normal: false, deals: 'pool' },
  { kind: 'fast', table: 'tsr', normal: true, deals: 'pool' },
  { kind: 'fast', table: 'tsr', normal: false, deals: 'shuffle' },
  { kind: 'fast', table: 'tsr', normal: true, deals: 'shuffle' },
  { kind: 'queries' },
  { kind: 'fastQueries' },
  { kind: 'allocation' }
]

const inWorker = (task: Task): Promise<string[]> =>
  new Promise<string[]>((resolve, reject) => {
    // The built package's rows run in this bundle, the source rows in its sibling (build.mjs).
    const worker = new Worker(task.source === true ? new URL('./index-source.mjs', import.meta.url) : new URL(import.meta.url), { workerData: task })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the worker exited (code ${code}) without a result`)))
  })

const loadAverage = (): string => os.loadavg().map((x) => x.toFixed(2)).join(' ')

const bench = async (): Promise<void> => {
  const t0 = performance.now()
  console.log(`doppelkopf bench: node ${process.version}, ${os.cpus().length} cpus, load average ${loadAverage()} (1, 5, 15 min) at start`)
  console.log(`each row in a fresh worker: warm-up, then ${ROUNDS} timed rounds alternating with ${ROUNDS} of the bitmask baseline`)
  console.log('(test/bench/baseline.ts: random normal games on bit sets); medians; ratio = row / baseline (the query rows:')
  console.log('/ the baseline\'s legal-card queries, one per card it plays); spread = half the range of the row\'s rounds')
  console.log(HOUSE_TABLE)
  console.log(`FastGame rows: each game restarts from a pool of ${int(POOL_SIZE)} deals made beforehand (FastGame.dealHands); "a shuffle a game": FastGame.deal`)
  console.log('')
  console.log([`${'row'.padEnd(LABEL)}`, `${'median'.padStart(11)} ${''.padEnd(9)}`, 'ratio'.padStart(7), `${'baseline'.padStart(12)} ${'(worker)'.padEnd(9)}`, 'spread'].join('  '))
  let failed = false
  // `--only TEXT`: just the rows whose task (kind, table, player) mentions TEXT.
  const at = process.argv.indexOf('--only')
  const only = at >= 0 ? process.argv[at + 1] : undefined
  for (const task of TASKS.filter((t) => only === undefined || JSON.stringify(t).includes(only))) {
    if (task.kind === 'allocation') console.log(`\nallocation (node --expose-gc, heap growth of the worker; medians over batches)`)
    try {
      for (const line of await inWorker(task)) console.log(line)
    } catch (e) {
      failed = true
      console.log(`${JSON.stringify(task)}: failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`)
    }
  }
  console.log('')
  console.log(`load average ${loadAverage()} at end; ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  if (failed) process.exitCode = 1
}

// ---------------------------------------------------------------------------------------------
// --check-baseline

/** The shared baseline, by its path relative to this source directory (test/bench), or null. */
const sharedBaselinePath = (): string => {
  // npm runs scripts in the package root and names its package.json; the bundle itself lives elsewhere.
  const root = process.env['npm_package_json'] !== undefined ? dirname(process.env['npm_package_json']) : process.cwd()
  return resolve(join(root, 'test', 'bench'), '../../../shared/bench/bitmask-baseline.mjs')
}

const checkBaseline = async (): Promise<void> => {
  const path = sharedBaselinePath()
  console.log(`baseline check: node ${process.version}, load average ${loadAverage()} at start`)
  if (!existsSync(path)) {
    console.log(`the shared baseline is not at ${path} (../../../shared/bench/bitmask-baseline.mjs from test/bench): nothing to compare with`)
    return
  }
  // A runtime import, not bundled: bundled, the shared file's "run alone" block would run too.
  const shared = (await import(pathToFileURL(path).href)) as { playBaselineGames: (n: number) => { games: number; seconds: number } }
  const rounds = 9
  const own = (n: number): void => void playBaselineGames(n)
  const theirs = (n: number): void => void shared.playBaselineGames(n)
  const nOwn = warmUp(own, 1, 0.3)
  const nTheirs = warmUp(theirs, 1, 0.3)
  const ownRates: number[] = []
  const theirRates: number[] = []
  const ownRound = (): void => {
    const r = playBaselineGames(nOwn)
    ownRates.push(r.games / r.seconds)
  }
  const theirRound = (): void => {
    const r = shared.playBaselineGames(nTheirs)
    theirRates.push(r.games / r.seconds)
  }
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      ownRound()
      theirRound()
    } else {
      theirRound()
      ownRound()
    }
  }
  const mine = median(ownRates)
  const sharedMedian = median(theirRates)
  console.log(`warm-up, then ${rounds} rounds of each, alternating (about 0.3 s a round); medians`)
  console.log(`  test/bench/baseline.ts                ${int(mine).padStart(9)} games/s  (spread ±${(100 * spread(ownRates)).toFixed(1)}%)`)
  console.log(`  ${relative(process.cwd(), path).padEnd(36)}  ${int(sharedMedian).padStart(9)} games/s  (spread ±${(100 * spread(theirRates)).toFixed(1)}%)`)
  const pairs = ownRates.map((x, r) => x / (theirRates[r] as number))
  console.log(`  ratio (this repository's / shared)    ${(mine / sharedMedian).toFixed(3)}   (round by round: median ${median(pairs).toFixed(3)}, ${Math.min(...pairs).toFixed(3)} .. ${Math.max(...pairs).toFixed(3)})`)
  console.log(`load average ${loadAverage()} at end`)
}

if (isMainThread) {
  if (process.argv.includes('--check-baseline')) await checkBaseline()
  else await bench()
} else {
  parentPort?.postMessage(await run(workerData as Task))
}
