/**
 * The io-ts codecs of game and match records. A game record (format version 2) is a game as
 * data, its setup and its history (what `serializeGame` gives, and `decodeGame` reads), with the
 * players' names and the outcome; the record types are `t.TypeOf` of the codecs, so the wire
 * format and the types cannot drift apart. Records of format version 1 (the rule set, dealer,
 * hands and match context side by side, the actions as `actions`) still read: the codecs turn
 * them into version 2.
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import * as Ei from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { ErrorCode } from '../errors.js'
import * as t from 'io-ts'
import type { Action } from '../game/actions.js'
import type { Card } from '../cards/card.js'
import type { GameSetup, RedealReason } from '../game/state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { BySeat, Party, Seat } from '../seat.js'
import { RuleSetCodec } from '../rules/codec.js'
import { ActionCodec } from './action.js'
import {
  type Assert,
  CardCodec,
  type DecodeError,
  IntegerCodec,
  PartyCodec,
  type Same,
  SeatCodec,
  bySeatCodec,
  decoder,
  hasOwn,
  oneOf,
  strict
} from '../input/codec.js'
import { nullable, taggedUnion } from './unions.js'

const REDEAL_REASONS: readonly RedealReason[] = ['armutDeclined', 'armutRedeal', 'schmeissen']
const redealReasonCodec = oneOf('RedealReason', REDEAL_REASONS)

// A new redeal reason in the engine fails to compile here until the list above has it.
type RedealReasonMatchesEngine = Assert<Same<t.TypeOf<typeof redealReasonCodec>, RedealReason>>

const outcomeCodec = taggedUnion(
  'kind',
  {
    settled: t.readonly(
      t.type({ kind: t.literal('settled'), winner: nullable(PartyCodec), scores: bySeatCodec(IntegerCodec) }),
      'SettledOutcome'
    ),
    redeal: t.readonly(t.type({ kind: t.literal('redeal'), reason: redealReasonCodec, seat: SeatCodec }), 'RedealOutcome')
  },
  'GameOutcome'
)

/**
 * How a game ended: `settled` (played to the end: the winning party, null when both failed
 * their Absagen, and each seat's score) or `redeal` (ended without play: why, and whose
 * reservation led to it).
 *
 * @example
 * ```ts
 * const o: GameOutcome = { kind: 'settled', winner: 're', scores: [2, -2, 2, -2] }
 * ```
 * @category Records
 * @since 0.1.0
 */
export type GameOutcome =
  | {
      /** Played to the end. */
      readonly kind: 'settled'
      /** The winning party; null when both failed their Absagen. */
      readonly winner: Party | null
      /** Each seat's score. */
      readonly scores: BySeat<number>
    }
  | {
      /** Ended without play. */
      readonly kind: 'redeal'
      /** Why the cards are dealt again. */
      readonly reason: RedealReason
      /** Whose reservation led to it. */
      readonly seat: Seat
    }

// The codec and the documented type must describe the same values.
type OutcomeCodecMatchesType = Assert<Same<t.TypeOf<typeof outcomeCodec>, GameOutcome>>

/**
 * The codec of a {@link GameOutcome}.
 *
 * @category Records
 * @since 0.1.0
 */
export const GameOutcomeCodec: t.Type<GameOutcome, GameOutcome, unknown> = outcomeCodec

const setupCodec = t.readonly(
  t.type({
    rules: RuleSetCodec,
    dealer: SeatCodec,
    deal: bySeatCodec(t.readonlyArray(CardCodec, 'Hand')),
    compulsorySoloOwed: bySeatCodec(t.boolean),
    forcedSoloist: nullable(SeatCodec)
  }),
  'GameSetup'
)

// The codec and the engine's type must describe the same values.
type SetupCodecMatchesEngine = Assert<Same<t.TypeOf<typeof setupCodec>, GameSetup>>

/**
 * The codec of a game's {@link GameSetup} (rule set, dealer, the hands as dealt, the match
 * context): structure only, whether the hands are a deal is `newGame`'s check.
 *
 * @category Codecs
 * @since 0.3.0
 */
export const GameSetupCodec: t.Type<GameSetup, GameSetup, unknown> = setupCodec

