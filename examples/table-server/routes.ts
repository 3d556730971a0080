/**
 * The table server's HTTP side: the hooks every request passes (requests per address, plain
 * UTF-8 JSON, the strings checked, the error answer), the routes of the tables (create, invite,
 * status, view, actions, bots) and the page's files. The daily Partie's routes are daily.ts's,
 * the WebSocket sockets.ts's; they share the helpers this module answers ({@link RouteContext}).
 */
import { realpathSync } from 'node:fs'
import { lstat, readFile, realpath } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import * as E from 'fp-ts/lib/Either.js'
import { type Seat } from 'doppelkopf'
import { SEATS } from 'doppelkopf/rules'
import { decodeAction } from 'doppelkopf/codecs'
import { daily } from 'doppelkopf/match'
import { type TableState, initialState, isOver, matchConfigOf } from './table.js'
import type { StoredSeat, TableRow } from './store.js'
import { dailyDayAt, dailyDayEnd, normaliseName } from './daily.js'
import { addressKey } from '../shared/limits.js'
import { Rejection, type Settings, TOKEN, badString, newSecret, reject, sameDigest, sha256, statusOf } from './http.js'
import { type Tables, viewMessage } from './tables.js'

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
export const realRoot = (dir: string): string => {
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

/** What the routes of daily.ts and the sockets of sockets.ts use of the HTTP side. */
export type RouteContext = Awaited<ReturnType<typeof registerRoutes>>

/** Registers the hooks and the routes of the tables and the page on `app`; answers the helpers the other modules share. */
export const registerRoutes = async (app: FastifyInstance, hub: Tables, settings: Settings) => {
  const { store, tables, load, loadUnqueued, queued, claim, submit, setSeats, scheduleBots, touch, enforceCap } = hub
  const { requestsPerSecond, burst, maxStringChars, maxActionBytes, webRoot } = settings
  const options = { publicUrl: settings.publicUrl, allowTestSeed: settings.allowTestSeed }

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
  const now = settings.now
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

  return { baseUrl, bearer, tokenParam, idOf, expectedVersion, openTable, links, spectatorAllowed, today, dayOver, dayOf }
}
