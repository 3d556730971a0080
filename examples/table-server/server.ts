/**
 * A table server for real play: many tables, each a match of four seats, over HTTP (Fastify)
 * and WebSocket (@fastify/websocket), every accepted action stored in an event log (PGlite or
 * PostgreSQL, see store.ts) before anyone is told about it. See docs/server.md ("The table
 * server") for the protocol.
 *
 * Each table is served by one in-memory state (table.ts) that is rebuilt from the event log when
 * the table is first used after a start. The actions of one table run one after the other (a
 * promise chain per table); an action is applied to the state, INSERTed as event number
 * `version`, and only then acknowledged and sent to the table's sockets. A unique violation on
 * that INSERT means another writer (another server process on the same database) stored that
 * event first: the table catches up with the log and the caller is told `server/conflict`.
 *
 * Several processes on one database stay in step through the store's change notifications
 * (`Store.subscribe`, PostgreSQL LISTEN/NOTIFY): on an event stored elsewhere for a table held
 * here, the new events are read from the log and applied one by one, and the sockets get a
 * view of every version; on a seat change the seats are read again. Seat changes are stored
 * (atomically, on the stored seats) like events, so no process holds state another would miss.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { realpathSync } from 'node:fs'
import { lstat, readFile, realpath } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import rateLimit from '@fastify/rate-limit'
import type { WebSocket } from 'ws'
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type DoppelkopfError, type Seat } from 'doppelkopf'
import { SEATS } from 'doppelkopf/rules'
import { playerView, spectatorView } from 'doppelkopf/views'
import { decodeAction } from 'doppelkopf/codecs'
import { botAction, heuristicBot } from 'doppelkopf/bots'
import { type Failure, type TableState, initialState, isOver, matchConfigOf, replayLog, seatToAct, step } from './table.js'
import { daily, serverDaily } from 'doppelkopf/match'
import { gameRecord, matchRecord } from 'doppelkopf/records'
import type { Change, RankedEntry, SeatStatus, Store, StoredSeat, TableRow } from './store.js'
import { playedGames } from './table.js'
import { dailyDayAt, dailyDayEnd, nameSkeleton, newDay, normaliseName } from './daily.js'
import { addressKey, limitConnectionsPerIp, positive, tokenBuckets } from '../shared/limits.js'

/** Options of {@link buildTableServer}. */
export interface TableServerOptions {
  /** Where tables and event logs live. The server does not close it: close it after `app.close()`. */
  readonly store: Store
  /** Milliseconds a bot waits before it moves (default 300; 0 in tests). */
  readonly botDelayMs?: number
  /** The largest body of POST /tables, in bytes (default 16 kB: a rule set object fits). */
  readonly maxBodyBytes?: number
  /** The largest body of POST /tables/:id/actions and /bots (default 2 kB; an action takes under 200 bytes). */
  readonly maxActionBytes?: number
  /** Requests (HTTP and WebSocket upgrades) per second per client IP, as a token bucket (default 20; Infinity: off). */
  readonly requestsPerSecond?: number
  /** The bucket's size (default 40). */
  readonly burst?: number
  /** Open connections per client IP (default 32); one beyond is destroyed at once. */
  readonly maxConnectionsPerIp?: number
  /** The largest WebSocket message a client may send, in bytes (default 4 kB); a larger one closes the socket (1009). */
  readonly maxWsMessageBytes?: number
  /** Spectator WebSockets (no token) per table (default 32); a seat's token is never refused for them. */
  readonly maxSpectatorsPerTable?: number
  /** Spectator WebSockets in all (default 2 000): their own pool, so that they never use up the sockets the seats need. */
  readonly maxSpectators?: number
  /** WebSockets in all, seats and spectators (default 10 000); beyond it an upgrade is refused (503 `server/too-many-sockets`). */
  readonly maxSockets?: number
  /** WebSockets per seat (default 4); a newer one with the seat's token closes the oldest (close code 4000), so that a seat is always reachable by its token. */
  readonly maxSocketsPerSeat?: number
  /**
   * The most bytes a socket may have waiting to be sent (default 1 MiB): a client that does not
   * read is dropped (close code 4008, the connection ended a second later) instead of the
   * server buffering for it without bound.
   */
  readonly maxSocketBufferBytes?: number
  /** WebSocket messages per second a socket may send (default 20, bursts of 40); more: the socket is closed (1008). */
  readonly wsMessagesPerSecond?: number
  /** WebSocket messages per second all sockets of one client address may send together (default 100, bursts of 200); more: the socket is closed (1008). */
  readonly wsMessagesPerSecondPerIp?: number
  /** Milliseconds between WebSocket pings; a socket that has not answered the last ping by the next one is dropped (default 30 000). */
  readonly pingIntervalMs?: number
  /** Milliseconds a request may take to arrive (default 10 000). */
  readonly requestTimeoutMs?: number
  /**
   * Milliseconds a table stays in memory after its last use once it is idle: no socket open, no
   * task in its queue, no bot to move (default 300 000; 0: as soon as it is idle; Infinity: never
   * for its age). An evicted table is read from its event log again when it is next used, as
   * after a restart. Idle tables are looked for every `min(30 s, max(50 ms, tableIdleMs / 2))`.
   */
  readonly tableIdleMs?: number
  /**
   * The most tables kept in memory (default 10 000; Infinity: no cap). Beyond it the least
   * recently used idle tables are evicted at once; busy tables (a socket open, a task queued, a
   * bot to move) are never evicted, so that the count may exceed the cap while they are.
   */
  readonly maxTablesInMemory?: number
  /**
   * A folder with the browser page (examples/web: `index.html`, `style.css`, `dist/app.js`, built
   * by `node examples/web/build.mjs`), served at `/`. The join links then open the page
   * (`/?table=ID&token=T`), which plays the seat over the WebSocket. Without it the join links
   * are the JSON view links and only the API is served.
   */
  readonly webRoot?: string
  /** The base of the join links (e.g. `https://doko.example`); default: from the request's Host header. */
  readonly publicUrl?: string
  /**
   * Tests only: POST /tables accepts a `seed` (the deal seed, normally secret and random), so that
   * a test can play the same deals twice. Never in production: whoever knows the seed knows every hand.
   */
  readonly allowTestSeed?: boolean
  /** The longest string a body or a query may hold, in UTF-16 units (default 1 000); longer: 400 `server/invalid-string`. */
  readonly maxStringChars?: number
  /** Tests only: the server's clock (ms since 1970), which decides the daily Partie's day (default Date.now). */
  readonly clock?: () => number
}

/** The tables a server holds in memory (`app.tableCache`): for tests and monitoring. */
export interface TableCache {
  /** The number of tables in memory now. */
  readonly size: () => number
  /** Whether a table is in memory now. */
  readonly has: (id: string) => boolean
  /**
   * Evicts every table that is idle and unused for `idleMs` (default `tableIdleMs`) now (the server
   * also does it on a timer with `tableIdleMs`); answers how many. `evictIdle(0)`: every idle table.
   */
  readonly evictIdle: (idleMs?: number) => number
}

/** The server {@link buildTableServer} builds: a Fastify instance with its {@link TableCache}. */
export type TableServer = FastifyInstance & { readonly tableCache: TableCache }

/** The HTTP status of an error code: 400 bad input, 409 the wrong moment or a conflict, 422 against a rule. */
export const statusOf = (code: string): number =>
  code.startsWith('input/') || code.startsWith('match/invalid') || code.startsWith('server/bad') || code === 'server/unknown-rules'
    ? 400
    : code.startsWith('turn/') || code.startsWith('phase/') || code === 'server/conflict'
      ? 409
      : 422