const gameRecordV2Codec = t.readonly(
  t.intersection([
    t.type({
      formatVersion: t.literal(2),
      setup: setupCodec,
      history: t.readonlyArray(ActionCodec),
      outcome: nullable(outcomeCodec)
    }),
    t.partial({ players: bySeatCodec(t.string), bots: bySeatCodec(nullable(t.string)) })
  ]),
  'GameRecord'
)

/** Format version 1, as it was written before version 2: what still reads. */
const gameRecordV1Codec = t.readonly(
  t.intersection([
    t.type({
      formatVersion: t.literal(1),
      rules: RuleSetCodec,
      dealer: SeatCodec,
      hands: bySeatCodec(t.readonlyArray(CardCodec, 'Hand')),
      compulsorySoloOwed: bySeatCodec(t.boolean),
      forcedSoloist: nullable(SeatCodec),
      actions: t.readonlyArray(ActionCodec),
      outcome: nullable(outcomeCodec)
    }),
    t.partial({ players: bySeatCodec(t.string) })
  ]),
  'GameRecordV1'
)

/**
 * A game record of format version 1 (written before version 2): the setup's parts side by side
 * and the actions as `actions`. The codecs still read it, as the version 2 record
 * {@link migrateGameRecord} makes of it.
 *
 * @category Records
 * @since 0.3.0
 */
export interface GameRecordV1 {
  /** The format version: 1. */
  readonly formatVersion: 1
  /** The rule set. */
  readonly rules: RuleSet
  /** The dealer. */
  readonly dealer: Seat
  /** The four hands as dealt, seat 0 first. */
  readonly hands: BySeat<readonly Card[]>
  /** Who still owed a Pflichtsolo. */
  readonly compulsorySoloOwed: BySeat<boolean>
  /** Who was vorgeführt, or null. */
  readonly forcedSoloist: Seat | null
  /** Every action applied, in order. */
  readonly actions: readonly Action[]
  /** How the game ended, or null while it was running. */
  readonly outcome: GameOutcome | null
  /** A name per seat, if known. */
  readonly players?: BySeat<string>
}

// The codec and the documented type must describe the same values.
type GameRecordV1CodecMatchesType = Assert<Same<t.TypeOf<typeof gameRecordV1Codec>, GameRecordV1>>

/**
 * The version 2 record of a version 1 record: the same game (the setup gathered, the actions as
 * the history).
 *
 * @example
 * ```ts
 * migrateGameRecord({ formatVersion: 1, rules, dealer: 0, hands, compulsorySoloOwed, forcedSoloist: null, actions, outcome: null })
 * // { formatVersion: 2, setup: { rules, dealer: 0, deal: hands, compulsorySoloOwed, forcedSoloist: null }, history: actions, outcome: null }
 * ```
 * @category Records
 * @since 0.3.0
 */
export const migrateGameRecord = (r: GameRecordV1): GameRecord => ({
  formatVersion: 2,
  setup: { rules: r.rules, dealer: r.dealer, deal: r.hands, compulsorySoloOwed: r.compulsorySoloOwed, forcedSoloist: r.forcedSoloist },
  history: r.actions,
  outcome: r.outcome,
  ...(r.players === undefined ? {} : { players: r.players })
})

const strictV1 = strict(gameRecordV1Codec)
const strictV2 = strict(gameRecordV2Codec)

/**
 * Validates `u` with `codec` in place of the codec whose context entry is last in `c` (a
 * dispatch between versions): the errors' paths are those the chosen codec would give.
 */
const validateAs = <A>(codec: t.Type<A, A, unknown>, u: unknown, c: t.Context): t.Validation<A> => {
  const last = c[c.length - 1]
  return codec.validate(u, last === undefined ? c : [...c.slice(0, -1), { ...last, type: codec }])
}

/** Whether a value says it is a record of format version 1. */
const saysVersion1 = (u: unknown): boolean => t.UnknownRecord.is(u) && hasOwn(u, 'formatVersion') && u['formatVersion'] === 1

