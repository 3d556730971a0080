/**
 * The rule set: a plain, serialisable, deeply readonly description of a table's rules.
 *
 * Every field is one rule variant with a one-line comment; presets live in `presets.ts`, the
 * house options that change them in `options.ts`.
 *
 * @module
 */

/**
 * A solo a rule set may offer.
 *
 * TSR: the four suit solos (Farbsoli; `diamonds` is the Karo- or Trumpfsolo, with the trumps of
 * a normal game), `queens` (Damensolo), `jacks` (Bubensolo) and `fleischlos` (no trumps). House
 * solos: `kings` (Königssolo), `queensJacks` (Buben-Damen-solo), `kingsQueens`
 * (König-Damen-solo), `kingsJacks` (Buben-König-solo, Mönchskloster), `koehler` (Köhler,
 * Kaddelbach: kings, queens, jacks), the reine Farbsoli `pureClubs` .. `pureDiamonds` (all twelve
 * cards of the suit, no Dullen), `aces` (Asssolo) and `tens` (Zehnersolo).
 *
 * @category Rules
 * @since 0.1.0
 */
export type SoloType =
  | 'diamonds'
  | 'hearts'
  | 'spades'
  | 'clubs'
  | 'queens'
  | 'jacks'
  | 'fleischlos'
  | 'kings'
  | 'queensJacks'
  | 'kingsQueens'
  | 'kingsJacks'
  | 'koehler'
  | 'pureClubs'
  | 'pureSpades'
  | 'pureHearts'
  | 'pureDiamonds'
  | 'aces'
  | 'tens'

/**
 * The solos of the DDV tournament rules, in display order.
 *
 * @category Rules
 * @since 0.1.0
 */
export const TSR_SOLOS: readonly SoloType[] = ['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos']

/**
 * All solo types in display order: the TSR solos, then the house solos.
 *
 * @category Rules
 * @since 0.1.0
 */
export const SOLO_TYPES: readonly SoloType[] = [
  ...TSR_SOLOS,
  'kings',
  'queensJacks',
  'kingsQueens',
  'kingsJacks',
  'koehler',
  'pureClubs',
  'pureSpades',
  'pureHearts',
  'pureDiamonds',
  'aces',
  'tens'
]

/**
 * A kind of reservation (Vorbehalt) a rule set may offer besides "healthy". Priority, for every
 * rule set: Pflichtsolo > Lustsolo > Schmeißen > Armut > Hochzeit.
 *
 * @category Rules
 * @since 0.1.0
 */
export type ReservationKind = 'solo' | 'schmeissen' | 'armut' | 'hochzeit'

/**
 * A hand that may be thrown in (Schmeißen): at least five kings; at least five nines; four nines
 * and four kings; at least seven aces and tens; at most one trump (in the normal game's order).
 *
 * @category Rules
 * @since 0.1.0
 */
export type SchmeissenReason = 'fiveKings' | 'fiveNines' | 'fourNinesFourKings' | 'sevenFull' | 'atMostOneTrump'

/**
 * All Schmeißen reasons.
 *
 * @category Rules
 * @since 0.1.0
 */
export const SCHMEISSEN_REASONS: readonly SchmeissenReason[] = [
  'fiveKings',
  'fiveNines',
  'fourNinesFourKings',
  'sevenFull',
  'atMostOneTrump'
]

/**
 * How an Armut is played.
 *
 * @category Rules
 * @since 0.1.0
 */
export interface ArmutRules {
  /** `exchange` (pagat: pass cards, the first to accept becomes the partner) or `redealWithBock` (house: the same dealer deals again, plus a Bock game). */
  readonly mode: 'exchange' | 'redealWithBock'
  /** Whether a single ♦A counts as a trump toward the limit of three (pagat: yes). */
  readonly singleFoxCounts: boolean
  /** `threeCards` (pagat: three cards including all trumps) or `trumpsOnly` (exactly the trumps; as many come back). */
  readonly pass: 'threeCards' | 'trumpsOnly'
  /** Whether the returned cards may include trumps (pagat: yes, the received ones too). */
  readonly returnTrumps: boolean
  /** Whether the number of trumps returned is announced to the table. */
  readonly trumpsReturnedPublic: boolean
}

