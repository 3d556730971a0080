/**
 * The Bestenliste of a day: every player's best final score of the daily Partie, best first,
 * with the person's own rank (the server ranks by the library's `rankByTotal`, as the final
 * standing of a Partie does: equal scores share a rank, "1, 2, 2, 4").
 *
 * @module
 */
import { h } from '../dom.js'
import { germanDate, signed } from '../labels.js'
import type { Answer, Leaderboard } from './api.js'

/** The leaderboard (or why it could not be loaded, or that it is loading: null). */
export const leaderboardSection = (board: Answer<Leaderboard> | null, player: string | null): HTMLElement => {
  if (board === null) return h('section', { class: 'leaderboard', 'data-testid': 'leaderboard', 'data-loading': 'true' }, h('h2', {}, 'Bestenliste'), h('p', {}, 'Lade die Bestenliste …'))
  if (!board.ok) {
    return h(
      'section',
      { class: 'leaderboard', 'data-testid': 'leaderboard' },
      h('h2', {}, 'Bestenliste'),
      h('p', { class: 'notice', role: 'alert', 'data-testid': 'leaderboard-error', 'data-code': board.code }, board.text)
    )
  }
  const { date, entries, you } = board.value
  return h(
    'section',
    { class: 'leaderboard', 'aria-label': 'Bestenliste', 'data-testid': 'leaderboard', 'data-date': date, 'data-entries': entries.length },
    h('h2', {}, `Bestenliste vom ${germanDate(date)}`),
    player === null
      ? null
      : you === null
        ? h('p', { 'data-testid': 'leaderboard-you', 'data-rank': '' }, `${player} steht noch nicht in der Bestenliste.`)
        : h(
            'p',
            { class: 'you', 'data-testid': 'leaderboard-you', 'data-rank': you.rank, 'data-score': you.score, 'data-player': you.player },
            `Dein Platz: `,
            h('strong', {}, `${you.rank}.`),
            ` von ${entries.length} mit ${signed(you.score)} Punkten (${you.player}).`
          ),
    entries.length === 0
      ? h('p', {}, 'An diesem Tag hat noch niemand die Tagespartie beendet.')
      : h(
          'table',
          { 'data-testid': 'leaderboard-table' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Platz'), h('th', { scope: 'col' }, 'Name'), h('th', { scope: 'col' }, 'Punkte'))),
          h(
            'tbody',
            {},
            entries.map((e) =>
              h(
                'tr',
                {
                  class: you !== null && e.player === you.player ? 'you' : '',
                  'data-testid': 'leaderboard-row',
                  'data-rank': e.rank,
                  'data-player': e.player,
                  'data-score': e.score,
                  'aria-current': you !== null && e.player === you.player ? 'true' : null
                },
                h('td', { class: 'num' }, `${e.rank}.`),
                h('td', {}, e.player),
                h('td', { class: 'num' }, signed(e.score))
              )
            )
          )
        )
  )
}
