/**
 * The game state: an immutable discriminated union by phase.
 *
 * `reservations` → (`clarification` while an announced Hochzeit looks for its partner) →
 * `play` → `finished`. Every state is deeply readonly; the engine never mutates one.
 *
 * @module
 */
import type { Card } from '../cards/card.js'
import type { RuleSet, SoloType } from '../rules/ruleSet.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'
import type { Announcement, PartyAnnouncements } from './announcements.js'
import type { GameType } from './order.js'

/**
 * What a player declares in the reservation round: healthy (gesund), a Hochzeit, or a solo.
 *
 * @category Game
 * @since 0.1.0
 */
export type Declaration =
  | { readonly kind: 'healthy' }
  | { readonly kind: 'hochzeit' }
  | { readonly kind: 'solo'; readonly solo: SoloType }

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
export type Contract =
  | { readonly kind: 'normal' }
  | {
      readonly kind: 'hochzeit'
      readonly hochzeiter: Seat
      readonly partner: Seat | null
      /** The Klärungsstich's number (1-based) once clarified. */
      readonly klaerungsstich: number | null
    }
  | { readonly kind: 'silentWedding'; readonly player: Seat }
  | { readonly kind: 'solo'; readonly solo: SoloType; readonly soloist: Seat; readonly compulsory: boolean }

/**
 * What does not change during a game: rules, dealer, the dealt hands and the match context.
 *
 * @category Game
 * @since 0.1.0
 */
export interface GameSetup {
  readonly rules: RuleSet
  readonly dealer: Seat
  /** The hands as dealt. */
  readonly deal: BySeat<readonly Card[]>
  /** Which seats still owe their Pflichtsolo (a solo of theirs is then compulsory). */
  readonly compulsorySoloOwed: BySeat<boolean>
  /** A player who is vorgeführt: the only one asked, and must declare a solo. */
  readonly forcedSoloist: Seat | null
}

/**
 * A declaration made in the reservation round.
 *
 * @category Game
 * @since 0.1.0
 */
export interface SeatDeclaration {
  readonly seat: Seat
  readonly declaration: Declaration
}

/**
 * The reservation round (Vorbehalt): each seat in turn from the dealer's left declares.
 *
 * @category Game
 * @since 0.1.0
 */
export interface ReservationsState {
  readonly phase: 'reservations'
  readonly setup: GameSetup
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
  readonly leader: Seat
  /** The four cards in play order: card `i` was played by seat `leader + i`. */
  readonly cards: readonly Card[]
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
  readonly seat: Seat
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
export interface TrickTakingFields {
  readonly setup: GameSetup
  /** The declarations of the reservation round (private; views hide the overridden ones). */
  readonly declarations: readonly SeatDeclaration[]
  readonly contract: Contract
  /** The game type that fixes the card order. */
  readonly gameType: GameType
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
  readonly announcements: ByParty<PartyAnnouncements>
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
  readonly phase: 'clarification'
}

/**
 * Card play with known parties; announcements allowed while deadlines permit.
 *
 * @category Game
 * @since 0.1.0
 */
export interface PlayState extends TrickTakingFields {
  readonly phase: 'play'
}

/**
 * The game is over: the summary and the settlement are fixed.
 *
 * @category Game
 * @since 0.1.0
 */
export interface FinishedState extends TrickTakingFields {
  readonly phase: 'finished'
  readonly parties: BySeat<Party>
  readonly summary: GameSummary
  readonly settlement: Settlement
}

/**
 * A game in any phase.
 *
 * @category Game
 * @since 0.1.0
 */
export type Game = ReservationsState | ClarificationState | PlayState | FinishedState

/**
 * A game in which cards are being played.
 *
 * @category Game
 * @since 0.1.0
 */
export type PlayingGame = ClarificationState | PlayState
