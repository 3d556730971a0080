/**
 * A small HTTP server that holds one Doppelkopf match and validates every move (node:http only).
 *
 *   npx tsx examples/server/server.ts          # port 8080, or PORT=9000, HOST=127.0.0.1
 *
 * It prints one secret token per seat and a referee token. Seats send them as
 * `Authorization: Bearer <token>`. See examples/server/README.md for the endpoints.
 *
 * The server keeps all state in one immutable value and replaces it only after a request has
 * passed every check, so a rejected request never changes anything.
 *
 * It deals from a secret random seed unless told otherwise: whoever knows the seed knows every
 * hand, so a fixed seed is for tests only.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES, createServer } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { addressKey, limitConnectionsPerIp, tokenBuckets } from '../shared/limits.js'

export { addressKey }
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type BySeat, type DoppelkopfError, type Game, type Seat, isFinished } from 'doppelkopf'
import { SEATS } from 'doppelkopf/rules'
import { playerView, spectatorView } from 'doppelkopf/views'
import { type GameRecord, type MatchRecord, decodeAction } from 'doppelkopf/codecs'
import {
  type GameRecorder,
  matchRecord,
  recordAction,
  recorderRecord,
  startRecording
} from 'doppelkopf/records'
import {
  type Match,
  isMatchOver,
  matchConfigs,
  newMatch,
  nextDeal,
  recordGame,
  startNextGame
} from 'doppelkopf/match'

/**
 * Options of {@link createDoppelkopfServer}. Every limit is per server; the per-IP ones count
 * IPv4 addresses one by one and IPv6 addresses by their /64 prefix (one host usually holds a
 * whole /64). Behind a reverse proxy every client has the proxy's address: set the limits there.
 */
export interface DoppelkopfServerOptions {
  /** The players' names, by seat (default "Player 1" .. "Player 4"). */
  readonly players?: BySeat<string>
  /**
   * Game n is dealt from the seed `${seed}/${n}` (`dealFromSeed`), so whoever knows the seed can
   * compute every hand of every game. The default is a secret random seed (32 bytes from
   * `node:crypto`) that the server never shows. Pass a fixed seed in tests only: a server that
   * players can reach must use a secret, random one.
   */
  readonly seed?: string
  /** The largest request body accepted, in bytes (default 4 kB; an action takes under 200). Larger: 413. */
  readonly maxBodyBytes?: number
  /**
   * Requests per second per client IP, as a token bucket (default 20). A request that finds the
   * bucket empty is answered 429 with a `Retry-After` header. `Infinity` turns the limit off.
   */
  readonly requestsPerSecond?: number
  /** The bucket's size: how many requests an IP may send at once after a pause (default 40). */
  readonly burst?: number
  /**
   * The most connections one client IP may hold open at once (default 16). A connection beyond
   * that is closed at once (the socket is destroyed, without an HTTP answer).
   */
  readonly maxConnectionsPerIp?: number
  /**
   * Milliseconds from the start of a request until its headers must have arrived (default 5000),
   * and then until the whole request must have arrived (`requestTimeoutMs`, default 10000, at
   * least `headersTimeoutMs`). A request that is late is answered 408 and its connection closed,
   * at most a fifth of the smaller timeout (and at most 1 s) after the deadline.
   */
  readonly headersTimeoutMs?: number
  /** See `headersTimeoutMs`. */
  readonly requestTimeoutMs?: number
}

/**
 * A server created by {@link createDoppelkopfServer}, not yet listening.
 */
export interface DoppelkopfServer {
  /** The node:http server: call `listen` on it, and `close` when done. */
  readonly server: Server
  /** The secret token of each seat. */
  readonly tokens: BySeat<string>
  /** The referee's token: it may read the running game's record, which shows every hand. */
  readonly refereeToken: string
}

