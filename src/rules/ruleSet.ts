/**
 * The rule set: a plain, serialisable, deeply readonly description of a table's rules.
 *
 * GENERATED from `RULE_OPTIONS` (`declarations.ts`), where every option is declared once (its
 * values, its value in each preset, what it changes): edit the declarations, then run
 * `npx tsx test/support/gen-rule-set.ts`. The presets are `presets.ts`, `withRules` and the
 * option helpers that change them `options.ts`.
 *
 * @module
 */
import type { DeclaredRuleSet, ReservationKind, SchmeissenReason, SoloType } from './declarations.js'

export type { SoloType, ReservationKind, SchmeissenReason } from './declarations.js'
export { TSR_SOLOS, SOLO_TYPES, SCHMEISSEN_REASONS } from './declarations.js'

/**
 * A table's rules, one field per declared rule option. Build one from a preset (`rules.tsr`,
 * `rules.pagat`, `rules.house`) changed with `withRules`; all fields are plain data, so a
 * rule set can be stored and sent as JSON (see `decodeRules`).
 *
 * @example
 * ```ts
 * import { pipe } from 'fp-ts/lib/function.js'
 * import { rules, withRules } from 'doppelkopf'
 * const table = pipe(rules.pagat, withRules({ piglets: { enabled: true, superpiglets: true }, withoutNines: true }))
 * ```
 * @category Rules
 * @since 0.1.0
 */
export interface RuleSet {
  /** A name for display. */
  readonly name: string
  /** Play without the nines: 40 cards, 10 tricks, every announcement deadline two cards lower. */
  readonly withoutNines: boolean
  /** Reservations besides "healthy" that players may declare. */
  readonly reservations: readonly ReservationKind[]
  /** Which reservation outranks which, highest first (section 11.8): every offered kind once; a Pflichtsolo outranks a Lustsolo. */
  readonly reservationPriority: readonly ReservationKind[]
  /** The solos that may be declared. */
  readonly solos: readonly SoloType[]
  /** Who leads a solo: the soloist of a Pflichtsolo and the dealer's left of a Lustsolo (tsr), always the dealer's left, or always the soloist. */
  readonly soloLeader: 'soloistIfCompulsory' | 'dealersLeft' | 'soloist'
  /** Whether the second ♥10 in a trick beats the first. */
  readonly secondDulleBeats: 'never' | 'always' | 'exceptLastTrick'
  /** The ♥10s are the Dullen, the highest trumps; off (section 11.2): the ♥10 is a plain heart (♥: A 10 K 9), a normal game has 24 trumps, and secondDulleBeats has no effect. */
  readonly dullen: boolean
  /** Genscher (section 11.1): in a normal game, a player holding both ♦K who plays the first of them chooses a new partner (the two are Re, announcements made so far are void) or keeps the parties. */
  readonly genscher: boolean
  /** Schweinchen: both ♦A in one hand rank above the Dullen; superpiglets (needs piglets): both ♦9 (♦10 without nines) above them. */
  readonly piglets: PigletRules
  /** Piglets in a Farbsolo too (needs piglets; section 11.7): both aces of the trump suit in one hand are the two highest trumps (in a ♦ solo the ♦A). */
  readonly pigletsInSolo: boolean
  /** When the table learns the piglets and their holder: when the first ♦A is played, or when play starts (section 11.6); superpiglets alike. */
  readonly pigletsPublic: 'whenFirstPlayed' | 'atStart'
  /** Which trick finds the Hochzeit partner, within the first three: any, the first trump trick, the first plain-suit trick, the kind the Hochzeiter chooses (any, trump, plain or a plain suit), or the first trick of a plain suit the Hochzeiter chooses (section 11.9). */
  readonly weddingClarification: 'firstTrick' | 'firstTrumpTrick' | 'firstPlainTrick' | 'chosenByHochzeiter' | 'firstTrickOfSuit'
  /** The first trick that may clarify the Hochzeit decides alone: won by the Hochzeiter, the Hochzeiter plays alone from then on (section 11.9). */
  readonly weddingFirstTrickDecides: boolean
  /** How far the announcement deadlines move after a Hochzeit: by the Klärungsstich less one, or by the Klärungsstich. */
  readonly weddingDeadlineShift: 'klaerungsstichMinusOne' | 'klaerungsstich'
  /** The reply rule (section 5): a party may answer an announcement of the other party with Re or Kontra until one card after the deadline; off, Re and Kontra always need the first deadline. */
  readonly announcementReply: boolean
  /** The cards a player must hold for Re/Kontra, keine 90, 60, 30 and schwarz (section 11.3): null for 11, 10, 9, 8, 7; or five non-increasing numbers 1..12, two lower without nines, the reply rule and the Hochzeit shift on top. */
  readonly announcementDeadlines: readonly [number, number, number, number, number] | null
  /** Ansage bis zur vollen Karte (section 11.4): a card put into the current trick still counts toward its player's cards for the deadlines until the trick is complete. */
  readonly announcementUntilTrickComplete: boolean
  /** How an Armut is played (when `reservations` includes `armut`). */
  readonly armut: ArmutRules
  /** The hands that may be thrown in (when `reservations` includes `schmeissen`). */
  readonly schmeissen: readonly SchmeissenReason[]
  /** The card points a hand needs for the Schmeißen reason `richHand` (section 11.10). */
  readonly schmeissenRichHand: number
  /** The settlement scheme (RULES.md section 7): DDV 7.2.2, or pagat. */
  readonly scoring: 'tsr' | 'pagat'
  /** Re and Kontra: 2 points each, or each doubles the game value, extra points added before or after doubling. */
  readonly announcementScoring: 'addTwo' | 'doubleWithExtraPointsBefore' | 'doubleWithExtraPointsAfter'
  /** Extra points (Sonderpunkte); in solos none count, except a Doppelkopf with `doppelkopfInSolo`. */
  readonly extraPoints: ExtraPointRules
}

