/**
 * `doppelkopf score FILE`: the itemised settlement of a game record or a game summary, in the
 * words of `--lang`.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { gameError } from '../errors.js'
import type { Colors } from 'picocolors/types.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { settle } from '../scoring/settle.js'
import { type CliError, type CliFailure, type ScoreInput, failure, readJson, readScoreInput } from './files.js'
import { contractText, defaultNames, partiesLine, readerOf, redealLine, settlementLines, summaryLine, voiceOf } from './render.js'
import type { Words } from './words.js'

/** The help text of the score file formats. */
export const SCORE_FORMATS = `FILE is JSON, one of:
  - a game record (as written by gameRecord/recorderRecord): it is replayed and its game settled;
  - a game summary { parties, points, tricks, announcements, extraPoints }, settled under --rules;
  - { "rules": "tsr" | "pagat" | "house" | { ...a whole rule set }, "summary": { ...a game summary } }.`

/** Settles what a score file holds: the report's lines, or an error. */
const settledLines = (input: ScoreInput, words: Words, c: Colors): E.Either<CliError, readonly string[]> => {
  const { ui, locale } = words
  if (input.kind === 'summary') {
    const s = settle(input.summary, input.rules)
    if (E.isLeft(s)) return s
    const v = voiceOf(words, defaultNames(locale), null, c)
    return E.right([ui.summaryHead(input.rules.name), partiesLine(input.summary.parties, v), summaryLine(input.summary, v), ...settlementLines(s.right, v)])
  }
  const { record, game } = input.replayed
  const names = record.players ?? defaultNames(locale)
  const v = voiceOf(words, names, readerOf(names), c)
  const head = ui.recordHead(record.setup.rules.name, names[record.setup.dealer], record.history.length)
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
 * Scores a file: the lines to print, or the error (with its code) that keeps it from being
 * scored, with the names of a record's players. `rules` is the rule set of a bare summary.
 */
export const scoreFile = (path: string, rules: RuleSet, words: Words, c: Colors): E.Either<CliFailure, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return E.left(failure(json.left))
  const input = readScoreInput(json.right, rules)
  const lines = E.isLeft(input) ? input : settledLines(input.right, words, c)
  return E.isLeft(lines) ? E.left(failure(lines.left, json.right)) : lines
}
