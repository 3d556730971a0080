/**
 * The page's "Neuer Tisch" (examples/web/src/online: mode.ts, api.ts, tablePage.ts) against a
 * real table server on PGlite: the URL modes `?new` and `?table=ID&invite=I`, the form's values
 * as a request the server takes, a table opened with the creator's own token and the others'
 * invites, an invite redeemed once, a bot seated by the creator only.
 *
 * The page's modules are loaded by a computed path: they are type-checked with the page's own
 * tsconfig (DOM, the `doppelkopf` paths), not with the repository's.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { pgliteStore } from '../examples/table-server/store.js'
import { start } from './table-server/helpers.js'

const page = (name: string): Promise<any> => import(`../examples/web/src/online/${name}.ts`)

describe('the page opens tables', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {})
  })

  it('reads ?new and the invite link', async () => {
    const { onlineMode } = await page('mode')
    const mode = (q: string) => onlineMode(new URLSearchParams(q), 'http://127.0.0.1:8080')
    expect(mode('new')).toEqual({ kind: 'new', server: { base: 'http://127.0.0.1:8080', explicit: false } })
    expect(mode('table=ABCDEFGHIJKLMNOP&invite=abc_DEF-1')).toMatchObject({ kind: 'invite', table: 'ABCDEFGHIJKLMNOP', invite: 'abc_DEF-1' })
    expect(mode('table=short&invite=abc')).toMatchObject({ kind: 'invalid' })
    expect(mode('table=ABCDEFGHIJKLMNOP&invite=')).toMatchObject({ kind: 'invalid' })
    // A seat's link is still a seat's link.
    expect(mode('table=ABCDEFGHIJKLMNOP&token=t0k')).toMatchObject({ kind: 'seat', token: 't0k' })
  })

  it('counts the daily\'s day as the server does, in Europe/Berlin', async () => {
    const { today } = await page('mode')
    expect(today(new Date('2026-12-05T22:30:00Z'))).toBe('2026-12-05') // 23:30 CET
    expect(today(new Date('2026-12-05T23:30:00Z'))).toBe('2026-12-06') // 00:30 CET
    expect(today(new Date('2026-07-05T22:30:00Z'))).toBe('2026-07-06') // 00:30 CEST
    expect(today(new Date('2026-07-05T21:59:00Z'))).toBe('2026-07-05')
  })

  it('turns the form into a request, or says in words what is wrong', async () => {
    const { tableForm, tableRequest } = await page('tablePage')
    const form = tableForm('pagat', ['Ann', '', 'Cem', ' '])
    expect(form).toMatchObject({ rules: 'pagat', gamesPerRound: '8', rounds: '1', compulsorySolo: false, bock: false })
    expect(tableForm('tsr')).toMatchObject({ gamesPerRound: '24', compulsorySolo: true, bock: false })
    expect(tableForm('house')).toMatchObject({ bock: true })
    const r = tableRequest({ ...form, gamesPerRound: '2', bock: true, seat: 0 })
    expect(r.ok).toBe(true)
    expect(r.value).toMatchObject({ rules: 'pagat', players: ['Ann', 'Gast 2', 'Cem', 'Gast 4'], seat: 0, options: { gamesPerRound: 2, rounds: 1, compulsorySolo: false } })
    expect(r.value.options.bock).toMatchObject({ mode: 'queue' })
    expect(tableRequest({ ...form, gamesPerRound: '0' })).toMatchObject({ ok: false, text: expect.stringMatching(/Spiele je Runde/) })
    expect(tableRequest({ ...form, rounds: 'x' })).toMatchObject({ ok: false, text: expect.stringMatching(/Runden/) })
    expect(tableRequest({ ...form, seat: 1 })).toMatchObject({ ok: false, text: expect.stringMatching(/deinen Namen/) })
    expect(tableRequest({ ...form, players: ['Ann', 'ann', 'Cem', 'Dora'] })).toMatchObject({ ok: false, text: expect.stringMatching(/verschieden/) })
  })

  it('opens a table, redeems an invite once, seats a bot as the creator only', async () => {
    const store = await pgliteStore('memory')
    cleanups.push(() => store.close())
    const { app, base } = await start(store)
    cleanups.push(() => app.close())
    const api = await page('api')
    const { tableForm, tableRequest } = await page('tablePage')
    const server = { base, explicit: false }
    const wanted = tableRequest({ ...tableForm('house', ['Ann', 'Ben', 'Cem', 'Dora'], 2), gamesPerRound: '4' })
    expect(wanted.ok).toBe(true)
    const opened = await api.createTable(server, wanted.value)
    expect(opened.ok).toBe(true)
    const t = opened.value
    expect(t.seat).toBe(2)
    expect(t.invites.map((i: { seat: number }) => i.seat)).toEqual([0, 1, 3])
    const status = async () => (await (await fetch(`${base}/tables/${t.table}/status`)).json()) as { seats: { status: string }[]; match: { games: number } }
    expect((await status()).match.games).toBe(4)
    const invite = (seat: number): string => new URL(t.invites.find((i: { seat: number }) => i.seat === seat).link).searchParams.get('invite') ?? ''
    const ben = await api.joinTable(server, t.table, invite(1))
    expect(ben.ok).toBe(true)
    expect(ben.value.seat).toBe(1)
    const again = await api.joinTable(server, t.table, invite(1))
    expect(again).toMatchObject({ ok: false, code: 'server/invite-used', text: expect.stringMatching(/schon eingelöst/) })
    // Ben's token is no creator's: the page says so in words.
    expect(await api.seatBots(server, t.table, ben.value.token, [3])).toMatchObject({ ok: false, code: 'server/not-creator' })
    expect(await api.seatBots(server, t.table, t.token, [0, 3])).toEqual({ ok: true, value: null })
    // Ben's and the creator's seats are a human's once their tokens were used.
    expect((await status()).seats.map((s) => s.status)).toEqual(['bot', 'human', 'human', 'bot'])
    // An invite of a seat given to a bot meanwhile.
    expect(await api.joinTable(server, t.table, invite(3))).toMatchObject({ ok: false, code: 'server/seat-is-bot' })
    // Names the server refuses: said in the page's words.
    expect(await api.createTable(server, { ...wanted.value, players: ['A', 'B', 'C', 'x'.repeat(30)] })).toMatchObject({ ok: false, code: 'server/bad-players', text: expect.stringMatching(/verschieden/) })
  })
})
