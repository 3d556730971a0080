/**
 * Rule-set presets: the DDV tournament rules, the pagat.com base rules, and the house sheet.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { decodeRules } from './codec.js'
import type { RuleSet } from './ruleSet.js'
import { SOLO_TYPES, TSR_SOLOS } from './ruleSet.js'

const NO_ARMUT = {
  mode: 'exchange',
  singleFoxCounts: true,
  pass: 'threeCards',
  returnTrumps: true,
  trumpsReturnedPublic: false
} as const

/** The DDV tournament rules (Turnierspielregeln, revision of 21 Feb 2026). */
const tsr: RuleSet = {
  name: 'tsr',
  withoutNines: false,
  reservations: ['solo', 'hochzeit'],
  solos: TSR_SOLOS,
  soloLeader: 'soloistIfCompulsory',
  secondDulleBeats: 'never',
  piglets: { enabled: false, superpiglets: false },
  weddingClarification: 'firstTrick',
  weddingDeadlineShift: 'klaerungsstichMinusOne',
  armut: NO_ARMUT,
  schmeissen: [],
  scoring: 'tsr',
  announcementScoring: 'addTwo',
  extraPoints: {
    againstTheClubQueens: true,
    foxCaught: true,
    doppelkopf: true,
    karlchen: true,
    karlchenCaught: false,
    foxLastTrick: false,
    doppelkopfInSolo: false
  }
}

/** The pagat.com base rules as the browser game plays them (reference/pagat-base-game.de.txt). */
const pagat: RuleSet = {
  name: 'pagat',
  withoutNines: false,
  reservations: ['solo', 'armut', 'hochzeit'],
  solos: TSR_SOLOS,
  soloLeader: 'dealersLeft',
  secondDulleBeats: 'never',
  piglets: { enabled: false, superpiglets: false },
  weddingClarification: 'firstTrick',
  weddingDeadlineShift: 'klaerungsstich',
  armut: { mode: 'exchange', singleFoxCounts: true, pass: 'threeCards', returnTrumps: true, trumpsReturnedPublic: false },
  schmeissen: [],
  scoring: 'pagat',
  announcementScoring: 'addTwo',
  extraPoints: {
    againstTheClubQueens: true,
    foxCaught: true,
    doppelkopf: true,
    karlchen: true,
    karlchenCaught: true,
    foxLastTrick: false,
    doppelkopfInSolo: false
  }
}

/** The house sheet (reference/house-rules.de.txt), with nines. */
const house: RuleSet = {
  name: 'house',
  withoutNines: false,
  reservations: ['solo', 'schmeissen', 'armut', 'hochzeit'],
  solos: SOLO_TYPES,
  soloLeader: 'soloist',
  secondDulleBeats: 'exceptLastTrick',
  piglets: { enabled: true, superpiglets: true },
  weddingClarification: 'chosenByHochzeiter',
  weddingDeadlineShift: 'klaerungsstichMinusOne',
  armut: { mode: 'redealWithBock', singleFoxCounts: true, pass: 'threeCards', returnTrumps: true, trumpsReturnedPublic: false },
  schmeissen: ['fiveKings'],
  scoring: 'tsr',
  announcementScoring: 'doubleWithExtraPointsAfter',
  extraPoints: {
    againstTheClubQueens: false,
    foxCaught: true,
    doppelkopf: true,
    karlchen: true,
    karlchenCaught: true,
    foxLastTrick: false,
    doppelkopfInSolo: true
  }
}

/**
 * The rule-set presets. Combine them with the options of `options.ts`.
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
} = Object.freeze({ tsr: checked(tsr), pagat: checked(pagat), house: checked(house) })

/** The library's own checked, deeply frozen copy of a preset (so `newGame` need not check it again). */
function checked(r: RuleSet): RuleSet {
  const d = decodeRules(r)
  if (E.isLeft(d)) throw new Error(`The preset ${r.name} is invalid: ${d.left.message}`)
  return d.right
}
