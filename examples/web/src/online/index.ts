/**
 * The online mode of the page (see mode.ts for its URLs): a seat at a table server's table, the
 * daily Partie against the server's bots, and a day's Bestenliste. The offline page (main.ts)
 * is not loaded in this mode.
 *
 * @module
 */
import type { Card } from 'doppelkopf'
import type { SpectatorView } from 'doppelkopf/views'
import { h, replaceKeepingFocus } from '../dom.js'
import { germanDate, setSeatNames } from '../labels.js'
import { cardChoices, lockedCards } from '../selection.js'
import { type Answer, type Invite, type Leaderboard, createTable, diagnoseSeat, fetchLeaderboard, fetchRedeemed, joinTable, seatBots, startDaily } from './api.js'
import { connectTable } from './connection.js'
import { type DailyForm, type SavedDaily, dailyPage, leaderboardPage } from './dailyPage.js'
import { type OnlineMode, type Server, pageLink, today } from './mode.js'
import type { ViewMessage } from './protocol.js'
import { seatPage } from './seatPage.js'
import { type CreatorInfo, type TableForm, newTablePage, tableForm, tableRequest, waitingRoom } from './tablePage.js'

const NAME_KEY = 'doppelkopf-web/online-name'
const DAILY_KEY = 'doppelkopf-web/online-daily'
/** The tables this device opened: table id → the creator's token and the other seats' invites. */
const TABLES_KEY = 'doppelkopf-web/online-tables'
/** The invites this device redeemed: `table/invite` → the seat's token (a reload of the invite link goes to the seat). */
const INVITES_KEY = 'doppelkopf-web/online-invites'
/** The names this device claimed for the daily Partie: the name (lower case) → its secret. */
const SECRETS_KEY = 'doppelkopf-web/online-name-secrets'
/** How many tables and invites the device keeps (the newest). */
const KEEP = 20

/** localStorage, or null where the browser blocks it. */
const storage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const readSaved = (): SavedDaily | null => {
  try {
    const u: unknown = JSON.parse(storage()?.getItem(DAILY_KEY) ?? 'null')
    if (typeof u !== 'object' || u === null) return null
    const s = u as Record<string, unknown>
    return typeof s['date'] === 'string' && typeof s['table'] === 'string' && typeof s['token'] === 'string' && typeof s['name'] === 'string'
      ? { date: s['date'], table: s['table'], token: s['token'], name: s['name'] }
      : null
  } catch {
    return null
  }
}

const save = (key: string, value: string): void => {
  try {
    storage()?.setItem(key, value)
  } catch {
    // storage full or blocked: the page works without it
  }
}

