/**
 * The {@link Locale} type: every name and phrase a frontend shows, as one plain object per
 * language. The German and English locales are `de.ts` and `en.ts`; the functions that read a
 * locale are `format.ts`.
 *
 * A locale's tables are keyed by the library's own unions (`Record<SettlementCode, string>`, a
 * mapped type over `ErrorCode`, ...), so a new code without a label fails the type check.
 *
 * @module
 */
import type { Rank, Suit } from '../cards/card.js'
import type { ErrorCode, ErrorDetailsByCode, DoppelkopfError } from '../errors.js'
import type { AnnounceAction, Action } from '../game/actions.js'
import type { ClarifyingTrick, Declaration, Game, RedealReason } from '../game/state.js'
import type { BockTrigger } from '../match/config.js'
import type { RowType } from '../match/scoreSheet.js'
import type { SchmeissenReason, SoloType } from '../rules/ruleSet.js'
import type { SettlementCode } from '../scoring/settle.js'
import type { AnnouncementLevel } from '../scoring/summary.js'
import type { Party, Seat } from '../seat.js'

/**
 * The forms of a seat's name in a sentence: the pronouns for the seat reading the message
 * ("du", "dich", "dir", "dein"; "you", "your"), the name otherwise.
 *
 * @example
 * ```ts
 * const p = de.you // { self: true, nom: 'du', acc: 'dich', dat: 'dir', poss: 'dein' }
 * const text = `${p.self ? 'Du musst' : `${p.nom} muss`} Herz bedienen`
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface Person {
  /** Whether this is the seat reading the message (verbs then take the second person). */
  readonly self: boolean
  /** Nominative: "du" / "Anna"; "you" / "Anna". */
  readonly nom: string
  /** Accusative: "dich" / "Anna"; "you" / "Anna". */
  readonly acc: string
  /** Dative: "dir" / "Anna"; "you" / "Anna". */
  readonly dat: string
  /** Possessive before a noun: "dein" / "Annas"; "your" / "Anna's". */
  readonly poss: string
}

/**
 * What an error phrase is given besides the error's details: the forms of a seat's name (as the
 * context of `formatError` names the seats), the locale itself (with a frontend's overrides, so
 * a phrase names a solo as the table does), and the names of cards and nested errors.
 *
 * @example
 * ```ts
 * const phrase = (d: { readonly seat: Seat }, t: Phrasing): string =>
 *   `${t.who(d.seat).self ? 'Du bist' : `${t.who(d.seat).nom} ist`} vorgeführt`
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface Phrasing {
  /** The forms of a seat's name: the pronouns for the reading seat, the table's name (or "Spieler 1") otherwise. */
  readonly who: (seat: Seat) => Person
  /** The locale being used, overrides included. */
  readonly locale: Locale
  /** A card's full name ("Kreuz-Dame"), `?` for a value that is no card. */
  readonly card: (card: number) => string
  /** A card's symbol and rank letter ("♣D", "♣Q"), `?` for a value that is no card. */
  readonly symbol: (card: number) => string
  /** Phrases a nested error (the cause of a replay or arena error) in the same context. */
  readonly error: (error: DoppelkopfError) => string
}

/**
 * One phrase per error code, built from the error's typed details. A mapped type over
 * `ErrorCode`: a locale without a phrase for some code does not compile.
 *
 * @example
 * ```ts
 * const mine: ErrorPhrases = { ...en.errors, 'turn/not-your-turn': (d, t) => `Wait for ${t.who(d.turn).nom}` }
 * ```
 * @category I18n
 * @since 0.2.0
 */
export type ErrorPhrases = {
  readonly [C in ErrorCode]: (details: ErrorDetailsByCode[C], t: Phrasing) => string
}