/** Everything the server knows. Replaced as a whole, never mutated. */
interface State {
  /** The match: score sheet, totals, dealer, Pflichtsolo debts. */
  readonly match: Match
  /** The game on the table and the actions that led to it. */
  readonly recorder: GameRecorder
  /** The number of the game on the table (1-based, counting every deal this server made). */
  readonly gameNumber: number
  /** The records of the games that are over, in order. */
  readonly finished: readonly GameRecord[]
}

/** A response: status, JSON body, extra headers. */
interface Reply {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** Who sent a request: a seat, the referee, or nobody we know. */
type Caller = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'referee' } | null

const DEFAULTS = {
  maxBodyBytes: 4 * 1024,
  requestsPerSecond: 20,
  burst: 40,
  maxConnectionsPerIp: 16,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000
} as const

/**
 * The most an action's JSON may hold before `decodeAction` sees it: containers nested this deep
 * (the action is depth 1, its `declaration` or `cards` depth 2), keys per object, elements per
 * array, and values in all. The largest real action (`armutPass` with its cards) is far below
 * each. Checking this first bounds the decoder's work, and the size of its error, whatever the
 * body holds.
 */
const ACTION_LIMITS = { depth: 3, keys: 8, elements: 48, values: 64 } as const

/** An error reply: `{ code, message }`, plus `errors` (one line per problem) where there are several. */
const fail = (status: number, code: string, message: string, errors?: readonly string[]): Reply => ({
  status,
  body: errors === undefined ? { code, message } : { code, message, errors },
  ...(status === 401 ? { headers: { 'WWW-Authenticate': 'Bearer realm="doppelkopf"' } } : {})
})

/** A view, or the library's error for it (the server's own states always have a view). */
const viewReply = (view: E.Either<DoppelkopfError, unknown>, gameNumber: number): Reply =>
  E.isRight(view) ? ok(view.right, gameNumber) : fail(500, view.left.code, view.left.message)

const ok = (body: unknown, gameNumber?: number): Reply => ({
  status: 200,
  body,
  ...(gameNumber === undefined ? {} : { headers: { 'Doppelkopf-Game': String(gameNumber) } })
})

/**
 * The HTTP status of an engine error: 409 when the action came at the wrong moment (another
 * seat's turn, another phase, the game is over), 422 when it breaks a rule of the game.
 */
const statusOfEngineError = (code: string): number =>
  code.startsWith('turn/') || code.startsWith('phase/') ? 409 : code.startsWith('input/') ? 400 : 422

/** Deals the next game of the match and starts recording it; the players' names come from the deal's seating. */
const dealNext = (match: Match, seed: string, gameNumber: number): E.Either<{ code: string; message: string }, GameRecorder> => {
  const deal = nextDeal(match)
  if (E.isLeft(deal)) return deal
  const game = startNextGame(match, { seed: `${seed}/${gameNumber}` })
  if (E.isLeft(game)) return game
  const { seats } = deal.right
  const name = (seat: Seat): string => match.players[seats[seat]] ?? `Player ${seats[seat] + 1}`
  return startRecording(game.right, [name(0), name(1), name(2), name(3)])
}

/** The SHA-256 digest of a token: comparing digests takes the same time whatever the token. */
const digest = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest()

/**
 * A limit from the options, or its default: a positive integer, or for `kind: 'rate'` a
 * positive number or `Infinity`. Anything else throws.
 */
const positive = (name: string, value: number | undefined, fallback: number, kind: 'integer' | 'rate' = 'integer'): number => {
  if (value === undefined) return fallback
  const valid = kind === 'integer' ? Number.isSafeInteger(value) && value > 0 : value === Infinity || (Number.isFinite(value) && value > 0)
  if (!valid) throw new Error(`server/bad-option: ${name} must be a positive ${kind === 'integer' ? 'integer' : 'number'}, got ${value}`)
  return value
}


/**
 * The first way in which a parsed JSON value is larger than any action can be (see
 * {@link ACTION_LIMITS}), as `path: problem`, or null. Stops at the first problem, so it looks at
 * no more than `ACTION_LIMITS.values` values.
 */
