/**
 * Building blocks of the wire codecs: seats, cards, per-seat and per-party values, tagged
 * unions with precise error paths, the unknown-key check and the error formatter.
 *
 * Policy for keys a codec does not know: **rejected**. Every object a codec of this folder
 * decodes may hold only the keys the codec names (the rule set's too); an unknown key, a
 * `__proto__` key included, is an error `path.key: unexpected key`, and a tuple (a value per
 * seat) with more than four elements is `path.4: unexpected element`. New fields come with a new
 * `formatVersion`.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { type Card, isCard } from '../cards/card.js'
import { type DoppelkopfError, gameError } from '../errors.js'
import { type BySeat, type ByParty, type Party, type Seat, isSeat } from '../seat.js'
import { type PlainLimits, DEFAULT_LIMITS, boundedProblems, describeThrown, formatDecodeErrors, toPlain } from './plain.js'

/**
 * Whether two types are mutually assignable; used in compile-time checks that a codec's static
 * type is exactly the engine's type.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * Fails to compile unless `T` is `true`.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export type Assert<T extends true> = T

/** `Object.hasOwn` for ES2020 targets. @internal */
export const hasOwn = (o: object, k: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, k)

/** A codec of a value that is checked by a predicate and decoded as itself. */
const checked = <A>(name: string, is: (u: unknown) => u is A): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity)

/**
 * A codec of one of a list of strings (e.g. `SOLO_TYPES`): follows the list at runtime.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const oneOf = <A extends string>(name: string, values: readonly A[]): t.Type<A, A, unknown> =>
  checked(name, (u): u is A => typeof u === 'string' && values.includes(u as A))

/**
 * The codec of a {@link Seat}: 0, 1, 2 or 3.
 *
 * @category Codecs
 * @since 0.1.0
 */
export const SeatCodec: t.Type<Seat, Seat, unknown> = /* @__PURE__ */ checked('Seat', isSeat)

/**
 * The codec of a {@link Card} id: an integer 0..47.
 *
 * @category Codecs
 * @since 0.1.0
 */
export const CardCodec: t.Type<Card, Card, unknown> = /* @__PURE__ */ checked('Card', isCard)

/**
 * The codec of a {@link Party}: `re` or `kontra`.
 *
 * @category Codecs
 * @since 0.1.0
 */
export const PartyCodec: t.Type<Party, Party, unknown> = /* @__PURE__ */ oneOf('Party', ['re', 'kontra'])

/**
 * An integer (scores).
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const IntegerCodec: t.Type<number, number, unknown> = /* @__PURE__ */ checked('Integer', (u): u is number => Number.isInteger(u))

/**
 * A non-negative integer (card points, trick counts).
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const CountCodec: t.Type<number, number, unknown> = /* @__PURE__ */ checked(
  'NonNegativeInteger',
  (u): u is number => Number.isInteger(u) && (u as number) >= 0
)

/**
 * A codec of one value per seat: an array of exactly four.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const bySeatCodec = <C extends t.Mixed>(codec: C): t.Type<BySeat<t.TypeOf<C>>, BySeat<t.OutputOf<C>>, unknown> =>
  t.readonly(t.tuple([codec, codec, codec, codec]), `BySeat<${codec.name}>`)

/**
 * A codec of one value per party: `{ re, kontra }`.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const byPartyCodec = <C extends t.Mixed>(codec: C): t.Type<ByParty<t.TypeOf<C>>, ByParty<t.OutputOf<C>>, unknown> =>
  t.readonly(t.type({ re: codec, kontra: codec }), `ByParty<${codec.name}>`)

/**
 * A codec that also rejects keys its inner codec does not name (see the module notes).
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export class StrictKeysType<A, O> extends t.Type<A, O, unknown> {
  /** The tag the unknown-key walker dispatches on. */
  readonly _tag = 'StrictKeysType' as const
  constructor(
    name: string,
    /** The inner codec. */
    readonly type: t.Type<A, O, unknown>
  ) {
    super(
      name,
      (u): u is A => type.is(u) && unknownKeys(type, u, []).length === 0,
      (u, c) => {
        const inner = type.validate(u, c)
        const extra = unknownKeys(type, u, c)
        if (extra.length === 0) return inner
        return t.failures(E.isLeft(inner) ? [...inner.left, ...extra] : extra)
      },
      type.encode
    )
  }
}

