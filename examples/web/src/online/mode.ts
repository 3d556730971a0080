/**
 * Which online mode the URL asks for, if any:
 *
 * - `?table=ID&token=T` (a table server's join link; `&daily=YYYY-MM-DD` for a daily Partie): play
 *   that seat over the table's WebSocket.
 * - `?table=ID&invite=I` (an invite link of a table's creator): redeems the invite for the seat's
 *   own token (`POST /tables/ID/join`), then plays that seat as above.
 * - `?new`: "Neuer Tisch", a form that opens a table on the server (the creator then plays its
 *   own seat and passes the invite links of the others on, or seats bots there).
 * - `?daily`: the daily Partie against the server's bots (a name, then the game).
 * - `?leaderboard` or `?leaderboard=YYYY-MM-DD` (`&player=NAME`): a day's Bestenliste.
 *
 * `&server=URL` names the table server when the page is served from somewhere else (default:
 * the page's own origin, which is the server when it serves the page). Without any of these
 * parameters the page is the offline game, exactly as before.
 *
 * @module
 */

export type OnlineMode =
  | { readonly kind: 'seat'; readonly server: Server; readonly table: string; readonly token: string; readonly daily: string | null }
  | { readonly kind: 'invite'; readonly server: Server; readonly table: string; readonly invite: string }
  | { readonly kind: 'new'; readonly server: Server }
  | { readonly kind: 'daily'; readonly server: Server }
  | { readonly kind: 'leaderboard'; readonly server: Server; readonly date: string; readonly player: string | null }
  | { readonly kind: 'invalid'; readonly message: string }

/** The table server: its base URL (no trailing slash), and whether the URL named it (then links keep `server=`). */
export interface Server {
  readonly base: string
  readonly explicit: boolean
}

const TABLE_ID = /^[A-Za-z0-9_-]{16}$/
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The server's day: it runs from midnight to midnight in Europe/Berlin (docs/server.md, "The daily Partie"). */
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date (`YYYY-MM-DD`) as the server counts the daily Partie: in Europe/Berlin, whatever the reader's time zone. */
export const today = (now: Date = new Date()): string => {
  const parts = Object.fromEntries(BERLIN_DAY.formatToParts(now).map((p) => [p.type, p.value]))
  return `${parts['year']}-${parts['month']}-${parts['day']}`
}

/** The server's base URL from `server=` or the page's origin; null when it is not an http(s) URL. */
const serverOf = (params: URLSearchParams, origin: string): Server | null => {
  const given = params.get('server')
  const raw = given ?? origin
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return { base: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), explicit: given !== null }
}

/** The online mode of the page's URL, or null for the offline game. */
export const onlineMode = (params: URLSearchParams, origin: string): OnlineMode | null => {
  const wanted = params.has('table') || params.has('token') || params.has('daily') || params.has('leaderboard') || params.has('new') || params.has('invite')
  if (!wanted) return null
  const server = serverOf(params, origin)
  if (server === null) return { kind: 'invalid', message: 'Kein Tischserver: öffne die Seite über den Server oder gib server=https://… an.' }
  if (params.has('invite')) {
    const table = params.get('table') ?? ''
    const invite = params.get('invite') ?? ''
    if (!TABLE_ID.test(table)) return { kind: 'invalid', message: 'Der Link nennt keinen gültigen Tisch (table=…).' }
    if (!TOKEN.test(invite)) return { kind: 'invalid', message: 'Die Einladung des Links ist unvollständig (invite=…).' }
    return { kind: 'invite', server, table, invite }
  }
  if (params.has('table') || params.has('token')) {
    const table = params.get('table') ?? ''
    const token = params.get('token') ?? ''
    if (!TABLE_ID.test(table)) return { kind: 'invalid', message: 'Der Link nennt keinen gültigen Tisch (table=…).' }
    if (!TOKEN.test(token)) return { kind: 'invalid', message: 'Dem Link fehlt der Schlüssel deines Platzes (token=…).' }
    const daily = params.get('daily')
    return { kind: 'seat', server, table, token, daily: daily !== null && DATE.test(daily) ? daily : null }
  }
  if (params.has('leaderboard')) {
    const date = params.get('leaderboard') ?? ''
    const player = params.get('player')
    return {
      kind: 'leaderboard',
      server,
      date: DATE.test(date) ? date : today(),
      player: player === null || player.trim() === '' ? null : player.trim().slice(0, 40)
    }
  }
  if (params.has('new')) return { kind: 'new', server }
  return { kind: 'daily', server }
}

/** A link to another online mode of the page, keeping `server=` when the URL named the server. */
export const pageLink = (server: Server, params: Readonly<Record<string, string>>): string => {
  const q = new URLSearchParams(params)
  if (server.explicit) q.set('server', server.base)
  return `?${q.toString()}`
}