const oversizedAction = (json: unknown): string | null => {
  let values = 0
  const walk = (u: unknown, path: string, depth: number): string | null => {
    values++
    const at = path === '' ? '(root)' : path
    if (values > ACTION_LIMITS.values) return `${at}: more than ${ACTION_LIMITS.values} values in all (no action has that many)`
    if (typeof u !== 'object' || u === null) return null
    if (depth > ACTION_LIMITS.depth) return `${at}: nested more than ${ACTION_LIMITS.depth} deep (no action is)`
    const join = (k: string | number): string => (path === '' ? String(k) : `${path}.${k}`)
    if (Array.isArray(u)) {
      if (u.length > ACTION_LIMITS.elements) return `${at}: more than ${ACTION_LIMITS.elements} elements (no action has that many)`
      for (let i = 0; i < u.length; i++) {
        const problem = walk(u[i], join(i), depth + 1)
        if (problem !== null) return problem
      }
      return null
    }
    const keys = Object.keys(u)
    if (keys.length > ACTION_LIMITS.keys) return `${at}: more than ${ACTION_LIMITS.keys} keys (no action has that many)`
    for (const k of keys) {
      const problem = walk((u as Record<string, unknown>)[k], join(k.length > 40 ? `${k.slice(0, 40)}...` : k), depth + 1)
      if (problem !== null) return problem
    }
    return null
  }
  return walk(json, '', 1)
}

/** Whether a Content-Type is JSON in UTF-8: `application/json`, with at most a `charset=utf-8` parameter. */
const isJsonContentType = (header: string | undefined): boolean => {
  if (header === undefined) return false
  const [type, ...parameters] = header.split(';').map((p) => p.trim().toLowerCase())
  if (type !== 'application/json') return false
  return parameters.every((p) => {
    const [name = '', value = ''] = p.split('=', 2).map((x) => x.trim())
    return name === '' || (name === 'charset' && (value === 'utf-8' || value === '"utf-8"'))
  })
}

/** A complete HTTP response written straight to a socket (for errors found before any request exists). */
const rawReply = (status: number, code: string, message: string): string => {
  const text = JSON.stringify({ code, message })
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(text)}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    text
  )
}

/**
 * Creates the server: one match under the DDV tournament rules (`matchConfigs.tsr`, four
 * players), a random secret token per seat and one for the referee. It does not listen yet:
 * call `server.listen(port, host)`.
 *
 * Endpoints (JSON in and out; errors are `{ code, message, errors? }`):
 *
 * - `GET /view` (seat token): the seat's `playerView`, with its legal actions.
 * - `POST /action` (seat token): an action for the caller's own seat; answers with the seat's
 *   view of the game it acted in. A game that ends is recorded into the match, and the next
 *   game is dealt at once.
 * - `GET /spectator`: the `spectatorView` of the game on the table.
 * - `GET /match`: the match (score sheet, totals).
 * - `GET /records`: the match record of every game that is over.
 * - `GET /record` (referee token): the record of the game on the table (every hand).
 *
 * Game endpoints carry the game's number in a `Doppelkopf-Game` header.
 *
 * Limits (see {@link DoppelkopfServerOptions}): requests per second and open connections per
 * client IP, the body size, the body's Content-Type, and how long a request may take to arrive.
 * Every request does a bounded amount of work: the body is capped before it is parsed, and its
 * JSON is checked against the largest possible action before `decodeAction` sees it.
 *
 * @throws Error when `options.players` are not four distinct, non-empty names, or a limit is not
 *   a positive number (the only failures: everything after creation is answered with an error
 *   reply, never thrown).
 *
 * @example
 * ```ts
 * const { server, tokens } = createDoppelkopfServer() // a secret random seed
 * server.listen(8080, '127.0.0.1')
 * ```
 */
