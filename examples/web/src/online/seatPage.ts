/**
 * The page of one seat at a server's table: the same table, buttons, hand and settlement as the
 * offline page (src/render/*), drawn from the seat's view that the server sent, plus what only
 * the online mode has: the connection, refused actions, the waiting room while seats are open,
 * the match totals and (for the daily Partie) the Bestenliste.
 *
 * @module
 */
import type { Action, Card, Seat } from 'doppelkopf'
import type { PlayAction } from 'doppelkopf/rules'
import type { PlayerView, SpectatorView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { germanDate, seatName, signed } from '../labels.js'
import { controls } from '../render/controls.js'
import { hand } from '../render/hand.js'
import { statusText } from '../render/page.js'
import { finalStanding, settlement } from '../render/results.js'
import { table } from '../render/table.js'
import type { Answer, Leaderboard } from './api.js'
import type { TableSnapshot } from './connection.js'
import { leaderboardSection } from './leaderboard.js'
import type { ViewMessage } from './protocol.js'

/** The page's own state besides the game. */
export interface SeatUi {
  /** The cards selected for an Armut exchange. */
  readonly selected: ReadonlySet<Card>
  readonly lastTrickOpen: boolean
  /** The settlement to show before the game on the table: a finished game's number and its final view, or null. */
  readonly finished: { readonly game: number; readonly view: SpectatorView } | null
}

export interface SeatHandlers {
  /** Sends one of the view's listed actions. */
  readonly act: (action: Action) => void
  readonly toggle: (card: Card) => void
  /** Closes the settlement of game `game` (the next game is shown). */
  readonly dismiss: (game: number) => void
  readonly lastTrickToggled: (open: boolean) => void
  /** Connects again at once. */
  readonly retry: () => void
}

/** Links and extras of the page. */
export interface SeatContext {
  /** The date of the daily Partie this table plays, or null. */
  readonly daily: string | null
  /** The day's leaderboard once the daily Partie is over (null: loading or not asked). */
  readonly leaderboard: Answer<Leaderboard> | null
  /** The link to the leaderboard page (daily), the offline page. */
  readonly leaderboardLink: string | null
  readonly offlineLink: string
  /** "Neuer Tisch" (at the end of a table's match). */
  readonly newTableLink: string
  /** The waiting room while a seat is open (who joined; the creator's invites and "Bot setzen"), or null. */
  readonly room: HTMLElement | null
}

/** What the page shows now, for tests and styles (`data-state` of the info line). */
export type SeatState = 'connecting' | 'failed' | 'offline' | 'pending' | 'settlement' | 'over' | 'your-turn' | 'waiting'

/** A finished game's spectator view as the seat's view (the rendering takes a player view; nothing is left to do or to hold). */
export const asSeatView = (view: SpectatorView, seat: Seat): PlayerView => ({ ...view, seat, hand: [], declaration: null, legalActions: [] })

/** Whether the seat has something to do besides announcing (announcements are open during other seats' turns too). */
const mustAct = (view: PlayerView): boolean => view.legalActions.some((a) => a.type !== 'announce')

export const seatState = (snap: TableSnapshot, ui: SeatUi): SeatState => {
  const m = snap.message
  if (snap.connection === 'failed') return 'failed'
  if (m === null) return 'connecting'
  if (snap.connection !== 'open') return 'offline'
  if (snap.pending !== null) return 'pending'
  if (ui.finished !== null) return 'settlement'
  if (m.match.over) return 'over'
  return mustAct(m.view) ? 'your-turn' : 'waiting'
}

const CONNECTION_TEXT: Readonly<Record<TableSnapshot['connection'], string>> = {
  connecting: 'verbinde …',
  open: 'verbunden',
  waiting: 'getrennt',
  failed: 'Link ungültig'
}

const header = (ctx: SeatContext): HTMLElement =>
  h(
    'header',
    { class: 'menu' },
    h('h1', {}, ctx.daily === null ? 'Doppelkopf online' : 'Tagespartie online'),
    h(
      'nav',
      { 'aria-label': 'Seiten' },
      ctx.leaderboardLink === null ? null : h('a', { class: 'button', href: ctx.leaderboardLink, 'data-testid': 'leaderboard-link' }, 'Bestenliste'),
      h('a', { class: 'button', href: ctx.offlineLink, 'data-testid': 'offline-link' }, 'Offline spielen')
    )
  )

/**
 * The line under the menu in the players' words: the game, the day of a daily Partie, whom the
 * person plays (the seat's name: the table names its players, never its seat numbers), the
 * connection. The table's version is no word of theirs: it is the line's `data-version`.
 */
const info = (snap: TableSnapshot, ui: SeatUi, ctx: SeatContext): HTMLElement => {
  const m = snap.message
  const games = m?.match.games ?? null
  return h(
    'p',
    {
      class: 'info online-info',
      'data-testid': 'online-info',
      'data-state': seatState(snap, ui),
      'data-connection': snap.connection,
      'data-version': m?.version ?? '',
      'data-table': m?.table ?? '',
      'data-seat': m?.seat ?? '',
      'data-game': m?.game ?? '',
      'data-over': m === null ? '' : String(m.match.over),
      'data-settlement': ui.finished?.game ?? '',
      'data-daily': ctx.daily ?? ''
    },
    m === null
      ? snap.connection === 'failed'
        ? 'Kein Tisch'
        : 'Tisch wird geladen'
      : [
          `Spiel ${Math.min(m.match.gamesPlayed + (m.match.over ? 0 : 1), games ?? Infinity)}${games === null ? '' : ` von ${games}`}`,
          ctx.daily === null ? '' : ` · Tagespartie vom ${germanDate(ctx.daily)}`,
          ` · Du spielst als ${m.seats[m.seat]?.name ?? ''}`
        ],
    ' · ',
    h('span', { class: `connection ${snap.connection}`, 'data-testid': 'connection', 'data-state': snap.connection }, CONNECTION_TEXT[snap.connection])
  )
}

/** A closed connection: when it is tried again, and a button to try at once. */
const connectionBanner = (snap: TableSnapshot, handlers: SeatHandlers): HTMLElement | null => {
  if (snap.connection !== 'waiting') return null
  const seconds = snap.retryAt === null ? 0 : Math.max(0, Math.ceil((snap.retryAt - Date.now()) / 1000))
  return h(
    'div',
    { class: 'banner', role: 'status', 'data-testid': 'reconnecting' },
    `Die Verbindung zum Tisch ist unterbrochen. Neuer Versuch ${seconds === 0 ? 'gleich' : `in ${seconds} s`}. `,
    h('button', { type: 'button', 'data-testid': 'reconnect', onclick: handlers.retry }, 'Jetzt verbinden')
  )
}

const noticeLine = (snap: TableSnapshot): HTMLElement | null =>
  snap.notice === null
    ? null
    : h('p', { class: `notice ${snap.notice.kind}`, role: 'alert', 'data-testid': 'online-notice', 'data-kind': snap.notice.kind, 'data-code': snap.notice.code }, snap.notice.text)

/** Who sits where: name, human or the server's bot, nobody yet. */
const seatsLine = (m: ViewMessage): HTMLElement =>
  h(
    'p',
    { class: 'online-seats', 'data-testid': 'online-seats' },
    'Am Tisch: ',
    m.seats
      .map((s, i) => `${s.name}${i === m.seat ? ' (du)' : s.status === 'bot' ? ' (Bot)' : s.status === 'open' ? ' (noch frei)' : ''}`)
      .join(', ')
  )

/** The match totals (the server keeps the score sheet; the page shows where everyone stands). */
const totals = (m: ViewMessage): HTMLElement =>
  h(
    'section',
    { class: 'sheet', 'aria-label': 'Stand der Partie' },
    h(
      'table',
      { 'data-testid': 'online-totals', 'data-totals': m.match.totals.join(','), 'data-games-played': m.match.gamesPlayed },
      h('caption', {}, `Stand nach ${m.match.gamesPlayed} ${m.match.gamesPlayed === 1 ? 'Spiel' : 'Spielen'}`),
      h('thead', {}, h('tr', {}, ([0, 1, 2, 3] as const).map((seat) => h('th', { scope: 'col', class: 'num' }, seatName(seat))))),
      h('tbody', {}, h('tr', {}, m.match.totals.map((t) => h('td', { class: 'num' }, h('strong', {}, signed(t))))))
    )
  )

const status = (text: string): HTMLElement => h('p', { class: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'status' }, text)

/** The end of the match: the last game's settlement with the final standing (ranked as the Bestenliste ranks), and instead of "Neue Partie" what comes next online. */
const matchOver = (m: ViewMessage, ctx: SeatContext): HTMLElement | null => {
  const names = ([0, 1, 2, 3] as const).map((seat) => seatName(seat))
  const section = settlement(m.view, m.game, true, { nextGame: () => {}, newPartie: () => {} }, finalStanding(names, m.match.totals, m.seat))
  if (section === null) return null
  const next =
    ctx.leaderboardLink === null
      ? h('p', { 'data-testid': 'match-over' }, 'Die Partie ist vorbei. ', h('a', { class: 'button primary', href: ctx.newTableLink, 'data-testid': 'new-table-link' }, 'Neuer Tisch'))
      : h('a', { class: 'button primary', href: ctx.leaderboardLink, 'data-testid': 'show-leaderboard' }, 'Zur Bestenliste')
  const button = section.querySelector('[data-testid="new-partie"]')
  if (button !== null) button.replaceWith(next)
  else section.append(next)
  return section
}

/** The page for a snapshot of the seat's connection. */
export const seatPage = (snap: TableSnapshot, ui: SeatUi, handlers: SeatHandlers, ctx: SeatContext): Node[] => {
  const m = snap.message
  const top = [header(ctx), info(snap, ui, ctx), connectionBanner(snap, handlers), noticeLine(snap)].filter((x): x is HTMLElement => x !== null)
  if (m === null) return [...top, h('main', {}, status(snap.connection === 'failed' ? '' : 'Verbinde mit dem Tisch …'))]
  if (ui.finished !== null) {
    // A game that ended while the next one was dealt: its settlement first, as offline.
    const done = asSeatView(ui.finished.view, m.seat)
    const game = ui.finished.game
    return [
      ...top,
      h('main', {}, [
        ctx.room,
        table(done, false, handlers.lastTrickToggled),
        status(statusText(done, null)),
        settlement(done, game, false, { nextGame: () => handlers.dismiss(game), newPartie: () => handlers.dismiss(game) }),
        totals(m),
        seatsLine(m)
      ])
    ]
  }
  // Only while the socket is open and nothing is in flight does the seat get its listed actions as buttons.
  const interactive = snap.connection === 'open' && snap.pending === null
  const view: PlayerView = interactive ? m.view : { ...m.view, legalActions: [] }
  const text = snap.pending !== null ? 'Gesendet, warte auf den Tisch …' : snap.connection !== 'open' ? 'Warte auf die Verbindung …' : statusText(view, null)
  return [
    ...top,
    h('main', {}, [
      ctx.room,
      table(view, ui.lastTrickOpen, handlers.lastTrickToggled),
      status(text),
      controls(view, ui.selected, handlers),
      view.hand.length === 0 ? null : hand(view, ui.selected, { play: (a: PlayAction) => handlers.act(a), toggle: handlers.toggle }),
      m.match.over ? matchOver(m, ctx) : null,
      m.match.over && ctx.daily !== null ? leaderboardSection(ctx.leaderboard, m.seats[m.seat]?.name ?? null) : null,
      totals(m),
      seatsLine(m)
    ])
  ]
}
