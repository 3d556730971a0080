/**
 * The tables a server process holds: each table's state in memory (a cache of its event log,
 * table.ts), one queue per table so that its actions run one after the other, its sockets and
 * their messages, its bots, the catch-up with other processes (the store's notifications), and
 * the eviction of idle tables. See server.ts for the whole.
 */
import { timingSafeEqual } from 'node:crypto'
import type { WebSocket } from 'ws'
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type DoppelkopfError, type Game, type Seat } from 'doppelkopf'
import { SEATS } from 'doppelkopf/rules'
import { playerView, spectatorView } from 'doppelkopf/views'
import { decodeAction } from 'doppelkopf/codecs'
import { botAction, heuristicBot } from 'doppelkopf/bots'
import { type TableState, isOver, replayLog, seatToAct, step } from './table.js'
import type { Change, SeatStatus, StoredSeat } from './store.js'
import { Rejection, type Settings, TABLE_ID, TOKEN, reject, sha256, statusOf } from './http.js'

/** The message a seat (or a spectator, seat null) gets: the view of the game on the table, with the table's version. */
export interface ViewMessage {
  readonly type: 'view'
  readonly table: string
  /** The number of events in the log. Grows by one with every accepted action; a client keeps the highest it saw. */
  readonly version: number
  /** The number of the game on the table (1-based; a redeal counts). */
  readonly game: number
  readonly seat: Seat | null
  readonly seats: readonly { readonly name: string; readonly status: SeatStatus }[]
  /** The match: games played (redeals not counted), of `games` in all; each seat's total; whether it is over. */
  readonly match: { readonly gamesPlayed: number; readonly games: number; readonly totals: readonly number[]; readonly over: boolean }
  /** `playerView` of the seat, or `spectatorView`. */
  readonly view: unknown
  /** The `spectatorView` of the game before this one (its settlement), or null. */
  readonly previous: unknown
}

/** The message without `previous` (the last key), built anew for every seat and version. */
const viewMessageHead = (s: TableState, seat: Seat | null): Omit<ViewMessage, 'previous'> => ({
  type: 'view',
  table: s.row.id,
  version: s.version,
  game: s.gameNumber,
  seat,
  seats: s.row.seats.map((x) => ({ name: x.name, status: x.status })),
  match: {
    gamesPlayed: s.match.gamesPlayed,
    games: s.match.config.gamesPerRound * s.match.config.rounds,
    totals: s.match.totals,
    over: isOver(s)
  },
  view: viewOrError(seat === null ? spectatorView(s.game) : playerView(s.game, seat))
})

export const viewMessage = (s: TableState, seat: Seat | null): ViewMessage => ({
  ...viewMessageHead(s, seat),
  previous: s.previous === null ? null : viewOrError(spectatorView(s.previous))
})

/**
 * The JSON text of the previous game's spectator view, made once per game: every view message of
 * the game after it carries the same text, to every seat, for every version.
 */
const previousTexts = new WeakMap<Game, string>()
const previousText = (previous: Game | null): string => {
  if (previous === null) return 'null'
  let text = previousTexts.get(previous)
  if (text === undefined) {
    text = JSON.stringify(viewOrError(spectatorView(previous)))
    previousTexts.set(previous, text)
  }
  return text
}

/** `JSON.stringify(viewMessage(s, seat))`, with the previous game's part serialised once per game rather than once per message. */
export const viewMessageText = (s: TableState, seat: Seat | null): string =>
  `${JSON.stringify(viewMessageHead(s, seat)).slice(0, -1)},"previous":${previousText(s.previous)}}`

/** A view, or the library's error in its place (the server's own states always have a view). */
const viewOrError = (view: E.Either<DoppelkopfError, unknown>): unknown => (E.isRight(view) ? view.right : { error: view.left })

/** Sent to every socket of a table when a seat is taken or given to a bot (the version does not change). */
export interface SeatsMessage {
  readonly type: 'seats'
  readonly table: string
  readonly version: number
  readonly seats: ViewMessage['seats']
}

export const seatsMessage = (s: TableState): SeatsMessage => ({
  type: 'seats',
  table: s.row.id,
  version: s.version,
  seats: s.row.seats.map((x) => ({ name: x.name, status: x.status }))
})

/** Whether two seat lists say the same (jsonb does not keep the order of an object's keys). */
const sameSeats = (a: readonly StoredSeat[], b: readonly StoredSeat[]): boolean =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.name === b[i]?.name && x.status === b[i]?.status && x.tokenHash === b[i]?.tokenHash && x.inviteHash === b[i]?.inviteHash && x.creator === b[i]?.creator
  )

