/**
 * The rule set and the match configuration of a command-line game: a preset (`--rules`) and
 * the house-option flags, applied with the rule options' `withX` functions and checked with
 * `decodeRules`.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { MatchConfig } from '../match/config.js'
import { matchConfigs } from '../match/config.js'
import { decodeRules } from '../rules/codec.js'
import {
  withArmut,
  withPiglets,
  withSchmeissen,
  withSecondDulleBeats,
  withSolos,
  withRules,
  withWeddingClarification,
  withoutNines
} from '../rules/options.js'
import { rules as presets } from '../rules/presets.js'
import { RULE_OPTIONS } from '../rules/declarations.js'
import { SOLO_TYPES, type RuleSet, type SchmeissenReason } from '../rules/ruleSet.js'
import { ruleTable } from '../rules/table.js'
import { COMMAND_TEXT, type CommandText, type RuleProblem } from './commandWords.js'

/** The reasons `--schmeissen` accepts: the option's declared values. */
const SCHMEISSEN_REASONS: readonly SchmeissenReason[] = RULE_OPTIONS.schmeissen.values

/** The rule-set presets the command line offers. */
export const PRESETS = ['tsr', 'pagat', 'house'] as const

/** A preset's name. */
export type Preset = (typeof PRESETS)[number]

/** Whether a string names a preset. */
export const isPreset = (s: string): s is Preset => (PRESETS as readonly string[]).includes(s)

/** The house-option flags of `play` (commander's option values). */
export interface RuleFlags {
  /** `--rules`: the preset (default tsr). */
  readonly rules?: string
  /** `--without-nines`. */
  readonly withoutNines?: boolean
  /** `--piglets`. */
  readonly piglets?: boolean
  /** `--superpiglets` (implies piglets). */
  readonly superpiglets?: boolean
  /** `--second-dulle [mode]`: `true` for the flag alone. */
  readonly secondDulle?: string | boolean
  /** `--armut [mode]`: `true` for the flag alone (an exchange). */
  readonly armut?: string | boolean
  /** `--schmeissen [reasons]`: `true` for the flag alone. */
  readonly schmeissen?: string | boolean
  /** `--wedding-choice`: the Hochzeiter chooses the clarifying tricks. */
  readonly weddingChoice?: boolean
  /** `--no-reply-rule` (false): Re and Kontra always need the first deadline (option `announcementReply`). */
  readonly replyRule?: boolean
  /** `--all-solos`: every solo the engine knows. */
  readonly allSolos?: boolean
  /** `--deadlines <counts>`: five card counts for Re/Kontra .. schwarz (option `announcementDeadlines`). */
  readonly deadlines?: string
  /** `--until-trick-complete`: a card in the current trick counts for the deadlines (option `announcementUntilTrickComplete`). */
  readonly untilTrickComplete?: boolean
  /** `--without-dullen`: the ♥10 is a plain heart (option `dullen: false`). */
  readonly withoutDullen?: boolean
  /** `--piglets-in-solo`: piglets in a Farbsolo too (option `pigletsInSolo`; needs piglets). */
  readonly pigletsInSolo?: boolean
  /** `--first-trick-decides`: the first trick that may clarify a Hochzeit decides alone (option `weddingFirstTrickDecides`). */
  readonly firstTrickDecides?: boolean
  /** `--genscher`: a player with both ♦K chooses a partner when playing the first (option `genscher`). */
  readonly genscher?: boolean
  /** `--priority <kinds>`: which reservation outranks which (option `reservationPriority`). */
  readonly priority?: string
  /** `--piglets-public`: the piglets and their holder are named when play starts (option `pigletsPublic: 'atStart'`). */
  readonly pigletsPublic?: boolean
  /** `--rich-hand <points>`: the card points of the Schmeißen reason `richHand` (option `schmeissenRichHand`). */
  readonly richHand?: string
  /** `--heart-trick`: the extra point for a trick of four plain hearts (option `extraPoints.heartTrick`). */
  readonly heartTrick?: boolean
  /** `--dulle-catches-dulle`: the extra point for a second ♥10 beating the other party's first (option `extraPoints.dulleCatchesDulle`). */
  readonly dulleCatchesDulle?: boolean
}

/** The choices of `--second-dulle`: the option's declared values. */
const SECOND_DULLE_MODES: readonly RuleSet['secondDulleBeats'][] = RULE_OPTIONS.secondDulleBeats.values
/** The Schmeißen reasons of `--schmeissen` without a list. */
export const DEFAULT_SCHMEISSEN: readonly SchmeissenReason[] = ['fiveKings', 'fiveNines']

