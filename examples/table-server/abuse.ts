/**
 * Memory of the table server under the hostile clients of issue 26: `npm run server:abuse`
 * (tsx examples/table-server/abuse.ts). Starts the server as a child process on PGlite in a temp
 * folder, with its default limits except the per-address ones that one loopback client would hit
 * first (requests per second and connections per address are off, so that the socket limits
 * themselves are measured), and reports its resident memory (VmRSS, and the peak VmHWM, from
 * /proc) after each abuse:
 *
 * 1. a client that floods a seat's socket with 8,000 messages of 3.5 kB and never reads;
 * 2. 20,000 actions sent as fast as possible on one socket;
 * 3. 1,500 spectator sockets (no token) on 50 tables, then a seat's own socket on a full table;
 * 4. 2,000 bodies with NUL characters or lone surrogates.
 *
 * `--no-rates` turns the WebSocket message rates off, so that (1) and (2) meet the bound of the
 * send buffers alone. Loopback only, bounded (every number above is fixed). Not a test: the figures are the machine's.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { kill, spawnServer } from './processes.js'

const memory = (pid: number): { rss: number; peak: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

const post = async (base: string, path: string, body: unknown, token?: string): Promise<any> => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body)
  })
  return { status: res.status, body: await res.json() }
}

/** A table and its four tokens (the creator's and the three its invites give). */
const table = async (base: string): Promise<{ id: string; tokens: string[] }> => {
  const made = (await post(base, '/tables', { rules: 'pagat' })).body
  const tokens: string[] = [made.seats[0].token]
  for (const { invite } of made.invites) tokens.push((await post(base, `/tables/${made.id}/join`, { invite })).body.token)
  return { id: made.id, tokens }
}

const open = (url: string): Promise<WebSocket | null> =>
  new Promise((resolve) => {
    const ws = new WebSocket(url)
    ws.once('open', () => resolve(ws))
    ws.once('error', () => resolve(null))
    ws.once('unexpected-response', () => resolve(null))
  })
const closed = (ws: WebSocket): Promise<number> => new Promise((resolve) => ws.once('close', (code) => resolve(code)))

const noRates = process.argv.includes('--no-rates')
console.log(`message rates ${noRates ? 'off' : 'on (20 per socket, 1000 per address)'}; load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-abuse-'))
const server = await spawnServer({
  PGLITE_DIR: join(dir, 'data'),
  WEB_ROOT: 'none',
  REQUESTS_PER_SECOND: 'Infinity',
  MAX_CONNECTIONS_PER_IP: '5000',
  // The WebSocket message rates as they are by default, or off (`--no-rates`: the send buffers' bound alone).
  WS_MESSAGES_PER_SECOND: noRates ? 'Infinity' : '20',
  WS_MESSAGES_PER_SECOND_PER_IP: noRates ? 'Infinity' : '1000'
})
const pid = server.child.pid as number
const ws = server.base.replace(/^http/, 'ws')
const report = (what: string): void => {
  const m = memory(pid)
  console.log(`${what.padEnd(62)} rss ${m.rss.toFixed(0).padStart(4)} MB, peak ${m.peak.toFixed(0).padStart(4)} MB`)
}
try {
  const t = await table(server.base)
  report('started, one table')

  // 1. A seat's socket that floods and never reads.
  const slow = await open(`${ws}/tables/${t.id}/ws?token=${t.tokens[0]}`)
  if (slow === null) throw new Error('no socket')
  const slowClosed = closed(slow)
  ;(slow as unknown as { _socket: { pause: () => void } })._socket.pause()
  const big = JSON.stringify({ type: 'nonsense', id: 'x'.repeat(3500) })
  for (let i = 0; i < 8000; i++) slow.send(big)
  await sleep(3000)
  ;(slow as unknown as { _socket: { resume: () => void } })._socket.resume()
  console.log(`  the flooding socket was closed with ${await slowClosed}`)
  report('1. 8,000 messages of 3.5 kB on a socket that never reads')

  // 2. 20,000 actions on one socket as fast as it can.
  const t2 = await table(server.base)
  const flooder = await open(`${ws}/tables/${t2.id}/ws?token=${t2.tokens[1]}`)
  if (flooder === null) throw new Error('no socket')
  let answers = 0
  const floodEnded = new Promise<string>((resolve) => {
    flooder.once('close', (code) => resolve(`closed with ${code} after ${answers} answers`))
    flooder.on('message', () => {
      if (++answers === 20_001) resolve('answered every one (and the first view)')
    })
  })
  for (let i = 0; i < 20_000; i++) flooder.send(JSON.stringify({ type: 'action', action: { type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, id: i }))
  console.log(`  the flooding socket: ${await floodEnded}`)
  flooder.terminate()
  report('2. 20,000 actions on one socket')

  // 3. 1,500 spectators on 50 tables (32 per table at most, 2,000 in all).
  const tables = [t2]
  for (let i = 0; i < 49; i++) tables.push(await table(server.base))
  const spectators: WebSocket[] = []
  let refused = 0
  for (let i = 0; i < 1500; i++) {
    const s = await open(`${ws}/tables/${tables[Math.floor(i / 30) % tables.length]!.id}/ws`)
    if (s === null) refused++
    else spectators.push(s)
  }
  const extra: WebSocket[] = []
  for (let i = 0; i < 40; i++) {
    const s = await open(`${ws}/tables/${t2.id}/ws`)
    if (s === null) refused++
    else extra.push(s)
  }
  const seat = await open(`${ws}/tables/${t2.id}/ws?token=${t2.tokens[2]}`)
  console.log(`  ${spectators.length + extra.length} spectator sockets open, ${refused} refused; the seat's own socket on a full table: ${seat === null ? 'REFUSED' : 'open'}`)
  report('3. 1,540 spectator sockets, a seat on a full table')
  for (const s of [...spectators, ...extra, seat]) s?.terminate()

  // 4. Bodies with NUL characters and lone surrogates.
  const codes = new Map<string, number>()
  for (let i = 0; i < 2000; i++) {
    const body = i % 2 === 0 ? '{"name":"Ann\\u0000"}' : '{"players":["\\ud800","Ben","Cem","Dora"]}'
    const res = await fetch(`${server.base}${i % 2 === 0 ? '/daily' : '/tables'}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    const key = `${res.status} ${((await res.json()) as { code: string }).code}`
    codes.set(key, (codes.get(key) ?? 0) + 1)
  }
  console.log(`  answers: ${[...codes].map(([k, v]) => `${v} × ${k}`).join(', ')}`)
  report('4. 2,000 bodies with NUL or lone surrogates')
} finally {
  await kill(server)
  await rm(dir, { recursive: true, force: true })
}
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`)
