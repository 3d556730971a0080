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
 *
 * The modules: server.ts (this: the options and the wiring), http.ts (settings, rejections,
 * secrets, the string check), tables.ts (the tables in memory, their queues, bots and
 * messages), routes.ts (HTTP hooks, the tables' routes, the page), daily.ts (the daily Partie),
 * sockets.ts (WebSockets and their limits), store.ts (the database), table.ts (a table's state).
 */
import Fastify, { type FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import { limitConnectionsPerIp, positive } from '../shared/limits.js'
import type { Store } from './store.js'
import type { Failure } from './table.js'
import { Rejection, type Settings } from './http.js'
import { createTables } from './tables.js'
import { realRoot, registerRoutes } from './routes.js'
import { registerDailyRoutes } from './daily.js'
import { registerSockets } from './sockets.js'

export { statusOf, badString } from './http.js'
export { pageFile } from './routes.js'
export { type ViewMessage, type SeatsMessage, viewMessage, seatsMessage } from './tables.js'

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
  /** WebSocket messages per second all sockets of one client address may send together (default 1000, bursts of 2000: a load test's clients share one address; one socket's own rate is the tighter bound); more: the socket is closed (1008). */
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
  /** The WebSockets open now (seats and spectators, on every table). */
  readonly sockets: () => number
}

/** The server {@link buildTableServer} builds: a Fastify instance with its {@link TableCache}. */
export type TableServer = FastifyInstance & { readonly tableCache: TableCache }

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
  const wsMessagesPerSecondPerIp = positive('wsMessagesPerSecondPerIp', options.wsMessagesPerSecondPerIp, 1000, true)
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

  const settings: Settings = {
    store, botDelayMs, maxBodyBytes, maxActionBytes, requestsPerSecond, burst, maxConnectionsPerIp, maxWsMessageBytes, maxSpectatorsPerTable, maxSpectators, maxSockets, maxSocketsPerSeat, maxSocketBufferBytes, wsMessagesPerSecond, wsMessagesPerSecondPerIp, requestTimeoutMs, pingIntervalMs, tableIdleMs, maxTablesInMemory, maxStringChars, webRoot,
    publicUrl: options.publicUrl,
    allowTestSeed: options.allowTestSeed === true,
    now: options.clock ?? Date.now
  }
  const hub = createTables(settings)
  app.addHook('onClose', () => hub.close())
  const ctx = await registerRoutes(app, hub, settings)
  registerDailyRoutes(app, hub, ctx, settings)
  const openSockets = registerSockets(app, hub, ctx, settings)
  await hub.start()

  const tableCache: TableCache = { size: () => hub.tables.size, has: (id) => hub.tables.has(id), evictIdle: (idleMs) => hub.evictIdle(idleMs), sockets: openSockets }
  app.decorate('tableCache', tableCache)
  return app as unknown as TableServer
}

export type { Failure }
