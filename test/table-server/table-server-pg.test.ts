/**
 * The same suite against a real PostgreSQL server when DATABASE_URL_TEST is set (e.g.
 * postgres://postgres:postgres@127.0.0.1:5432/doppelkopf_test); skipped with a warning otherwise,
 * except where PG_REQUIRED=1 (CI: `.ci/run` starts a throwaway PostgreSQL 15 and sets both).
 * The tests share that database: every table has a fresh random id, so runs do not interfere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Seat } from '../../src/index.js'
import type { PlayerView } from '../../src/views/index.js'
import { pgStore } from '../../examples/table-server/store.js'
import { tableServerSuite } from './suite.js'
import { Client, createTable, pick, request, turnOf, wsUrl } from './helpers.js'
import { type ServerProcess, kill, spawnServer } from '../../examples/table-server/processes.js'

const url = process.env['DATABASE_URL_TEST']

if ((url === undefined || url === '') && process.env['PG_REQUIRED'] === '1') {
  describe('table server (PostgreSQL)', () => {
    it('runs against PostgreSQL (PG_REQUIRED=1 but DATABASE_URL_TEST is not set)', () => {
      throw new Error('PG_REQUIRED=1: set DATABASE_URL_TEST to a PostgreSQL database')
    })
  })
} else if (url === undefined || url === '') {
  console.warn('table-server-pg: DATABASE_URL_TEST is not set, the PostgreSQL suite is skipped')
  describe.skip('table server (PostgreSQL)', () => {
    it('needs DATABASE_URL_TEST', () => {})
  })
} else {
  tableServerSuite('PostgreSQL', {
    fresh: () => pgStore(url),
    persistent: async () => ({ open: () => pgStore(url), cleanup: async () => {} })
  })
  twoProcesses(url)
}

/**
 * Two real server processes on the one database: every client sees every version whichever
 * process it is connected to (LISTEN/NOTIFY), and duplicate actions racing over both processes
 * are accepted once.
 */
