/**
 * The match (Partie, RULES.md section 8): a plain, immutable value and pure reducers over it.
 *
 * {@link newMatch} starts one from a {@link MatchConfig}; {@link nextDeal} says who deals, who
 * sits out, who sits at which engine seat and with which `newGame` options;
 * {@link startNextGame} deals that game; {@link recordGame} writes a finished (or redealt) game
 * onto the score sheet and moves the match on: scores (times the Bock multiplier), Pflichtsolo
 * bookkeeping, dealer rotation, Bock rounds (`recordResult`, in `result.ts`, does the same for a
 * game entered by hand). {@link recordPenalty} enters penalty points;
 * {@link isMatchOver} says when the last game is recorded.
 *
 * `recordGame`, `recordPenalty` and `startNextGame` take the match first or last:
 * `recordGame(match, game)` or `pipe(match, recordGame(game))`.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Card } from '../cards/card.js'
import { type GameError, gameError } from '../errors.js'
import { decodeGame, newGame } from '../game/api.js'
import { deepFreeze, describeThrown, plainEqual, toPlain } from '../input/plain.js'
import type { FinishedState, Game, RedealState } from '../game/state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type BySeat, type Seat, isSeat } from '../seat.js'
import { advanceBock, bockMultiplier, bockTriggersOf } from './bock.js'
import type { BockTrigger } from './config.js'
import { type MatchConfig, decodeMatchConfig, totalGames } from './config.js'
import { type MatchError, matchProblem, show } from './errors.js'
import { type Penalty, penaltyPoints } from './penalty.js'
import { type RowType, type ScoreSheet, makeRow } from './scoreSheet.js'
import { type Seating, seatOf, seating, speakingOrder } from './table.js'
import { soloIsCompulsory } from '../game/reservations.js'

/**
 * A match in progress or over: plain, deeply readonly JSON data. Players are numbered 0..n-1
 * clockwise round the table; every per-player list is indexed by that number.
 *
 * @example
 * ```ts
 * const m = newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] })
 * if (E.isRight(m)) console.log(m.right.totals, m.right.sheet.length) // [0, 0, 0, 0] 0
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface Match {
  /** The configuration (rules, players, length, Pflichtsolo, Bock). */
  readonly config: MatchConfig
  /** The player names, by player number. */
  readonly players: readonly string[]
  /** The player who deals the next game. */
  readonly dealer: number
  /** Games played so far; redeals do not count. */
  readonly gamesPlayed: number
  /** Per player: still owes a Pflichtsolo in the current round (all false without `compulsorySolo`). */
  readonly compulsorySoloOwed: readonly boolean[]
  /** The Bock rounds in force or waiting: the games each still has to run, in the order they were started. */
  readonly bockRounds: readonly number[]
  /** Each player's total. */
  readonly totals: readonly number[]
  /** The score sheet, one row per game, redeal and penalty. */
  readonly sheet: ScoreSheet
}

/**
 * Options of {@link newMatch}.
 *
 * @example
 * ```ts
 * newMatch(matchConfigs.pagat, { players: ['Anna', 'Ben', 'Carla', 'Dieter'], dealer: 3 })
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface NewMatchOptions {
  /** The player names, clockwise, one per player, distinct and non-empty (default "Player 1", "Player 2", ...). */
  readonly players?: readonly string[]
  /** The player who deals first (default 0). */
  readonly dealer?: number
}

/**
 * The `newGame` options of a deal, without the cards: add `seed` or `hands`.
 *
 * @example
 * ```ts
 * const deal = nextDeal(match)
 * if (E.isRight(deal)) newGame({ ...deal.right.gameOptions, seed: 'game-7' })
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface DealGameOptions {
  /** The match's rule set. */
  readonly rules: RuleSet
  /** The engine's dealer seat (see {@link Deal}). */
  readonly dealer: Seat
  /** Which engine seats still owe their Pflichtsolo. */
  readonly compulsorySoloOwed: BySeat<boolean>
  /** The engine seat of the player who is vorgeführt, if any. */
  readonly forcedSoloist?: Seat
}

