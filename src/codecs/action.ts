/**
 * The io-ts codec of {@link Action}: what a client sends to a server. It is made from the action
 * registry (`game/registry.ts`): one member per kind, with the codec of each field the kind
 * declares. Its static type is exactly the engine's `Action` (checked at compile time), so the
 * wire format cannot drift from it.
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import { ErrorCode } from '../errors.js'
import * as t from 'io-ts'
import { type Action, ANNOUNCEMENTS, type FieldType, type FieldTypes } from '../game/actions.js'
import { ACTIONS, type ActionType } from '../game/registry.js'
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

/** The codec of each kind of field an action kind declares (`FieldTypes` in `game/actions.ts`). */
const FIELD_CODECS = {
  card: CardCodec,
  cards: t.readonlyArray(CardCodec),
  boolean: t.boolean,
  seatOrNull: t.union([SeatCodec, t.null]),
  announcement: oneOf('Announcement', ANNOUNCEMENTS),
  clarifyingTrick: oneOf('ClarifyingTrick', CLARIFYING_TRICKS),
  declaration: declarationCodec
} as const satisfies { readonly [F in FieldType]: t.Type<FieldTypes[F], FieldTypes[F], unknown> }

/** The member codec of one action kind: its `type`, its `seat` and the codecs of its declared fields. */
type MemberCodec<T extends ActionType> = t.ReadonlyC<
  t.TypeC<
    { readonly type: t.LiteralC<T>; readonly seat: typeof SeatCodec } & {
      readonly [N in keyof (typeof ACTIONS)[T]['fields']]: (typeof FIELD_CODECS)[(typeof ACTIONS)[T]['fields'][N] & FieldType]
    }
  >
>

/** One member per kind of the action registry, made from its declared fields. */
const members = Object.fromEntries(
  (Object.keys(ACTIONS) as ActionType[]).map((type) => [
    type,
    t.readonly(
      t.type({
        type: t.literal(type),
        seat: SeatCodec,
        ...Object.fromEntries(Object.entries(ACTIONS[type].fields as Readonly<Record<string, FieldType>>).map(([name, f]) => [name, FIELD_CODECS[f]]))
      })
    )
  ])
) as unknown as { readonly [T in ActionType]: MemberCodec<T> }

const actionCodec = taggedUnion('type', members, 'Action')

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