/**
 * What a table shows as a game goes on, told to the seat reading it: whose turn it is, who took
 * a trick, whose game is played, counts of cards, tricks and card points. A seat is given as
 * its {@link Person} forms, so the reading seat is addressed ("Stich an dich", "Deine
 * Hochzeit", "Armut von dir").
 *
 * @example
 * ```ts
 * de.table.trickTo(de.you) // 'Stich an dich'
 * de.table.gameOf('Armut', 'armut', de.person('Anna')) // 'Armut von Anna'
 * en.table.turn(en.you) // 'Your turn'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface TablePhrases {
  /** The dealer, as a seat's badge: "Geber", "dealer". */
  readonly dealer: string
  /** Whose turn it is: "Du bist am Zug", "Anna ist am Zug"; "Your turn", "Anna's turn". */
  readonly turn: (player: Person) => string
  /** Who took a trick: "Stich an dich", "Stich an Anna"; "Trick to you", "Trick to Anna". */
  readonly trickTo: (player: Person) => string
  /**
   * Whose game is played, given the game's name (from `gameName` or `soloName`) and its kind:
   * "Deine Hochzeit", "Hochzeit von Anna", "Armut von dir", "Damensolo von Ben"; "your wedding".
   */
  readonly gameOf: (game: string, kind: RowType['kind'], player: Person) => string
  /** The partner of a Hochzeit or the acceptor of an Armut: "mit dir", "übernommen von Ben"; "with you", "taken by Ben". */
  readonly partnerOf: (kind: 'hochzeit' | 'armut', player: Person) => string
  /** A seat's party: "Du spielst Re", "Anna spielt Kontra" (the party's name is given). */
  readonly plays: (player: Person, party: string) => string
  /** A number of cards: "1 Karte", "12 Karten". */
  readonly cards: (n: number) => string
  /** A number of tricks: "1 Stich", "3 Stiche". */
  readonly tricks: (n: number) => string
  /** A number of card points (Augen): "1 Auge", "25 Augen"; "25 card points". */
  readonly points: (n: number) => string
}

