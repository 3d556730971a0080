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
  /** A seat that is not 0, 1, 2 or 3 (a view asked for a seat that does not exist). */
  InvalidSeat: 'input/invalid-seat',
  /** A value that is not a calendar date (`daily`). */
  InvalidDate: 'input/invalid-date',
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
  /** The Genscher player must first choose a partner or keep the parties (RULES 11.1). */
  GenscherFirst: 'play/genscher-first',
  /** A Genscher player chose itself as partner (a partner is another seat; keeping is `partner: null`). */
  GenscherOwnSeat: 'play/genscher-own-seat',
  /** The card is not in the player's hand. */
  CardNotInHand: 'play/card-not-in-hand',
  /** The Hochzeiter chose clarifying tricks the rules do not offer. */
  ClarificationNotOffered: 'play/clarification-not-offered',
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
  BadSummary: 'summary/invalid',
  /** Not a game summary (the summary codec). */
  MalformedSummary: 'input/malformed-summary',
  /** Not a game record (format version 1). */
  MalformedGameRecord: 'input/malformed-game-record',
  /** Not a match record (format version 1). */
  MalformedMatchRecord: 'input/malformed-match-record',
  /** Card notation names no card (`parseCard`, `parseHand`). */
  UnknownCard: 'notation/unknown-card',
  /** A hand in notation holds some card three times or more. */
  TooManyCopies: 'notation/too-many-copies',
  /** Card notation that is not a string. */
  NotationNotAString: 'notation/not-a-string',
  /** The match configuration is not valid. */
  InvalidMatchConfig: 'match/invalid-config',
  /** The player names are not one distinct, non-empty name per player. */
  InvalidPlayers: 'match/invalid-players',
  /** The value is not a match produced by this library. */
  MalformedMatch: 'match/malformed-match',
  /** The match is over: no further game can be dealt or recorded. */
  MatchOver: 'match/over',
  /** The value given to the match is not a game state it can record. */
  NotRecordable: 'match/malformed-game',
  /** The game is still running: only a finished or redealt game can be recorded. */
  GameNotOver: 'match/game-not-over',
  /** The game was not dealt for the match's next deal (dealer, Pflichtsolo debts, forced soloist or rules differ). */
  WrongDeal: 'match/wrong-deal',
  /** The penalty is not valid for the current deal. */
  InvalidPenalty: 'match/invalid-penalty',
  /** The options of the next game are neither `{ seed }` nor `{ hands }`. */
  InvalidDealOptions: 'match/invalid-deal-options',
  /** A result entered by hand does not fit the next deal: its summary, contract or redeal. */
  InvalidResult: 'match/invalid-result',
  /** The value is not a game record (or a match record, for a match's replay). */
  ReplayMalformedRecord: 'replay/malformed-record',
  /** `newGame` rejects the record's setup (rules, dealer, hands, match context). */
  ReplayBadSetup: 'replay/bad-setup',
  /** An action of the record breaks a rule. */
  ReplayIllegalAction: 'replay/illegal-action',
  /** Every action is legal, but the stored outcome differs from the replayed one. */
  ReplayOutcomeMismatch: 'replay/outcome-mismatch',
  /** Not an audit of a daily Partie: `{ date, commitment, secret, record }` with a date, a hex digest, a secret and a match record. */
  AuditMalformedInput: 'audit/malformed-input',
  /** The revealed secret does not hash to the commitment published for the day. */
  AuditBadCommitment: 'audit/bad-commitment',
  /** A game of the record was not dealt from the day's secret (its hands or dealer differ). */
  AuditWrongDeal: 'audit/wrong-deal',
  /** A bot's move of the record is not the move the day's secret gives the server's bot. */
  AuditWrongBotMove: 'audit/wrong-bot-move',
  /** A bot's action was rejected by the engine, or it acted for another seat. */
  ArenaIllegalAction: 'arena/illegal-action',
  /** A bot threw instead of answering. */
  ArenaBotThrew: 'arena/bot-threw',
  /** A game of the arena could not be dealt. */
  ArenaBadSetup: 'arena/bad-setup',
  /** A game of the arena stopped with nobody to act. */
  ArenaStuck: 'arena/stuck',
  /** The command line could not read a file. */
  UnreadableFile: 'cli/unreadable-file',
  /** A file given to the command line is not JSON. */
  InvalidJson: 'cli/invalid-json',
  /** A rules name on the command line or in a score file that names no preset. */
  UnknownRules: 'cli/unknown-rules',
  /** `replay --game N` of a record without a game N. */
  NoSuchGame: 'cli/no-such-game',
  /** The command line could not write a file (`play --record`). */
  UnwritableFile: 'cli/unwritable-file',
  /** The fast path does not simulate this rule option at this point of the game (use the validating API). */
  FastUnsupported: 'fast/unsupported-option',
  /** The value given as a player view is none (the advice and the evaluation). */
  MalformedView: 'bots/malformed-view',
  /** The options of an evaluation, the advice or a review are not valid. */
  BadBotOptions: 'bots/bad-options'
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
  'input/invalid-seat': 'input',
  'input/invalid-date': 'input',
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
  'play/genscher-first': 'moment',
  'play/genscher-own-seat': 'rule',
  'play/card-not-in-hand': 'rule',
  'play/clarification-not-offered': 'rule',
  'play/must-follow-suit': 'rule',
  'announce/wrong-party': 'rule',
  'announce/already-made': 'rule',
  'announce/too-late': 'rule',
  'announce/before-clarification': 'moment',
  'announce/absage-after-late-reply': 'rule',
  'summary/invalid': 'input',
  'input/malformed-summary': 'input',
  'input/malformed-game-record': 'input',
  'input/malformed-match-record': 'input',
  'notation/unknown-card': 'input',
  'notation/too-many-copies': 'input',
  'notation/not-a-string': 'input',
  'match/invalid-config': 'input',
  'match/invalid-players': 'input',
  'match/malformed-match': 'input',
  'match/over': 'moment',
  'match/malformed-game': 'input',
  'match/game-not-over': 'moment',
  'match/wrong-deal': 'rule',
  'match/invalid-penalty': 'rule',
  'match/invalid-deal-options': 'input',
  'match/invalid-result': 'rule',
  'replay/malformed-record': 'input',
  'replay/bad-setup': 'input',
  'replay/illegal-action': 'rule',
  'replay/outcome-mismatch': 'rule',
  'audit/malformed-input': 'input',
  'audit/bad-commitment': 'rule',
  'audit/wrong-deal': 'rule',
  'audit/wrong-bot-move': 'rule',
  'arena/illegal-action': 'rule',
  'arena/bot-threw': 'input',
  'arena/bad-setup': 'input',
  'arena/stuck': 'moment',
  'cli/unreadable-file': 'input',
  'cli/invalid-json': 'input',
  'cli/unknown-rules': 'input',
  'cli/no-such-game': 'input',
  'cli/unwritable-file': 'input',
  'fast/unsupported-option': 'input',
  'bots/malformed-view': 'input',
  'bots/bad-options': 'input'
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
  'input/malformed-action': Problems
  /** Not a game state. */
  'input/malformed-game': {
    /** The problem found, in English. */
    readonly problem: string
    /** For a history that does not replay: the index of the first action the engine refuses. */
    readonly index?: number
    /** For a setup or a history that does not replay: the engine's error (`newGame`'s, or that of the action at `index`). */
    readonly cause?: GameError
  }
  /** Not a rule set. */
  'input/malformed-rules': {
    /** Every problem found, `path: problem` (at most 20). */
    readonly problems: readonly string[]
  }
  /** A seat that does not exist. */
  'input/invalid-seat': {
    /** The value given, previewed (at most about 60 characters). */
    readonly given: string
  }
  /** A value that is no date. */
  'input/invalid-date': {
    /** The value given, previewed (at most about 60 characters). */
    readonly given: string
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
    readonly phase: GamePhase
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
    readonly phase: GamePhase
  }
  /** The game ended in a redeal. */
  'phase/redealt': {
    /** Why the game was redealt. */
    readonly reason: 'armutDeclined' | 'armutRedeal' | 'schmeissen'
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
    readonly reservation: 'solo' | 'schmeissen' | 'armut' | 'hochzeit'
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
  /** A card or an announcement before the Genscher player chose. */
  'play/genscher-first': {
    /** The Genscher player, who chooses first. */
    readonly genscher: 0 | 1 | 2 | 3
  }
  /** A Genscher player that named itself as partner. */
  'play/genscher-own-seat': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
  }
  /** A card the seat does not hold. */
  'play/card-not-in-hand': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The card (id 0..47). */
    readonly card: number | null
  }
  /** Clarifying tricks the rules do not offer. */
  'play/clarification-not-offered': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The choice refused. */
    readonly trick: string
    /** The choices the rules offer. */
    readonly offered: readonly string[]
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
    /** Whether the refused card is a trump in this game (a ♣Q is, in a normal game: it does not follow clubs). */
    readonly cardIsTrump: boolean
    /** The cards the seat may play instead, in card-id order. */
    readonly playable: readonly number[]
  }
  /** Re said by Kontra, or the other way round. */
  'announce/wrong-party': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The party the seat plays for. */
    readonly party: 're' | 'kontra'
    /** The announcement refused. */
    readonly announcement: AnnouncementName
  }
  /** An announcement already made. */
  'announce/already-made': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The announcement refused. */
    readonly announcement: AnnouncementName
  }
  /** An announcement past its deadline. */
  'announce/too-late': {
    /** The seat that acted. */
    readonly seat: 0 | 1 | 2 | 3
    /** The announcement refused. */
    readonly announcement: AnnouncementName
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
    readonly announcement: AnnouncementName
  }
  /** A summary no game can produce. */
  'summary/invalid': {
    /** The problem found, in English. */
    readonly problem: string
    /** Which problem, for a UI to phrase: `shape`, `parties`, `points`, `tricks`, `pointsWithoutTricks` or `soloExtraPoints` (see `SummaryProblem`). */
    readonly reason: 'shape' | 'parties' | 'points' | 'tricks' | 'pointsWithoutTricks' | 'soloExtraPoints'
    /** For `shape`: the fields that are missing or wrong, by their paths. */
    readonly fields?: readonly string[]
    /** For `tricks`: how many tricks a game has under the rules. */
    readonly tricks?: number
  }
  /** Not a game summary. */
  'input/malformed-summary': Problems
  /** Not a game record. */
  'input/malformed-game-record': Problems
  /** Not a match record. */
  'input/malformed-match-record': Problems
  /** Notation that names no card. */
  'notation/unknown-card': {
    /** The word that names no card (at most 60 characters). */
    readonly text: string
  }
  /** A hand with a card three times. */
  'notation/too-many-copies': {
    /** The card held too often (id 0..47 of its first copy). */
    readonly card: number
  }
  /** Notation that is not a string. */
  'notation/not-a-string': {
    /** The JavaScript type of the value given. */
    readonly type: string
  }
  /** A match configuration that is not valid. */
  'match/invalid-config': Problems
  /** Player names that are not valid. */
  'match/invalid-players': Problem
  /** Not a match. */
  'match/malformed-match': Problem
  /** The match is over. */
  'match/over': {
    /** The games the match has played. */
    readonly gamesPlayed: number
  }
  /** Not a game the match can record. */
  'match/malformed-game': Problem
  /** A game still running. */
  'match/game-not-over': {
    /** The phase the game is in. */
    readonly phase: GamePhase
  }
  /** A game not dealt for the match's next deal. */
  'match/wrong-deal': Problem
  /** A penalty that is not valid now. */
  'match/invalid-penalty': Problem
  /** Deal options that are neither `{ seed }` nor `{ hands }`. */
  'match/invalid-deal-options': Problem
  /** A result by hand that does not fit the next deal. */
  'match/invalid-result': Problem
  /** Not a game record (or match record). */
  'replay/malformed-record': Problems & InGame
  /** The record's setup is rejected. */
  'replay/bad-setup': InGame & {
    /** The engine's error. */
    readonly cause: GameError
  }
  /** An action of the record is rejected. */
  'replay/illegal-action': InGame & {
    /** The index of the action in the record's `actions`. */
    readonly index: number
    /** The action. */
    readonly action: ActionLike
    /** The engine's error (its `code` names the rule). */
    readonly cause: GameError
  }
  /** The stored outcome differs from the replayed one. */
  'replay/outcome-mismatch': InGame & {
    /** The outcome the record stores. */
    readonly recorded: OutcomeLike | null
    /** The outcome of the replayed game. */
    readonly replayed: OutcomeLike | null
  }
  /** Not an audit input. */
  'audit/malformed-input': Problem
  /** A secret that does not match the commitment. */
  'audit/bad-commitment': {
    /** The commitment published for the day. */
    readonly commitment: string
    /** The digest of the revealed secret (null when the secret is no secret of a daily Partie). */
    readonly computed: string | null
  }
  /** A game not dealt from the day's secret. */
  'audit/wrong-deal': {
    /** The index of the game in the record (0-based, redeals count). */
    readonly game: number
  }
  /** A bot's move that is not the server's bot's. */
  'audit/wrong-bot-move': {
    /** The index of the game in the record (0-based, redeals count). */
    readonly game: number
    /** The index of the action in that game's history. */
    readonly index: number
    /** The bot's seat. */
    readonly seat: 0 | 1 | 2 | 3
    /** The move the record holds. */
    readonly recorded: ActionLike
    /** The move the day's secret gives the bot (null: the bot had nothing to do). */
    readonly expected: ActionLike | null
  }
  /** A bot's action was rejected. */
  'arena/illegal-action': ArenaGame & {
    /** The action that was rejected. */
    readonly action: ActionLike
    /** The engine's error, or null when the bot acted for another seat. */
    readonly cause: GameError | null
  }
  /** A bot threw. */
  'arena/bot-threw': ArenaGame & {
    /** What it threw, described. */
    readonly thrown: string
  }
  /** A game that could not be dealt. */
  'arena/bad-setup': ArenaGame & {
    /** The engine's error. */
    readonly cause: GameError
  }
  /** A game with nobody to act. */
  'arena/stuck': ArenaGame
  /** A file that could not be read. */
  'cli/unreadable-file': {
    /** The path given. */
    readonly path: string
    /** The system's reason (`ENOENT`, ...). */
    readonly reason: string
  }
  /** A file that is not JSON. */
  'cli/invalid-json': {
    /** The path given. */
    readonly path: string
    /** The parser's complaint. */
    readonly problem: string
  }
  /** A game number the record does not have. */
  'cli/no-such-game': {
    /** The game asked for (1-based). */
    readonly game: number
    /** The games the record holds. */
    readonly games: number
  }
  /** A file that could not be written. */
  'cli/unwritable-file': {
    /** The path given. */
    readonly path: string
    /** The system's reason (`EACCES`, ...). */
    readonly reason: string
  }
  /** A game the fast path cannot simulate. */
  'fast/unsupported-option': {
    /** The rule option it does not simulate. */
    readonly option: 'genscher'
  }
  /** Not a player view. */
  'bots/malformed-view': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** Bad options of an evaluation, the advice or a review. */
  'bots/bad-options': {
    /** The problem found, in English. */
    readonly problem: string
  }
  /** A rules name that names no preset. */
  'cli/unknown-rules': {
    /** The name given. */
    readonly name: string
    /** The presets there are. */
    readonly known: readonly string[]
  }
}

