/**
 * Opening a table on the server from the page: the "Neuer Tisch" form (the rules, the match
 * options, the four names, the person's own seat), and the waiting room of a seat's page (who
 * sits where; for the table's creator the other seats' invite links with a copy button and
 * "Bot setzen"). The page knows no rule: the presets and their defaults are the library's
 * `matchConfigs`, and the server checks every value.
 *
 * @module
 */
import { type MatchConfig, matchConfigs } from 'doppelkopf/match'
import { h } from '../dom.js'
import type { Invite, NewTable, TableRules } from './api.js'
import type { SeatInfo } from './protocol.js'

/** The form's values (strings as typed, so that a field keeps what the person wrote). */
export interface TableForm {
  readonly rules: TableRules
  readonly gamesPerRound: string
  readonly rounds: string
  readonly compulsorySolo: boolean
  readonly bock: boolean
  readonly players: readonly [string, string, string, string]
  readonly seat: number
  readonly busy: boolean
  readonly error: string | null
}

const RULES: readonly { readonly value: TableRules; readonly label: string; readonly hint: string }[] = [
  { value: 'tsr', label: 'Turnierregeln (TSR)', hint: 'die Regeln des Deutschen Doppelkopf-Verbands' },
  { value: 'pagat', label: 'pagat.com', hint: 'die Grundregeln von pagat.com, wie offline' },
  { value: 'house', label: 'Hausregeln', hint: 'mit Bockrunden und den üblichen Sonderregeln' }
]

/** The library's preset of `rules`: the form's defaults. */
const preset = (rules: TableRules): MatchConfig => matchConfigs[rules]

/** A preset's match options as the form's values. */
const presetOptions = (rules: TableRules): Pick<TableForm, 'rules' | 'gamesPerRound' | 'rounds' | 'compulsorySolo' | 'bock'> => {
  const p = preset(rules)
  return { rules, gamesPerRound: String(p.gamesPerRound), rounds: String(p.rounds), compulsorySolo: p.compulsorySolo, bock: p.bock !== null }
}

/** The form as it opens, or after another rule set was chosen: that preset's match options. */
export const tableForm = (rules: TableRules, players: readonly [string, string, string, string] = ['', 'Gast 2', 'Gast 3', 'Gast 4'], seat = 0): TableForm => ({
  ...presetOptions(rules),
  players,
  seat,
  busy: false,
  error: null
})

/** A count typed in a field: a whole number from 1 to `max`, or null. */
const count = (typed: string, max: number): number | null => {
  const t = typed.trim()
  if (!/^\d{1,4}$/.test(t)) return null
  const n = Number(t)
  return n >= 1 && n <= max ? n : null
}

/** The request of the form's values, or what is wrong with them in words. */
export const tableRequest = (form: TableForm): { readonly ok: true; readonly value: NewTable } | { readonly ok: false; readonly text: string } => {
  const gamesPerRound = count(form.gamesPerRound, 100)
  if (gamesPerRound === null) return { ok: false, text: 'Spiele je Runde: eine Zahl von 1 bis 100.' }
  const rounds = count(form.rounds, 20)
  if (rounds === null) return { ok: false, text: 'Runden: eine Zahl von 1 bis 20.' }
  const players = form.players.map((n) => n.trim()) as [string, string, string, string]
  if (players[form.seat] === '') return { ok: false, text: 'Gib deinen Namen ein: so sehen dich die anderen am Tisch.' }
  const named = players.map((n, i) => (n === '' ? `Gast ${i + 1}` : n)) as [string, string, string, string]
  if (named.some((n) => n.length > 24)) return { ok: false, text: 'Ein Name hat höchstens 24 Zeichen.' }
  if (new Set(named.map((n) => n.toLowerCase())).size !== 4) return { ok: false, text: 'Die vier Namen müssen verschieden sein.' }
  const bock = form.bock ? (preset(form.rules).bock ?? matchConfigs.house.bock) : null
  return { ok: true, value: { rules: form.rules, options: { gamesPerRound, rounds, compulsorySolo: form.compulsorySolo, bock }, players: named, seat: form.seat } }
}

