/**
 * The match configuration (Partie, RULES.md section 8): how many players, how many games, the
 * Pflichtsolo, Bock rounds, and the rule set of every game. A plain, serialisable object; the
 * presets are frozen values, and {@link decodeMatchConfig} checks one read from anywhere.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { boundedProblems, deepFreeze, describeThrown, toPlain } from '../input/plain.js'
import { decodeRules } from '../rules/codec.js'
import { rules } from '../rules/presets.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { gameError } from '../errors.js'
import { type MatchError, show } from './errors.js'
import type { Counting } from './scoreSheet.js'

const invalidConfig = (problems: readonly string[]): MatchError =>
  gameError('match/invalid-config', `Invalid match configuration: ${problems.join('; ')}`, { problems })

/**
 * A result that starts a Bock round: `tie` (120:120), `lostAnnouncement` (a party that
 * announced Re or Kontra did not win), `redeal` (the cards were dealt again), `lostSolo` (a
 * declared solo the soloist did not win).
 *
 * @example
 * ```ts
 * const fired: readonly BockTrigger[] = row.bockTriggers // e.g. ['tie']
 * ```
 * @category Match
 * @since 0.1.0
 */
export type BockTrigger = 'tie' | 'lostAnnouncement' | 'redeal' | 'lostSolo' | 'schwarz' | 'heartTrick'

/**
 * The Bock triggers in the order the score sheet lists them.
 *
 * @example
 * ```ts
 * BOCK_TRIGGERS.filter((t) => config.bock?.triggers[t]) // the triggers switched on
 * ```
 * @category Match
 * @since 0.1.0
 */
export const BOCK_TRIGGERS: readonly BockTrigger[] = ['tie', 'lostAnnouncement', 'redeal', 'lostSolo', 'schwarz', 'heartTrick']

/**
 * Which results start a Bock round; each one that fires adds a round.
 *
 * @example
 * ```ts
 * const triggers: BockTriggers = { tie: true, lostAnnouncement: true, redeal: false, lostSolo: false }
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface BockTriggers {
  /** 120:120: both parties took 120 card points. */
  readonly tie: boolean
  /** A party that announced Re or Kontra did not win (lost, or nobody won). */
  readonly lostAnnouncement: boolean
  /** A redeal: the same dealer deals again (Armut declined or redealt, Schmeißen). */
  readonly redeal: boolean
  /** A declared solo (Pflicht- or Lustsolo) that the soloist did not win. */
  readonly lostSolo: boolean
  /** A party won no trick (RULES 11.12; absent: off). */
  readonly schwarz?: boolean
  /** A trick of four plain hearts was played (RULES 11.12; the ♥10 only where it is plain; absent: off). */
  readonly heartTrick?: boolean
}

/**
 * Bock rounds (house option): after a trigger, a round of one game per player in which every
 * score counts double.
 *
 * @example
 * ```ts
 * const bock: BockConfig = {
 *   triggers: { tie: true, lostAnnouncement: true, redeal: true, lostSolo: false },
 *   mode: 'stack'
 * }
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface BockConfig {
  /** Which results start a Bock round. */
  readonly triggers: BockTriggers
  /** `queue`: Bock rounds are played one after another, each game x2; `stack`: rounds overlap and multiply, x2 per round in force. */
  readonly mode: 'queue' | 'stack'
  /** The factor of each Bock game (RULES 11.12): 2 (absent: 2), or 3 as some tables play. */
  readonly multiplier?: 2 | 3
}

/**
 * A match (Partie): its table and its length. Redeals do not count as games; a Pflichtsolo does.
 *
 * @example
 * ```ts
 * import { matchConfigs } from 'doppelkopf/match'
 * const five: MatchConfig = { ...matchConfigs.tsr, players: 5, gamesPerRound: 30 }
 * ```
 * @category Match
 * @since 0.1.0
 */
export interface MatchConfig {
  /** The rule set of every game. */
  readonly rules: RuleSet
  /** Players at the table: 4, 5 (the dealer sits out) or 6 (the dealer and the player opposite sit out). */
  readonly players: 4 | 5 | 6
  /** Games per round, redeals not counted: tsr 24 at four and 30 at five, pagat 8, or any positive number. */
  readonly gamesPerRound: number
  /** Rounds in the match: it ends after `rounds * gamesPerRound` games. */
  readonly rounds: number
  /** tsr Pflichtsolo: each player owes one solo per round, the same dealer deals again after one, and late players are vorgeführt. */
  readonly compulsorySolo: boolean
  /** Bock rounds (house option), or null for none. */
  readonly bock: BockConfig | null
  /** How the score sheet is written (RULES 11.11); absent: `plusMinus`. */
  readonly counting?: Counting
}

