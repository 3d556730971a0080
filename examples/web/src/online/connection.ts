/**
 * One seat's connection to a table: the WebSocket of the seat's join token, the newest view the
 * server sent, the one action in flight, and what went wrong. It reconnects with the same token
 * when the socket closes (after 0.5 s, 1 s, 2 s, ... at most 10 s), and the server answers a
 * reconnect with the current view, so nothing is replayed by the page. No DOM here.
 *
 * @module
 */
import type { Action } from 'doppelkopf'
import { type ActionMessage, type ErrorMessage, type ViewMessage, parseMessage } from './protocol.js'

/** connecting: the socket is opening; open: views arrive; waiting: closed, a retry is due; failed: the link does not work (no retry). */
export type ConnectionState = 'connecting' | 'open' | 'waiting' | 'failed'

/** Something to tell the person: a refused action or a broken link. */
export interface Notice {
  /** conflict: the table had moved on (the action was not applied); refused: the server said no; failed: the link is dead. */
  readonly kind: 'conflict' | 'refused' | 'failed'
  /** The server's error code. */
  readonly code: string
  readonly text: string
}

/** What the page renders. */
export interface TableSnapshot {
  readonly connection: ConnectionState
  /** When the next connection attempt is due (Date.now() milliseconds), while waiting. */
  readonly retryAt: number | null
  /** The newest view message (the highest version seen), or null before the first. */
  readonly message: ViewMessage | null
  /** The action sent and not yet answered, or null. */
  readonly pending: Action | null
  readonly notice: Notice | null
}

export interface TableConnection {
  readonly snapshot: () => TableSnapshot
  /**
   * Sends one of the current view's listed actions (the very object from its `legalActions`);
   * false when it is not one, an action is in flight, or the socket is not open.
   */
  readonly act: (action: Action) => boolean
  /** Connects at once when waiting for a retry (the browser is back online, the tab is visible again). */
  readonly retryNow: () => void
  readonly close: () => void
}

/** The part of a WebSocket the connection uses (the browser's; in Node tests the `ws` package's). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { readonly data: unknown }) => void) | null
  onerror: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
}

/** The browser's WebSocket (looked up when used, so that this module also loads where there is none). */
const browserSocket = (url: string): SocketLike => new (globalThis as unknown as { WebSocket: new (url: string) => SocketLike }).WebSocket(url)

export interface ConnectionOptions {
  /** The seat's WebSocket URL (`ws(s)://server/tables/ID/ws?token=T`). */
  readonly url: string
  /** Opens a socket (default: the browser's WebSocket). */
  readonly socket?: (url: string) => SocketLike
  /** Called after every change. */
  readonly onChange: () => void
  /**
   * Asked when a socket closed before any view arrived: whether the link is dead (a notice:
   * no such table, a wrong token) or the server is just not reachable now (null: retry).
   */
  readonly diagnose?: () => Promise<Notice | null>
}

/** German words for the server's error codes. */
export const noticeOf = (e: Pick<ErrorMessage, 'code' | 'message'>): Notice => {
  const code = e.code
  if (code === 'server/conflict') {
    return { kind: 'conflict', code, text: 'Der Tisch war schon weiter: deine Aktion wurde nicht ausgeführt. Sieh dir den neuen Stand an und wähle noch einmal.' }
  }
  const text =
    code.startsWith('turn/')
      ? 'Du warst gerade nicht dran.'
      : code.startsWith('phase/')
        ? 'Das geht in diesem Moment des Spiels nicht (mehr).'
        : code === 'server/seat-is-bot'
          ? 'Deinen Platz spielt der Bot des Servers.'
          : code === 'server/unauthorized'
            ? 'Der Schlüssel des Links gehört zu keinem Platz dieses Tisches.'
            : code === 'server/too-many-requests'
              ? 'Zu viele Anfragen: warte einen Moment.'
              : `Der Server hat abgelehnt: ${e.message || code}`
  return { kind: 'refused', code, text }
}

