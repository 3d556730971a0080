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

/**
 * The values each error carries for a UI to phrase it in its own words (any language): the seat,
 * the card, what was required. Keyed by code: a new code without its details does not compile.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface ErrorDetailsByCode {
  /** Not an action. */
  'input/malformed-action': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** Not a game state. */
  'input/malformed-game': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** Not a rule set. */
  'input/malformed-rules': {
    /** Every problem found, `path: problem` (at most 20). */
    readonly problems: readonly string[]
  }
  /** A rule set whose options do not fit together. */
  'input/inconsistent-rules': {
    /** Every problem found, `path: problem` (at most 20). */
    readonly problems: readonly string[]
  }
  /** A deal that is not one. */
  'setup/bad-deal': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** A setup option that is invalid. */
  'setup/bad-options': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** An action of another phase. */
  'phase/wrong-phase': {
    /** The phase the game is in. */
    readonly phase: string
    /** The type of the action that was refused. */
    readonly action: string
  }
  /** The game is over. */
  'phase/game-finished': {
    /** Whether the game ended in a redeal (else it was played to the end). */
    readonly redeal: boolean
  }
  /** The game is still running. */
  'phase/not-finished': {
    /** The phase the game is in. */
    readonly phase: string
  }
  /** The game ended in a redeal. */
  'phase/redealt': {
    /** Why the game was redealt. */
    readonly reason: string
  }
  /** Another seat is to act. */
  'turn/not-your-turn': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The seat whose turn it is. */
    readonly turn: 0 | 1 | 2 | 3
  }
  /** A reservation the rules do not offer. */
  'declare/not-offered': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The reservation declared. */
    readonly reservation: string
    /** The solo declared, or null for another reservation. */
    readonly solo: string | null
  }
  /** A Hochzeit without both ♣Q. */
  'declare/hochzeit-needs-both-club-queens': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** A vorgeführt seat that did not declare a solo. */
  'declare/must-declare-solo': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** An Armut with more than three trumps. */
  'declare/armut-too-many-trumps': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** A hand that shows no Schmeißen reason. */
  'declare/no-schmeissen-reason': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The Schmeißen reasons the rule set offers. */
    readonly reasons: readonly string[]
  }
  /** The wrong number of Armut cards. */
  'armut/wrong-number-of-cards': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The number of cards the Armut passes or returns. */
    readonly expected: number
    /** The number of cards given. */
    readonly given: number
  }
  /** An Armut pass without every trump. */
  'armut/must-pass-all-trumps': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** Trumps returned where the rules return none. */
  'armut/no-trumps-back': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** A card before the Hochzeiter chose. */
  'play/choose-clarification-first': {
    /** The Hochzeiter, who chooses first. */
    readonly hochzeiter: 0 | 1 | 2 | 3
  }
  /** A card the seat does not hold. */
  'play/card-not-in-hand': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The card (id 0..47). */
    readonly card: number | null
  }
  /** A card that does not follow suit. */
  'play/must-follow-suit': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The card (id 0..47). */
    readonly card: number
    /** The card led to the trick. */
    readonly led: number
    /** What the seat must play: `trump`, or the led plain suit. */
    readonly required: 'trump' | 'clubs' | 'spades' | 'hearts' | 'diamonds'
  }
  /** Re said by Kontra, or the other way round. */
  'announce/wrong-party': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The party the seat plays for. */
    readonly party: 're' | 'kontra'
    /** The announcement refused. */
    readonly announcement: string
  }
  /** An announcement already made. */
  'announce/already-made': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The announcement refused. */
    readonly announcement: string
  }
  /** An announcement past its deadline. */
  'announce/too-late': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The announcement refused. */
    readonly announcement: string
    /** The cards the seat holds. */
    readonly cardsInHand: number
    /** The cards it needs for this announcement. */
    readonly cardsNeeded: number
  }
  /** An announcement before the Hochzeit is clarified. */
  'announce/before-clarification': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** An Absage after a late reply. */
  'announce/absage-after-late-reply': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The announcement refused. */
    readonly announcement: string
  }
  /** A summary no game can produce. */
  'summary/invalid': {
    /** The problem found, in English. */
    readonly problem: string
  }
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