function twoProcesses(databaseUrl: string): void {
  describe('two table server processes on one PostgreSQL', () => {
    let a: ServerProcess | null = null
    let b: ServerProcess | null = null
    const clients: Client[] = []
    beforeAll(async () => {
      ;[a, b] = await Promise.all([spawnServer({ DATABASE_URL: databaseUrl }), spawnServer({ DATABASE_URL: databaseUrl })])
    }, 120_000)
    afterAll(async () => {
      for (const c of clients) await c.close().catch(() => {})
      await Promise.all([a, b].map((p) => (p === null ? null : kill(p))))
    })

    it('plays a complete game with two seats on each process; every client sees every version', async () => {
      const bases = [a!.base, a!.base, b!.base, b!.base]
      const { id, tokens } = await createTable(a!.base, { rules: 'pagat', options: { gamesPerRound: 1 }, players: ['Ann', 'Ben', 'Cem', 'Dora'] })
      const cs = await Promise.all(tokens.map((t, seat) => Client.connect(wsUrl(bases[seat]!, id, t))))
      clients.push(...cs)
      const play = async (seat: Seat): Promise<void> => {
        const c = cs[seat]!
        let acted = -1
        for (let i = 0; i < 400; i++) {
          const m = await c.waitFor((x) => x.type === 'view' && x === c.latest && (x.match.over || (turnOf(x) === seat && x.version > acted)))
          if (m.match.over) return
          acted = m.version
          const action = pick(m.view as PlayerView, `two/${m.version}`)
          if (m.version % 2 === 0) {
            const r = await request(bases[seat]!, 'POST', `/tables/${id}/actions?version=${m.version}`, action, tokens[seat])
            expect(r.status, JSON.stringify(r.body)).toBe(200)
          } else {
            c.send({ type: 'action', action, id: m.version, version: m.version })
            const ack = await c.waitFor((x) => (x.type === 'accepted' || x.type === 'error') && x.id === m.version)
            expect(ack, JSON.stringify(ack)).toMatchObject({ type: 'accepted', version: m.version + 1 })
          }
        }
        throw new Error('the game did not end')
      }
      await Promise.all(([0, 1, 2, 3] as const).map(play))
      const store = await pgStore(databaseUrl, 1)
      const log = await store.events(id)
      await store.close()
      const final = log.length
      expect(final).toBeGreaterThan(40)
      for (const c of cs) {
        // No gap, no repeat, in order, up to the end: whichever process sent them.
        expect(c.views.map((m) => m.version)).toEqual([...Array(final + 1).keys()])
        expect(c.latest!.match.over).toBe(true)
        // The seats taken on the other process arrived too.
        expect(c.messages.filter((m) => m.type === 'seats' || m.type === 'view').at(-1).seats.map((x: { status: string }) => x.status)).toEqual(['human', 'human', 'human', 'human'])
      }
      expect(cs[2]!.latest).toEqual({ ...cs[0]!.latest, seat: 2, view: cs[2]!.latest!.view })
      // How long a view took to reach the other process's clients (a measure, not an assertion).
      const at = (c: Client, v: number): number => c.times[c.messages.findIndex((m) => m.type === 'view' && m.version === v)]!
      const lag = [...Array(final).keys()].map((v) => Math.abs((at(cs[0]!, v + 1) + at(cs[1]!, v + 1)) / 2 - (at(cs[2]!, v + 1) + at(cs[3]!, v + 1)) / 2)).sort((x, y) => x - y)
      console.log(`two processes: ${final} versions; view lag between the processes median ${lag[lag.length >> 1]!.toFixed(1)} ms, max ${lag.at(-1)!.toFixed(1)} ms`)
    }, 120_000)

    it('accepts exactly one of each duplicate action racing over both processes (200 requests)', async () => {
      const { id, tokens } = await createTable(a!.base, { rules: 'pagat', options: { gamesPerRound: 2 } })
      let sent = 0
      let accepted = 0
      const losers = new Map<string, number>()
      const winners = new Map<string, number>()
      for (let step = 0; sent < 200; step++) {
        const any = (await request(a!.base, 'GET', `/tables/${id}/view`)).body
        expect(any.match.over).toBe(false)
        const seat = turnOf(any)!
        const own = (await request(a!.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
        const action = pick(own.view, `race/${own.version}`)
        const path = `/tables/${id}/actions?version=${own.version}`
        const replies = await Promise.all([a, b, a, b].map((p) => request(p!.base, 'POST', path, action, tokens[seat])))
        sent += replies.length
        const ok = replies.filter((r) => r.status >= 200 && r.status < 300)
        expect(ok, JSON.stringify(replies.map((r) => [r.status, r.body.code]))).toHaveLength(1)
        expect(ok[0]!.body.version).toBe(own.version + 1)
        for (const r of replies.filter((x) => x.status >= 300)) {
          expect(r.status, JSON.stringify(r.body)).toBe(409)
          const why = String(r.body.message).startsWith('Another action was stored first') ? 'insert conflicts' : 'version checks'
          losers.set(why, (losers.get(why) ?? 0) + 1)
        }
        winners.set(ok[0] === replies[0] || ok[0] === replies[2] ? 'a' : 'b', (winners.get(ok[0] === replies[0] || ok[0] === replies[2] ? 'a' : 'b') ?? 0) + 1)
        accepted++
      }
      expect(sent).toBe(200)
      console.log(`racing duplicates: ${accepted} accepted (${[...winners].map(([k, v]) => `${v} by ${k}`).join(', ')}), 409s: ${[...losers].map(([k, v]) => `${v} ${k}`).join(', ')}`)
      const store = await pgStore(databaseUrl, 1)
      expect(await store.events(id)).toHaveLength(accepted)
      await store.close()
      // Both processes end up at the same version.
      for (let i = 0; i < 200; i++) {
        const [va, vb] = await Promise.all([a, b].map(async (p) => (await request(p!.base, 'GET', `/tables/${id}/view`)).body.version))
        if (va === accepted && vb === accepted) break
        await new Promise((r) => setTimeout(r, 50))
      }
      for (const p of [a, b]) expect((await request(p!.base, 'GET', `/tables/${id}/view`)).body.version).toBe(accepted)
    }, 120_000)
  })
}