type Option = (r: RuleSet) => RuleSet

const secondDulleOption = (value: string | boolean | undefined, text: CommandText): E.Either<string, Option | null> => {
  if (value === undefined || value === false) return E.right(null)
  const mode = value === true ? 'always' : value
  const found = SECOND_DULLE_MODES.find((m) => m === mode)
  return found === undefined ? E.left(text.refusals.secondDulle(SECOND_DULLE_MODES, mode)) : E.right(withSecondDulleBeats(found))
}

const armutOption = (value: string | boolean | undefined, text: CommandText): E.Either<string, Option | null> => {
  if (value === undefined || value === false) return E.right(null)
  const mode = value === true ? 'exchange' : value
  if (mode === 'exchange') return E.right(withArmut({ mode: 'exchange' }))
  if (mode === 'redeal') return E.right(withArmut({ mode: 'redealWithBock' }))
  return E.left(text.refusals.armut(mode))
}

const deadlinesOption = (value: string | undefined, text: CommandText): E.Either<string, Option | null> => {
  if (value === undefined) return E.right(null)
  const counts = value.split(',').map((s) => s.trim())
  if (counts.length !== 5 || counts.some((c) => !/^\d+$/.test(c))) return E.left(text.refusals.deadlines(value))
  const deadlines = counts.map(Number) as unknown as readonly [number, number, number, number, number]
  return E.right(withRules({ announcementDeadlines: deadlines }))
}

const schmeissenOption = (value: string | boolean | undefined, text: CommandText): E.Either<string, Option | null> => {
  if (value === undefined || value === false) return E.right(null)
  const reasons = value === true ? DEFAULT_SCHMEISSEN : value.split(',').map((s) => s.trim()).filter((s) => s !== '')
  const unknown = reasons.filter((r) => !(SCHMEISSEN_REASONS as readonly string[]).includes(r))
  return unknown.length > 0 ? E.left(text.refusals.schmeissen(unknown, SCHMEISSEN_REASONS)) : E.right(withSchmeissen(reasons as readonly SchmeissenReason[]))
}

/**
 * What a problem of `decodeRules` (`path: problem`, in English) means for the house options
 * that made it, so that the refusal names the flags, not the rule set's fields.
 */
export const ruleProblem = (problem: string): RuleProblem => {
  if (problem.startsWith('schmeissen:') && problem.includes('empty')) return 'schmeissenEmpty'
  if (problem.startsWith('pigletsInSolo:')) return 'pigletsInSolo'
  if (problem.startsWith('extraPoints.dulleCatchesDulle:')) return problem.includes('(dullen)') ? 'dulleWithoutDullen' : 'dulleWithoutSecondDulle'
  if (problem.startsWith('schmeissenRichHand:')) return 'richHand'
  if (problem.startsWith('announcementDeadlines:')) return problem.includes('increase') ? 'deadlineOrder' : 'deadlineRange'
  if (problem.startsWith('reservationPriority:')) return 'priority'
  return 'other'
}

/**
 * The rule set of the flags: the preset, then each house option in a fixed order, checked with
 * `decodeRules`. A refusal is said in the words of `text` (English by default), naming the
 * flags: an inconsistent combination says which flags do not fit (see {@link ruleProblem}).
 */
