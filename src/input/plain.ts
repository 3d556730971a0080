/**
 * Reading values from outside: every public function that takes a value it did not make first
 * copies it here into plain data of bounded size, reading each property exactly once. Getters
 * that throw, Proxies, cycles, sparse arrays, `__proto__` keys, 10,000-deep nesting and
 * megabyte strings all end as a problem string, never as an exception, and in time linear in
 * the size read (which is bounded). What a caller holds afterwards cannot reach the copy.
 *
 * @internal
 * @module
 */
import type * as t from 'io-ts'

/**
 * Bounds of {@link toPlain}: the nesting depth, the number of values (objects, arrays and
 * scalars together) and the length of a single string.
 *
 * @internal
 */
export interface PlainLimits {
  /** The deepest nesting accepted (the root is depth 0). */
  readonly depth: number
  /** The most values read in all. */
  readonly values: number
  /** The longest string accepted. */
  readonly chars: number
}

/**
 * The default bounds: deep and large enough for any record of a long match (a Partie of 200
 * games is about 60,000 values), small enough to read in milliseconds.
 *
 * @internal
 */
export const DEFAULT_LIMITS: PlainLimits = Object.freeze({ depth: 32, values: 500_000, chars: 100_000 })

/**
 * The outcome of {@link toPlain}: the copy, or the first problem with its path.
 *
 * @internal
 */
export type PlainResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string }

class Refused {
  constructor(readonly problem: string) {}
}

const pathText = (path: readonly (string | number)[]): string => (path.length === 0 ? '(root)' : path.map(String).join('.').slice(0, 200))

/**
 * A deep copy of `u` as plain data (objects with `Object.prototype`, dense arrays, strings,
 * finite or non-finite numbers, booleans, null, and `undefined` as a property value), or the
 * first problem found. Each property is read once; the copy shares nothing with `u`. Objects of
 * other prototypes (class instances, Maps, Dates), functions, symbols and bigints are refused.
 * Every key is copied as an own data property, `__proto__` included (it never sets a
 * prototype): the decoders reject the keys they do not know.
 *
 * @internal
 */
export const toPlain = (u: unknown, limits: PlainLimits = DEFAULT_LIMITS): PlainResult => {
  let count = 0
  const path: (string | number)[] = []
  const stack = new Set<object>()
  const copy = (v: unknown, depth: number): unknown => {
    if (++count > limits.values) throw new Refused(`the value is too large (more than ${limits.values} values)`)
    switch (typeof v) {
      case 'string':
        if (v.length > limits.chars) throw new Refused(`${pathText(path)}: a string longer than ${limits.chars} characters`)
        return v
      case 'number':
      case 'boolean':
      case 'undefined':
        return v
      case 'object':
        break
      default:
        throw new Refused(`${pathText(path)}: expected JSON data`)
    }
    if (v === null) return null
    if (depth >= limits.depth) throw new Refused(`${pathText(path)}: nested deeper than ${limits.depth} levels`)
    if (stack.has(v)) throw new Refused(`${pathText(path)}: a cyclic value`)
    stack.add(v)
    let out: unknown
    if (Array.isArray(v)) {
      const length: unknown = v.length
      if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
        throw new Refused(`${pathText(path)}: an array without a valid length`)
      }
      if (count + length > limits.values) throw new Refused(`the value is too large (more than ${limits.values} values)`)
      const arr: unknown[] = new Array<unknown>(length)
      for (let i = 0; i < length; i++) {
        if (!Object.prototype.hasOwnProperty.call(v, i)) throw new Refused(`${pathText([...path, i])}: a hole in a sparse array`)
        path.push(i)
        arr[i] = copy((v as unknown[])[i], depth + 1)
        path.pop()
      }
      out = arr
    } else {
      const proto: unknown = Object.getPrototypeOf(v)
      if (proto !== Object.prototype && proto !== null) throw new Refused(`${pathText(path)}: not a plain object`)
      const keys = Object.keys(v)
      if (count + keys.length > limits.values) throw new Refused(`the value is too large (more than ${limits.values} values)`)
      const obj: Record<string, unknown> = {}
      for (const k of keys) {
        path.push(k)
        const x = copy((v as Record<string, unknown>)[k], depth + 1)
        // A `__proto__` key stays an own data property (no prototype is set): the decoders report it as unknown.
        if (k === '__proto__') Object.defineProperty(obj, k, { value: x, enumerable: true, writable: true, configurable: true })
        else obj[k] = x
        path.pop()
      }
      out = obj
    }
    stack.delete(v)
    return out
  }
  try {
    return { ok: true, value: copy(u, 0) }
  } catch (e) {
    if (e instanceof Refused) return { ok: false, problem: e.problem }
    return { ok: false, problem: `${pathText(path)}: unreadable (${describeThrown(e)})` }
  }
}

/** A short text for whatever a getter or Proxy threw (which may itself be hostile). */
export const describeThrown = (e: unknown): string => {
  try {
    const s = e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : typeof e
    return typeof s === 'string' ? clip(s, 120) : 'an exception'
  } catch {
    return 'an exception'
  }
}

/**
 * The most problems listed in an error (`errors` of a decode error, and its message).
 *
 * @internal
 */
export const MAX_PROBLEMS = 20

/** The longest problem line. @internal */
export const MAX_PROBLEM_CHARS = 240

/** Cuts a string to `max` characters, marking the cut. @internal */
export const clip = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

/**
 * Problem lines without duplicates (first occurrence kept), each at most
 * {@link MAX_PROBLEM_CHARS} long, at most {@link MAX_PROBLEMS} of them, then `… and N more`:
 * linear in the number of lines.
 *
 * @internal
 */