/**
 * Every name and phrase of one language, as plain data (and a few small functions where words
 * need arguments). Extend or override one with `extendLocale`.
 *
 * @example
 * ```ts
 * import { de, en, type Locale } from 'doppelkopf/i18n'
 * const pick = (lang: string): Locale => (lang.startsWith('de') ? de : en)
 * pick('de-AT').suits.hearts // 'Herz'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface Locale {
  /** The language tag (BCP 47): `de`, `en`. */
  readonly code: string
  /** Suits: "Kreuz", "Pik", "Herz", "Karo"; "clubs", .... */
  readonly suits: Readonly<Record<Suit, string>>
  /** Ranks: "Ass", "Zehn", "König", "Dame", "Bube", "Neun"; "ace", .... */
  readonly ranks: Readonly<Record<Rank, string>>
  /**
   * The ranks as a card's corner and its short forms show them: "A", "10", "K", "D", "B", "9";
   * "A", "10", "K", "Q", "J", "9" (`♣D`, `KrD`; `♣Q`, `CQ`).
   */
  readonly rankLetters: Readonly<Record<Rank, string>>
  /**
   * The suits as a card is typed in letters: "Kr", "P", "H", "Ka" (Kreuz, Pik, Herz, Karo);
   * "C", "S", "H", "D". (The symbols ♣ ♠ ♥ ♦ are the same in every language.)
   */
  readonly suitLetters: Readonly<Record<Suit, string>>
  /** The trump suit as a whole, as in "Trumpf bedienen" / "follow trump". */
  readonly trump: string
  /** Joins a suit's and a rank's name into a card's: "Kreuz-Dame", "queen of clubs". */
  readonly card: (suit: string, rank: string) => string
  /** Every solo type: "Damensolo", "Fleischloser"; "queen solo", .... */
  readonly solos: Readonly<Record<SoloType, string>>
  /** Game types, as contracts and score-sheet rows name them (a solo's own name is in `solos`). */
  readonly gameTypes: Readonly<Record<RowType['kind'], string>>
  /** Notes added to a game's name. */
  readonly gameNotes: {
    /** A Pflichtsolo (compulsory solo): "Pflichtsolo"; "compulsory". */
    readonly compulsory: string
    /** A solo of a vorgeführt (forced) player. */
    readonly forced: string
    /** A Hochzeit the Hochzeiter played alone. */
    readonly alone: string
  }
  /** The declarations of the reservation round, and `reservation` (Vorbehalt) for an undisclosed one. */
  readonly reservations: Readonly<Record<Declaration['kind'] | 'reservation', string>>
  /** The hands that may be thrown in (Schmeißen). */
  readonly schmeissenReasons: Readonly<Record<SchmeissenReason, string>>
  /** Announcements ("Re", "keine 90") and a party's announcement levels (`none`, `announced`). */
  readonly announcements: Readonly<Record<AnnounceAction['announcement'] | AnnouncementLevel, string>>
  /** The parties: "Re", "Kontra". */
  readonly parties: Readonly<Record<Party, string>>
  /** Who won a game: "Re gewinnt", ...; `none` when both parties failed their Absagen. */
  readonly winners: Readonly<Record<Party | 'none', string>>
  /** The reason of each settlement line, as a score sheet writes it: "gewonnen", "Fuchs gefangen", .... */
  readonly settlement: Readonly<Record<SettlementCode, string>>
  /** Why a game was dealt again. */
  readonly redealReasons: Readonly<Record<RedealReason, string>>
  /** The tricks a Hochzeiter may choose to find the partner (`chooseClarification`): "erster fremder Stich", .... */
  readonly clarifications: Readonly<Record<ClarifyingTrick, string>>
  /** What a table shows as a game goes on, for the seat reading it (that seat is "du"/"dich"/"dir", "you"). */
  readonly table: TablePhrases
  /** Bock rounds. */
  readonly bock: {
    /** A Bock game: "Bock". */
    readonly name: string
    /** A Bock round: "Bockrunde". */
    readonly round: string
    /** What starts a Bock round. */
    readonly triggers: Readonly<Record<BockTrigger, string>>
  }
  /** The phases of a game. */
  readonly phases: Readonly<Record<Game['phase'], string>>
  /**
   * The sentences of a game's log, as a table tells the game: who leads, plays and takes a
   * trick, announces, passes an Armut, and what is played. Cards and announcements come in as
   * the frontend shows them (a name, a symbol), seats as {@link Person} forms.
   */
  readonly log: {
    /** A trick by its number: "Stich 3"; "Trick 3". */
    readonly trick: (n: number) => string
    /** Who leads a trick: "Anna spielt aus", "du spielst aus"; "you lead". */
    readonly leads: (p: Person) => string
    /** Who led the trick being played: "ausgespielt von dir"; "led by Anna". */
    readonly ledBy: (p: Person) => string
    /** A card played: "Anna spielt ♣Q", "Du spielst ♣Q"; "You play ♣Q". */
    readonly plays: (p: Person, card: string) => string
    /** Who wins the trick being played so far, with which card: "bisher gewinnt Anna mit ♣Q". */
    readonly winning: (p: Person, card: string) => string
    /** Who took a trick, with its card points: "Anna bekommt 43 Augen"; "you win 43 points". */
    readonly takes: (p: Person, points: number) => string
    /** An announcement made, with the party it is made for when the announcement does not name it: "Anna sagt keine 90 für Re an". */
    readonly announces: (p: Person, announcement: string, party: string | null) => string
    /** The cards a seat held when it announced: "11 Karten auf der Hand". */
    readonly cardsInHand: (n: number) => string
    /** A number of cards, as of cards passed face down: "3 Karten"; "3 cards". */
    readonly cards: (n: number) => string
    /** The poor player passes the Armut cards: "Anna gibt 3 Karten ab". */
    readonly passes: (p: Person, cards: string) => string
    /** The Armut offered to a player: "Anna bietet eine Armut mit 3 Karten an". */
    readonly offers: (p: Person, cards: number) => string
    /** A player takes (`true`) or declines the Armut: "Ben nimmt die Armut". */
    readonly answers: (p: Person, accept: boolean) => string
    /** The partner returns cards to the poor player: "Ben gibt ♦A ♥9 ♠K zurück". */
    readonly returns: (p: Person, cards: string) => string
    /** The Hochzeiter's choice of the clarifying tricks (one of {@link Locale.clarifications}). */
    readonly chooses: (p: Person, choice: string) => string
    /** The Genscher choice (RULES 11.1): a partner, or `null` to keep the parties: "Anna wählt im Genscher Ben als Partner". */
    readonly genscher: (p: Person, partner: Person | null) => string
    /**
     * A game and the player it belongs to, given the game's kind: "Damensolo von Ben", "Hochzeit
     * von dir"; "queen solo by Ben", "Carla's poverty", "your wedding".
     */
    readonly of: (game: string, p: Person, kind?: RowType['kind']) => string
    /** The Hochzeit's partner: "mit Anna"; "with Anna". */
    readonly withPartner: (p: Person) => string
    /** The partner of an Armut: "übernommen von dir"; "taken by you". */
    readonly takenBy: (p: Person) => string
    /** A Hochzeit whose partner is not found yet. */
    readonly partnerOpen: string
    /** The trumps the partner of an Armut returned: "1 Trumpf zurück"; "2 trumps returned". */
    readonly trumpsReturned: (n: number) => string
    /** The game being played, as a heading: "Spiel"; "Game". */
    readonly game: string
    /** The Hochzeit's partner is found (or the Hochzeiter plays alone), as a heading. */
    readonly clarified: string
    /** A redeal: the player who caused it, the reason (one of {@link Locale.redealReasons}), and that nobody scores. */
    readonly redeal: (p: Person, reason: string) => string
    /** A vorgeführt (forced) player, who must play a solo. */
    readonly forced: (p: Person) => string
    /** The dealer, as a heading: "Geber"; "Dealer". */
    readonly dealer: string
    /** A seat's cards, as a heading: "Dein Blatt", "Annas Blatt"; "Your hand". */
    readonly hand: (p: Person) => string
  }
  /** The words around a game's settlement (its lines are {@link Locale.settlement}, the winner {@link Locale.winners}). */
  readonly result: {
    /** The heading of the itemised settlement: "Abrechnung"; "Settlement". */
    readonly settlement: string
    /** A settlement without lines. */
    readonly noLines: string
    /** The card points of the parties, as a heading: "Augen"; "Card points". */
    readonly cardPoints: string
    /** A number of tricks: "8 Stiche"; "1 trick". */
    readonly tricks: (n: number) => string
    /** The game points of the parties, as a heading: "Spielpunkte". */
    readonly gamePoints: string
    /** The game's value for a party (the value signed): "Wert für Re +3"; "value for Re +3". */
    readonly value: (party: string, value: string) => string
    /** A solo's scoring, one against three. */
    readonly soloScoring: string
    /** Each seat's score, as a heading: "Punkte"; "Scores". */
    readonly scores: string
  }
  /** The words of a score sheet over a Partie (a session of games; its rows are named by `gameName`). */
  readonly sheet: {
    /** The score sheet, as a heading: "Spielliste"; "Score sheet". */
    readonly title: string
    /** The column of the game played: "Spiel"; "game". */
    readonly game: string
    /** A player's running total, beside the name: "Summe"; "total". */
    readonly total: string
    /** The totals, as a heading: "Summen"; "Totals". */
    readonly totals: string
    /** The end of the Partie, before the players by total: "Die Partie ist vorbei. Endstand"; "The session is over. Final standing". */
    readonly final: string
    /** A player's total at the end of the Partie (signed): "Du beendest die Partie mit +3". */
    readonly finish: (p: Person, total: string) => string
  }
  /** The actions, as in "cannot play a card now". */
  readonly actions: Readonly<Record<Action['type'], string>>
  /** A seat's name when the table names none: "Spieler 1" .. "Spieler 4" for seats 0..3 (a match of five or six players has seats 4 and 5); "Spieler ?" for a value that is no seat. */
  readonly seat: (seat: number) => string
  /** The forms for the seat reading a message: "du", "dich", "dir", "dein". */
  readonly you: Person
  /** The forms of a player's name in a sentence. */
  readonly person: (name: string) => Person
  /** One phrase per error code. */
  readonly errors: ErrorPhrases
  /** The words of the advice and the game review (`advise`, `review` in `doppelkopf/bots`). */
  readonly advice: AdvicePhrases
  /** What is said of a value that is not what it should be (an error or a settlement come over the wire, malformed). */
  readonly unknown: {
    /** A value that is no error of the library, or one whose details cannot be read: "Unbekannter Fehler"; "Unknown error". */
    readonly error: string
    /** A value that is no settlement: "Unbekanntes Ergebnis"; "Unknown result". */
    readonly settlement: string
  }
}

