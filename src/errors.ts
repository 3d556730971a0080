/**
 * Typed errors: every rejected input is a value with a stable string code.
 *
 * @module
 */

/**
 * The stable error codes, grouped by prefix: `input/` (malformed values), `setup/` (a game that
 * cannot start), `phase/` and `turn/` (an action at the wrong moment), `declare/`, `play/`,
 * `announce/` (a rule of that part of the game), `summary/` (a settlement summary that cannot
 * describe a game). Codes never change meaning once published.
 *
 * @category Errors
 * @since 0.1.0
 */
export const ErrorCode = {
  /** The action is not an object of a known shape. */
  MalformedAction: 'input/malformed-action',
  /** The game value is not a game produced by this library. */
  MalformedGame: 'input/malformed-game',
  /** The rule set is not a valid rule set. */
  MalformedRules: 'input/malformed-rules',
  /** The rule set combines options that make no sense together (superpiglets without piglets, ...). */
  InconsistentRules: 'input/inconsistent-rules',
  /** The hands are not four hands that together hold each card of the deck once. */
  BadDeal: 'setup/bad-deal',
  /** A setup option (dealer, compulsory-solo flags, forced soloist) is invalid. */
  BadSetup: 'setup/bad-options',
  /** The action belongs to another phase of the game. */
  WrongPhase: 'phase/wrong-phase',
  /** The game is over. */
  GameFinished: 'phase/game-finished',
  /** The game is not over yet. */
  NotFinished: 'phase/not-finished',
  /** The game ended in a redeal: nobody scores. */
  Redealt: 'phase/redealt',
  /** It is another seat's turn. */
  NotYourTurn: 'turn/not-your-turn',
  /** The rule set does not offer this reservation (or solo). */
  ReservationNotOffered: 'declare/not-offered',
  /** A Hochzeit needs both ♣Q in the hand. */
  HochzeitNeedsBothQueens: 'declare/hochzeit-needs-both-club-queens',
  /** A forced (vorgeführt) player must declare a solo. */
  MustDeclareSolo: 'declare/must-declare-solo',
  /** Armut needs at most three trumps. */
  ArmutTooManyTrumps: 'declare/armut-too-many-trumps',
  /** The hand shows none of the rule set's Schmeißen reasons. */
  NoSchmeissenReason: 'declare/no-schmeissen-reason',
  /** The Armut passes or returns a fixed number of cards. */
  ArmutWrongCount: 'armut/wrong-number-of-cards',
  /** The Armut passes every trump of the hand. */
  ArmutMustPassTrumps: 'armut/must-pass-all-trumps',
  /** The rules return no trumps to the Armut. */
  ArmutNoTrumpsBack: 'armut/no-trumps-back',
  /** The Hochzeiter must first choose which tricks clarify the Hochzeit. */
  ChooseClarificationFirst: 'play/choose-clarification-first',
  /** The card is not in the player's hand. */
  CardNotInHand: 'play/card-not-in-hand',
  /** The player holds a card of the led suit (trumps count as one suit) and must play one. */
  MustFollowSuit: 'play/must-follow-suit',
  /** The announcement names the other party (a Re player cannot say Kontra). */
  WrongParty: 'announce/wrong-party',
  /** The party has already made this announcement (or a higher one). */
  AlreadyAnnounced: 'announce/already-made',
  /** The player holds too few cards for this announcement (or an implied lower one). */
  TooLate: 'announce/too-late',
  /** No announcement before the Hochzeit's Klärungsstich is complete. */
  BeforeClarification: 'announce/before-clarification',
  /** The party replied late, so it makes no Absage in this game. */
  AbsageAfterLateReply: 'announce/absage-after-late-reply',
  /** A settlement summary that no game can produce. */
  BadSummary: 'summary/invalid'
} as const

/**
 * One of the {@link ErrorCode} strings.
 *
 * @category Errors
 * @since 0.1.0
 */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/**
 * What kind of problem a code names, for a server to answer it without reading the code's
 * prefix: `input` (the value is malformed: HTTP 400), `moment` (a valid action at the wrong
 * moment or from the wrong seat: 409), `rule` (the action breaks a rule of the game: 422).
 *
 * @category Errors
 * @since 0.2.0
 */
export type ErrorCategory = 'input' | 'moment' | 'rule'

/**
 * The category of every engine error code.
 *
 * @example
 * ```ts
 * const status = { input: 400, moment: 409, rule: 422 }[ERROR_CATEGORIES[error.code]]
 * ```
 * @category Errors
 * @since 0.2.0
 */