/**
 * The next deal of a match: who deals, who plays at which engine seat, and how to start it.
 *
 * At four players seat = player and the engine's dealer is the dealer. At five and six the four
 * active players keep their clockwise order: the dealer's left at seat 0, then seats 1, 2, 3; the
 * engine's dealer seat is 3, which only fixes the speaking order.
 *
 * @example
 * ```ts
 * // Five players, player 2 deals: players 3, 4, 0, 1 play at seats 0..3.
 * const deal = nextDeal(match) // right({ dealer: 2, sittingOut: [2], seats: [3, 4, 0, 1], ... })
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface Deal {
  /** The number of the game to be played (1-based, redeals not counted). */
  readonly game: number
  /** The round (1-based) it belongs to. */
  readonly round: number
  /** The dealer (player index). */
  readonly dealer: number
  /** The players who sit out: the dealer at five, the dealer and the player opposite at six. */
  readonly sittingOut: readonly number[]
  /** The player at each engine seat 0..3. */
  readonly seats: BySeat<number>
  /** The Bock multiplier of this game (1 outside Bock). */
  readonly multiplier: number
  /** The player who is vorgeführt (must play a solo, no reservation round), or null. */
  readonly forcedSoloist: number | null
  /** The options for `newGame`: add `seed` or `hands`. */
  readonly gameOptions: DealGameOptions
}

/**
 * The cards of a deal: a seed string (see `dealFromSeed`) or the four hands by engine seat.
 *
 * @example
 * ```ts
 * startNextGame(match, { seed: 'evening-1/game-3' })
 * ```
 * @category Match
 * @since 0.1.0
 */
export type DealSource =
  | {
      /** Deal from this seed. */
      readonly seed: string
    }
  | {
      /** The four hands, by engine seat. */
      readonly hands: BySeat<readonly Card[]>
    }

// ---------------------------------------------------------------------------------------------
// Rules of the match
// ---------------------------------------------------------------------------------------------


const countTrue = (xs: readonly boolean[]): number => xs.reduce((n, x) => n + (x ? 1 : 0), 0)

/** Vorgeführt is due: as many games are left in the round as Pflichtsoli are owed. */
const vorgefuehrtDue = (c: MatchConfig, gamesPlayed: number, owed: readonly boolean[]): boolean => {
  if (!c.compulsorySolo) return false
  const owing = countTrue(owed)
  return owing > 0 && c.gamesPerRound - (gamesPlayed % c.gamesPerRound) <= owing
}

/** The first owing player of the deal from the dealer's left, when vorgeführt is due. */
const forcedPlayer = (c: MatchConfig, s: Seating, gamesPlayed: number, owed: readonly boolean[]): number | null => {
  if (!vorgefuehrtDue(c, gamesPlayed, owed)) return null
  return speakingOrder(s).find((p) => owed[p] === true) ?? null
}

/**
 * The dealer of the next game. When vorgeführt is due but every owing player would sit out (at
 * five or six: the dealer, or the player opposite), the deal passes on clockwise until one of
 * them plays, so that every Pflichtsolo can be played in time.
 */
const dealerFor = (c: MatchConfig, dealer: number, gamesPlayed: number, owed: readonly boolean[]): number => {
  if (!vorgefuehrtDue(c, gamesPlayed, owed)) return dealer
  let d = dealer
  for (let i = 0; i < c.players; i++) {
    if (speakingOrder(seating(c.players, d)).some((p) => owed[p] === true)) return d
    d = (d + 1) % c.players
  }
  return dealer
}

/** The next deal of a match (see {@link nextDeal}, which checks the match first). @internal */
export const dealOf = (m: Match): Deal => {
  const c = m.config
  const s = seating(c.players, m.dealer)
  const forced = forcedPlayer(c, s, m.gamesPlayed, m.compulsorySoloOwed)
  const forcedSeat = forced === null ? null : seatOf(s, forced)
  const owedBySeat = s.seats.map((p) => m.compulsorySoloOwed[p] === true) as unknown as BySeat<boolean>
  const gameOptions: DealGameOptions =
    forcedSeat === null
      ? { rules: c.rules, dealer: s.engineDealer, compulsorySoloOwed: owedBySeat }
      : { rules: c.rules, dealer: s.engineDealer, compulsorySoloOwed: owedBySeat, forcedSoloist: forcedSeat }
  return {
    game: m.gamesPlayed + 1,
    round: Math.floor(m.gamesPlayed / c.gamesPerRound) + 1,
    dealer: m.dealer,
    sittingOut: s.sittingOut,
    seats: s.seats,
    multiplier: c.bock === null ? 1 : bockMultiplier(c.bock.mode, m.bockRounds, c.bock.multiplier ?? 2),
    forcedSoloist: forced,
    gameOptions
  }
}

