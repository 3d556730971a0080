/**
 * Vitest set-up for every test file: equality of game states by their public fields.
 *
 * A card-play state keeps its data in private fields and shows it through getters, which
 * `toEqual` does not look at (it compares own enumerable properties). This tester compares such
 * a state by its plain form (`toJSON`, what `JSON.stringify` writes), so that two states, or a
 * state and a plain value read back from JSON, are equal exactly when their public fields are.
 */
import { expect } from 'vitest'

const plainForm = (x: unknown): unknown =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as { toJSON?: unknown }).toJSON === 'function' && 'phase' in x
    ? (x as unknown as { toJSON: () => unknown }).toJSON()
    : x

expect.addEqualityTesters([
  function stateEquality(this: { equals: (a: unknown, b: unknown) => boolean }, a: unknown, b: unknown): boolean | undefined {
    const pa = plainForm(a)
    const pb = plainForm(b)
    if (pa === a && pb === b) return undefined
    return this.equals(pa, pb)
  }
])