/**
 * Wraps a codec so that unknown keys anywhere inside it are errors.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const strict = <A, O>(codec: t.Type<A, O, unknown>, name: string = codec.name): StrictKeysType<A, O> =>
  new StrictKeysType(name, codec)

/** The io-ts and local codec structure the walkers look into. */
interface Node {
  readonly _tag?: string
  readonly type?: t.Any
  readonly types?: readonly t.Any[]
  readonly props?: t.Props
}

/** A tagged union (see `unions.ts`): the member codec for a value's tag. */
interface TaggedNode {
  readonly memberFor: (u: unknown) => t.Any | undefined
}

/** The keys an object codec names, or undefined when it accepts any keys. */
const propsOf = (codec: t.Any): Readonly<Record<string, t.Any>> | undefined => {
  const n = codec as unknown as Node
  switch (n._tag) {
    case 'InterfaceType':
    case 'PartialType':
      return n.props
    case 'ReadonlyType':
    case 'ExactType':
    case 'RefinementType':
      return n.type === undefined ? undefined : propsOf(n.type)
    case 'IntersectionType': {
      const out: Record<string, t.Any> = {}
      for (const member of n.types ?? []) {
        const p = propsOf(member)
        if (p === undefined) return undefined
        for (const k of Object.keys(p)) out[k] = p[k] as t.Any
      }
      return out
    }
    default:
      return undefined
  }
}

const NO_TYPE = t.never

/**
 * The unknown keys (and surplus tuple elements) of `u` under `codec`, as validation errors.
 * Nested {@link StrictKeysType} codecs report their own, and are not entered.
 */
const unknownKeys = (codec: t.Any, u: unknown, context: t.Context): t.ValidationError[] => {
  const out: t.ValidationError[] = []
  walk(codec, u, context, out)
  return out
}

const walk = (codec: t.Any, u: unknown, context: t.Context, out: t.ValidationError[]): void => {
  const n = codec as unknown as Node
  if (n._tag === 'TaggedUnionType') {
    const m = (codec as unknown as TaggedNode).memberFor(u)
    if (m !== undefined) walk(m, u, context, out)
    return
  }
  switch (n._tag) {
    case 'StrictKeysType':
      return
    case 'NullableType':
    case 'ReadonlyType':
    case 'ExactType':
    case 'RefinementType':
      if (u !== null && n.type !== undefined) walk(n.type, u, context, out)
      return
    case 'InterfaceType':
    case 'PartialType':
    case 'IntersectionType': {
      const props = propsOf(codec)
      if (props === undefined || !t.UnknownRecord.is(u)) return
      for (const k of Object.keys(u)) {
        const value = u[k]
        const p = hasOwn(props, k) ? props[k] : undefined
        const next: t.Context = [...context, { key: k, type: p ?? NO_TYPE, actual: value }]
        if (p === undefined) out.push({ value, context: next, message: 'unexpected key' })
        else walk(p, value, next, out)
      }
      return
    }
    case 'ArrayType':
    case 'ReadonlyArrayType':
      if (Array.isArray(u) && n.type !== undefined) {
        const item = n.type
        u.forEach((x: unknown, i) => walk(item, x, [...context, { key: String(i), type: item, actual: x }], out))
      }
      return
    case 'TupleType': {
      if (!Array.isArray(u)) return
      const types = n.types ?? []
      u.forEach((x: unknown, i) => {
        const ti = types[i]
        const next: t.Context = [...context, { key: String(i), type: ti ?? NO_TYPE, actual: x }]
        if (ti === undefined) out.push({ value: x, context: next, message: 'unexpected element' })
        else walk(ti, x, next, out)
      })
      return
    }
    case 'UnionType': {
      const m = (n.types ?? []).find((member) => member.is(u))
      if (m !== undefined) walk(m, u, context, out)
      return
    }
    default:
      return
  }
}