/** Opens the connection at once. */
export const connectTable = (options: ConnectionOptions): TableConnection => {
  const openSocket = options.socket ?? browserSocket
  let socket: SocketLike | null = null
  let connection: ConnectionState = 'connecting'
  let message: ViewMessage | null = null
  let pending: { readonly id: number; readonly action: Action } | null = null
  let notice: Notice | null = null
  let attempts = 0
  let retryAt: number | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let nextId = 1
  let stopped = false

  const changed = (): void => options.onChange()

  const open = (): void => {
    if (stopped) return
    if (retryTimer !== null) clearTimeout(retryTimer)
    retryTimer = null
    retryAt = null
    connection = 'connecting'
    let ws: SocketLike
    try {
      ws = openSocket(options.url)
    } catch {
      fail(false)
      return
    }
    socket = ws
    let heard = false
    ws.onopen = () => {
      if (socket === ws) {
        connection = 'open'
        changed()
      }
    }
    ws.onmessage = (e) => {
      if (socket !== ws || typeof e.data !== 'string') return
      const m = parseMessage(e.data)
      if (m === null) return
      if (m.type === 'view') heard = true
      receive(m)
    }
    ws.onerror = () => {
      // a close event follows
    }
    ws.onclose = () => {
      if (socket !== ws) return
      socket = null
      // An action without an answer is either in the log or not: the view after the reconnect tells.
      pending = null
      fail(heard)
    }
    changed()
  }

  /** The socket is gone: try again after a while, or (a socket that never got a view) ask whether the link is dead. */
  const fail = (heard: boolean): void => {
    if (stopped) return
    if (heard) attempts = 0
    attempts++
    const delay = Math.min(10_000, 500 * 2 ** Math.min(attempts - 1, 5))
    connection = 'waiting'
    retryAt = Date.now() + delay
    retryTimer = setTimeout(open, delay)
    changed()
    if (!heard && options.diagnose !== undefined) {
      options.diagnose().then(
        (dead) => {
          if (dead === null || stopped || connection !== 'waiting') return
          if (retryTimer !== null) clearTimeout(retryTimer)
          retryTimer = null
          retryAt = null
          connection = 'failed'
          notice = dead
          changed()
        },
        () => {}
      )
    }
  }

  const receive = (m: NonNullable<ReturnType<typeof parseMessage>>): void => {
    switch (m.type) {
      case 'view':
        // The newest version wins; a reconnect's first view may repeat the version held.
        if (message !== null && (m.table !== message.table || m.version < message.version)) return
        message = m
        break
      case 'seats':
        if (message === null || m.table !== message.table || m.version < message.version) return
        message = { ...message, seats: m.seats }
        break
      case 'accepted':
        if (pending === null || m.id !== pending.id) return
        pending = null
        notice = null
        break
      case 'error':
        if (pending !== null && m.id === pending.id) pending = null
        else if (m.id !== null) return
        notice = noticeOf(m)
        break
    }
    changed()
  }

  // Opened once the caller holds the connection (its onChange may ask for the snapshot).
  queueMicrotask(open)

  return {
    snapshot: () => ({ connection, retryAt, message, pending: pending?.action ?? null, notice }),
    act: (action) => {
      if (stopped || socket === null || connection !== 'open' || message === null || pending !== null) return false
      // Only an action the server listed for this view, and only once.
      if (!message.view.legalActions.includes(action)) return false
      const m: ActionMessage = { type: 'action', action, id: nextId++, version: message.version }
      socket.send(JSON.stringify(m))
      pending = { id: m.id, action }
      notice = null
      changed()
      return true
    },
    retryNow: () => {
      if (connection === 'waiting') open()
    },
    close: () => {
      stopped = true
      if (retryTimer !== null) clearTimeout(retryTimer)
      socket?.close()
      socket = null
    }
  }
}
