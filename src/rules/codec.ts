/**
 * The io-ts codec of {@link RuleSet} and the semantic checks: decoding reports every bad field
 * with its path, and combinations that make no sense are rejected with a message.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from './ruleSet.js'
import { RULE_SET, withMissingOptions } from './declarations.js'
import { deepFreeze, describeThrown, formatDecodeErrors, toPlain } from '../input/plain.js'
import { strict } from '../input/codec.js'

/**
 * The runtime codec of a rule set (the structure; {@link decodeRules} adds the semantic checks),
 * derived from the option declarations (`RULE_OPTIONS`).
 *
 * @category Rules
 * @since 0.1.0
 */
export const RuleSetCodec: t.Type<RuleSet, RuleSet, unknown> = RULE_SET.codec

const duplicates = (xs: readonly string[]): readonly string[] => xs.filter((x, i) => xs.indexOf(x) !== i)

/**
 * The combinations of a structurally valid rule set that make no sense, as readable messages
 * (empty when the rule set is sound).
 *
 * @example
 * ```ts
 * ruleProblems({ ...rules.tsr, piglets: { enabled: false, superpiglets: true } })
 * // ['piglets.superpiglets: superpiglets need piglets (piglets.enabled)']
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const ruleProblems = (r: RuleSet): readonly string[] => {
  const problems: string[] = []
  if (r.piglets.superpiglets && !r.piglets.enabled) problems.push('piglets.superpiglets: superpiglets need piglets (piglets.enabled)')
  if (r.reservations.includes('schmeissen') && r.schmeissen.length === 0) {
    problems.push('schmeissen: Schmeißen is offered but no hand may be thrown in (the reason list is empty)')
  }
  if (r.reservations.includes('solo') && r.solos.length === 0) problems.push('solos: solos are offered but the list is empty')
  for (const d of duplicates(r.reservations)) problems.push(`reservations: ${d} is listed twice`)
  for (const d of duplicates(r.reservationPriority)) problems.push(`reservationPriority: ${d} is listed twice`)
  for (const k of r.reservations) {
    if (!r.reservationPriority.includes(k)) problems.push(`reservationPriority: ${k} is offered but has no place in the priority`)
  }
  for (const d of duplicates(r.solos)) problems.push(`solos: ${d} is listed twice`)
  for (const d of duplicates(r.schmeissen)) problems.push(`schmeissen: ${d} is listed twice`)
  if (r.pigletsInSolo && !r.piglets.enabled) problems.push('pigletsInSolo: piglets in a solo need piglets (piglets.enabled)')
  if (r.extraPoints.dulleCatchesDulle && !r.dullen) {
    problems.push('extraPoints.dulleCatchesDulle: without Dullen (dullen) no Dulle can catch one')
  }
  if (r.extraPoints.dulleCatchesDulle && r.secondDulleBeats === 'never') {
    problems.push('extraPoints.dulleCatchesDulle: a Dulle can catch a Dulle only when the second ♥10 beats the first (secondDulleBeats)')
  }
  if (!Number.isInteger(r.schmeissenRichHand) || r.schmeissenRichHand < 1 || r.schmeissenRichHand > 240) {
    problems.push('schmeissenRichHand: the card points must be a whole number 1..240')
  }
  const deadlines = r.announcementDeadlines
  if (deadlines !== null) {
    const lowest = r.withoutNines ? 3 : 1
    if (deadlines.some((n) => !Number.isInteger(n) || n < lowest || n > 12)) {
      problems.push(`announcementDeadlines: each card count must be a whole number ${lowest}..12${r.withoutNines ? ' (two are taken off without nines)' : ''}`)
    }
    if (deadlines.some((n, i) => i > 0 && n > (deadlines[i - 1] as number))) {
      problems.push('announcementDeadlines: a higher announcement cannot have a later deadline (the counts must not increase)')
    }
  }
  return problems
}

/** The codec with unknown keys, at any depth, as errors (`path.key: unexpected key`). */
const StrictRuleSetCodec = strict(RuleSetCodec)

/** Rule sets this module checked and copied: deeply frozen, so one check is enough. */
const validated = new WeakSet<object>()

/**
 * Checks a rule set read from anywhere (e.g. JSON): the structure, reporting every bad field and
 * every unknown key with its path (a misspelt option is an error, not silently ignored; so is a
 * key such as `__proto__` or `constructor`), then the combinations that make no sense
 * (superpiglets without piglets, an empty solo list, ...). The value is first copied as plain data (each property read once;
 * getters that throw, Proxies, cycles, deep nesting and huge strings are reported, never
 * thrown), and the rule set returned is that copy, deeply frozen: nothing the caller holds can
 * change it. At most 20 problems are listed.
 *
 * @example
 * ```ts
 * decodeRules(JSON.parse(JSON.stringify(rules.tsr))) // right(...)
 * decodeRules({ name: 'x' }) // left({ code: 'input/malformed-rules', message: 'withoutNines: expected boolean ...' })
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const decodeRules = (u: unknown): E.Either<GameError, RuleSet> => {
  if (typeof u === 'object' && u !== null && validated.has(u)) return E.right(u as RuleSet)
  const plain = toPlain(u, RULES_LIMITS)
  if (!plain.ok) return E.left(gameError(ErrorCode.MalformedRules, `Invalid rule set: ${plain.problem}`, { problems: [plain.problem] }))
  let problems: readonly string[]
  try {
    const completed = withMissingOptions(plain.value)
    const r = StrictRuleSetCodec.decode(completed)
    if (E.isRight(r)) {
      const semantic = ruleProblems(r.right)
      if (semantic.length > 0) {
        return E.left(gameError(ErrorCode.InconsistentRules, `Inconsistent rule set: ${semantic.join('; ')}`, { problems: semantic }))
      }
      const own = deepFreeze(r.right)
      validated.add(own)
      return E.right(own)
    }
    problems = formatDecodeErrors(r.left)
  } catch (e) {
    problems = [`(root): unreadable (${describeThrown(e)})`]
  }
  return E.left(gameError(ErrorCode.MalformedRules, `Invalid rule set: ${problems.join('; ')}`, { problems }))
}

/** A rule set is small: a few dozen values (a list holds each solo at most a few times). */
export const RULES_LIMITS = { depth: 8, values: 2_000, chars: 1_000 } as const

