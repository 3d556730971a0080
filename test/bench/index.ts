/**
 * `npm run bench`: complete random TSR games per second through the validating API and through
 * the fast path, and legal-action queries per second. Each figure is the median of several
 * timed rounds after a warm-up, on one core (this script is single-threaded).
 *
 * The script is bundled with the engine into one module by esbuild before it runs, as the
 * published build (tsup, one module per format) is: per-file transpilation on the fly (tsx) is
 * about 10% slower and would not measure what users run.
 *
 * Deals: the validating games are dealt from seeds (`bench-0`, `bench-1`, ...) as a server
 * would; the fast-path games from the random source.
 *
 * The random players: reservations are healthy with probability 19/20, else a uniformly random
 * legal declaration; cards are uniformly random legal cards; before each card, with probability
 * 1/30, an announcement is made if one is allowed (validating API: the first one listed; fast
 * path: a random seat's next level).
 */
import { type Action, type Declaration, type Game, applyAction, legalActions, newGame, type RuleSet, rules } from '../../src/index.js'
import { type DeclareAction, type GameSetup, type PlayingGame, type SeatDeclaration, type Rng, createRng, dealWith, legalCards, deckOf, resolveReservations, withPiglets, withSecondDulleBeats, legalDeclarations } from '../../src/rulesEntry.js'
import { FastGame } from '../../src/fast/index.js'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { pipe } from 'fp-ts/lib/function.js'

const RULES = rules.tsr
const HEALTHY: Declaration = { kind: 'healthy' }

let gameNumber = 0

/** A random element; for the rare phases (Armut, the Hochzeiter's choice) and declarations. */
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T

/** Whether a Hochzeit waits for the Hochzeiter's choice of clarifying tricks. */
const awaitsClarifyingChoice = (g: PlayingGame): boolean => g.contract.kind === 'hochzeit' && g.contract.clarifiedBy === null

/**
 * Plays one complete random game through the validating API (every action goes through
 * `applyAction`, which checks it); returns the number of actions applied. Declarations, the
 * Armut exchange and the Hochzeiter's choice come from `legalActions`. Cards: with `listAll`
 * false from `legalCards` (the seat to play's legal cards, no action lists), and with
 * probability 1/30 before a card the first announcement `legalActions` lists (if any) is made;
 * with `listAll` true the player lists every action with `legalActions` at each step and picks a
 * random card action, or with probability 1/30 the first listed announcement. A redeal ends the
 * game.
 */
