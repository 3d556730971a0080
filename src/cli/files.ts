/**
 * Reading game files for `score` and `replay`: JSON from disk, game records (decoded and
 * replayed) and game summaries, every failure an error value with a code.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { readFileSync } from 'node:fs'
import { type DoppelkopfError, gameError } from '../errors.js'
import { show } from '../input/plain.js'
import * as E from 'fp-ts/lib/Either.js'
import type { GameRecord } from '../codecs/record.js'
import { decodeGameRecord, decodeMatchRecord } from '../codecs/record.js'
import { decodeGameSummary } from '../codecs/summary.js'
import { type TableContext, formatError } from '../i18n/format.js'
import type { MatchRecord } from '../codecs/record.js'
import type { Words } from './words.js'
import type { Action } from '../game/actions.js'
import { applyAction, gameFromSetup } from '../game/api.js'
import type { Game } from '../game/state.js'
import { replay } from '../records/replay.js'
import { decodeRules } from '../rules/codec.js'
import { rules as presets } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { GameSummary } from '../scoring/summary.js'
import type { BySeat } from '../seat.js'
import { PRESETS, isPreset } from './rules.js'

/** A failure of the command line: the library's one error type (`cli/...` or the library's own code). */
export type CliError = DoppelkopfError

/** A command's failure: the error, and the seats' names of the record it is about (so its phrase names them). */
export interface CliFailure {
  /** The error. */
  readonly error: CliError
  /** The names of the record's players, when the file is a record that names them. */
  readonly names: BySeat<string> | undefined
}

/** The players' names a file's value gives: a game record's, or a match record's first game's. */
export const namesIn = (u: unknown): BySeat<string> | undefined => {
  const game = decodeGameRecord(u)
  if (E.isRight(game)) return game.right.players
  const match = decodeMatchRecord(u)
  return E.isRight(match) ? match.right.games[0]?.players : undefined
}

/** A command's failure about the file value `u` (undefined: a file that could not be read). */
export const failure = (error: CliError, u?: unknown): CliFailure => ({ error, names: u === undefined ? undefined : namesIn(u) })

/**
 * The detail lines of an error phrased as `text`: every problem of a decoder (`path: problem`,
 * in the decoder's English) that the phrase does not already say, or the code of the engine's
 * error behind it (whose phrase is part of `text`).
 */
const detailLines = (e: CliError, text: string): readonly string[] => {
  const d: object = e.details
  if ('problems' in d && Array.isArray(d.problems) && (d.problems.length > 1 || !text.includes(String(d.problems[0])))) {
    return d.problems.map(String)
  }
  if ('cause' in d && typeof d.cause === 'object' && d.cause !== null) {
    const cause = d.cause as { readonly code: string }
    return [`cause: ${cause.code}`]
  }
  return []
}

/**
 * The lines that report an error: its phrase in the locale's words; with `verbose`, its code
 * after it and the details (a decoder's problems, the code of an error behind it), indented.
 * Without, a hint says that `--verbose` shows the details when there are any.
 */
export const errorLines = (e: CliError, words: Words, context: TableContext = {}, verbose = false): readonly string[] => {
  const text = formatError(words.locale, e, context)
  const details = detailLines(e, text)
  if (verbose) return [`${text} (${e.code})`, ...details.map((d) => `  ${d}`)]
  return [details.length > 0 ? `${text} ${words.command.verboseHint}` : text]
}

/** Reads and parses a JSON file. */
export const readJson = (path: string): E.Either<CliError, unknown> => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const why = e instanceof Error && 'code' in e ? String((e as NodeJS.ErrnoException).code) : String(e)
    return E.left(gameError('cli/unreadable-file', `Cannot read ${path} (${why})`, { path, reason: why }))
  }
  try {
    return E.right(JSON.parse(text) as unknown)
  } catch (e) {
    const problem = e instanceof Error ? e.message : String(e)
    return E.left(gameError('cli/invalid-json', `${path} is not JSON: ${problem}`, { path, problem }))
  }
}

/** A game record that replays, with its final state. */
export interface ReplayedRecord {
  /** The decoded record. */
  readonly record: GameRecord
  /** The game after every action. */
  readonly game: Game
}

/** Decodes and replays a game record; a failure carries the decoder's or the replay's code. */
export const loadRecord = (u: unknown): E.Either<CliError, ReplayedRecord> => {
  const decoded = decodeGameRecord(u)
  if (E.isLeft(decoded)) return decoded
  const replayed = replay(decoded.right)
  if (E.isLeft(replayed)) return replayed
  return E.right({ record: decoded.right, game: replayed.right })
}

