/**
 * The compiled rule table: every rule predicate the engine, the fast path, scoring, views, bots,
 * the match and the command line ask, answered once per rule set. Nothing outside `src/rules`
 * reads a rule field: it asks {@link ruleTable}.
 *
 * @module
 */
import { cardsPerHand } from './deck.js'
import type { ExtraPointRules, ReservationKind, RuleSet, SchmeissenReason, SoloType } from './ruleSet.js'


/**
 * What a rule set means for a game, compiled once: the questions every layer asks of the rules.
 *
 * @category Rules
 * @since 0.2.0
 */
export interface RuleTable {
  /** The rule set itself (checked and frozen). */
  readonly rules: RuleSet
  /** Cards in each hand: 12, or 10 without the nines. */
  readonly cardsPerHand: number
  /** Whether the deck has no nines. */
  readonly withoutNines: boolean
  /** Whether the ♥10s are the Dullen (trumps above the queens); else plain hearts (RULES 11.2). */
  readonly dullen: boolean
  /** Whether a player holding both ♦K chooses a partner when playing the first of them (RULES 11.1, `genscher`). */
  readonly genscher: boolean
  /** Whether each reservation may be declared. */
  readonly offers: Readonly<Record<ReservationKind, boolean>>
  /** How highly a reservation ranks (higher outranks; 0 for one not in the priority list). */
  readonly reservationRank: (kind: ReservationKind) => number
  /** Whether this solo may be declared as a Lustsolo (a forced soloist may declare any listed solo). */
  readonly soloListed: (solo: SoloType) => boolean
  /** The solos that may be declared, in their order. */
  readonly solos: readonly SoloType[]
  /** The hands that may be thrown in (empty when Schmeißen is not offered). */
  readonly schmeissenReasons: readonly SchmeissenReason[]
  /** The card points a hand needs for the reason `richHand`. */
  readonly richHandPoints: number
  /** Who leads a solo: the soloist or the dealer's left, by whether it is a Pflichtsolo. */
  readonly soloistLeads: (compulsory: boolean) => boolean
  /** Whether the second ♥10 of a trick beats the first, in the last trick or another one. */
  readonly secondDulleWins: (lastTrick: boolean) => boolean
  /** Which tricks may find the Hochzeit partner, or null when the Hochzeiter chooses. */
  readonly clarifyingTricks: 'any' | 'trump' | 'plain' | null
  /** What the Hochzeiter may choose when `clarifyingTricks` is null (else nothing). */
  readonly clarifyingChoices: readonly ('any' | 'trump' | 'plain' | 'clubs' | 'spades' | 'hearts')[]
  /** Whether the first trick that may clarify the Hochzeit decides alone (won by the Hochzeiter: no partner). */
  readonly firstClarifyingTrickDecides: boolean
  /** Whether the reply rule applies (a late Re/Kontra answering the other party). */
  readonly announcementReply: boolean
  /** The cards a player must hold for each announcement level 1..5 (Re/Kontra .. schwarz), before the Hochzeit shift. */
  readonly deadlineCards: readonly number[]
  /** `deadlineCards[level - 1]`, as a function (the engine's hot path: Node 20 reads frozen arrays slowly). */
  readonly cardsFor: (level: number) => number
  /** Whether the deadlines are the standard ones (`cardsPerHand - level`), so the hot path can compute them. */
  readonly standardDeadlines: boolean
  /** The fewest cards any announcement can need (a reply to schwarz, with the reply rule), before the Hochzeit shift. */
  readonly fewestCards: number
  /** Whether a card in the current, incomplete trick still counts toward its player's cards for the deadlines. */
  readonly countsTrickCard: boolean
  /** The number of tricks the announcement deadlines move after a Hochzeit found its partner in trick `klaerungsstich`. */
  readonly deadlineShift: (klaerungsstich: number) => number
  /** The Armut: whether it is an exchange or a redeal, and how the exchange goes. */
  readonly armut: {
    /** An Armut is played with an exchange (not a redeal). */
    readonly exchange: boolean
    /** A single ♦A counts toward the three trumps. */
    readonly singleFoxCounts: boolean
    /** Exactly the trumps are passed (not three cards). */
    readonly passTrumpsOnly: boolean
    /** Trumps may be returned. */
    readonly returnTrumps: boolean
    /** The number of trumps returned is public. */
    readonly trumpsReturnedPublic: boolean
  }
  /** Whether a game can end in this redeal under these rules. */
  readonly redeals: (reason: 'armutDeclined' | 'armutRedeal' | 'schmeissen') => boolean
  /** Piglets and superpiglets. */
  readonly piglets: {
    /** Piglets are played. */
    readonly enabled: boolean
    /** Superpiglets are played too. */
    readonly superpiglets: boolean
    /** The piglets and their holder are public when play starts (else when the first of their cards is played). */
    readonly publicAtStart: boolean
    /** Piglets are played in a Farbsolo too (both aces of the trump suit; no superpiglets). */
    readonly inSolo: boolean
  }
  /** Settlement. */
  readonly scoring: {
    /** The pagat scheme (else tsr 7.2.2). */
    readonly pagat: boolean
    /** Re and Kontra double the game value (else +2 each). */
    readonly doubling: boolean
    /** With doubling: extra points are added before it (else after). */
    readonly extrasBeforeDoubling: boolean
    /** Kontra's win against the ♣Q counts. */
    readonly againstTheClubQueens: boolean
    /** Whether the optional extra points of RULES 11.13 are played (their events are looked for). */
    readonly optionalExtraPoints: {
      /** A trick of four plain hearts scores (`extraPoints.heartTrick`). */
      readonly heartTrick: boolean
      /** A second ♥10 catching the other party's first scores (`extraPoints.dulleCatchesDulle`). */
      readonly dulleCatchesDulle: boolean
    }
    /** Whether an extra point counts, in a solo or another game. */
    readonly extraPointCounts: (kind: Exclude<keyof ExtraPointRules, 'againstTheClubQueens' | 'doppelkopfInSolo'>, solo: boolean) => boolean
  }
}

