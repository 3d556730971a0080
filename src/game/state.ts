/**
 * The game state: an immutable discriminated union by phase.
 *
 * `reservations` → (`armut` for an Armut exchange) → (`clarification` while an announced
 * Hochzeit looks for its partner) → `play` → `finished` (or `redeal`). Every state is plain data:
 * a deeply frozen object of own enumerable data properties, the same after a JSON round trip, a
 * structured clone or a spread. Each carries its setup and its history (every action since
 * `newGame`, in order) and what it waits for ({@link PendingDecision}).
 *
 * @module
 */
import type { Card } from '../cards/card.js'
import type { Action } from './actions.js'
import type { RuleSet, SoloType } from '../rules/ruleSet.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'
import type { Announcement, PartyAnnouncements } from './announcements.js'
import type { GameType, Piglets } from './order.js'

/**
 * What a player declares in the reservation round: healthy (gesund), a Hochzeit, or a solo.
 *
 * @category Game
 * @since 0.1.0
 */
export type Declaration =
  | {
      /** Gesund: no reservation. */
      readonly kind: 'healthy'
    }
  | {
      /** Both ♣Q, looking for a partner. */
      readonly kind: 'hochzeit'
    }
  | {
      /** A solo. */
      readonly kind: 'solo'
      /** Which solo. */
      readonly solo: SoloType
    }
  | {
      /** Armut: at most three trumps; pass cards to a partner who accepts them. */
      readonly kind: 'armut'
    }
  | {
      /** Schmeißen: throw the hand in, so the same dealer deals again. */
      readonly kind: 'schmeissen'
    }

/**
 * Which tricks may clarify a Hochzeit: `any` trick, a trick whose first card is a `trump`, a
 * `plain` one (a plain suit led), or one led in a given plain suit, `clubs`, `spades` or `hearts`
 * (RULES 11.9, `firstTrickOfSuit`).
 *
 * @category Game
 * @since 0.1.0
 */
export type ClarifyingTrick = 'any' | 'trump' | 'plain' | 'clubs' | 'spades' | 'hearts'

/**
 * Every {@link ClarifyingTrick}, in the order the choices are listed.
 *
 * @category Game
 * @since 0.2.0
 */
export const CLARIFYING_TRICKS: readonly ClarifyingTrick[] = ['any', 'trump', 'plain', 'clubs', 'spades', 'hearts']

/**
 * The game being played, fixed when the reservations are resolved.
 *
 * - `normal`: the ♣Q holders are Re.
 * - `hochzeit`: announced; `partner` is null while unclarified, and stays null with
 *   `klaerungsstich` set when the Hochzeiter plays alone (a Karo-solo, scored as a solo).
 * - `silentWedding`: one player with both ♣Q declared healthy; scored as a Karo-solo.
 * - `solo`: `compulsory` is true for a Pflichtsolo.
 *
 * @category Game
 * @since 0.1.0
 */
export type Contract = NormalContract | HochzeitContract | SilentWeddingContract | SoloContract | ArmutContract

/**
 * A normal game: the ♣Q holders are Re.
 *
 * @category Game
 * @since 0.1.0
 */
export interface NormalContract {
  /** A normal game. */
  readonly kind: 'normal'
  /** The Genscher (rule `genscher`, RULES 11.1), once a player holding both ♦K has played the first; absent before. */
  readonly genscher?: Genscher
}

/**
 * A Genscher (RULES 11.1): a player who held both ♦K played the first of them, and chooses (or
 * has chosen) a new partner or to keep the parties. Public.
 *
 * @category Game
 * @since 0.2.0
 */
export interface Genscher {
  /** The Genscher player (who played the first ♦K while holding both). */
  readonly seat: Seat
  /** The number (1-based) of the trick in which that ♦K was played. */
  readonly trick: number
  /** True until the choice is made: then only the Genscher player acts. */
  readonly pending: boolean
  /** The partner chosen (the two are Re, the other two Kontra), or null: the parties were kept (or the choice is pending). */
  readonly partner: Seat | null
}

/**
 * An announced Hochzeit.
 *
 * @category Game
 * @since 0.1.0
 */
export interface HochzeitContract {
  /** An announced Hochzeit. */
  readonly kind: 'hochzeit'
  /** The player with both ♣Q. */
  readonly hochzeiter: Seat
  /** The partner once found; null while unclarified or when the Hochzeiter plays alone. */
  readonly partner: Seat | null
  /** The Klärungsstich's number (1-based) once clarified. */
  readonly klaerungsstich: number | null
  /** Which tricks may clarify: any, trump-led or plain-led; null until the Hochzeiter chooses (`chosenByHochzeiter`). */
  readonly clarifiedBy: ClarifyingTrick | null
}

/**
 * A silent wedding (stille Hochzeit): one player with both ♣Q declared healthy.
 *
 * @category Game
 * @since 0.1.0
 */
export interface SilentWeddingContract {
  /** A silent wedding (stille Hochzeit). */
  readonly kind: 'silentWedding'
  /** The player with both ♣Q. */
  readonly player: Seat
}

