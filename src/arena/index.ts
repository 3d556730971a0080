/**
 * The arena: duplicate games between bots with rotated seats, and their statistics.
 *
 * @example
 * ```ts
 * import { runArena } from 'doppelkopf/arena'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/arena
 */
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
} from './arena.js'
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
  runArena,
  withoutSolos
} from './arena.js'
export type { ConfidenceInterval } from './stats.js'
export { confidence95 } from './stats.js'
export type { ArenaBotName } from './registry.js'
export { arenaBots, ARENA_BOT_NAMES, LEVEL_BOTS, isArenaBotName } from './registry.js'