/** A JSON object of string keys kept in localStorage (the newest `KEEP` entries), or {}. */
const readMap = (key: string): Record<string, unknown> => {
  try {
    const u: unknown = JSON.parse(storage()?.getItem(key) ?? '{}')
    return typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const writeMap = (key: string, entry: string, value: unknown): void => {
  const rest = Object.entries(readMap(key)).filter(([k]) => k !== entry)
  save(key, JSON.stringify(Object.fromEntries([...rest.slice(-(KEEP - 1)), [entry, value]])))
}

/** The secret of `name` on this device: the one kept, or a new one (24 random bytes, base64url), kept from now on. */
const secretOf = (name: string): string => {
  const key = name.toLowerCase()
  const kept = readMap(SECRETS_KEY)[key]
  if (typeof kept === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(kept)) return kept
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  const secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  writeMap(SECRETS_KEY, key, secret)
  return secret
}

/** The invites of a table this device opened, when `token` is its creator's. */
const creatorOf = (table: string, token: string): CreatorInfo | null => {
  const u = readMap(TABLES_KEY)[table]
  if (typeof u !== 'object' || u === null) return null
  const t = u as Record<string, unknown>
  if (t['token'] !== token || !Array.isArray(t['invites'])) return null
  const invites = t['invites'].flatMap((i: unknown): Invite[] => {
    if (typeof i !== 'object' || i === null) return []
    const v = i as Record<string, unknown>
    return typeof v['seat'] === 'number' && typeof v['name'] === 'string' && typeof v['link'] === 'string' ? [{ seat: v['seat'], name: v['name'], link: v['link'] }] : []
  })
  return { invites }
}

/** The page's own stylesheet for the online parts, beside style.css. */
const addStylesheet = (): void => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = 'online.css'
  document.head.append(link)
}

/** The offline page (the same page without parameters). */
const offlineLink = (): string => window.location.pathname

/** The seat's WebSocket URL. */
const wsUrl = (server: Server, table: string, token: string): string =>
  `${server.base.replace(/^http/, 'ws')}/tables/${table}/ws?token=${encodeURIComponent(token)}`

/** Plays one seat of a table. */
const startSeat = (root: HTMLElement, mode: Extract<OnlineMode, { kind: 'seat' }>): void => {
  let selected = new Set<Card>()
  let selectionKey = ''
  let lastTrickOpen = false
  /** The final views of games that ended while this page was open (game number → spectator view). */
  const finished = new Map<number, SpectatorView>()
  /** The settlements the person has closed: every game up to this number. */
  let dismissed = 0
  let first = true
  let leaderboard: Answer<Leaderboard> | null = null
  let leaderboardAsked = false
  /** The waiting room: the creator's invites (null: not this device's table), what to say under a seat, bot requests in flight. */
  const creator = mode.daily === null ? creatorOf(mode.table, mode.token) : null
  const notes = new Map<number, string>()
  const botBusy = new Set<number>()
  let redeemed: ReadonlySet<number> = new Set()
  /** While a seat is open, the waiting room asks the server every 3 s whose invite was redeemed (the socket tells only taken seats). */
  let asking = false
  setInterval(() => {
    const m = connection.snapshot().message
    if (asking || m === null || !m.seats.some((x) => x.status === 'open') || document.visibilityState === 'hidden') return
    asking = true
    void fetchRedeemed(mode.server, mode.table).then((r) => {
      asking = false
      if (!r.ok || [...r.value].join() === [...redeemed].join()) return
      redeemed = r.value
      render()
    })
  }, 3000)
  const roomHandlers = {
    copy: (seat: number, link: string): void => {
      const said = (text: string): void => {
        notes.set(seat, text)
        render()
      }
      // Without the clipboard (an insecure origin, a refusal): the link is selected in its field, to copy by hand.
      const byHand = (): void => {
        said('Der Link ist markiert: kopiere ihn mit Strg+C (auf dem Telefon: lange tippen).')
        const field = root.querySelector<HTMLInputElement>(`#invite-${seat}`)
        field?.focus()
        field?.select()
      }
      const clipboard = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard : null
      if (clipboard === null) byHand()
      else clipboard.writeText(link).then(() => said('Link kopiert: gib ihn weiter.'), byHand)
    },
    bot: (seat: number): void => {
      botBusy.add(seat)
      notes.delete(seat)
      render()
      void seatBots(mode.server, mode.table, mode.token, [seat]).then((r) => {
        botBusy.delete(seat)
        if (!r.ok) notes.set(seat, r.text)
        render()
      })
    }
  }

  const leaderboardLink = mode.daily === null ? null : (name: string | null) => pageLink(mode.server, { leaderboard: mode.daily ?? today(), ...(name === null ? {} : { player: name }) })

  /** Takes in a new view message: names, finished games, and what to fetch. */
  const absorb = (m: ViewMessage): void => {
    setSeatNames(m.seats.map((s, i) => (i === m.seat ? 'Du' : s.name)) as [string, string, string, string])
    if (m.previous !== null) finished.set(m.game - 1, m.previous)
    if (first) {
      first = false
      // Opened (or reloaded) in the middle of a game: the settlement before it only while the seat has not spoken in the new game.
      const fresh = m.view.phase === 'reservations' && m.view.declaration === null && m.view.tricks.length === 0
      dismissed = fresh ? m.game - 2 : m.game - 1
    }
    if (m.match.over && mode.daily !== null && !leaderboardAsked) {
      leaderboardAsked = true
      const name = m.seats[m.seat]?.name ?? null
      void fetchLeaderboard(mode.server, mode.daily, name).then((board) => {
        leaderboard = board
        render()
      })
    }
  }

  /** The earliest finished game whose settlement the person has not closed yet. */
  const nextSettlement = (m: ViewMessage): { game: number; view: SpectatorView } | null => {
    const games = [...finished.keys()].filter((g) => g > dismissed && g < m.game).sort((a, b) => a - b)
    const game = games[0]
    const view = game === undefined ? undefined : finished.get(game)
    return game === undefined || view === undefined ? null : { game, view }
  }

  let lastMessage: ViewMessage | null = null
  const render = (): void => {
    const snap = connection.snapshot()
    const m = snap.message
    if (m !== null && m !== lastMessage) {
      lastMessage = m
      absorb(m)
    }
    const choices = m === null ? [] : cardChoices(m.view)
    const key = m === null || choices.length === 0 ? '' : `${m.game}|${m.view.armut?.step ?? ''}|${choices.length}`
    if (key !== selectionKey) {
      selectionKey = key
      selected = new Set(lockedCards(choices))
    }
    const name = m === null ? null : (m.seats[m.seat]?.name ?? null)
    replaceKeepingFocus(
      root,
      seatPage(
        snap,
        { selected, lastTrickOpen, finished: m === null ? null : nextSettlement(m) },
        {
          act: (action) => {
            connection.act(action)
          },
          toggle: (card) => {
            if (selected.has(card)) selected.delete(card)
            else selected.add(card)
            render()
          },
          dismiss: (game) => {
            dismissed = Math.max(dismissed, game)
            render()
          },
          lastTrickToggled: (open) => {
            lastTrickOpen = open
          },
          retry: () => connection.retryNow()
        },
        {
          daily: mode.daily,
          leaderboard,
          leaderboardLink: leaderboardLink === null ? null : leaderboardLink(name),
          offlineLink: offlineLink(),
          newTableLink: pageLink(mode.server, { new: '' }),
          room: m === null || !m.seats.some((x) => x.status === 'open') ? null : waitingRoom(m.seats, m.seat, creator, { notes, busy: botBusy, redeemed }, roomHandlers)
        }
      )
    )
    document.title = name === null ? 'Doppelkopf online' : `Doppelkopf online · ${name}`
  }

  const connection = connectTable({
    url: wsUrl(mode.server, mode.table, mode.token),
    onChange: () => render(),
    diagnose: () => diagnoseSeat(mode.server, mode.table, mode.token)
  })
  // Back online or back in view: do not wait for the next retry.
  window.addEventListener('online', () => connection.retryNow())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') connection.retryNow()
  })
  // The countdown of a retry.
  setInterval(() => {
    if (connection.snapshot().connection === 'waiting') render()
  }, 1000)
  render()
}

