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
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type BySeat, type Game, type Seat, SEATS, isFinished } from '../../src/index.js'
import { playerView, spectatorView } from '../../src/views/index.js'
import { type GameRecord, type MatchRecord, decodeAction } from '../../src/codecs/index.js'
import {
  type GameRecorder,
  matchRecord,
  recordAction,
  recorderRecord,
  startRecording
} from '../../src/records/index.js'
import {
  type Match,
  isMatchOver,
  matchConfigs,
  newMatch,
  nextDeal,
  recordGame,
  startNextGame
} from '../../src/match/index.js'

/**
 * Options of {@link createDoppelkopfServer}.
 */
export interface DoppelkopfServerOptions {
  /** The players' names, by seat (default "Player 1" .. "Player 4"). */
  readonly players?: BySeat<string>
  /** Game n is dealt from the seed `${seed}/${n}` (default: a random seed). */
  readonly seed?: string
  /** The largest request body accepted, in bytes (default 64 kB). */
  readonly maxBodyBytes?: number
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

const DEFAULT_MAX_BODY_BYTES = 64 * 1024

/** An error reply: `{ code, message }`, plus `errors` (one line per problem) where there are several. */
const fail = (status: number, code: string, message: string, errors?: readonly string[]): Reply => ({
  status,
  body: errors === undefined ? { code, message } : { code, message, errors },
  ...(status === 401 ? { headers: { 'WWW-Authenticate': 'Bearer realm="doppelkopf"' } } : {})
})

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
 * @throws Error when `options.players` are not four distinct, non-empty names (the only
 *   failure: everything after creation is answered with an error reply, never thrown).
 *
 * @example
 * ```ts
 * const { server, tokens } = createDoppelkopfServer({ seed: 'table-7' })
 * server.listen(8080, '127.0.0.1')
 * ```
 */
export const createDoppelkopfServer = (options: DoppelkopfServerOptions = {}): DoppelkopfServer => {
  const seed = options.seed ?? randomUUID()
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES

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
    const body = await readBody(req, maxBodyBytes)
    if (body === 'too-large') return fail(413, 'server/body-too-large', `The body may hold at most ${maxBodyBytes} bytes`)
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
    } catch (e) {
      return fail(400, 'server/malformed-json', `The body is not JSON (${e instanceof Error ? e.message : String(e)})`)
    }
    const decoded = decodeAction(json)
    if (E.isLeft(decoded)) return fail(400, decoded.left.code, decoded.left.message, decoded.left.errors)
    const action = decoded.right
    if (action.seat !== seat) {
      return fail(403, 'server/not-your-seat', `You sit at seat ${seat} and cannot act for seat ${action.seat}`)
    }
    // From here on nothing awaits: the state cannot change between reading and replacing it.
    const gameNumber = state.gameNumber
    const applied = apply(state, action)
    if (E.isLeft(applied)) return applied.left
    state = applied.right.next
    return ok(playerView(applied.right.played, seat), gameNumber)
  }

  const routes: Readonly<Record<string, Readonly<Record<string, (req: IncomingMessage) => Reply | Promise<Reply>>>>> = {
    '/view': {
      GET: (req) => {
        const seat = seatOf(req)
        return typeof seat === 'number' ? ok(playerView(state.recorder.game, seat), state.gameNumber) : seat
      }
    },
    '/action': { POST: postAction },
    '/spectator': { GET: () => ok(spectatorView(state.recorder.game), state.gameNumber) },
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

  const server = createServer((req, res) => {
    route(req)
      .catch((e: unknown): Reply => fail(500, 'server/internal', `Internal error (${e instanceof Error ? e.message : String(e)})`))
      .then((reply) => send(res, reply))
      .catch(() => res.destroy())
  })
  server.requestTimeout = 10_000
  server.headersTimeout = 5_000
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

/** Writes a reply as JSON. A 413 closes the connection: the rest of the body is not read. */
const send = (res: ServerResponse, reply: Reply): void => {
  const text = JSON.stringify(reply.body)
  res.writeHead(reply.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(reply.status === 413 ? { Connection: 'close' } : {}),
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
