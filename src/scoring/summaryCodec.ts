/**
 * The codec of a {@link GameSummary}, beside the type (settlement checks summaries with it; the
 * `doppelkopf/codecs` entry exports it with the other wire codecs).
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import { ErrorCode } from '../errors.js'
import * as t from 'io-ts'
import { ANNOUNCEMENT_LEVELS, EXTRA_POINT_KINDS, type GameSummary } from './summary.js'
import {
  type Assert,
  CountCodec,
  type DecodeError,
  PartyCodec,
  type Same,
  byPartyCodec,
  bySeatCodec,
  decoder,
  oneOf,
  strict
} from '../input/codec.js'

const summaryCodec = t.readonly(
  t.type({
    parties: bySeatCodec(PartyCodec),
    points: byPartyCodec(CountCodec),
    tricks: byPartyCodec(CountCodec),
    announcements: byPartyCodec(oneOf('AnnouncementLevel', ANNOUNCEMENT_LEVELS)),
    extraPoints: t.readonlyArray(
      t.readonly(t.type({ party: PartyCodec, kind: oneOf('ExtraPointKind', EXTRA_POINT_KINDS) }), 'ExtraPoint')
    )
  }),
  'GameSummary'
)

// A change of GameSummary in the engine fails to compile here until the codec follows it.
type SummaryCodecMatchesEngine = Assert<Same<t.TypeOf<typeof summaryCodec>, GameSummary>>

/**
 * The codec of a {@link GameSummary}: the structure only (four parties, card points and tricks
 * as non-negative integers, announcement levels, extra points); whether the numbers can come
 * from a game is `settle`'s check. Unknown keys are rejected.
 *
 * @category Codecs
 * @since 0.1.0
 */
export const GameSummaryCodec: t.Type<GameSummary, GameSummary, unknown> = strict(summaryCodec)

/**
 * Decodes a game summary from unknown input, reporting every problem with its path.
 *
 * @example
 * ```ts
 * const s = decodeGameSummary(JSON.parse(body))
 * if (E.isRight(s)) settle(s.right, rules.tsr)
 * ```
 * @category Codecs
 * @since 0.1.0
 */
export const decodeGameSummary: (u: unknown) => E.Either<DecodeError, GameSummary> = decoder(
  GameSummaryCodec,
  ErrorCode.MalformedSummary,
  'game summary',
  // A summary is a few dozen values (each extra point three or four).
  { depth: 6, values: 1_000, chars: 64 }
)
