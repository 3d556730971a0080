/**
 * io-ts codecs for the wire formats: actions, summaries, game and match records. Every decoder
 * returns an `Either` with a {@link DecodeError} naming each bad field by its path.
 *
 * @example
 * ```ts
 * import { decodeAction } from 'doppelkopf/codecs'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/codecs
 */
export type { DecodeError, DecodeErrorCode } from '../input/codec.js'
export { SeatCodec, CardCodec, PartyCodec, formatDecodeErrors } from '../input/codec.js'
export { ActionCodec, DeclarationCodec, decodeAction } from './action.js'
export { GameSummaryCodec, decodeGameSummary } from './summary.js'
export type { GameOutcome, GameRecord, GameRecordV1, MatchRecord } from './record.js'
export {
  GameOutcomeCodec,
  GameSetupCodec,
  GameRecordCodec,
  migrateGameRecord,
  MatchRecordCodec,
  JsonObjectCodec,
  decodeGameRecord,
  decodeMatchRecord
} from './record.js'