/**
 * The phases of a game (`Game['phase']`), as error details name them.
 *
 * @category Errors
 * @since 0.2.0
 */
export type GamePhase = 'reservations' | 'armut' | 'clarification' | 'play' | 'finished' | 'redeal'

/**
 * An announcement (`Announcement`), as error details name it.
 *
 * @category Errors
 * @since 0.2.0
 */
export type AnnouncementName = 're' | 'kontra' | 'no90' | 'no60' | 'no30' | 'schwarz'

/**
 * Details of an error with one problem.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface Problem {
  /** The problem found, in English. */
  readonly problem: string
}

/**
 * Details of an error with a list of problems.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface Problems {
  /** Every problem found, `path: problem` (at most 20, then `… and N more`). */
  readonly problems: readonly string[]
}

/**
 * Where in a match record a replay failed.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface InGame {
  /** The index of the game in a match record's `games`; -1 when the value is no match record; null for a game record's replay. */
  readonly game: number | null
}

/**
 * The game of an arena run that failed.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface ArenaGame {
  /** The bot's name ('' when no bot is to blame). */
  readonly bot: string
  /** The deal seed. */
  readonly seed: string
  /** The rotation being played. */
  readonly rotation: number
  /** The seat that acted, if any. */
  readonly seat: 0 | 1 | 2 | 3 | null
}

