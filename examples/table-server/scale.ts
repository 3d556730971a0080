/**
 * Scale figures of the table server: `npm run server:scale` (tsx examples/table-server/scale.ts).
 *
 * Fills a fresh database with a big history: `--entries` (100,000) finished daily Parties on one
 * day's leaderboard, each with its (finished) table, plus `--tables` (100,000) more finished
 * tables, and `--in-play` (20) tables still in play with bots. Then it measures, in this process:
 *
 * - the day's ranking: the top 100 (`leaderboard(day, 100, 0)`), the deepest page the server
 *   serves (offset 10,000), and one player's own row with its rank (`leaderboardEntry`), each the median of
 *   `--runs` (20) runs;
 * - the start-up: `buildTableServer` on the filled store until it would listen (it reads and
 *   replays the tables still in play, never the finished ones), then one finished table read on
 *   demand (its first view).
 *
 * PGlite in a temp folder, or with `DATABASE_URL_TEST` also that PostgreSQL database (its rows
 * stay: run it on a throwaway database). Loopback only: nothing listens. Bounded: the numbers
 * are options with limits (at most 1,000,000 each). Not a test: the figures are the machine's.
 *
 *   npm run server:scale
 *   npm run server:scale -- --entries 20000 --tables 20000
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import * as E from 'fp-ts/lib/Either.js'
import { buildTableServer } from './server.js'
import { type Store, pgStore, pgliteStore } from './store.js'
import { matchConfigOf } from './table.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`)
  if (i < 0) return fallback
  const v = Number(args[i + 1])
  if (!Number.isSafeInteger(v) || v < 0 || v > 1_000_000) {
    console.error(`--${name} expects a whole number from 0 to 1000000, got ${args[i + 1]}`)
    process.exit(2)
  }
  return v
}
const ENTRIES = option('entries', 100_000)
const TABLES = option('tables', 100_000)
const IN_PLAY = option('in-play', 20)
const RUNS = Math.max(1, option('runs', 20))
const DAY = '2026-12-01'

/** The statements that fill the database (the same for both drivers): generate_series, no round trips per row. */
const fillStatements = (): { text: string; params: unknown[] }[] => {
  const config = matchConfigOf('pagat', undefined)
  if (E.isLeft(config)) throw new Error(config.left.message)
  const { rules, ...rest } = config.right
  const bots = JSON.stringify(['Ann', 'Anna', 'Ben', 'Carla'].map((name, i) => ({ name, tokenHash: randomBytes(32).toString('hex'), status: i === 0 ? 'human' : 'bot' })))
  const seed = randomBytes(32).toString('base64url')
  const common = [JSON.stringify(rules), JSON.stringify(rest), bots, seed]
  return [
    // The day's finished Parties: a table each and a leaderboard row (scores spread as a Partie's are, ties included).
    {
      text: `INSERT INTO tables (id, rules, config, seats, seed, created, daily, over)
             SELECT 'd' || lpad(i::text, 15, '0'), $1, $2, $3, $4, now() - interval '1 day', $5, true FROM generate_series(1, $6::int) i`,
      params: [...common, DAY, ENTRIES]
    },
    {
      text: `INSERT INTO leaderboard (day, player, score, table_id, finished, games, recorded)
             SELECT $1, 'Player ' || i, (floor(random() * 401) - 200)::int, 'd' || lpad(i::text, 15, '0'), true, 8, now() - (i || ' ms')::interval
             FROM generate_series(1, $2::int) i`,
      params: [DAY, ENTRIES]
    },
    {
      text: `INSERT INTO leaderboard_scores (day, score, n) SELECT day, score, count(*) FROM leaderboard WHERE day = $1 AND finished GROUP BY day, score`,
      params: [DAY]
    },
    // Finished tables of other matches.
    {
      text: `INSERT INTO tables (id, rules, config, seats, seed, created, daily, over)
             SELECT 't' || lpad(i::text, 15, '0'), $1, $2, $3, $4, now() - interval '2 days', NULL, true FROM generate_series(1, $5::int) i`,
      params: [...common, TABLES]
    },
    // Tables still in play, with bots: these start-up reads.
    {
      text: `INSERT INTO tables (id, rules, config, seats, seed, created, daily, over)
             SELECT 'p' || lpad(i::text, 15, '0'), $1, $2, $3, $4 || i, now(), NULL, false FROM generate_series(1, $5::int) i`,
      params: [...common, IN_PLAY]
    },
    { text: 'ANALYZE', params: [] }
  ]
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const time = async (f: () => Promise<unknown>): Promise<number> => {
  const t0 = performance.now()
  await f()
  return performance.now() - t0
}
const timeRuns = async (f: () => Promise<unknown>): Promise<number> => {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) times.push(await time(f))
  return median(times)
}

