/**
 * Hostile clients against the table server (issue 26, item 4), on PGlite in memory: bodies that
 * are not plain UTF-8 JSON, strings PostgreSQL would refuse, floods, slow readers, spectators
 * that crowd a table, symbolic links in the web root. Every answer is a 4xx with a stable code
 * or a documented close code, never a 500 or a server that grows without bound. No timing is
 * asserted.
 */
import { request as httpRequest } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { pgliteStore } from '../../examples/table-server/store.js'
import WebSocket from 'ws'
import { Client, type Running, createTable, request, start, until, wsUrl } from './helpers.js'

/** A raw POST with the bytes and headers given (fetch would set or fix some of them). */
const rawPost = (base: string, path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: any }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'Content-Length': String(body.length), ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body: parsed })
      })
    })
    req.on('error', reject)
    req.end(body)
  })

describe('hostile clients', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {})
  })
  const server = async (options: Parameters<typeof start>[1] = {}): Promise<Running> => {
    const store = await pgliteStore('memory')
    cleanups.push(() => store.close())
    const running = await start(store, options)
    cleanups.push(() => running.app.close())
    return running
  }

  it('refuses bodies that are not plain UTF-8 JSON with 415', async () => {
    const { base } = await server()
    const json = Buffer.from(JSON.stringify({ rules: 'pagat' }))
    const cases: [Buffer, Record<string, string>][] = [
      [json, { 'Content-Type': 'application/json; charset=latin1' }],
      [json, { 'Content-Type': 'application/json;charset="utf-16"' }],
      [gzipSync(json), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
      [json, { 'Content-Type': 'application/json', 'Content-Encoding': 'identity, gzip' }],
      [Buffer.from([0x7b, 0x22, 0x72, 0x75, 0x6c, 0x65, 0x73, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), { 'Content-Type': 'application/json' }],
      [json, { 'Content-Type': 'text/plain' }]
    ]
    for (const [body, headers] of cases) {
      const r = await rawPost(base, '/tables', body, headers)
      expect([r.status, r.body.code], JSON.stringify(headers)).toEqual([415, 'server/unsupported-media-type'])
    }
    // Plain UTF-8 JSON passes, with or without charset=utf-8.
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF8']) {
      expect((await rawPost(base, '/tables', json, { 'Content-Type': type })).status, type).toBe(201)
    }
  }, 60_000)

  it('checks every string before the database: NUL, lone surrogates and over-long strings are 400 server/invalid-string', async () => {
    const { base } = await server()
    const bad = [
      ['/tables', '{"players":["A\\u0000n","Ben","Cem","Dora"]}'],
      ['/tables', '{"players":["\\ud800","Ben","Cem","Dora"]}'],
      ['/tables', `{"players":["${'x'.repeat(5000)}","Ben","Cem","Dora"]}`],
      ['/tables', '{"rules":{"name":"a\\u0000b"}}'],
      ['/tables', '{"rules":{"a\\u0000":1}}'],
      ['/daily', '{"name":"Ann\\u0000"}'],
      ['/daily', '{"name":"\\udc00Ann"}'],
      ['/daily', '{"name":"Ann","secret":"\\ud83d"}']
    ]
    for (const [path, body] of bad) {
      const r = await request(base, 'POST', path!, body)
      expect([r.status, r.body.code], body!.slice(0, 60)).toEqual([400, 'server/invalid-string'])
    }
    for (const query of ['player=%00', `player=${'y'.repeat(2000)}`]) {
      const r = await request(base, 'GET', `/daily/2026-12-01/leaderboard?${query}`)
      expect(r.status, query.slice(0, 40)).toBe(400)
      expect(r.body.code).toBe('server/invalid-string')
    }
    // A surrogate pair (an emoji) is text: a name may hold it.
    const emoji = await request(base, 'POST', '/daily', { name: 'Ann 🂡' })
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(201)
    // Nothing above reached the database as a failure: the server answers as before.
    expect((await createTable(base)).tokens).toHaveLength(4)
  }, 60_000)

  it('drops a client that floods and never reads (close 4008) instead of buffering for it', async () => {
    const { app, base } = await server({ maxSocketBufferBytes: 256 * 1024 })
    const { id, tokens } = await createTable(base)
    const watcher = await Client.connect(wsUrl(base, id, tokens[1]))
    cleanups.push(() => watcher.close())
    let received = 0
    const slow = new WebSocket(wsUrl(base, id, tokens[0]))
    await new Promise((resolve, reject) => {
      slow.once('open', resolve)
      slow.once('error', reject)
    })
    const closed = new Promise<number>((resolve) => slow.once('close', (code) => resolve(code)))
    slow.on('message', (data: Buffer) => (received += data.length))
    slow.on('error', () => {})
    // Stop reading: the server's answers pile up in the kernel's buffers, then in the server's.
    ;(slow as unknown as { _socket: { pause: () => void } })._socket.pause()
    // Each message is answered with an error that repeats its id (3.5 kB): 70 MB in all, more than
    // loopback's kernel buffers take (the receiver's grows up to tcp_rmem's 32 MB here, the sender's 4 MB).
    const flood = JSON.stringify({ type: 'nonsense', id: 'x'.repeat(3500) })
    const messages = 20_000
    for (let i = 0; i < messages; i++) slow.send(flood)
    const one = (await request(base, 'GET', `/tables/${id}/view`)).status
    expect(one).toBe(200) // the server still answers others
    // The server drops the socket once its own buffer for it is full (only the watcher's is left);
    // a client that read again before would drain the buffers and never be dropped.
    await until(() => app.tableCache.sockets() === 1)
    ;(slow as unknown as { _socket: { resume: () => void } })._socket.resume()
    const code = await closed
    expect([4008, 1006]).toContain(code)
    expect(received).toBeLessThan(messages * 3500 * 0.75)
    // The table and its other seat go on as before.
    const again = await request(base, 'GET', `/tables/${id}/view?token=${tokens[1]}`)
    expect(again.status).toBe(200)
    expect(watcher.closeCode).toBeNull()
  }, 120_000)

  it('closes a socket that floods messages (1008), per socket and per address', async () => {
    const { base } = await server({ wsMessagesPerSecond: 5, wsMessagesPerSecondPerIp: 12 })
    const { id, tokens } = await createTable(base)
    const flooder = await Client.connect(wsUrl(base, id, tokens[0]))
    await flooder.waitFor((m) => m.type === 'view')
    for (let i = 0; i < 50; i++) flooder.send({ type: 'ping', id: i })
    expect(await flooder.waitClosed()).toBe(1008)
    // Two sockets of one address, each under its own limit, over the address's together.
    const a = await Client.connect(wsUrl(base, id, tokens[1]))
    const b = await Client.connect(wsUrl(base, id, tokens[2]))
    cleanups.push(() => a.close(), () => b.close())
    for (let i = 0; i < 9; i++) {
      a.send({ type: 'ping', id: i })
      b.send({ type: 'ping', id: i })
    }
    await until(() => a.closeCode !== null || b.closeCode !== null)
    expect([a.closeCode, b.closeCode]).toContain(1008)
  }, 60_000)

  it('keeps seats reachable by their token: spectators have their own bounded pool, a seat\'s oldest socket gives way', async () => {
    const { base } = await server({ maxSpectatorsPerTable: 3, maxSpectators: 5, maxSocketsPerSeat: 2, maxSockets: 12 })
    const t1 = await createTable(base)
    const t2 = await createTable(base)
    const open: Client[] = []
    cleanups.push(async () => Promise.all(open.map((c) => c.close())))
    for (let i = 0; i < 3; i++) open.push(await Client.connect(wsUrl(base, t1.id)))
    await expect(Client.connect(wsUrl(base, t1.id))).rejects.toThrow(/503/) // the table's spectators are full
    for (let i = 0; i < 2; i++) open.push(await Client.connect(wsUrl(base, t2.id)))
    await expect(Client.connect(wsUrl(base, t2.id))).rejects.toThrow(/503/) // all spectators are full
    const refused = await request(base, 'GET', `/tables/${t2.id}/view`) // the HTTP view is not a socket
    expect(refused.status).toBe(200)
    // Every seat still connects, and a seat's third socket closes its first (4000).
    const seats = await Promise.all(t1.tokens.map((t) => Client.connect(wsUrl(base, t1.id, t))))
    open.push(...seats)
    await Promise.all(seats.map((c) => c.waitFor((m) => m.type === 'view')))
    const second = await Client.connect(wsUrl(base, t1.id, t1.tokens[0]))
    open.push(second)
    await second.waitFor((m) => m.type === 'view')
    expect(seats[0]!.closeCode).toBeNull()
    // 5 spectators + 5 seat sockets = 10 of 12; the next two seat sockets: the oldest of seat 0 gives way.
    const third = await Client.connect(wsUrl(base, t1.id, t1.tokens[0]))
    open.push(third)
    await third.waitFor((m) => m.type === 'view')
    expect(await seats[0]!.waitClosed()).toBe(4000)
    // The global cap: 12 sockets at most, seats included (503 beyond).
    await until(() => seats[0]!.closeCode !== null)
    const extra = await Client.connect(wsUrl(base, t2.id, t2.tokens[0]))
    open.push(extra)
    const more = await Client.connect(wsUrl(base, t2.id, t2.tokens[1]))
    open.push(more)
    await expect(Client.connect(wsUrl(base, t2.id, t2.tokens[2]))).rejects.toThrow(/503/)
  }, 60_000)

  it('gives the creator its own seat only: invites for the others, bots seated by the creator alone, a status for the waiting room', async () => {
    const { base } = await server()
    const created = await request(base, 'POST', '/tables', { rules: 'pagat', seat: 2, players: ['Ann', 'Ben', 'Cem', 'Dora'] })
    expect(created.status).toBe(201)
    const { id } = created.body
    expect(created.body.seat).toBe(2)
    expect(created.body.seats.map((x: { seat: number }) => x.seat)).toEqual([2])
    expect(created.body.status).toBe(`${base}/tables/${id}/status`)
    const creator = created.body.seats[0].token as string
    // The creator sees its own hand only: no token of another seat anywhere in its answer.
    const status = async () => (await request(base, 'GET', `/tables/${id}/status`)).body
    expect((await status()).seats).toEqual([
      { seat: 0, name: 'Ann', status: 'open', invited: true, creator: false },
      { seat: 1, name: 'Ben', status: 'open', invited: true, creator: false },
      { seat: 2, name: 'Cem', status: 'open', invited: false, creator: true },
      { seat: 3, name: 'Dora', status: 'open', invited: true, creator: false }
    ])
    // Ann redeems her invite: her own token; the invite is spent.
    const [ann, , dora] = created.body.invites as { seat: number; invite: string }[]
    const joined = await request(base, 'POST', `/tables/${id}/join`, { invite: ann!.invite })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ id, seat: 0, name: 'Ann' })
    expect((await request(base, 'GET', `/tables/${id}/view?token=${joined.body.token}`)).body.seat).toBe(0)
    expect((await request(base, 'POST', `/tables/${id}/join`, { invite: ann!.invite })).status).toBe(410)
    expect((await request(base, 'POST', `/tables/${id}/join`, { invite: 'x'.repeat(32) })).body.code).toBe('server/invite-used')
    expect((await request(base, 'POST', `/tables/${id}/join`, {})).status).toBe(400)
    expect((await status()).seats.map((x: { invited: boolean; status: string }) => [x.status, x.invited])).toEqual([
      ['human', false],
      ['open', true],
      ['open', false],
      ['open', true]
    ])
    // Only the creator seats bots; Dora's invite then finds a bot's seat.
    const byAnn = await request(base, 'POST', `/tables/${id}/bots`, { seats: [3] }, joined.body.token)
    expect([byAnn.status, byAnn.body.code]).toEqual([403, 'server/not-creator'])
    const byCreator = await request(base, 'POST', `/tables/${id}/bots`, { seats: [1, 3] }, creator)
    expect(byCreator.status).toBe(200)
    expect((await status()).seats.map((x: { status: string }) => x.status)).toEqual(['human', 'bot', 'human', 'bot'])
    const late = await request(base, 'POST', `/tables/${id}/join`, { invite: dora!.invite })
    expect([late.status, late.body.code]).toEqual([409, 'server/seat-is-bot'])
  }, 60_000)
})
