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
import {
  type Action,
  type Declaration,
  type DeclareAction,
  type Game,
  type GameSetup,
  type SeatDeclaration,
  FastGame,
  type Rng,
  applyAction,
  createRng,
  dealWith,
  legalActions,
  legalCards,
  newGame,
  deckOf,
  resolveReservations,
  type RuleSet,
  withPiglets,
  withSecondDulleBeats,
  rules,
  legalDeclarations
} from '../../src/index.js'
import { pipe } from 'fp-ts/lib/function.js'

const RULES = rules.tsr
const HEALTHY: Declaration = { kind: 'healthy' }

let gameNumber = 0

/** A random element; for the rare phases (Armut, the Hochzeiter's choice) and declarations. */
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T

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
  while (g.phase !== 'finished' && g.phase !== 'redeal') {
    let a: Action
    if (g.phase === 'reservations') {
      const legal = legalActions(g)
      a = (rng.nextInt(20) === 0 ? pick(rng, legal) : legal[0]) as Action
    } else if (g.phase === 'armut' || (g.contract.kind === 'hochzeit' && g.contract.clarifiedBy === null)) {
      a = pick(rng, legalActions(g))
    } else if (listAll) {
      const legal = legalActions(g)
      let plays = 0
      while (plays < legal.length && (legal[plays] as Action).type === 'play') plays++
      a = legal[rng.nextInt(plays)] as Action
      if (plays < legal.length && rng.nextInt(30) === 0) a = legal[plays] as Action
    } else {
      const cards = legalCards(g)
      a = { type: 'play', seat: g.turn, card: cards[rng.nextInt(cards.length)] as number }
      if (g.phase === 'play' && rng.nextInt(30) === 0) {
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

const measure = (name: string, unit: string, rounds: number, perRound: number, body: (n: number) => void): void => {
  body(Math.ceil(perRound / 5))
  const rates: number[] = []
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now()
    body(perRound)
    rates.push((perRound * 1000) / (performance.now() - t0))
  }
  const m = median(rates)
  console.log(`${name.padEnd(44)} ${Math.round(m).toLocaleString('en-US').padStart(12)} ${unit}`)
}

const TABLES: readonly (readonly [string, RuleSet])[] = [
  ['tsr', rules.tsr],
  ['pagat', rules.pagat],
  ['house table: pagat + piglets + second Dulle + Armut', pipe(rules.pagat, withPiglets(), withSecondDulleBeats('exceptLastTrick'))]
]

console.log(`doppelkopf bench (node ${process.version}, median of 5 rounds, one core)`)
const rng = createRng('bench')
for (const [name, table] of TABLES) {
  measure(`validating API, ${name}: random complete games`, 'games/s', 5, 20_000, (n) => {
    for (let i = 0; i < n; i++) validatingGame(table, rng, false)
  })
}
measure('  tsr, the player lists legalActions each step', 'games/s', 5, 20_000, (n) => {
  for (let i = 0; i < n; i++) validatingGame(RULES, rng, true)
})
for (const [name, table] of TABLES) {
  const base = newGame({ rules: table, seed: 'bench' })
  if (base._tag === 'Left' || base.right.phase !== 'reservations') throw new Error('setup failed')
  const baseSetup = base.right.setup
  const fast = FastGame.start(baseSetup, [0, 1, 2, 3].map((seat) => ({ seat: seat as 0, declaration: HEALTHY })))
  measure(`fast path, ${name}: random complete games`, 'games/s', 5, 100_000, (n) => {
    for (let i = 0; i < n; i++) fastGame(rng, fast, baseSetup)
  })
}

// Legal-action queries on 64 positions sampled from random games (few enough to stay in the
// processor cache, as the current state of a game loop does).
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
let sink = 0
measure('validating API: legalActions queries', 'queries/s', 5, 1_000_000, (n) => {
  for (let i = 0; i < n; i++) sink += legalActions(positions[i % positions.length] as Game).length
})
const fastPositions = positions.flatMap((g) => (g.phase === 'play' || g.phase === 'clarification' ? [FastGame.fromGame(g)] : []))
measure('fast path: legal-card queries (legalMask)', 'queries/s', 5, 5_000_000, (n) => {
  for (let i = 0; i < n; i++) sink += (fastPositions[i % fastPositions.length] as FastGame).legalMask()
})
if (sink === 42) console.log('')