/**
 * What `extendLocale` takes: any part of a {@link Locale}. A table gives only the keys it
 * changes; strings and functions are replaced whole.
 *
 * @example
 * ```ts
 * const mine: LocaleOverrides = { solos: { fleischlos: 'Knochenloser' }, parties: { kontra: 'die Jungen' } }
 * ```
 * @category I18n
 * @since 0.2.0
 */
export interface LocaleOverrides {
  /** The language tag. */
  readonly code?: string
  /** Suit names. */
  readonly suits?: Partial<Locale['suits']>
  /** Rank names. */
  readonly ranks?: Partial<Locale['ranks']>
  /** Rank letters. */
  readonly rankLetters?: Partial<Locale['rankLetters']>
  /** Suit letters. */
  readonly suitLetters?: Partial<Locale['suitLetters']>
  /** The trump suit as a whole. */
  readonly trump?: string
  /** How a card's name is made of its suit's and rank's. */
  readonly card?: Locale['card']
  /** Solo names. */
  readonly solos?: Partial<Locale['solos']>
  /** Game types. */
  readonly gameTypes?: Partial<Locale['gameTypes']>
  /** Notes added to a game's name. */
  readonly gameNotes?: Partial<Locale['gameNotes']>
  /** Declarations of the reservation round. */
  readonly reservations?: Partial<Locale['reservations']>
  /** Schmeißen reasons. */
  readonly schmeissenReasons?: Partial<Locale['schmeissenReasons']>
  /** Announcements and announcement levels. */
  readonly announcements?: Partial<Locale['announcements']>
  /** Party names. */
  readonly parties?: Partial<Locale['parties']>
  /** Who won. */
  readonly winners?: Partial<Locale['winners']>
  /** Settlement lines. */
  readonly settlement?: Partial<Locale['settlement']>
  /** Redeal reasons. */
  readonly redealReasons?: Partial<Locale['redealReasons']>
  /** The Hochzeiter's choices of the clarifying trick. */
  readonly clarifications?: Partial<Locale['clarifications']>
  /** What a table shows as a game goes on. */
  readonly table?: Partial<TablePhrases>
  /** Bock names. */
  readonly bock?: {
    /** A Bock game. */
    readonly name?: string
    /** A Bock round. */
    readonly round?: string
    /** What starts a Bock round. */
    readonly triggers?: Partial<Locale['bock']['triggers']>
  }
  /** Phases. */
  readonly phases?: Partial<Locale['phases']>
  /** The sentences of a game's log. */
  readonly log?: Partial<Locale['log']>
  /** The words around a settlement. */
  readonly result?: Partial<Locale['result']>
  /** The words of a score sheet. */
  readonly sheet?: Partial<Locale['sheet']>
  /** Actions. */
  readonly actions?: Partial<Locale['actions']>
  /** A seat's name when the table names none. */
  readonly seat?: Locale['seat']
  /** The forms for the reading seat. */
  readonly you?: Partial<Person>
  /** The forms of a player's name. */
  readonly person?: Locale['person']
  /** Error phrases. */
  readonly errors?: Partial<ErrorPhrases>
  /** The words of the advice and the game review. */
  readonly advice?: {
    /** The reasons. */
    readonly reasons?: Partial<AdvicePhrases['reasons']>
    /** The kinds of decisions. */
    readonly decisions?: Partial<AdvicePhrases['decisions']>
    /** An expected score. */
    readonly expected?: AdvicePhrases['expected']
    /** No announcement now. */
    readonly pass?: string
    /** A decision's loss. */
    readonly loss?: AdvicePhrases['loss']
  }
  /** What is said of a malformed value. */
  readonly unknown?: Partial<Locale['unknown']>
}

