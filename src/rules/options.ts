/**
 * House options: each a data-last function `RuleSet -> RuleSet`, so a table reads as a pipe:
 * `pipe(rules.pagat, withPiglets({ superpiglets: true }), withoutNines)`. An option only sets the
 * fields it names and returns a new, deeply frozen rule set; `decodeRules` (also applied by
 * `newGame` and `decodeRules`, once per frozen rule set) rejects combinations that make no sense.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { deepFreeze, toPlain } from '../input/plain.js'
import { RULES_LIMITS, decodeRules } from './codec.js'
import type { ArmutRules, ExtraPointRules, RuleSet, SchmeissenReason, SoloType } from './ruleSet.js'

/**
 * Play without the nines: 40 cards, 10 tricks, every announcement deadline two cards lower;
 * superpiglets are the ♦10s.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withoutNines).withoutNines // true
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withoutNines = (r: RuleSet): RuleSet => frozen({ ...r, withoutNines: true })

/**
 * Whether the second ♥10 in a trick beats the first (pagat variant: `exceptLastTrick`).
 *
 * @category Rule options
 * @since 0.1.0
 */
export const withSecondDulleBeats =
  (mode: RuleSet['secondDulleBeats']) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, secondDulleBeats: mode })

/**
 * Who leads a solo (pagat variant "the soloist leads": `soloist`).
 *
 * @category Rule options
 * @since 0.1.0
 */
export const withSoloLeader =
  (mode: RuleSet['soloLeader']) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, soloLeader: mode })

/**
 * Schweinchen (piglets), optionally with superpiglets.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withPiglets({ superpiglets: true }))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withPiglets =
  (options: { readonly superpiglets?: boolean } = {}) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, piglets: { enabled: true, superpiglets: options.superpiglets ?? false } })

/**
 * Armut as a reservation (placed by priority: after solos and Schmeißen, before Hochzeit), with
 * the given variants over the pagat defaults.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withArmut({ pass: 'trumpsOnly', returnTrumps: false }))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withArmut =
  (options: Partial<ArmutRules> = {}) =>
  (r: RuleSet): RuleSet =>
    frozen({
      ...r,
      reservations: addReservation(r.reservations, 'armut'),
      armut: { ...r.armut, ...options }
    })

/**
 * Schmeißen (throwing in) for the given hands.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withSchmeissen(['fiveKings', 'fiveNines']))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withSchmeissen =
  (reasons: readonly SchmeissenReason[]) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, reservations: addReservation(r.reservations, 'schmeissen'), schmeissen: reasons })

/**
 * Offers more solos (kept in the order given after the rule set's own).
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withSolos(['kings', 'koehler']))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withSolos =
  (solos: readonly SoloType[]) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, solos: [...r.solos, ...solos.filter((s) => !r.solos.includes(s))] })

/**
 * Which trick clarifies a Hochzeit (within the first three tricks).
 *
 * @category Rule options
 * @since 0.1.0
 */
export const withWeddingClarification =
  (mode: RuleSet['weddingClarification']) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, weddingClarification: mode })

/**
 * Switches extra points on or off.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withExtraPoints({ karlchenCaught: true, foxLastTrick: true }))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withExtraPoints =
  (points: Partial<ExtraPointRules>) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, extraPoints: { ...r.extraPoints, ...points } })

/**
 * The pagat variant "the Karlchen counts only for winning the last trick": no point for a
 * caught ♣J.
 *
 * @category Rule options
 * @since 0.1.0
 */
export const karlchenOnlyWinning = (r: RuleSet): RuleSet => withExtraPoints({ karlchenCaught: false })(r)