/** A rejection: HTTP status and `{ code, message }`. */
class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string
  ) {
    super(message)
  }
}

const reject = (status: number, code: string, message: string): never => {
  throw new Rejection(status, code, message)
}

const sha256 = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')
/** Two hex digests compared in constant time. */
const sameDigest = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url')

const TABLE_ID = /^[A-Za-z0-9_-]{16}$/

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

/** The files of the page a server serves, by extension: no source, no scripts outside the bundle's folder, no dotfiles. */
const PAGE_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2'
}

/** The page's policy: its own files only, its own server's WebSocket and API, no framing. */
const PAGE_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** What `/` answers while the page's bundle is not built: what to run, in both languages. */
const NOT_BUILT_PAGE =
  '<!doctype html><html lang="de"><meta charset="utf-8"><title>Doppelkopf: Seite nicht gebaut</title>' +
  '<h1>Die Seite ist noch nicht gebaut</h1><p>Im Ordner des Projekts: <code>npm run build &amp;&amp; node examples/web/build.mjs</code>, dann diese Seite neu laden.</p>' +
  '<p lang="en">The page is not built yet. In the project folder run <code>npm run build &amp;&amp; node examples/web/build.mjs</code>, then reload.</p></html>'

/** A folder's real path (symbolic links resolved), or the path resolved when it does not exist (yet). */
const realRoot = (dir: string): string => {
  try {
    return realpathSync(resolve(dir))
  } catch {
    return resolve(dir)
  }
}

/**
 * The file under `root` a URL names (`/` is index.html), or null: outside the folder, a dotfile,
 * `src/` or `node_modules/`, a type the page does not consist of, or a `.js` outside `dist/`.
 */
export const pageFile = (root: string, url: string): string | null => {
  const path = url.split('?')[0] ?? ''
  if (path.length > 200) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return null
  const wanted = decoded === '/' ? '/index.html' : decoded
  const segments = wanted.split('/').slice(1)
  if (segments.some((x) => x === '' || x.startsWith('.'))) return null
  if (segments[0] === 'src' || segments.includes('node_modules')) return null
  const ext = extname(wanted)
  if (PAGE_TYPES[ext] === undefined || (ext === '.js' && segments[0] !== 'dist')) return null
  const file = join(root, ...segments)
  return file.startsWith(root + sep) ? file : null
}

/** The names of the bots of a daily Partie (seats 1..3), as in the terminal game. */
const DAILY_BOTS: readonly string[] = ['Anna', 'Ben', 'Carla']
/** A player's name secret (the page keeps it): 16 to 100 base64url characters. */
const NAME_SECRET = /^[A-Za-z0-9_-]{16,100}$/
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/

/** The message a seat (or a spectator, seat null) gets: the view of the game on the table, with the table's version. */
export interface ViewMessage {
  readonly type: 'view'
  readonly table: string
  /** The number of events in the log. Grows by one with every accepted action; a client keeps the highest it saw. */
  readonly version: number
  /** The number of the game on the table (1-based; a redeal counts). */
  readonly game: number
  readonly seat: Seat | null
  readonly seats: readonly { readonly name: string; readonly status: SeatStatus }[]
  /** The match: games played (redeals not counted), of `games` in all; each seat's total; whether it is over. */
  readonly match: { readonly gamesPlayed: number; readonly games: number; readonly totals: readonly number[]; readonly over: boolean }
  /** `playerView` of the seat, or `spectatorView`. */
  readonly view: unknown
  /** The `spectatorView` of the game before this one (its settlement), or null. */
  readonly previous: unknown
}

export const viewMessage = (s: TableState, seat: Seat | null): ViewMessage => ({
  type: 'view',
  table: s.row.id,
  version: s.version,
  game: s.gameNumber,
  seat,
  seats: s.row.seats.map((x) => ({ name: x.name, status: x.status })),
  match: {
    gamesPlayed: s.match.gamesPlayed,
    games: s.match.config.gamesPerRound * s.match.config.rounds,
    totals: s.match.totals,
    over: isOver(s)
  },
  view: viewOrError(seat === null ? spectatorView(s.game) : playerView(s.game, seat)),
  previous: s.previous === null ? null : viewOrError(spectatorView(s.previous))
})

/** A view, or the library's error in its place (the server's own states always have a view). */
const viewOrError = (view: E.Either<DoppelkopfError, unknown>): unknown => (E.isRight(view) ? view.right : { error: view.left })

/** Sent to every socket of a table when a seat is taken or given to a bot (the version does not change). */
export interface SeatsMessage {
  readonly type: 'seats'
  readonly table: string
  readonly version: number
  readonly seats: ViewMessage['seats']
}

export const seatsMessage = (s: TableState): SeatsMessage => ({
  type: 'seats',
  table: s.row.id,
  version: s.version,
  seats: s.row.seats.map((x) => ({ name: x.name, status: x.status }))
})

/** Whether two seat lists say the same (jsonb does not keep the order of an object's keys). */
const sameSeats = (a: readonly StoredSeat[], b: readonly StoredSeat[]): boolean =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.name === b[i]?.name && x.status === b[i]?.status && x.tokenHash === b[i]?.tokenHash && x.inviteHash === b[i]?.inviteHash && x.creator === b[i]?.creator
  )

/**
 * Builds the server (not yet listening: `await app.listen({ port, host })`). Routes:
 *
 * - `POST /tables` `{ rules?, options?, players? }`: a new table; answers its id, one join link
 *   (with a secret token) per seat and the spectator link.
 * - `GET /tables/:id/view?token=T`: the seat's view message; without a token the spectator's.
 * - `POST /tables/:id/actions` (`Authorization: Bearer T`): an action for the token's seat.
 * - `POST /tables/:id/bots` (a seat's token) `{ seats?: number[] }`: the open seats (or the
 *   named ones) are played by the server's heuristic bot.
 * - `GET /tables/:id/ws?token=T` (WebSocket): view messages, the current one at once and a new
 *   one after every accepted action; the client may send `{ type: 'action', action, id? }`.
 */
