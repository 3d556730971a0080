/**
 * The browser page's online client (examples/web/src/online: the URL modes, the message reader,
 * the seat's connection) against a real table server on PGlite, with the `ws` package as the
 * WebSocket: only listed actions are sent, one at a time; a conflict is told as such; a dead link
 * is told apart from a server that is away; the connection comes back with its token.
 *
 * The page's modules are loaded by a computed path: they are type-checked with the page's own
 * tsconfig (DOM, the `doppelkopf` paths), not with the repository's.
 */
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { pgliteStore, type Store } from '../../examples/table-server/store.js'
import { buildTableServer } from '../../examples/table-server/server.js'
import { createTable, request, start, until } from './helpers.js'

const page = (name: string): Promise<any> => import(`../../examples/web/src/online/${name}.ts`)

interface Snapshot {
  readonly connection: 'connecting' | 'open' | 'waiting' | 'failed'
  readonly message: any
  readonly pending: unknown
  readonly notice: { kind: string; code: string; text: string } | null
}
interface Connection {
  snapshot(): Snapshot
  act(action: unknown): boolean
  retryNow(): void
  close(): void
}

describe('the online page\'s client', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {})
  })
  const store = async (): Promise<Store> => {
    const s = await pgliteStore('memory')
    cleanups.push(() => s.close())
    return s
  }
  const connect = async (url: string, diagnose?: () => Promise<unknown>): Promise<Connection> => {
    const { connectTable } = await page('connection')
    const c: Connection = connectTable({ url, onChange: () => {}, socket: (u: string) => new WebSocket(u), ...(diagnose === undefined ? {} : { diagnose }) })
    cleanups.push(async () => c.close())
    return c
  }
  const seatUrl = (base: string, id: string, token: string): string => `${base.replace(/^http/, 'ws')}/tables/${id}/ws?token=${token}`

  it('reads the page\'s URL modes', async () => {
    const { onlineMode, pageLink } = await page('mode')
    const mode = (q: string, origin = 'http://127.0.0.1:8080') => onlineMode(new URLSearchParams(q), origin)
    expect(mode('')).toBeNull()
    expect(mode('?seed=abc&fast=1')).toBeNull() // the offline page's parameters
    const id = 'N7RDiMKGO_h0AjLc'
    expect(mode(`?table=${id}&token=abc`)).toEqual({ kind: 'seat', server: { base: 'http://127.0.0.1:8080', explicit: false }, table: id, token: 'abc', daily: null })
    expect(mode(`?table=${id}&token=abc&daily=2026-12-01&server=https://doko.example/`)).toMatchObject({ server: { base: 'https://doko.example', explicit: true }, daily: '2026-12-01' })
    expect(mode(`?table=short&token=abc`).kind).toBe('invalid')
    expect(mode(`?table=${id}`).kind).toBe('invalid')
    expect(mode(`?table=${id}&token=a%20b`).kind).toBe('invalid')
    expect(mode(`?table=${id}&token=abc&server=javascript:alert(1)`).kind).toBe('invalid')
    expect(mode('?daily', 'null').kind).toBe('invalid') // a page from file:// needs server=
    expect(mode('?daily')).toEqual({ kind: 'daily', server: { base: 'http://127.0.0.1:8080', explicit: false } })
    expect(mode('?leaderboard=2026-12-01&player=%20Ann%20')).toMatchObject({ kind: 'leaderboard', date: '2026-12-01', player: 'Ann' })
    expect(mode('?leaderboard=yesterday').date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(pageLink({ base: 'https://doko.example', explicit: true }, { daily: '' })).toBe('?daily=&server=https%3A%2F%2Fdoko.example')
  })

  it('drops messages that are not the server\'s', async () => {
    const { parseMessage } = await page('protocol')
    const s = await store()
    const { base, app } = await start(s)
    cleanups.push(() => app.close())
    const { id, tokens } = await createTable(base)
    const real = (await request(base, 'GET', `/tables/${id}/view?token=${tokens[2]}`)).body
    expect(parseMessage(JSON.stringify(real))).toMatchObject({ type: 'view', table: id, seat: 2, version: 0, match: { games: 1 } })
    for (const bad of ['', 'null', '[1]', '{"type":"view"}', JSON.stringify({ ...real, seat: 1 }), JSON.stringify({ ...real, version: -1 }), JSON.stringify({ ...real, seats: [] }), '{"type":"hello"}']) {
      expect(parseMessage(bad), bad.slice(0, 40)).toBeNull()
    }
    expect(parseMessage('{"type":"error","id":3,"code":"server/conflict","message":"x"}')).toEqual({ type: 'error', id: 3, code: 'server/conflict', message: 'x' })
    expect(parseMessage('{"type":"accepted","id":3,"version":4}')).toEqual({ type: 'accepted', id: 3, version: 4 })
  })

  it('sends only listed actions, one at a time, and tells a conflict as one', async () => {
    const s = await store()
    const { base, app } = await start(s)
    cleanups.push(() => app.close())
    const { id, tokens } = await createTable(base)
    const any = (await request(base, 'GET', `/tables/${id}/view`)).body
    const seat: number = any.view.turn
    const a = await connect(seatUrl(base, id, tokens[seat]!))
    const b = await connect(seatUrl(base, id, tokens[seat]!)) // the same seat in a second tab
    await until(() => a.snapshot().message?.version === 0 && b.snapshot().message?.version === 0)
    const listed = a.snapshot().message.view.legalActions[0]
    expect(a.act({ ...listed })).toBe(false) // an equal copy is no listed action of this view
    expect(a.act(listed)).toBe(true)
    expect(a.act(listed)).toBe(false) // one action in flight
    expect(a.snapshot().pending).toBe(listed)
    // The second tab still shows version 0 and acts on it: one of the two is applied, the other is told that the table moved on.
    const stale = b.snapshot().message.view.legalActions[0]
    expect(b.act(stale)).toBe(true)
    await until(() => a.snapshot().pending === null && b.snapshot().pending === null)
    const notices = [a.snapshot().notice, b.snapshot().notice]
    expect(notices.filter((n) => n === null)).toHaveLength(1)
    expect(notices.find((n) => n !== null)).toMatchObject({ kind: 'conflict', code: 'server/conflict' })
    await until(() => b.snapshot().message.version === 1)
    expect((await request(base, 'GET', `/tables/${id}/view`)).body.version).toBe(1)
    const { noticeOf } = await page('connection')
    expect(noticeOf({ code: 'turn/not-your-turn', message: '' }).kind).toBe('refused')
  })

  it('reconnects with its token when the server comes back, and tells a dead link apart', async () => {
    const s = await store()
    let app = await buildTableServer({ store: s, botDelayMs: 0, requestsPerSecond: Infinity })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const base = `http://127.0.0.1:${port}`
    const { id, tokens } = await createTable(base)
    const c = await connect(seatUrl(base, id, tokens[0]!))
    await until(() => c.snapshot().connection === 'open' && c.snapshot().message !== null)
    await app.close()
    await until(() => c.snapshot().connection === 'waiting' || c.snapshot().connection === 'connecting')
    app = await buildTableServer({ store: s, botDelayMs: 0, requestsPerSecond: Infinity })
    const again = app
    cleanups.push(() => again.close())
    await app.listen({ port, host: '127.0.0.1' })
    c.retryNow()
    await until(() => c.snapshot().connection === 'open' && c.snapshot().message?.version === 0)
    expect(c.snapshot().message.seat).toBe(0)

    // A table that does not exist: the link is dead, no more retries.
    const { diagnoseSeat } = await page('api')
    const server = { base, explicit: false }
    const dead = await connect(seatUrl(base, 'AAAAAAAAAAAAAAAA', tokens[0]!), () => diagnoseSeat(server, 'AAAAAAAAAAAAAAAA', tokens[0]!))
    await until(() => dead.snapshot().connection === 'failed')
    expect(dead.snapshot().notice).toMatchObject({ kind: 'failed', code: 'server/no-such-table' })
    const wrong = await connect(seatUrl(base, id, 'not-a-token'), () => diagnoseSeat(server, id, 'not-a-token'))
    await until(() => wrong.snapshot().connection === 'failed')
    expect(wrong.snapshot().notice).toMatchObject({ kind: 'failed', code: 'server/unauthorized' })
    // A server that is away is no dead link: the answer is "retry".
    expect(await diagnoseSeat({ base: 'http://127.0.0.1:9', explicit: false }, id, tokens[0]!)).toBeNull()
  }, 60_000)
})