/** One step of a replayed record: the state before, the action, the state after. */
export interface RecordStep {
  /** The state before the action. */
  readonly before: Game
  /** The action. */
  readonly action: Action
  /** The state after it. */
  readonly after: Game
}

/**
 * The start and every step of a record that is known to replay (see {@link loadRecord}).
 */
export const recordSteps = (record: GameRecord): E.Either<CliError, { readonly start: Game; readonly steps: readonly RecordStep[] }> => {
  const { setup } = record
  const started = gameFromSetup(setup)
  if (E.isLeft(started)) return started
  const steps: RecordStep[] = []
  let game = started.right
  for (const action of record.history) {
    const next = applyAction(game, action)
    if (E.isLeft(next)) return next
    steps.push({ before: game, action, after: next.right })
    game = next.right
  }
  return E.right({ start: started.right, steps })
}

/** A hand-written summary may leave out `announcements` and `extraPoints`: none were made or found. */
const withSummaryDefaults = (u: unknown): unknown => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return u
  const o = u as Record<string, unknown>
  return {
    ...o,
    ...(Object.prototype.hasOwnProperty.call(o, 'announcements') ? {} : { announcements: { re: 'none', kontra: 'none' } }),
    ...(Object.prototype.hasOwnProperty.call(o, 'extraPoints') ? {} : { extraPoints: [] })
  }
}

/** What a score file holds. */
export type ScoreInput =
  | { readonly kind: 'match'; readonly record: MatchRecord }
  | { readonly kind: 'record'; readonly replayed: ReplayedRecord }
  | { readonly kind: 'summary'; readonly summary: GameSummary; readonly rules: RuleSet }

/** Whether a file's value is a match record (what `play --record` writes): it has `games`, a game record has `history`. */
export const isMatchRecordValue = (u: unknown): boolean => typeof u === 'object' && u !== null && !Array.isArray(u) && 'games' in u

/** The rules of a wrapped summary: a preset's name or a whole rule set. */
const rulesOf = (u: unknown): E.Either<CliError, RuleSet> => {
  if (typeof u === 'string') {
    const known = PRESETS
    return isPreset(u) ? E.right(presets[u]) : E.left(gameError('cli/unknown-rules', `Unknown rules ${show(u)} (known: ${known.join(', ')})`, { name: u, known }))
  }
  return decodeRules(u)
}

/**
 * Reads a score file: a match record (it has `games`: what `play --record` writes), a game
 * record (it has `formatVersion`), a wrapped summary
 * `{ "rules": "pagat" | { ...rule set }, "summary": { ... } }`, or a bare summary, scored under
 * `fallback` (the `--rules` preset).
 */
export const readScoreInput = (u: unknown, fallback: RuleSet): E.Either<CliError, ScoreInput> => {
  const isObject = typeof u === 'object' && u !== null && !Array.isArray(u)
  if (isMatchRecordValue(u)) return E.map((record: MatchRecord): ScoreInput => ({ kind: 'match', record }))(decodeMatchRecord(u))
  if (isObject && 'formatVersion' in u) return E.map((replayed: ReplayedRecord): ScoreInput => ({ kind: 'record', replayed }))(loadRecord(u))
  const wrapped = isObject && 'summary' in u && 'rules' in u
  const rules = wrapped ? rulesOf((u as { rules: unknown }).rules) : E.right(fallback)
  if (E.isLeft(rules)) return rules
  const summary = decodeGameSummary(withSummaryDefaults(wrapped ? (u as { summary: unknown }).summary : u))
  if (E.isLeft(summary)) return summary
  return E.right({ kind: 'summary', summary: summary.right, rules: rules.right })
}

/**
 * An error of a match record's game `i` (0-based), said to be in that game: the replay codes name
 * the game in their details (null for a lone game record), other codes say it in the message.
 */
export const inGame = (e: CliError, i: number): CliError => {
  const d: object = e.details
  return 'game' in d && (d.game === null || typeof d.game === 'number') && e.code.startsWith('replay/')
    ? gameError(e.code, `Game ${i + 1}: ${e.message}`, { ...d, game: i } as never)
    : gameError(e.code, `Game ${i + 1}: ${e.message}`, e.details as never)
}
