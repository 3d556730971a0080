/**
 * Load figures of the table server: `npm run server:load` (tsx examples/table-server/load.ts).
 *
 * Starts the server as child processes (examples/table-server/main.ts): one on PGlite in a temp
 * folder, or with `DATABASE_URL` one or more (`--processes 2`) on that PostgreSQL database,
 * behind no proxy. Then it plays N tables at once over loopback: four scripted WebSocket clients
 * per table, one per seat (seat s connects to process s mod P, so the clients of one table are
 * spread over the processes), each sending one of the actions its view lists (a random one, not
 * an announcement) `--think-ms` after its turn comes (0: at once, like the server's bots
 * without delay). A table whose match ends is replaced by a new one.
 *
 * Measured: the move latency, from sending an action over the socket to the client's own
 * `accepted` answer (the view of the new version arrives just before it), of the actions sent
 * in `--measure-s` seconds after `--warmup-s` seconds; an action still unanswered at the end
 * counts with its age so far. A client acts once per view (never again on the same version). Printed per number of tables: actions per second and the
 * latency's p50/p95/p99/max, the servers' CPU (from /proc), the load client's own CPU and its
 * event-loop delay (p99, ms: when the client itself is the bottleneck, it grows).
 * With `--tables N` it measures N; otherwise it doubles N from `--start` until p99 reaches
 * `--target-ms` (50) and bisects to the largest N below it.
 *
 *   npm run server:load                                   # PGlite, one process, search
 *   npm run server:load -- --tables 20 --think-ms 500
 *   DATABASE_URL=postgres://... npm run server:load -- --processes 2
 *
 * Not a test: the figures depend on the machine and on what else runs on it (see the load
 * average it prints).
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import WebSocket from 'ws'
import { type ServerProcess, kill, rng, spawnServer } from './processes.js'

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const args = process.argv.slice(2)
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`)
  if (i < 0) return fallback
  const v = Number(args[i + 1])
  if (!Number.isFinite(v) || v < 0) {
    console.error(`--${name} expects a number, got ${args[i + 1]}`)
    process.exit(2)
  }
  return v
}
const databaseUrl = process.env['DATABASE_URL'] ?? ''
const processes = Math.max(1, Math.floor(option('processes', 1)))
const fixedTables = option('tables', 0)
const thinkMs = option('think-ms', 0)
const warmupS = option('warmup-s', 2)
const measureS = option('measure-s', 8)
const targetMs = option('target-ms', 50)
const startTables = Math.max(1, Math.floor(option('start', 1)))
const maxTables = Math.max(1, Math.floor(option('max-tables', 4096)))
if (processes > 1 && databaseUrl === '') {
  console.error('--processes > 1 needs DATABASE_URL (PGlite is one process)')
  process.exit(2)
}

// ---------------------------------------------------------------------------------------------
// Server processes
// ---------------------------------------------------------------------------------------------

/** A server process of the load test: no connection cap worth the name, idle tables evicted soon, no page served. */
const startServer = (env: Record<string, string>): Promise<ServerProcess> =>
  spawnServer({ MAX_CONNECTIONS_PER_IP: '1000000', TABLE_IDLE_MS: '5000', WEB_ROOT: 'none', ...env })

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
const cpuSeconds = (pid: number | undefined): number | null => {
  if (pid === undefined) return null
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (100 per second on Linux)
  } catch {
    return null
  }
}

const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return '?'
  }
}

// ---------------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------------


interface Stats {
  measuring: boolean
  readonly latencies: number[]
  actions: number
  readonly errors: Map<string, number>
}

interface Action {
  readonly type: string
}

/** One seat's scripted player: acts on its turn, measures send → accepted. */
class Seat {
  private latest: { version: number; over: boolean; actions: readonly Action[] } | null = null
  private pending: { id: number; at: number; measured: boolean } | null = null
  /** The version of the view the last action was sent on: one action per view, never a retry on the same one. */
  private sentOn = -1
  private timer: NodeJS.Timeout | NodeJS.Immediate | null = null
  private nextId = 1
  private closed = false
  readonly socket: WebSocket

  constructor(
    url: string,
    private readonly stats: Stats,
    private readonly random: () => number,
    private readonly onOver: () => void
  ) {
    this.socket = new WebSocket(url)
    this.socket.on('message', (data) => this.receive(data.toString()))
    this.socket.on('error', () => {})
    this.socket.on('close', () => {
      this.closed = true
    })
  }

