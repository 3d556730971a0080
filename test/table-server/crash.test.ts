/**
 * The crash guarantee of the table server on PGlite: a server process killed with SIGKILL at
 * random moments (a seeded RNG) and restarted on the same data folder loses no acknowledged
 * action, and the game it finally records is the one an uninterrupted server records for the
 * same script and the same deal seed (ALLOW_TEST_SEED=1, tests only).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { pgliteStore } from '../../examples/table-server/store.js'
import { replayLog } from '../../examples/table-server/table.js'
import { type ServerProcess, kill, rng, spawnServer } from '../../examples/table-server/processes.js'
import { pick, request, start, tokensOf, turnOf } from './helpers.js'

const TABLE = { rules: 'pagat', options: { gamesPerRound: 1 }, players: ['Ann', 'Ben', 'Cem', 'Dora'], seed: 'crash-test-deal-seed' }
const KILLS = 20
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

interface Ack {
  readonly version: number
  readonly action: unknown
}

/**
 * Plays the table to its end with four seats over HTTP: each step reads the table, lets the seat
 * to act pick its action from its own view (the choice depends on the version only, so a retry
 * after a crash picks the same) and POSTs it with `?version=`. `base()` is the server to talk
 * to; when a request fails (the server is down), `down()` resolves once it is up again.
 */
const drive = async (base: () => string, down: () => Promise<void>, id: string, tokens: readonly string[], acks: Ack[], cut = { count: 0 }): Promise<void> => {
  for (let i = 0; i < 2_000; i++) {
    try {
      const any = (await request(base(), 'GET', `/tables/${id}/view`)).body
      if (any.match.over) return
      const seat = turnOf(any)!
      const own = (await request(base(), 'GET', `/tables/${id}/view?token=${tokens[seat]}`)).body
      const action = pick(own.view, `crash/${own.version}`)
      const r = await request(base(), 'POST', `/tables/${id}/actions?version=${own.version}`, action, tokens[seat])
      if (r.status === 200) acks.push({ version: r.body.version, action })
      else if (r.status !== 409) throw new Error(`POST: ${r.status} ${JSON.stringify(r.body)}`)
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('POST:')) throw e
      cut.count++
      await down() // connection refused or reset: the server was killed
    }
  }
  throw new Error('the game did not end within 2000 steps')
}

describe('table server crash (PGlite, SIGKILL)', () => {
  const dirs: string[] = []
  let current: ServerProcess | null = null
  afterAll(async () => {
    if (current !== null) await kill(current)
    for (const d of dirs) await rm(d, { recursive: true, force: true })
  })

  it(`loses no acknowledged action and records the same game when killed ${KILLS} times`, async () => {
    const t0 = performance.now()
    // The uninterrupted run: the same script on a server in this process.
    const reference = await pgliteStore('memory')
    const r = await start(reference, { allowTestSeed: true })
    const created = await request(r.base, 'POST', '/tables', TABLE)
    expect(created.status).toBe(201)
    const refAcks: Ack[] = []
    await drive(() => r.base, () => Promise.reject(new Error('the reference server failed')), created.body.id, await tokensOf(r.base, created.body), refAcks)
    const expected = await reference.events(created.body.id)
    await r.app.close()
    await reference.close()
    expect(refAcks.map((a) => a.version)).toEqual(expected.map((_, i) => i + 1))

    // The same script against a child process that is killed again and again.
    const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-crash-'))
    dirs.push(dir)
    const env = { PGLITE_DIR: join(dir, 'data'), ALLOW_TEST_SEED: '1' }
    current = await spawnServer(env)
    const table = await request(current.base, 'POST', '/tables', TABLE)
    expect(table.status).toBe(201)
    const id: string = table.body.id
    const tokens: string[] = await tokensOf(current.base, table.body)

    const random = rng(20261201)
    const acks: Ack[] = []
    const restarts: number[] = []
    let up: Promise<void> = Promise.resolve()
    let finished = false
    let kills = 0
    const killer = (async () => {
      while (kills < KILLS && !finished) {
        // Kill after 0 or 1 more acknowledged actions, 0-8 ms later: often in the middle of a request.
        const target = acks.length + Math.floor(random() * 2)
        const delay = random() * 8
        while (acks.length < target && !finished) await sleep(1)
        if (finished) break
        await sleep(delay)
        let back!: () => void
        up = new Promise((resolve) => (back = resolve))
        await kill(current!)
        kills++
        const t = performance.now()
        current = await spawnServer(env)
        restarts.push(performance.now() - t)
        back()
      }
    })()
    const cut = { count: 0 }
    await drive(() => current!.base, () => up, id, tokens, acks, cut)
    finished = true
    await killer
    await kill(current, 'SIGTERM')
    current = null

    const store = await pgliteStore(join(dir, 'data'))
    const log = await store.events(id)
    const row = await store.getTable(id)
    await store.close()
    // Every acknowledged action is in the log, at its version.
    for (const a of acks) expect(log[a.version - 1]).toEqual(a.action)
    // The same game as without the crashes, and it replays to a finished match.
    expect(log).toEqual(expected)
    const replayed = replayLog(row!, log)
    expect(E.isRight(replayed) && replayed.right.match.gamesPlayed).toBe(1)
    expect(kills).toBeGreaterThanOrEqual(20)
    const mean = restarts.reduce((a, b) => a + b, 0) / Math.max(1, restarts.length)
    console.log(
      `crash test: ${kills} kills over ${log.length} events, ${acks.length} acknowledged, ${cut.count} requests cut off, restart ${Math.round(mean)} ms on average (max ${Math.round(Math.max(...restarts))}), ${Math.round((performance.now() - t0) / 1000)} s in all`
    )
  }, 300_000) // 20 restarts of a tsx child process: generous, so that only a hang fails it
})
