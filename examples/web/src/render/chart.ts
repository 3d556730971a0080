/**
 * The running totals of the score sheet as one small SVG line chart per player: the total after
 * each game of the Partie (redeals leave it unchanged and are skipped), on one scale for all
 * four, so the charts compare at a glance. Each chart is an image whose accessible name lists
 * the totals.
 *
 * @module
 */
import type { Match } from 'doppelkopf/match'
import { h, svg } from '../dom.js'
import { UI, signed } from '../labels.js'

/** The players' colours (the same in every chart and its legend). */
const COLOURS = ['#1f6f43', '#1a5fd0', '#b3541e', '#7b3fa0'] as const

const WIDTH = 160
const HEIGHT = 72
const PAD = { left: 6, right: 26, top: 8, bottom: 8 } as const

/** Each player's totals: 0 before the first game, then after every row that is not a redeal. */
export const runningTotals = (match: Match): number[][] => {
  const rows = match.sheet.filter((row) => row.type.kind !== 'redeal')
  return match.players.map((_, i) => [0, ...rows.map((row) => row.totals[i] ?? 0)])
}

/** The charts of the running totals, one per player. */
export const totalsChart = (match: Match): HTMLElement => {
  const series = runningTotals(match)
  const games = Math.max(match.config.gamesPerRound * match.config.rounds, ...series.map((s) => s.length - 1), 1)
  const span = Math.max(5, ...series.flat().map(Math.abs))
  const x = (i: number): number => PAD.left + (i / games) * (WIDTH - PAD.left - PAD.right)
  const y = (v: number): number => PAD.top + ((span - v) / (2 * span)) * (HEIGHT - PAD.top - PAD.bottom)
  return h(
    'section',
    { class: 'chart', 'aria-label': UI.chart, 'data-testid': 'sheet-chart' },
    h('h3', { class: 'chart-title' }, UI.chart),
    match.players.map((name, i) => {
      const points = series[i] ?? [0]
      const colour = COLOURS[i % COLOURS.length] ?? COLOURS[0]
      const last = points[points.length - 1] ?? 0
      const path = points.map((v, k) => `${k === 0 ? 'M' : 'L'}${x(k).toFixed(1)} ${y(v).toFixed(1)}`).join(' ')
      return h(
        'figure',
        { class: 'chart-player', 'data-testid': 'chart-player', 'data-seat': i, 'data-points': points.join(',') },
        h('figcaption', {}, h('span', { class: 'swatch', style: `background:${colour}` }), name, ' ', h('strong', {}, signed(last))),
        svg(
          'svg',
          { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': UI.chartLabel(name, points.slice(1).map(signed).join(', ') || '0') },
          svg('line', { x1: PAD.left, x2: WIDTH - PAD.right, y1: y(0), y2: y(0), class: 'zero' }),
          svg('line', { x1: PAD.left, x2: PAD.left, y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'axis' }),
          svg('text', { x: WIDTH - PAD.right + 3, y: y(0) + 3, class: 'tick' }, '0'),
          svg('text', { x: WIDTH - PAD.right + 3, y: y(span) + 6, class: 'tick' }, signed(span)),
          svg('text', { x: WIDTH - PAD.right + 3, y: y(-span), class: 'tick' }, signed(-span)),
          svg('path', { d: path, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
          points.map((v, k) => svg('circle', { cx: x(k).toFixed(1), cy: y(v).toFixed(1), r: k === points.length - 1 ? 3 : 1.8, fill: colour }))
        )
      )
    })
  )
}
