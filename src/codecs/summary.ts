/**
 * The game summary codec (defined beside the summary in `scoring/`, so settlement below the
 * wire codecs can use it).
 *
 * @module
 */
export { GameSummaryCodec, decodeGameSummary } from '../scoring/summaryCodec.js'