  opened(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) resolve()
      const timer = setTimeout(() => reject(new Error('the socket did not open in time')), timeoutMs)
      this.socket.once('open', () => {
        clearTimeout(timer)
        resolve()
      })
      this.socket.once('error', (e) => {
        clearTimeout(timer)
        reject(e)
      })
    })
  }

  /** The action in flight at the end of a measurement, as a latency of at least its age so far (an overloaded server answers late or never). */
  unanswered(now: number): number | null {
    return this.pending !== null && this.pending.measured ? now - this.pending.at : null
  }

  private receive(text: string): void {
    const m = JSON.parse(text) as { type: string; id?: number; version: number; code?: string; match?: { over: boolean }; view?: { legalActions: Action[] } }
    if (m.type === 'view') {
      if (this.latest === null || m.version >= this.latest.version) {
        this.latest = { version: m.version, over: m.match?.over ?? false, actions: (m.view?.legalActions ?? []).filter((a) => a.type !== 'announce') }
      }
      if (this.latest.over) this.onOver()
    } else if ((m.type === 'accepted' || m.type === 'error') && this.pending !== null && m.id === this.pending.id) {
      const took = performance.now() - this.pending.at
      const measured = this.pending.measured
      this.pending = null
      if (!measured) return this.maybeAct()
      if (this.stats.measuring) {
        if (m.type === 'accepted') {
          this.stats.latencies.push(took)
          this.stats.actions++
        } else this.stats.errors.set(m.code ?? '?', (this.stats.errors.get(m.code ?? '?') ?? 0) + 1)
      }
    }
    this.maybeAct()
  }

  private maybeAct(): void {
    const latest = this.latest
    if (this.closed || this.pending !== null || this.timer !== null || latest === null || latest.over || latest.actions.length === 0 || latest.version === this.sentOn) return
    const go = (): void => {
      this.timer = null
      const now = this.latest
      if (this.closed || this.pending !== null || now === null || now.over || now.actions.length === 0 || now.version === this.sentOn) return
      const action = now.actions[Math.floor(this.random() * now.actions.length)]
      const id = this.nextId++
      this.sentOn = now.version
      this.pending = { id, at: performance.now(), measured: this.stats.measuring }
      this.socket.send(JSON.stringify({ type: 'action', action, id, version: now.version }))
    }
    this.timer = thinkMs === 0 ? setImmediate(go) : setTimeout(go, thinkMs * (0.5 + this.random()))
  }

  close(): void {
    this.closed = true
    if (this.timer !== null) {
      clearTimeout(this.timer as NodeJS.Timeout)
      clearImmediate(this.timer as NodeJS.Immediate)
    }
    this.socket.terminate()
  }
}

const post = async (base: string, path: string, body: unknown, token?: string): Promise<any> => {
  const res = await fetch(`${base}${path}`, {
    signal: AbortSignal.timeout(SETUP_TIMEOUT_MS),
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body)
  })
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** One table: created on a process, its four seats connected to the processes in turn. */
const openTable = async (servers: readonly ServerProcess[], index: number, stats: Stats, seed: number, onOver: () => void): Promise<Seat[]> => {
  const home = servers[index % servers.length]!
  const created = await post(home.base, '/tables', { rules: 'tsr' })
  // The creator's seat, and the other three by their invites (each redeemed once for the seat's own token).
  const joined = await Promise.all(
    (created.invites as { seat: number; invite: string }[]).map(async ({ seat, invite }) => ({ seat, token: (await post(home.base, `/tables/${created.id}/join`, { invite })).token as string }))
  )
  const random = rng(seed)
  const seats = [...(created.seats as { seat: number; token: string }[]), ...joined].map(
    (s) => new Seat(`${servers[s.seat % servers.length]!.base.replace(/^http/, 'ws')}/tables/${created.id}/ws?token=${s.token}`, stats, random, onOver)
  )
  try {
    await Promise.all(seats.map((s) => s.opened(SETUP_TIMEOUT_MS)))
  } catch (e) {
    for (const s of seats) s.close()
    throw e
  }
  return seats
}

interface Result {
  readonly tables: number
  readonly actions: number
  readonly perSecond: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  readonly errors: string
  readonly serverCpu: string
  readonly clientCpu: number
  readonly clientLagP99: number
}

const OVERLOADED: Result = { tables: 0, actions: 0, perSecond: 0, p50: Infinity, p95: Infinity, p99: Infinity, max: Infinity, errors: '', serverCpu: '?', clientCpu: NaN, clientLagP99: NaN }

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** How long a table's creation and its four sockets may take before the step counts as overloaded. */
const SETUP_TIMEOUT_MS = 30_000

/** Waits until every server answers a small request within 50 ms again (the backlog of a step before is gone), at most 2 minutes. */
const settle = async (servers: readonly ServerProcess[]): Promise<void> => {
  const until = performance.now() + 120_000
  for (const s of servers) {
    while (performance.now() < until) {
      const t0 = performance.now()
      const ok = await fetch(`${s.base}/daily/2000-01-01/leaderboard`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.ok,
        () => false
      )
      if (ok && performance.now() - t0 < 50) break
      await sleep(500)
    }
  }
}

