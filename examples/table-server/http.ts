/**
 * What the table server's modules share: its settings (the options with their defaults), the
 * rejection every route and socket answers with (`{ code, message }` and an HTTP status), the
 * secrets' helpers, and the check of every string before it reaches the database.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Store } from './store.js'

/** The options of `buildTableServer` with their defaults filled in (server.ts reads and checks them). */
export interface Settings {
  readonly store: Store
  readonly botDelayMs: number
  readonly maxBodyBytes: number
  readonly maxActionBytes: number
  readonly requestsPerSecond: number
  readonly burst: number
  readonly maxConnectionsPerIp: number
  readonly maxWsMessageBytes: number
  readonly maxSpectatorsPerTable: number
  readonly maxSpectators: number
  readonly maxSockets: number
  readonly maxSocketsPerSeat: number
  readonly maxSocketBufferBytes: number
  readonly wsMessagesPerSecond: number
  readonly wsMessagesPerSecondPerIp: number
  readonly requestTimeoutMs: number
  readonly pingIntervalMs: number
  readonly tableIdleMs: number
  readonly maxTablesInMemory: number
  readonly maxStringChars: number
  /** The web root's real path, or null: the API only. */
  readonly webRoot: string | null
  readonly publicUrl: string | undefined
  readonly allowTestSeed: boolean
  /** The server's clock (ms since 1970). */
  readonly now: () => number
}

/** The HTTP status of an error code: 400 bad input, 409 the wrong moment or a conflict, 422 against a rule. */
export const statusOf = (code: string): number =>
  code.startsWith('input/') || code.startsWith('match/invalid') || code.startsWith('server/bad') || code === 'server/unknown-rules'
    ? 400
    : code.startsWith('turn/') || code.startsWith('phase/') || code === 'server/conflict'
      ? 409
      : 422

/** A rejection: HTTP status and `{ code, message }`. */
export class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

export const reject = (status: number, code: string, message: string): never => {
  throw new Rejection(status, code, message)
}

export const sha256 = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')
/** Two hex digests compared in constant time. */
export const sameDigest = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
export const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url')

export const TABLE_ID = /^[A-Za-z0-9_-]{16}$/

/**
 * The first string (a value or a key, at any depth) of a parsed body or query that must not
 * reach the database, described; null when every one is fine: a NUL, a lone surrogate, or more
 * than `max` characters.
 */
export const badString = (value: unknown, max: number): string | null => {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: '' }]
  for (let seen = 0; stack.length > 0 && seen < 100_000; seen++) {
    const { v, path } = stack.pop() as { v: unknown; path: string }
    if (typeof v === 'string') {
      const at = path === '' ? 'the value' : path
      if (v.length > max) return `${at}: at most ${max} characters`
      if (v.includes('\u0000')) return `${at}: a NUL character`
      if (/\p{Cs}/u.test(v)) return `${at}: a lone surrogate (not Unicode text)`
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        const keyPath = `${path}${path === '' ? '' : '.'}${k.slice(0, 40)}`
        if (k.length > max || k.includes('\u0000') || /\p{Cs}/u.test(k)) return `${keyPath}: a key with a NUL, a lone surrogate or too many characters`
        stack.push({ v: x, path: keyPath })
      }
    }
  }
  return null
}

/** The names of the bots of a daily Partie (seats 1..3), as in the terminal game. */
export const DAILY_BOTS: readonly string[] = ['Anna', 'Ben', 'Carla']
/** A player's name secret (the page keeps it): 16 to 100 base64url characters. */
export const NAME_SECRET = /^[A-Za-z0-9_-]{16,100}$/
export const TOKEN = /^[A-Za-z0-9_-]{1,100}$/
