/**
 * The example server (examples/server/server.ts), over loopback HTTP: four clients play a
 * complete game driven by their views alone, while bad requests are sent along the way and each
 * must be rejected with its code and leave the state exactly as it was. Then the server's
 * limits: rate, connections, media type, body size, timeouts, the seed, oversized actions.
 */
import { type AddressInfo, type Socket, connect } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Action, type Seat, result } from '../src/index.js'
import { SEATS, createRng } from '../src/rulesEntry.js'
import type { PlayerView, SpectatorView } from '../src/views/index.js'
import { spectatorOf } from './support/index.js'
import { type GameRecord, type MatchRecord, decodeMatchRecord } from '../src/codecs/index.js'
import { outcomeOf, replay, replayMatchGames } from '../src/records/index.js'
import { type Match } from '../src/match/index.js'
import {
  type DoppelkopfServer,
  type DoppelkopfServerOptions,
  addressKey,
  createDoppelkopfServer
} from '../examples/server/server.js'

interface Answer {
  readonly status: number
  readonly text: string
  readonly game: string | null
  readonly json: unknown
  readonly headers: Headers
}

/**
 * A running server and a small client for it. The rate limit is off unless `options` set it:
 * the game test sends hundreds of requests a second. A body is sent as `application/json`
 * unless `headers` say otherwise.
 */
const start = async (
  seed: string | undefined,
  options: DoppelkopfServerOptions = {}
): Promise<{ srv: DoppelkopfServer; call: Call; port: number; stop: () => Promise<void> }> => {
  const srv = createDoppelkopfServer({
    ...(seed === undefined ? {} : { seed }),
    players: ['Ann', 'Ben', 'Cem', 'Dora'],
    requestsPerSecond: Infinity,
    ...options
  })
  await new Promise<void>((resolve) => srv.server.listen(0, '127.0.0.1', resolve))
  const { port } = srv.server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  const call: Call = async (method, path, { token, body, headers = {} } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers
      },
      ...(body === undefined ? {} : { body })
    })
    const text = await res.text()
    return {
      status: res.status,
      text,
      game: res.headers.get('doppelkopf-game'),
      json: JSON.parse(text) as unknown,
      headers: res.headers
    }
  }
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      srv.server.closeAllConnections()
      srv.server.close(() => resolve())
    })
  return { srv, call, port, stop }
}

type Call = (
  method: string,
  path: string,
  options?: { token?: string; body?: string | Uint8Array; headers?: Record<string, string> }
) => Promise<Answer>

const errorOf = (a: Answer): { code: string; message: string; errors?: string[] } =>
  a.json as { code: string; message: string; errors?: string[] }