/**
 * A solo.
 *
 * @category Game
 * @since 0.1.0
 */
export interface SoloContract {
  /** A solo. */
  readonly kind: 'solo'
  /** Which solo. */
  readonly solo: SoloType
  /** The soloist (Re). */
  readonly soloist: Seat
  /** A Pflichtsolo (compulsory solo) rather than a Lustsolo. */
  readonly compulsory: boolean
}

/**
 * An Armut game: the poor player and the one who accepted the cards are Re.
 *
 * @category Game
 * @since 0.1.0
 */
export interface ArmutContract {
  /** An Armut game. */
  readonly kind: 'armut'
  /** The player who declared Armut. */
  readonly poor: Seat
  /** The player who accepted the cards. */
  readonly partner: Seat
  /** How many trumps the partner returned (public with `armut.trumpsReturnedPublic`). */
  readonly trumpsReturned: number
  /** The cards the poor player passed (seen only by the two of them). */
  readonly passed: readonly Card[]
  /** The cards the partner returned (seen only by the two of them). */
  readonly returned: readonly Card[]
}

/**
 * What does not change during a game: rules, dealer, the dealt hands and the match context.
 *
 * @category Game
 * @since 0.1.0
 */
export interface GameSetup {
  /** The rule set of the table. */
  readonly rules: RuleSet
  /** The dealer; the seat to the dealer's left speaks first. */
  readonly dealer: Seat
  /** The hands as dealt. */
  readonly deal: BySeat<readonly Card[]>
  /** Which seats still owe their Pflichtsolo (a solo of theirs is then compulsory). */
  readonly compulsorySoloOwed: BySeat<boolean>
  /** A player who is vorgeführt: the only one asked, and must declare a solo. */
  readonly forcedSoloist: Seat | null
}

/**
 * The kinds of action a game can wait for: every action type but `announce` (an announcement is
 * never awaited: any seat may make one while the deadlines allow).
 *
 * @category Game
 * @since 0.3.0
 */
export type DecisionType = Exclude<Action['type'], 'announce'>

/**
 * What a game waits for: which kind of action, from which seat. The one shape of a due choice:
 * a declaration in the reservation round, each step of an Armut exchange (`armutPass`,
 * `armutAnswer`, `armutReturn`), the Hochzeiter's choice of clarifying tricks
 * (`chooseClarification`), the Genscher choice (`genscher`), or the next card (`play`). A state
 * that waits for a choice takes no card and no announcement until it is made. Shared frozen
 * values: compare them by their fields.
 *
 * @example
 * ```ts
 * if (game.awaiting?.type === 'genscher') console.log(`seat ${game.awaiting.seat} chooses a partner`)
 * ```
 * @category Game
 * @since 0.3.0
 */
export interface PendingDecision {
  /** The action type the game waits for. */
  readonly type: DecisionType
  /** The seat that must make it. */
  readonly seat: Seat
}

/**
 * The fields every state has, in every phase: its setup, its history and what it waits for.
 * Replaying the history from the setup (`newGame`, then `applyAction` for each action) gives
 * the state again: `decodeGame` does exactly that with a copy.
 *
 * @category Game
 * @since 0.3.0
 */
export interface StateFields {
  /** Rules, dealer, deal and match context. */
  readonly setup: GameSetup
  /** What the game waits for now, or null once it is over. */
  readonly awaiting: PendingDecision | null
  /** Every action applied since `newGame`, in order (the library's own frozen values). */
  readonly history: readonly Action[]
}

/**
 * A declaration made in the reservation round.
 *
 * @category Game
 * @since 0.1.0
 */
export interface SeatDeclaration {
  /** Who declared. */
  readonly seat: Seat
  /** What was declared. */
  readonly declaration: Declaration
}

/**
 * The reservation round (Vorbehalt): each seat in turn from the dealer's left declares.
 *
 * @category Game
 * @since 0.1.0
 */
export interface ReservationsState extends StateFields {
  /** The phase tag. */
  readonly phase: 'reservations'
  /** The seat to declare next. */
  readonly turn: Seat
  /** Declarations so far, in speaking order. */
  readonly declarations: readonly SeatDeclaration[]
}

/**
 * A completed trick.
 *
 * @category Game
 * @since 0.1.0
 */
export interface Trick {
  /** Who led the trick. */
  readonly leader: Seat
  /** The four cards in play order: card `i` was played by seat `leader + i`. */
  readonly cards: readonly Card[]
  /** Who won the trick. */
  readonly winner: Seat
  /** Card points in the trick. */
  readonly points: number
}

/**
 * One announcement as it was made.
 *
 * @category Game
 * @since 0.1.0
 */
export interface AnnouncementEvent {
  /** Who announced. */
  readonly seat: Seat
  /** The announcement as made (lower skipped levels are implied). */
  readonly announcement: Announcement
  /** Cards in the announcer's hand at that moment. */
  readonly cardsInHand: number
  /** Completed tricks at that moment. */
  readonly tricksPlayed: number
}