/** A socket of a table: a seat's (its token checked) or a spectator's (seat null). */
export interface Connection {
  readonly socket: WebSocket
  readonly seat: Seat | null
}

/** The tables of a process, as the routes and the sockets use them (see {@link createTables}). */
export type Tables = ReturnType<typeof createTables>

/** The tables of a server process (nothing runs until a table is used; `start` restarts the bots of the tables in play). */
export const createTables = (settings: Settings) => {
  const { store, botDelayMs, tableIdleMs, maxTablesInMemory, maxSocketBufferBytes } = settings
  // ---------------------------------------------------------------------------------------
  // Tables in memory, one queue per table
  // ---------------------------------------------------------------------------------------

  const tables = new Map<string, TableState>()
  const queues = new Map<string, Promise<unknown>>()
  const sockets = new Map<string, Set<Connection>>()
  const botTimers = new Map<string, NodeJS.Timeout>()

  /**
   * Sends a text to a socket unless the socket has more than `maxSocketBufferBytes` waiting:
   * then the client does not read, and it is dropped (4008) rather than buffered for.
   */
  const deliver = (socket: WebSocket, text: string): void => {
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount + text.length > maxSocketBufferBytes) {
      socket.close(4008, 'too slow: the server does not buffer more for this socket')
      // The close frame waits behind what the client does not read: the connection ends a second later.
      setTimeout(() => socket.terminate(), 1_000).unref()
      return
    }
    socket.send(text)
  }
  /** When each table in memory was last used (performance.now()), least recently used first. */
  const lastUsed = new Map<string, number>()
  let closing = false

  /** Marks a table in memory as used now (it moves to the end of the LRU order). */
  const touch = (id: string): void => {
    lastUsed.delete(id)
    lastUsed.set(id, performance.now())
  }

  /**
   * Whether a table may leave memory: nobody is connected, nothing is queued, no bot timer runs
   * and no bot is to move. Its state is then exactly the replay of its log (every change is
   * stored before it is applied in memory), so reading it again later gives the same state.
   */
  const evictable = (id: string): boolean => {
    const s = tables.get(id)
    if (s === undefined || queues.has(id) || botTimers.has(id) || (sockets.get(id)?.size ?? 0) > 0) return false
    const seat = seatToAct(s)
    return seat === null || s.row.seats[seat]?.status !== 'bot'
  }

  const evict = (id: string): void => {
    tables.delete(id)
    lastUsed.delete(id)
  }

  /** Evicts the least recently used idle tables while more than `maxTablesInMemory` are held (never `keep`). */
  const enforceCap = (keep: string): void => {
    if (tables.size <= maxTablesInMemory) return
    for (const id of [...lastUsed.keys()]) {
      if (tables.size <= maxTablesInMemory) return
      if (id !== keep && evictable(id)) evict(id)
    }
  }

  /** Evicts every idle table unused for `idleMs`. */
  const evictIdle = (idleMs: number = tableIdleMs): number => {
    if (idleMs === Infinity) return 0
    const now = performance.now()
    let evicted = 0
    for (const [id, at] of [...lastUsed]) {
      if (now - at < idleMs) break // the rest were used later
      if (evictable(id)) {
        evict(id)
        evicted++
      }
    }
    return evicted
  }
  const sweeper = tableIdleMs === Infinity ? null : setInterval(() => evictIdle(), Math.min(30_000, Math.max(50, tableIdleMs / 2))).unref()

  /** Runs `fn` after every earlier task of the table has finished. */
  const queued = <T>(id: string, fn: () => Promise<T>): Promise<T> => {
    const before = queues.get(id) ?? Promise.resolve()
    const run = before.then(fn)
    const tail = run.catch(() => {})
    queues.set(id, tail)
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id)
    })
    return run
  }

  /** The table's state, from memory or rebuilt from the store (inside the table's queue only). */
  const loadUnqueued = async (id: string): Promise<TableState> => {
    const cached = tables.get(id)
    if (cached !== undefined) {
      touch(id)
      return cached
    }
    const row = await store.getTable(id)
    if (row === null) return reject(404, 'server/no-such-table', `No table ${id}`)
    const state = replayLog(row, await store.events(id))
    if (E.isLeft(state)) return reject(500, state.left.code, state.left.message)
    tables.set(id, state.right)
    touch(id)
    enforceCap(id)
    // A process killed between the last event and the leaderboard entry (or the mark): both are written now.
    await recordIfDaily(state.right)
    if (isOver(state.right)) await store.markOver(id)
    // A table read again (after a restart or an eviction) gets its bots back.
    scheduleBots(id)
    return state.right
  }

  const load = (id: string): Promise<TableState> => {
    if (!TABLE_ID.test(id)) return Promise.reject(new Rejection(404, 'server/no-such-table', 'No such table'))
    const cached = tables.get(id)
    if (cached === undefined) return queued(id, () => loadUnqueued(id))
    touch(id)
    return Promise.resolve(cached)
  }

  const broadcast = (s: TableState): void => {
    for (const c of sockets.get(s.row.id) ?? []) deliver(c.socket, viewMessageText(s, c.seat))
  }

  /** The seat a token belongs to (compared in constant time with every seat's digest), or null. */
  const seatOfToken = (s: TableState, token: string): Seat | null => {
    if (!TOKEN.test(token)) return null
    const given = Buffer.from(sha256(token), 'hex')
    let seat: Seat | null = null
    for (const i of SEATS) {
      const stored = Buffer.from(s.row.seats[i]?.tokenHash ?? '', 'hex')
      if (stored.length === given.length && timingSafeEqual(given, stored)) seat = i
    }
    return seat
  }

  /** The table's state with these seats (when they differ from the ones in memory); the sockets get a seats message. */
  const withSeats = (s: TableState, seats: readonly StoredSeat[]): TableState => {
    if (sameSeats(seats, s.row.seats)) return s
    const next: TableState = { ...s, row: { ...s.row, seats } }
    tables.set(s.row.id, next)
    // Not an event: the version stays, and the sockets learn the seats from a message of its own.
    const message = JSON.stringify(seatsMessage(next))
    for (const c of sockets.get(s.row.id) ?? []) deliver(c.socket, message)
    return next
  }

  /**
   * Changes the seats in the store (atomically on the stored seats, which another process may
   * have changed: `change` decides on those) and in memory. Inside the table's queue.
   */
  const setSeats = async (s: TableState, change: (seats: readonly StoredSeat[]) => readonly StoredSeat[]): Promise<TableState> =>
    withSeats(s, await store.updateSeats(s.row.id, change))

  /** The seat of a token; an open seat becomes 'human' (its token has been used). */
  const claim = (id: string, token: string): Promise<{ readonly state: TableState; readonly seat: Seat }> =>
    queued(id, async () => {
      const s = await loadUnqueued(id)
      const seat = seatOfToken(s, token)
      if (seat === null) return reject(401, 'server/unauthorized', 'The token is not one of this table\'s seats')
      if (s.row.seats[seat]?.status !== 'open') return { state: s, seat }
      const state = await setSeats(s, (seats) => seats.map((x, i) => (i === seat && x.status === 'open' ? { ...x, status: 'human' as const } : x)))
      return { state, seat }
    })

  /**
   * Brings a table in memory up to the log (inside the table's queue): the events another
   * writer stored since its version are applied one by one, and the sockets get a view of each
   * version, so that no client misses one. A table not in memory is left alone (it is read from
   * the log when it is used). Answers the state.
   */
  const catchUp = async (id: string): Promise<TableState | undefined> => {
    const held = tables.get(id)
    if (held === undefined) return undefined
    let s: TableState = held
    const log = await store.events(id, s.version)
    for (const [i, event] of log.entries()) {
      const action = decodeAction(event)
      const next = E.isLeft(action) ? null : step(s, action.right)
      if (next === null || E.isLeft(next)) {
        tables.delete(id)
        return reject(500, 'server/corrupt-log', `Event ${s.version + i} of table ${id} does not replay`)
      }
      s = next.right
      tables.set(id, s)
      broadcast(s)
    }
    if (log.length > 0) scheduleBots(id)
    return s
  }

  /** A change stored by any writer (this process too: then the table is up to date and nothing happens). */
  const onChange = (change: Change): void => {
    if (closing) return
    const ids = change.table === null ? [...tables.keys()] : [change.table]
    for (const id of ids) {
      const s = tables.get(id)
      if (s === undefined) continue // not in memory: read from the log when it is used
      // An event this process has stored or is storing (PGlite tells its own NOTIFY before the INSERT returns).
      if (change.seq !== null && (change.seq < s.version || appending.get(id) === change.seq)) continue
      void queued(id, async () => {
        if (change.seq === null) {
          const row = await store.getTable(id)
          const now = tables.get(id)
          if (row !== null && now !== undefined) withSeats(now, row.seats)
          scheduleBots(id)
        }
        if (change.seq !== null || change.table === null) await catchUp(id)
      }).catch(() => {
        // A store failure: the next notification, action or conflict tries again.
      })
    }
  }
  let unsubscribe: (() => Promise<void>) | null = null
  /** The event each table is storing now (one at a time: inside its queue). */
  const appending = new Map<string, number>()

  /**
   * Applies an action of `seat` (inside the table's queue): the engine checks it, the event is
   * stored, then the table's sockets get their views. A bot's action passes `byBot`.
   */
  const submit = (id: string, seat: Seat, action: Action, byBot: boolean, expected?: number): Promise<TableState> =>
    queued(id, async () => {
      const s = await loadUnqueued(id)
      if (expected !== undefined && expected !== s.version) {
        return reject(409, 'server/conflict', `The action was meant for version ${expected}; the table is at version ${s.version}`)
      }
      if (action.seat !== seat) return reject(403, 'server/not-your-seat', `You sit at seat ${seat} and cannot act for seat ${action.seat}`)
      const status = s.row.seats[seat]?.status
      if (!byBot && status === 'bot') return reject(403, 'server/seat-is-bot', `Seat ${seat} is played by the server's bot`)
      if (byBot && status !== 'bot') return reject(409, 'server/conflict', `Seat ${seat} is no bot seat`)
      const next = step(s, action)
      if (E.isLeft(next)) return reject(statusOf(next.left.code), next.left.code, next.left.message)
      appending.set(id, s.version)
      const stored = await store.appendEvent(id, s.version, action).finally(() => appending.delete(id))
      if (stored === 'conflict') {
        // Another writer stored event `version` first: our state is stale. Catch up with the log.
        const fresh = (await catchUp(id)) ?? (await loadUnqueued(id))
        return reject(409, 'server/conflict', `Another action was stored first; the table is at version ${fresh.version} now`)
      }
      tables.set(id, next.right)
      if (next.right.match.gamesPlayed !== s.match.gamesPlayed || isOver(next.right) !== isOver(s)) await recordIfDaily(next.right)
      if (isOver(next.right) && !isOver(s)) await store.markOver(id)
      broadcast(next.right)
      scheduleBots(id)
      return next.right
    })

  /** A daily Partie's progress to the day's leaderboard: its player's total after each game, finished once over (idempotent). */
  const recordIfDaily = async (s: TableState): Promise<void> => {
    const day = s.row.daily
    const player = s.row.seats[0]?.name
    if (day === null || player === undefined) return
    await store.recordDaily(day, player, s.match.totals[0] ?? 0, s.row.id, s.match.gamesPlayed, isOver(s))
  }

  /** When a bot is to act, its move after `botDelayMs` (one timer per table). */
  const scheduleBots = (id: string): void => {
    if (closing || botTimers.has(id)) return
    const s = tables.get(id)
    if (s === undefined) return
    const seat = seatToAct(s)
    if (seat === null || s.row.seats[seat]?.status !== 'bot') return
    const timer = setTimeout(() => {
      botTimers.delete(id)
      if (closing) return
      const now = tables.get(id)
      if (now === undefined || seatToAct(now) !== seat) {
        scheduleBots(id)
        return
      }
      // The bot decides from the seat's view only; its random choices come from the secret seed.
      const action = botAction(heuristicBot, now.game, seat, `${now.row.seed}/bot/${now.version}`)
      if (action === null) return
      submit(id, seat, action, true).catch(() => {
        // A conflict reloaded the table and scheduled the bots again; a store failure stops this table's bots until the next action.
      })
    }, botDelayMs)
    botTimers.set(id, timer)
  }

  /** Stops the bots and the sweeper, waits for every queued task. */
  const close = async (): Promise<void> => {
    closing = true
    await unsubscribe?.().catch(() => {})
    if (sweeper !== null) clearInterval(sweeper)
    for (const t of botTimers.values()) clearTimeout(t)
    botTimers.clear()
    await Promise.all([...queues.values()])
  }

  /** Follows the other processes (the store's notifications) and restarts the bots of the tables in play. */
  const start = async (): Promise<void> => {
  // Changes by other processes on the same database (and this one's, which change nothing).
  if (store.subscribe !== undefined) unsubscribe = await store.subscribe(onChange)

  // Tables with bots keep playing after a restart.
  for (const id of await store.tablesWithBots()) {
    try {
      await load(id)
      scheduleBots(id)
    } catch {
      // A table that does not replay is reported when someone uses it.
    }
  }
  }

  return {
    store,
    tables,
    sockets,
    queued,
    load,
    loadUnqueued,
    claim,
    submit,
    setSeats,
    scheduleBots,
    touch,
    enforceCap,
    evictIdle,
    deliver,
    close,
    start
  }
}
