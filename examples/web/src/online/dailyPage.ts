/**
 * The daily Partie against the server: the name form (then the game is the seat page of the
 * table the server opened), and the Bestenliste page of a day.
 *
 * @module
 */
import { h } from '../dom.js'
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
  /** Today (UTC). */
  readonly date: string
  /** The name typed last time. */
  readonly name: string
  readonly busy: boolean
  readonly error: string | null
  /** Today's Partie started earlier on this device, or null. */
  readonly resume: SavedDaily | null
}

export interface DailyLinks {
  readonly offline: string
  readonly leaderboard: string
  /** The seat page of a saved Partie. */
  readonly resume: string | null
}

const header = (title: string, links: readonly HTMLElement[]): HTMLElement =>
  h('header', { class: 'menu' }, h('h1', {}, title), h('nav', { 'aria-label': 'Seiten' }, links))

/** The form: a name, then the server opens today's Partie. */
export const dailyPage = (form: DailyForm, links: DailyLinks, submit: (name: string) => void): Node[] => {
  const input = h('input', {
    id: 'daily-name',
    name: 'name',
    type: 'text',
    required: true,
    maxlength: 40,
    autocomplete: 'nickname',
    value: form.name,
    'data-testid': 'daily-name',
    disabled: form.busy
  })
  const onsubmit = (e: Event): void => {
    e.preventDefault()
    const name = input.value.trim()
    if (name !== '') submit(name)
  }
  return [
    header('Tagespartie online', [
      h('a', { class: 'button', href: links.leaderboard, 'data-testid': 'leaderboard-link' }, 'Bestenliste'),
      h('a', { class: 'button', href: links.offline, 'data-testid': 'offline-link' }, 'Offline spielen')
    ]),
    h(
      'main',
      { class: 'online-form' },
      h(
        'p',
        {},
        `Die Tagespartie vom ${form.date}: 8 Spiele nach den pagat.com-Grundregeln gegen die Bots des Servers (Anna, Ben, Carla), `,
        'mit denselben Karten für alle, die heute spielen. Dein Endstand kommt in die Bestenliste des Tages.'
      ),
      h(
        'form',
        { 'data-testid': 'daily-form', onsubmit },
        h('label', { for: 'daily-name' }, 'Dein Name'),
        input,
        h('button', { type: 'submit', class: 'primary', 'data-testid': 'daily-start', disabled: form.busy }, form.busy ? 'Einen Moment …' : 'Tagespartie spielen')
      ),
      form.error === null ? null : h('p', { class: 'notice', role: 'alert', 'data-testid': 'daily-error' }, form.error),
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
