/**
 * The end of a game and of the Partie: the itemised settlement, and the score sheet of the
 * match module (one row per game or redeal, with running totals).
 *
 * @module
 */
import type { Seat, SettlementLine } from 'doppelkopf'
import type { Match, RowType, ScoreSheetRow } from 'doppelkopf/match'
import type { PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { partyLabel, redealLabel, seatName, settlementLabel, signed, soloLabel } from '../labels.js'

/** What the result buttons call. */
export interface ResultHandlers {
  /** Deals the next game of the Partie. */
  readonly nextGame: () => void
  /** Starts a new Partie. */
  readonly newPartie: () => void
}

const SEATS: readonly Seat[] = [0, 1, 2, 3]

/** The button under a result: the next game, or a new Partie once the Partie is over. */
const nextButton = (matchOver: boolean, handlers: ResultHandlers): HTMLElement =>
  matchOver
    ? h('button', { type: 'button', class: 'primary', 'data-testid': 'new-partie', onclick: handlers.newPartie }, 'Neue Partie')
    : h('button', { type: 'button', class: 'primary', 'data-testid': 'next-game', onclick: handlers.nextGame }, 'Nächstes Spiel')

/** Who made the announcement behind a line, when the line is written for the other party ("keine 90 angesagt, von Re"). */
const byText = (line: SettlementLine): string =>
  line.by === undefined || line.by === line.party || line.code === 'reAnnounced' || line.code === 'kontraAnnounced' ? '' : `, von ${partyLabel(line.by)}`

/** Each seat's score of the game. */
const scoreList = (scores: readonly number[]): HTMLElement =>
  h(
    'ul',
    { class: 'scores' },
    SEATS.map((seat) =>
      h('li', { 'data-testid': 'settlement-score', 'data-seat': seat, 'data-score': scores[seat] ?? 0 }, `${seatName(seat)}: `, h('strong', {}, signed(scores[seat] ?? 0)))
    )
  )

/**
 * The settlement of a finished game (or the redeal notice), or null while the game runs.
 */
export const settlement = (view: PlayerView, gameNumber: number, matchOver: boolean, handlers: ResultHandlers): HTMLElement | null => {
  if (view.redeal !== null) {
    return h(
      'section',
      { class: 'result', 'aria-label': 'Neu geben', 'data-testid': 'redeal', role: 'status' },
      h('h2', {}, 'Neu geben'),
      h('p', {}, `${redealLabel(view.redeal.reason)} (${seatName(view.redeal.seat)}). Derselbe Geber gibt neu.`),
      nextButton(matchOver, handlers)
    )
  }
  const s = view.settlement
  const summary = view.summary
  if (s === null || summary === null) return null
  const mine = view.parties[view.seat]
  const headline = s.winner === null ? 'Niemand gewinnt' : `${partyLabel(s.winner)} gewinnt`
  return h(
    'section',
    { class: 'result', 'aria-label': 'Abrechnung', 'data-testid': 'settlement', 'data-winner': s.winner ?? 'none' },
    h('h2', {}, `Abrechnung Spiel ${gameNumber}: ${headline}`),
    mine === null ? null : h('p', {}, `Du spielst ${partyLabel(mine)}.`),
    h(
      'p',
      { 'data-testid': 'card-points', 'data-re': summary.points.re, 'data-kontra': summary.points.kontra },
      `Augen: Re ${summary.points.re}, Kontra ${summary.points.kontra}`
    ),
    h(
      'p',
      { 'data-testid': 'trick-counts', 'data-re': summary.tricks.re, 'data-kontra': summary.tricks.kontra },
      `Stiche: Re ${summary.tricks.re}, Kontra ${summary.tricks.kontra}`
    ),
    h(
      'table',
      { class: 'lines', 'data-testid': 'settlement-lines' },
      h('caption', {}, 'Punkte'),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Grund'), h('th', { scope: 'col' }, 'für'), h('th', { scope: 'col' }, 'Punkte'))),
      h(
        'tbody',
        {},
        s.lines.map((line) =>
          h(
            'tr',
            { 'data-testid': 'settlement-line', 'data-code': line.code },
            h('td', {}, settlementLabel(line.code), byText(line)),
            h('td', {}, partyLabel(line.party)),
            h('td', { class: 'num' }, line.points)
          )
        )
      ),
      h(
        'tfoot',
        {},
        h('tr', {}, h('th', { scope: 'row', colspan: 2 }, `Spielwert für Re${s.soloScoring ? ' (Solo: dreifach für den Solisten)' : ''}`), h('td', { class: 'num', 'data-testid': 'game-value' }, s.value))
      )
    ),
    scoreList(s.scores),
    nextButton(matchOver, handlers)
  )
}

/** A score-sheet row's game in words. */
const rowTypeText = (t: RowType, players: readonly string[]): string => {
  const p = (i: number): string => players[i] ?? `#${i}`
  switch (t.kind) {
    case 'normal':
      return 'Normalspiel'
    case 'hochzeit':
      return t.partner === null ? `Hochzeit ${p(t.hochzeiter)} (allein)` : `Hochzeit ${p(t.hochzeiter)} + ${p(t.partner)}`
    case 'armut':
      return `Armut ${p(t.poor)} + ${p(t.partner)}`
    case 'silentWedding':
      return `Stille Hochzeit ${p(t.player)}`
    case 'solo':
      return `${soloLabel(t.solo)} ${p(t.soloist)}`
    case 'redeal':
      return `Neu geben (${redealLabel(t.reason)})`
    case 'penalty':
      return `Strafe ${p(t.offender)}`
  }
}

/** One row of the sheet: the points of the game and the running totals. */
const sheetRow = (row: ScoreSheetRow, players: readonly string[]): HTMLElement =>
  h(
    'tr',
    { 'data-testid': 'sheet-row', 'data-kind': row.type.kind, 'data-points': row.points.join(','), 'data-sum-zero': String(row.checks.sumZero) },
    h('th', { scope: 'row' }, row.type.kind === 'redeal' ? '–' : row.game),
    h('td', {}, players[row.dealer] ?? ''),
    h('td', {}, rowTypeText(row.type, players)),
    row.points.map((points, i) =>
      h('td', { class: `num${row.plus.includes(i) ? ' plus' : ''}` }, signed(points), h('span', { class: 'total' }, ` (${row.totals[i] ?? 0})`))
    )
  )

/** The Partie's score sheet with the totals. */
export const scoreSheet = (match: Match): HTMLElement => {
  const games = match.config.gamesPerRound * match.config.rounds
  return h(
    'section',
    { class: 'sheet', 'aria-label': 'Spielliste' },
    h(
      'table',
      { 'data-testid': 'score-sheet', 'data-games-played': match.gamesPlayed },
      h('caption', {}, `Spielliste: ${match.gamesPlayed} von ${games} Spielen`),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Spiel'),
          h('th', { scope: 'col' }, 'Geber'),
          h('th', { scope: 'col' }, 'Art'),
          match.players.map((name) => h('th', { scope: 'col' }, name))
        )
      ),
      h('tbody', {}, match.sheet.map((row) => sheetRow(row, match.players))),
      h(
        'tfoot',
        {},
        h(
          'tr',
          { 'data-testid': 'sheet-totals', 'data-totals': match.totals.join(',') },
          h('th', { scope: 'row', colspan: 3 }, 'Stand'),
          match.totals.map((t) => h('td', { class: 'num' }, h('strong', {}, signed(t))))
        )
      )
    )
  )
}
