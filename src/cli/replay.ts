/**
 * `doppelkopf replay FILE`: a game record told trick by trick, as an onlooker who knows every
 * hand: the deal, the reservations, the contract, each trick with its winner and points, the
 * announcements where they were made, and the settlement.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Colors } from 'picocolors/types.js'
import { orderFor, sortCards } from '../game/order.js'
import type { Game } from '../game/state.js'
import { SEATS } from '../seat.js'
import { type CliError, loadRecord, readJson, recordSteps } from './files.js'
import { decodeMatchRecord } from '../codecs/record.js'
import { gameError } from '../errors.js'
import { narrate } from './narrate.js'
import { DEFAULT_NAMES, handLine, partiesLine, settlementLines, summaryLine } from './render.js'

/** The card order a finished or running game's hands are best shown in. */
const displayOrder = (game: Game) =>
  game.phase === 'play' || game.phase === 'clarification' || game.phase === 'finished'
    ? orderFor(game.setup.rules, game.gameType, game.piglets)
    : orderFor(game.setup.rules, 'normal')

/** The story of a record read from JSON: the lines to print, or the error (with its code). */
export const replayLines = (u: unknown, c: Colors): E.Either<CliError, readonly string[]> => {
  const loaded = loadRecord(u)
  if (E.isLeft(loaded)) return loaded
  const { record, game } = loaded.right
  const stepped = recordSteps(record)
  if (E.isLeft(stepped)) return stepped
  const names = record.players ?? DEFAULT_NAMES
  const order = displayOrder(game)
  const out: string[] = [
    c.bold(`Game record: rules "${record.rules.name}", dealer ${names[record.dealer]}`),
    'The deal (sorted for the game played):',
    ...SEATS.map((s) => `  ${names[s].padEnd(Math.max(...names.map((n) => n.length)))}  ${handLine(sortCards(order, record.hands[s]), null, c)}`),
    'Reservations and play:'
  ]
  for (const step of stepped.right.steps) {
    out.push(...narrate(step.before, step.action, step.after, { names, c, viewer: null, eachCard: false }).map((l) => `  ${l}`))
  }
  if (game.phase === 'finished') {
    out.push(partiesLine(game.parties, names), summaryLine(game.summary), ...settlementLines(game.settlement, names, c))
  } else if (game.phase !== 'redeal') {
    out.push(`The record ends in the ${game.phase} phase: the game is not over.`)
  }
  return E.right(out)
}

/**
 * The story of a match record (what `play --record` writes): every game, or game `only`
 * (1-based); each game as {@link replayLines} tells it.
 */
export const replayMatchLines = (u: unknown, c: Colors, only?: number): E.Either<CliError, readonly string[]> => {
  const decoded = decodeMatchRecord(u)
  if (E.isLeft(decoded)) return decoded
  const games = decoded.right.games
  if (only !== undefined && (only < 1 || only > games.length)) {
    return E.left(gameError('cli/no-such-game', `The record holds ${games.length} game${games.length === 1 ? '' : 's'}, not a game ${only}`, { game: only, games: games.length }))
  }
  const out: string[] = [c.bold(`Match record: ${games.length} game${games.length === 1 ? '' : 's'}`)]
  for (let i = 0; i < games.length; i++) {
    if (only !== undefined && i + 1 !== only) continue
    const told = replayLines(games[i], c)
    if (E.isLeft(told)) return E.left(gameError(told.left.code, `Game ${i + 1}: ${told.left.message}`, told.left.details as never))
    out.push('', c.bold(`=== Game ${i + 1} ===`), ...told.right)
  }
  return E.right(out)
}

/** Replays a record file (a game record, or a match record: every game or `--game N`): the lines to print, or the error. */
export const replayFile = (path: string, c: Colors, only?: number): E.Either<CliError, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return json
  const u = json.right
  const isMatch = typeof u === 'object' && u !== null && !Array.isArray(u) && 'games' in u
  if (!isMatch && only !== undefined) return E.left(gameError('cli/no-such-game', 'A game record holds one game: --game is for match records', { game: only, games: 1 }))
  return isMatch ? replayMatchLines(u, c, only) : replayLines(u, c)
}