/**
 * The codec of a {@link GameRecord}. Structure only: whether the hands are a deal and the
 * actions follow the rules is {@link "doppelkopf/records"!replay}'s check. Unknown keys are
 * rejected, the rule set's included. A record of format version 1 decodes too, into the version 2
 * record of the same game ({@link migrateGameRecord}); encoding gives version 2.
 *
 * @category Records
 * @since 0.1.0
 */
export const GameRecordCodec: t.Type<GameRecord, GameRecord, unknown> = new t.Type<GameRecord, GameRecord, unknown>(
  'GameRecord',
  (u): u is GameRecord => strictV2.is(u),
  (u, c) => (saysVersion1(u) ? pipe(validateAs(strictV1, u, c), Ei.map(migrateGameRecord)) : validateAs(strictV2, u, c)),
  t.identity
)

/**
 * One game as JSON, format version 2: its setup and its history (enough to replay it, as
 * `decodeGame` does), the players' names if known, and how it ended.
 *
 * @example
 * ```json
 * { "formatVersion": 2,
 *   "setup": { "rules": { "name": "tsr", ... }, "dealer": 0, "deal": [[0, 5, ...], ...],
 *              "compulsorySoloOwed": [false, false, false, false], "forcedSoloist": null },
 *   "history": [{ "type": "declare", "seat": 1, "declaration": { "kind": "healthy" } }, ...],
 *   "outcome": { "kind": "settled", "winner": "re", "scores": [2, -2, 2, -2] },
 *   "players": ["Ann", "Ben", "Cem", "Dora"] }
 * ```
 * @category Records
 * @since 0.1.0
 */
export interface GameRecord {
  /** The format version: 2. */
  readonly formatVersion: 2
  /** Rules (as `RuleSetCodec` reads them), dealer, the hands as dealt, the match context: the game's `setup`. */
  readonly setup: GameSetup
  /** Every action applied, in order: the game's `history`. */
  readonly history: readonly Action[]
  /** How the game ended, or null while it is running. */
  readonly outcome: GameOutcome | null
  /** A name per seat, if known. */
  readonly players?: BySeat<string>
  /**
   * The computer opponent at each seat, by its level (`beginner`, `casual`, `strong`, `expert`:
   * `BOT_LEVELS` of doppelkopf/bots) or its name; null for a person. Absent when not known.
   */
  readonly bots?: BySeat<string | null>
}

// The codec and the documented type must describe the same values.
type GameRecordCodecMatchesType = Assert<Same<t.TypeOf<typeof gameRecordV2Codec>, GameRecord>>

const MAX_JSON_DEPTH = 64

/**
 * The problems that keep `u` from being JSON data (null, booleans, finite numbers, strings,
 * arrays, plain objects) with no `__proto__` key, each at its path.
 */
const jsonProblems = (u: unknown, context: t.Context, depth: number, out: t.ValidationError[]): void => {
  const fail = (message: string): void => {
    out.push({ value: u, context, message })
  }
  if (depth > MAX_JSON_DEPTH) return fail(`nested deeper than ${MAX_JSON_DEPTH}`)
  if (u === null || typeof u === 'boolean' || typeof u === 'string') return
  if (typeof u === 'number') return Number.isFinite(u) ? undefined : fail('expected a finite number')
  if (Array.isArray(u)) {
    u.forEach((x: unknown, i) => jsonProblems(x, [...context, { key: String(i), type: t.unknown, actual: x }], depth + 1, out))
    return
  }
  if (!t.UnknownRecord.is(u)) return fail('expected JSON data')
  for (const k of Object.keys(u)) {
    const next: t.Context = [...context, { key: k, type: t.unknown, actual: u[k] }]
    if (k === '__proto__') out.push({ value: u[k], context: next, message: 'a __proto__ key is not allowed' })
    else jsonProblems(u[k], next, depth + 1, out)
  }
}

/**
 * The codec of an opaque JSON object: a `t.UnknownRecord` holding JSON data only (null,
 * booleans, finite numbers, strings, arrays, plain objects; nested at most 64 deep), with no
 * `__proto__` key at any depth, so that no later `Object.assign` or deep merge of it can set a
 * prototype. Each problem is reported at its path (`config.a.0.__proto__`).
 *
 * @category Records
 * @since 0.1.0
 */