const measure = async (label: string, open: () => Promise<Store>, fill: () => Promise<void>): Promise<void> => {
  // The schema first (the store migrates), then the rows.
  await (await open()).close()
  const filled = await time(fill)
  const store = await open()
  try {
    const top = await timeRuns(() => store.leaderboard(DAY, 100, 0))
    const deep = await timeRuns(() => store.leaderboard(DAY, 100, Math.min(10_000, Math.floor(ENTRIES / 2))))
    const sample = await store.leaderboard(DAY, 1, Math.floor(ENTRIES * 0.9))
    const player = sample[0]?.player ?? 'Player 1'
    const own = await timeRuns(() => store.leaderboardEntry(DAY, player))
    const entry = await store.leaderboardEntry(DAY, player)
    const rss0 = process.memoryUsage().rss
    let app: Awaited<ReturnType<typeof buildTableServer>> | null = null
    const startup = await time(async () => {
      app = await buildTableServer({ store, botDelayMs: 0, requestsPerSecond: Infinity })
      await app.ready()
    })
    const held = app!.tableCache.size()
    const onDemand = await time(() => app!.inject({ method: 'GET', url: `/tables/t${'1'.padStart(15, '0')}/view` }))
    const rss1 = process.memoryUsage().rss
    await app!.close()
    console.log(
      `${label}: filled ${ENTRIES} leaderboard entries + ${ENTRIES + TABLES} finished tables + ${IN_PLAY} in play in ${(filled / 1000).toFixed(1)} s\n` +
        `  ranking: top 100 ${top.toFixed(1)} ms, 100 at offset ${Math.min(10_000, Math.floor(ENTRIES / 2))} (the deepest page served) ${deep.toFixed(1)} ms, own row with rank (#${entry?.rank}) ${own.toFixed(1)} ms (medians of ${RUNS})\n` +
        `  start-up: ${startup.toFixed(0)} ms (${held} tables read: the ones in play), a finished table on demand ${onDemand.toFixed(1)} ms; rss ${(rss0 / 1e6).toFixed(0)} -> ${(rss1 / 1e6).toFixed(0)} MB`
    )
  } finally {
    await store.close()
  }
}

console.log(`load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-scale-'))
try {
  const folder = join(dir, 'data')
  await measure('PGlite', () => pgliteStore(folder), async () => {
    const db = await PGlite.create(folder)
    for (const s of fillStatements()) await db.query(s.text, s.params)
    await db.close()
  })
} finally {
  await rm(dir, { recursive: true, force: true })
}
const url = process.env['DATABASE_URL_TEST']
if (url !== undefined && url !== '') {
  await measure('PostgreSQL', () => pgStore(url), async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      // A throwaway database: the rows of an earlier run go first.
      await client.query(`DELETE FROM leaderboard WHERE day = $1`, [DAY])
      await client.query(`DELETE FROM leaderboard_scores WHERE day = $1`, [DAY])
      await client.query(`DELETE FROM events WHERE table_id ~ '^[dtp][0-9]{15}$'`)
      await client.query(`DELETE FROM tables WHERE id ~ '^[dtp][0-9]{15}$'`)
      for (const s of fillStatements()) await client.query(s.text, s.params)
    } finally {
      await client.end()
    }
  })
} else console.log('PostgreSQL: skipped (set DATABASE_URL_TEST to a throwaway database)')
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