export const createDoppelkopfServer = (options: DoppelkopfServerOptions = {}): DoppelkopfServer => {
  // The seed decides every hand: it must be secret and random (a fixed one is for tests).
  const seed = options.seed ?? randomBytes(32).toString('base64url')
  const maxBodyBytes = positive('maxBodyBytes', options.maxBodyBytes, DEFAULTS.maxBodyBytes)
  const requestsPerSecond = positive('requestsPerSecond', options.requestsPerSecond, DEFAULTS.requestsPerSecond, 'rate')
  const burst = positive('burst', options.burst, DEFAULTS.burst)
  const maxConnectionsPerIp = positive('maxConnectionsPerIp', options.maxConnectionsPerIp, DEFAULTS.maxConnectionsPerIp)
  const headersTimeout = positive('headersTimeoutMs', options.headersTimeoutMs, DEFAULTS.headersTimeoutMs)
  const requestTimeout = positive('requestTimeoutMs', options.requestTimeoutMs, Math.max(DEFAULTS.requestTimeoutMs, headersTimeout))
  if (headersTimeout > requestTimeout) {
    throw new Error(`server/bad-option: headersTimeoutMs (${headersTimeout}) must not exceed requestTimeoutMs (${requestTimeout})`)
  }

  const started = newMatch(matchConfigs.tsr, options.players === undefined ? {} : { players: options.players })
  if (E.isLeft(started)) throw new Error(`${started.left.code}: ${started.left.message}`)
  const first = dealNext(started.right, seed, 1)
  if (E.isLeft(first)) throw new Error(`${first.left.code}: ${first.left.message}`)
  let state: State = { match: started.right, recorder: first.right, gameNumber: 1, finished: [] }

  const newToken = (): string => randomBytes(24).toString('base64url')
  const tokens: BySeat<string> = [newToken(), newToken(), newToken(), newToken()]
  const refereeToken = newToken()
  const seatDigests = tokens.map(digest)
  const refereeDigest = digest(refereeToken)

  /** Who the request's bearer token belongs to (every known token is compared, in constant time). */
  const authenticate = (req: IncomingMessage): Caller => {
    const header = req.headers.authorization
    const m = header === undefined ? null : /^Bearer +([A-Za-z0-9_-]{1,200})$/i.exec(header.trim())
    if (m === null || m[1] === undefined) return null
    const given = digest(m[1])
    let caller: Caller = null
    for (const seat of SEATS) {
      if (timingSafeEqual(given, seatDigests[seat] as Buffer)) caller = { kind: 'seat', seat }
    }
    if (timingSafeEqual(given, refereeDigest)) caller = { kind: 'referee' }
    return caller
  }

  const seatOf = (req: IncomingMessage): Seat | Reply => {
    const caller = authenticate(req)
    if (caller === null) return fail(401, 'server/unauthorized', 'Send your seat token as "Authorization: Bearer <token>"')
    if (caller.kind !== 'seat') return fail(403, 'server/not-a-seat', 'Only a seat can do this')
    return caller.seat
  }

  /**
   * Applies an action: the next state and the game the action led to, or the reply that
   * rejects it. When the game ends, it is recorded into the match and the next game is dealt
   * (unless the match is over: then the last game stays on the table).
   */
  const apply = (s: State, action: Action): E.Either<Reply, { readonly next: State; readonly played: Game }> => {
    const step = recordAction(s.recorder, action)
    if (E.isLeft(step)) return E.left(fail(statusOfEngineError(step.left.code), step.left.code, step.left.message))
    const recorder = step.right
    const played = recorder.game
    if (!isFinished(played)) return E.right({ next: { ...s, recorder }, played })

    const recorded = recordGame(s.match, played)
    if (E.isLeft(recorded)) return E.left(fail(500, recorded.left.code, recorded.left.message))
    const match = recorded.right
    const finished = [...s.finished, recorderRecord(recorder)]
    if (isMatchOver(match)) return E.right({ next: { match, recorder, gameNumber: s.gameNumber, finished }, played })

    const dealt = dealNext(match, seed, s.gameNumber + 1)
    if (E.isLeft(dealt)) return E.left(fail(500, dealt.left.code, dealt.left.message))
    return E.right({ next: { match, recorder: dealt.right, gameNumber: s.gameNumber + 1, finished }, played })
  }

  const postAction = async (req: IncomingMessage): Promise<Reply> => {
    const seat = seatOf(req)
    if (typeof seat !== 'number') return seat
    const encoding = req.headers['content-encoding']
    if (!isJsonContentType(req.headers['content-type']) || (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')) {
      return fail(415, 'server/unsupported-media-type', 'Send the action as "Content-Type: application/json" (UTF-8, not compressed)')
    }
    // The body is capped before anything parses it, and its JSON is checked against the largest
    // possible action before the decoder sees it: each step's work is bounded by the one before.
    const body = await readBody(req, maxBodyBytes)
    if (body === 'too-large') return fail(413, 'server/body-too-large', `The body may hold at most ${maxBodyBytes} bytes`)
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e)
      return fail(400, 'server/malformed-json', `The body is not JSON (${why.length > 200 ? `${why.slice(0, 200)}...` : why})`)
    }
    const oversized = oversizedAction(json)
    if (oversized !== null) return fail(400, 'input/malformed-action', `Invalid action: ${oversized}`, [oversized])
    const decoded = decodeAction(json)
    if (E.isLeft(decoded)) return fail(400, decoded.left.code, decoded.left.message, decoded.left.details.problems)
    const action = decoded.right
    if (action.seat !== seat) {
      return fail(403, 'server/not-your-seat', `You sit at seat ${seat} and cannot act for seat ${action.seat}`)
    }
    // From here on nothing awaits: the state cannot change between reading and replacing it.
    const gameNumber = state.gameNumber
    const applied = apply(state, action)
    if (E.isLeft(applied)) return applied.left
    state = applied.right.next
    return viewReply(playerView(applied.right.played, seat), gameNumber)
  }

  const routes: Readonly<Record<string, Readonly<Record<string, (req: IncomingMessage) => Reply | Promise<Reply>>>>> = {
    '/view': {
      GET: (req) => {
        const seat = seatOf(req)
        return typeof seat === 'number' ? viewReply(playerView(state.recorder.game, seat), state.gameNumber) : seat
      }
    },
    '/action': { POST: postAction },
    '/spectator': { GET: () => viewReply(spectatorView(state.recorder.game), state.gameNumber) },
    '/match': { GET: () => ok(state.match) },
    '/records': { GET: () => ok(matchRecordOf(state)) },
    '/record': {
      GET: (req) => {
        const caller = authenticate(req)
        if (caller === null) return fail(401, 'server/unauthorized', 'Send the referee token as "Authorization: Bearer <token>"')
        if (caller.kind !== 'referee') return fail(403, 'server/referee-only', 'The running game\'s record shows every hand: referee only')
        return ok(recorderRecord(state.recorder), state.gameNumber)
      }
    }
  }

  const route = async (req: IncomingMessage): Promise<Reply> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const methods = routes[path]
    if (methods === undefined) return fail(404, 'server/not-found', `No route ${path}`)
    const handler = methods[req.method ?? '']
    if (handler === undefined) {
      const allowed = Object.keys(methods).join(', ')
      return { ...fail(405, 'server/method-not-allowed', `${path} answers ${allowed}`), headers: { Allow: allowed } }
    }
    return handler(req)
  }

  const buckets = tokenBuckets(requestsPerSecond, burst)
  /** The responses under way on each socket (more than one only when a client pipelines). */
  const responding = new WeakMap<object, Set<ServerResponse>>()

  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // Node looks for late requests only this often (by default every 30 s, whatever the timeouts).
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(Math.min(headersTimeout, requestTimeout) / 5)))
    },
    (req, res) => {
      const socket = req.socket
      const underway = responding.get(socket) ?? new Set<ServerResponse>()
      responding.set(socket, underway.add(res))
      res.once('close', () => underway.delete(res))

      const wait = buckets.take(addressKey(socket.remoteAddress), performance.now())
      const reply: Promise<Reply> =
        wait > 0
          ? Promise.resolve({
              ...fail(429, 'server/too-many-requests', `At most ${requestsPerSecond} requests per second (bursts of ${burst}); retry in ${wait} s`),
              headers: { 'Retry-After': String(wait) }
            })
          : route(req).catch((e: unknown): Reply => fail(500, 'server/internal', `Internal error (${e instanceof Error ? e.message : String(e)})`))
      reply.then((r) => send(req, res, r)).catch(() => res.destroy())
    }
  )

  // Connections per IP: one beyond the limit is destroyed before it can send anything.
  limitConnectionsPerIp(server, maxConnectionsPerIp)

  // What node:http would do for a request it cannot parse or that is late, with a JSON body:
  // answer (unless an answer has begun on that socket) and close the connection.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const answer =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawReply(408, 'server/request-timeout', `Send the headers within ${headersTimeout} ms and the whole request within ${requestTimeout} ms`)
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? rawReply(431, 'server/headers-too-large', 'The request headers are too large')
          : err.code?.startsWith('HPE_') === true
            ? rawReply(400, 'server/bad-request', 'The request is not HTTP/1.1')
            : null // the connection broke (ECONNRESET, ...): nobody to answer
    const begun = [...(responding.get(socket) ?? [])].some((r) => r.headersSent)
    if (answer !== null && socket.writable && !begun) {
      // Closed once the answer is out, or after a second when the client does not read it.
      const timer = setTimeout(() => socket.destroy(), 1_000).unref()
      socket.end(answer, () => {
        clearTimeout(timer)
        socket.destroy()
      })
    } else socket.destroy()
  })
  return { server, tokens, refereeToken }
}