/**
 * A copy of `u` holding only what `codec` names (unknown keys and surplus tuple elements
 * dropped): used to write records that decode.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const prune = (codec: t.Any, u: unknown): unknown => {
  const n = codec as unknown as Node
  if (n._tag === 'TaggedUnionType') {
    const m = (codec as unknown as TaggedNode).memberFor(u)
    return m === undefined ? u : prune(m, u)
  }
  switch (n._tag) {
    case 'StrictKeysType':
    case 'NullableType':
    case 'ReadonlyType':
    case 'ExactType':
    case 'RefinementType':
      return u === null || n.type === undefined ? u : prune(n.type, u)
    case 'InterfaceType':
    case 'PartialType':
    case 'IntersectionType': {
      const props = propsOf(codec)
      if (props === undefined || !t.UnknownRecord.is(u)) return u
      const out: Record<string, unknown> = {}
      for (const k of Object.keys(props)) {
        if (hasOwn(u, k) && u[k] !== undefined) out[k] = prune(props[k] as t.Any, u[k])
      }
      return out
    }
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return Array.isArray(u) && n.type !== undefined ? u.map((x: unknown) => prune(n.type as t.Any, x)) : u
    case 'TupleType': {
      const types = n.types ?? []
      return Array.isArray(u) ? types.map((ti, i) => prune(ti, u[i])) : u
    }
    case 'UnionType': {
      const m = (n.types ?? []).find((member) => member.is(u))
      return m === undefined ? u : prune(m, u)
    }
    default:
      return u
  }
}


export { formatDecodeErrors }

/**
 * The error codes of the codecs: `input/malformed-action` (the engine's code),
 * `input/malformed-summary`, `input/malformed-game-record`, `input/malformed-match-record`.
 *
 * @category Codecs
 * @since 0.1.0
 */
export type DecodeErrorCode = 'input/malformed-action' | 'input/malformed-summary' | 'input/malformed-game-record' | 'input/malformed-match-record'

/**
 * A value that a codec rejected: the library's one error type ({@link DoppelkopfError}) with a
 * {@link DecodeErrorCode}; `details.problems` lists every problem found, one line per problem
 * with its path (see {@link formatDecodeErrors}).
 *
 * @category Codecs
 * @since 0.1.0
 */
export type DecodeError = DoppelkopfError<DecodeErrorCode>

const SHOWN_IN_MESSAGE = 3

/**
 * A decode function for a codec: never throws, and reports the problems found (at most 20, see
 * {@link formatDecodeErrors}). The value is first copied as plain data of bounded size (each
 * property read once; getters that throw, Proxies, cycles, sparse arrays, `__proto__` keys,
 * deep nesting and huge strings are problems, not exceptions), and what is returned is built
 * from that copy, so nothing the caller holds can change it later.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const decoder =
  <A>(codec: t.Type<A, unknown, unknown>, code: DecodeErrorCode, what: string, limits: PlainLimits = DEFAULT_LIMITS) =>
  (u: unknown): E.Either<DecodeError, A> => {
    let errors: readonly string[]
    const plain = toPlain(u, limits)
    if (!plain.ok) errors = [plain.problem]
    else {
      try {
        const r = codec.decode(plain.value)
        if (E.isRight(r)) return r
        errors = formatDecodeErrors(r.left)
      } catch (e) {
        errors = boundedProblems([`(root): unreadable value (${describeThrown(e)})`])
      }
    }
    const more = errors.length > SHOWN_IN_MESSAGE ? ` (and ${errors.length - SHOWN_IN_MESSAGE} more)` : ''
    return E.left(gameError(code, `Invalid ${what}: ${errors.slice(0, SHOWN_IN_MESSAGE).join('; ')}${more}`, { problems: errors }))
  }