/** The daily Partie's form; on success the page goes to the seat of the new table. */
const startDailyForm = (root: HTMLElement, server: Server): void => {
  const date = today()
  const saved = readSaved()
  let form: DailyForm = { date, name: (storage()?.getItem(NAME_KEY) ?? '').trim(), busy: false, error: null, invalid: false, resume: saved !== null && saved.date === date ? saved : null }
  const seatLink = (d: SavedDaily): string => pageLink(server, { table: d.table, token: d.token, daily: d.date })
  const render = (): void => {
    replaceKeepingFocus(
      root,
      dailyPage(
        form,
        { offline: offlineLink(), newTable: pageLink(server, { new: '' }), leaderboard: pageLink(server, { leaderboard: date, ...(form.name.trim() === '' ? {} : { player: form.name.trim() }) }), resume: form.resume === null ? null : seatLink(form.resume) },
        {
          // `name` is trimmed (dailyName): the name the server stores and the Bestenliste shows.
          submit: (name) => {
            form = { ...form, name, busy: true, error: null, invalid: false }
            render()
            save(NAME_KEY, name)
            void startDaily(server, name, secretOf(name)).then((r) => {
              if (!r.ok) {
                form = { ...form, busy: false, error: r.text, invalid: r.code === 'server/bad-players' }
                render()
                return
              }
              const started: SavedDaily = { date: r.value.date, table: r.value.table, token: r.value.token, name }
              save(DAILY_KEY, JSON.stringify(started))
              window.location.assign(seatLink(started))
            })
          },
          // A name the page refuses: said in words, and the field keeps what was typed, focused to be corrected.
          refuse: (typed, why) => {
            form = { ...form, name: typed, error: why, invalid: true }
            render()
            root.querySelector<HTMLInputElement>('[data-testid="daily-name"]')?.focus()
          }
        }
      )
    )
  }
  document.title = 'Doppelkopf · Tagespartie online'
  render()
}