/**
 * Re and Kontra each double the game value instead of adding 2; extra points are added before
 * or after the doubling.
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withAnnouncementDoubling('after'))
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withAnnouncementDoubling =
  (extraPoints: 'before' | 'after') =>
  (r: RuleSet): RuleSet =>
    frozen({
      ...r,
      announcementScoring: extraPoints === 'before' ? 'doubleWithExtraPointsBefore' : 'doubleWithExtraPointsAfter'
    })

/**
 * The settlement scheme: `tsr` (DDV 7.2.2) or `pagat` (RULES.md section 7).
 *
 * @example
 * ```ts
 * pipe(rules.tsr, withScoring('pagat')).scoring // 'pagat'
 * ```
 * @category Rule options
 * @since 0.1.0
 */
export const withScoring =
  (scheme: RuleSet['scoring']) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, scoring: scheme })

/**
 * How far the announcement deadlines move after a Hochzeit: `klaerungsstichMinusOne` (tsr) or
 * `klaerungsstich` (pagat).
 *
 * @category Rule options
 * @since 0.1.0
 */
export const withWeddingDeadlineShift =
  (shift: RuleSet['weddingDeadlineShift']) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, weddingDeadlineShift: shift })

/**
 * Renames a rule set (for display and records).
 *
 * @category Rule options
 * @since 0.1.0
 */
export const named =
  (name: string) =>
  (r: RuleSet): RuleSet =>
    frozen({ ...r, name })

/**
 * A new rule set: when it is valid, the library's checked, deeply frozen copy (so `newGame` does
 * not check it again); otherwise the value itself, frozen, for `newGame` or `decodeRules` to
 * report.
 */
const frozen = (r: RuleSet): RuleSet => {
  const d = decodeRules(r)
  return E.isRight(d) ? d.right : deepFreeze(r)
}

const PRIORITY: readonly RuleSet['reservations'][number][] = ['solo', 'schmeissen', 'armut', 'hochzeit']

const addReservation = (
  reservations: RuleSet['reservations'],
  kind: RuleSet['reservations'][number]
): RuleSet['reservations'] =>
  reservations.includes(kind) ? reservations : PRIORITY.filter((k) => k === kind || reservations.includes(k))

/**
 * The options a {@link withRules} call changes: any field of a {@link RuleSet}; a group of
 * options (`armut`, `piglets`, `extraPoints`) may name only the options it changes.
 *
 * @category Rule options
 * @since 0.2.0
 */
export type RuleOverrides = {
  readonly [K in keyof RuleSet]?: RuleSet[K] extends readonly unknown[] ? RuleSet[K] : RuleSet[K] extends object ? Partial<RuleSet[K]> : RuleSet[K]
}

/**
 * A rule set with some options changed: every option of RULES.md is one field (see
 * docs/rules.md for the values and each preset's choice), a group (`armut`, `piglets`,
 * `extraPoints`) is merged, a list (`reservations`, `solos`, `schmeissen`) replaced. Data-last,
 * so it composes with `pipe`. The result is the library's checked, frozen copy when it is a
 * valid rule set; otherwise `newGame` and `decodeRules` report what is wrong with it (never an
 * exception here, whatever `overrides` holds).
 *
 * @example
 * ```ts
 * const table = pipe(rules.tsr, withRules({ name: 'Donnerstag', withoutNines: true, piglets: { enabled: true } }))
 * ```
 * @category Rule options
 * @since 0.2.0
 */
export const withRules =
  (overrides: RuleOverrides) =>
  (r: RuleSet): RuleSet => {
    const plain = toPlain(overrides, RULES_LIMITS)
    if (!plain.ok || typeof plain.value !== 'object' || plain.value === null || Array.isArray(plain.value)) {
      // Not an object of options: a rule set with the problem under an unknown key, for decodeRules to report.
      return deepFreeze({ ...r, overrides: plain.ok ? 'expected an object of options' : plain.problem } as RuleSet)
    }
    const given = plain.value as Record<string, unknown>
    const merged: Record<string, unknown> = { ...r }
    for (const [key, value] of Object.entries(given)) {
      const base = merged[key]
      const isGroup = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
      merged[key] = isGroup(base) && isGroup(value) ? { ...base, ...value } : value
    }
    return frozen(merged as unknown as RuleSet)
  }
