/**
 * The end of a game and of the Partie: the itemised settlement (its words from the library's
 * `formatSettlement` and settlement labels), and the score sheet of the match module (one row
 * per game or redeal, with running totals), with the running totals drawn beside it.
 *
 * @module
 */
import type { Seat } from 'doppelkopf'
import { formatSettlement, gameName, settlementReason } from 'doppelkopf/i18n'
import { type Match, type RowType, type ScoreSheetRow, standings } from 'doppelkopf/match'
import type { PlayerView } from 'doppelkopf/views'
import { h } from '../dom.js'
import { L, UI, seatName, signed, who } from '../labels.js'
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
 * The final standing of a Partie: the players by total, best first, ranked by the library's one
 * rule for equal totals (`standings` of `doppelkopf/match`: "1, 2, 2, 4", as the Bestenliste
 * ranks), in the library's words ("Die Partie ist vorbei. Endstand", "Du beendest die Partie
 * mit +3"), and the person's place. `players` and `totals` by player number; `self` is the
 * person's.
 */
export const finalStanding = (players: readonly string[], totals: readonly number[], self: number): HTMLElement => {
  const table = standings({ players, totals })
  const mine = table.find((s) => s.player === self)
  const sharing = mine === undefined ? [] : table.filter((s) => s.rank === mine.rank && s.player !== self).map((s) => s.name)
  return h(
    'section',
    { class: 'final-standing', 'aria-labelledby': 'final-standing-title', 'data-testid': 'final-standing', 'data-totals': totals.join(',') },
    h('h3', { id: 'final-standing-title' }, L.sheet.final),
    h(
      'ol',
      {},
      table.map((s) =>
        h(
          'li',
          // The list's number is the rank: equal totals share it ("1. 2. 2. 4.").
          { value: s.rank, class: s.player === self ? 'you' : null, 'data-testid': 'final-row', 'data-rank': s.rank, 'data-player': s.player, 'data-total': s.total, 'aria-current': s.player === self ? 'true' : null },
          `${s.name} `,
          h('strong', {}, signed(s.total))
        )
      )
    ),
    mine === undefined
      ? null
      : h(
          'p',
          { 'data-testid': 'final-you', 'data-rank': mine.rank },
          `${L.sheet.finish(L.you, signed(mine.total))}: ${UI.place(mine.rank, table.length)}${sharing.length === 0 ? '' : ` ${UI.sharedWith(sharing)}`}.`
        )
  )
}

/**
 * The settlement of a finished game (or the redeal notice), or null while the game runs; at
 * the end of the Partie with `final` (its {@link finalStanding}) before the "Neue Partie" button.
 */
export const settlement = (view: PlayerView, gameNumber: number, matchOver: boolean, handlers: ResultHandlers, final: HTMLElement | null = null): HTMLElement | null => {
  if (view.redeal !== null) {
    const { reason, seat } = view.redeal
    return h(
      'section',
      { class: 'result', 'aria-label': L.gameTypes.redeal, 'data-testid': 'redeal', role: 'status' },
      h('h2', {}, L.gameTypes.redeal),
      h('p', {}, `${L.table.gameOf(gameName(L, { kind: 'redeal', reason, player: seat }), 'redeal', who(seat, view.seat))}. ${UI.sameDealer}`),
      final,
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
    { class: 'result', 'aria-label': L.result.settlement, 'data-testid': 'settlement', 'data-winner': s.winner ?? 'none' },
    h('h2', {}, UI.settlementOf(gameNumber, words.winner)),
    mine === null ? null : h('p', {}, `${L.table.plays(L.you, L.parties[mine])}.`),
    // The terminal's line, in the library's words: "Augen: Re 151 (8 Stiche), Kontra 89 (4 Stiche)".
    h(
      'p',
      {
        'data-testid': 'card-points',
        'data-re': summary.points.re,
        'data-kontra': summary.points.kontra,
        'data-tricks-re': summary.tricks.re,
        'data-tricks-kontra': summary.tricks.kontra
      },
      `${L.result.cardPoints}: ${(['re', 'kontra'] as const).map((p) => `${L.parties[p]} ${summary.points[p]} (${L.result.tricks(summary.tricks[p])})`).join(', ')}`
    ),
    h(
      'table',
      { class: 'lines', 'data-testid': 'settlement-lines' },
      h('caption', {}, L.result.gamePoints),
      h('thead', {}, h('tr', {}, UI.lineHeads.map((head) => h('th', { scope: 'col' }, head)))),
      h(
        'tbody',
        {},
        s.lines.map((line) =>
          h(
            'tr',
            { 'data-testid': 'settlement-line', 'data-code': line.code },
            h('td', {}, settlementReason(L, line)),
            h('td', {}, L.parties[line.party]),
            h('td', { class: 'num' }, line.points)
          )
        )
      ),
      h(
        'tfoot',
        {},
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row', colspan: 3, 'data-testid': 'game-value', 'data-value': s.value },
            `${L.result.value(L.parties.re, signed(s.value))}${s.soloScoring ? ` (${L.result.soloScoring})` : ''}`
          )
        )
      )
    ),
    scoreList(s.scores),
    final,
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
    { class: 'sheet-area', 'aria-label': L.sheet.title, 'data-testid': 'sheet-area' },
    h(
      'div',
      // A region of its own that scrolls sideways on a narrow screen; focusable, so that a keyboard can scroll it too.
      { class: 'sheet', role: 'region', 'aria-label': L.sheet.title, tabindex: 0, 'data-testid': 'sheet-scroll' },
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
            h('th', { scope: 'col' }, L.sheet.game),
            h('th', { scope: 'col', class: 'dealer-col' }, L.log.dealer),
            h('th', { scope: 'col' }, UI.sheetKind),
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
            h('th', { scope: 'row' }, L.sheet.totals),
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
