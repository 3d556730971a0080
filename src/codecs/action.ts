/**
 * The io-ts codec of {@link Action}: what a client sends to a server. Its static type is exactly
 * the engine's `Action` (checked at compile time), so the wire format cannot drift from it.
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import { ErrorCode } from '../errors.js'
import * as t from 'io-ts'
import type { Action } from '../game/actions.js'
import type { Announcement } from '../game/announcements.js'
import { CLARIFYING_TRICKS, type Declaration } from '../game/state.js'
import { SOLO_TYPES } from '../rules/ruleSet.js'
import {
  type Assert,
  CardCodec,
  type DecodeError,
  type Same,
  SeatCodec,
  decoder,
  oneOf,
  strict
} from '../input/codec.js'
import { taggedUnion } from './unions.js'

const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']

const declarationCodec = taggedUnion(
  'kind',
  {
    healthy: t.readonly(t.type({ kind: t.literal('healthy') })),
    hochzeit: t.readonly(t.type({ kind: t.literal('hochzeit') })),
    solo: t.readonly(t.type({ kind: t.literal('solo'), solo: oneOf('SoloType', SOLO_TYPES) })),
    armut: t.readonly(t.type({ kind: t.literal('armut') })),
    schmeissen: t.readonly(t.type({ kind: t.literal('schmeissen') }))
  },
  'Declaration'
)

// A new kind of declaration in the engine fails to compile here until the codec has it.
type DeclarationCodecMatchesEngine = Assert<Same<t.TypeOf<typeof declarationCodec>, Declaration>>

/**
 * The codec of a {@link Declaration} (`{ kind: 'healthy' }`, `{ kind: 'hochzeit' }`,
 * `{ kind: 'solo', solo }`, `{ kind: 'armut' }`, `{ kind: 'schmeissen' }`); unknown keys are
 * rejected.
 *
 * @category Codecs
 * @since 0.1.0
 */
export const DeclarationCodec: t.Type<Declaration, Declaration, unknown> = strict(declarationCodec)

const actionCodec = taggedUnion(
  'type',
  {
    declare: t.readonly(t.type({ type: t.literal('declare'), seat: SeatCodec, declaration: declarationCodec })),
    play: t.readonly(t.type({ type: t.literal('play'), seat: SeatCodec, card: CardCodec })),
    announce: t.readonly(
      t.type({ type: t.literal('announce'), seat: SeatCodec, announcement: oneOf('Announcement', ANNOUNCEMENTS) })
    ),
    chooseClarification: t.readonly(
      t.type({ type: t.literal('chooseClarification'), seat: SeatCodec, trick: oneOf('ClarifyingTrick', CLARIFYING_TRICKS) })
    ),
    genscher: t.readonly(t.type({ type: t.literal('genscher'), seat: SeatCodec, partner: t.union([SeatCodec, t.null]) })),
    armutPass: t.readonly(t.type({ type: t.literal('armutPass'), seat: SeatCodec, cards: t.readonlyArray(CardCodec) })),
    armutAnswer: t.readonly(t.type({ type: t.literal('armutAnswer'), seat: SeatCodec, accept: t.boolean })),
    armutReturn: t.readonly(t.type({ type: t.literal('armutReturn'), seat: SeatCodec, cards: t.readonlyArray(CardCodec) }))
  },
  'Action'
)

// A new action in the engine fails to compile here until the codec has it.
type ActionCodecMatchesEngine = Assert<Same<t.TypeOf<typeof actionCodec>, Action>>

/**
 * The codec of an {@link Action}, exactly the engine's union: `declare` (seat, declaration),
 * `play` (seat, card id 0..47), `announce` (seat, `re` | `kontra` | `no90` | `no60` | `no30` |
 * `schwarz`), `chooseClarification` (seat, a clarifying trick: `any`, `trump`, `plain`, `clubs`, `spades`, `hearts`), `genscher` (seat, partner
 * seat or null), `armutPass` and
 * `armutReturn` (seat, card ids), `armutAnswer` (seat, accept). Unknown keys are rejected; an
 * unknown `type` is reported at `type`. How many cards an Armut action may carry is the
 * engine's rule, not the codec's.
 *
 * @example
 * ```ts
 * ActionCodec.is({ type: 'play', seat: 1, card: 6 }) // true
 * ```
 * @category Codecs
 * @since 0.1.0
 */
export const ActionCodec: t.Type<Action, Action, unknown> = strict(actionCodec)

/**
 * Decodes an action from unknown input (e.g. a client's JSON message), reporting every problem
 * with its path. Rules (whose turn, which cards) are `applyAction`'s.
 *
 * @example
 * ```ts
 * decodeAction(JSON.parse('{"type":"play","seat":1,"card":6}')) // right({ type: 'play', seat: 1, card: 6 })
 * decodeAction({ type: 'play', seat: 4, card: 48 })
 * // left({ code: 'input/malformed-action', errors: ['seat: expected Seat, got 4', 'card: expected Card, got 48'], ... })
 * ```
 * @category Codecs
 * @since 0.1.0
 */
export const decodeAction: (u: unknown) => E.Either<DecodeError, Action> = decoder(
  ActionCodec,
  ErrorCode.MalformedAction,
  'action',
  // An action is a handful of values (an Armut action 17): anything much larger is refused unread.
  { depth: 4, values: 64, chars: 64 }
)
