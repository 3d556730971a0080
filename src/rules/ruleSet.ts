/**
 * The rule set: a plain, serialisable, deeply readonly description of a table's rules.
 *
 * Every field is one rule variant with a one-line comment; presets live in `presets.ts`.
 *
 * @module
 */

/**
 * A solo a rule set may offer. TSR: the four suit solos (Farbsoli; `diamonds` is the Karo- or
 * Trumpfsolo, with the trumps of a normal game), `queens` (Damensolo), `jacks` (Bubensolo) and
 * `fleischlos` (no trumps).
 *
 * @category Rules
 * @since 0.1.0
 */
export type SoloType = 'diamonds' | 'hearts' | 'spades' | 'clubs' | 'queens' | 'jacks' | 'fleischlos'

/**
 * All solo types in display order.
 *
 * @category Rules
 * @since 0.1.0
 */
export const SOLO_TYPES: readonly SoloType[] = [
  'clubs',
  'spades',
  'hearts',
  'diamonds',
  'queens',
  'jacks',
  'fleischlos'
]

/**
 * A kind of reservation (Vorbehalt) a rule set may offer besides "healthy".
 *
 * @category Rules
 * @since 0.1.0
 */
export type ReservationKind = 'solo' | 'hochzeit'

/**
 * A table's rules. Build one from a preset (`rules.tsr`); all fields are plain data, so a rule
 * set can be stored and sent as JSON.
 *
 * @example
 * ```ts
 * import { rules } from 'doppelkopf'
 * rules.tsr.secondDulleBeats // 'never'
 * ```
 * @category Rules
 * @since 0.1.0
 */
export interface RuleSet {
  /** A name for display ("tsr"). */
  readonly name: string
  /** Reservations besides "healthy" that players may declare. */
  readonly reservations: readonly ReservationKind[]
  /** The solos that may be declared. */
  readonly solos: readonly SoloType[]
  /** Who leads a solo: `soloistIfCompulsory` (tsr: Pflichtsolo the soloist, Lustsolo the dealer's left), `dealersLeft`, `soloist`. */
  readonly soloLeader: 'soloistIfCompulsory' | 'dealersLeft' | 'soloist'
  /** Whether the second ♥10 in a trick beats the first: `never` (tsr), `always`, `exceptLastTrick`. */
  readonly secondDulleBeats: 'never' | 'always' | 'exceptLastTrick'
  /** Which trick finds the Hochzeit partner: the first of the first three tricks won by another player (tsr). */
  readonly weddingClarification: 'firstTrick'
  /** How far the announcement deadlines move after a Hochzeit: `klaerungsstichMinusOne` (tsr) or `klaerungsstich` (pagat). */
  readonly weddingDeadlineShift: 'klaerungsstichMinusOne' | 'klaerungsstich'
  /** The settlement scheme (RULES.md section 7): `tsr` (DDV 7.2.2). */
  readonly scoring: 'tsr'
  /** Extra points (Sonderpunkte) counted in non-solo games. */
  readonly extraPoints: {
    /** Kontra wins a game with the ♣Q on the other side ("gegen die Alten"). */
    readonly againstTheClubQueens: boolean
    /** An opponent's ♦A in a trick your party wins. */
    readonly foxCaught: boolean
    /** A trick of 40 or more card points. */
    readonly doppelkopf: boolean
    /** The last trick won by a ♣J. */
    readonly karlchen: boolean
  }
}