/**
 * Schweinchen: both ♦A in one hand rank above the Dullen; superpiglets (needs piglets): both ♦9 (♦10 without nines) above them.
 *
 * @category Rules
 * @since 0.1.0
 */
export interface PigletRules {
  /** Piglets are played. */
  readonly enabled: boolean
  /** Superpiglets are played too. */
  readonly superpiglets: boolean
}

/**
 * How an Armut is played (when `reservations` includes `armut`).
 *
 * @category Rules
 * @since 0.1.0
 */
export interface ArmutRules {
  /** Pass cards, the first to accept becomes the partner (exchange); or the same dealer deals again, plus a Bock game (redealWithBock). */
  readonly mode: 'exchange' | 'redealWithBock'
  /** Whether a single ♦A counts as a trump toward the limit of three. */
  readonly singleFoxCounts: boolean
  /** Three cards including every trump, or exactly the trumps (as many come back). */
  readonly pass: 'threeCards' | 'trumpsOnly'
  /** Whether the returned cards may include trumps (the received ones too). */
  readonly returnTrumps: boolean
  /** Whether the number of trumps returned is announced to the table. */
  readonly trumpsReturnedPublic: boolean
}

/**
 * Extra points (Sonderpunkte); in solos none count, except a Doppelkopf with `doppelkopfInSolo`.
 *
 * @category Rules
 * @since 0.1.0
 */
export interface ExtraPointRules {
  /** Kontra wins a game with the ♣Q on the other side ("gegen die Alten"). */
  readonly againstTheClubQueens: boolean
  /** A ♦A (fox) won by the other party. */
  readonly foxCaught: boolean
  /** A trick of 40 or more card points. */
  readonly doppelkopf: boolean
  /** The last trick won with a ♣J. */
  readonly karlchen: boolean
  /** A ♣J in the last trick caught by the other party. */
  readonly karlchenCaught: boolean
  /** A fox that wins the last trick (Fuchs am End). */
  readonly foxLastTrick: boolean
  /** A Doppelkopf counts in a solo too. */
  readonly doppelkopfInSolo: boolean
  /** A trick of four plain hearts (♥10 only where it is plain) scores 1 for its winner (section 11.13). */
  readonly heartTrick: boolean
  /** A second ♥10 that beats the first scores 1 when the first was the other party's (needs secondDulleBeats; section 11.13). */
  readonly dulleCatchesDulle: boolean
}

/** Fails to compile when the declarations and these interfaces differ (regenerate this file). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** @internal */
export const RULE_SET_MATCHES_DECLARATIONS: Same<RuleSet, DeclaredRuleSet> = true
