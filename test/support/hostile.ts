/**
 * Hostile values for the fuzz tests: sparse arrays, prototype keys, 10,000-deep nesting,
 * megabyte strings and arrays, throwing getters, Proxies (throwing, and answering differently on
 * every read), cycles, non-data values, and valid values corrupted at a random place with one of
 * them.
 */
import fc from 'fast-check'

/** 10,000 nested arrays, as `JSON.parse` makes them. */
export const DEEP_ARRAY: unknown = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000))

/** 10,000 nested objects. */
export const DEEP_OBJECT: unknown = (() => {
  let o: unknown = 1
  for (let i = 0; i < 10_000; i++) o = { a: o }
  return o
})()

/** A 1 MB string. */
export const HUGE_STRING = 'x'.repeat(1 << 20)

/** A named maker of a fresh hostile value (fresh: Proxies count their reads). */
export interface Hostile {
  readonly name: string
  readonly make: (original: unknown) => unknown
}

const throwing = (): never => {
  throw new Error('hostile getter')
}

/** Each maker gets the value it replaces (some wrap it). */
export const HOSTILE: readonly Hostile[] = [
  { name: 'sparse array with a hole', make: () => {
    const a = [30, 4]
    a.length = 3
    return a
  } },
  { name: 'new Array(3)', make: () => new Array(3) },
  { name: 'hole in place of the value', make: (o) => (Array.isArray(o) ? (() => {
    const a = o.slice()
    if (a.length > 0) delete a[a.length - 1]
    else a.length = 2
    return a
  })() : [o, , o]) },
  { name: '10,000-deep arrays', make: () => DEEP_ARRAY },
  { name: '10,000-deep objects', make: () => DEEP_OBJECT },
  { name: '1 MB string', make: () => HUGE_STRING },
  { name: '1 M element array', make: () => new Array(1 << 20).fill(0) },
  { name: '1 M element array of strings', make: () => new Array(1 << 20).fill('x') },
  { name: 'throwing getter', make: () => Object.defineProperty({}, 'kind', { enumerable: true, get: throwing }) },
  { name: 'throwing getter on the value', make: (o) => {
    if (typeof o !== 'object' || o === null) return Object.defineProperty({}, 'x', { enumerable: true, get: throwing })
    const copy: Record<string, unknown> = Array.isArray(o) ? ([...o] as unknown as Record<string, unknown>) : { ...o }
    const keys = Object.keys(copy)
    const k = keys[0] ?? '0'
    Object.defineProperty(copy, k, { enumerable: true, get: throwing })
    return copy
  } },
  { name: 'Proxy throwing in every trap', make: () => new Proxy({}, {
    get: throwing, has: throwing, ownKeys: throwing, getPrototypeOf: throwing, getOwnPropertyDescriptor: throwing
  }) },
  { name: 'Proxy of the value answering differently on each read', make: (o) => {
    if (typeof o !== 'object' || o === null) {
      let m = 0
      return new Proxy({ value: o }, { get: () => ++m })
    }
    let n = 0
    return new Proxy(o, {
      get: (t, k) => (++n % 2 === 0 ? 'changed' : (t as Record<PropertyKey, unknown>)[k])
    })
  } },
  { name: 'Proxy of an array answering a length of 2^32-1', make: () => new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : (t as unknown as Record<PropertyKey, unknown>)[k]) }) },
  { name: 'cyclic object', make: () => {
    const o: Record<string, unknown> = { kind: 'healthy' }
    o['self'] = o
    return o
  } },
  { name: 'cyclic array', make: () => {
    const a: unknown[] = [1]
    a.push(a)
    return a
  } },
  { name: '__proto__ key (JSON)', make: () => JSON.parse('{"__proto__": {"polluted": 1}, "kind": "healthy"}') },
  { name: 'constructor.prototype key', make: () => ({ constructor: { prototype: { polluted: 1 } } }) },
  { name: 'Object.prototype member names', make: () => ({ toString: 1, hasOwnProperty: 2, valueOf: 3 }) },
  { name: 'symbol', make: () => Symbol('hostile') },
  { name: 'bigint', make: () => 10n },
  { name: 'function', make: () => () => 1 },
  { name: 'Map', make: () => new Map([['kind', 'healthy']]) },
  { name: 'Date', make: () => new Date(0) },
  { name: 'NaN', make: () => Number.NaN },
  { name: 'Infinity', make: () => Number.POSITIVE_INFINITY },
  { name: 'undefined', make: () => undefined },
  { name: 'null', make: () => null },
  { name: 'class instance', make: () => new (class Point {
    x = 1
  })() }
]

/** The paths (keys from the root) of every value inside a plain JSON value, the root included. */
export const pathsOf = (u: unknown, prefix: readonly string[] = [], out: string[][] = []): string[][] => {
  out.push([...prefix])
  if (typeof u === 'object' && u !== null) {
    for (const k of Object.keys(u)) pathsOf((u as Record<string, unknown>)[k], [...prefix, k], out)
  }
  return out
}