const validatingGame = (rules: RuleSet, rng: Rng, listAll: boolean): number => {
  const start = newGame({ rules, seed: `bench-${gameNumber++}`, dealer: 0 })
  if (start._tag === 'Left') throw new Error(start.left.message)
  let g: Game = start.right
  let actions = 0
  // The phase is read once a step: states of many shapes pass through this loop.
  for (let phase = g.phase; phase !== 'finished' && phase !== 'redeal'; phase = g.phase) {
    let a: Action
    if (phase === 'reservations') {
      const legal = legalActions(g)
      a = (rng.nextInt(20) === 0 ? pick(rng, legal) : legal[0]) as Action
    } else if (phase === 'armut' || (phase === 'clarification' && awaitsClarifyingChoice(g as PlayingGame))) {
      a = pick(rng, legalActions(g))
    } else if (listAll) {
      const legal = legalActions(g)
      let plays = 0
      while (plays < legal.length && (legal[plays] as Action).type === 'play') plays++
      a = legal[rng.nextInt(plays)] as Action
      if (plays < legal.length && rng.nextInt(30) === 0) a = legal[plays] as Action
    } else {
      const cards = legalCards(g as PlayingGame)
      a = { type: 'play', seat: (g as PlayingGame).turn, card: cards[rng.nextInt(cards.length)] as number }
      if (phase === 'play' && rng.nextInt(30) === 0) {
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
 * One complete random game on the fast path: deal, random declarations (healthy 19/20), then
 * `FastGame.restart` and random cards. The rare rounds that do not start card play directly go
 * through the validating API: an Armut exchange (then `FastGame.fromGame`); a redeal ends the game.
 */
const fastGame = (rng: Rng, fast: FastGame, base: GameSetup): number => {
  const setup: GameSetup = { ...base, deal: dealWith(rng, 0, deckOf(base.rules)) }
  const declarations: SeatDeclaration[] = []
  for (let k = 1; k <= 4; k++) {
    const seat = (k & 3) as SeatDeclaration['seat']
    // Healthy is always legal; only the other 1/20 of choices needs the list of declarations.
    if (rng.nextInt(20) !== 0) declarations.push({ seat, declaration: HEALTHY })
    else declarations.push({ seat, declaration: (pick(rng, legalDeclarations(setup, seat)) as DeclareAction).declaration })
  }
  const resolution = resolveReservations(setup, declarations)
  let game = fast
  if (resolution.kind === 'redeal') return 0
  if (resolution.kind === 'armut') {
    let g: Game = afterArmutDeclarations(setup, declarations)
    while (g.phase === 'armut') {
      const next = applyAction(g, pick(rng, legalActions(g)))
      if (next._tag === 'Left') throw new Error(next.left.message)
      g = next.right
    }
    if (g.phase !== 'play') return 0
    game = FastGame.fromGame(g)
  } else {
    fast.restart(setup, declarations)
    if (fast.clarifiedBy === null) fast.chooseClarification(pick(rng, CLARIFYING))
  }
  while (!game.isFinished()) {
    if (rng.nextInt(30) === 0) {
      const seat = rng.nextInt(4)
      const level = (game.level[(game.party[seat] as number) - 1] as number) + 1
      if (level <= 5 && game.canAnnounce(seat, level)) game.announce(seat, level)
    }
    game.play(game.randomLegalCard(rng.nextInt))
  }
  return game.settle().scores[0]
}

const CLARIFYING = ['any', 'trump', 'plain'] as const

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

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number

/** Runs `body` for a warm-up and five timed rounds; returns the printed line with the median rate. */
const measure = (name: string, unit: string, perRound: number, body: (n: number) => void): string => {
  body(Math.ceil(perRound / 5))
  const rates: number[] = []
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now()
    body(perRound)
    rates.push((perRound * 1000) / (performance.now() - t0))
  }
  return `${name.padEnd(62)} ${Math.round(median(rates)).toLocaleString('en-US').padStart(12)} ${unit}`
}

const TABLES: Readonly<Record<string, RuleSet>> = {
  tsr: rules.tsr,
  pagat: rules.pagat,
  'house table (pagat + piglets + second Dulle + Armut)': pipe(
    rules.pagat,
    withPiglets(),
    withSecondDulleBeats('exceptLastTrick')
  )
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

type Task =
  | { readonly kind: 'validating' | 'listing' | 'fast'; readonly table: string }
  | { readonly kind: 'queries' | 'fastQueries' }

/** One measurement; each runs in a fresh worker so that no table's code is compiled for another's. */
const run = (task: Task): string => {
  const rng = createRng('bench')
  switch (task.kind) {
    case 'validating':
    case 'listing': {
      const table = TABLES[task.table] as RuleSet
      const label = task.kind === 'validating' ? `validating API, ${task.table}` : `  ${task.table}, the player lists legalActions each step`
      return measure(label, 'games/s', 20_000, (n) => {
        for (let i = 0; i < n; i++) validatingGame(table, rng, task.kind === 'listing')
      })
    }
    case 'fast': {
      const base = newGame({ rules: TABLES[task.table] as RuleSet, seed: 'bench' })
      if (base._tag === 'Left' || base.right.phase !== 'reservations') throw new Error('setup failed')
      const setup = base.right.setup
      const fast = FastGame.start(setup, [0, 1, 2, 3].map((seat) => ({ seat: seat as 0, declaration: HEALTHY })))
      return measure(`fast path, ${task.table}`, 'games/s', 100_000, (n) => {
        for (let i = 0; i < n; i++) fastGame(rng, fast, setup)
      })
    }
    case 'queries': {
      const positions = samplePositions()
      let sink = 0
      const line = measure('validating API: legalActions queries', 'queries/s', 1_000_000, (n) => {
        for (let i = 0; i < n; i++) sink += legalActions(positions[i % positions.length] as Game).length
      })
      return sink === 42 ? '' : line
    }
    case 'fastQueries': {
      const fastPositions = samplePositions().flatMap((g) =>
        g.phase === 'play' || g.phase === 'clarification' ? [FastGame.fromGame(g)] : []
      )
      let sink = 0
      const line = measure('fast path: legal-card queries (legalMask)', 'queries/s', 5_000_000, (n) => {
        for (let i = 0; i < n; i++) sink += (fastPositions[i % fastPositions.length] as FastGame).legalMask()
      })
      return sink === 42 ? '' : line
    }
  }
}

if (isMainThread) {
  console.log(`doppelkopf bench (node ${process.version}): complete random games and queries per second,`)
  console.log('median of 5 timed rounds after a warm-up, each measurement alone in a fresh worker (one core)')
  const tables = Object.keys(TABLES)
  const tasks: Task[] = [
    ...tables.map((table) => ({ kind: 'validating' as const, table })),
    { kind: 'listing', table: 'tsr' },
    ...tables.map((table) => ({ kind: 'fast' as const, table })),
    { kind: 'queries' },
    { kind: 'fastQueries' }
  ]
  for (const task of tasks) {
    const line = await new Promise<string>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: task })
      worker.once('message', resolve)
      worker.once('error', reject)
    })
    console.log(line)
  }
} else {
  parentPort?.postMessage(run(workerData as Task))
}
