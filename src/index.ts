/**
 * doppelkopf: the rules engine for Doppelkopf.
 *
 * Start with {@link newGame}, list moves with {@link legalActions}, apply them with
 * {@link applyAction}, and read the settlement with {@link result}. {@link settle} scores a game
 * from a summary without card play.
 *
 * This entry is the engine alone. The rest lives in subpath entries, so an app only loads what
 * it imports: `doppelkopf/views` (per-seat views), `doppelkopf/codecs` (wire formats),
 * `doppelkopf/records` (records and replay), `doppelkopf/match` (a Partie and its score sheet),
 * `doppelkopf/fast` (the unchecked fast path), `doppelkopf/bots` (computer opponents) and
 * `doppelkopf/arena` (bot tournaments).
 *
 * @example
 * ```ts
 * import { newGame, rules } from 'doppelkopf'
 * ```
 *
 * @module doppelkopf
 * @packageDocumentation
 */
export * from './seat.js'
export * from './errors.js'
export * from './cards/card.js'
export * from './cards/notation.js'
export type { RuleSet, SoloType, ReservationKind, SchmeissenReason, ArmutRules, ExtraPointRules, PigletRules } from './rules/ruleSet.js'
export { SOLO_TYPES, TSR_SOLOS, SCHMEISSEN_REASONS } from './rules/ruleSet.js'
export { rules } from './rules/presets.js'
export type { RuleTable } from './rules/table.js'
export { ruleTable } from './rules/table.js'
export { RuleSetCodec, decodeRules, checkRules, ruleProblems, formatErrors } from './rules/codec.js'
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
export * from './random.js'
export { deckOf, cardsPerHand } from './rules/deck.js'
export type { GameType, CardOrder, Piglets } from './game/order.js'
export { TRUMP, cardOrder, pigletsInPlay, isTrump, beats, trickWinnerIndex, followsSuit, requiredClass, playableCards, sortCards } from './game/order.js'
export type {
  Game,
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
  GameSetup,
  Declaration,
  SeatDeclaration,
  Contract,
  NormalContract,
  HochzeitContract,
  SilentWeddingContract,
  SoloContract,
  ArmutContract,
  Trick,
  AnnouncementEvent
} from './game/state.js'
export type {
  Action,
  DeclareAction,
  PlayAction,
  AnnounceAction,
  ChooseClarificationAction,
  ArmutPassAction,
  ArmutAnswerAction,
  ArmutReturnAction
} from './game/actions.js'
export { actionShapeError } from './game/actions.js'
export type { Announcement, AnnouncementLevel, AnnouncementVerdict, PartyAnnouncements, Deadlines } from './game/announcements.js'
export { ANNOUNCEMENT_LEVELS, announcementLevel, requiredCards, ansageTiming, highestAllowedLevel, checkAnnouncement } from './game/announcements.js'
export { legalCards, orderOf } from './game/play.js'
export type { PublicDeclaration, PublicReservations, Resolution } from './game/reservations.js'
export { publicReservations, legalDeclarations, hasBothClubQueens, resolveReservations } from './game/reservations.js'
export {
  mayDeclareArmut,
  normalTrumps,
  armutTrumps,
  maxTrumpsReturned,
  armutCardCount,
  armutPassError,
  armutReturnError,
  armutOfferOrder,
  ARMUT_MAX_TRUMPS
} from './game/armut.js'
export { armutActions } from './game/armutPhase.js'
export { showsReason, mayThrowIn } from './game/schmeissen.js'
export { clarifyHochzeit, trickClarifies, deadlineShift } from './game/hochzeit.js'
export type { NewGameOptions } from './game/api.js'
export { newGame, legalActions, applyAction, currentPlayer, isFinished, result, decodeGame } from './game/api.js'
export type { GameSummary, ExtraPoint, ExtraPointKind } from './scoring/summary.js'
export { EXTRA_POINT_KINDS } from './scoring/summary.js'
export type { Settlement, SettlementLine, SettlementCode } from './scoring/settle.js'
export { settle, winnerOf } from './scoring/settle.js'