/**
 * The reason codes of the advice (`AdviceReasonCode` of `doppelkopf/bots`, which is checked to
 * be this union).
 *
 * @category I18n
 * @since 0.3.0
 */
export type AdviceReasonKey = 'forced' | 'wins-trick' | 'loads-points' | 'saves-points' | 'announce-gain' | 'announce-risk' | 'best-average' | 'worse-by'

/**
 * The kinds of decisions of a review (`DecisionKind` of `doppelkopf/bots`, checked to be this union).
 *
 * @category I18n
 * @since 0.3.0
 */
export type DecisionKey = 'card' | 'announcement' | 'reservation' | 'armut' | 'clarification' | 'genscher'

/**
 * The numbers of an advice reason a phrase reads (`AdviceReason` of `doppelkopf/bots`).
 *
 * @category I18n
 * @since 0.3.0
 */
export interface AdviceReasonNumbers {
  /** Points scored less on average than the best action. */
  readonly loss: number
  /** Card points (of the trick or of the card), or null. */
  readonly points: number | null
  /** An announcement's average gain, or null. */
  readonly gain: number | null
}

/**
 * One phrase per reason of the advice, given its numbers. A mapped type over
 * {@link AdviceReasonKey}: a locale without a phrase for some reason does not compile.
 *
 * @example
 * ```ts
 * const mine: AdviceReasonPhrases = { ...en.advice.reasons, forced: () => 'no choice' }
 * ```
 * @category I18n
 * @since 0.3.0
 */
