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
import { decodeGameRecord } from '../codecs/record.js'
import { decodeGameSummary } from '../codecs/summary.js'
import type { Action } from '../game/actions.js'
import { applyAction, newGame } from '../game/api.js'
import type { Game } from '../game/state.js'
import { replay } from '../records/replay.js'
import { decodeRules } from '../rules/codec.js'
import { rules as presets } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { GameSummary } from '../scoring/summary.js'
import { PRESETS, isPreset } from './rules.js'

/** A failure of the command line: the library's one error type (`cli/...` or the library's own code). */
export type CliError = DoppelkopfError

/** The detail lines of an error: every problem of a decoder (`path: problem`), or the engine's error behind it. */
const detailLines = (e: CliError): readonly string[] => {
  const d: object = e.details
  if ('problems' in d && Array.isArray(d.problems) && (d.problems.length > 1 || !e.message.includes(String(d.problems[0])))) {
    return d.problems.map(String)
  }
  if ('cause' in d && typeof d.cause === 'object' && d.cause !== null) {
    const cause = d.cause as { readonly code: string; readonly message: string }
    return [`cause: ${cause.code}: ${cause.message}`]
  }
  return []
}

/** The lines that report an error: `CODE: message` and the details, indented. */
export const errorLines = (e: CliError): readonly string[] => [`${e.code}: ${e.message}`, ...detailLines(e).map((d) => `  ${d}`)]

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
  const started = newGame({
    rules: record.rules,
    dealer: record.dealer,
    hands: record.hands,
    compulsorySoloOwed: record.compulsorySoloOwed,
    ...(record.forcedSoloist === null ? {} : { forcedSoloist: record.forcedSoloist })
  })
  if (E.isLeft(started)) return started
  const steps: RecordStep[] = []
  let game = started.right
  for (const action of record.actions) {
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
  | { readonly kind: 'record'; readonly replayed: ReplayedRecord }
  | { readonly kind: 'summary'; readonly summary: GameSummary; readonly rules: RuleSet }

/** The rules of a wrapped summary: a preset's name or a whole rule set. */
const rulesOf = (u: unknown): E.Either<CliError, RuleSet> => {
  if (typeof u === 'string') {
    const known = PRESETS
    return isPreset(u) ? E.right(presets[u]) : E.left(gameError('cli/unknown-rules', `Unknown rules ${show(u)} (known: ${known.join(', ')})`, { name: u, known }))
  }
  return decodeRules(u)
}

/**
 * Reads a score file: a game record (it has `formatVersion`), a wrapped summary
 * `{ "rules": "pagat" | { ...rule set }, "summary": { ... } }`, or a bare summary, scored under
 * `fallback` (the `--rules` preset).
 */
export const readScoreInput = (u: unknown, fallback: RuleSet): E.Either<CliError, ScoreInput> => {
  const isObject = typeof u === 'object' && u !== null && !Array.isArray(u)
  if (isObject && 'formatVersion' in u) return E.map((replayed: ReplayedRecord): ScoreInput => ({ kind: 'record', replayed }))(loadRecord(u))
  const wrapped = isObject && 'summary' in u && 'rules' in u
  const rules = wrapped ? rulesOf((u as { rules: unknown }).rules) : E.right(fallback)
  if (E.isLeft(rules)) return rules
  const summary = decodeGameSummary(withSummaryDefaults(wrapped ? (u as { summary: unknown }).summary : u))
  if (E.isLeft(summary)) return summary
  return E.right({ kind: 'summary', summary: summary.right, rules: rules.right })
}