export const boundedProblems = (lines: Iterable<string>): readonly string[] => {
  const seen = new Set<string>()
  const out: string[] = []
  let more = 0
  for (const line of lines) {
    const l = clip(line, MAX_PROBLEM_CHARS)
    if (seen.has(l)) continue
    seen.add(l)
    if (out.length < MAX_PROBLEMS) out.push(l)
    else more++
  }
  if (more > 0) out.push(`… and ${more} more`)
  return out
}

/**
 * Freezes a value and everything it holds, stopping at objects that are already frozen (the
 * library freezes only what it made, so a frozen part was frozen whole).
 *
 * @internal
 */
export const deepFreeze = <T>(x: T): T => {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x
  Object.freeze(x)
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) deepFreeze(x[i])
  } else {
    for (const k in x) deepFreeze((x as Record<string, unknown>)[k])
  }
  return x
}

/**
 * Whether two plain values are equal: the same keys (own, enumerable) and equal values.
 *
 * @internal
 */
export const plainEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b)
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    if (a.length !== bb.length) return false
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], bb[i])) return false
    return true
  }
  const ak = Object.keys(a)
  const bk = Object.keys(b)
  if (ak.length !== bk.length) return false
  for (const k of ak) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false
    if (!plainEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}

/** The io-ts codec structure the formatter looks into. */
interface Node {
  readonly _tag?: string
  readonly type?: unknown
  readonly types?: readonly unknown[]
}

const WRAPPERS: readonly (string | undefined)[] = ['StrictKeysType', 'ReadonlyType', 'ExactType', 'RefinementType', 'NullableType']

/** Whether a context entry is a union or intersection member (its key an index, not a field). */
const isMemberKey = (entry: t.ContextEntry, parent: t.ContextEntry | undefined): boolean => {
  let n = parent?.type as unknown as Node | undefined
  while (n !== undefined && WRAPPERS.includes(n._tag) && n.type !== undefined) n = n.type as unknown as Node
  if (n?._tag !== 'UnionType' && n?._tag !== 'IntersectionType') return false
  return /^\d+$/.test(entry.key) && n.types?.[Number(entry.key)] === entry.type
}

const MAX_VALUE_CHARS = 60

/**
 * A JSON-like preview of a value, cut after about {@link MAX_VALUE_CHARS} characters: it stops
 * reading as soon as it has enough, so a megabyte value costs no more than a small one.
 *
 * @internal
 */
export const show = (u: unknown): string => {
  let out = ''
  const put = (s: string): boolean => {
    out += s
    return out.length <= MAX_VALUE_CHARS
  }
  const walk = (v: unknown, depth: number): boolean => {
    if (v === undefined) return put('undefined')
    if (typeof v === 'string') return put(JSON.stringify(v.length > MAX_VALUE_CHARS ? v.slice(0, MAX_VALUE_CHARS) : v))
    if (typeof v !== 'object' || v === null) return put(typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' || typeof v === 'function' ? typeof v : String(v))
    if (depth > 4) return put('…')
    if (Array.isArray(v)) {
      if (!put('[')) return false
      for (let i = 0; i < v.length; i++) {
        if ((i > 0 && !put(',')) || !walk(v[i], depth + 1)) return false
      }
      return put(']')
    }
    if (!put('{')) return false
    let first = true
    for (const k in v) {
      if (!Object.prototype.hasOwnProperty.call(v, k)) continue
      if ((!first && !put(',')) || !put(`${JSON.stringify(k.slice(0, MAX_VALUE_CHARS))}:`) || !walk((v as Record<string, unknown>)[k], depth + 1)) return false
      first = false
    }
    return put('}')
  }
  try {
    walk(u, 0)
  } catch {
    // A Proxy or getter that throws: even Object.prototype.toString reads Symbol.toStringTag.
    out = '(unreadable value)'
  }
  return out.length > MAX_VALUE_CHARS ? `${out.slice(0, MAX_VALUE_CHARS)}…` : out
}

/**
 * Turns io-ts errors into readable lines `path: problem`, one per error: `path` is the dotted
 * path of keys and indexes (`actions.3.card`), `(root)` for the value itself; union member
 * indexes are left out. The problem is `expected <type>, got <value>` or the error's message
 * (`unexpected key`). At most 20 lines (then `… and N more`), each at most 240 characters, duplicates dropped, in
 * time linear in the number of errors.
 *
 * @example
 * ```ts
 * const r = ActionCodec.decode({ type: 'play', seat: 4, card: 1 })
 * if (E.isLeft(r)) formatDecodeErrors(r.left) // ['seat: expected Seat, got 4']
 * ```
 * @category Codecs
 * @since 0.1.0
 */
export const formatDecodeErrors = (errors: t.Errors): readonly string[] => {
  // Only the listed lines are formatted; past them, every further error counts as one more.
  const seen = new Set<string>()
  const out: string[] = []
  let i = 0
  for (; i < errors.length && out.length < MAX_PROBLEMS; i++) {
    const e = errors[i] as t.ValidationError
    const path = e.context
      .filter((entry, j) => entry.key !== '' && !isMemberKey(entry, e.context[j - 1]))
      .map((entry) => entry.key)
      .join('.')
    const last = e.context[e.context.length - 1]
    const problem = e.message ?? `expected ${clip(last?.type.name ?? 'unknown', 160)}, got ${show(e.value)}`
    const line = clip(`${path === '' ? '(root)' : path}: ${problem}`, MAX_PROBLEM_CHARS)
    if (seen.has(line)) continue
    seen.add(line)
    out.push(line)
  }
  if (i < errors.length) out.push(`… and ${errors.length - i} more`)
  return out
}
