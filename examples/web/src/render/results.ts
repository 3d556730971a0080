/**
 * The end of a game and of the Partie: the itemised settlement (its words from the library's
 * `formatSettlement` and settlement labels), and the score sheet of the match module (one row
 * per game or redeal, with running totals), with the running totals drawn beside it.
 *
 * @module
 */
import type { Seat, SettlementLine } from 'doppelkopf'
import { formatSettlement, gameName } from 'doppelkopf/i18n'
import type { Match, RowType, ScoreSheetRow } from 'doppelkopf/match'
import type { PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { L, SEAT_NAMES, UI, seatName, signed, who } from '../labels.js'
import { totalsChart } from './chart.js'

/** What the result buttons call. */
export interface ResultHandlers {
  /** Deals the next game of the Partie. */
  readonly nextGame: () => void
  /** Starts a new Partie. */
  readonly newPartie: () => void
}

/** The button under a result: the next game, or a new Partie once the Partie is over. */
const nextButton = (matchOver: boolean, handlers: ResultHandlers): HTMLElement =>
  matchOver
    ? h('button', { type: 'button', class: 'primary', 'data-testid': 'new-partie', onclick: handlers.newPartie }, UI.newPartie)
    : h('button', { type: 'button', class: 'primary', 'data-testid': 'next-game', onclick: handlers.nextGame }, UI.nextGame)

/** Who made the announcement behind a line, when the line is written for the other party ("keine 90 abgesagt (Re)"). */
const byText = (line: SettlementLine): string =>
  line.by === undefined || line.by === line.party || line.code === 'reAnnounced' || line.code === 'kontraAnnounced' ? '' : ` (${L.parties[line.by]})`

/** Each seat's score of the game. */
const scoreList = (scores: readonly number[]): HTMLElement =>
  h(
    'ul',
    { class: 'scores' },
    ([0, 1, 2, 3] as const).map((seat) =>
      h('li', { 'data-testid': 'settlement-score', 'data-seat': seat, 'data-score': scores[seat] ?? 0 }, `${seatName(seat)}: `, h('strong', {}, signed(scores[seat] ?? 0)))
    )
  )

/**
 * The settlement of a finished game (or the redeal notice), or null while the game runs.
 */
export const settlement = (view: PlayerView, gameNumber: number, matchOver: boolean, handlers: ResultHandlers): HTMLElement | null => {
  if (view.redeal !== null) {
    const { reason, seat } = view.redeal
    return h(
      'section',
      { class: 'result', 'aria-label': L.gameTypes.redeal, 'data-testid': 'redeal', role: 'status' },
      h('h2', {}, L.gameTypes.redeal),
      h('p', {}, `${L.table.gameOf(gameName(L, { kind: 'redeal', reason, player: seat }), 'redeal', who(seat, view.seat))}. ${UI.sameDealer}`),
      nextButton(matchOver, handlers)
    )
  }
  const s = view.settlement
  const summary = view.summary
  if (s === null || summary === null) return null
  const words = formatSettlement(L, s, { names: [seatName(0), seatName(1), seatName(2), seatName(3)], self: view.seat })
  const mine = view.parties[view.seat]
  return h(
    'section',
    { class: 'result', 'aria-label': UI.settlement, 'data-testid': 'settlement', 'data-winner': s.winner ?? 'none' },
    h('h2', {}, UI.settlementOf(gameNumber, words.winner)),
    mine === null ? null : h('p', {}, `${L.table.plays(L.you, L.parties[mine])}.`),
    h(
      'p',
      { 'data-testid': 'card-points', 'data-re': summary.points.re, 'data-kontra': summary.points.kontra },
      `${UI.cardPoints}: ${L.parties.re} ${summary.points.re}, ${L.parties.kontra} ${summary.points.kontra}`
    ),
    h(
      'p',
      { 'data-testid': 'trick-counts', 'data-re': summary.tricks.re, 'data-kontra': summary.tricks.kontra },
      `${UI.tricks}: ${L.parties.re} ${summary.tricks.re}, ${L.parties.kontra} ${summary.tricks.kontra}`
    ),
    h(
      'table',
      { class: 'lines', 'data-testid': 'settlement-lines' },
      h('caption', {}, UI.linesCaption),
      h('thead', {}, h('tr', {}, UI.lineHeads.map((head) => h('th', { scope: 'col' }, head)))),
      h(
        'tbody',
        {},
        s.lines.map((line) =>
          h(
            'tr',
            { 'data-testid': 'settlement-line', 'data-code': line.code },
            h('td', {}, L.settlement[line.code], byText(line)),
            h('td', {}, L.parties[line.party]),
            h('td', { class: 'num' }, line.points)
          )
        )
      ),
      h(
        'tfoot',
        {},
        h('tr', {}, h('th', { scope: 'row', colspan: 2 }, `${UI.gameValue}${s.soloScoring ? ` (${UI.soloTriple})` : ''}`), h('td', { class: 'num', 'data-testid': 'game-value' }, s.value))
      )
    ),
    scoreList(s.scores),
    nextButton(matchOver, handlers)
  )
}

/** A score-sheet row's game in words, for the person (seat 0 is "du"): "Deine Hochzeit mit Ben", "Damensolo von Anna". */
const rowTypeText = (t: RowType): string => {
  const p = (player: number) => who((player & 3) as Seat, 0)
  switch (t.kind) {
    case 'normal':
      return gameName(L, t)
    case 'hochzeit': {
      const whose = L.table.gameOf(L.gameTypes.hochzeit, 'hochzeit', p(t.hochzeiter))
      return t.partner === null ? `${whose} (${L.gameNotes.alone})` : `${whose} ${L.table.partnerOf('hochzeit', p(t.partner))}`
    }
    case 'armut':
      return `${L.table.gameOf(L.gameTypes.armut, 'armut', p(t.poor))}, ${L.table.partnerOf('armut', p(t.partner))}`
    case 'silentWedding':
      return L.table.gameOf(gameName(L, t), 'silentWedding', p(t.player))
    case 'solo':
      return L.table.gameOf(gameName(L, t), 'solo', p(t.soloist))
    case 'redeal':
      return L.table.gameOf(gameName(L, t), 'redeal', p(t.player))
    case 'penalty':
      return L.table.gameOf(gameName(L, t), 'penalty', p(t.offender))
  }
}

/** One row of the sheet: the points of the game and the running totals. */
const sheetRow = (row: ScoreSheetRow, players: readonly string[]): HTMLElement =>
  h(
    'tr',
    { 'data-testid': 'sheet-row', 'data-kind': row.type.kind, 'data-points': row.points.join(','), 'data-sum-zero': String(row.checks.sumZero) },
    h('th', { scope: 'row' }, row.type.kind === 'redeal' ? '–' : row.game),
    h('td', { class: 'dealer-col' }, players[row.dealer] ?? ''),
    h('td', { class: 'kind' }, rowTypeText(row.type)),
    row.points.map((points, i) =>
      h('td', { class: `num${row.plus.includes(i) ? ' plus' : ''}` }, signed(points), h('span', { class: 'total' }, ` (${signed(row.totals[i] ?? 0)})`))
    )
  )

/** The Partie's score sheet with the totals, and the running totals of each player as a chart beside it. */
export const scoreSheet = (match: Match): HTMLElement => {
  const games = match.config.gamesPerRound * match.config.rounds
  return h(
    'section',
    { class: 'sheet-area', 'aria-label': UI.sheet, 'data-testid': 'sheet-area' },
    h(
      'div',
      // A region of its own that scrolls sideways on a narrow screen; focusable, so that a keyboard can scroll it too.
      { class: 'sheet', role: 'region', 'aria-label': UI.sheet, tabindex: 0, 'data-testid': 'sheet-scroll' },
      h(
        'table',
        { 'data-testid': 'score-sheet', 'data-games-played': match.gamesPlayed },
        h('caption', {}, UI.sheetCaption(match.gamesPlayed, games)),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, UI.sheetHeads[0]),
            h('th', { scope: 'col', class: 'dealer-col' }, UI.sheetHeads[1]),
            h('th', { scope: 'col' }, UI.sheetHeads[2]),
            match.players.map((name) => h('th', { scope: 'col', class: 'num' }, name))
          )
        ),
        h('tbody', {}, match.sheet.map((row) => sheetRow(row, match.players))),
        h(
          'tfoot',
          {},
          h(
            'tr',
            { 'data-testid': 'sheet-totals', 'data-totals': match.totals.join(',') },
            h('th', { scope: 'row' }, UI.standing),
            h('td', { class: 'dealer-col' }),
            h('td', {}),
            match.totals.map((t) => h('td', { class: 'num' }, h('strong', {}, signed(t))))
          )
        )
      )
    ),
    totalsChart(match)
  )
}