/** "Neuer Tisch": the form; on success the page goes to the creator's seat (its invites kept on this device). */
const startNewTable = (root: HTMLElement, server: Server): void => {
  const stored = (storage()?.getItem(NAME_KEY) ?? '').trim().slice(0, 24)
  let form: TableForm = tableForm('tsr', [stored, 'Gast 2', 'Gast 3', 'Gast 4'])
  const render = (): void => {
    replaceKeepingFocus(
      root,
      newTablePage(
        form,
        { offline: offlineLink(), daily: pageLink(server, { daily: '' }) },
        {
          change: (patch) => {
            form = { ...form, ...patch }
            render()
          },
          edit: (update) => {
            form = { ...form, ...update(form) }
          },
          submit: () => {
            const r = tableRequest(form)
            if (!r.ok) {
              form = { ...form, error: r.text }
              render()
              return
            }
            form = { ...form, busy: true, error: null }
            render()
            const own = r.value.players[r.value.seat]
            if (own !== undefined) save(NAME_KEY, own)
            void createTable(server, r.value).then((t) => {
              if (!t.ok) {
                form = { ...form, busy: false, error: t.text }
                render()
                return
              }
              writeMap(TABLES_KEY, t.value.table, { token: t.value.token, invites: t.value.invites })
              window.location.assign(pageLink(server, { table: t.value.table, token: t.value.token }))
            })
          }
        }
      )
    )
  }
  document.title = 'Doppelkopf · Neuer Tisch'
  render()
}

/** An invite link: redeems the invite once (a reload finds the seat's token on this device), then plays the seat. */
const startInvite = (root: HTMLElement, mode: Extract<OnlineMode, { kind: 'invite' }>): void => {
  const key = `${mode.table}/${mode.invite}`
  const go = (token: string): void => window.location.replace(pageLink(mode.server, { table: mode.table, token }))
  const kept = readMap(INVITES_KEY)[key]
  if (typeof kept === 'string') {
    go(kept)
    return
  }
  const show = (text: string, failed: boolean): void => {
    root.replaceChildren(
      h('header', { class: 'menu' }, h('h1', {}, 'Einladung an einen Tisch')),
      h(
        'main',
        {},
        h('p', failed ? { class: 'notice failed', role: 'alert', 'data-testid': 'invite-error' } : { role: 'status', 'data-testid': 'invite-status' }, text),
        failed ? h('p', {}, h('a', { class: 'button', href: offlineLink() }, 'Offline spielen'), ' ', h('a', { class: 'button', href: pageLink(mode.server, { new: '' }) }, 'Neuer Tisch')) : null
      )
    )
  }
  document.title = 'Doppelkopf · Einladung'
  show('Nehme die Einladung an …', false)
  void joinTable(mode.server, mode.table, mode.invite).then((r) => {
    if (!r.ok) {
      show(r.text, true)
      return
    }
    writeMap(INVITES_KEY, key, r.value.token)
    go(r.value.token)
  })
}

/** A day's Bestenliste. */
const startLeaderboard = (root: HTMLElement, mode: Extract<OnlineMode, { kind: 'leaderboard' }>): void => {
  const stored = (storage()?.getItem(NAME_KEY) ?? '').trim()
  const player = mode.player ?? (stored === '' ? null : stored)
  let board: Answer<Leaderboard> | null = null
  const render = (): void => {
    replaceKeepingFocus(root, leaderboardPage(board, player, { offline: offlineLink(), daily: pageLink(mode.server, { daily: '' }), reload: load }))
  }
  const load = (): void => {
    board = null
    render()
    void fetchLeaderboard(mode.server, mode.date, player).then((b) => {
      board = b
      render()
    })
  }
  document.title = `Doppelkopf · Bestenliste vom ${germanDate(mode.date)}`
  load()
}

/** Starts the online mode in the page's #app element. */
export const startOnline = (mode: OnlineMode): void => {
  const root = document.getElementById('app')
  if (root === null) throw new Error('index.html has no #app element')
  addStylesheet()
  switch (mode.kind) {
    case 'seat':
      startSeat(root, mode)
      return
    case 'daily':
      startDailyForm(root, mode.server)
      return
    case 'new':
      startNewTable(root, mode.server)
      return
    case 'invite':
      startInvite(root, mode)
      return
    case 'leaderboard':
      startLeaderboard(root, mode)
      return
    case 'invalid': {
      const p = document.createElement('p')
      p.className = 'notice'
      p.setAttribute('role', 'alert')
      p.dataset['testid'] = 'online-invalid'
      p.textContent = mode.message
      const a = document.createElement('a')
      a.href = offlineLink()
      a.textContent = 'Offline spielen'
      root.replaceChildren(p, a)
    }
  }
}
