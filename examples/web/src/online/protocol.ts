/**
 * The table server's WebSocket messages (docs/server.md, "Protocol"), read defensively: a
 * message that does not have the expected shape is dropped, never trusted half-way.
 *
 * @module
 */
import type { Action, Seat } from 'doppelkopf'
import type { PlayerView, SpectatorView } from 'doppelkopf/views'

export type SeatStatus = 'open' | 'human' | 'bot'

/** Who sits at a seat, as the server tells. */
export interface SeatInfo {
  readonly name: string
  readonly status: SeatStatus
}

/** The match as the server tells: games played (redeals not counted) of `games`, the totals, whether it is over. */
export interface MatchInfo {
  readonly gamesPlayed: number
  readonly games: number | null
  readonly totals: readonly number[]
  readonly over: boolean
}

/** The seat's view of the table at one version. */
export interface ViewMessage {
  readonly type: 'view'
  readonly table: string
  readonly version: number
  /** The number of the game on the table (1-based, redeals counted). */
  readonly game: number
  readonly seat: Seat
  readonly seats: readonly SeatInfo[]
  readonly match: MatchInfo
  readonly view: PlayerView
  /** The spectator view of the game before (its settlement), or null. */
  readonly previous: SpectatorView | null
}

export interface SeatsMessage {
  readonly type: 'seats'
  readonly table: string
  readonly version: number
  readonly seats: readonly SeatInfo[]
}

export interface AcceptedMessage {
  readonly type: 'accepted'
  readonly id: number | string | null
  readonly version: number
}

export interface ErrorMessage {
  readonly type: 'error'
  readonly id: number | string | null
  readonly code: string
  readonly message: string
}

export type ServerMessage = ViewMessage | SeatsMessage | AcceptedMessage | ErrorMessage

/** What the page sends: one of its seat's listed actions, for the version it was chosen on. */
export interface ActionMessage {
  readonly type: 'action'
  readonly action: Action
  readonly id: number
  readonly version: number
}

type Json = Record<string, unknown>

const isObject = (u: unknown): u is Json => typeof u === 'object' && u !== null && !Array.isArray(u)
const isCount = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0
const isSeat = (u: unknown): u is Seat => u === 0 || u === 1 || u === 2 || u === 3
const isRef = (u: unknown): u is number | string | null => u === null || typeof u === 'number' || typeof u === 'string'
const STATUSES: readonly unknown[] = ['open', 'human', 'bot']

const seatsOf = (u: unknown): SeatInfo[] | null =>
  Array.isArray(u) && u.length === 4 && u.every((s) => isObject(s) && typeof s['name'] === 'string' && STATUSES.includes(s['status']))
    ? u.map((s: Json) => ({ name: String(s['name']).slice(0, 40), status: s['status'] as SeatStatus }))
    : null

const matchOf = (u: unknown): MatchInfo | null => {
  if (!isObject(u) || !isCount(u['gamesPlayed']) || typeof u['over'] !== 'boolean') return null
  const totals = u['totals']
  if (!Array.isArray(totals) || totals.length !== 4 || !totals.every((t) => typeof t === 'number' && Number.isFinite(t))) return null
  return { gamesPlayed: u['gamesPlayed'], games: isCount(u['games']) ? u['games'] : null, totals: totals as number[], over: u['over'] }
}

/** A player view as far as the page relies on it (the rest is rendered as the library made it). */
const isPlayerView = (u: unknown): u is PlayerView =>
  isObject(u) && isSeat(u['seat']) && Array.isArray(u['hand']) && Array.isArray(u['legalActions']) && Array.isArray(u['tricks']) && isObject(u['rules'])

/** Reads one text message from the server; null when it is none of the known messages. */
export const parseMessage = (text: string): ServerMessage | null => {
  let m: unknown
  try {
    m = JSON.parse(text)
  } catch {
    return null
  }
  if (!isObject(m)) return null
  switch (m['type']) {
    case 'view': {
      const seats = seatsOf(m['seats'])
      const match = matchOf(m['match'])
      const view = m['view']
      const previous = m['previous']
      if (typeof m['table'] !== 'string' || !isCount(m['version']) || !isCount(m['game']) || !isSeat(m['seat'])) return null
      if (seats === null || match === null || !isPlayerView(view) || view.seat !== m['seat']) return null
      if (previous !== null && !isObject(previous)) return null
      return { type: 'view', table: m['table'], version: m['version'], game: m['game'], seat: m['seat'], seats, match, view, previous: previous as SpectatorView | null }
    }
    case 'seats': {
      const seats = seatsOf(m['seats'])
      if (typeof m['table'] !== 'string' || !isCount(m['version']) || seats === null) return null
      return { type: 'seats', table: m['table'], version: m['version'], seats }
    }
    case 'accepted':
      return isCount(m['version']) && isRef(m['id'] ?? null) ? { type: 'accepted', id: (m['id'] ?? null) as number | string | null, version: m['version'] } : null
    case 'error':
      return typeof m['code'] === 'string' && isRef(m['id'] ?? null)
        ? { type: 'error', id: (m['id'] ?? null) as number | string | null, code: m['code'].slice(0, 80), message: typeof m['message'] === 'string' ? m['message'].slice(0, 300) : '' }
        : null
    default:
      return null
  }
}
