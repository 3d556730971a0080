/**
 * Rule-set presets: the DDV tournament rules, the pagat.com base rules, and the house sheet.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { decodeRules } from './codec.js'
import { RULE_SET } from './declarations.js'
import type { RuleSet } from './ruleSet.js'

/**
 * The rule-set presets, each option's value as `RULE_OPTIONS` (`declarations.ts`) declares it.
 * Combine them with the options of `options.ts`.
 *
 * @example
 * ```ts
 * import { newGame, rules } from 'doppelkopf'
 * const game = newGame({ rules: rules.pagat, dealer: 0, seed: 'example' })
 * ```
 * @category Rules
 * @since 0.1.0
 */
export const rules: {
  /** The DDV tournament rules (Turnierspielregeln, revision of 21 Feb 2026). */
  readonly tsr: RuleSet
  /** The pagat.com base rules as the browser game plays them: Armut, no Pflichtsolo, pagat scoring. */
  readonly pagat: RuleSet
  /** The house sheet: Schmeißen, Armut as redeal, piglets, every solo, Re/Kontra doubling. */
  readonly house: RuleSet
} = Object.freeze({ tsr: checked(RULE_SET.presets.tsr), pagat: checked(RULE_SET.presets.pagat), house: checked(RULE_SET.presets.house) })

/** The library's own checked, deeply frozen copy of a preset (so `newGame` need not check it again). */
function checked(r: RuleSet): RuleSet {
  const d = decodeRules(r)
  if (E.isLeft(d)) throw new Error(`The preset ${r.name} is invalid: ${d.left.message}`)
  return d.right
}
