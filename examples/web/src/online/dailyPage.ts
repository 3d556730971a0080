/**
 * The daily Partie against the server: the name form (then the game is the seat page of the
 * table the server opened), and the Bestenliste page of a day.
 *
 * @module
 */
import { h } from '../dom.js'
import { germanDate } from '../labels.js'
import type { Answer, Leaderboard } from './api.js'
import { leaderboardSection } from './leaderboard.js'

/** A daily Partie the person started on this device (kept in localStorage, so that it can be resumed). */
export interface SavedDaily {
  readonly date: string
  readonly table: string
  readonly token: string
  readonly name: string
}

export interface DailyForm {
  /** Today, as the server counts the day (Europe/Berlin). */
  readonly date: string
  /** The name typed last time. */
  readonly name: string
  readonly busy: boolean
  readonly error: string | null
  /** Whether the error is about the name typed (then the field is marked invalid). */
  readonly invalid: boolean
  /** Today's Partie started earlier on this device, or null. */
  readonly resume: SavedDaily | null
}

export interface DailyLinks {
  readonly offline: string
  readonly leaderboard: string
  /** "Neuer Tisch": a table of the person's own with friends or bots. */
  readonly newTable: string
  /** The seat page of a saved Partie. */
  readonly resume: string | null
}

const header = (title: string, links: readonly HTMLElement[]): HTMLElement =>
  h('header', { class: 'menu' }, h('h1', {}, title), h('nav', { 'aria-label': 'Seiten' }, links))

/** The longest name the server takes. */
export const MAX_NAME = 24

/** The server's bots at seats 1 to 3 of the daily Partie: the person cannot take their names. */
const BOTS: readonly string[] = ['Anna', 'Ben', 'Carla']

/**
 * The name typed, trimmed (as the server stores it), or why it cannot be one, in words: an
 * empty name or one of spaces only, one longer than 24 characters, a bot's name.
 */
export const dailyName = (typed: string): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly text: string } => {
  const name = typed.trim()
  if (name === '') {
    return { ok: false, text: typed === '' ? 'Gib deinen Namen ein: mit ihm kommt dein Endstand in die Bestenliste.' : 'Ein Name aus Leerzeichen ist kein Name: gib deinen Namen mit Buchstaben oder Ziffern ein.' }
  }
  if (name.length > MAX_NAME) return { ok: false, text: `Dein Name ist zu lang: höchstens ${MAX_NAME} Zeichen, nicht ${name.length}.` }
  if (BOTS.includes(name)) return { ok: false, text: `${name} heißt schon ein Bot des Servers (${BOTS.join(', ')}): wähle einen anderen Namen.` }
  return { ok: true, name }
}

/** What the form calls: start the Partie with a good name, or say why the typed one is none. */
export interface DailyHandlers {
  readonly submit: (name: string) => void
  readonly refuse: (typed: string, why: string) => void
}

/** The form: a name, then the server opens today's Partie. */
export const dailyPage = (form: DailyForm, links: DailyLinks, handlers: DailyHandlers): Node[] => {
  const input = h('input', {
    id: 'daily-name',
    name: 'name',
    type: 'text',
    maxlength: MAX_NAME,
    autocomplete: 'nickname',
    value: form.name,
    'data-testid': 'daily-name',
    'aria-invalid': form.invalid ? 'true' : null,
    'aria-describedby': form.error === null ? null : 'daily-error',
    disabled: form.busy
  })
  // The page checks the name itself (novalidate), so that every refusal is in its words.
  const onsubmit = (e: Event): void => {
    e.preventDefault()
    const checked = dailyName(input.value)
    if (checked.ok) handlers.submit(checked.name)
    else handlers.refuse(input.value, checked.text)
  }
  return [
    header('Tagespartie online', [
      h('a', { class: 'button', href: links.leaderboard, 'data-testid': 'leaderboard-link' }, 'Bestenliste'),
      h('a', { class: 'button', href: links.newTable, 'data-testid': 'new-table-link' }, 'Neuer Tisch'),
      h('a', { class: 'button', href: links.offline, 'data-testid': 'offline-link' }, 'Offline spielen')
    ]),
    h(
      'main',
      { class: 'online-form', 'data-testid': 'daily-page', 'data-date': form.date },
      h(
        'p',
        {},
        `Die Tagespartie vom ${germanDate(form.date)}: 8 Spiele nach den pagat.com-Grundregeln gegen die Bots des Servers (Anna, Ben, Carla), `,
        'mit denselben Karten für alle, die heute spielen. Dein Endstand kommt in die Bestenliste des Tages.'
      ),
      h(
        'form',
        { 'data-testid': 'daily-form', novalidate: true, onsubmit },
        h('label', { for: 'daily-name' }, 'Dein Name'),
        input,
        h('button', { type: 'submit', class: 'primary', 'data-testid': 'daily-start', disabled: form.busy }, form.busy ? 'Einen Moment …' : 'Tagespartie spielen')
      ),
      form.error === null ? null : h('p', { id: 'daily-error', class: 'notice', role: 'alert', 'data-testid': 'daily-error' }, form.error),
      form.resume === null || links.resume === null
        ? null
        : h('p', {}, `Du hast die heutige Partie als ${form.resume.name} schon begonnen: `, h('a', { href: links.resume, 'data-testid': 'daily-resume' }, 'weiterspielen'))
    )
  ]
}

/** A day's Bestenliste, with the player's own rank. */
export const leaderboardPage = (board: Answer<Leaderboard> | null, player: string | null, links: { readonly offline: string; readonly daily: string; readonly reload: () => void }): Node[] => [
  header('Bestenliste', [
    h('a', { class: 'button', href: links.daily, 'data-testid': 'daily-link' }, 'Tagespartie spielen'),
    h('a', { class: 'button', href: links.offline, 'data-testid': 'offline-link' }, 'Offline spielen')
  ]),
  h('main', {}, leaderboardSection(board, player), h('button', { type: 'button', 'data-testid': 'leaderboard-reload', onclick: links.reload }, 'Aktualisieren'))
]