/**
 * Extra points (Sonderpunkte). In solos none count, except a Doppelkopf with `doppelkopfInSolo`.
 *
 * @category Rules
 * @since 0.1.0
 */
export interface ExtraPointRules {
  /** Kontra wins a game with the ♣Q on the other side ("gegen die Alten"). */
  readonly againstTheClubQueens: boolean
  /** An opponent's ♦A in a trick your party wins. */
  readonly foxCaught: boolean
  /** A trick of 40 or more card points. */
  readonly doppelkopf: boolean
  /** The last trick won by a ♣J. */
  readonly karlchen: boolean
  /** Each ♣J of the opponents caught in the last trick (pagat; the variant `karlchenOnlyWinning` drops it). */
  readonly karlchenCaught: boolean
  /** Fuchs am End (house): a ♦A wins the last trick, or is caught in it. */
  readonly foxLastTrick: boolean
  /** A Doppelkopf counts in a solo too (pagat.com; the browser game does not). */
  readonly doppelkopfInSolo: boolean
}

/**
 * A table's rules. Build one from a preset (`rules.tsr`, `rules.pagat`, `rules.house`) and the
 * options of `options.ts`; all fields are plain data, so a rule set can be stored and sent as
 * JSON (see `decodeRules`).
 *
 * @example
 * ```ts
 * import { pipe } from 'fp-ts/lib/function.js'
 * import { rules, withPiglets, withoutNines } from 'doppelkopf'
 * const table = pipe(rules.pagat, withPiglets({ superpiglets: true }), withoutNines)
 * ```
 * @category Rules
 * @since 0.1.0
 */
export interface RuleSet {
  /** A name for display ("tsr"). */
  readonly name: string
  /** Play without the nines: 40 cards, 10 tricks, every announcement deadline two cards lower. */
  readonly withoutNines: boolean
  /** Reservations besides "healthy" that players may declare. */
  readonly reservations: readonly ReservationKind[]
  /** The solos that may be declared. */
  readonly solos: readonly SoloType[]
  /** Who leads a solo: `soloistIfCompulsory` (tsr: Pflichtsolo the soloist, Lustsolo the dealer's left), `dealersLeft`, `soloist`. */
  readonly soloLeader: 'soloistIfCompulsory' | 'dealersLeft' | 'soloist'
  /** Whether the second ♥10 in a trick beats the first: `never` (tsr, pagat), `always`, `exceptLastTrick`. */
  readonly secondDulleBeats: 'never' | 'always' | 'exceptLastTrick'
  /** Schweinchen: both ♦A in one hand rank above the Dullen; superpiglets (needs piglets): both ♦9 (♦10 without nines) above them. */
  readonly piglets: {
    /** Piglets are played. */
    readonly enabled: boolean
    /** Superpiglets are played too. */
    readonly superpiglets: boolean
  }
  /** Which trick finds the Hochzeit partner, within the first three: any (tsr), the first trump trick, the first plain-suit trick, or the kind the Hochzeiter chooses. */
  readonly weddingClarification: 'firstTrick' | 'firstTrumpTrick' | 'firstPlainTrick' | 'chosenByHochzeiter'
  /** How far the announcement deadlines move after a Hochzeit: `klaerungsstichMinusOne` (tsr) or `klaerungsstich` (pagat). */
  readonly weddingDeadlineShift: 'klaerungsstichMinusOne' | 'klaerungsstich'
  /** How an Armut is played (when `reservations` includes `armut`). */
  readonly armut: ArmutRules
  /** The hands that may be thrown in (when `reservations` includes `schmeissen`). */
  readonly schmeissen: readonly SchmeissenReason[]
  /** The settlement scheme (RULES.md section 7): `tsr` (DDV 7.2.2) or `pagat`. */
  readonly scoring: 'tsr' | 'pagat'
  /** Re and Kontra: `addTwo` (2 points each), or each doubles the game value, extra points added before or after doubling. */
  readonly announcementScoring: 'addTwo' | 'doubleWithExtraPointsBefore' | 'doubleWithExtraPointsAfter'
  /** Extra points (Sonderpunkte). */
  readonly extraPoints: ExtraPointRules
}
