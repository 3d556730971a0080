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
 * A rejected input: a stable machine-readable `code` and a readable `message` naming the rule.
 *
 * @category Errors
 * @since 0.1.0
 */
export interface GameError {
  /** The stable machine-readable code. */
  readonly code: ErrorCode
  /** A readable explanation naming the rule. */
  readonly message: string
}

/**
 * Builds a {@link GameError}.
 *
 * @example
 * ```ts
 * gameError(ErrorCode.NotYourTurn, 'It is seat 2 to play')
 * ```
 * @category Errors
 * @since 0.1.0
 */
export const gameError = (code: ErrorCode, message: string): GameError => ({ code, message })
