/**
 * Per-IP limits of the example servers (examples/server and examples/table-server): a token
 * bucket of requests per second and a cap on open connections, both counted by client address
 * (IPv4 as it is, IPv6 by its /64 prefix).
 */
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The key the per-IP limits count a client under: an IPv4 address as it is (also when written
 * as an IPv4-mapped IPv6 address), an IPv6 address by its first 64 bits.
 */
export const addressKey = (address: string | undefined): string => {
  if (address === undefined || address === '') return 'unknown'
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1] !== undefined) return mapped[1]
  if (!address.includes(':')) return address
  // A trailing dotted quad stands for the last two groups; '::' for as many zero groups as are missing.
  const plain = (address.split('%')[0] ?? '').replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`
  )
  const [head = '', tail] = plain.split('::')
  const groups = (part: string | undefined): string[] => (part === undefined || part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = groups(tail)
  const all = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`
}

/**
 * Token buckets by key: each holds up to `burst` tokens and refills at `perSecond`; a request
 * takes one. `take` answers 0 when the request may pass, else the whole seconds until a token is
 * back (for `Retry-After`). Full buckets are forgotten now and then.
 */
export const tokenBuckets = (perSecond: number, burst: number): { take: (key: string, now: number) => number } => {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const refillMs = (burst / perSecond) * 1000
  let swept = 0
  const tokensAt = (b: { tokens: number; at: number }, now: number): number => Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond)
  return {
    take: (key, now) => {
      if (perSecond === Infinity) return 0
      if (now - swept > Math.max(refillMs, 10_000)) {
        swept = now
        for (const [k, b] of buckets) if (tokensAt(b, now) >= burst) buckets.delete(k)
      }
      const b = buckets.get(key)
      const tokens = b === undefined ? burst : tokensAt(b, now)
      if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / perSecond))
      buckets.set(key, { tokens: tokens - 1, at: now })
      return 0
    }
  }
}

/** Destroys every connection beyond `max` open ones per client key, before it can send anything. */
export const limitConnectionsPerIp = (server: Server, max: number): void => {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress)
    const count = open.get(key) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(key, count + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}

/** A limit from the options, or its default: a positive integer (or, with `allowInfinity`, Infinity). Anything else throws. */
export const positive = (name: string, value: number | undefined, fallback: number, allowInfinity = false): number => {
  if (value === undefined) return fallback
  const valid = (allowInfinity && value === Infinity) || (Number.isSafeInteger(value) && value > 0)
  if (!valid) throw new Error(`server/bad-option: ${name} must be a positive integer, got ${value}`)
  return value
}