/**
 * The match record of the games that are over. (The spread turns the `MatchConfig` interface
 * into a plain object type, which `matchRecord`'s `{ [key: string]: unknown }` accepts.)
 */
const matchRecordOf = (s: State): MatchRecord => matchRecord({ ...s.match.config }, s.finished)

/** Reads a request body up to `limit` bytes. */
const readBody = (req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limit) {
      resolve('too-large')
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        resolve('too-large')
      } else chunks.push(chunk)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
    // A client that goes away mid-body: nobody waits for the answer (a no-op after 'end').
    req.on('close', () => reject(new Error('the request was aborted')))
  })

/**
 * Writes a reply as JSON. A reply sent before the whole request arrived (413, 415, 429, ...)
 * closes the connection: the rest of the body is not read. A client that went away gets nothing.
 */
const send = (req: IncomingMessage, res: ServerResponse, reply: Reply): void => {
  if (res.destroyed || req.socket.destroyed) return
  const text = JSON.stringify(reply.body)
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(req.complete ? {} : { Connection: 'close' }),
    ...reply.headers
  })
  res.end(text)
}

// Run directly: listen and print the tokens.
const script = process.argv[1]
if (script !== undefined && import.meta.url === pathToFileURL(script).href) {
  const port = Number(process.env['PORT'] ?? 8080)
  const host = process.env['HOST'] ?? '127.0.0.1'
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got ${process.env['PORT']}`)
    process.exit(1)
  }
  const { server, tokens, refereeToken } = createDoppelkopfServer()
  server.listen(port, host, () => {
    const url = `http://${host}:${port}`
    console.log(`Doppelkopf server on ${url}`)
    for (const seat of SEATS) console.log(`  seat ${seat} token: ${tokens[seat]}`)
    console.log(`  referee token: ${refereeToken}`)
    console.log(`\nTry: curl -H 'Authorization: Bearer ${tokens[0]}' ${url}/view`)
  })
  process.on('SIGINT', () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
