/**
 * The io-ts codec of {@link RuleSet}: decoding reports every bad field with its path.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from './ruleSet.js'

const keys = <K extends string>(...ks: readonly K[]) =>
  t.keyof(Object.fromEntries(ks.map((k) => [k, null])) as { [P in K]: null })

/**
 * The runtime codec of a rule set.
 *
 * @category Rules
 * @since 0.1.0
 */
export const RuleSetCodec: t.Type<RuleSet, RuleSet, unknown> = t.readonly(
  t.type({
    name: t.string,
    reservations: t.readonlyArray(keys('solo', 'hochzeit')),
    solos: t.readonlyArray(keys('diamonds', 'hearts', 'spades', 'clubs', 'queens', 'jacks', 'fleischlos')),
    soloLeader: keys('soloistIfCompulsory', 'dealersLeft', 'soloist'),
    secondDulleBeats: keys('never', 'always', 'exceptLastTrick'),
    weddingClarification: t.literal('firstTrick'),
    weddingDeadlineShift: keys('klaerungsstichMinusOne', 'klaerungsstich'),
    scoring: t.literal('tsr'),
    extraPoints: t.readonly(
      t.type({ againstTheClubQueens: t.boolean, foxCaught: t.boolean, doppelkopf: t.boolean, karlchen: t.boolean })
    )
  })
)

/**
 * Turns io-ts errors into readable `path: problem` lines.
 *
 * @category Rules
 * @since 0.1.0
 */
export const formatErrors = (errors: t.Errors): readonly string[] =>
  errors.map((e) => {
    const path = e.context
      .map((c) => c.key)
      .filter((k) => k !== '')
      .join('.')
    const expected = e.context[e.context.length - 1]?.type.name ?? 'unknown'
    return `${path || '(root)'}: expected ${expected}, got ${safeJson(e.value)}`
  })

const safeJson = (u: unknown): string => {
  try {
    return JSON.stringify(u) ?? String(u)
  } catch {
    return String(u)
  }
}

const validated = new WeakSet<object>()

/**
 * Decodes a rule set from unknown input (e.g. JSON), reporting every bad field with its path.
 *
 * @example
 * ```ts
 * decodeRules(JSON.parse(JSON.stringify(rules.tsr))) // right(...)
 * decodeRules({ name: 'x' }) // left({ code: 'input/malformed-rules', message: 'reservations: expected ...' })
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const decodeRules = (u: unknown): E.Either<GameError, RuleSet> => {
  if (typeof u === 'object' && u !== null && validated.has(u)) return E.right(u as RuleSet)
  const r = RuleSetCodec.decode(u)
  if (E.isLeft(r)) {
    return E.left(gameError(ErrorCode.MalformedRules, `Invalid rule set: ${formatErrors(r.left).join('; ')}`))
  }
  // Frozen rule sets cannot change later, so one check is enough.
  if (typeof u === 'object' && u !== null && Object.isFrozen(u)) validated.add(u)
  return E.right(r.right)
}
