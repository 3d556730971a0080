/**
 * The table server's HTTP routes the page uses: POST /daily, GET /daily/:date/leaderboard, and
 * GET /tables/:id/view to tell a dead link from a server that is not reachable. Every answer is
 * a value (a result or a message for the person), never an exception.
 *
 * @module
 */
import type { BockConfig } from 'doppelkopf/match'
import type { Notice } from './connection.js'
import type { Server } from './mode.js'

/** A result or what to tell the person. */
export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string; readonly text: string }

/** A daily Partie the server opened for the person: the table, seat 0's token, the day. */
export interface DailyTable {
  readonly table: string
  readonly token: string
  readonly date: string
}

export interface LeaderboardEntry {
  readonly rank: number
  readonly player: string
  readonly score: number
}

export interface Leaderboard {
  readonly date: string
  readonly entries: readonly LeaderboardEntry[]
  readonly you: LeaderboardEntry | null
}

type Json = Record<string, unknown>
const isObject = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)

/** One request: the parsed JSON body of a 2xx answer, or the server's `{ code, message }`, or "not reachable". */
const call = async (url: string, init: RequestInit = {}): Promise<Answer<unknown>> => {
  let res: Response
  try {
    res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...(init.headers ?? {}) } })
  } catch {
    return { ok: false, code: 'network', text: 'Der Server ist nicht erreichbar.' }
  }
  let body: unknown = null
  try {
    body = await res.json()
  } catch {
    // not JSON
  }
  if (res.ok) return { ok: true, value: body }
  const code = isObject(body) && typeof body['code'] === 'string' ? body['code'] : `http/${res.status}`
  const message = isObject(body) && typeof body['message'] === 'string' ? body['message'].slice(0, 300) : `HTTP ${res.status}`
  return { ok: false, code, text: message }
}

/**
 * Opens today's daily Partie for `name` (seat 0, the server's bots at seats 1 to 3), or resumes
 * the one the name started today. `secret` is the name's claim: the first start with a name
 * claims it for this secret, and only this secret plays under it again (the page keeps it).
 */
export const startDaily = async (server: Server, name: string, secret: string): Promise<Answer<DailyTable>> => {
  const r = await call(`${server.base}/daily`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, secret }) })
  if (!r.ok) {
    if (r.code === 'server/bad-players') return { ok: false, code: r.code, text: 'Wähle einen Namen mit 1 bis 24 Buchstaben oder Ziffern (nicht Anna, Ben oder Carla: so heißen die Bots).' }
    if (r.code === 'server/name-taken') return { ok: false, code: r.code, text: 'Diesen Namen (oder einen, der ihm zum Verwechseln ähnlich sieht) spielt schon jemand anderes: wähle einen anderen.' }
    return r
  }
  const b = r.value
  const seat = isObject(b) && Array.isArray(b['seats']) ? (b['seats'][0] as unknown) : null
  if (!isObject(b) || typeof b['id'] !== 'string' || typeof b['date'] !== 'string' || !isObject(seat) || typeof seat['token'] !== 'string') {
    return { ok: false, code: 'bad-answer', text: 'Der Server hat unerwartet geantwortet.' }
  }
  return { ok: true, value: { table: b['id'], token: seat['token'], date: b['date'] } }
}

const entryOf = (u: unknown): LeaderboardEntry | null =>
  isObject(u) && typeof u['rank'] === 'number' && typeof u['player'] === 'string' && typeof u['score'] === 'number'
    ? { rank: u['rank'], player: u['player'], score: u['score'] }
    : null

/** A day's Bestenliste, with `player`'s own entry. */
export const fetchLeaderboard = async (server: Server, date: string, player: string | null): Promise<Answer<Leaderboard>> => {
  const query = player === null ? '' : `?player=${encodeURIComponent(player)}`
  const r = await call(`${server.base}/daily/${encodeURIComponent(date)}/leaderboard${query}`)
  if (!r.ok) return r
  const b = r.value
  if (!isObject(b) || typeof b['date'] !== 'string' || !Array.isArray(b['entries'])) return { ok: false, code: 'bad-answer', text: 'Der Server hat unerwartet geantwortet.' }
  const entries = b['entries'].map(entryOf).filter((e): e is LeaderboardEntry => e !== null)
  return { ok: true, value: { date: b['date'], entries, you: entryOf(b['you']) } }
}

/**
 * Why a seat's socket could not be opened: a notice when the link is dead (no such table, a
 * token of no seat), null when the server is not reachable or the reason passes (retry).
 */
export const diagnoseSeat = async (server: Server, table: string, token: string): Promise<Notice | null> => {
  const r = await call(`${server.base}/tables/${table}/view?token=${encodeURIComponent(token)}`)
  if (r.ok || r.code === 'network') return null
  if (r.code === 'server/no-such-table') return { kind: 'failed', code: r.code, text: 'Diesen Tisch gibt es auf dem Server nicht (mehr).' }
  if (r.code === 'server/unauthorized') return { kind: 'failed', code: r.code, text: 'Der Schlüssel des Links gehört zu keinem Platz dieses Tisches.' }
  return null
}

/** The rules a new table plays: the match presets of the server. */
export type TableRules = 'tsr' | 'pagat' | 'house'