export const rulesFromFlags = (
  flags: RuleFlags,
  text: CommandText = COMMAND_TEXT.en
): E.Either<string, { readonly preset: Preset; readonly rules: RuleSet }> => {
  const name = flags.rules ?? 'tsr'
  if (!isPreset(name)) return E.left(`unknown rules "${name}" (known: ${PRESETS.join(', ')})`)
  const parsed = [
    secondDulleOption(flags.secondDulle, text),
    armutOption(flags.armut, text),
    schmeissenOption(flags.schmeissen, text),
    deadlinesOption(flags.deadlines, text)
  ]
  const options: Option[] = []
  if (flags.withoutNines === true) options.push(withoutNines)
  if (flags.superpiglets === true) options.push(withPiglets({ superpiglets: true }))
  else if (flags.piglets === true) options.push(withPiglets())
  for (const p of parsed) {
    if (E.isLeft(p)) return p
    if (p.right !== null) options.push(p.right)
  }
  if (flags.weddingChoice === true) options.push(withWeddingClarification('chosenByHochzeiter'))
  if (flags.replyRule === false) options.push(withRules({ announcementReply: false }))
  if (flags.untilTrickComplete === true) options.push(withRules({ announcementUntilTrickComplete: true }))
  if (flags.pigletsPublic === true) options.push(withRules({ pigletsPublic: 'atStart' }))
  if (flags.withoutDullen === true) options.push(withRules({ dullen: false }))
  if (flags.pigletsInSolo === true) options.push(withRules({ pigletsInSolo: true }))
  if (flags.firstTrickDecides === true) options.push(withRules({ weddingFirstTrickDecides: true }))
  if (flags.genscher === true) options.push(withRules({ genscher: true }))
  if (flags.priority !== undefined) {
    const kinds = flags.priority.split(',').map((k) => k.trim()).filter((k) => k !== '')
    const known = RULE_OPTIONS.reservationPriority.values
    const unknown = kinds.filter((k) => !(known as readonly string[]).includes(k))
    if (unknown.length > 0) return E.left(text.refusals.priority(unknown, known))
    options.push(withRules({ reservationPriority: kinds as (typeof known)[number][] }))
  }
  if (flags.richHand !== undefined) {
    if (!/^\d+$/.test(flags.richHand.trim())) return E.left(text.refusals.richHand(flags.richHand))
    options.push(withRules({ schmeissenRichHand: Number(flags.richHand) }))
  }
  if (flags.heartTrick === true) options.push(withRules({ extraPoints: { heartTrick: true } }))
  if (flags.dulleCatchesDulle === true) options.push(withRules({ extraPoints: { dulleCatchesDulle: true } }))
  if (flags.allSolos === true) options.push(withSolos(SOLO_TYPES))
  const built = options.reduce((r, f) => f(r), presets[name])
  const checked = decodeRules(built)
  if (E.isRight(checked)) return E.right({ preset: name, rules: checked.right })
  const d: object = checked.left.details
  const problems = 'problems' in d && Array.isArray(d.problems) ? d.problems.map(String) : []
  const kinds = problems.length === 0 ? (['other'] as const) : [...new Set(problems.map(ruleProblem))]
  return E.left(kinds.map((k) => text.refusals.rules[k]).join('; '))
}

/**
 * The match of a command-line Partie: the preset's match configuration (dealer rotation,
 * Pflichtsolo, Bock) with the built rule set and `games` games in one round. A Pflichtsolo round
 * needs a game per player, so a Partie of fewer than four games has no Pflichtsolo.
 */
export const matchConfigFor = (preset: Preset, rules: RuleSet, games: number, options: MatchFlags = {}): MatchConfig => {
  const base = matchConfigs[preset]
  return {
    ...base,
    rules,
    gamesPerRound: games,
    rounds: 1,
    compulsorySolo: base.compulsorySolo && games >= base.players && ruleTable(rules).offers.solo,
    ...(options.counting === undefined ? {} : { counting: options.counting }),
    ...(base.bock === null || options.bockFactor === undefined ? {} : { bock: { ...base.bock, multiplier: options.bockFactor } })
  }
}

/** The match options of `play` (RULES 11.11 and 11.12): how the sheet is written, the Bock factor. */
export interface MatchFlags {
  /** `--counting`: `plusMinus` (default), `plusOnly` or `minusOnly`. */
  readonly counting?: 'plusMinus' | 'plusOnly' | 'minusOnly'
  /** `--bock-factor`: 2 (default) or 3, for a preset with Bock rounds (house). */
  readonly bockFactor?: 2 | 3
}

/** Checks the match flags against the preset: a Bock factor needs a preset with Bock rounds. Refusals in the words of `text` (and `rulesName` for the preset). */
export const matchFlags = (
  preset: Preset,
  counting: string | undefined,
  bockFactor: string | undefined,
  text: CommandText = COMMAND_TEXT.en,
  rulesName: (name: string) => string = (name) => `the ${name} rules`
): E.Either<string, MatchFlags> => {
  if (counting !== undefined && counting !== 'plusMinus' && counting !== 'plusOnly' && counting !== 'minusOnly') {
    return E.left(text.refusals.counting(counting))
  }
  if (bockFactor !== undefined && bockFactor !== '2' && bockFactor !== '3') return E.left(text.refusals.bockFactor(bockFactor))
  if (bockFactor !== undefined && matchConfigs[preset].bock === null) return E.left(text.refusals.noBock(rulesName(preset)))
  return E.right({
    ...(counting === undefined ? {} : { counting }),
    ...(bockFactor === undefined ? {} : { bockFactor: bockFactor === '3' ? 3 : 2 })
  })
}
