/**
 * Matches (a Partie): seating of 4 to 6 players, dealer rotation, Pflichtsolo, Bock rounds,
 * penalties, the score sheet and the standing (one ranking rule for equal totals).
 *
 * @example
 * ```ts
 * import { newMatch, matchConfigs } from 'doppelkopf/match'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/match
 */
export type { MatchConfig, BockConfig, BockTriggers, BockTrigger } from './config.js'
export { matchConfigs, decodeMatchConfig, BOCK_TRIGGERS } from './config.js'
export type { Match, NewMatchOptions, Deal, DealGameOptions, DealSource } from './match.js'
export { newMatch, nextDeal, startNextGame, recordGame, recordPenalty, isMatchOver } from './match.js'
export type { PlayedContract, TableResult } from './result.js'
export { recordResult } from './result.js'
export type { ScoreSheet, ScoreSheetRow, RowType, RowChecks, Counting } from './scoreSheet.js'
export type { Penalty } from './penalty.js'
export type { MatchError, MatchErrorCode } from './errors.js'
export type { Seating } from './table.js'
export { seating } from './table.js'
export type { DailyPartie } from './daily.js'
export { daily, dailyDealSeed, serverDaily, dailyCommitment, dailyBotSeed } from './daily.js'
export { bockMultiplier, bockTriggersOf, advanceBock } from './bock.js'
export type { Standing } from './standings.js'
export { rankByTotal, standings } from './standings.js'