export type AdviceReasonPhrases = {
  readonly [K in AdviceReasonKey]: (r: AdviceReasonNumbers) => string
}

/**
 * The words of the advice and the game review.
 *
 * @example
 * ```ts
 * de.advice.reasons['wins-trick']({ loss: 0, points: 23, gain: null }) // 'sticht (23 Augen)'
 * en.advice.expected(1.5, 0.25) // '+1.50 ± 0.25'
 * ```
 * @category I18n
 * @since 0.3.0
 */
export interface AdvicePhrases {
  /** One phrase per reason, given its numbers: "sticht (23 Augen)"; "wins the trick (23 points)". */
  readonly reasons: AdviceReasonPhrases
  /** The kinds of decisions: "Karte", "Ansage", "Vorbehalt"; "card", "announcement", "reservation". */
  readonly decisions: Readonly<Record<DecisionKey, string>>
  /** An expected score with its standard error: "+1,50 ± 0,25"; "+1.50 ± 0.25". */
  readonly expected: (expected: number, stdError: number) => string
  /** Making no announcement now (off the seat's turn): "keine Ansage"; "no announcement". */
  readonly pass: string
  /** What a decision cost on average: "kostet 1,50 Punkte"; "costs 1.50 points". */
  readonly loss: (points: number) => string
}

/** Fails to compile when a key of {@link Locale} cannot be overridden (or an override names no key). */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false
/** The check of {@link SameKeys} for the overrides. */
type OverridesCoverLocale<T extends true = SameKeys<Locale, LocaleOverrides>> = T

/**
 * The label of a key that details carry as a plain string (a phase, a solo, an announcement):
 * the table's label when it has one, else the key itself.
 *
 * @internal
 */
export const labelOf = (table: Readonly<Record<string, string>>, key: string): string =>
  Object.hasOwn(table, key) ? (table[key] ?? key) : key

/** The text with its first letter upper-cased, for a name or pronoun at a sentence's start. @internal */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** A list joined with commas and a last word: "a, b oder c". @internal */
export const listOf = (items: readonly string[], last: string): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`

/** A count with its noun: "1 Karte", "3 Karten". @internal */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