/** Plays `n` tables at once: warm-up, then the measurement. */
const measure = async (servers: readonly ServerProcess[], n: number, round: number): Promise<Result> => {
  const stats: Stats = { measuring: false, latencies: [], actions: 0, errors: new Map() }
  const running = new Set<Seat[]>()
  let stopping = false
  let made = 0
  const open = async (): Promise<void> => {
    const index = made++
    let seats: Seat[] = []
    let replaced = false
    // A table whose match is over leaves, and a new one takes its place.
    const over = (): void => {
      if (replaced) return
      replaced = true
      running.delete(seats)
      for (const s of seats) s.close()
      if (!stopping) void open().catch((e: unknown) => console.error(e))
    }
    seats = await openTable(servers, index, stats, round * 1_000_003 + index, over)
    running.add(seats)
  }
  const closeAll = (): void => {
    stopping = true
    for (const seats of running) for (const s of seats) s.close()
    running.clear()
  }
  // Opened a few at a time, so that the setup itself is no storm. A server too busy to open them in time is overloaded.
  try {
    for (let i = 0; i < n; i += 16) await Promise.all(Array.from({ length: Math.min(16, n - i) }, () => open()))
  } catch (e) {
    closeAll()
    return { ...OVERLOADED, tables: n, errors: `setup failed: ${(e as Error).message}` }
  }
  await sleep(warmupS * 1000)
  const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid))
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const clientBefore = process.cpuUsage()
  stats.measuring = true
  const t0 = performance.now()
  await sleep(measureS * 1000)
  stats.measuring = false
  const end = performance.now()
  const elapsed = (end - t0) / 1000
  for (const seats of running) {
    for (const s of seats) {
      const age = s.unanswered(end)
      if (age !== null) stats.latencies.push(age)
    }
  }
  const clientUsed = process.cpuUsage(clientBefore)
  lag.disable()
  const cpu = servers.map((s, i) => {
    const after = cpuSeconds(s.child.pid)
    const before = cpuBefore[i]
    return after === null || before === null || before === undefined ? '?' : `${Math.round(((after - before) / elapsed) * 100)}%`
  })
  closeAll()
  const sorted = [...stats.latencies].sort((a, b) => a - b)
  return {
    tables: n,
    actions: stats.actions,
    perSecond: stats.actions / elapsed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    errors: [...stats.errors].map(([code, count]) => `${code} ${count}`).join(', ') || '-',
    serverCpu: cpu.join(' + '),
    clientCpu: ((clientUsed.user + clientUsed.system) / 1e6 / elapsed) * 100,
    clientLagP99: lag.percentile(99) / 1e6
  }
}

const f = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-')
const row = (r: Result): string =>
  [String(r.tables).padStart(6), String(r.actions).padStart(8), f(r.perSecond).padStart(8), f(r.p50).padStart(7), f(r.p95).padStart(7), f(r.p99).padStart(7), f(r.max).padStart(8), r.serverCpu.padStart(12), `${Math.round(r.clientCpu)}%`.padStart(6), f(r.clientLagP99).padStart(9), `  ${r.errors}`].join(' ')

const HEADER = [
  'tables'.padStart(6),
  'actions'.padStart(8),
  'act/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p95 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'max ms'.padStart(8),
  'server CPU'.padStart(12),
  'client'.padStart(6),
  'lag p99'.padStart(9),
  '  errors'
].join(' ')

/** Within the target: p99 below it, and enough samples to have a p99. */
const withinTarget = (r: Result): boolean => r.actions >= 100 && r.p99 < targetMs

const main = async (): Promise<void> => {
  const dir = databaseUrl === '' ? await mkdtemp(join(tmpdir(), 'doppelkopf-load-')) : null
  const env: Record<string, string> = databaseUrl === '' ? { PGLITE_DIR: join(dir!, 'data') } : { DATABASE_URL: databaseUrl }
  const servers: ServerProcess[] = []
  try {
    // One after the other: the first migrates the schema.
    for (let i = 0; i < processes; i++) servers.push(await startServer(env))
    const storage = databaseUrl === '' ? 'PGlite (temp folder)' : 'PostgreSQL'
    console.log(`table server load: ${processes} process${processes === 1 ? '' : 'es'} on ${storage}, 4 WebSocket clients per table, think ${thinkMs} ms, ` + `warm-up ${warmupS} s, measured ${measureS} s per step; load average ${loadAverage()}`)
    console.log(HEADER)
    const results: Result[] = []
    let round = 0
    const run = async (n: number): Promise<Result> => {
      await settle(servers)
      const r = await measure(servers, n, round++)
      results.push(r)
      console.log(row(r))
      return r
    }
    if (fixedTables > 0) {
      await run(Math.floor(fixedTables))
    } else {
      let good = 0
      let bad: number | null = null
      for (let n = startTables; n <= maxTables; n *= 2) {
        if (withinTarget(await run(n))) good = n
        else {
          bad = n
          break
        }
      }
      // Bisect to within 10 % (or one table).
      while (bad !== null && bad - good > Math.max(1, Math.floor(good / 10))) {
        const mid = Math.floor((good + bad) / 2)
        if (withinTarget(await run(mid))) good = mid
        else bad = mid
      }
      console.log(
        good === 0
          ? `p99 < ${targetMs} ms was not reached even with ${startTables} table(s)`
          : `largest number of concurrent tables with p99 < ${targetMs} ms: ${good}${bad === null ? ` (or more: ${maxTables} is the search's limit)` : ` (${bad} is over)`}; ` +
              `${processes} process${processes === 1 ? '' : 'es'}, think ${thinkMs} ms; load average ${loadAverage()}`
      )
    }
  } finally {
    await Promise.all(servers.map((s) => kill(s, 'SIGTERM')))
    if (dir !== null) await rm(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  }
)
