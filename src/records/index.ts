/**
 * Game and match records: record a game action by action, store it as JSON and {@link replay} it.
 *
 * @example
 * ```ts
 * import { gameRecord, replay } from 'doppelkopf/records'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/records
 */
export type { GameRecorder } from './gameRecord.js'
export {
  gameRecord,
  outcomeOf,
  startRecording,
  recordAction,
  recordedActions,
  recorderRecord,
  matchRecord
} from './gameRecord.js'
export { copyAction, copyDeclaration } from '../game/actions.js'
export type { ReplayError, ReplayErrorCode } from './replay.js'
export { replay, replayMatchGames } from './replay.js'
export { resumeRecording } from './replay.js'
