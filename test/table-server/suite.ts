/**
 * The table server's test suite, run against one storage backend (PGlite here, PostgreSQL when
 * DATABASE_URL_TEST is set). Every server listens on 127.0.0.1 with an ephemeral port; every
 * server, socket and store is closed after each test.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import type { Seat } from '../../src/index.js'
import { dealFromSeed } from '../../src/rulesEntry.js'
import type { PlayerView } from '../../src/views/index.js'
import type { Store } from '../../examples/table-server/store.js'
import { nameSkeleton } from '../../examples/table-server/daily.js'
import * as E from 'fp-ts/lib/Either.js'
import { auditDaily } from '../../src/bots/index.js'
import { Client, type Running, createTable, pick, request, start, turnOf, until, wsUrl } from './helpers.js'

export interface Backend {
  /** A store for one test (PGlite: in memory). */
  readonly fresh: () => Promise<Store>
  /** A store that a later `open` of the same location sees again (PGlite: a temp folder), and the cleanup. */
  readonly persistent: () => Promise<{ readonly open: () => Promise<Store>; readonly cleanup: () => Promise<void> }>
}

const HEAVY = 60_000

export const tableServerSuite = (name: string, backend: Backend): void => {
  describe(`table server (${name})`, () => {
    const cleanups: (() => Promise<unknown>)[] = []
    /** Registers something to close after the test (closed in reverse order). */
    const later = <T>(x: T, close: (x: T) => Promise<unknown>): T => {
      cleanups.push(() => close(x))
      return x
    }
    const store = async (): Promise<Store> => later(await backend.fresh(), (s) => s.close())
    const server = async (s: Store, options: Parameters<typeof start>[1] = {}): Promise<Running> =>
      later(await start(s, options), (r) => r.app.close())
    const client = async (url: string): Promise<Client> => later(await Client.connect(url), (c) => c.close())

    afterEach(async () => {
      for (const c of cleanups.splice(0).reverse()) await c().catch(() => {})
    })

    it('plays a complete game with four seats over HTTP and WebSocket; each socket gets only its own hand', async () => {
      const { base } = await server(await store())
      const { id, tokens } = await createTable(base)
      const clients = await Promise.all(tokens.map((t) => client(wsUrl(base, id, t))))
      const first = await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'view')))
      first.forEach((m, seat) => {
        expect(m.version).toBe(0)
        expect(m.seat).toBe(seat)
      })
      const hands = first.map((m) => new Set<number>((m.view as PlayerView).hand))
      expect(new Set(first.flatMap((m) => (m.view as PlayerView).hand)).size).toBe(48) // four disjoint hands of 12

      let version = 0
      for (let i = 0; i < 400 && !clients[0]!.latest!.match.over; i++) {
        const seat = turnOf(clients[0]!.latest!)
        expect(seat).not.toBeNull()
        const own = clients[seat!]!.latest!
        const action = pick(own.view as PlayerView, `t/${i}`)
        const r = await request(base, 'POST', `/tables/${id}/actions`, action, tokens[seat!])
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        expect(r.body.version).toBe(++version)
        await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'view' && m.version === version)))
      }
      const last = clients[0]!.latest!
      expect(last.match.over).toBe(true)
      expect(last.match.gamesPlayed).toBe(1)
      expect((last.view as PlayerView).settlement).not.toBeNull()
      clients.forEach((c, seat) => {
        // Versions arrive in order, one message per version, and each holds the socket's own seat only.
        expect(c.views.map((m) => m.version)).toEqual([...Array(version + 1).keys()])
        // A hand only shrinks within a game (a redeal, which the heuristic player may call, deals a new game).
        const dealt = new Map<number, Set<number>>([[1, hands[seat]!]])
        for (const m of c.views) {
          expect(m.seat).toBe(seat)
          expect((m.view as PlayerView).seat).toBe(seat)
          const view = m.view as PlayerView
          if (!dealt.has(m.game)) dealt.set(m.game, new Set(view.hand))
          // The Armut exchange is the one way a hand gains cards within a game.
          if (view.phase === 'armut' || view.contract?.kind === 'armut') for (const card of view.hand) dealt.get(m.game)!.add(card)
          for (const card of view.hand) expect(dealt.get(m.game)!.has(card), `seat ${seat} card ${card} in game ${m.game}`).toBe(true)
          expect(JSON.stringify(m)).not.toMatch(/"hands"/)
        }
      })
      // The spectator sees no hand at all.
      const spectator = await request(base, 'GET', `/tables/${id}/view`)
      expect(spectator.status).toBe(200)
      expect(spectator.body.seat).toBeNull()
      expect(spectator.body.view.hand).toBeUndefined()
      expect(spectator.body.version).toBe(version)
    }, HEAVY)

    it('plays a match of two games, one human (over HTTP and WebSocket) against three server-side bots (delay 0)', async () => {
      const { base } = await server(await store(), { botDelayMs: 0 })
      const { id, tokens } = await createTable(base, { rules: 'pagat', options: { gamesPerRound: 2 }, players: ['Ann', 'Ben', 'Cem', 'Dora'] })
      const me = await client(wsUrl(base, id, tokens[0]))
      const bots = await request(base, 'POST', `/tables/${id}/bots`, {}, tokens[0])
      expect(bots.status, JSON.stringify(bots.body)).toBe(200)
      expect(bots.body.seats.map((s: { status: string }) => s.status)).toEqual(['human', 'bot', 'bot', 'bot'])
      for (let i = 0; i < 400; i++) {
        const m = await me.waitFor((x) => x.type === 'view' && x === me.latest && (x.match.over || turnOf(x) === 0))
        if (m.match.over) break
        const action = pick(m.view as PlayerView, `h/${i}`)
        if (i % 2 === 0) {
          const r = await request(base, 'POST', `/tables/${id}/actions`, action, tokens[0])
          expect(r.status, JSON.stringify(r.body)).toBe(200)
        } else {
          me.send({ type: 'action', action, id: i })
          const ack = await me.waitFor((x) => (x.type === 'accepted' || x.type === 'error') && x.id === i)
          expect(ack, JSON.stringify(ack)).toMatchObject({ type: 'accepted', version: m.version + 1 })
        }
        await me.waitFor((x) => x.type === 'view' && x.version > m.version)
      }
      const last = me.latest!
      expect(last.match.over).toBe(true)
      expect(last.match.gamesPlayed).toBe(2)
      expect(last.game).toBeGreaterThanOrEqual(2)
      // While game 2 ran, the settlement of game 1 was shown as `previous`.
      const second = me.views.find((x) => x.game === 2)!
      expect((second.previous as { settlement: unknown }).settlement).not.toBeNull()
      expect(second.seats.map((x) => x.name)).toEqual(['Ann', 'Ben', 'Cem', 'Dora'])
      expect(last.match.totals.reduce((a, b) => a + b, 0)).toBe(0)
      // A bot seat's token cannot act for it.
      const asBot = await request(base, 'POST', `/tables/${id}/actions`, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, tokens[1])
      expect(asBot.status).toBe(403)
      expect(asBot.body.code).toBe('server/seat-is-bot')
      expect(me.messages.filter((x) => x.type === 'seats').at(-1).seats.map((x: { status: string }) => x.status)).toEqual(['human', 'bot', 'bot', 'bot'])
      const versions = me.views.map((x) => x.version)
      expect(versions).toEqual([...versions].sort((a, b) => a - b))
      expect(new Set(versions).size).toBe(versions.length)
    }, HEAVY)

    it('plays the daily Partie from the day\'s secret: one Partie per name and day (a restart resumes), ranked once finished, audited once the day is over', async () => {
      // A day of its own for each run: a database shared by runs (a local PostgreSQL) keeps the
      // boards of earlier runs. The server's clock is the test's: noon in Berlin of that day.
      const at = Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 36_000) * 86_400_000
      const day = new Date(at).toISOString().slice(0, 10)
      let clock = at + 11 * 3_600_000
      const { base } = await server(await store(), { botDelayMs: 0, clock: () => clock })
      const opened = await request(base, 'GET', '/daily')
      expect(opened.status).toBe(200)
      expect(opened.body).toMatchObject({ date: day, secret: null })
      expect(opened.body.commitment).toMatch(/^[0-9a-f]{64}$/)
      /** Plays (or resumes and plays on) the daily Partie as `name`; `actions`: stop after that many of the player's own. Answers the start's answer and the last view. */
      const playDaily = async (name: string, secret: string | undefined, style: string, actions = Infinity): Promise<{ started: any; last: any }> => {
        const started = await request(base, 'POST', '/daily', { name, ...(secret === undefined ? {} : { secret }) })
        expect([200, 201], JSON.stringify(started.body)).toContain(started.status)
        expect(started.body).toMatchObject({ date: day, commitment: opened.body.commitment })
        expect(started.body.seats.map((x: { seat: number }) => x.seat)).toEqual([0])
        const { id } = started.body as { id: string }
        const token = started.body.seats[0].token as string
        const me = await client(wsUrl(base, id, token))
        for (let i = 0; i < 2000; i++) {
          const m = await me.waitFor((x) => x.type === 'view' && x === me.latest && (x.match.over || turnOf(x) === 0))
          if (m.match.over || i >= actions) return { started: started.body, last: m }
          const r = await request(base, 'POST', `/tables/${id}/actions`, pick(m.view as PlayerView, `${style}/${i}`), token)
          expect(r.status, JSON.stringify(r.body)).toBe(200)
          await me.waitFor((x) => x.type === 'view' && x.version > m.version)
        }
        throw new Error('the daily Partie did not end')
      }
      // Ann claims her name (the server draws its secret, sent this once) and plays 30 actions.
      const first = await playDaily('  Ann ', undefined, 'a', 30)
      expect(first.started).toMatchObject({ name: 'Ann', resumed: false })
      const annSecret = first.started.secret as string
      expect(annSecret).toMatch(/^[\w-]{16,}$/)
      // The hands are not the practice daily's (the public seed).
      const dealt = first.last.game === 1 ? (first.last.view as PlayerView).hand.length : 0
      if (dealt === 12) expect([...(first.last.view as PlayerView).hand].sort()).not.toEqual([...(dealFromSeed(`doppelkopf-daily-${day}`, 3)[0] ?? [])].sort())
      // Nobody watches a daily Partie while its day runs, and its seats stay as they are.
      const watch = await request(base, 'GET', `/tables/${first.started.id}/view`)
      expect([watch.status, watch.body.code]).toEqual([403, 'server/daily-private'])
      await expect(Client.connect(wsUrl(base, first.started.id))).rejects.toThrow(/403/)
      const bots = await request(base, 'POST', `/tables/${first.started.id}/bots`, { seats: [0] }, first.started.seats[0].token)
      expect([bots.status, bots.body.code]).toEqual([409, 'server/daily-seats'])
      // A second start resumes the first (the same table, where it was: never dealt again).
      const again = await playDaily('Ann', annSecret, 'a')
      expect(again.started).toMatchObject({ id: first.started.id, resumed: true, name: 'Ann' })
      expect(again.started.secret).toBeUndefined()
      expect(again.last.match.over).toBe(true)
      expect(again.last.match.gamesPlayed).toBe(8)
      const ann = again.last.match.totals as number[]
      expect(ann.reduce((a, b) => a + b, 0)).toBe(0)
      // After the end, a start answers the finished Partie again.
      const third = await request(base, 'POST', '/daily', { name: 'ann', secret: annSecret })
      expect([third.status, third.body.id, third.body.resumed]).toEqual([200, first.started.id, true])
      // The name and its look-alikes are Ann's: without her secret they are refused.
      for (const [name, secret] of [['Ann', undefined], ['ANN', 'x'.repeat(20)], ['\u0410nn', undefined], ['A n n', undefined], ['Ánn', undefined]] as const) {
        const r = await request(base, 'POST', '/daily', { name, ...(secret === undefined ? {} : { secret }) })
        expect([r.status, r.body.code], name).toEqual([409, 'server/name-taken'])
      }
      for (const name of ['Anna', '\u0430nna', '', '   ', 'x'.repeat(25), '\u200bBea', 'Bea\u202e', 42]) {
        const r = await request(base, 'POST', '/daily', { name })
        expect([r.status, r.body.code], JSON.stringify(name)).toEqual([400, 'server/bad-players'])
      }
      // Bea starts and leaves after 5 actions: she is on the board as unfinished, without a rank.
      const bea = await playDaily('Bea', undefined, 'b', 5)
      const board = await request(base, 'GET', `/daily/${day}/leaderboard?player=Bea`)
      expect(board.status).toBe(200)
      expect(board.body.entries).toEqual([{ rank: 1, player: 'Ann', score: ann[0], finished: true, games: 8 }])
      expect(board.body.you).toMatchObject({ rank: null, player: 'Bea', finished: false })
      expect((await request(base, 'GET', `/daily/${day}/leaderboard?player=%C3%A1nn`)).body.you).toMatchObject({ rank: 1, player: 'Ann' })
      expect((await request(base, 'GET', `/daily/${day}/leaderboard?limit=1&offset=1`)).body.entries).toEqual([])
      expect((await request(base, 'GET', `/daily/${day}/leaderboard?limit=1000`)).status).toBe(400)
      // The day is not over: no secret, no audit.
      expect((await request(base, 'GET', `/daily/${day}`)).body.secret).toBeNull()
      const early = await request(base, 'GET', `/tables/${first.started.id}/audit`)
      expect([early.status, early.body.code]).toEqual([403, 'server/day-not-over'])
      // Midnight in Berlin (23:00 UTC in winter, 22:00 in summer): the day is over, its secret revealed.
      clock = new Date(`${day}T23:00:00Z`).getTime()
      const revealed = await request(base, 'GET', `/daily/${day}`)
      expect(revealed.body.commitment).toBe(opened.body.commitment)
      expect(typeof revealed.body.secret).toBe('string')
      expect((await request(base, 'GET', '/daily')).body.date).not.toBe(day)
      const audit = await request(base, 'GET', `/tables/${first.started.id}/audit`)
      expect(audit.status).toBe(200)
      expect(audit.body).toMatchObject({ date: day, commitment: opened.body.commitment, secret: revealed.body.secret })
      const checked = auditDaily(audit.body)
      expect(E.isRight(checked) && checked.right).toMatchObject({ finished: true, totals: ann })
      // The first hand was dealt from the secret.
      const firstGame = audit.body.record.games[0]
      expect(firstGame.setup.deal).toEqual(dealFromSeed(`doppelkopf-daily-${day}:${revealed.body.secret}`, 3).map((h) => [...h]))
      // Bea's unfinished Partie audits too, as far as it went; the rows now name their tables.
      const beaAudit = auditDaily((await request(base, 'GET', `/tables/${bea.started.id}/audit`)).body)
      expect(E.isRight(beaAudit) && beaAudit.right.finished).toBe(false)
      expect((await request(base, 'GET', `/daily/${day}/leaderboard`)).body.entries[0].table).toBe(first.started.id)
      expect((await request(base, 'GET', `/tables/${first.started.id}/view`)).status).toBe(200)
      expect((await request(base, 'GET', '/daily/2026-13-01/leaderboard')).status).toBe(400)
      expect((await request(base, 'GET', '/daily/1999-01-01')).status).toBe(404)
    }, 4 * HEAVY)

    it('gives a name back when the daily start under its freshly drawn secret fails, and keeps a name with a Partie', async () => {
      const s = await store()
      let down = true
      // The store fails the start once, after the name is claimed: the secret drawn for it never reaches the player.
      const flaky: Store = { ...s, startDaily: (day, key, row) => (down ? Promise.reject(new Error('store down')) : s.startDaily(day, key, row)) }
      const { base } = await server(flaky, { botDelayMs: 0 })
      // A name of its own for each run: a database shared by runs (a local PostgreSQL) keeps the names of earlier runs.
      const name = `Cleo${randomBytes(6).toString('hex')}`
      const failed = await request(base, 'POST', '/daily', { name })
      expect(failed.status).toBe(500)
      expect(failed.body.secret).toBeUndefined()
      down = false
      // The name is free again: the next start claims it with a new secret, sent this once.
      const started = await request(base, 'POST', '/daily', { name })
      expect([started.status, started.body.name, started.body.resumed]).toEqual([201, name, false])
      expect(started.body.secret).toMatch(/^[\w-]{16,}$/)
      // Now a Partie exists under it: the name stays its holder's, even asked with the right secret.
      const claim = await s.playerClaim(nameSkeleton(name))
      expect(claim?.name).toBe(name)
      expect(await s.releaseName(claim!.key, claim!.secretHash)).toBe(false)
      expect((await request(base, 'POST', '/daily', { name })).body.code).toBe('server/name-taken')
      expect((await request(base, 'POST', '/daily', { name, secret: started.body.secret })).body).toMatchObject({ id: started.body.id, resumed: true })
      // A start that fails under a secret the player chose keeps the claim: the player knows the secret.
      down = true
      const own = `Dora${randomBytes(6).toString('hex')}`
      const chosen = 'my-own-secret-1234'
      expect((await request(base, 'POST', '/daily', { name: own, secret: chosen })).status).toBe(500)
      expect((await request(base, 'POST', '/daily', { name: own })).body.code).toBe('server/name-taken')
      down = false
      expect((await request(base, 'POST', '/daily', { name: own, secret: chosen })).status).toBe(201)
    }, HEAVY)

    it('leaves the version unchanged when an action is rejected', async () => {
      const { base } = await server(await store(), { maxActionBytes: 1024 })
      const { id, tokens } = await createTable(base)
      const watcher = await client(wsUrl(base, id, tokens[0]))
      const start0 = await watcher.waitFor((m) => m.type === 'view')
      const turn = turnOf(start0)!
      const other = ((turn + 1) % 4) as Seat
      const legal = (await request(base, 'GET', `/tables/${id}/view?token=${tokens[turn]}`)).body.view.legalActions[0]
      const path = `/tables/${id}/actions`
      const cases = [
        [await request(base, 'POST', path, legal, tokens[other]), 403, 'server/not-your-seat'],
        [await request(base, 'POST', path, { ...legal, seat: other }, tokens[other]), 409, 'turn/not-your-turn'],
        [await request(base, 'POST', path, { type: 'play', seat: turn, card: 0 }, tokens[turn]), 409, 'phase/wrong-phase'],
        [await request(base, 'POST', path, { type: 'dance', seat: turn }, tokens[turn]), 400, 'input/malformed-action'],
        [await request(base, 'POST', path, '{"type":', tokens[turn]), 400, 'server/malformed-json'],
        [await request(base, 'POST', path, 'x'.repeat(2048), tokens[turn]), 413, 'server/body-too-large'],
        [await request(base, 'POST', path, JSON.stringify(legal), tokens[turn], { 'Content-Type': 'text/plain' }), 415, 'server/unsupported-media-type'],
        [await request(base, 'POST', path, legal), 401, 'server/unauthorized'],
        [await request(base, 'POST', path, legal, 'not-a-token'), 401, 'server/unauthorized'],
        [await request(base, 'POST', `/tables/AAAAAAAAAAAAAAAA/actions`, legal, tokens[turn]), 404, 'server/no-such-table']
      ] as const
      for (const [r, status, code] of cases) {
        expect(r.status, JSON.stringify(r.body)).toBe(status)
        expect(r.body.code).toBe(code)
        expect(typeof r.body.message).toBe('string')
        expect(JSON.stringify(r.body)).not.toMatch(/\bat .*\.ts:\d+/) // no stack trace
      }
      for (const token of [undefined, tokens[turn]]) {
        const v = await request(base, 'GET', `/tables/${id}/view${token === undefined ? '' : `?token=${token}`}`)
        expect(v.body.version).toBe(0)
      }
      // The next accepted action is version 1, and it is the only view message after the first.
      const ok = await request(base, 'POST', path, legal, tokens[turn])
      expect(ok.status).toBe(200)
      expect(ok.body.version).toBe(1)
      await watcher.waitFor((m) => m.type === 'view' && m.version === 1)
      expect(watcher.views.map((m) => m.version)).toEqual([0, 1])
    }, HEAVY)

    it('continues every table exactly where it was after a restart on the same storage', async () => {
      const where = await backend.persistent()
      cleanups.push(where.cleanup)
      let s1: Store | null = await where.open()
      let r1: Running | null = await start(s1)
      const { id, tokens } = await createTable(r1.base)
      const bot = await createTable(r1.base)
      // A second table where three bots wait for the human at seat 0 (or play on without them after the restart).
      expect((await request(r1.base, 'POST', `/tables/${bot.id}/bots`, { seats: [1, 2, 3] }, bot.tokens[0])).status).toBe(200)
      for (let i = 0; i < 12; i++) {
        const any = (await request(r1.base, 'GET', `/tables/${id}/view`)).body
        const seat = turnOf(any)!
        const view = (await request(r1.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
        expect((await request(r1.base, 'POST', `/tables/${id}/actions`, pick(view.view, `r/${i}`), tokens[seat])).status).toBe(200)
      }
      const viewsOf = async (base: string, table: string, ts: readonly string[]): Promise<unknown[]> =>
        Promise.all([undefined, ...ts].map(async (t) => (await request(base, 'GET', `/tables/${table}/view${t === undefined ? '' : `?token=${t}`}`)).body))
      const before = await viewsOf(r1.base, id, tokens)
      expect((before[0] as { version: number }).version).toBe(12)
      await r1.app.close()
      await s1.close()
      r1 = null
      s1 = null

      const s2 = later(await where.open(), (s) => s.close())
      const r2 = await server(s2)
      const after = await viewsOf(r2.base, id, tokens)
      expect(after).toEqual(before)
      // The game goes on to the end of the match.
      const ws = await client(wsUrl(r2.base, id, tokens[0]))
      let version = 12
      for (let i = 0; i < 400; i++) {
        const any = (await request(r2.base, 'GET', `/tables/${id}/view`)).body
        if (any.match.over) break
        const seat = turnOf(any)!
        const view = (await request(r2.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
        const r = await request(r2.base, 'POST', `/tables/${id}/actions`, pick(view.view, `r2/${i}`), tokens[seat])
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        expect(r.body.version).toBe(++version)
      }
      const end = await ws.waitFor((m) => m.type === 'view' && m.version === version)
      expect(end.match.over).toBe(true)
      // The bot table came back too: its bots still wait for seat 0 (or have moved, never past it).
      const botView = (await request(r2.base, 'GET', `/tables/${bot.id}/view`)).body
      expect(botView.seats.map((x: { status: string }) => x.status)).toEqual(['human', 'bot', 'bot', 'bot'])
      const me = await client(wsUrl(r2.base, bot.id, bot.tokens[0]))
      await me.waitFor((m) => m.type === 'view' && (m.match.over || turnOf(m) === 0))
    }, HEAVY)

    /** Plays `n` actions of a table over HTTP (each seat's heuristic choice from its own view); answers the version. */
    const playOver = async (base: string, id: string, tokens: readonly string[], n: number, tag: string): Promise<number> => {
      let version = 0
      for (let i = 0; i < n; i++) {
        const any = (await request(base, 'GET', `/tables/${id}/view`)).body
        if (any.match.over) return any.version
        const seat = turnOf(any)!
        const view = (await request(base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
        const r = await request(base, 'POST', `/tables/${id}/actions?version=${view.version}`, pick(view.view, `${tag}/${i}`), tokens[seat])
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        version = r.body.version
      }
      return version
    }
    const allViews = async (base: string, id: string, tokens: readonly string[]): Promise<unknown[]> =>
      Promise.all([undefined, ...tokens].map(async (t) => (await request(base, 'GET', `/tables/${id}/view${t === undefined ? '' : `?token=${t}`}`)).body))

    it('evicts idle tables (never one with a socket or a bot to move) and continues them from the log', async () => {
      const s = await store()
      // No sweeps of their own (tableIdleMs Infinity): the test evicts with evictIdle(0) when it wants to.
      const { app, base } = await server(s, { tableIdleMs: Infinity, botDelayMs: 0 })
      const { id, tokens } = await createTable(base)
      expect(await playOver(base, id, tokens, 10, 'e')).toBe(10)
      // A socket keeps the table in memory.
      const watcher = await client(wsUrl(base, id, tokens[0]))
      await watcher.waitFor((m) => m.type === 'view' && m.version === 10)
      app.tableCache.evictIdle(0)
      expect(app.tableCache.has(id)).toBe(true)
      const before = await allViews(base, id, tokens)
      await watcher.close()
      await until(() => app.tableCache.evictIdle(0) > 0 || !app.tableCache.has(id))
      expect(app.tableCache.has(id)).toBe(false)
      // Read again from the log: exactly the state it had, and the game goes on to the end.
      expect(await allViews(base, id, tokens)).toEqual(before)
      expect(app.tableCache.has(id)).toBe(true)
      const ws = await client(wsUrl(base, id, tokens[1]))
      for (let round = 0; round < 100; round++) {
        app.tableCache.evictIdle(0) // the socket keeps it
        const v = await playOver(base, id, tokens, 5, `e${round}`)
        if ((await request(base, 'GET', `/tables/${id}/view`)).body.match.over) break
        expect(v).toBeGreaterThan(10)
      }
      const end = (await request(base, 'GET', `/tables/${id}/view`)).body
      expect(end.match.over).toBe(true)
      await ws.waitFor((m) => m.type === 'view' && m.version === end.version)
      expect(ws.views.map((m) => m.version)).toEqual([...Array(end.version - 9).keys()].map((i) => i + 10))

      // A table of bots waiting for the human at seat 0 is idle; once read again its bots play on.
      const bots = await createTable(base, { rules: 'pagat', options: { gamesPerRound: 2 } })
      expect((await request(base, 'POST', `/tables/${bots.id}/bots`, { seats: [1, 2, 3] }, bots.tokens[0])).status).toBe(200)
      let me = await client(wsUrl(base, bots.id, bots.tokens[0]))
      let m = await me.waitFor((x) => x.type === 'view' && (x.match.over || turnOf(x) === 0))
      let evictions = 0
      for (let i = 0; i < 2000 && !m.match.over; i++) {
        if (i % 7 === 3) {
          // Leave (the table is idle: the bots wait for seat 0), get evicted, come back to the same view.
          await me.close()
          await until(() => app.tableCache.evictIdle(0) > 0 || !app.tableCache.has(bots.id))
          evictions++
          me = await client(wsUrl(base, bots.id, bots.tokens[0]))
          const back = await me.waitFor((x) => x.type === 'view')
          expect(back).toEqual(m)
        }
        const r = await request(base, 'POST', `/tables/${bots.id}/actions?version=${m.version}`, pick(m.view as PlayerView, `b/${i}`), bots.tokens[0])
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        const c = me
        m = await c.waitFor((x) => x.type === 'view' && x === c.latest && x.version >= r.body.version && (x.match.over || turnOf(x) === 0))
      }
      expect(evictions).toBeGreaterThan(2)
      expect(m.match.over).toBe(true)
      expect(m.match.gamesPlayed).toBe(2)
    }, 2 * HEAVY)

    it('keeps at most maxTablesInMemory idle tables in memory, the least recently used evicted first', async () => {
      const { app, base } = await server(await store(), { maxTablesInMemory: 3, tableIdleMs: Infinity })
      const made: { id: string; tokens: readonly string[] }[] = []
      for (let i = 0; i < 8; i++) {
        const t = await createTable(base)
        expect(await playOver(base, t.id, t.tokens, 2, `c${i}`)).toBe(2)
        made.push(t)
        expect(app.tableCache.size()).toBeLessThanOrEqual(3)
      }
      // The three used last are held; the first ones were evicted and come back on use, in their state.
      expect(made.slice(-3).every((t) => app.tableCache.has(t.id))).toBe(true)
      expect(app.tableCache.has(made[0]!.id)).toBe(false)
      expect(await playOver(base, made[0]!.id, made[0]!.tokens, 1, 'again')).toBe(3)
      expect(app.tableCache.has(made[0]!.id)).toBe(true)
      expect(app.tableCache.size()).toBeLessThanOrEqual(3)
      // Busy tables (a socket open) stay, beyond the cap; once they are left, the cap holds again.
      const open = await Promise.all(made.slice(0, 5).map((t) => client(wsUrl(base, t.id, t.tokens[0]))))
      await Promise.all(open.map((c) => c.waitFor((x) => x.type === 'view')))
      expect(made.slice(0, 5).every((t) => app.tableCache.has(t.id))).toBe(true)
      expect(app.tableCache.size()).toBe(5)
      for (const c of open) await c.close()
      await until(async () => {
        await request(base, 'GET', `/tables/${made[7]!.id}/view`) // a use: the cap is enforced when a table is read
        await request(base, 'GET', `/tables/${made[6]!.id}/view`)
        return app.tableCache.size() <= 3
      })
      expect(app.tableCache.evictIdle()).toBe(0) // tableIdleMs Infinity: no eviction by age
      // Once every socket's goodbye has arrived, every table is idle: evictIdle(0) empties the cache.
      await until(() => {
        app.tableCache.evictIdle(0)
        return app.tableCache.size() === 0
      })
    }, HEAVY)

    it('evicts tables left idle for tableIdleMs on its own', async () => {
      const { app, base } = await server(await store(), { tableIdleMs: 20 })
      const { id, tokens } = await createTable(base)
      await playOver(base, id, tokens, 1, 'i')
      await until(() => !app.tableCache.has(id))
      expect((await request(base, 'GET', `/tables/${id}/view`)).body.version).toBe(1)
    }, HEAVY)

    it('accepts exactly one of 50 identical concurrent actions', async () => {
      const { base } = await server(await store())
      const { id, tokens } = await createTable(base)
      const any = (await request(base, 'GET', `/tables/${id}/view`)).body
      const seat = turnOf(any)!
      const view = (await request(base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
      const action = view.view.legalActions[0]
      const replies = await Promise.all(Array.from({ length: 50 }, () => request(base, 'POST', `/tables/${id}/actions`, action, tokens[seat])))
      const ok = replies.filter((r) => r.status >= 200 && r.status < 300)
      expect(ok).toHaveLength(1)
      for (const r of replies.filter((x) => x.status >= 300)) {
        expect([409, 422]).toContain(r.status)
        expect(typeof r.body.code).toBe('string')
      }
      expect((await request(base, 'GET', `/tables/${id}/view`)).body.version).toBe(1)
    }, HEAVY)

    it('reports a conflict when another server stored the event first, and reloads', async () => {
      const shared = await store()
      const a = await server(shared)
      // b does not subscribe to the store's notifications, so that it stays stale until its INSERT conflicts.
      const { subscribe: _ignored, ...deaf } = shared
      const b = await server(deaf)
      const { id, tokens } = await createTable(a.base)
      const any = (await request(b.base, 'GET', `/tables/${id}/view`)).body // b holds version 0 now
      const seat = turnOf(any)!
      const view = (await request(a.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
      const action = view.view.legalActions[0]
      expect((await request(a.base, 'POST', `/tables/${id}/actions`, action, tokens[seat])).status).toBe(200)
      const stale = await request(b.base, 'POST', `/tables/${id}/actions`, action, tokens[seat])
      expect(stale.status).toBe(409)
      expect(stale.body.code).toBe('server/conflict')
      const reloaded = (await request(b.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
      expect(reloaded.version).toBe(1)
      expect(reloaded).toEqual((await request(a.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body)
    }, HEAVY)

    it('pushes the actions and seat changes stored through one server to the sockets of another on the same store', async () => {
      const shared = await store()
      const a = await server(shared)
      const b = await server(shared)
      const { id, tokens } = await createTable(a.base)
      const watcher = await client(wsUrl(b.base, id, tokens[0])) // b holds the table at version 0
      await watcher.waitFor((m) => m.type === 'view' && m.version === 0)
      for (let v = 0; v < 8; v++) {
        const any = (await request(a.base, 'GET', `/tables/${id}/view`)).body
        const seat = turnOf(any)!
        const view = (await request(a.base, 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
        const r = await request(a.base, 'POST', `/tables/${id}/actions?version=${v}`, pick(view.view, `n/${v}`), tokens[seat])
        expect(r.status, JSON.stringify(r.body)).toBe(200)
      }
      await watcher.waitFor((m) => m.type === 'view' && m.version === 8)
      expect(watcher.views.map((m) => m.version)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
      // Seats taken through a (the GETs above took them all) reach b's sockets, and b's state.
      const seats = await watcher.waitFor((m) => m.type === 'seats' && m.seats.every((x: { status: string }) => x.status === 'human'))
      expect(seats.version).toBeLessThanOrEqual(8)
      expect((await request(b.base, 'GET', `/tables/${id}/view`)).body.seats.map((x: { status: string }) => x.status)).toEqual(['human', 'human', 'human', 'human'])
      // A stale expected version is refused with 409 and changes nothing.
      const stale = await request(b.base, 'POST', `/tables/${id}/actions?version=3`, { type: 'declare', seat: 0, declaration: { kind: 'healthy' } }, tokens[0])
      expect(stale.status).toBe(409)
      expect(stale.body.code).toBe('server/conflict')
      expect((await request(b.base, 'GET', `/tables/${id}/view`)).body.version).toBe(8)
    }, HEAVY)

    it('takes a deal seed only when started for tests (allowTestSeed)', async () => {
      const s = await store()
      const normal = await server(s)
      const refused = await request(normal.base, 'POST', '/tables', { rules: 'pagat', seed: 'known' })
      expect(refused.status).toBe(400)
      expect(refused.body.code).toBe('server/bad-request')
      const testing = await server(s, { allowTestSeed: true })
      const hands = async (): Promise<unknown> => {
        const { id, tokens } = await createTable(testing.base, { rules: 'pagat', seed: 'known' })
        expect((await s.getTable(id))!.seed).toBe('known')
        return (await request(testing.base, 'GET', `/tables/${id}/view?token=${tokens[0]}`)).body.view.hand
      }
      expect(await hands()).toEqual(await hands())
      expect((await request(testing.base, 'POST', '/tables', { seed: 42 })).status).toBe(400)
    }, HEAVY)

    it('enforces its limits and keeps its secrets', async () => {
      const s = await store()
      // The table is made on a server without limits (the invites take a request each), then played on the limited one.
      const maker = await server(s)
      const { id, tokens, body } = await createTable(maker.base)
      const { base } = await server(s, { requestsPerSecond: 1, burst: 4, maxWsMessageBytes: 256 })
      // The creator gets its own seat's token only; the others get invites, each redeemed once for a token of its own.
      expect(body.seat).toBe(0)
      expect(body.seats).toHaveLength(1)
      expect(body.seats[0].join).toBe(`${maker.base}/tables/${id}/view?token=${tokens[0]}`)
      expect(body.seats[0].ws).toContain(`/tables/${id}/ws?token=`)
      expect(body.invites.map((x: { seat: number }) => x.seat)).toEqual([1, 2, 3])
      for (const invite of body.invites) {
        expect(invite.link).toBe(`${maker.base}/tables/${id}/join?invite=${invite.invite}`)
        expect(JSON.stringify(body)).not.toContain(tokens[invite.seat])
        const again = await request(maker.base, 'POST', `/tables/${id}/join`, { invite: invite.invite })
        expect([again.status, again.body.code]).toEqual([410, 'server/invite-used'])
      }
      expect(new Set(tokens).size).toBe(4)
      expect((await request(base, 'GET', `/tables/${id}/view`)).status).toBe(200) // request 1
      const row = await s.getTable(id)
      expect(row!.seed.length).toBeGreaterThanOrEqual(32)
      for (const [i, seat] of row!.seats.entries()) expect(seat.tokenHash).not.toContain(tokens[i]!) // only digests stored
      const spectator = await client(wsUrl(base, id)) // request 2
      const ws = await client(wsUrl(base, id, tokens[0])) // request 3
      await expect(Client.connect(wsUrl(base, id, 'wrong-token'))).rejects.toThrow(/401/) // request 4 (refused before the upgrade)
      const limited = await request(base, 'GET', `/tables/${id}/view`) // request 5: over the burst
      expect(limited.status).toBe(429)
      expect(limited.body.code).toBe('server/too-many-requests')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      for (const m of [...spectator.messages, ...ws.messages, body]) expect(JSON.stringify(m)).not.toContain(row!.seed)
      expect(spectator.latest!.seat).toBeNull()
      expect((spectator.latest!.view as Partial<PlayerView>).hand).toBeUndefined()
      // A spectator cannot act; a WebSocket message over the size limit closes the socket (1009).
      spectator.send({ type: 'action', action: { type: 'declare', seat: 0, declaration: { kind: 'healthy' } }, id: 1 })
      expect((await spectator.waitFor((m) => m.type === 'error')).code).toBe('server/unauthorized')
      ws.send(JSON.stringify({ type: 'action', pad: 'x'.repeat(1000) }))
      expect(await ws.waitClosed()).toBe(1009)
    }, HEAVY)
  })
}