/**
 * What an error tells of an action: every action has a `type` and a `seat`.
 *
 * @category Errors
 * @since 0.2.0
 */
export interface ActionLike {
  /** The action's type. */
  readonly type: string
  /** The seat that acted. */
  readonly seat: 0 | 1 | 2 | 3
}

/**
 * What an error tells of a game's outcome (a record's `outcome`).
 *
 * @category Errors
 * @since 0.2.0
 */
export interface OutcomeLike {
  /** `settled` or `redeal`. */
  readonly kind: string
}

/**
 * The details of an error with code `C`.
 *
 * @category Errors
 * @since 0.2.0
 */
export type ErrorDetails<C extends ErrorCode = ErrorCode> = ErrorDetailsByCode[C]

/**
 * The one error type of the library, in every entry: a stable machine-readable `code`
 * (namespaced: `play/...`, `match/...`, `replay/...`, ...), a readable `message` naming the rule
 * (English), and `details`, the values a UI needs to phrase the error itself
 * ({@link ErrorDetailsByCode}). `DoppelkopfError<'play/must-follow-suit'>` is that one error;
 * without a parameter it is any of them, and narrowing on `code` types `details`.
 *
 * @example
 * ```ts
 * const r = applyAction(game, { type: 'play', seat: 2, card: 0 })
 * if (E.isLeft(r) && r.left.code === 'turn/not-your-turn') console.log(r.left.details.turn)
 * ```
 * @category Errors
 * @since 0.2.0
 */