/** The tsr table: four players, one round of 24 games, Pflichtsolo, no Bock. */
const tsr: MatchConfig = {
  rules: rules.tsr,
  players: 4,
  gamesPerRound: 24,
  rounds: 1,
  compulsorySolo: true,
  bock: null
}

/** The pagat table: four players, 8 games, no Pflichtsolo, no Bock. */
const pagat: MatchConfig = {
  rules: rules.pagat,
  players: 4,
  gamesPerRound: 8,
  rounds: 1,
  compulsorySolo: false,
  bock: null
}

/** A house table: four players, 24 games, no Pflichtsolo, Bock rounds on every trigger, queued. */
const house: MatchConfig = {
  rules: rules.house,
  players: 4,
  gamesPerRound: 24,
  rounds: 1,
  compulsorySolo: false,
  bock: { triggers: { tie: true, lostAnnouncement: true, redeal: true, lostSolo: true, schwarz: false, heartTrick: false }, mode: 'queue', multiplier: 2 }
}

/**
 * The match presets. Change a field by spreading: `{ ...matchConfigs.tsr, players: 5, gamesPerRound: 30 }`.
 *
 * @example
 * ```ts
 * import { matchConfigs, newMatch } from 'doppelkopf/match'
 * const match = newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] })
 * ```
 * @category Match
 * @since 0.1.0
 */
export const matchConfigs: {
  /** The DDV tournament round: 4 players, 24 games, Pflichtsolo, no Bock, `rules.tsr`. */
  readonly tsr: MatchConfig
  /** The pagat browser game: 4 players, 8 games, no Pflichtsolo, no Bock, `rules.pagat`. */
  readonly pagat: MatchConfig
  /** A house table: 4 players, 24 games, no Pflichtsolo, Bock rounds on every trigger, queued, `rules.house`. */
  readonly house: MatchConfig
} = deepFreeze({ tsr, pagat, house })


const CONFIG_KEYS: ReadonlySet<string> = new Set(['rules', 'players', 'gamesPerRound', 'rounds', 'compulsorySolo', 'bock', 'counting'])
const BOCK_KEYS: ReadonlySet<string> = new Set(['triggers', 'mode', 'multiplier'])

/** The keys of `o` that are not in `known`, as `path.key: unexpected key` problems. */
const unexpectedKeys = (o: Record<string, unknown>, known: ReadonlySet<string>, path: string): string[] =>
  Object.keys(o)
    .filter((k) => !known.has(k))
    .map((k) => `${path}${k}: unexpected key`)

const isPositiveInteger = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 1

const decodeBock = (u: unknown, problems: string[]): BockConfig | null => {
  if (u === null) return null
  if (typeof u !== 'object') {
    problems.push(`bock: expected null or { triggers, mode }, got ${show(u)}`)
    return null
  }
  const b = u as Record<string, unknown>
  problems.push(...unexpectedKeys(b, BOCK_KEYS, 'bock.'))
  const mode = b['mode']
  if (mode !== 'queue' && mode !== 'stack') problems.push(`bock.mode: expected "queue" or "stack", got ${show(mode)}`)
  const t = b['triggers']
  if (typeof t !== 'object' || t === null) {
    problems.push(`bock.triggers: expected { tie, lostAnnouncement, redeal, lostSolo }, got ${show(t)}`)
    return null
  }
  const triggers = t as Record<string, unknown>
  problems.push(...unexpectedKeys(triggers, new Set(BOCK_TRIGGERS), 'bock.triggers.'))
  for (const k of ['tie', 'lostAnnouncement', 'redeal', 'lostSolo']) {
    if (typeof triggers[k] !== 'boolean') problems.push(`bock.triggers.${k}: expected boolean, got ${show(triggers[k])}`)
  }
  // Added later (RULES 11.12): a stored configuration without them has them off, and a factor of 2.
  for (const k of ['schwarz', 'heartTrick']) {
    if (triggers[k] !== undefined && typeof triggers[k] !== 'boolean') problems.push(`bock.triggers.${k}: expected boolean, got ${show(triggers[k])}`)
  }
  const multiplier = b['multiplier'] ?? 2
  if (multiplier !== 2 && multiplier !== 3) problems.push(`bock.multiplier: expected 2 or 3, got ${show(multiplier)}`)
  return {
    triggers: {
      tie: triggers['tie'] === true,
      lostAnnouncement: triggers['lostAnnouncement'] === true,
      redeal: triggers['redeal'] === true,
      lostSolo: triggers['lostSolo'] === true,
      schwarz: triggers['schwarz'] === true,
      heartTrick: triggers['heartTrick'] === true
    },
    mode: mode === 'stack' ? 'stack' : 'queue',
    multiplier: multiplier === 3 ? 3 : 2
  }
}

