/**
 * A table's state in memory: the match and the game on the table, rebuilt from the table's row
 * and its event log. Pure functions: no I/O, no clock, no randomness (the deal seed is in the row).
 *
 * The event log holds the accepted actions of every game of the match in order. Game n is dealt
 * from `${seed}/${n}`; when an action ends a game, the game is recorded into the match and the
 * next one is dealt at once (unless the match is over: then the last game stays on the table).
 * Replaying the log therefore rebuilds exactly the state the server had.
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type Game, type RuleSet, type Seat, applyAction, currentPlayer, decodeRules, isFinished } from 'doppelkopf'
import { decodeAction } from 'doppelkopf/codecs'
import {
  type Match,
  type MatchConfig,
  decodeMatchConfig,
  isMatchOver,
  matchConfigs,
  newMatch,
  recordGame,
  daily,
  dailyDealSeed,
  startNextGame
} from 'doppelkopf/match'
import type { StoredSeat, TableRow } from './store.js'

/** An error with a stable code, as the server sends it. */
export interface Failure {
  readonly code: string
  readonly message: string
}

/** Everything the server knows of a table. Replaced as a whole, never mutated. */
export interface TableState {
  readonly row: TableRow
  readonly match: Match
  /** The game on the table. */
  readonly game: Game
  /** Its number in the match (1-based, redeals counted: it names the deal seed). */
  readonly gameNumber: number
  /** The game before it, once one is over (so that clients see its settlement), or null. */
  readonly previous: Game | null
  /** The number of events in the log: the table's version. */
  readonly version: number
}

export const PRESETS = ['tsr', 'pagat', 'house'] as const
export type PresetName = (typeof PRESETS)[number]

const isPreset = (u: unknown): u is PresetName => typeof u === 'string' && (PRESETS as readonly string[]).includes(u)

/** The option keys of POST /tables `options` (the match configuration without rules and players). */
const OPTION_KEYS = ['gamesPerRound', 'rounds', 'compulsorySolo', 'bock'] as const

/**
 * The match configuration of a new table: `rules` a preset name (its match preset: tsr 24 games
 * with Pflichtsolo, pagat 8, house 24 with Bock) or a rule set (the pagat table with that rule
 * set); `options` overrides gamesPerRound, rounds, compulsorySolo or bock. Four players.
 */
export const matchConfigOf = (rules: unknown, options: unknown): E.Either<Failure, MatchConfig> => {
  let base: MatchConfig
  if (rules === undefined || isPreset(rules)) base = matchConfigs[rules ?? 'tsr']
  else if (typeof rules === 'string') {
    return E.left({ code: 'server/unknown-rules', message: `rules: expected one of ${PRESETS.join(', ')} or a rule set, got "${rules.slice(0, 40)}"` })
  } else {
    const decoded = decodeRules(rules)
    if (E.isLeft(decoded)) return E.left({ code: decoded.left.code, message: decoded.left.message })
    base = { ...matchConfigs.pagat, rules: decoded.right }
  }
  const extra: Record<string, unknown> = {}
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      return E.left({ code: 'server/bad-options', message: 'options: expected an object' })
    }
    for (const [k, v] of Object.entries(options)) {
      if (!(OPTION_KEYS as readonly string[]).includes(k)) {
        return E.left({ code: 'server/bad-options', message: `options.${k.slice(0, 40)}: unexpected key (allowed: ${OPTION_KEYS.join(', ')})` })
      }
      extra[k] = v
    }
  }
  const config = decodeMatchConfig({ ...base, ...extra, players: 4 })
  if (E.isLeft(config)) return E.left({ code: config.left.code, message: config.left.message })
  return E.right(config.right)
}

/** The match configuration stored in a row: its `config` with its `rules`. */
const configOfRow = (row: TableRow): E.Either<Failure, MatchConfig> => {
  const decoded = decodeMatchConfig({ ...(row.config as object), rules: row.rules as RuleSet })
  return E.isLeft(decoded) ? E.left({ code: decoded.left.code, message: decoded.left.message }) : decoded
}

/**
 * Game `gameNumber` (1-based, redeals counted) of a table: from the secret seed, `${seed}/${n}`;
 * a daily Partie's as the library deals a daily (`dailyDealSeed`) from its seed, which is the
 * day's secret Partie seed (`serverDaily`; a table stored before issue 26 holds the public one).
 */