/** What "Neuer Tisch" asks the server for (`POST /tables`): the server checks every value. */
export interface NewTable {
  readonly rules: TableRules
  readonly options: {
    readonly gamesPerRound?: number
    readonly rounds?: number
    readonly compulsorySolo?: boolean
    /** The library's `BockConfig` (the house preset's when the form asks for Bock rounds), or null. */
    readonly bock?: BockConfig | null
  }
  /** The four players' names, by seat. */
  readonly players: readonly [string, string, string, string]
  /** The creator's own seat. */
  readonly seat: number
}

/** Another seat's invite: the link to pass on (the page at that seat once redeemed). */
export interface Invite {
  readonly seat: number
  readonly name: string
  readonly link: string
}

/** A table the person opened: its own seat's token and the others' invites. */
export interface OpenedTable {
  readonly table: string
  readonly seat: number
  readonly token: string
  readonly invites: readonly Invite[]
}

/** A server's refusal of the form's values, in words (the server's own message names the field). */
const refusal = (r: { readonly code: string; readonly text: string }): { readonly ok: false; readonly code: string; readonly text: string } => {
  if (r.code === 'server/bad-players') return { ok: false, code: r.code, text: 'Die vier Namen müssen verschieden sein, je 1 bis 24 Zeichen.' }
  if (r.code === 'server/too-many-requests') return { ok: false, code: r.code, text: 'Zu viele Anfragen: versuch es gleich noch einmal.' }
  if (r.code.startsWith('input/') || r.code === 'server/bad-request') return { ok: false, code: r.code, text: `Der Server nimmt diese Einstellungen nicht: ${r.text}` }
  return { ok: false, code: r.code, text: r.text }
}

/** Opens a table (`POST /tables`): the creator's seat and token, and the invites of the other seats. */
export const createTable = async (server: Server, wanted: NewTable): Promise<Answer<OpenedTable>> => {
  const r = await call(`${server.base}/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(wanted) })
  if (!r.ok) return refusal(r)
  const b = r.value
  const own = isObject(b) && Array.isArray(b['seats']) ? (b['seats'][0] as unknown) : null
  if (!isObject(b) || typeof b['id'] !== 'string' || !isObject(own) || typeof own['token'] !== 'string' || typeof own['seat'] !== 'number' || !Array.isArray(b['invites'])) {
    return { ok: false, code: 'bad-answer', text: 'Der Server hat unerwartet geantwortet.' }
  }
  const invites = b['invites'].flatMap((i: unknown): Invite[] =>
    isObject(i) && typeof i['seat'] === 'number' && typeof i['link'] === 'string' ? [{ seat: i['seat'], name: typeof i['name'] === 'string' ? i['name'] : '', link: i['link'] }] : []
  )
  return { ok: true, value: { table: b['id'], seat: own['seat'], token: own['token'], invites } }
}

/** Redeems an invite (`POST /tables/:id/join`) for the seat's own token. */
export const joinTable = async (server: Server, table: string, invite: string): Promise<Answer<{ readonly seat: number; readonly token: string }>> => {
  const r = await call(`${server.base}/tables/${table}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ invite }) })
  if (!r.ok) {
    if (r.code === 'server/invite-used') return { ok: false, code: r.code, text: 'Diese Einladung ist schon eingelöst worden. Frag den, der den Tisch geöffnet hat, nach einem Platz.' }
    if (r.code === 'server/seat-is-bot') return { ok: false, code: r.code, text: 'Diesen Platz spielt inzwischen ein Bot.' }
    if (r.code === 'server/no-such-table') return { ok: false, code: r.code, text: 'Diesen Tisch gibt es auf dem Server nicht (mehr).' }
    return r
  }
  const b = r.value
  if (!isObject(b) || typeof b['token'] !== 'string' || typeof b['seat'] !== 'number') return { ok: false, code: 'bad-answer', text: 'Der Server hat unerwartet geantwortet.' }
  return { ok: true, value: { seat: b['seat'], token: b['token'] } }
}

/** Gives open seats to the server's bot (`POST /tables/:id/bots`, the creator's token). */
export const seatBots = async (server: Server, table: string, token: string, seats: readonly number[]): Promise<Answer<null>> => {
  const r = await call(`${server.base}/tables/${table}/bots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ seats })
  })
  if (r.ok) return { ok: true, value: null }
  if (r.code === 'server/seat-taken') return { ok: false, code: r.code, text: 'Diesen Platz hat inzwischen jemand eingenommen.' }
  if (r.code === 'server/not-creator') return { ok: false, code: r.code, text: 'Bots setzt nur, wer den Tisch geöffnet hat.' }
  return r
}

/** A table's waiting room (`GET /tables/:id/status`): the open seats whose invite was redeemed (the player is on the way). */
export const fetchRedeemed = async (server: Server, table: string): Promise<Answer<ReadonlySet<number>>> => {
  const r = await call(`${server.base}/tables/${table}/status`)
  if (!r.ok) return r
  const b = r.value
  if (!isObject(b) || !Array.isArray(b['seats'])) return { ok: false, code: 'bad-answer', text: 'Der Server hat unerwartet geantwortet.' }
  const seats = b['seats'].flatMap((s: unknown): number[] => (isObject(s) && typeof s['seat'] === 'number' && s['status'] === 'open' && s['invited'] === false && s['creator'] !== true ? [s['seat']] : []))
  return { ok: true, value: new Set(seats) }
}