// ---------------------------------------------------------------------------------------------
// Checks of outside input
// ---------------------------------------------------------------------------------------------

/** A `match/malformed-match` error. @internal */
export const malformed = (why: string): E.Either<MatchError, never> =>
  E.left(matchProblem('match/malformed-match', 'Not a match', why))

const isIntIn = (u: unknown, lo: number, hi: number): u is number =>
  typeof u === 'number' && Number.isSafeInteger(u) && u >= lo && u <= hi

const MATCH_KEYS: ReadonlySet<string> = new Set(['config', 'players', 'dealer', 'gamesPlayed', 'compulsorySoloOwed', 'bockRounds', 'totals', 'sheet'])

/** The matches this module made: deeply frozen and valid by construction, so never checked again. */
const OWN_MATCHES = new WeakSet<object>()

/** A match this module made, deeply frozen and remembered as checked. @internal */
const ownMatch = (m: Match): Match => {
  OWN_MATCHES.add(deepFreeze(m))
  return m
}

/**
 * A match from outside, copied as plain data (each property read once) and checked; the copy is
 * used. A match the library made is its own value already (deeply frozen, nothing to check).
 */
const checkMatch = (given: unknown): E.Either<MatchError, Match> => {
  if (typeof given !== 'object' || given === null) return malformed('expected an object')
  if (OWN_MATCHES.has(given)) return E.right(given as Match)
  const plain = toPlain(given)
  if (!plain.ok) return malformed(plain.problem)
  const u = plain.value
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return malformed('expected an object')
  const m = u as Record<string, unknown>
  for (const k of Object.keys(m)) if (!MATCH_KEYS.has(k)) return malformed(`${k}: unexpected key`)
  const config = decodeMatchConfig(m['config'])
  if (E.isLeft(config)) return malformed(`config: ${config.left.message}`)
  const c = config.right
  const n = c.players
  const list = (key: string, ok: (x: unknown) => boolean): boolean => {
    const v = m[key]
    return Array.isArray(v) && v.length === n && v.every(ok)
  }
  if (!list('players', (x) => typeof x === 'string')) return malformed(`players must be ${n} names`)
  if (!isIntIn(m['dealer'], 0, n - 1)) return malformed(`dealer must be a player 0..${n - 1}`)
  if (!isIntIn(m['gamesPlayed'], 0, totalGames(c))) return malformed(`gamesPlayed must be an integer 0..${totalGames(c)}`)
  if (!list('compulsorySoloOwed', (x) => typeof x === 'boolean')) return malformed(`compulsorySoloOwed must be ${n} booleans`)
  if (!list('totals', (x) => typeof x === 'number' && Number.isFinite(x))) return malformed(`totals must be ${n} numbers`)
  const bock = m['bockRounds']
  if (!Array.isArray(bock) || !bock.every((x) => isIntIn(x, 1, Number.MAX_SAFE_INTEGER))) {
    return malformed('bockRounds must be a list of positive integers')
  }
  if (!Array.isArray(m['sheet'])) return malformed('sheet must be a list of rows')
  return E.right({ ...(u as unknown as Match), config: c })
}

/** A match that is not over, or why not. @internal */
export const checkRunning = (u: unknown): E.Either<MatchError, Match> => {
  const m = checkMatch(u)
  if (E.isRight(m) && m.right.gamesPlayed >= totalGames(m.right.config)) {
    return E.left(gameError('match/over', `The match is over after ${m.right.gamesPlayed} games`, { gamesPlayed: m.right.gamesPlayed }))
  }
  return m
}


const malformedGame = (why: string): E.Either<MatchError, never> =>
  E.left(matchProblem('match/malformed-game', 'Not a recordable game', why))

const wrongDeal = (why: string): E.Either<MatchError, never> =>
  E.left(matchProblem('match/wrong-deal', "The game was not dealt for this match's next deal", why))