export const ERROR_CATEGORIES: Readonly<Record<ErrorCode, ErrorCategory>> = Object.freeze({
  'input/malformed-action': 'input',
  'input/malformed-game': 'input',
  'input/malformed-rules': 'input',
  'input/inconsistent-rules': 'input',
  'setup/bad-deal': 'input',
  'setup/bad-options': 'input',
  'phase/wrong-phase': 'moment',
  'phase/game-finished': 'moment',
  'phase/not-finished': 'moment',
  'phase/redealt': 'moment',
  'turn/not-your-turn': 'moment',
  'declare/not-offered': 'rule',
  'declare/hochzeit-needs-both-club-queens': 'rule',
  'declare/must-declare-solo': 'rule',
  'declare/armut-too-many-trumps': 'rule',
  'declare/no-schmeissen-reason': 'rule',
  'armut/wrong-number-of-cards': 'rule',
  'armut/must-pass-all-trumps': 'rule',
  'armut/no-trumps-back': 'rule',
  'play/choose-clarification-first': 'moment',
  'play/card-not-in-hand': 'rule',
  'play/must-follow-suit': 'rule',
  'announce/wrong-party': 'rule',
  'announce/already-made': 'rule',
  'announce/too-late': 'rule',
  'announce/before-clarification': 'moment',
  'announce/absage-after-late-reply': 'rule',
  'summary/invalid': 'input'
})

/** A seat number 0..3 (kept a plain number here: this module is below `seat.ts`). */
type SeatNumber = 0 | 1 | 2 | 3

/**
 * The values each error carries for a UI to phrase it in its own words (any language): the seat,
 * the card, what was required. Keyed by code: a new code without its details does not compile.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface ErrorDetailsByCode {
  'input/malformed-action': { readonly problem: string }
  'input/malformed-game': { readonly problem: string }
  'input/malformed-rules': { readonly problems: readonly string[] }
  'input/inconsistent-rules': { readonly problems: readonly string[] }
  'setup/bad-deal': { readonly problem: string }
  'setup/bad-options': { readonly problem: string }
  'phase/wrong-phase': { readonly phase: string; readonly action: string }
  'phase/game-finished': { readonly redeal: boolean }
  'phase/not-finished': { readonly phase: string }
  'phase/redealt': { readonly reason: string }
  'turn/not-your-turn': { readonly seat: SeatNumber; readonly turn: SeatNumber }
  'declare/not-offered': { readonly seat: SeatNumber; readonly reservation: string; readonly solo: string | null }
  'declare/hochzeit-needs-both-club-queens': { readonly seat: SeatNumber }
  'declare/must-declare-solo': { readonly seat: SeatNumber }
  'declare/armut-too-many-trumps': { readonly seat: SeatNumber }
  'declare/no-schmeissen-reason': { readonly seat: SeatNumber; readonly reasons: readonly string[] }
  'armut/wrong-number-of-cards': { readonly seat: SeatNumber; readonly expected: number; readonly given: number }
  'armut/must-pass-all-trumps': { readonly seat: SeatNumber }
  'armut/no-trumps-back': { readonly seat: SeatNumber }
  'play/choose-clarification-first': { readonly hochzeiter: SeatNumber }
  'play/card-not-in-hand': { readonly seat: SeatNumber; readonly card: number | null }
  'play/must-follow-suit': {
    readonly seat: SeatNumber
    readonly card: number
    readonly led: number
    /** What the seat must play: `trump`, or the led plain suit (`clubs`, `spades`, `hearts`, `diamonds`). */
    readonly required: 'trump' | 'clubs' | 'spades' | 'hearts' | 'diamonds'
  }
  'announce/wrong-party': { readonly seat: SeatNumber; readonly party: 're' | 'kontra'; readonly announcement: string }
  'announce/already-made': { readonly seat: SeatNumber; readonly announcement: string }
  'announce/too-late': { readonly seat: SeatNumber; readonly announcement: string; readonly cardsInHand: number; readonly cardsNeeded: number }
  'announce/before-clarification': { readonly seat: SeatNumber }
  'announce/absage-after-late-reply': { readonly seat: SeatNumber; readonly announcement: string }
  'summary/invalid': { readonly problem: string }
}

/**
 * The details of an error with code `C`.
 *
 * @category Errors
 * @since 0.2.0
 */
export type ErrorDetails<C extends ErrorCode = ErrorCode> = ErrorDetailsByCode[C]

/**
 * A rejected input: a stable machine-readable `code`, a readable `message` naming the rule, and
 * `details`, the values a UI needs to phrase the error itself ({@link ErrorDetailsByCode}).
 *
 * @example
 * ```ts
 * const r = applyAction(game, { type: 'play', seat: 2, card: 0 })
 * if (E.isLeft(r) && r.left.code === 'turn/not-your-turn') console.log(r.left.details.turn)
 * ```
 * @category Errors
 * @since 0.1.0
 */
export type GameError = {
  [C in ErrorCode]: {
    /** The stable machine-readable code. */
    readonly code: C
    /** A readable explanation naming the rule (English). */
    readonly message: string
    /** The values a UI needs to phrase the error in its own words. */
    readonly details: ErrorDetailsByCode[C]
  }
}[ErrorCode]

/**
 * Builds a {@link GameError}.
 *
 * @example
 * ```ts
 * gameError(ErrorCode.NotYourTurn, 'It is seat 2 to play', { seat: 1, turn: 2 })
 * ```
 * @category Errors
 * @since 0.1.0
 */
export const gameError = <C extends ErrorCode>(code: C, message: string, details: ErrorDetailsByCode[C]): GameError =>
  ({ code, message, details }) as GameError