describe('example server: a complete game over HTTP', () => {
  let ctx: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    ctx = await start('server-test')
  })
  afterAll(async () => {
    await ctx.stop()
  })

  it('four clients play the first game from their views; every bad request is rejected and changes nothing', async () => {
    const { srv, call } = ctx
    const { tokens } = srv
    const token = (seat: Seat): string => tokens[seat]
    const view = async (seat: Seat): Promise<{ view: PlayerView; text: string; game: string | null }> => {
      const a = await call('GET', '/view', { token: token(seat) })
      expect(a.status).toBe(200)
      return { view: a.json as PlayerView, text: a.text, game: a.game }
    }
    const post = (seat: Seat, body: unknown): Promise<Answer> =>
      call('POST', '/action', {
        token: token(seat),
        body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)
      })

    /** Sends a request that must be rejected, and checks that the table did not change. */
    const rejected = async (seat: Seat, send: () => Promise<Answer>, status: number, code: string): Promise<Answer> => {
      const spectatorBefore = (await call('GET', '/spectator')).text
      const viewBefore = (await view(seat)).text
      const recordBefore = (await call('GET', '/record', { token: srv.refereeToken })).text
      const answer = await send()
      expect({ status: answer.status, code: errorOf(answer).code }).toEqual({ status, code })
      expect(typeof errorOf(answer).message).toBe('string')
      expect((await call('GET', '/spectator')).text).toBe(spectatorBefore)
      expect((await view(seat)).text).toBe(viewBefore)
      expect((await call('GET', '/record', { token: srv.refereeToken })).text).toBe(recordBefore)
      return answer
    }

    const rng = createRng('server-test/clients')
    const pick = <T>(xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T
    const checked = { reservations: false, cardNotInHand: false, late: false, recordMidGame: false }
    let last: { answer: Answer; seat: Seat } | null = null
    let actions = 0
    let announced = 0

    game: for (let round = 0; round < 200; round++) {
      for (const seat of SEATS) {
        const { view: v, game } = await view(seat)
        if (game !== '1') break game // the first game is over and the next one is dealt
        const turnActions = v.legalActions.filter((a) => a.type !== 'announce')
        if (turnActions.length === 0) continue // not this seat's turn (it could still announce; it waits)
        const other = ((seat + 1) % 4) as Seat

        if (!checked.reservations && v.phase === 'reservations') {
          checked.reservations = true
          const a = turnActions[0] as Action
          await rejected(seat, () => post(seat, '{"type": "declare", "seat": '), 400, 'server/malformed-json')
          await rejected(seat, () => post(seat, "{'type': 'declare'}"), 400, 'server/malformed-json')
          await rejected(seat, () => post(seat, new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])), 400, 'server/malformed-json') // not UTF-8
          const bad = await rejected(seat, () => post(seat, { type: 'play', seat: 4, card: 48, extra: 1 }), 400, 'input/malformed-action')
          expect(errorOf(bad).errors).toEqual(['seat: expected Seat, got 4', 'card: expected Card, got 48', 'extra: unexpected key'])
          await rejected(seat, () => post(seat, { ...a, seat: other }), 403, 'server/not-your-seat')
          await rejected(other, () => post(other, { ...a, seat: other }), 409, 'turn/not-your-turn')
          await rejected(seat, () => post(seat, { type: 'play', seat, card: v.hand[0] }), 409, 'phase/wrong-phase')
          await rejected(seat, () => call('POST', '/action', { body: JSON.stringify(a) }), 401, 'server/unauthorized')
          await rejected(seat, () => call('POST', '/action', { token: `${token(seat)}x`, body: JSON.stringify(a) }), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/view'), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/view', { token: 'not-a-token' }), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/record', { token: token(seat) }), 403, 'server/referee-only')
          await rejected(seat, () => call('GET', '/view', { token: srv.refereeToken }), 403, 'server/not-a-seat')
        }

        if (!checked.cardNotInHand && v.phase === 'play') {
          checked.cardNotInHand = true
          const played = new Set(v.tricks.flatMap((t) => t.cards).concat(v.trick?.cards ?? []))
          const foreign = Array.from({ length: 48 }, (_, c) => c).find((c) => !v.hand.includes(c) && !played.has(c))
          expect(foreign).toBeDefined()
          await rejected(seat, () => post(seat, { type: 'play', seat, card: foreign }), 422, 'play/card-not-in-hand')
        }

        if (!checked.recordMidGame && v.phase === 'play' && v.tricks.length >= 4) {
          // The referee's record of the running game replays to what the table shows.
          checked.recordMidGame = true
          const rec = await call('GET', '/record', { token: srv.refereeToken })
          expect(rec.status).toBe(200)
          const replayed = replay(rec.json as GameRecord)
          if (E.isLeft(replayed)) throw new Error(replayed.left.message)
          expect(JSON.stringify(spectatorOf(replayed.right))).toBe((await call('GET', '/spectator')).text)
        }

        if (!checked.late && v.phase === 'play' && v.hand.length <= 3) {
          // 'schwarz' needs 7 cards: a seat whose party has not replied late gets announce/too-late.
          for (const s of SEATS) {
            const sv = (await view(s)).view
            const party = sv.parties[s]
            if (party === null || party === undefined || sv.announcements === null || sv.announcements[party].lateReply) continue
            await rejected(s, () => post(s, { type: 'announce', seat: s, announcement: 'schwarz' }), 422, 'announce/too-late')
            checked.late = true
            break
          }
        }

        // Re or Kontra the first time one is legal and now and then after that, else mostly a
        // healthy declaration, or a random card.
        const announcements = v.legalActions.filter((a) => a.type === 'announce' && (a.announcement === 're' || a.announcement === 'kontra'))
        const healthy = turnActions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
        const announce = announcements.length > 0 && (announced === 0 || rng.nextInt(6) === 0)
        const action = announce ? pick(announcements) : healthy.length > 0 && rng.nextInt(8) !== 0 ? pick(healthy) : pick(turnActions)
        if (announce) announced++
        const answer = await post(seat, action)
        expect(answer.status, answer.text).toBe(200)
        expect(answer.game).toBe('1')
        expect((answer.json as PlayerView).seat).toBe(seat)
        last = { answer, seat }
        actions++
      }
    }
    expect(checked).toEqual({ reservations: true, cardNotInHand: true, late: true, recordMidGame: true })
    expect(actions).toBeGreaterThanOrEqual(52) // four declarations and 48 cards, at least
    expect(announced).toBeGreaterThan(0)

    // The last action's answer shows the end of game 1, with its settlement.
    if (last === null) throw new Error('nobody acted')
    const final = last.answer.json as PlayerView
    expect(final.phase).toBe('finished')
    expect(final.legalActions).toEqual([])
    const settlement = final.settlement
    if (settlement === null) throw new Error('no settlement')

    // Recorded into the match: one row that sums to zero, totals = the game's scores.
    const match = (await call('GET', '/match')).json as Match
    expect(match.gamesPlayed).toBe(1)
    expect(match.sheet).toHaveLength(1)
    const row = match.sheet[0]
    if (row === undefined) throw new Error('no row')
    expect(row.points.reduce((a, b) => a + b, 0)).toBe(0)
    expect(row.checks.sumZero).toBe(true)
    expect(row.points).toEqual([...settlement.scores])
    expect(match.totals).toEqual([...settlement.scores])

    // The finished game's record replays to the same outcome.
    const records = (await call('GET', '/records')).json as MatchRecord
    expect(E.isRight(decodeMatchRecord(records))).toBe(true)
    expect(records.games).toHaveLength(1)
    const record = records.games[0] as GameRecord
    expect(record.players).toEqual(['Ann', 'Ben', 'Cem', 'Dora'])
    expect(record.history).toHaveLength(actions)
    expect(record.history.filter((a) => a.type === 'announce')).toHaveLength(announced)
    expect(record.outcome).toEqual({ kind: 'settled', winner: settlement.winner, scores: [...settlement.scores] })
    const replayed = replay(record)
    if (E.isLeft(replayed)) throw new Error(replayed.left.message)
    expect(outcomeOf(replayed.right)).toEqual(record.outcome)
    expect(E.map((s: { scores: readonly number[] }) => s.scores)(result(replayed.right))).toEqual(E.right(settlement.scores))
    expect(E.isRight(replayMatchGames(records))).toBe(true)

    // The next game is dealt: the referee's record starts empty, and every seat sees game 2.
    const next = await call('GET', '/record', { token: srv.refereeToken })
    expect(next.game).toBe('2')
    expect((next.json as GameRecord).history).toEqual([])
    expect((next.json as GameRecord).outcome).toBeNull()
    expect(E.isRight(replay(next.json as GameRecord))).toBe(true)
    for (const seat of SEATS) {
      const { view: v, game } = await view(seat)
      expect(game).toBe('2')
      expect(v.phase).toBe('reservations')
      expect(v.hand).toHaveLength(12)
    }
    const spectator = (await call('GET', '/spectator')).json as SpectatorView
    expect(spectator.phase).toBe('reservations')
    expect(spectator).not.toHaveProperty('hand')
  }, 10_000)
})

