/**
 * What the engine keeps beside each state it makes: its compact form (for a card-play state the
 * bit sets and packed tricks of `compact.ts`; a marker for the other phases), in a private class
 * field added to the state object before it is frozen.
 *
 * A private field is the engine's weak map from a state to its compact form, without a weak
 * map's cost (an entry per state, made hundreds of thousands of times a second, slows every
 * garbage collection): it is no property of the state. `Object.keys`, `JSON.stringify`,
 * `structuredClone`, a spread and equality checks do not see it and no copy has it; a Proxy of a
 * state does not reach it; code outside this module can neither read nor set it. So a state is
 * the library's own exactly when it carries one, and anything else (a copy, a Proxy, a value
 * built by hand) is decoded by replaying its history.
 *
 * @module
 */

/** Returns the object it is given, so that a subclass adds its private field to any object. */
class Stamp {
  constructor(o: object) {
    return o
  }
}

/** The field, on objects that are not instances of this class (see {@link Stamp}). */
class Kept extends Stamp {
  readonly #core: unknown
  private constructor(o: object, core: unknown) {
    super(o)
    this.#core = core
  }

  /** `o` with `core` kept beside it (its result must be used: it is `o`). */
  static keep<T extends object>(o: T, core: unknown): T {
    return new Kept(o, core) as unknown as T
  }

  /** What was kept beside `u`, or undefined for a value the engine did not make. */
  static of(u: unknown): unknown {
    return typeof u === 'object' && u !== null && #core in u ? (u as unknown as Kept).#core : undefined
  }
}

/**
 * Keeps `core` beside the new state `o` (not frozen yet) and returns `o`. The returned value is
 * what the caller freezes and hands out: a build step cannot drop the call as free of effects.
 *
 * @internal
 */
export const keep: <T extends object>(o: T, core: unknown) => T = Kept.keep

/** What the engine kept beside a state it made, or undefined for any other value. @internal */
export const keptOf: (u: unknown) => unknown = Kept.of
