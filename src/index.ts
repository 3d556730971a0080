/**
 * doppelkopf: the rules engine for Doppelkopf.
 *
 * Start with {@link newGame}, list moves with {@link legalActions}, apply them with
 * {@link applyAction}, and read the settlement with {@link result}. {@link settle} scores a game
 * from a summary without card play; {@link FastGame} is the unchecked fast path for simulations.
 *
 * @packageDocumentation
 */
export * from './seat.js'
export * from './errors.js'
export * from './cards/card.js'
export * from './cards/notation.js'
export type { RuleSet, SoloType, ReservationKind, SchmeissenReason, ArmutRules, ExtraPointRules } from './rules/ruleSet.js'
export { SOLO_TYPES, TSR_SOLOS, SCHMEISSEN_REASONS } from './rules/ruleSet.js'
export { rules } from './rules/presets.js'
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
export type { Announcement, AnnouncementLevel, AnnouncementVerdict, PartyAnnouncements } from './game/announcements.js'
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
export { newGame, legalActions, applyAction, currentPlayer, isFinished, result } from './game/api.js'
export type { GameSummary, ExtraPoint, ExtraPointKind } from './scoring/summary.js'
export { EXTRA_POINT_KINDS } from './scoring/summary.js'
export type { Settlement, SettlementLine, SettlementCode } from './scoring/settle.js'
export { settle, winnerOf } from './scoring/settle.js'
export { FastGame } from './fast/fastGame.js'
export type { MatchConfig, BockConfig, BockTriggers, BockTrigger } from './match/config.js'
export { matchConfigs, decodeMatchConfig, BOCK_TRIGGERS } from './match/config.js'
export type { Match, NewMatchOptions, Deal, DealGameOptions, DealSource } from './match/match.js'
export { newMatch, nextDeal, startNextGame, recordGame, recordPenalty, isMatchOver } from './match/match.js'
export type { ScoreSheet, ScoreSheetRow, RowType, RowChecks } from './match/scoreSheet.js'
export type { Penalty } from './match/penalty.js'
export type { MatchError } from './match/errors.js'
export { MatchErrorCode, matchError } from './match/errors.js'
export type { Seating } from './match/table.js'
export { seating } from './match/table.js'
export { bockMultiplier, bockTriggersOf, advanceBock } from './match/bock.js'
export type { DecodeError } from './codecs/common.js'
export { SeatCodec, CardCodec, PartyCodec, formatDecodeErrors, DecodeErrorCode } from './codecs/common.js'
export { ActionCodec, DeclarationCodec, decodeAction } from './codecs/action.js'
export { GameSummaryCodec, decodeGameSummary } from './codecs/summary.js'
export type { GameOutcome, GameRecord, MatchRecord } from './codecs/record.js'
export {
  GameOutcomeCodec,
  GameRecordCodec,
  MatchRecordCodec,
  JsonObjectCodec,
  decodeGameRecord,
  decodeMatchRecord
} from './codecs/record.js'
export type { GameRecorder, ActionLog } from './records/gameRecord.js'
export {
  gameRecord,
  outcomeOf,
  copyAction,
  copyDeclaration,
  startRecording,
  recordAction,
  recordedActions,
  recorderRecord,
  matchRecord
} from './records/gameRecord.js'
export type { ReplayError, MatchReplayError } from './records/replay.js'
export { replay, replayMatchGames, ReplayErrorCode } from './records/replay.js'
export type {
  PlayerView,
  SpectatorView,
  TableView,
  ContractView,
  TrickView,
  CurrentTrickView,
  ArmutView,
  ArmutContractView,
  RedealView
} from './views/playerView.js'
export { playerView, spectatorView } from './views/playerView.js'
export type { Bot } from './bots/bot.js'
export { botAction } from './bots/bot.js'
export { randomBot } from './bots/random.js'
export { heuristicBot } from './bots/heuristic.js'
export type { DealConstraints, ExactCount, AtLeastOne, SameHolder, SampledDeal } from './bots/sampler.js'
export { dealConstraints, sampleDeal, sampleDeals, dealViolations, stateFromView, fastGameFromView } from './bots/sampler.js'
export type { MonteCarloOptions } from './bots/montecarlo.js'
export { montecarloBot, montecarloDefault, greedyCard, exactValue, DEFAULT_SAMPLES, DEFAULT_PREFER_MARGIN, MAX_TIMED_SAMPLES } from './bots/montecarlo.js'
export type {
  PresetName,
  Lineup,
  GameResult,
  DealResult,
  ArenaError,
  BotReport,
  ArenaReport,
  ArenaTally,
  ArenaOptions
} from './arena/arena.js'
export {
  PRESET_NAMES,
  isPresetName,
  ROTATIONS,
  DEFAULT_SEED,
  dealSeed,
  seatAssignment,
  playGame,
  playDeal,
  createTally,
  summarize,
  runArena
} from './arena/arena.js'
export type { ConfidenceInterval } from './arena/stats.js'
export { confidence95 } from './arena/stats.js'
export type { ArenaBotName } from './arena/registry.js'
export { arenaBots, ARENA_BOT_NAMES, isArenaBotName } from './arena/registry.js'
export { resumeRecording } from './records/replay.js'