export interface TableFormHandlers {
  /** A choice: the form changed so, drawn again. */
  readonly change: (patch: Partial<TableForm>) => void
  /** A typed value, kept without drawing the form again (no new field under the cursor). */
  readonly edit: (update: (form: TableForm) => Partial<TableForm>) => void
  /** "Tisch öffnen": the handler reads the form's values ({@link tableRequest}). */
  readonly submit: () => void
}

/** The "Neuer Tisch" page. */
export const newTablePage = (form: TableForm, links: { readonly offline: string; readonly daily: string }, handlers: TableFormHandlers): Node[] => {
  const change = (patch: Partial<TableForm>): void => handlers.change({ ...patch, error: null })
  const field = (id: string, label: string, value: string, onchange: (v: string) => void, attrs: Record<string, string | number> = {}): HTMLElement =>
    h(
      'p',
      { class: 'field' },
      h('label', { for: id }, label),
      h('input', { id, name: id, value, disabled: form.busy, 'data-testid': id, oninput: (e: Event) => onchange((e.target as HTMLInputElement).value), ...attrs })
    )
  const check = (id: string, label: string, checked: boolean, onchange: (v: boolean) => void): HTMLElement =>
    h(
      'p',
      { class: 'field check' },
      h('input', { id, name: id, type: 'checkbox', checked, disabled: form.busy, 'data-testid': id, onchange: (e: Event) => onchange((e.target as HTMLInputElement).checked) }),
      h('label', { for: id }, label)
    )
  const onsubmit = (e: Event): void => {
    e.preventDefault()
    handlers.submit()
  }
  const players = form.players.map((name, i) =>
    h(
      'li',
      { class: 'player-row' },
      h('label', { for: `table-player-${i}` }, `Spieler ${i + 1}`),
      h('input', {
        id: `table-player-${i}`,
        type: 'text',
        maxlength: 24,
        value: name,
        placeholder: `Gast ${i + 1}`,
        disabled: form.busy,
        'data-testid': `table-player-${i}`,
        oninput: (e: Event) => {
          const value = (e.target as HTMLInputElement).value
          handlers.edit((now) => {
            const next = [...now.players] as [string, string, string, string]
            next[i] = value
            return { players: next }
          })
        }
      }),
      h(
        'label',
        { class: 'me' },
        h('input', { type: 'radio', name: 'table-seat', value: i, checked: form.seat === i, disabled: form.busy, 'data-testid': `table-seat-${i}`, onchange: () => change({ seat: i }) }),
        ' das bin ich'
      )
    )
  )
  return [
    h(
      'header',
      { class: 'menu' },
      h('h1', {}, 'Neuer Tisch'),
      h(
        'nav',
        { 'aria-label': 'Seiten' },
        h('a', { class: 'button', href: links.daily, 'data-testid': 'daily-link' }, 'Tagespartie'),
        h('a', { class: 'button', href: links.offline, 'data-testid': 'offline-link' }, 'Offline spielen')
      )
    ),
    h(
      'main',
      { class: 'online-form table-form', 'data-testid': 'new-table-page' },
      h('p', {}, 'Öffne einen Tisch auf dem Server: du spielst deinen Platz, die anderen Plätze bekommen Einladungslinks zum Weitergeben, oder du setzt dort Bots.'),
      h(
        'form',
        { 'data-testid': 'new-table-form', novalidate: true, onsubmit },
        h(
          'fieldset',
          {},
          h('legend', {}, 'Regeln'),
          RULES.map((r) =>
            h(
              'p',
              { class: 'field check' },
              h('input', { id: `table-rules-${r.value}`, type: 'radio', name: 'table-rules', value: r.value, checked: form.rules === r.value, disabled: form.busy, 'data-testid': `table-rules-${r.value}`, onchange: () => change(presetOptions(r.value)) }),
              h('label', { for: `table-rules-${r.value}` }, h('strong', {}, r.label), ` – ${r.hint}`)
            )
          )
        ),
        h(
          'fieldset',
          {},
          h('legend', {}, 'Partie'),
          field('table-games', 'Spiele je Runde', form.gamesPerRound, (v) => handlers.edit(() => ({ gamesPerRound: v })), { type: 'number', min: 1, max: 100, inputmode: 'numeric' }),
          field('table-rounds', 'Runden', form.rounds, (v) => handlers.edit(() => ({ rounds: v })), { type: 'number', min: 1, max: 20, inputmode: 'numeric' }),
          check('table-solo', 'Pflichtsolo', form.compulsorySolo, (v) => change({ compulsorySolo: v })),
          check('table-bock', 'Bockrunden', form.bock, (v) => change({ bock: v }))
        ),
        h('fieldset', {}, h('legend', {}, 'Spieler (im Uhrzeigersinn)'), h('ol', { class: 'players' }, players)),
        h('button', { type: 'submit', class: 'primary', 'data-testid': 'new-table-open', disabled: form.busy }, form.busy ? 'Einen Moment …' : 'Tisch öffnen')
      ),
      form.error === null ? null : h('p', { class: 'notice failed', role: 'alert', 'data-testid': 'new-table-error' }, form.error)
    )
  ]
}

