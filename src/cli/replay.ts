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

/** Replays a record file: the lines to print, or the error (with its code). */
export const replayFile = (path: string, c: Colors): E.Either<CliError, readonly string[]> => {
  const json = readJson(path)
  return E.isLeft(json) ? json : replayLines(json.right, c)
}