const CLARIFYING: Readonly<Record<RuleSet['weddingClarification'], RuleTable['clarifyingTricks']>> = {
  firstTrick: 'any',
  firstTrumpTrick: 'trump',
  firstPlainTrick: 'plain',
  chosenByHochzeiter: null,
  firstTrickOfSuit: null
}

const CHOICES: Readonly<Record<RuleSet['weddingClarification'], RuleTable['clarifyingChoices']>> = {
  firstTrick: [],
  firstTrumpTrick: [],
  firstPlainTrick: [],
  chosenByHochzeiter: ['any', 'trump', 'plain', 'clubs', 'spades', 'hearts'],
  firstTrickOfSuit: ['clubs', 'spades', 'hearts']
}

const compile = (r: RuleSet): RuleTable => {
  const solos = new Set<SoloType>(r.solos)
  const offers = {
    solo: r.reservations.includes('solo'),
    schmeissen: r.reservations.includes('schmeissen'),
    armut: r.reservations.includes('armut'),
    hochzeit: r.reservations.includes('hochzeit')
  }
  const dulleAlways = r.secondDulleBeats === 'always'
  const dulleNotLast = dulleAlways || r.secondDulleBeats === 'exceptLastTrick'
  const shiftLess = r.weddingDeadlineShift === 'klaerungsstichMinusOne' ? 1 : 0
  const x = r.extraPoints
  // Kept unfrozen and private to the closures below: the table's public copy is frozen.
  const deadlines: number[] =
    r.announcementDeadlines === null
      ? [1, 2, 3, 4, 5].map((level) => cardsPerHand(r) - level)
      : r.announcementDeadlines.map((n) => (r.withoutNines ? n - 2 : n))
  return Object.freeze({
    rules: r,
    cardsPerHand: cardsPerHand(r),
    withoutNines: r.withoutNines,
    dullen: r.dullen,
    genscher: r.genscher,
    offers: Object.freeze(offers),
    reservationRank: (kind: ReservationKind) => {
      const i = r.reservationPriority.indexOf(kind)
      return i < 0 ? 0 : r.reservationPriority.length - i
    },
    soloListed: (solo: SoloType) => solos.has(solo),
    solos: r.solos,
    schmeissenReasons: offers.schmeissen ? r.schmeissen : [],
    richHandPoints: r.schmeissenRichHand,
    soloistLeads: (compulsory: boolean) => r.soloLeader === 'soloist' || (r.soloLeader === 'soloistIfCompulsory' && compulsory),
    secondDulleWins: (lastTrick: boolean) => (lastTrick ? dulleAlways : dulleNotLast),
    clarifyingTricks: CLARIFYING[r.weddingClarification],
    clarifyingChoices: Object.freeze(CHOICES[r.weddingClarification].slice()),
    firstClarifyingTrickDecides: r.weddingFirstTrickDecides,
    announcementReply: r.announcementReply,
    deadlineCards: Object.freeze(deadlines.slice()),
    cardsFor: (level: number) => deadlines[level - 1] as number,
    standardDeadlines: r.announcementDeadlines === null,
    fewestCards: Math.min(...deadlines) - (r.announcementReply ? 1 : 0),
    countsTrickCard: r.announcementUntilTrickComplete,
    deadlineShift: (klaerungsstich: number) => klaerungsstich - shiftLess,
    armut: Object.freeze({
      exchange: r.armut.mode === 'exchange',
      singleFoxCounts: r.armut.singleFoxCounts,
      passTrumpsOnly: r.armut.pass === 'trumpsOnly',
      returnTrumps: r.armut.returnTrumps,
      trumpsReturnedPublic: r.armut.trumpsReturnedPublic
    }),
    redeals: (reason: 'armutDeclined' | 'armutRedeal' | 'schmeissen') =>
      reason === 'schmeissen' ? offers.schmeissen : offers.armut && (reason === 'armutDeclined') === (r.armut.mode === 'exchange'),
    piglets: Object.freeze({
      enabled: r.piglets.enabled,
      superpiglets: r.piglets.enabled && r.piglets.superpiglets,
      publicAtStart: r.pigletsPublic === 'atStart',
      inSolo: r.piglets.enabled && r.pigletsInSolo
    }),
    scoring: Object.freeze({
      pagat: r.scoring === 'pagat',
      doubling: r.announcementScoring !== 'addTwo',
      extrasBeforeDoubling: r.announcementScoring === 'doubleWithExtraPointsBefore',
      againstTheClubQueens: x.againstTheClubQueens,
      optionalExtraPoints: Object.freeze({ heartTrick: x.heartTrick, dulleCatchesDulle: x.dulleCatchesDulle }),
      extraPointCounts: (kind: Parameters<RuleTable['scoring']['extraPointCounts']>[0], solo: boolean) => x[kind] && (!solo || (kind === 'doppelkopf' && x.doppelkopfInSolo))
    })
  })
}

const tables = new WeakMap<RuleSet, RuleTable>()

/**
 * The compiled table of a rule set (compiled once per rule set object and kept; rule sets are
 * frozen, so it never goes stale).
 *
 * @example
 * ```ts
 * ruleTable(rules.house).secondDulleWins(false) // true: the second ♥10 wins, except in the last trick
 * ```
 * @category Rules
 * @since 0.2.0
 */
export const ruleTable = (rules: RuleSet): RuleTable => {
  // The rule set asked last (most programs play one at a time) is answered without the map.
  if (rules === lastRules && lastTable !== null) return lastTable
  let t = tables.get(rules)
  if (t === undefined) {
    t = compile(rules)
    tables.set(rules, t)
  }
  lastRules = rules
  lastTable = t
  return t
}

let lastRules: RuleSet | null = null
let lastTable: RuleTable | null = null