/** What the creator's page knows of its table: its invites (kept in localStorage with the creator's token). */
export interface CreatorInfo {
  readonly invites: readonly Invite[]
}

/** The waiting room's own state: a copy or a bot request's answer per seat. */
export interface RoomUi {
  /** Seat → what to say under it ("Link kopiert", a refusal). */
  readonly notes: ReadonlyMap<number, string>
  /** Seats whose bot request is in flight. */
  readonly busy: ReadonlySet<number>
  /** Open seats whose invite was redeemed: the player is on the way (the link is spent). */
  readonly redeemed: ReadonlySet<number>
}

export interface RoomHandlers {
  readonly copy: (seat: number, link: string) => void
  readonly bot: (seat: number) => void
}

const STATUS_TEXT: Readonly<Record<SeatInfo['status'], string>> = { open: 'noch frei', human: 'ist da', bot: 'Bot' }

/**
 * The waiting room: every seat with its player and whether it is taken; for the creator, each
 * open seat's invite link (a read-only field to select, a copy button) and "Bot setzen".
 */
export const waitingRoom = (seats: readonly SeatInfo[], own: number, creator: CreatorInfo | null, ui: RoomUi, handlers: RoomHandlers): HTMLElement => {
  const open = seats.filter((s) => s.status === 'open').length
  return h(
    'section',
    { class: 'waiting-room', 'aria-label': 'Warteraum', 'data-testid': 'waiting-room', 'data-open': open },
    h('h2', {}, open === 0 ? 'Alle Plätze sind besetzt' : `Warteraum: ${open === 1 ? 'ein Platz ist' : `${open} Plätze sind`} noch frei`),
    h(
      'ul',
      {},
      seats.map((s, seat) => {
        const invite = creator?.invites.find((i) => i.seat === seat) ?? null
        const note = ui.notes.get(seat)
        const id = `invite-${seat}`
        const coming = s.status === 'open' && ui.redeemed.has(seat)
        const input = invite === null || s.status !== 'open' || coming ? null : h('input', { id, type: 'text', readonly: true, value: invite.link, class: 'invite-link', 'data-testid': 'invite-link', 'data-seat': seat, onfocus: (e: Event) => (e.target as HTMLInputElement).select() })
        return h(
          'li',
          { 'data-testid': 'room-seat', 'data-seat': seat, 'data-status': s.status },
          h('strong', {}, s.name),
          seat === own ? ' (du)' : ` – ${coming ? 'hat die Einladung angenommen, kommt gleich' : STATUS_TEXT[s.status]}`,
          creator === null || s.status !== 'open' || seat === own
            ? null
            : h(
                'div',
                { class: 'invite' },
                input === null ? null : h('label', { for: id }, `Einladung für ${s.name}`),
                input,
                input === null ? null : h('button', { type: 'button', 'data-testid': 'invite-copy', 'data-seat': seat, onclick: () => handlers.copy(seat, invite?.link ?? '') }, 'Link kopieren'),
                h('button', { type: 'button', 'data-testid': 'seat-bot', 'data-seat': seat, disabled: ui.busy.has(seat), onclick: () => handlers.bot(seat) }, ui.busy.has(seat) ? 'Einen Moment …' : 'Bot setzen')
              ),
          note === undefined ? null : h('p', { class: 'note', role: 'status', 'data-testid': 'room-note' }, note)
        )
      })
    )
  )
}