/** How a valid value is corrupted: at which path (an index into its paths) and with what. */
export interface Corruption {
  readonly path: number
  readonly how:
    | { readonly kind: 'replace'; readonly hostile: number }
    | { readonly kind: 'addKey'; readonly key: string }
    | { readonly kind: 'freeze' }
}

/** A corruption of any value (the path index is taken modulo the value's paths). */
export const corruptionArb: fc.Arbitrary<Corruption> = fc.record({
  path: fc.nat(),
  how: fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), hostile: fc.nat({ max: HOSTILE.length - 1 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('addKey' as const),
        key: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'polluted', 'unexpected')
      })
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('freeze' as const) }) }
  )
})

const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x)
    for (const k of Object.keys(x)) deepFreeze((x as Record<string, unknown>)[k])
  }
  return x
}

/**
 * A JSON copy of `valid`, corrupted as `c` says, and whether the copy still holds the same data
 * (a frozen copy does; a key added to an object, a replaced value do not; a Proxy that answers
 * differently on each read may give the same data to a reader that reads each property once:
 * null, unknown).
 */
export const corrupt = (valid: unknown, c: Corruption): { readonly value: unknown; readonly same: boolean | null; readonly what: string } => {
  const copy = JSON.parse(JSON.stringify(valid)) as unknown
  const paths = pathsOf(copy)
  const path = paths[c.path % paths.length] as string[]
  if (c.how.kind === 'freeze') return { value: deepFreeze(copy), same: true, what: 'frozen' }
  const parentPath = path.slice(0, -1)
  let parent: unknown = copy
  for (const k of parentPath) parent = (parent as Record<string, unknown>)[k]
  const last = path[path.length - 1]
  const at = last === undefined ? copy : (parent as Record<string, unknown>)[last]
  if (c.how.kind === 'addKey') {
    const target = typeof at === 'object' && at !== null && !Array.isArray(at) ? at : null
    if (target === null) {
      // Not an object there: replace it by one holding the key.
      const o = Object.defineProperty({}, c.how.key, { value: { polluted: 1 }, enumerable: true, writable: true, configurable: true })
      if (last === undefined) return { value: o, same: false, what: `{ ${c.how.key} } at the root` }
      ;(parent as Record<string, unknown>)[last] = o
      return { value: copy, same: false, what: `{ ${c.how.key} } at ${path.join('.')}` }
    }
    Object.defineProperty(target, c.how.key, { value: { polluted: 1 }, enumerable: true, writable: true, configurable: true })
    return { value: copy, same: false, what: `key ${c.how.key} added at ${path.join('.') || '(root)'}` }
  }
  const hostile = HOSTILE[c.how.hostile] as Hostile
  const leaf = hostile.make(at)
  // A replacement by an equal value (null for null) or by a Proxy that may read as the original may leave the data as it was.
  const same = hostile.name.startsWith('Proxy of the value') || Object.is(leaf, at) ? null : false
  if (last === undefined) return { value: leaf, same, what: `${hostile.name} at the root` }
  ;(parent as Record<string, unknown>)[last] = leaf
  return { value: copy, same, what: `${hostile.name} at ${path.join('.')}` }
}

/** Whether `Object.prototype` (and `Array.prototype`) gained anything: a polluted prototype. */
export const polluted = (): boolean =>
  ({} as Record<string, unknown>)['polluted'] !== undefined ||
  ([] as unknown as Record<string, unknown>)['polluted'] !== undefined ||
  Object.getOwnPropertyNames(Object.prototype).length !== OBJECT_PROTOTYPE_NAMES

const OBJECT_PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).length

/**
 * Tries to change everything reachable from `u` (fields set, arrays pushed and emptied), ignoring
 * what refuses (frozen values): what a careless or hostile caller does with a value it holds.
 */
export const mutateEverything = (u: unknown, seen = new Set<unknown>()): void => {
  if (typeof u !== 'object' || u === null || seen.has(u)) return
  seen.add(u)
  for (const k of Object.keys(u)) mutateEverything((u as Record<string, unknown>)[k], seen)
  const attempt = (f: () => void): void => {
    try {
      f()
    } catch {
      // frozen: the library's promise holds
    }
  }
  if (Array.isArray(u)) {
    attempt(() => u.push(99, undefined))
    attempt(() => u.reverse())
    attempt(() => {
      u[0] = 'mutated'
    })
    return
  }
  for (const k of Object.keys(u)) {
    attempt(() => {
      ;(u as Record<string, unknown>)[k] = typeof (u as Record<string, unknown>)[k] === 'number' ? 3 : 'mutated'
    })
  }
  attempt(() => {
    ;(u as Record<string, unknown>)['extra'] = 1
  })
}

/** Whether a value is an fp-ts Either. */
export const isEither = (u: unknown): u is { readonly _tag: 'Left'; readonly left: unknown } | { readonly _tag: 'Right'; readonly right: unknown } =>
  typeof u === 'object' && u !== null && (((u as { _tag?: unknown })._tag === 'Left' && 'left' in u) || ((u as { _tag?: unknown })._tag === 'Right' && 'right' in u))