const deal = (match: Match, row: TableRow, gameNumber: number): E.Either<Failure, Game> => {
  const partie = row.daily === null ? null : daily(row.daily)
  if (partie !== null && E.isLeft(partie)) return E.left({ code: partie.left.code, message: partie.left.message })
  const seed = partie === null ? `${row.seed}/${gameNumber}` : dailyDealSeed({ ...partie.right, seed: row.seed }, gameNumber - 1)
  const game = startNextGame(match, { seed })
  return E.isLeft(game) ? E.left({ code: game.left.code, message: game.left.message }) : game
}

/** The state of a table with an empty log: game 1 dealt. */
export const initialState = (row: TableRow): E.Either<Failure, TableState> => {
  const config = configOfRow(row)
  if (E.isLeft(config)) return config
  const partie = row.daily === null ? null : daily(row.daily)
  const dealer = partie !== null && E.isRight(partie) ? partie.right.dealer : 0
  const match = newMatch(config.right, { players: row.seats.map((s: StoredSeat) => s.name), dealer })
  if (E.isLeft(match)) return E.left({ code: match.left.code, message: match.left.message })
  const game = deal(match.right, row, 1)
  if (E.isLeft(game)) return game
  return E.right({ row, match: match.right, game: game.right, gameNumber: 1, previous: null, version: 0 })
}

/** Whether the match is over: no more actions are accepted. */
export const isOver = (s: TableState): boolean => isMatchOver(s.match)

/**
 * Applies one action: the next state, or the engine's error (the state is unchanged). An
 * action that ends a game records it into the match and deals the next game.
 */
export const step = (s: TableState, action: Action): E.Either<Failure, TableState> => {
  if (isOver(s)) return E.left({ code: 'phase/game-finished', message: 'The match is over' })
  const next = applyAction(s.game, action)
  if (E.isLeft(next)) return E.left({ code: next.left.code, message: next.left.message })
  const game = next.right
  const version = s.version + 1
  if (!isFinished(game)) return E.right({ ...s, game, version })
  const recorded = recordGame(s.match, game)
  if (E.isLeft(recorded)) return E.left({ code: recorded.left.code, message: recorded.left.message })
  const match = recorded.right
  if (isMatchOver(match)) return E.right({ ...s, match, game, version })
  const dealt = deal(match, s.row, s.gameNumber + 1)
  if (E.isLeft(dealt)) return dealt
  return E.right({ ...s, match, game: dealt.right, gameNumber: s.gameNumber + 1, previous: game, version })
}

/** Rebuilds a table from its row and log; every stored action is decoded and checked again. */
export const replayLog = (row: TableRow, log: readonly unknown[]): E.Either<Failure, TableState> => {
  let state = initialState(row)
  for (let i = 0; i < log.length && E.isRight(state); i++) {
    const action = decodeAction(log[i])
    if (E.isLeft(action)) return E.left({ code: 'server/corrupt-log', message: `Event ${i} of table ${row.id} is not an action` })
    const next = step(state.right, action.right)
    if (E.isLeft(next)) return E.left({ code: 'server/corrupt-log', message: `Event ${i} of table ${row.id} does not replay (${next.left.code})` })
    state = next
  }
  return state
}

/**
 * The games a table's log played, in order (redeals included), and the game on the table when
 * it has begun and the match is not over: what a match record of the table holds.
 */
export const playedGames = (row: TableRow, log: readonly unknown[]): E.Either<Failure, readonly Game[]> => {
  const initial = initialState(row)
  if (E.isLeft(initial)) return initial
  let s = initial.right
  const games: Game[] = []
  for (let i = 0; i < log.length; i++) {
    const action = decodeAction(log[i])
    if (E.isLeft(action)) return E.left({ code: 'server/corrupt-log', message: `Event ${i} of table ${row.id} is not an action` })
    const next = step(s, action.right)
    if (E.isLeft(next)) return E.left({ code: 'server/corrupt-log', message: `Event ${i} of table ${row.id} does not replay (${next.left.code})` })
    if (next.right.gameNumber !== s.gameNumber && next.right.previous !== null) games.push(next.right.previous)
    else if (isOver(next.right)) games.push(next.right.game)
    s = next.right
  }
  if (!isOver(s) && s.game.history.length > 0) games.push(s.game)
  return E.right(games)
}

/** The seat whose turn it is, or null. */
export const seatToAct = (s: TableState): Seat | null => (isOver(s) ? null : currentPlayer(s.game))
