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
  rules
} from '../../src/index.js'
import { legalDeclarations } from '../../src/game/reservations.js'

const RULES = rules.tsr
const HEALTHY: Declaration = { kind: 'healthy' }

let gameNumber = 0

/**
 * Plays one complete random game through the validating API (every action goes through
 * `applyAction`, which checks it); returns the number of actions applied. Declarations come from
 * `legalActions`. Cards: with `listAll` false from `legalCards` (the seat to play's legal cards,
 * no action lists), and with probability 1/30 before a card the first announcement
 * `legalActions` lists (if any) is made; with `listAll` true the player lists every action with
 * `legalActions` at each step and picks a random card action, or with probability 1/30 the first
 * listed announcement.
 */
const validatingGame = (rng: Rng, listAll: boolean): number => {
  const start = newGame({ rules: RULES, seed: `bench-${gameNumber++}`, dealer: 0 })
  if (start._tag === 'Left') throw new Error(start.left.message)
  let g: Game = start.right
  let actions = 0
  while (g.phase !== 'finished') {
    let a: Action
    if (g.phase === 'redeal') throw new Error(`unexpected redeal (${g.reason})`)
    if (g.phase === 'armut') throw new Error('unexpected Armut exchange')
    if (g.phase === 'reservations') {
      const legal = legalActions(g)
      a = (rng.nextInt(20) === 0 ? legal[rng.nextInt(legal.length)] : legal[0]) as Action
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

const fastGame = (rng: Rng, fast: FastGame, base: GameSetup): number => {
  const setup: GameSetup = { ...base, deal: dealWith(rng, 0) }
  const declarations: SeatDeclaration[] = []
  for (let k = 1; k <= 4; k++) {
    const seat = (k & 3) as SeatDeclaration['seat']
    // Healthy is always legal; only the other 1/20 of choices needs the list of declarations.
    if (rng.nextInt(20) !== 0) declarations.push({ seat, declaration: HEALTHY })
    else {
      const legal = legalDeclarations(setup, seat)
      declarations.push({ seat, declaration: (legal[rng.nextInt(legal.length)] as DeclareAction).declaration })
    }
  }
  fast.restart(setup, declarations)
  while (!fast.isFinished()) {
    if (rng.nextInt(30) === 0) {
      const seat = rng.nextInt(4)
      const level = (fast.level[(fast.party[seat] as number) - 1] as number) + 1
      if (level <= 5 && fast.canAnnounce(seat, level)) fast.announce(seat, level)
    }
    fast.play(fast.randomLegalCard(rng.nextInt))
  }
  return fast.settle().scores[0]
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

const base = newGame({ rules: RULES, seed: 'bench' })
if (base._tag === 'Left' || base.right.phase !== 'reservations') throw new Error('setup failed')
const baseSetup = base.right.setup

console.log(`doppelkopf bench (node ${process.version}, median of 5 rounds, one core)`)
const rng = createRng('bench')
measure('validating API: random complete games', 'games/s', 5, 20_000, (n) => {
  for (let i = 0; i < n; i++) validatingGame(rng, false)
})
measure('  the same, player lists legalActions each step', 'games/s', 5, 20_000, (n) => {
  for (let i = 0; i < n; i++) validatingGame(rng, true)
})
const fast = FastGame.start(baseSetup, [0, 1, 2, 3].map((seat) => ({ seat: seat as 0, declaration: { kind: 'healthy' } })))
measure('fast path: random complete games', 'games/s', 5, 100_000, (n) => {
  for (let i = 0; i < n; i++) fastGame(rng, fast, baseSetup)
})

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