/**
 * Fields of every state in which cards are played.
 *
 * @category Game
 * @since 0.1.0
 */
export interface TrickTakingFields extends StateFields {
  /** The declarations of the reservation round (private; views hide the overridden ones). */
  readonly declarations: readonly SeatDeclaration[]
  /** The game being played. */
  readonly contract: Contract
  /** The game type that fixes the card order. */
  readonly gameType: GameType
  /** Schweinchen in this game (fixed when play starts). */
  readonly piglets: Piglets
  /** Current hands. */
  readonly hands: BySeat<readonly Card[]>
  /** The seat to play next. */
  readonly turn: Seat
  /** Who led the current trick. */
  readonly leader: Seat
  /** Cards of the current trick, in play order (0..3 cards). */
  readonly trick: readonly Card[]
  /** Completed tricks. */
  readonly tricks: readonly Trick[]
  /** Each seat's party; null while a Hochzeit is unclarified (other than the Hochzeiter). */
  readonly parties: BySeat<Party | null>
  /** What each party has announced. */
  readonly announcements: ByParty<PartyAnnouncements>
  /** Every announcement in order. */
  readonly announcementLog: readonly AnnouncementEvent[]
  /** Cards by which every announcement deadline is lowered (after a Hochzeit). */
  readonly deadlineShift: number
}

/**
 * An announced Hochzeit before its Klärungsstich: cards are played, no announcements yet.
 *
 * @category Game
 * @since 0.1.0
 */
export interface ClarificationState extends TrickTakingFields {
  /** The phase tag. */
  readonly phase: 'clarification'
  /** Null until the game is over (present so that every trick-taking state has one shape). */
  readonly summary: null
  /** Null until the game is over. */
  readonly settlement: null
}

/**
 * Card play with known parties; announcements allowed while deadlines permit.
 *
 * @category Game
 * @since 0.1.0
 */
export interface PlayState extends TrickTakingFields {
  /** The phase tag. */
  readonly phase: 'play'
  /** Null until the game is over (present so that every trick-taking state has one shape). */
  readonly summary: null
  /** Null until the game is over. */
  readonly settlement: null
}

/**
 * The game is over: the summary and the settlement are fixed.
 *
 * @category Game
 * @since 0.1.0
 */
export interface FinishedState extends TrickTakingFields {
  /** The phase tag. */
  readonly phase: 'finished'
  /** Nothing: the game is over. */
  readonly awaiting: null
  /** Each seat's final party. */
  readonly parties: BySeat<Party>
  /** The game reduced to what settlement needs. */
  readonly summary: GameSummary
  /** The settlement: winner, itemised lines and scores. */
  readonly settlement: Settlement
}

/**
 * The Armut exchange (RULES.md section 3): the poor player passes cards face down, the others
 * are asked in turn from the poor player's left, and the first to accept returns as many cards.
 *
 * @category Game
 * @since 0.1.0
 */
export interface ArmutState extends StateFields {
  /** The phase tag. */
  readonly phase: 'armut'
  /** The declarations of the reservation round. */
  readonly declarations: readonly SeatDeclaration[]
  /** The step: the poor player passes, the others answer in turn, the acceptor returns cards. */
  readonly step: 'pass' | 'offer' | 'return'
  /** The seat to act: the poor player, the seat asked, or the acceptor. */
  readonly turn: Seat
  /** The player who declared Armut. */
  readonly poor: Seat
  /** The cards passed (empty before the pass); only the poor player and the acceptor see them. */
  readonly passed: readonly Card[]
  /** The player who accepted, once one has. */
  readonly acceptor: Seat | null
  /** The hands; the passed cards are in neither hand until the acceptor takes them. */
  readonly hands: BySeat<readonly Card[]>
}

/**
 * Why a game ended without being played: `armutDeclined` (every player declined the Armut),
 * `armutRedeal` (house rule: an Armut means a redeal, plus a Bock game in the match),
 * `schmeissen` (a player threw in their hand).
 *
 * @category Game
 * @since 0.1.0
 */
export type RedealReason = 'armutDeclined' | 'armutRedeal' | 'schmeissen'

/**
 * The game ended without play: the same dealer deals again, and nobody scores.
 *
 * @category Game
 * @since 0.1.0
 */
export interface RedealState extends StateFields {
  /** The phase tag. */
  readonly phase: 'redeal'
  /** Nothing: the game is over. */
  readonly awaiting: null
  /** The declarations of the reservation round. */
  readonly declarations: readonly SeatDeclaration[]
  /** Why the cards are dealt again. */
  readonly reason: RedealReason
  /** The seat whose reservation led to the redeal. */
  readonly seat: Seat
}

/**
 * A game in any phase.
 *
 * @category Game
 * @since 0.1.0
 */
export type Game = ReservationsState | ArmutState | ClarificationState | PlayState | FinishedState | RedealState

/**
 * A game in which cards are being played.
 *
 * @category Game
 * @since 0.1.0
 */
export type PlayingGame = ClarificationState | PlayState