export const buildTableServer = async (options: TableServerOptions): Promise<TableServer> => {
  const store = options.store
  const botDelayMs = options.botDelayMs ?? 300
  if (!Number.isFinite(botDelayMs) || botDelayMs < 0) throw new Error(`server/bad-option: botDelayMs must be >= 0, got ${botDelayMs}`)
  const maxBodyBytes = positive('maxBodyBytes', options.maxBodyBytes, 16 * 1024)
  const maxActionBytes = positive('maxActionBytes', options.maxActionBytes, 2 * 1024)
  const requestsPerSecond = positive('requestsPerSecond', options.requestsPerSecond, 20, true)
  const burst = positive('burst', options.burst, 40)
  const maxConnectionsPerIp = positive('maxConnectionsPerIp', options.maxConnectionsPerIp, 32)
  const maxWsMessageBytes = positive('maxWsMessageBytes', options.maxWsMessageBytes, 4 * 1024)
  const maxSpectatorsPerTable = positive('maxSpectatorsPerTable', options.maxSpectatorsPerTable, 32)
  const maxSpectators = positive('maxSpectators', options.maxSpectators, 2_000)
  const maxSockets = positive('maxSockets', options.maxSockets, 10_000)
  const maxSocketsPerSeat = positive('maxSocketsPerSeat', options.maxSocketsPerSeat, 4)
  const maxSocketBufferBytes = positive('maxSocketBufferBytes', options.maxSocketBufferBytes, 1024 * 1024)
  const wsMessagesPerSecond = positive('wsMessagesPerSecond', options.wsMessagesPerSecond, 20, true)
  const wsMessagesPerSecondPerIp = positive('wsMessagesPerSecondPerIp', options.wsMessagesPerSecondPerIp, 100, true)
  const requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs, 10_000)
  const pingIntervalMs = positive('pingIntervalMs', options.pingIntervalMs, 30_000)
  const tableIdleMs = options.tableIdleMs ?? 300_000
  if (!(tableIdleMs === Infinity || (Number.isSafeInteger(tableIdleMs) && tableIdleMs >= 0))) {
    throw new Error(`server/bad-option: tableIdleMs must be a whole number >= 0 or Infinity, got ${tableIdleMs}`)
  }
  const maxTablesInMemory = positive('maxTablesInMemory', options.maxTablesInMemory, 10_000, true)
  const maxStringChars = positive('maxStringChars', options.maxStringChars, 1_000)
  /** The web root as the file system names it (its own symbolic links resolved once): every file served must lie under it by that name. */
  const webRoot = options.webRoot === undefined ? null : realRoot(options.webRoot)

  const app = Fastify({
    logger: false,
    bodyLimit: maxBodyBytes,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs * 3,
    return503OnClosing: true,
    forceCloseConnections: true,
    // Node looks for late requests only this often (30 s by default, whatever the timeouts).
    http: { headersTimeout: Math.min(5_000, requestTimeoutMs), connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs) }
  })
  limitConnectionsPerIp(app.server, maxConnectionsPerIp)
  // JSON only: no text/plain bodies; JSON in UTF-8 only (bytes that are not UTF-8: 415), parsed
  // by Fastify's own parser (which refuses __proto__ and constructor keys).
  app.removeContentTypeParser('text/plain')
  app.removeContentTypeParser('application/json')
  const jsonParser = app.getDefaultJsonParser('error', 'error')
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      done(new Rejection(415, 'server/unsupported-media-type', 'The body is not UTF-8: send JSON in UTF-8'), undefined)
      return
    }
    jsonParser(req, text, done)
  })
  await app.register(websocket, { options: { maxPayload: maxWsMessageBytes } })

  // ---------------------------------------------------------------------------------------
  // Tables in memory, one queue per table
  // ---------------------------------------------------------------------------------------

  const tables = new Map<string, TableState>()
  const queues = new Map<string, Promise<unknown>>()
  const sockets = new Map<string, Set<{ readonly socket: WebSocket; readonly seat: Seat | null }>>()
  const botTimers = new Map<string, NodeJS.Timeout>()
  /** Open WebSockets (seats and spectators) and spectator sockets, in all. */
  let socketCount = 0
  let spectatorCount = 0

  /**
   * Sends a text to a socket unless the socket has more than `maxSocketBufferBytes` waiting:
   * then the client does not read, and it is dropped (4008) rather than buffered for.
   */
  const deliver = (socket: WebSocket, text: string): void => {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount + text.length > maxSocketBufferBytes) {
      socket.close(4008, 'too slow: the server does not buffer more for this socket')
      // The close frame waits behind what the client does not read: the connection ends a second later.
      setTimeout(() => socket.terminate(), 1_000).unref()
      return
    }
    socket.send(text)
  }
  /** When each table in memory was last used (performance.now()), least recently used first. */
  const lastUsed = new Map<string, number>()
  let closing = false

  /** Marks a table in memory as used now (it moves to the end of the LRU order). */
  const touch = (id: string): void => {
    lastUsed.delete(id)
    lastUsed.set(id, performance.now())
  }

  /**
   * Whether a table may leave memory: nobody is connected, nothing is queued, no bot timer runs
   * and no bot is to move. Its state is then exactly the replay of its log (every change is
   * stored before it is applied in memory), so reading it again later gives the same state.
   */
  const evictable = (id: string): boolean => {
    const s = tables.get(id)
    if (s === undefined || queues.has(id) || botTimers.has(id) || (sockets.get(id)?.size ?? 0) > 0) return false
    const seat = seatToAct(s)
    return seat === null || s.row.seats[seat]?.status !== 'bot'
  }

  const evict = (id: string): void => {
    tables.delete(id)
    lastUsed.delete(id)
  }

  /** Evicts the least recently used idle tables while more than `maxTablesInMemory` are held (never `keep`). */
  const enforceCap = (keep: string): void => {
    if (tables.size <= maxTablesInMemory) return
    for (const id of [...lastUsed.keys()]) {
      if (tables.size <= maxTablesInMemory) return
      if (id !== keep && evictable(id)) evict(id)
    }
  }

  /** Evicts every idle table unused for `idleMs`. */
  const evictIdle = (idleMs: number = tableIdleMs): number => {
    if (idleMs === Infinity) return 0
    const now = performance.now()
    let evicted = 0
    for (const [id, at] of [...lastUsed]) {
      if (now - at < idleMs) break // the rest were used later
      if (evictable(id)) {
        evict(id)
        evicted++
      }
    }
    return evicted
  }
  const sweeper = tableIdleMs === Infinity ? null : setInterval(() => evictIdle(), Math.min(30_000, Math.max(50, tableIdleMs / 2))).unref()

  /** Runs `fn` after every earlier task of the table has finished. */
  const queued = <T>(id: string, fn: () => Promise<T>): Promise<T> => {
    const before = queues.get(id) ?? Promise.resolve()
    const run = before.then(fn)
    const tail = run.catch(() => {})
    queues.set(id, tail)
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id)
    })
    return run
  }

  /** The table's state, from memory or rebuilt from the store (inside the table's queue only). */
  const loadUnqueued = async (id: string): Promise<TableState> => {
    const cached = tables.get(id)
    if (cached !== undefined) {
      touch(id)
      return cached
    }
    const row = await store.getTable(id)
    if (row === null) return reject(404, 'server/no-such-table', `No table ${id}`)
    const state = replayLog(row, await store.events(id))
    if (E.isLeft(state)) return reject(500, state.left.code, state.left.message)
    tables.set(id, state.right)
    touch(id)
    enforceCap(id)
    // A process killed between the last event and the leaderboard entry (or the mark): both are written now.
    await recordIfDaily(state.right)
    if (isOver(state.right)) await store.markOver(id)
    // A table read again (after a restart or an eviction) gets its bots back.
    scheduleBots(id)
    return state.right
  }

  const load = (id: string): Promise<TableState> => {
    if (!TABLE_ID.test(id)) return Promise.reject(new Rejection(404, 'server/no-such-table', 'No such table'))
    const cached = tables.get(id)
    if (cached === undefined) return queued(id, () => loadUnqueued(id))
    touch(id)
    return Promise.resolve(cached)
  }

  const broadcast = (s: TableState): void => {
    for (const c of sockets.get(s.row.id) ?? []) deliver(c.socket, JSON.stringify(viewMessage(s, c.seat)))
  }

  /** The seat a token belongs to (compared in constant time with every seat's digest), or null. */
  const seatOfToken = (s: TableState, token: string): Seat | null => {
    if (!TOKEN.test(token)) return null
    const given = Buffer.from(sha256(token), 'hex')
    let seat: Seat | null = null
    for (const i of SEATS) {
      const stored = Buffer.from(s.row.seats[i]?.tokenHash ?? '', 'hex')
      if (stored.length === given.length && timingSafeEqual(given, stored)) seat = i
    }
    return seat
  }

  /** The table's state with these seats (when they differ from the ones in memory); the sockets get a seats message. */
  const withSeats = (s: TableState, seats: readonly StoredSeat[]): TableState => {
    if (sameSeats(seats, s.row.seats)) return s
    const next: TableState = { ...s, row: { ...s.row, seats } }
    tables.set(s.row.id, next)
    // Not an event: the version stays, and the sockets learn the seats from a message of its own.
    const message = JSON.stringify(seatsMessage(next))
    for (const c of sockets.get(s.row.id) ?? []) deliver(c.socket, message)
    return next
  }

  /**
   * Changes the seats in the store (atomically on the stored seats, which another process may
   * have changed: `change` decides on those) and in memory. Inside the table's queue.
   */
  const setSeats = async (s: TableState, change: (seats: readonly StoredSeat[]) => readonly StoredSeat[]): Promise<TableState> =>
    withSeats(s, await store.updateSeats(s.row.id, change))

  /** The seat of a token; an open seat becomes 'human' (its token has been used). */
  const claim = (id: string, token: string): Promise<{ readonly state: TableState; readonly seat: Seat }> =>
    queued(id, async () => {
      const s = await loadUnqueued(id)
      const seat = seatOfToken(s, token)
      if (seat === null) return reject(401, 'server/unauthorized', 'The token is not one of this table\'s seats')
      if (s.row.seats[seat]?.status !== 'open') return { state: s, seat }
      const state = await setSeats(s, (seats) => seats.map((x, i) => (i === seat && x.status === 'open' ? { ...x, status: 'human' as const } : x)))
      return { state, seat }
    })

  /**
   * Brings a table in memory up to the log (inside the table's queue): the events another
   * writer stored since its version are applied one by one, and the sockets get a view of each
   * version, so that no client misses one. A table not in memory is left alone (it is read from
   * the log when it is used). Answers the state.
   */
  const catchUp = async (id: string): Promise<TableState | undefined> => {
    const held = tables.get(id)
    if (held === undefined) return undefined
    let s: TableState = held
    const log = await store.events(id, s.version)
    for (const [i, event] of log.entries()) {
      const action = decodeAction(event)
      const next = E.isLeft(action) ? null : step(s, action.right)
      if (next === null || E.isLeft(next)) {
        tables.delete(id)
        return reject(500, 'server/corrupt-log', `Event ${s.version + i} of table ${id} does not replay`)
      }
      s = next.right
      tables.set(id, s)
      broadcast(s)
    }
    if (log.length > 0) scheduleBots(id)
    return s
  }

  /** A change stored by any writer (this process too: then the table is up to date and nothing happens). */
  const onChange = (change: Change): void => {
    if (closing) return
    const ids = change.table === null ? [...tables.keys()] : [change.table]
    for (const id of ids) {
      const s = tables.get(id)
      if (s === undefined) continue // not in memory: read from the log when it is used
      // An event this process has stored or is storing (PGlite tells its own NOTIFY before the INSERT returns).
      if (change.seq !== null && (change.seq < s.version || appending.get(id) === change.seq)) continue
      void queued(id, async () => {
        if (change.seq === null) {
          const row = await store.getTable(id)
          const now = tables.get(id)
          if (row !== null && now !== undefined) withSeats(now, row.seats)
          scheduleBots(id)
        }
        if (change.seq !== null || change.table === null) await catchUp(id)
      }).catch(() => {
        // A store failure: the next notification, action or conflict tries again.
      })
    }
  }
  let unsubscribe: (() => Promise<void>) | null = null
  /** The event each table is storing now (one at a time: inside its queue). */
  const appending = new Map<string, number>()

  /**
   * Applies an action of `seat` (inside the table's queue): the engine checks it, the event is
   * stored, then the table's sockets get their views. A bot's action passes `byBot`.
   */
  const submit = (id: string, seat: Seat, action: Action, byBot: boolean, expected?: number): Promise<TableState> =>
    queued(id, async () => {
      const s = await loadUnqueued(id)
      if (expected !== undefined && expected !== s.version) {
        return reject(409, 'server/conflict', `The action was meant for version ${expected}; the table is at version ${s.version}`)
      }
      if (action.seat !== seat) return reject(403, 'server/not-your-seat', `You sit at seat ${seat} and cannot act for seat ${action.seat}`)
      const status = s.row.seats[seat]?.status
      if (!byBot && status === 'bot') return reject(403, 'server/seat-is-bot', `Seat ${seat} is played by the server's bot`)
      if (byBot && status !== 'bot') return reject(409, 'server/conflict', `Seat ${seat} is no bot seat`)
      const next = step(s, action)
      if (E.isLeft(next)) return reject(statusOf(next.left.code), next.left.code, next.left.message)
      appending.set(id, s.version)
      const stored = await store.appendEvent(id, s.version, action).finally(() => appending.delete(id))
      if (stored === 'conflict') {
        // Another writer stored event `version` first: our state is stale. Catch up with the log.
        const fresh = (await catchUp(id)) ?? (await loadUnqueued(id))
        return reject(409, 'server/conflict', `Another action was stored first; the table is at version ${fresh.version} now`)
      }
      tables.set(id, next.right)
      if (next.right.match.gamesPlayed !== s.match.gamesPlayed || isOver(next.right) !== isOver(s)) await recordIfDaily(next.right)
      if (isOver(next.right) && !isOver(s)) await store.markOver(id)
      broadcast(next.right)
      scheduleBots(id)
      return next.right
    })

  /** A daily Partie's progress to the day's leaderboard: its player's total after each game, finished once over (idempotent). */
  const recordIfDaily = async (s: TableState): Promise<void> => {
    const day = s.row.daily
    const player = s.row.seats[0]?.name
    if (day === null || player === undefined) return
    await store.recordDaily(day, player, s.match.totals[0] ?? 0, s.row.id, s.match.gamesPlayed, isOver(s))
  }

  /** When a bot is to act, its move after `botDelayMs` (one timer per table). */
  const scheduleBots = (id: string): void => {
    if (closing || botTimers.has(id)) return
    const s = tables.get(id)
    if (s === undefined) return
    const seat = seatToAct(s)
    if (seat === null || s.row.seats[seat]?.status !== 'bot') return
    const timer = setTimeout(() => {
      botTimers.delete(id)
      if (closing) return
      const now = tables.get(id)
      if (now === undefined || seatToAct(now) !== seat) {
        scheduleBots(id)
        return
      }
      // The bot decides from the seat's view only; its random choices come from the secret seed.
      const action = botAction(heuristicBot, now.game, seat, `${now.row.seed}/bot/${now.version}`)
      if (action === null) return
      submit(id, seat, action, true).catch(() => {
        // A conflict reloaded the table and scheduled the bots again; a store failure stops this table's bots until the next action.
      })
    }, botDelayMs)
    botTimers.set(id, timer)
  }

  // Heartbeat: a peer that went away without closing is noticed within two intervals.
  const alive = new WeakMap<WebSocket, boolean>()
  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const { socket } of set) {
        if (alive.get(socket) === false) socket.terminate()
        else {
          alive.set(socket, false)
          socket.ping()
        }
      }
    }
  }, pingIntervalMs).unref()

  app.addHook('onClose', async () => {
    closing = true
    await unsubscribe?.().catch(() => {})
    clearInterval(heartbeat)
    if (sweeper !== null) clearInterval(sweeper)
    for (const t of botTimers.values()) clearTimeout(t)
    botTimers.clear()
    await Promise.all([...queues.values()])
  })

  // ---------------------------------------------------------------------------------------
  // HTTP
  // ---------------------------------------------------------------------------------------

  // Requests per client address (@fastify/rate-limit, in memory, bounded by its LRU cache of
  // addresses): `burst` requests in every window of burst / requestsPerSecond seconds, WebSocket
  // upgrades included; beyond, 429 with Retry-After.
  if (requestsPerSecond !== Infinity) {
    await app.register(rateLimit, {
      max: burst,
      timeWindow: Math.max(1, Math.round((burst / requestsPerSecond) * 1000)),
      cache: 100_000,
      keyGenerator: (req) => addressKey(req.socket.remoteAddress),
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: (_req, context) =>
        new Rejection(429, 'server/too-many-requests', `At most ${requestsPerSecond} requests per second (bursts of ${burst}) from one address; retry in ${context.after}`)
    })
  }
  // Plain UTF-8 JSON only: no compressed or otherwise encoded body, no charset but UTF-8.
  app.addHook('onRequest', async (req, reply) => {
    const encoding = req.headers['content-encoding']
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return reply.code(415).send({ code: 'server/unsupported-media-type', message: 'No Content-Encoding: send plain JSON in UTF-8' })
    }
    const type = req.headers['content-type']
    if (type !== undefined) {
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(type)?.[1]
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
        return reply.code(415).send({ code: 'server/unsupported-media-type', message: `charset=${charset.slice(0, 20)}: send JSON in UTF-8` })
      }
    }
  })
  // Every string of a body or a query is checked before anything reaches the database: no NUL, no
  // lone surrogate (PostgreSQL refuses both), none longer than maxStringChars.
  app.addHook('preValidation', async (req) => {
    const problem = badString(req.body, maxStringChars) ?? badString(req.query, maxStringChars)
    if (problem !== null) return reject(400, 'server/invalid-string', problem)
  })
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff')
    return payload
  })

  app.setErrorHandler((error: FastifyError | Rejection, _req, reply) => {
    if (error instanceof Rejection) {
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="doppelkopf"')
      return reply.code(error.status).send({ code: error.code, message: error.message })
    }
    const fe = error as FastifyError
    const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500
    const code =
      fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'server/body-too-large'
        : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'server/unsupported-media-type'
          : status === 400
            ? 'server/malformed-json'
            : status === 500
              ? 'server/internal'
              : 'server/bad-request'
    const message =
      code === 'server/unsupported-media-type'
        ? 'Send JSON: "Content-Type: application/json"'
        : code === 'server/internal'
          ? 'Internal error'
          : code === 'server/malformed-json'
            ? 'The body is not valid JSON'
            : fe.message.slice(0, 200)
    return reply.code(status).send({ code, message })
  })
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ code: 'server/not-found', message: `No route ${req.method} ${req.url.split('?')[0]?.slice(0, 100)}` }))

  const baseUrl = (req: FastifyRequest): string => options.publicUrl ?? `${req.protocol}://${req.host}`
  const bearer = (req: FastifyRequest): string => {
    const m = /^Bearer +(\S{1,200})$/i.exec((req.headers.authorization ?? '').trim())
    if (m?.[1] === undefined) return reject(401, 'server/unauthorized', 'Send your seat token as "Authorization: Bearer <token>"')
    return m[1]
  }
  const tokenParam = (req: FastifyRequest): string | undefined => {
    const t = (req.query as Record<string, unknown> | undefined)?.['token']
    if (t !== undefined && typeof t !== 'string') return reject(400, 'server/bad-request', 'token: expected one string')
    return t ?? (req.headers.authorization === undefined ? undefined : bearer(req))
  }
  const idOf = (req: FastifyRequest): string => (req.params as { id: string }).id
  /** `?version=N` (HTTP) or `version` (WebSocket): the version the client saw when it chose the action. */
  const expectedVersion = (v: unknown): number | undefined => {
    if (v === undefined) return undefined
    const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return reject(400, 'server/bad-request', 'version: expected a table version (a whole number)')
    return n
  }

  app.post('/tables', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reject(400, 'server/bad-request', 'Expected { rules?, options?, players? }')
    const keys = options.allowTestSeed === true ? ['rules', 'options', 'players', 'seat', 'seed'] : ['rules', 'options', 'players', 'seat']
    const unknownKey = Object.keys(body).find((k) => !keys.includes(k))
    if (unknownKey !== undefined) return reject(400, 'server/bad-request', `${unknownKey.slice(0, 40)}: unexpected key (expected ${keys.join(', ')})`)
    const testSeed = body['seed']
    if (testSeed !== undefined && (typeof testSeed !== 'string' || testSeed === '' || testSeed.length > 200)) {
      return reject(400, 'server/bad-request', 'seed: expected a string of 1 to 200 characters')
    }
    const config = matchConfigOf(body['rules'], body['options'])
    if (E.isLeft(config)) return reject(statusOf(config.left.code), config.left.code, config.left.message)
    const given = body['players'] ?? ['Player 1', 'Player 2', 'Player 3', 'Player 4']
    const names = Array.isArray(given) && given.length === 4 ? given.map(normaliseName) : []
    const players = names.flatMap((n) => (E.isRight(n) ? [n.right] : []))
    if (players.length !== 4 || new Set(players).size !== 4) {
      return reject(400, 'server/bad-players', 'players: expected four distinct names of 1 to 24 characters (no control or invisible characters)')
    }
    const creator = body['seat'] ?? 0
    if (!SEATS.includes(creator as Seat)) return reject(400, 'server/bad-request', 'seat: expected the creator\'s seat, 0 to 3')
    // The creator gets its own seat's token; every other seat an invite (single use: whoever
    // redeems it first gets a token of its own, which the creator never sees).
    const token = newSecret(24)
    const invites = SEATS.map((seat) => (seat === creator ? null : newSecret(24)))
    const { rules, ...rest } = config.right
    const row: TableRow = {
      id: newSecret(12),
      rules,
      config: rest,
      seats: SEATS.map((seat) => {
        const invite = invites[seat]
        return invite === null || invite === undefined
          ? { name: players[seat] as string, tokenHash: sha256(token), status: 'open' as const, creator: true }
          : { name: players[seat] as string, tokenHash: sha256(newSecret(24)), status: 'open' as const, inviteHash: sha256(invite) }
      }),
      // The deal seed decides every hand: secret, random, never sent (a given one only with allowTestSeed).
      seed: testSeed ?? newSecret(32),
      created: new Date(),
      daily: null
    }
    const opened = await openTable(req, row, SEATS.map((seat) => (seat === creator ? token : undefined)))
    const site = baseUrl(req)
    return reply.code(201).send({
      ...opened,
      seat: creator,
      invites: SEATS.flatMap((seat) => {
        const invite = invites[seat]
        if (invite === null || invite === undefined) return []
        const link = webRoot === null ? `${site}/tables/${row.id}/join?invite=${invite}` : `${site}/?table=${row.id}&invite=${invite}`
        return [{ seat, name: row.seats[seat]?.name, invite, link }]
      }),
      status: `${site}/tables/${row.id}/status`
    })
  })

  // An invite redeemed: the seat's own token, once (the invite is spent).
  app.post('/tables/:id/join', { bodyLimit: maxActionBytes }, async (req) => {
    const id = idOf(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    const invite = typeof body === 'object' && body !== null ? body['invite'] : undefined
    if (typeof invite !== 'string' || !TOKEN.test(invite)) return reject(400, 'server/bad-request', 'Expected { invite }: the invite of a seat')
    await load(id)
    const token = newSecret(24)
    let seat: Seat | null = null
    await queued(id, async () => {
      const s = await loadUnqueued(id)
      return setSeats(s, (stored) => {
        const i = stored.findIndex((x) => x.inviteHash !== undefined && sameDigest(x.inviteHash, sha256(invite)))
        if (i < 0) return reject(410, 'server/invite-used', 'This invite is used or is none of this table\'s: ask the table\'s creator for another')
        if (stored[i]?.status === 'bot') return reject(409, 'server/seat-is-bot', `Seat ${i} is played by the server's bot`)
        seat = i as Seat
        return stored.map((x, j) => {
          if (j !== i) return x
          const { inviteHash: _spent, ...rest } = x
          return { ...rest, tokenHash: sha256(token) }
        })
      })
    })
    const theSeat = seat as Seat | null
    if (theSeat === null) return reject(500, 'server/internal', 'The invite was not redeemed')
    const l = links(req, id, null, SEATS.map((x) => (x === theSeat ? token : undefined)))
    return { id, seat: theSeat, ...l.seats[0] }
  })

  // A table's seats and progress, for a waiting room: who joined, who is a bot, who is invited (no secrets, no cards).
  app.get('/tables/:id/status', async (req) => {
    const s = await load(idOf(req))
    return {
      id: s.row.id,
      version: s.version,
      seats: s.row.seats.map((x, seat) => ({ seat, name: x.name, status: x.status, invited: x.inviteHash !== undefined, creator: x.creator === true })),
      match: { gamesPlayed: s.match.gamesPlayed, games: s.match.config.gamesPerRound * s.match.config.rounds, over: isOver(s) },
      daily: s.row.daily
    }
  })

  /** Stores a new table (unless `stored`) and answers its seats' tokens and links. */
  const openTable = async (req: FastifyRequest, row: TableRow, tokens: readonly (string | undefined)[], stored = false) => {
    const initial = initialState(row)
    if (E.isLeft(initial)) return reject(statusOf(initial.left.code), initial.left.code, initial.left.message)
    if (!stored) await store.createTable(row)
    tables.set(row.id, initial.right)
    touch(row.id)
    enforceCap(row.id)
    return links(req, row.id, row.daily, tokens, row.seats)
  }

  /** A table's links: one per seat whose token is given, and the spectator's. */
  const links = (req: FastifyRequest, id: string, day: string | null, tokens: readonly (string | undefined)[], seats?: readonly StoredSeat[]) => {
    const site = baseUrl(req)
    const base = `${site}/tables/${id}`
    const wsBase = base.replace(/^http/, 'ws')
    const held = tables.get(id)
    const names = seats ?? held?.row.seats
    /** The link to give the seat's player: the page when this server serves it, else the seat's JSON view. */
    const joinOf = (token: string): string =>
      webRoot === null ? `${base}/view?token=${token}` : `${site}/?table=${id}&token=${token}${day === null ? '' : `&daily=${day}`}`
    return {
      id,
      seats: SEATS.flatMap((seat) => {
        const token = tokens[seat]
        return token === undefined
          ? []
          : [{ seat, name: names?.[seat]?.name, token, join: joinOf(token), view: `${base}/view?token=${token}`, ws: `${wsBase}/ws?token=${token}` }]
      }),
      spectator: { view: `${base}/view`, ws: `${wsBase}/ws` },
      version: held?.version ?? 0
    }
  }

  const now = options.clock ?? Date.now
  /** The daily Partie's day now (midnight in Europe/Berlin starts a day). */
  const today = (): string => dailyDayAt(now())
  /** Whether a day of the daily Partie is over (its secret may be revealed). */
  const dayOver = (day: string): boolean => now() >= dailyDayEnd(day)
  /** Today's date (Europe/Berlin), or a given one when started for tests. */
  const dayOf = (given: unknown): string => {
    if (given === undefined) return today()
    if (options.allowTestSeed !== true) return reject(400, 'server/bad-request', 'date: only today\'s daily Partie can be played')
    if (typeof given !== 'string') return reject(400, 'input/invalid-date', 'date: expected YYYY-MM-DD')
    const d = daily(given)
    if (E.isLeft(d)) return reject(400, 'input/invalid-date', 'date: expected YYYY-MM-DD')
    return d.right.date
  }

  // The daily Partie: one player at seat 0 against the server's bots, dealt from the day's secret
  // (the library's `serverDaily`); one Partie per player and day, its score on the day's leaderboard.
  app.post('/daily', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reject(400, 'server/bad-request', 'Expected { name, secret? }')
    const keys = options.allowTestSeed === true ? ['name', 'secret', 'date'] : ['name', 'secret']
    const unknownKey = Object.keys(body).find((k) => !keys.includes(k))
    if (unknownKey !== undefined) return reject(400, 'server/bad-request', `${unknownKey.slice(0, 40)}: unexpected key (expected ${keys.join(', ')})`)
    const normalised = normaliseName(body['name'])
    if (E.isLeft(normalised)) return reject(400, 'server/bad-players', `name: ${normalised.left}`)
    const key = nameSkeleton(normalised.right)
    if (DAILY_BOTS.some((b) => nameSkeleton(b) === key)) return reject(400, 'server/bad-players', `name: ${DAILY_BOTS.join(', ')} are the bots' names`)
    const given = body['secret']
    if (given !== undefined && (typeof given !== 'string' || !NAME_SECRET.test(given))) {
      return reject(400, 'server/bad-request', 'secret: expected the secret of the name (16 to 100 characters of A-Z, a-z, 0-9, - and _)')
    }
    const day = dayOf(body['date'])
    // The name: claimed now with the given secret (or a fresh one, answered once), or already this secret's.
    const secret = given ?? newSecret(24)
    const claim = await store.claimName({ key, name: normalised.right, secretHash: sha256(secret) })
    if (!sameDigest(claim.secretHash, sha256(secret))) {
      return reject(409, 'server/name-taken', `The name "${normalised.right}" (or one that looks like it: "${claim.name}") belongs to someone else`)
    }
    const fresh = claim.secretHash === sha256(secret) && given === undefined
    const theDay = await store.dailyDay(day, () => newDay(day))
    if (theDay === null) return reject(500, 'server/internal', 'The day has no secret')
    const partie = serverDaily(day, theDay.secret)
    if (E.isLeft(partie)) return reject(500, 'server/internal', partie.left.message)
    const { rules, ...rest } = partie.right.config
    const token = newSecret(24)
    const row: TableRow = {
      id: newSecret(12),
      rules,
      config: rest,
      seats: SEATS.map((seat) =>
        seat === 0
          ? { name: claim.name, tokenHash: sha256(token), status: 'open' as const }
          : { name: DAILY_BOTS[seat - 1] as string, tokenHash: sha256(newSecret(24)), status: 'bot' as const }
      ),
      // The day's secret Partie seed: every deal and every bot choice of the day come from it.
      seed: partie.right.seed,
      created: new Date(),
      daily: day
    }
    const started = await store.startDaily(day, key, row)
    let answer
    if (started.created) {
      answer = await openTable(req, row, [token], true)
      scheduleBots(row.id)
    } else {
      // The player's Partie of the day exists: it is resumed (never dealt again), with a new token for seat 0.
      const id = started.table
      await load(id)
      await queued(id, async () => setSeats(await loadUnqueued(id), (seats) => seats.map((x, i) => (i === 0 ? { ...x, tokenHash: sha256(token) } : x))))
      answer = links(req, id, day, [token])
    }
    return reply.code(started.created ? 201 : 200).send({
      ...answer,
      date: day,
      commitment: theDay.commitment,
      name: claim.name,
      resumed: !started.created,
      // The name's secret, when the server drew it: the only time it is sent. Keep it to play under this name again.
      ...(fresh ? { secret } : {})
    })
  })

  /** A day as the public may see it: its commitment always, its secret once it is over. */
  const dayAnswer = (day: string, d: { commitment: string; secret: string }) => ({
    date: day,
    commitment: d.commitment,
    ends: new Date(dailyDayEnd(day)).toISOString(),
    secret: dayOver(day) ? d.secret : null
  })

  // Today's day: the commitment to its secret, published when the day opens.
  app.get('/daily', async () => {
    const day = today()
    const d = await store.dailyDay(day, () => newDay(day))
    if (d === null) return reject(500, 'server/internal', 'The day has no secret')
    return dayAnswer(day, d)
  })

  app.get('/daily/:date', async (req) => {
    const day = dateParam(req)
    const d = await store.dailyDay(day)
    if (d === null) return reject(404, 'server/no-such-day', `No daily Partie was dealt on ${day}`)
    return dayAnswer(day, d)
  })

  // The browser page (examples/web), when the server serves it: its files at / (index.html), the join links open it.
  if (webRoot !== null) {
    const servePage = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const file = pageFile(webRoot, req.url)
      if (file === null) return reject(404, 'server/not-found', `No route GET ${req.url.split('?')[0]?.slice(0, 100)}`)
      const bundle = join(webRoot, 'dist', 'app.js')
      // The page without its bundle would be blank: a page that says what to run instead.
      if (file === join(webRoot, 'index.html') && !(await lstat(bundle).then((st) => st.isFile(), () => false))) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', PAGE_CSP)
          .send(NOT_BUILT_PAGE)
      }
      let body: Buffer
      try {
        // No symbolic links: the file's real path must be the path asked for (no link on the way), and a file.
        if ((await realpath(file)) !== file || !(await lstat(file)).isFile()) return reject(404, 'server/not-found', 'No such file')
        body = await readFile(file)
      } catch {
        const page = file.endsWith('index.html') || file.includes('/dist/')
        return reject(404, 'server/not-found', page ? 'The page is not built: run "npm run build && node examples/web/build.mjs"' : 'No such file')
      }
      return reply
        .type(PAGE_TYPES[extname(file)] ?? 'application/octet-stream')
        .header('Content-Security-Policy', PAGE_CSP)
        .header('Referrer-Policy', 'no-referrer')
        .send(body)
    }
    app.get('/', servePage)
    app.get('/*', servePage)
  }

  /** The `:date` of a route: a date of the daily Partie. */
  const dateParam = (req: FastifyRequest): string => {
    const d = daily((req.params as { date: string }).date)
    if (E.isLeft(d)) return reject(400, 'input/invalid-date', 'date: expected YYYY-MM-DD')
    return d.right.date
  }
  /** A leaderboard row as answered: the table (for an audit) only once the day is over. */
  const entryAnswer = (e: RankedEntry, over: boolean) => ({
    rank: e.rank,
    player: e.player,
    score: e.score,
    finished: e.finished,
    games: e.games,
    ...(over ? { table: e.table } : {})
  })

  // A day's ranking of finished Parties, a page of it (`limit` up to 100, `offset`), and the player's own row.
  app.get('/daily/:date/leaderboard', async (req) => {
    const day = dateParam(req)
    const q = (req.query ?? {}) as Record<string, unknown>
    const int = (name: string, fallback: number, max: number): number => {
      const v = q[name]
      if (v === undefined) return fallback
      if (typeof v !== 'string' || !/^\d{1,7}$/.test(v) || Number(v) > max) return reject(400, 'server/bad-request', `${name}: expected a whole number up to ${max}`)
      return Number(v)
    }
    const limit = int('limit', 100, 100)
    // A deeper page costs the database its offset in index entries: 10 000 at most.
    const offset = int('offset', 0, 10_000)
    const player = q['player']
    if (player !== undefined && typeof player !== 'string') return reject(400, 'server/bad-request', 'player: expected one name')
    const over = dayOver(day)
    const entries = await store.leaderboard(day, limit, offset)
    let you: RankedEntry | null = null
    if (typeof player === 'string') {
      const name = normaliseName(player)
      const claim = E.isRight(name) ? await store.playerClaim(nameSkeleton(name.right)) : null
      you = claim === null ? null : await store.leaderboardEntry(day, claim.name)
    }
    return { date: day, entries: entries.map((e) => entryAnswer(e, over)), you: you === null ? null : entryAnswer(you, over) }
  })

  // Once its day is over, a daily Partie's audit: everything `auditDaily` (doppelkopf/bots) checks.
  app.get('/tables/:id/audit', async (req) => {
    const id = idOf(req)
    const s = await load(id)
    const day = s.row.daily
    if (day === null) return reject(404, 'server/not-daily', 'Only a daily Partie has an audit')
    if (!dayOver(day)) return reject(403, 'server/day-not-over', `The day ${day} is not over: its secret and its deals are revealed at ${new Date(dailyDayEnd(day)).toISOString()}`)
    const d = await store.dailyDay(day)
    if (d === null) return reject(404, 'server/no-such-day', `No secret for ${day} (a Partie started before the server drew secrets)`)
    const games = playedGames(s.row, await store.events(id))
    if (E.isLeft(games)) return reject(500, games.left.code, games.left.message)
    const names = s.row.seats.map((x) => x.name) as [string, string, string, string]
    return { date: day, commitment: d.commitment, secret: d.secret, record: matchRecord(s.match.config, games.right.map((g) => gameRecord(g, names))) }
  })

  /** Refuses a spectator of a daily Partie while its day runs: the day's deals are the same for every player. */
  const spectatorAllowed = (s: TableState): void => {
    if (s.row.daily !== null && !dayOver(s.row.daily)) {
      reject(403, 'server/daily-private', 'A daily Partie has no spectators while its day runs (everyone plays the same deals)')
    }
  }

  app.get('/tables/:id/view', async (req) => {
    const id = idOf(req)
    const token = tokenParam(req)
    if (token === undefined) {
      const s = await load(id)
      spectatorAllowed(s)
      return viewMessage(s, null)
    }
    await load(id)
    const { state, seat } = await claim(id, token)
    return viewMessage(state, seat)
  })

  app.post('/tables/:id/actions', { bodyLimit: maxActionBytes }, async (req) => {
    const id = idOf(req)
    const token = bearer(req)
    await load(id)
    const decoded = decodeAction(req.body)
    if (E.isLeft(decoded)) return reject(400, decoded.left.code, decoded.left.message)
    const { seat } = await claim(id, token)
    const next = await submit(id, seat, decoded.right, false, expectedVersion((req.query as Record<string, unknown> | undefined)?.['version']))
    return viewMessage(next, seat)
  })

  app.post('/tables/:id/bots', { bodyLimit: maxActionBytes }, async (req) => {
    const id = idOf(req)
    const token = bearer(req)
    await load(id)
    const body = (req.body ?? {}) as { seats?: unknown }
    const wanted = body.seats
    if (wanted !== undefined && !(Array.isArray(wanted) && wanted.every((x) => SEATS.includes(x as Seat)))) {
      return reject(400, 'server/bad-request', 'seats: expected an array of seats 0..3')
    }
    const { state: held, seat: caller } = await claim(id, token)
    if (held.row.seats[caller]?.creator !== true && held.row.daily === null && held.row.seats.some((x) => x.creator === true)) {
      return reject(403, 'server/not-creator', 'Only the table\'s creator seats bots')
    }
    if (held.row.daily !== null) return reject(409, 'server/daily-seats', 'A daily Partie\'s seats are fixed: the player at seat 0, the bots at 1 to 3')
    const state = await queued(id, async () => {
      const s = await loadUnqueued(id)
      // Decided on the stored seats: another process may have given a seat to a human meanwhile.
      return setSeats(s, (stored) => {
        const targets = (wanted as Seat[] | undefined) ?? SEATS.filter((seat) => stored[seat]?.status === 'open')
        const taken = targets.find((seat) => stored[seat]?.status === 'human')
        if (taken !== undefined) return reject(409, 'server/seat-taken', `Seat ${taken} is played by a human`)
        return stored.map((x, i) => (targets.includes(i as Seat) ? { ...x, status: 'bot' as const } : x))
      })
    })
    scheduleBots(id)
    return viewMessage(state, null)
  })

  // ---------------------------------------------------------------------------------------
  // WebSocket
  // ---------------------------------------------------------------------------------------

  const wsSeat = new WeakMap<FastifyRequest, Seat | null>()
  const wsSocketBuckets = tokenBuckets(wsMessagesPerSecond, 2 * (wsMessagesPerSecond === Infinity ? 1 : wsMessagesPerSecond))
  const wsAddressBuckets = tokenBuckets(wsMessagesPerSecondPerIp, 2 * (wsMessagesPerSecondPerIp === Infinity ? 1 : wsMessagesPerSecondPerIp))
  let socketSerial = 0
  const rejectUpgrade = (reply: FastifyReply, e: unknown): FastifyReply => {
    const r = e instanceof Rejection ? e : new Rejection(500, 'server/internal', 'Internal error')
    return reply.code(r.status).send({ code: r.code, message: r.message })
  }

  app.get(
    '/tables/:id/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        try {
          const id = idOf(req)
          await load(id)
          const token = tokenParam(req)
          if (socketCount >= maxSockets) return reject(503, 'server/too-many-sockets', `At most ${maxSockets} sockets`)
          if (token === undefined) {
            spectatorAllowed(await load(id))
            const here = [...(sockets.get(id) ?? [])].filter((c) => c.seat === null).length
            if (here >= maxSpectatorsPerTable) return reject(503, 'server/too-many-spectators', `At most ${maxSpectatorsPerTable} spectators per table`)
            if (spectatorCount >= maxSpectators) return reject(503, 'server/too-many-spectators', `At most ${maxSpectators} spectators`)
          }
          wsSeat.set(req, token === undefined ? null : (await claim(id, token)).seat)
        } catch (e) {
          return rejectUpgrade(reply, e)
        }
      }
    },
    (socket, req) => {
      const id = idOf(req)
      const seat = wsSeat.get(req) ?? null
      const conn = { socket, seat }
      const send = (m: unknown): void => deliver(socket, JSON.stringify(m))
      // The caps again, now that the socket is open (upgrades that passed the check at once may exceed it).
      const spectatorsHere = [...(sockets.get(id) ?? [])].filter((c) => c.seat === null).length
      if (socketCount >= maxSockets || (seat === null && (spectatorCount >= maxSpectators || spectatorsHere >= maxSpectatorsPerTable))) {
        socket.close(1013, 'too many sockets')
        return
      }
      socketCount++
      if (seat === null) spectatorCount++
      const key = addressKey(req.socket.remoteAddress)
      const socketKey = `socket:${++socketSerial}`
      socket.on('close', () => {
        socketCount--
        if (seat === null) spectatorCount--
        const set = sockets.get(id)
        set?.delete(conn)
        if (set?.size === 0) sockets.delete(id)
        // Idle from now on (when nothing else holds it): the idle time counts from the last goodbye.
        if (tables.has(id)) touch(id)
      })
      socket.on('error', () => socket.terminate())
      socket.on('pong', () => alive.set(socket, true))
      // Joined inside the table's queue, so that no view of a later version can overtake the first one.
      void queued(id, async () => {
        const s = await loadUnqueued(id)
        if (socket.readyState !== socket.OPEN) return
        const set = sockets.get(id) ?? new Set()
        // A seat is always reachable by its token: beyond maxSocketsPerSeat the oldest of its sockets gives way.
        if (seat !== null) {
          const mine = [...set].filter((c) => c.seat === seat)
          for (const old of mine.slice(0, Math.max(0, mine.length - maxSocketsPerSeat + 1))) {
            set.delete(old)
            old.socket.close(4000, 'replaced by a newer connection of this seat')
          }
        }
        sockets.set(id, set.add(conn))
        send(viewMessage(s, seat))
      }).catch(() => socket.close(1011, 'internal error'))

      socket.on('message', (data, isBinary) => {
        // Rate limits: per socket and per client address; a flood closes the socket (1008).
        const at = performance.now()
        if (wsSocketBuckets.take(socketKey, at) > 0 || wsAddressBuckets.take(key, at) > 0) {
          if (socket.readyState === socket.OPEN) socket.close(1008, 'too many messages')
          return
        }
        let msg: { type?: unknown; action?: unknown; id?: unknown; version?: unknown }
        try {
          if (isBinary) throw new Error('binary')
          msg = JSON.parse(data.toString()) as typeof msg
        } catch {
          send({ type: 'error', code: 'server/malformed-json', message: 'Send JSON text messages' })
          return
        }
        const ref = typeof msg?.id === 'string' || typeof msg?.id === 'number' ? msg.id : null
        if (typeof msg !== 'object' || msg === null || msg.type !== 'action') {
          send({ type: 'error', id: ref, code: 'server/bad-request', message: 'Expected { type: "action", action, id? }' })
          return
        }
        if (seat === null) {
          send({ type: 'error', id: ref, code: 'server/unauthorized', message: 'Spectators cannot act' })
          return
        }
        const decoded = decodeAction(msg.action)
        if (E.isLeft(decoded)) {
          send({ type: 'error', id: ref, code: decoded.left.code, message: decoded.left.message })
          return
        }
        let expected: number | undefined
        try {
          expected = expectedVersion(msg.version)
        } catch (e) {
          send({ type: 'error', id: ref, code: 'server/bad-request', message: (e as Error).message })
          return
        }
        submit(id, seat, decoded.right, false, expected).then(
          (s) => send({ type: 'accepted', id: ref, version: s.version }),
          (e: unknown) => {
            const r = e instanceof Rejection ? e : new Rejection(500, 'server/internal', 'Internal error')
            send({ type: 'error', id: ref, code: r.code, message: r.message })
          }
        )
      })
    }
  )

  // Changes by other processes on the same database (and this one's, which change nothing).
  if (store.subscribe !== undefined) unsubscribe = await store.subscribe(onChange)

  // Tables with bots keep playing after a restart.
  for (const id of await store.tablesWithBots()) {
    try {
      await load(id)
      scheduleBots(id)
    } catch {
      // A table that does not replay is reported when someone uses it.
    }
  }

  const tableCache: TableCache = { size: () => tables.size, has: (id) => tables.has(id), evictIdle: (idleMs) => evictIdle(idleMs) }
  app.decorate('tableCache', tableCache)
  return app as unknown as TableServer
}

export type { Failure }
