/**
 * The rules' building blocks, for the few who need more than the main entry: card constants and
 * predicates, seats, the seeded deal, every rule option (its declaration, the single-option
 * helpers such as {@link withPiglets}, the compiled {@link ruleTable}), the card orders and trick
 * rules of each game type, announcement deadlines, the reservation and Armut rules, and every
 * state, action and error type.
 *
 * @example
 * ```ts
 * import { cardOrder, trickWinnerIndex } from 'doppelkopf/rules'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/rules
 */
export * from './seat.js'
export type {
  ErrorCategory,
  ErrorDetailsByCode,
  ErrorDetails,
  GameErrorCode,
  Problem,
  Problems,
  InGame,
  ArenaGame,
  ActionLike,
  OutcomeLike,
  GamePhase,
  AnnouncementName
} from './errors.js'
export {
  SUITS,
  RANKS,
  DECK_SIZE,
  DECK,
  CLUB_QUEENS,
  FOXES,
  CLUB_JACKS,
  DULLEN,
  isCard,
  faceOf,
  sameFace,
  isFox,
  isClubJack,
  isClubQueen,
  isDulle
} from './cards/card.js'
export type { NotationStyle, NotationError } from './cards/notation.js'
export { germanName } from './cards/notation.js'
export * from './random.js'
export type { ReservationKind, SchmeissenReason, ArmutRules, ExtraPointRules, PigletRules } from './rules/ruleSet.js'
export { SOLO_TYPES, TSR_SOLOS, SCHMEISSEN_REASONS } from './rules/ruleSet.js'
export type { RuleTable } from './rules/table.js'
export { ruleTable } from './rules/table.js'
export { RuleSetCodec } from './rules/codec.js'
export {
  withoutNines,
  withSecondDulleBeats,
  withSoloLeader,
  withPiglets,
  withArmut,
  withSchmeissen,
  withSolos,
  withWeddingClarification,
  withExtraPoints,
  karlchenOnlyWinning,
  withAnnouncementDoubling,
  withScoring,
  withWeddingDeadlineShift,
  named
} from './rules/options.js'
export { deckOf, cardsPerHand } from './rules/deck.js'
export type { GameType, CardOrder, Piglets } from './game/order.js'
export { cardOrder, orderFor, pigletFace, pigletsInPlay, isTrump, beats, trickWinnerIndex, followsSuit, playableCards, sortCards } from './game/order.js'
export type {
  PlayingGame,
  ReservationsState,
  ClarificationState,
  PlayState,
  FinishedState,
  ArmutState,
  ClarifyingTrick,
  RedealState,
  RedealReason,
  TrickTakingFields,
  StateFields,
  PendingDecision,
  DecisionType,
  GameSetup,
  SeatDeclaration,
  NormalContract,
  Genscher,
  HochzeitContract,
  SilentWeddingContract,
  SoloContract,
  ArmutContract,
  Trick,
  AnnouncementEvent
} from './game/state.js'
export type {
  DeclareAction,
  PlayAction,
  AnnounceAction,
  ChooseClarificationAction,
  GenscherAction,
  ArmutPassAction,
  ArmutAnswerAction,
  ArmutReturnAction
} from './game/actions.js'
export type { AnnouncementLevel, AnnouncementVerdict, PartyAnnouncements, Deadlines, AnnouncementPosition } from './game/announcements.js'
export {
  ANNOUNCEMENT_LEVELS,
  announcementLevel,
  announcementTiming,
  highestAnnouncementLevel,
  announcementVerdict
} from './game/announcements.js'
export { legalCards, orderOf } from './game/play.js'
export type { PublicDeclaration, PublicReservations, Resolution } from './game/reservations.js'
export { publicReservations, legalDeclarations, hasBothClubQueens, resolveReservations } from './game/reservations.js'
export {
  mayDeclareArmut,
  normalTrumps,
  armutTrumps,
  maxTrumpsReturned,
  armutCardCount,
  armutOfferOrder,
  ARMUT_MAX_TRUMPS
} from './game/armut.js'
export { armutActions } from './game/armutPhase.js'
export { showsReason, mayThrowIn } from './game/schmeissen.js'
export { clarifyHochzeit, trickClarifies, deadlineShift } from './game/hochzeit.js'
export { CLARIFYING_TRICKS } from './game/state.js'
export type { ExtraPoint, ExtraPointKind } from './scoring/summary.js'
export { EXTRA_POINT_KINDS } from './scoring/summary.js'
export type { SettlementCode } from './scoring/settle.js'
export { winnerOf } from './scoring/settle.js'