export const JsonObjectCodec: t.Type<{ readonly [key: string]: unknown }, { readonly [key: string]: unknown }, unknown> =
  new t.Type<{ readonly [key: string]: unknown }, { readonly [key: string]: unknown }, unknown>(
    'JsonObject',
    (u): u is { readonly [key: string]: unknown } => {
      const out: t.ValidationError[] = []
      if (t.UnknownRecord.is(u)) jsonProblems(u, [], 0, out)
      return t.UnknownRecord.is(u) && out.length === 0
    },
    (u, c) => {
      if (!t.UnknownRecord.is(u)) return t.failure(u, c)
      const out: t.ValidationError[] = []
      jsonProblems(u, c, 0, out)
      return out.length === 0 ? t.success(u) : t.failures(out)
    },
    t.identity
  )

const matchRecordCodec = t.readonly(
  t.type({ formatVersion: t.literal(2), config: JsonObjectCodec, games: t.readonlyArray(GameRecordCodec) }),
  'MatchRecord'
)

/** Format version 1: its games are of version 1 (read as version 2). */
const matchRecordV1Codec = t.readonly(
  t.type({ formatVersion: t.literal(1), config: JsonObjectCodec, games: t.readonlyArray(GameRecordCodec) }),
  'MatchRecordV1'
)

const strictMatchV1 = strict(matchRecordV1Codec)
const strictMatchV2 = strict(matchRecordCodec)

/**
 * The codec of a {@link MatchRecord}; unknown keys are rejected (inside `config` anything JSON
 * goes, but `__proto__`). A match record of format version 1 decodes too, its games turned into
 * version 2 records.
 *
 * @category Records
 * @since 0.1.0
 */
export const MatchRecordCodec: t.Type<MatchRecord, MatchRecord, unknown> = new t.Type<MatchRecord, MatchRecord, unknown>(
  'MatchRecord',
  (u): u is MatchRecord => strictMatchV2.is(u),
  (u, c) =>
    saysVersion1(u)
      ? pipe(
          validateAs(strictMatchV1, u, c),
          Ei.map((m): MatchRecord => ({ formatVersion: 2, config: m.config, games: m.games }))
        )
      : validateAs(strictMatchV2, u, c),
  t.identity
)

/**
 * A match as JSON, format version 2: the match configuration as an opaque JSON object (the
 * match module defines and checks it) and its game records in the order played.
 *
 * @example
 * ```ts
 * const m: MatchRecord = { formatVersion: 2, config: { players: 4, games: 24 }, games: [record] }
 * ```
 * @category Records
 * @since 0.1.0
 */
export interface MatchRecord {
  /** The format version: 2. */
  readonly formatVersion: 2
  /** The match configuration, as JSON. */
  readonly config: { readonly [key: string]: unknown }
  /** The game records in the order played. */
  readonly games: readonly GameRecord[]
}

// The codec and the documented type must describe the same values.
type MatchRecordCodecMatchesType = Assert<Same<t.TypeOf<typeof matchRecordCodec>, MatchRecord>>

/**
 * Decodes a game record from unknown input (e.g. a stored JSON file), reporting every problem
 * with its path. Replay it with {@link "doppelkopf/records"!replay}.
 *
 * @example
 * ```ts
 * const r = decodeGameRecord(JSON.parse(text))
 * if (E.isLeft(r)) console.log(r.left.errors) // e.g. ['history.3.card: expected Card, got 48']
 * ```
 * @category Records
 * @since 0.1.0
 */
export const decodeGameRecord: (u: unknown) => E.Either<DecodeError, GameRecord> = decoder(
  GameRecordCodec,
  ErrorCode.MalformedGameRecord,
  'game record',
  // A game record is about 600 values (the deal, the rules, some 60 actions).
  { depth: 10, values: 20_000, chars: 10_000 }
)

/**
 * Decodes a match record from unknown input, reporting every problem with its path (those of
 * its games as `games.2.history.7.seat`).
 *
 * @category Records
 * @since 0.1.0
 */
export const decodeMatchRecord: (u: unknown) => E.Either<DecodeError, MatchRecord> = decoder(
  MatchRecordCodec,
  ErrorCode.MalformedMatchRecord,
  'match record'
)