/**
 * Checks a match configuration read from anywhere (e.g. JSON). Every problem is reported (at
 * most 20), each as `field: problem`, in one error's message; a key the configuration does not
 * have is one (`bock.mode2: unexpected key`). The result is a fresh, deeply frozen copy.
 *
 * @example
 * ```ts
 * decodeMatchConfig({ ...matchConfigs.tsr, players: 3 })
 * // left({ code: 'match/invalid-config', message: 'Invalid match configuration: players: expected 4, 5 or 6, got 3' })
 * ```
 * @category Match
 * @since 0.1.0
 */
export const decodeMatchConfig = (given: unknown): E.Either<MatchError, MatchConfig> => {
  try {
    const plain = toPlain(given)
    if (!plain.ok) return E.left(invalidConfig([plain.problem]))
    const u = plain.value
    if (typeof u !== 'object' || u === null || Array.isArray(u)) {
      return E.left(invalidConfig([`expected an object, got ${show(u)}`]))
    }
    const c = u as Record<string, unknown>
    const problems: string[] = unexpectedKeys(c, CONFIG_KEYS, '')
    const ruleSet = decodeRules(c['rules'])
    if (E.isLeft(ruleSet)) problems.push(`rules: ${ruleSet.left.message}`)
    const players = c['players']
    if (players !== 4 && players !== 5 && players !== 6) problems.push(`players: expected 4, 5 or 6, got ${show(players)}`)
    const gamesPerRound = c['gamesPerRound']
    if (!isPositiveInteger(gamesPerRound)) problems.push(`gamesPerRound: expected a positive integer, got ${show(gamesPerRound)}`)
    const rounds = c['rounds']
    if (!isPositiveInteger(rounds)) problems.push(`rounds: expected a positive integer, got ${show(rounds)}`)
    const compulsorySolo = c['compulsorySolo']
    if (typeof compulsorySolo !== 'boolean') problems.push(`compulsorySolo: expected boolean, got ${show(compulsorySolo)}`)
    if (compulsorySolo === true) {
      if (isPositiveInteger(gamesPerRound) && typeof players === 'number' && gamesPerRound < players) {
        problems.push(
          `compulsorySolo: each of the ${players} players owes a Pflichtsolo per round, ` +
            `so a round needs at least ${players} games, not ${gamesPerRound}`
        )
      }
      if (E.isRight(ruleSet) && ruleSet.right.solos.length === 0) {
        problems.push('compulsorySolo: the rule set offers no solo to play as a Pflichtsolo')
      }
    }
    const bock = decodeBock(c['bock'], problems)
    const counting = c['counting']
    if (counting !== undefined && counting !== 'plusMinus' && counting !== 'plusOnly' && counting !== 'minusOnly') {
      problems.push(`counting: expected "plusMinus", "plusOnly" or "minusOnly", got ${show(counting)}`)
    }
    if (problems.length > 0 || E.isLeft(ruleSet)) {
      return E.left(invalidConfig(boundedProblems(problems)))
    }
    return E.right(deepFreeze({
      rules: ruleSet.right,
      players: players as 4 | 5 | 6,
      gamesPerRound: gamesPerRound as number,
      rounds: rounds as number,
      compulsorySolo: compulsorySolo as boolean,
      bock,
      ...(counting === undefined ? {} : { counting: counting as Counting })
    }))
  } catch (e) {
    return E.left(invalidConfig([`unreadable (${describeThrown(e)})`]))
  }
}

/**
 * The number of games a match of this configuration plays (`rounds * gamesPerRound`).
 *
 * @internal
 */
export const totalGames = (c: MatchConfig): number => c.rounds * c.gamesPerRound