describe('example server: requests that are not moves', () => {
  let ctx: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    ctx = await start('server-test/edges', { maxBodyBytes: 64 * 1024 }) // deep nesting reaches the parser
  })
  afterAll(async () => {
    await ctx.stop()
  })

  it('answers unknown routes, wrong methods and oversized bodies with codes, and never changes the table', async () => {
    const { srv, call } = ctx
    const t0 = srv.tokens[0]
    const table = async (): Promise<string> =>
      (await call('GET', '/spectator')).text + (await call('GET', '/record', { token: srv.refereeToken })).text
    const before = await table()

    const notFound = await call('GET', '/nope', { token: t0 })
    expect([notFound.status, errorOf(notFound).code]).toEqual([404, 'server/not-found'])
    const wrongMethod = await call('GET', '/action', { token: t0 })
    expect([wrongMethod.status, errorOf(wrongMethod).code]).toEqual([405, 'server/method-not-allowed'])
    const tooLarge = await call('POST', '/action', { token: t0, body: ' '.repeat(70_000) })
    expect([tooLarge.status, errorOf(tooLarge).code]).toEqual([413, 'server/body-too-large'])

    // Odd but small bodies: each is a 4xx with a code, none a crash.
    const deep = '['.repeat(30_000) + ']'.repeat(30_000)
    const odd = ['', 'null', '[]', '"play"', '{}', '{"__proto__":{"seat":0}}', deep, `{"type":"play","seat":0,"card":${deep}}`, '1e999']
    for (const body of odd) {
      const a = await call('POST', '/action', { token: t0, body })
      expect(a.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(a.status, body.slice(0, 40)).toBeLessThan(500)
      expect(typeof errorOf(a).code).toBe('string')
    }
    expect(await table()).toBe(before)

    // The server still plays: seat 0 is not first to speak (the dealer is seat 0), seat 1 is.
    const v1 = (await call('GET', '/view', { token: srv.tokens[1] })).json as PlayerView
    expect(v1.legalActions.length).toBeGreaterThan(0)
  })
})