export type DoppelkopfError<C extends ErrorCode = ErrorCode> = {
  [K in C]: {
    /** The stable machine-readable code. */
    readonly code: K
    /** A readable explanation naming the rule (English). */
    readonly message: string
    /** The values a UI needs to phrase the error in its own words. */
    readonly details: ErrorDetailsByCode[K]
  }
}[C]

/**
 * The codes of the game engine (`newGame`, `applyAction`, `settle`, `decodeRules`, ...).
 *
 * @category Errors
 * @since 0.2.0
 */
export type GameErrorCode = Exclude<
  ErrorCode,
  | `match/${string}`
  | `replay/${string}`
  | `audit/${string}`
  | `arena/${string}`
  | `cli/${string}`
  | `notation/${string}`
  | `bots/${string}`
  | 'input/malformed-summary'
  | 'input/malformed-game-record'
  | 'input/malformed-match-record'
>

/**
 * An error of the game engine: a {@link DoppelkopfError} with a {@link GameErrorCode}.
 *
 * @example
 * ```ts
 * const r = newGame({ rules: rules.tsr, seed: 'x', dealer: 9 as Seat })
 * if (E.isLeft(r)) console.log(r.left.code) // 'setup/bad-options'
 * ```
 * @category Errors
 * @since 0.1.0
 */
export type GameError = DoppelkopfError<GameErrorCode>

/**
 * Builds a {@link DoppelkopfError} (the library's own constructor; frozen, so no caller can change it).
 *
 * @example
 * ```ts
 * gameError(ErrorCode.NotYourTurn, 'It is seat 2 to play', { seat: 1, turn: 2 })
 * ```
 * @internal
 * @category Errors
 * @since 0.1.0
 */
export const gameError = <C extends ErrorCode>(code: C, message: string, details: ErrorDetailsByCode[C]): DoppelkopfError<C> =>
  ({ code, message, details }) as unknown as DoppelkopfError<C>
