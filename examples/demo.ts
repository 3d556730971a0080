/**
 * Plays one complete seeded game under the DDV tournament rules (`rules.tsr`) between four
 * players who pick random legal actions, and prints it: the deal, the reservations, every trick
 * and announcement, the parties and the itemised settlement.
 *
 *   npm run demo            # seed 'demo'
 *   npm run demo -- 2026-11-30
 *
 * Every random choice comes from `createRng(seed)`, so a seed always gives the same game. The
 * game is printed by the terminal game's `replay` printer (`src/cli/replay.ts`), from the game's
 * record, the same way `doppelkopf replay FILE` prints a stored record.
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type Game, applyAction, isFinished, legalActions, newGame, rules } from '../src/index.js'
import { type AnnounceAction, SEATS, announcementLevel, createRng, dealWith } from '../src/rulesEntry.js'
import { gameRecord } from '../src/records/index.js'
import { colorEnabled, colorsFor } from '../src/cli/io.js'
import { replayLines } from '../src/cli/replay.js'

const seed = process.argv[2] ?? 'demo'
/** Out of how many choices a player makes a reservation, or an announcement when one is legal. */
const RESERVATION_ODDS = 16
const ANNOUNCEMENT_ODDS = 12

function fail(what: string): never {
  console.error(what)
  process.exit(1)
}

const rng = createRng(seed)
/** A uniformly random element of a non-empty list. */
const pick = <T>(items: readonly T[]): T => items[rng.nextInt(items.length)] ?? fail('nothing to pick from')

/** The random players' choice: mostly healthy, now and then a reservation; a random card, now and then an announcement. */
const choose = (game: Game): Action => {
  const actions = legalActions(game)
  if (game.phase === 'reservations') {
    const reservations = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy')
    const healthy = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
    const reserve = rng.nextInt(RESERVATION_ODDS) === 0 || healthy.length === 0
    return pick(reserve && reservations.length > 0 ? reservations : healthy)
  }
  const plays = actions.filter((a) => a.type === 'play')
  // Each seat's lowest legal announcement (a higher one would skip levels).
  const announcements = SEATS.flatMap((seat) => {
    const own = actions.filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === seat)
    const lowest = Math.min(...own.map((a) => announcementLevel(a.announcement)))
    return own.filter((a) => announcementLevel(a.announcement) === lowest)
  })
  return pick(announcements.length > 0 && rng.nextInt(ANNOUNCEMENT_ODDS) === 0 ? announcements : plays.length > 0 ? plays : actions)
}

// The deal: the same hands as `newGame({ seed, dealer })`; the players' choices continue the stream.
const started = newGame({ rules: rules.tsr, dealer: 0, hands: dealWith(rng, 0) })
let game: Game = E.isRight(started) ? started.right : fail(started.left.message)
const actions: Action[] = []
while (!isFinished(game)) {
  const action = choose(game)
  const next = applyAction(game, action)
  game = E.isRight(next) ? next.right : fail(`${next.left.code}: ${next.left.message}`)
  actions.push(action)
}

console.log(`Doppelkopf demo: seed "${seed}", four random players`)
const lines = replayLines(gameRecord(game, actions), colorsFor(colorEnabled(undefined, process.stdout, process.env)))
if (E.isLeft(lines)) fail(`${lines.left.code}: ${lines.left.message}`)
console.log(lines.right.join('\n'))
