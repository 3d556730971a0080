/**
 * `doppelkopf score FILE`: the itemised settlement of a session record (what `play --record`
 * writes: every game, then the score sheet; or `--game N`), a game record or a game summary,
 * in the words of `--lang`.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { gameError } from '../errors.js'
import type { Colors } from 'picocolors/types.js'
import type { GameRecord, MatchRecord } from '../codecs/record.js'
import { decodeMatchConfig } from '../match/config.js'
import { type Match, newMatch, recordGame } from '../match/match.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { settle } from '../scoring/settle.js'
import type { Game } from '../game/state.js'
import { type CliError, type CliFailure, type ReplayedRecord, type ScoreInput, failure, inGame, loadRecord, readJson, readScoreInput } from './files.js'
import {
  contractText,
  defaultNames,
  partiesLine,
  readerOf,
  redealLine,
  scoreSheetLines,
  settlementLines,
  summaryLine,
  voiceOf
} from './render.js'
import type { Words } from './words.js'

/** A game record's report: its head, the game, the parties, the card points and the settlement. */
const recordLines = (replayed: ReplayedRecord, words: Words, c: Colors): E.Either<CliError, readonly string[]> => {
  const { ui, locale } = words
  const { record, game } = replayed
  const names = record.players ?? defaultNames(locale)
  const v = voiceOf(words, names, readerOf(names), c)
  const head = ui.recordHead(ui.rulesName(record.setup.rules.name), names[record.setup.dealer], record.history.length)
  if (game.phase === 'redeal') return E.right([head, redealLine(game.reason, game.seat, v)])
  if (game.phase !== 'finished') {
    return E.left(gameError('phase/not-finished', `The recorded game is not over (phase ${game.phase}): nothing to score`, { phase: game.phase }))
  }
  const s = settle(game.summary, game.setup.rules)
  if (E.isLeft(s)) return s
  return E.right([
    head,
    `${locale.log.game}: ${contractText(game.contract, v)}`,
    partiesLine(game.parties, v),
    summaryLine(game.summary, v),
    ...settlementLines(s.right, v)
  ])
}

/**
 * The score sheet of a session record's games, as the match module writes it (dealer, Bock
 * rounds, Pflichtsolo): null when the record's configuration or its games do not make a match
 * (a record put together by hand), whose games are then only settled one by one.
 */
const sheetOf = (record: MatchRecord, games: readonly Game[]): Match | null => {
  const config = decodeMatchConfig(record.config)
  const first = record.games[0]
  if (E.isLeft(config) || first === undefined || first.players === undefined) return null
  const started = newMatch(config.right, { players: first.players, dealer: first.setup.dealer })
  if (E.isLeft(started)) return null
  let match = started.right
  for (const game of games) {
    const next = recordGame(match, game)
    if (E.isLeft(next)) return null
    match = next.right
  }
  return match
}

/** A session record's report: every game (or game `only`, 1-based) and, for all of them, the score sheet. */
const matchLines = (record: MatchRecord, words: Words, c: Colors, only: number | undefined): E.Either<CliError, readonly string[]> => {
  const { ui, locale } = words
  const count = record.games.length
  if (only !== undefined && only > count) {
    return E.left(gameError('cli/no-such-game', `The record holds ${count} game${count === 1 ? '' : 's'}: there is no game ${only}`, { game: only, games: count }))
  }
  const out: string[] = [c.bold(ui.matchHead(count))]
  const games: Game[] = []
  for (let i = 0; i < count; i++) {
    const loaded = loadRecord(record.games[i] as GameRecord)
    if (E.isLeft(loaded)) return E.left(inGame(loaded.left, i))
    games.push(loaded.right.game)
    if (only !== undefined && i + 1 !== only) continue
    const lines = recordLines(loaded.right, words, c)
    if (E.isLeft(lines)) return E.left(inGame(lines.left, i))
    out.push('', c.bold(ui.gameNumber(i + 1)), ...lines.right)
  }
  const match = only === undefined ? sheetOf(record, games) : null
  if (match !== null) out.push('', `${locale.sheet.title}:`, ...scoreSheetLines(match.sheet, match.players, locale, c))
  return E.right(out)
}

/** Settles what a score file holds: the report's lines, or an error. */
const settledLines = (input: ScoreInput, words: Words, c: Colors, only: number | undefined): E.Either<CliError, readonly string[]> => {
  const { ui, locale } = words
  if (input.kind === 'match') return matchLines(input.record, words, c, only)
  if (only !== undefined) {
    return E.left(gameError('cli/no-such-game', 'A game record or summary holds one game: --game is for session records', { game: only, games: 1 }))
  }
  if (input.kind === 'record') return recordLines(input.replayed, words, c)
  const s = settle(input.summary, input.rules)
  if (E.isLeft(s)) return s
  const v = voiceOf(words, defaultNames(locale), null, c)
  return E.right([ui.summaryHead(ui.rulesName(input.rules.name)), partiesLine(input.summary.parties, v), summaryLine(input.summary, v), ...settlementLines(s.right, v)])
}

/**
 * Scores a file: the lines to print, or the error that keeps it from being scored, with the
 * names of a record's players. `rules` is the rule set of a bare summary; `only` (1-based) picks
 * one game of a session record.
 */
export const scoreFile = (path: string, rules: RuleSet, words: Words, c: Colors, only?: number): E.Either<CliFailure, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return E.left(failure(json.left))
  const input = readScoreInput(json.right, rules)
  const lines = E.isLeft(input) ? input : settledLines(input.right, words, c, only)
  return E.isLeft(lines) ? E.left(failure(lines.left, json.right)) : lines
}
