/**
 * Helpers of the table server tests: a server on 127.0.0.1 with an ephemeral port, JSON
 * requests, and WebSocket clients that collect every message.
 */
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import type { Action, Seat } from '../../src/index.js'
import type { PlayerView } from '../../src/views/index.js'
import { heuristicBot } from '../../src/bots/index.js'
import { type TableServer, type TableServerOptions, type ViewMessage, buildTableServer } from '../../examples/table-server/server.js'
import type { Store } from '../../examples/table-server/store.js'

export interface Running {
  readonly app: TableServer
  readonly base: string
}

/** Builds a server on `store` and listens on 127.0.0.1 (port 0). Limits are off unless given. */
export const start = async (store: Store, options: Partial<TableServerOptions> = {}): Promise<Running> => {
  const app = await buildTableServer({ store, botDelayMs: 0, requestsPerSecond: Infinity, wsMessagesPerSecond: Infinity, wsMessagesPerSecondPerIp: Infinity, maxConnectionsPerIp: 200, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return { app, base: `http://127.0.0.1:${port}` }
}

export interface Reply<T = any> {
  readonly status: number
  readonly body: T
  readonly headers: Headers
}

export const request = async (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {}
): Promise<Reply> => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...headers
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) })
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

export interface CreatedTable {
  readonly id: string
  readonly tokens: readonly string[]
  readonly body: any
}

/**
 * Creates a table and redeems every invite (as the invited players would): the creator's token
 * and the three tokens the invites give, by seat.
 */
export const createTable = async (base: string, body: unknown = { rules: 'pagat', options: { gamesPerRound: 1 } }): Promise<CreatedTable> => {
  const r = await request(base, 'POST', '/tables', body)
  if (r.status !== 201) throw new Error(`POST /tables: ${r.status} ${JSON.stringify(r.body)}`)
  return { id: r.body.id, tokens: await tokensOf(base, r.body), body: r.body }
}

/** The four seats' tokens of a table just created (its answer `created`): the creator's, and the ones its invites give when redeemed. */
export const tokensOf = async (base: string, created: { id: string; seat: number; seats: { token: string }[]; invites: { seat: number; invite: string }[] }): Promise<string[]> => {
  const tokens: string[] = []
  tokens[created.seat] = created.seats[0]!.token
  for (const { seat, invite } of created.invites) {
    const joined = await request(base, 'POST', `/tables/${created.id}/join`, { invite })
    if (joined.status !== 200) throw new Error(`POST /tables/${created.id}/join: ${joined.status} ${JSON.stringify(joined.body)}`)
    tokens[seat] = joined.body.token
  }
  return tokens
}

/** A WebSocket client that keeps every message it receives. */
export class Client {
  readonly messages: any[] = []
  /** When each message arrived (performance.now()), index by index. */
  readonly times: number[] = []
  closeCode: number | null = null
  private waiters: (() => void)[] = []
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()))
      this.times.push(performance.now())
      this.wake()
    })
    socket.on('close', (code) => {
      this.closeCode = code
      this.wake()
    })
    socket.on('error', () => {})
  }

  private wake(): void {
    const w = this.waiters
    this.waiters = []
    for (const f of w) f()
  }

  static connect(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      const client = new Client(socket)
      socket.once('open', () => resolve(client))
      socket.once('error', reject)
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
    })
  }

  /** The views received (messages of type 'view'). */
  get views(): ViewMessage[] {
    return this.messages.filter((m) => m.type === 'view')
  }

  get latest(): ViewMessage | undefined {
    return this.views.at(-1)
  }

  /** Resolves with the first message that satisfies `pred` (already received or still to come). Bounded by the test's timeout. */
  async waitFor(pred: (m: any) => boolean): Promise<any> {
    for (;;) {
      const found = this.messages.find(pred)
      if (found !== undefined) return found
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) while waiting`)
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  async waitClosed(): Promise<number> {
    while (this.closeCode === null) await new Promise<void>((resolve) => this.waiters.push(resolve))
    return this.closeCode
  }

  send(m: unknown): void {
    this.socket.send(typeof m === 'string' ? m : JSON.stringify(m))
  }

  close(): Promise<void> {
    if (this.closeCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

export const wsUrl = (base: string, id: string, token?: string): string =>
  `${base.replace(/^http/, 'ws')}/tables/${id}/ws${token === undefined ? '' : `?token=${token}`}`

/** Resolves once `cond()` holds, looking every 10 ms: for what a server does on its own (a socket's close). Bounded by the test's timeout. */
export const until = async (cond: () => boolean | Promise<boolean>): Promise<void> => {
  while (!(await cond())) await new Promise((resolve) => setTimeout(resolve, 10))
}

/** The action a seat's heuristic player picks from its view (deterministic per seed). */
export const pick = (view: PlayerView, seed: string): Action => heuristicBot.decide(view, seed)

/** The seat to act in a view message, or null. */
export const turnOf = (m: ViewMessage): Seat | null => (m.match.over ? null : ((m.view as PlayerView).turn ?? null))