/** Checks that a value is a finished or redealt game of the given deal. */
const checkGame = (given: unknown, deal: Deal): E.Either<MatchError, FinishedState | RedealState> => {
  if (typeof given !== 'object' || given === null) return malformedGame('expected a game state')
  const decoded = decodeGame(given)
  if (E.isLeft(decoded)) return malformedGame(decoded.left.message)
  const u: unknown = decoded.right
  const g = u as Record<string, unknown>
  const setup = g['setup'] as Record<string, unknown> | null | undefined
  if (typeof g['phase'] !== 'string' || typeof setup !== 'object' || setup === null) {
    return malformedGame('expected a game state')
  }
  if (g['phase'] !== 'finished' && g['phase'] !== 'redeal') {
    return E.left(
      gameError(
        'match/game-not-over',
        `The game is still in the ${decoded.right.phase} phase: only a finished or redealt game is recorded`,
        { phase: decoded.right.phase }
      )
    )
  }
  const opts = deal.gameOptions
  if (setup['dealer'] !== opts.dealer) {
    return wrongDeal(`its dealer seat is ${show(setup['dealer'])}, the deal's is ${opts.dealer}`)
  }
  if (!plainEqual(setup['compulsorySoloOwed'], opts.compulsorySoloOwed)) {
    const theirs = show(setup['compulsorySoloOwed'])
    return wrongDeal(`its Pflichtsolo debts ${theirs} are not the deal's ${show(opts.compulsorySoloOwed)}`)
  }
  if ((setup['forcedSoloist'] ?? null) !== (opts.forcedSoloist ?? null)) {
    const theirs = setup['forcedSoloist'] === null || setup['forcedSoloist'] === undefined ? 'none' : show(setup['forcedSoloist'])
    return wrongDeal(`its forced soloist is seat ${theirs}, the deal's is ${String(opts.forcedSoloist ?? 'none')}`)
  }
  if (!plainEqual(setup['rules'], opts.rules)) {
    return wrongDeal(`it was played under other rules (${String((setup['rules'] as { name?: unknown } | null)?.name)})`)
  }
  if (g['phase'] === 'redeal') {
    if (!isSeat(g['seat']) || typeof g['reason'] !== 'string') {
      return malformedGame('a redeal needs a reason and a seat')
    }
    return E.right(u as RedealState)
  }
  const f = u as FinishedState
  const scores = (f.settlement as { scores?: unknown } | undefined)?.scores
  if (!Array.isArray(scores) || scores.length !== 4 || !scores.every((x) => Number.isFinite(x))) {
    return malformedGame('a finished game needs four scores in its settlement')
  }
  const summary = f.summary as { points?: unknown; announcements?: unknown } | undefined
  if (
    typeof summary?.points !== 'object' ||
    typeof summary.announcements !== 'object' ||
    typeof f.contract !== 'object' ||
    f.contract === null
  ) {
    return malformedGame('a finished game needs its contract and summary')
  }
  if (f.contract.kind === 'solo') {
    const owed = soloIsCompulsory(opts, f.contract.soloist)
    if (f.contract.compulsory !== owed) {
      const marked = f.contract.compulsory ? 'compulsory' : 'voluntary'
      return malformedGame(`seat ${show(f.contract.soloist)}'s solo is marked ${marked}, against the deal's Pflichtsolo debts`)
    }
  }
  if (opts.forcedSoloist !== undefined && (f.contract.kind !== 'solo' || f.contract.soloist !== opts.forcedSoloist)) {
    return malformedGame(`seat ${opts.forcedSoloist} was vorgeführt but did not play a solo`)
  }
  return E.right(f)
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * Starts a match: checks the configuration and the options, and returns a match with no games
 * played, or an error value naming every problem.
 *
 * @example
 * ```ts
 * import { matchConfigs, newMatch } from 'doppelkopf/match'
 * import * as E from 'fp-ts/lib/Either.js'
 * const m = newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] })
 * if (E.isRight(m)) console.log(m.right.dealer) // 0
 * ```
 * @category Match
 * @since 0.1.0
 */
export const newMatch = (config: MatchConfig, options: NewMatchOptions = {}): E.Either<MatchError, Match> => {
  try {
    const decoded = decodeMatchConfig(config)
    if (E.isLeft(decoded)) return decoded
    const c = decoded.right
    const n = c.players
    const plainOptions = typeof options === 'object' && options !== null ? toPlain(options) : null
    if (plainOptions === null || !plainOptions.ok) {
      const why = plainOptions === null ? '' : ` (${plainOptions.problem})`
      return E.left(matchProblem('match/invalid-players', '', `The options must be an object { players?, dealer? }${why}`))
    }
    const given = plainOptions.value as NewMatchOptions
    const names = given.players ?? Array.from({ length: n }, (_, i) => `Player ${i + 1}`)
    if (
      !Array.isArray(names) ||
      names.length !== n ||
      !names.every((x) => typeof x === 'string' && x.trim() !== '') ||
      new Set(names).size !== n
    ) {
      const why = `Expected ${n} distinct, non-empty player names, got ${show(names)}`
      return E.left(matchProblem('match/invalid-players', '', why))
    }
    const dealer = given.dealer ?? 0
    if (!isIntIn(dealer, 0, n - 1)) {
      const why = `The first dealer must be a player 0..${n - 1}, got ${show(dealer)}`
      return E.left(matchProblem('match/invalid-players', '', why))
    }
    const owed = new Array<boolean>(n).fill(c.compulsorySolo)
    return E.right(ownMatch({
      config: c,
      players: names.slice(),
      dealer: dealerFor(c, dealer, 0, owed),
      gamesPlayed: 0,
      compulsorySoloOwed: owed,
      bockRounds: [],
      totals: new Array<number>(n).fill(0),
      sheet: []
    }))
  } catch (e) {
    return E.left(matchProblem('match/invalid-players', 'Unreadable match options', describeThrown(e)))
  }
}

/**
 * The next deal: its number and round, the dealer, who sits out, the player at each engine seat,
 * the Bock multiplier, the vorgeführt player, and the options for `newGame`. An error value when
 * the match is over or the value is not a match.
 *
 * @example
 * ```ts
 * const deal = nextDeal(match)
 * if (E.isRight(deal)) newGame({ ...deal.right.gameOptions, seed: 'game-1' })
 * ```
 * @category Match
 * @since 0.1.0
 */
export const nextDeal = (match: Match): E.Either<MatchError, Deal> => {
  try {
    const m = checkRunning(match)
    return E.isLeft(m) ? m : E.right(dealOf(m.right))
  } catch (e) {
    return malformed(describeThrown(e))
  }
}

/**
 * Makes a two-argument function callable data-first `f(a, b)` or data-last `f(b)(a)`; what it
 * returns is deeply frozen (a match the caller is handed cannot be changed). @internal
 */
export const dual = <A, B, R>(f: (a: A, b: B) => R): { (b: B): (a: A) => R; (a: A, b: B): R } =>
  function (...args: readonly unknown[]) {
    return args.length >= 2 ? deepFreeze(f(args[0] as A, args[1] as B)) : (a: A) => deepFreeze(f(a, args[0] as B))
  } as { (b: B): (a: A) => R; (a: A, b: B): R }

const startNextGameImpl = (match: Match, source: DealSource): E.Either<MatchError | GameError, Game> => {
  try {
    const deal = nextDeal(match)
    if (E.isLeft(deal)) return deal
    const s = source as { seed?: unknown; hands?: unknown } | null
    if (typeof s !== 'object' || s === null || (s.seed === undefined) === (s.hands === undefined)) {
      return E.left(matchProblem('match/invalid-deal-options', '', 'Give the cards as { seed } or { hands }'))
    }
    return s.seed !== undefined
      ? newGame({ ...deal.right.gameOptions, seed: s.seed as string })
      : newGame({ ...deal.right.gameOptions, hands: s.hands as BySeat<readonly Card[]> })
  } catch (e) {
    return E.left(matchProblem('match/invalid-deal-options', 'Unreadable deal options', describeThrown(e)))
  }
}

/**
 * Deals the next game of the match: `newGame` with the options of {@link nextDeal} and the given
 * seed or hands (by engine seat). Data-first or data-last.
 *
 * @example
 * ```ts
 * const game = startNextGame(match, { seed: 'game-1' })
 * const same = pipe(match, startNextGame({ seed: 'game-1' }))
 * ```
 * @category Match
 * @since 0.1.0
 */
export const startNextGame: {
  (source: DealSource): (match: Match) => E.Either<MatchError | GameError, Game>
  (match: Match, source: DealSource): E.Either<MatchError | GameError, Game>
} = dual(startNextGameImpl)

const rowTypeOf = (game: FinishedState | RedealState, s: Seating): RowType => {
  const p = (seat: Seat): number => s.seats[seat]
  if (game.phase === 'redeal') return { kind: 'redeal', reason: game.reason, player: p(game.seat) }
  const c = game.contract
  switch (c.kind) {
    case 'solo':
      return {
        kind: 'solo',
        solo: c.solo,
        soloist: p(c.soloist),
        compulsory: c.compulsory,
        forced: game.setup.forcedSoloist === c.soloist
      }
    case 'hochzeit':
      return { kind: 'hochzeit', hochzeiter: p(c.hochzeiter), partner: c.partner === null ? null : p(c.partner) }
    case 'silentWedding':
      return { kind: 'silentWedding', player: p(c.player) }
    default: {
      // An Armut game (read loosely, so that the sheet does not depend on the Armut contract's other fields).
      const armut = c as { readonly kind: string; readonly poor?: unknown; readonly partner?: unknown }
      if (armut.kind === 'armut' && isSeat(armut.poor) && isSeat(armut.partner)) {
        return { kind: 'armut', poor: p(armut.poor), partner: p(armut.partner) }
      }
      return { kind: 'normal' }
    }
  }
}

/**
 * What a game of the next deal leaves on the sheet, in players (not seats): its row type, the
 * scores by engine seat (null for a redeal), and the Bock triggers it fired.
 *
 * @internal
 */
export interface DealOutcome {
  readonly type: RowType
  readonly scores: BySeat<number> | null
  readonly bockTriggers: readonly BockTrigger[]
}

/**
 * Writes the outcome of the next deal of a running match onto its sheet and moves the match
 * on (shared by {@link recordGame} and `recordResult`).
 *
 * @internal
 */
export const applyOutcome = (m: Match, outcome: DealOutcome): Match => {
  const c = m.config
  const n = c.players
  const deal = dealOf(m)
  const s = seating(n, m.dealer)
  const played = outcome.scores !== null
  const scores: readonly number[] = outcome.scores ?? [0, 0, 0, 0]
  const points = Array.from({ length: n }, (_, player) => {
    const seat = seatOf(s, player)
    return seat === null ? 0 : (scores[seat] ?? 0) * deal.multiplier
  })
  const triggers = outcome.bockTriggers
  const row = makeRow(
    {
      game: deal.game,
      round: deal.round,
      dealer: m.dealer,
      sittingOut: s.sittingOut,
      type: outcome.type,
      points,
      multiplier: deal.multiplier,
      bockTriggers: triggers
    },
    m.totals,
    c.counting
  )
  const bockRounds = c.bock === null ? [] : advanceBock(c.bock.mode, m.bockRounds, played, triggers.length, n)
  if (!played) {
    // A redeal: nobody scores, the game is not counted, the same dealer deals again.
    return ownMatch({ ...m, bockRounds, totals: row.totals, sheet: [...m.sheet, row] })
  }
  const pflichtsolo = row.type.kind === 'solo' && row.type.compulsory ? row.type.soloist : null
  let owed = pflichtsolo === null ? m.compulsorySoloOwed : m.compulsorySoloOwed.map((x, p) => x && p !== pflichtsolo)
  const gamesPlayed = m.gamesPlayed + 1
  const over = gamesPlayed >= totalGames(c)
  if (c.compulsorySolo && !over && gamesPlayed % c.gamesPerRound === 0) owed = new Array<boolean>(n).fill(true)
  // tsr: the same dealer deals again after a Pflichtsolo; otherwise the next player deals.
  const rotated = pflichtsolo === null ? (m.dealer + 1) % n : m.dealer
  return ownMatch({
    ...m,
    dealer: over ? rotated : dealerFor(c, rotated, gamesPlayed, owed),
    gamesPlayed,
    compulsorySoloOwed: owed,
    bockRounds,
    totals: row.totals,
    sheet: [...m.sheet, row]
  })
}

const recordGameImpl = (match: Match, game: Game): E.Either<MatchError, Match> => {
  try {
    const checked = checkRunning(match)
    if (E.isLeft(checked)) return checked
    const m = checked.right
    const g = checkGame(game, dealOf(m))
    if (E.isLeft(g)) return g
    const s = seating(m.config.players, m.dealer)
    return E.right(
      applyOutcome(m, {
        type: rowTypeOf(g.right, s),
        scores: g.right.phase === 'finished' ? g.right.settlement.scores : null,
        bockTriggers: bockTriggersOf(m.config.bock, g.right)
      })
    )
  } catch (e) {
    return malformed(describeThrown(e))
  }
}

/**
 * Records a finished or redealt game of the next deal: adds its row to the score sheet (each
 * player's points times the Bock multiplier, 0 for those sitting out), updates the totals, the
 * Pflichtsolo debts and the Bock rounds, and passes the deal on: to the next player, except after
 * a Pflichtsolo and after a redeal, when the same dealer deals again. A redeal does not count as
 * a game. Data-first or data-last.
 *
 * Errors: `match/over`, `match/malformed-match`, `match/malformed-game`, `match/game-not-over`,
 * `match/wrong-deal` (the game was not started with this deal's options).
 *
 * @example
 * ```ts
 * const next = recordGame(match, finishedGame)
 * const same = pipe(E.right(match), E.flatMap(recordGame(finishedGame)))
 * ```
 * @category Match
 * @since 0.1.0
 */
export const recordGame: {
  (game: Game): (match: Match) => E.Either<MatchError, Match>
  (match: Match, game: Game): E.Either<MatchError, Match>
} = dual(recordGameImpl)

const invalidPenalty = (why: string): E.Either<MatchError, never> =>
  E.left(matchProblem('match/invalid-penalty', 'Invalid penalty', why))

const recordPenaltyImpl = (match: Match, penalty: Penalty): E.Either<MatchError, Match> => {
  try {
    const checked = checkRunning(match)
    if (E.isLeft(checked)) return checked
    const m = checked.right
    const deal = dealOf(m)
    if (typeof penalty !== 'object' || penalty === null) {
      return invalidPenalty('expected { violation, offender, soloist?, absagen? }')
    }
    const { violation, offender, soloist, absagen } = penalty
    const active: readonly number[] = deal.seats
    const players = active.join(', ')
    if (violation !== 'minor' && violation !== 'serious') {
      return invalidPenalty(`violation must be "minor" or "serious", got ${show(violation)}`)
    }
    if (!active.includes(offender)) {
      return invalidPenalty(`the offender must be one of the deal's players ${players}, got ${show(offender)}`)
    }
    if (soloist !== undefined && (!active.includes(soloist) || soloist === offender)) {
      return invalidPenalty(`the soloist must be another of the deal's players ${players}, got ${show(soloist)}`)
    }
    if (absagen !== undefined && !isIntIn(absagen, 0, violation === 'minor' ? 0 : 4)) {
      return invalidPenalty(
        violation === 'minor' ? 'a minor violation takes no Absagen' : `absagen must be an integer 0..4, got ${show(absagen)}`
      )
    }
    const row = makeRow(
      {
        game: deal.game,
        round: deal.round,
        dealer: m.dealer,
        sittingOut: deal.sittingOut,
        type: { kind: 'penalty', violation, offender },
        points: penaltyPoints(penalty, m.config.players, active),
        multiplier: 1,
        bockTriggers: []
      },
      m.totals,
      m.config.counting
    )
    return E.right(ownMatch({ ...m, totals: row.totals, sheet: [...m.sheet, row] }))
  } catch (e) {
    return malformed(describeThrown(e))
  }
}

/**
 * Enters penalty points (TSR section 8) for a violation in the current deal, as a `penalty` row.
 * It changes the totals only: not the deal, the game count, the Pflichtsolo debts or the Bock
 * rounds. Record it before the game it happened in; after a serious violation, which ends the
 * game as not played, deal the same game again. Data-first or data-last.
 *
 * @example
 * ```ts
 * recordPenalty(match, { violation: 'minor', offender: 2 }) // player 2 -3, the other three +1
 * ```
 * @category Match
 * @since 0.1.0
 */
export const recordPenalty: {
  (penalty: Penalty): (match: Match) => E.Either<MatchError, Match>
  (match: Match, penalty: Penalty): E.Either<MatchError, Match>
} = dual(recordPenaltyImpl)

/**
 * Whether the match is over: all `rounds * gamesPerRound` games are recorded. False for a value
 * that is not a match.
 *
 * @example
 * ```ts
 * isMatchOver(match) // false until the last game is recorded
 * ```
 * @category Match
 * @since 0.1.0
 */
export const isMatchOver = (match: Match): boolean => {
  try {
    const m = checkMatch(match)
    return E.isRight(m) && m.right.gamesPlayed >= totalGames(m.right.config)
  } catch {
    return false
  }
}
