/**
 * Reading game files for `score` and `replay`: JSON from disk, game records (decoded and
 * replayed) and game summaries, every failure an error value with a code.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { readFileSync } from 'node:fs'
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
import { isPreset } from './rules.js'

/** A failure of the command line: a stable code, a message and optional detail lines. */
export interface CliError {
  /** `cli/unreadable-file`, `cli/invalid-json`, or the library's code (`input/...`, `replay/...`). */
  readonly code: string
  /** What went wrong. */
  readonly message: string
  /** More lines (e.g. every decoding problem, `path: problem`). */
  readonly details: readonly string[]
}

const cliError = (code: string, message: string, details: readonly string[] = []): CliError => ({ code, message, details })

/** The lines that report an error: `CODE: message` and the details, indented. */
export const errorLines = (e: CliError): readonly string[] => [`${e.code}: ${e.message}`, ...e.details.map((d) => `  ${d}`)]

/** Reads and parses a JSON file. */
export const readJson = (path: string): E.Either<CliError, unknown> => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const why = e instanceof Error && 'code' in e ? String((e as NodeJS.ErrnoException).code) : String(e)
    return E.left(cliError('cli/unreadable-file', `Cannot read ${path} (${why})`))
  }
  try {
    return E.right(JSON.parse(text) as unknown)
  } catch (e) {
    return E.left(cliError('cli/invalid-json', `${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`))
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
  if (E.isLeft(decoded)) return E.left(cliError(decoded.left.code, decoded.left.message, decoded.left.errors))
  const replayed = replay(decoded.right)
  if (E.isLeft(replayed)) {
    const r = replayed.left
    const cause = 'cause' in r ? [`cause: ${r.cause.code}: ${r.cause.message}`] : 'errors' in r ? r.errors : []
    return E.left(cliError(r.code, r.message, cause))
  }
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
  if (E.isLeft(started)) return E.left(cliError(started.left.code, started.left.message))
  const steps: RecordStep[] = []
  let game = started.right
  for (const action of record.actions) {
    const next = applyAction(game, action)
    if (E.isLeft(next)) return E.left(cliError(next.left.code, next.left.message))
    steps.push({ before: game, action, after: next.right })
    game = next.right
  }
  return E.right({ start: started.right, steps })
}

/** What a score file holds. */
export type ScoreInput =
  | { readonly kind: 'record'; readonly replayed: ReplayedRecord }
  | { readonly kind: 'summary'; readonly summary: GameSummary; readonly rules: RuleSet }

/** The rules of a wrapped summary: a preset's name or a whole rule set. */
const rulesOf = (u: unknown): E.Either<CliError, RuleSet> => {
  if (typeof u === 'string') {
    return isPreset(u) ? E.right(presets[u]) : E.left(cliError('cli/unknown-rules', `Unknown rules "${u}" (known: tsr, pagat, house)`))
  }
  const decoded = decodeRules(u)
  return E.isLeft(decoded) ? E.left(cliError(decoded.left.code, decoded.left.message)) : E.right(decoded.right)
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
  const summary = decodeGameSummary(wrapped ? (u as { summary: unknown }).summary : u)
  if (E.isLeft(summary)) return E.left(cliError(summary.left.code, summary.left.message, summary.left.errors))
  return E.right({ kind: 'summary', summary: summary.right, rules: rules.right })
}
