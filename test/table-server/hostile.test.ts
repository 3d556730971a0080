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
import { type Running, createTable, request, start } from './helpers.js'

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
})
