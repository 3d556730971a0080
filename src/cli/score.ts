/**
 * `doppelkopf score FILE`: the itemised settlement of a game record or a game summary.
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
import type { BySeat } from '../seat.js'
import { type CliError, type ScoreInput, readJson, readScoreInput } from './files.js'
import { DEFAULT_NAMES, type SeatNames, contractLabel, partiesLine, redealLine, settlementLines, summaryLine } from './render.js'

/** The help text of the score file formats. */
export const SCORE_FORMATS = `FILE is JSON, one of:
  - a game record (as written by gameRecord/recorderRecord): it is replayed and its game settled;
  - a game summary { parties, points, tricks, announcements, extraPoints }, settled under --rules;
  - { "rules": "tsr" | "pagat" | "house" | { ...a whole rule set }, "summary": { ...a game summary } }.`

const namesOf = (players: BySeat<string> | undefined): SeatNames => players ?? DEFAULT_NAMES

/** Settles what a score file holds: the report's lines, or an error. */
const settledLines = (input: ScoreInput, c: Colors): E.Either<CliError, readonly string[]> => {
  if (input.kind === 'summary') {
    const s = settle(input.summary, input.rules)
    if (E.isLeft(s)) return s
    return E.right([
      `Game summary, settled under the rules "${input.rules.name}"`,
      partiesLine(input.summary.parties, DEFAULT_NAMES),
      summaryLine(input.summary),
      ...settlementLines(s.right, DEFAULT_NAMES, c)
    ])
  }
  const { record, game } = input.replayed
  const names = namesOf(record.players)
  const head = `Game record (rules "${record.rules.name}", dealer ${names[record.dealer]}, ${record.actions.length} actions)`
  if (game.phase === 'redeal') return E.right([head, redealLine(game.reason, game.seat, names)])
  if (game.phase !== 'finished') {
    return E.left(gameError('phase/not-finished', `The recorded game is not over (phase ${game.phase}): nothing to score`, { phase: game.phase }))
  }
  const s = settle(game.summary, game.setup.rules)
  if (E.isLeft(s)) return s
  return E.right([
    head,
    `Game: ${contractLabel(game.contract, names)}`,
    partiesLine(game.parties, names),
    summaryLine(game.summary),
    ...settlementLines(s.right, names, c)
  ])
}

/**
 * Scores a file: the lines to print, or the error (with its code) that keeps it from being
 * scored. `rules` is the rule set of a bare summary.
 */
export const scoreFile = (path: string, rules: RuleSet, c: Colors): E.Either<CliError, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return json
  const input = readScoreInput(json.right, rules)
  return E.isLeft(input) ? input : settledLines(input.right, c)
}
