/**
 * What "plain data" means for a state, as the tests check it: plain objects and arrays all the
 * way down (no class instance, no getter, no symbol key, nothing that JSON or a structured clone
 * would lose), every property an own enumerable data property, everything frozen.
 */

/** Where `u` is not plain frozen data, as a path and a reason (`state.hands.0 is not frozen`), or null. */
export const notPlainData = (u: unknown, path = 'state'): string | null => {
  if (u === null || typeof u !== 'object') return typeof u === 'function' || typeof u === 'symbol' || typeof u === 'bigint' || u === undefined ? `${path} is ${typeof u}` : null
  const proto: unknown = Object.getPrototypeOf(u)
  if (proto !== Object.prototype && proto !== Array.prototype) return `${path} has the prototype of ${(proto as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'null'}`
  if (!Object.isFrozen(u)) return `${path} is not frozen`
  if (Object.getOwnPropertySymbols(u).length > 0) return `${path} has symbol keys`
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(u))) {
    if (Array.isArray(u) && k === 'length') continue
    if (!('value' in d)) return `${path}.${k} is an accessor`
    if (!d.enumerable) return `${path}.${k} is not enumerable`
    const bad = notPlainData(d.value, `${path}.${k}`)
    if (bad !== null) return bad
  }
  return null
}