describe('example server: limits', () => {
  const running: Array<() => Promise<void>> = []
  const sockets: Socket[] = []
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy()
    await Promise.all(running.splice(0).map((stop) => stop()))
  })
  const serve = async (seed: string | undefined, options: DoppelkopfServerOptions = {}): Promise<Awaited<ReturnType<typeof start>>> => {
    const ctx = await start(seed, options)
    running.push(ctx.stop)
    return ctx
  }

  /** A raw loopback connection, once connected. */
  const open = (port: number): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(s))
      sockets.push(s)
      s.once('error', reject)
    })
  /** Everything a socket receives until it closes, and how long that took from now. */
  const received = (s: Socket): Promise<{ data: string; ms: number }> =>
    new Promise((resolve) => {
      const t0 = performance.now()
      let data = ''
      s.setEncoding('utf8')
      s.on('data', (d: string) => (data += d))
      s.on('error', () => undefined) // a reset counts as closed
      s.once('close', () => resolve({ data, ms: performance.now() - t0 }))
    })
  const statusLine = (data: string): string => data.split('\r\n', 1)[0] ?? ''
  const bodyOf = (data: string): { code?: string } => JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4)) as { code?: string }
  const get = (path: string): string => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`

  const healthy = (seat: Seat): string => JSON.stringify({ type: 'declare', seat, declaration: { kind: 'healthy' } })

  it('answers 429 with Retry-After once an IP has used up its requests', async () => {
    // One request per 100 s after a burst of 3: the 4th is refused however slow the machine.
    const { call } = await serve('limits/rate', { requestsPerSecond: 0.01, burst: 3 })
    for (let i = 0; i < 3; i++) expect((await call('GET', '/spectator')).status).toBe(200)
    const refused = await call('GET', '/spectator')
    expect([refused.status, errorOf(refused).code]).toEqual([429, 'server/too-many-requests'])
    const retry = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retry)).toBe(true)
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(100)
    // Every route counts, the unknown ones too.
    expect((await call('GET', '/nope')).status).toBe(429)
  })

  it('closes connections beyond maxConnectionsPerIp at once, and accepts new ones when others close', async () => {
    const { port } = await serve('limits/connections', { maxConnectionsPerIp: 2 })
    const first = await open(port)
    const second = await open(port)
    const third = await open(port)
    const refused = await received(third)
    expect(refused.data).toBe('') // destroyed without an answer
    expect(refused.ms).toBeLessThan(5_000)

    // The two held connections still work.
    const answers = [received(first), received(second)]
    first.write(get('/spectator'))
    second.write(get('/match'))
    for (const a of await Promise.all(answers)) expect(statusLine(a.data)).toBe('HTTP/1.1 200 OK')

    // Both are closed now: a new connection is served (once the server has seen them close).
    let served = ''
    for (let attempt = 0; attempt < 50 && served === ''; attempt++) {
      const s = await open(port)
      const answer = received(s)
      s.write(get('/spectator'))
      served = statusLine((await answer).data)
      if (served === '') await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(served).toBe('HTTP/1.1 200 OK')
  })

  it('answers 415 to an action that is not application/json in UTF-8, and takes one that is', async () => {
    const { srv, call } = await serve('limits/media-type')
    const t1 = srv.tokens[1]
    const before = (await call('GET', '/record', { token: srv.refereeToken })).text
    const cases: Array<Record<string, string>> = [
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'text/plain; charset=utf-8' },
      { 'Content-Type': 'application/json; charset=latin1' },
      { 'Content-Type': 'application/jsonx' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }
    ]
    for (const headers of cases) {
      const a = await call('POST', '/action', { token: t1, body: healthy(1), headers })
      expect([a.status, errorOf(a).code], JSON.stringify(headers)).toEqual([415, 'server/unsupported-media-type'])
    }
    // No Content-Type at all (fetch sends none for bytes).
    const bare = await fetch(`http://127.0.0.1:${(srv.server.address() as AddressInfo).port}/action`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t1}` },
      body: new TextEncoder().encode(healthy(1))
    })
    expect(bare.status).toBe(415)
    await bare.text()
    expect((await call('GET', '/record', { token: srv.refereeToken })).text).toBe(before)

    const accepted = await call('POST', '/action', { token: t1, body: healthy(1), headers: { 'Content-Type': 'application/json; charset=UTF-8' } })
    expect(accepted.status, accepted.text).toBe(200)
  })

  it('answers 413 to a body over maxBodyBytes, declared or chunked, and closes the connection', async () => {
    const { srv, call, port } = await serve('limits/body', { maxBodyBytes: 1024 })
    const t1 = srv.tokens[1]
    const declared = await call('POST', '/action', { token: t1, body: ' '.repeat(1025) + healthy(1) })
    expect([declared.status, errorOf(declared).code]).toEqual([413, 'server/body-too-large'])
    expect(declared.headers.get('connection')).toBe('close')

    const s = await open(port)
    const answer = received(s)
    const chunk = ' '.repeat(600)
    s.write(
      `POST /action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t1}\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${(600).toString(16)}\r\n${chunk}\r\n${(600).toString(16)}\r\n${chunk}\r\n`
    ) // and never the last chunk
    const { data, ms } = await answer
    expect(statusLine(data)).toBe('HTTP/1.1 413 Payload Too Large')
    expect(bodyOf(data).code).toBe('server/body-too-large')
    expect(ms).toBeLessThan(5_000)

    expect((await call('POST', '/action', { token: t1, body: healthy(1) })).status).toBe(200) // at the limit is fine
  })

  it('answers 408 and closes a request that does not arrive within its timeout', async () => {
    const { srv, call, port } = await serve('limits/timeout', { headersTimeoutMs: 300, requestTimeoutMs: 500 })
    const t1 = srv.tokens[1]
    const head = `POST /action HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t1}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`

    // Headers that never end; a body that stops after 10 bytes; a body that dribbles in, a byte every 50 ms.
    const clients = await Promise.all([open(port), open(port), open(port)])
    const [partial, stalled, dribbling] = clients as [Socket, Socket, Socket]
    const answers = clients.map(received)
    partial.write('POST /action HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    stalled.write(head + ' '.repeat(10))
    dribbling.write(head)
    const drip = setInterval(() => {
      if (dribbling.writable) dribbling.write(' ')
    }, 50)
    try {
      for (const { data, ms } of await Promise.all(answers)) {
        expect(statusLine(data)).toBe('HTTP/1.1 408 Request Timeout')
        expect(bodyOf(data).code).toBe('server/request-timeout')
        expect(ms).toBeLessThan(5_000) // the timeouts are 0.3 s and 0.5 s; Node's default check would take up to 30 s
      }
    } finally {
      clearInterval(drip)
    }
    expect((await call('GET', '/spectator')).status).toBe(200) // and the server carries on
  }, 15_000)

  it('deals from a secret random seed by default, and the same hands from the same explicit seed', async () => {
    const hands = async (seed: string | undefined): Promise<string> => {
      const { srv, call } = await serve(seed)
      const record = (await call('GET', '/record', { token: srv.refereeToken })).json as GameRecord
      return JSON.stringify(record.setup.deal)
    }
    const [random1, random2, fixed1, fixed2] = [await hands(undefined), await hands(undefined), await hands('limits/seed'), await hands('limits/seed')]
    expect(random1).not.toBe(random2)
    expect(fixed1).toBe(fixed2)
  })

  it('answers a 64 kB malformed action with a short 4xx, while other requests are served', async () => {
    // maxBodyBytes is raised so that the bodies reach the parser and the action check.
    const { srv, call } = await serve('limits/malformed', { maxBodyBytes: 128 * 1024 })
    const t1 = srv.tokens[1]
    const fill = (prefix: string, item: (i: number) => string, suffix: string): string => {
      const items: string[] = []
      for (let i = 0, n = prefix.length + suffix.length; n + item(i).length + 1 < 64 * 1024; i++) {
        items.push(item(i))
        n += item(i).length + 1
      }
      return prefix + items.join(',') + suffix
    }
    const bodies = [
      fill('{"type":"armutPass","seat":1,"cards":[', () => '"x"', ']}'),
      fill('{"type":"armutPass","seat":1,"cards":[', () => '99', ']}'),
      fill('{"type":"play","seat":1,"card":0,', (i) => `"k${i}":${i}`, '}'),
      fill('{"type":"declare","seat":1,"declaration":{"kind":"healthy"},"x":[', () => '{"a":[1,2,3]}', ']}'),
      `{"type":"play","seat":1,"card":${'['.repeat(32_000)}${']'.repeat(32_000)}}`
    ]
    for (const body of bodies) expect(body.length).toBeGreaterThan(60 * 1024)
    const [bad, view, good] = await Promise.all([
      Promise.all(bodies.map((body) => call('POST', '/action', { token: t1, body }))),
      call('GET', '/view', { token: t1 }),
      call('POST', '/action', { token: t1, body: healthy(1) })
    ])
    for (const a of bad) {
      expect([a.status, errorOf(a).code]).toEqual([400, 'input/malformed-action'])
      // Refused by the server's size check before the decoder ran: one short problem.
      expect(errorOf(a).errors).toHaveLength(1)
      expect(errorOf(a).errors?.[0]).toMatch(/no action/)
      expect(a.text.length).toBeLessThan(1_000)
    }
    expect(view.status).toBe(200)
    expect(good.status, good.text).toBe(200)
  })

  it('counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1')
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7')
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(addressKey(undefined)).toBe('unknown')
  })

  it('rejects limits that are not positive numbers when it is created', () => {
    expect(() => createDoppelkopfServer({ requestsPerSecond: 0 })).toThrow(/requestsPerSecond/)
    expect(() => createDoppelkopfServer({ burst: 1.5 })).toThrow(/burst/)
    expect(() => createDoppelkopfServer({ maxConnectionsPerIp: -1 })).toThrow(/maxConnectionsPerIp/)
    expect(() => createDoppelkopfServer({ maxBodyBytes: Number.NaN })).toThrow(/maxBodyBytes/)
    expect(() => createDoppelkopfServer({ headersTimeoutMs: 2_000, requestTimeoutMs: 1_000 })).toThrow(/headersTimeoutMs/)
    expect(() => createDoppelkopfServer({ headersTimeoutMs: 20_000 })).not.toThrow() // the request timeout follows
  })
})
