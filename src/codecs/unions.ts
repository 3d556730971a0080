/**
 * Codec types that only the action and record codecs need: `null`-able values and tagged
 * unions with precise error paths. Kept apart from `common.ts` so the engine's entry point
 * (which decodes summaries and rule sets) does not carry them.
 *
 * @module
 */
import * as t from 'io-ts'
import { hasOwn, oneOf } from '../input/codec.js'

/**
 * `codec`, or null.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export class NullableType<A, O> extends t.Type<A | null, O | null, unknown> {
  /** The tag the unknown-key walker dispatches on. */
  readonly _tag = 'NullableType' as const
  constructor(readonly type: t.Type<A, O, unknown>) {
    super(
      `${type.name} | null`,
      (u): u is A | null => u === null || type.is(u),
      (u, c) => (u === null ? t.success(null) : type.validate(u, c)),
      (a) => (a === null ? null : type.encode(a))
    )
  }
}

/**
 * `codec`, or null.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const nullable = <A, O>(codec: t.Type<A, O, unknown>): NullableType<A, O> => new NullableType(codec)

/**
 * A union of object codecs told apart by a string tag (`type`, `kind`): an unknown tag is
 * reported at the tag's path (`actions.3.type: expected "declare" | "play" | "announce"`), a known
 * one is decoded by its member alone, so every error names a real field.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export class TaggedUnionType<A, O> extends t.Type<A, O, unknown> {
  /** The tag the unknown-key walker dispatches on. */
  readonly _tag = 'TaggedUnionType' as const
  /** The member codec for a value's tag, if the tag is known. */
  readonly memberFor: (u: unknown) => t.Any | undefined
  constructor(
    name: string,
    /** The name of the tag field. */
    readonly tag: string,
    /** The member codec of each tag value. */
    readonly members: Readonly<Record<string, t.Any>>
  ) {
    const values = Object.keys(members)
    const tagType = oneOf(values.map((k) => JSON.stringify(k)).join(' | '), values)
    const memberFor = (u: unknown): t.Any | undefined => {
      if (!t.UnknownRecord.is(u) || !hasOwn(u, tag)) return undefined
      const v = u[tag]
      return typeof v === 'string' && hasOwn(members, v) ? members[v] : undefined
    }
    super(
      name,
      (u): u is A => {
        const m = memberFor(u)
        return m !== undefined && m.is(u)
      },
      (u, c) => {
        if (!t.UnknownRecord.is(u)) return t.failure(u, c)
        const m = memberFor(u)
        if (m === undefined) {
          const value = hasOwn(u, tag) ? u[tag] : undefined
          return t.failure(value, [...c, { key: tag, type: tagType, actual: value }])
        }
        return m.validate(u, c) as t.Validation<A>
      },
      (a) => {
        const m = memberFor(a)
        return (m === undefined ? a : m.encode(a)) as O
      }
    )
    this.memberFor = memberFor
  }
}

/**
 * Builds a {@link TaggedUnionType}: `members` maps each tag value to its codec.
 *
 * @internal
 * @category Codecs
 * @since 0.1.0
 */
export const taggedUnion = <M extends Record<string, t.Mixed>>(
  tag: string,
  members: M,
  name: string
): TaggedUnionType<t.TypeOf<M[keyof M]>, t.OutputOf<M[keyof M]>> => new TaggedUnionType(name, tag, members)
