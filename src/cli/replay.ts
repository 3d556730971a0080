/**
 * `doppelkopf replay FILE`: a game record told trick by trick, as an onlooker who knows every
 * hand: the deal, the reservations, the contract, each trick with its winner and points, the
 * announcements where they were made, and the settlement, in the words of `--lang`. A record of
 * `play` (its player named "You" or "Du") is told to that player, as "du" / "you".
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
import { type CliError, type CliFailure, failure, inGame, isMatchRecordValue, loadRecord, readJson, recordSteps } from './files.js'
import { decodeMatchRecord } from '../codecs/record.js'
import { gameError } from '../errors.js'
import { narrate } from './narrate.js'
import { defaultNames, handBlock, partiesLine, readerOf, settlementLines, summaryLine, voiceOf } from './render.js'
import { type Words, wordsFor } from './words.js'
import { DEFAULT_WIDTH } from './wrap.js'

/** The card order a finished or running game's hands are best shown in. */
const displayOrder = (game: Game) =>
  game.phase === 'play' || game.phase === 'clarification' || game.phase === 'finished'
    ? orderFor(game.setup.rules, game.gameType, game.piglets)
    : orderFor(game.setup.rules, 'normal')

/** How to tell a record: the language's words, the colours, the width the hands wrap at. */
export interface ReplayStyle {
  /** The language's words. */
  readonly words: Words
  /** The colours. */
  readonly c: Colors
  /** The width the hands wrap at (the other lines are wrapped when printed); default 80. */
  readonly width?: number
}

/**
 * The story of a record read from JSON: the lines to print, or the error (with its code). The
 * style is the colours alone for English at 80 columns.
 */
export const replayLines = (u: unknown, style: ReplayStyle | Colors): E.Either<CliError, readonly string[]> => {
  const loaded = loadRecord(u)
  if (E.isLeft(loaded)) return loaded
  const { record, game } = loaded.right
  const stepped = recordSteps(record)
  if (E.isLeft(stepped)) return stepped
  const { words, c, width } = 'words' in style ? style : { words: wordsFor('en'), c: style, width: DEFAULT_WIDTH }
  const names = record.players ?? defaultNames(words.locale)
  const v = voiceOf(words, names, readerOf(names), c, width ?? DEFAULT_WIDTH)
  const order = displayOrder(game)
  const out: string[] = [
    c.bold(words.ui.replayHead(words.ui.rulesName(record.setup.rules.name), names[record.setup.dealer])),
    words.ui.deal,
    ...SEATS.map((s) => handBlock(`  ${names[s].padEnd(Math.max(...names.map((n) => n.length)))} `, sortCards(order, record.setup.deal[s]), null, v)),
    words.ui.reservationsAndPlay
  ]
  for (const step of stepped.right.steps) {
    out.push(...narrate(step.before, step.action, step.after, { v, viewer: null, eachCard: false }).map((l) => `  ${l}`))
  }
  if (game.phase === 'finished') {
    out.push(partiesLine(game.parties, v), summaryLine(game.summary, v), ...settlementLines(game.settlement, v))
  } else if (game.phase !== 'redeal') {
    out.push(words.ui.unfinished(words.locale.phases[game.phase]))
  }
  return E.right(out)
}

/**
 * The story of a match record (what `play --record` writes): every game, or game `only`
 * (1-based); each game as {@link replayLines} tells it.
 */
export const replayMatchLines = (u: unknown, style: ReplayStyle, only?: number): E.Either<CliError, readonly string[]> => {
  const decoded = decodeMatchRecord(u)
  if (E.isLeft(decoded)) return decoded
  const games = decoded.right.games
  if (only !== undefined && (only < 1 || only > games.length)) {
    return E.left(gameError('cli/no-such-game', `The record holds ${games.length} game${games.length === 1 ? '' : 's'}: there is no game ${only}`, { game: only, games: games.length }))
  }
  const { words, c } = style
  const out: string[] = [c.bold(words.ui.matchHead(games.length))]
  for (let i = 0; i < games.length; i++) {
    if (only !== undefined && i + 1 !== only) continue
    const told = replayLines(games[i], style)
    if (E.isLeft(told)) return E.left(inGame(told.left, i))
    out.push('', c.bold(words.ui.gameNumber(i + 1)), ...told.right)
  }
  return E.right(out)
}

/**
 * Replays a record file (a game record, or a match record: every game or `--game N`): the lines
 * to print, or the error with the names of the record's players.
 */
export const replayFile = (path: string, style: ReplayStyle, only?: number): E.Either<CliFailure, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return E.left(failure(json.left))
  const u = json.right
  const isMatch = isMatchRecordValue(u)
  if (!isMatch && only !== undefined) {
    return E.left(failure(gameError('cli/no-such-game', 'A game record holds one game: --game is for session records', { game: only, games: 1 }), u))
  }
  const lines = isMatch ? replayMatchLines(u, style, only) : replayLines(u, style)
  return E.isLeft(lines) ? E.left(failure(lines.left, u)) : lines
}
