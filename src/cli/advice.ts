/**
 * The advice and the review in the terminal: `tipp` / `hint` at any prompt of `play` (the seat's
 * legal actions ranked by `advise`, in words), and `doppelkopf review FILE [--seat N] [--game N]`
 * (a record's decisions of one seat judged by `review`, in the words of `--lang`).
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Action } from '../game/actions.js'
import type { Game } from '../game/state.js'
import { gameError } from '../errors.js'
import { reservationName } from '../i18n/format.js'
import type { Seat } from '../seat.js'
import { seatView } from '../views/playerView.js'
import { advise } from '../bots/advise.js'
import { review } from '../bots/review.js'
import { decodeMatchRecord, type GameRecord } from '../codecs/record.js'
import { type CliFailure, failure, inGame, isMatchRecordValue, loadRecord, readJson } from './files.js'
import { type Voice, defaultNames, handText, readerOf, voiceOf } from './render.js'
import type { ReplayStyle } from './replay.js'
import { DEFAULT_WIDTH } from './wrap.js'

/** An action in words: a card, an announcement, a reservation, an Armut step, a choice. */
export const actionText = (a: Action, v: Voice): string => {
  switch (a.type) {
    case 'play':
      return handText([a.card], v)
    case 'announce':
      return v.locale.announcements[a.announcement]
    case 'declare':
      return reservationName(v.locale, a.declaration)
    case 'armutPass':
    case 'armutReturn':
      return handText(a.cards, v)
    case 'armutAnswer':
      return a.accept ? v.ui.advice.accept : v.ui.advice.decline
    case 'chooseClarification':
      return v.locale.clarifications[a.trick]
    case 'genscher':
      return a.partner === null ? v.ui.keepParties : (v.names[a.partner] ?? '?')
  }
}

/** The most actions a hint lists (an Armut return may have hundreds). */
const HINT_LINES = 8

/**
 * The hint for `seat` in `game`: its legal actions ranked by the expected points (`advise` on
 * the seat's view, seeded by `seed`), each with its score, standard error and reason; a card's
 * two copies once.
 */
export const hintLines = (game: Game, seat: Seat, v: Voice, seed: string): readonly string[] => {
  const advice = advise(seatView(game, seat), { seed })
  if (E.isLeft(advice)) return []
  const a = v.locale.advice
  const seen = new Set<string>()
  const rows = advice.right.actions.filter((x) => {
    const key = x.action.type === 'play' ? `card ${x.action.card >> 1}` : JSON.stringify(x.action)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const shown = rows.slice(0, HINT_LINES).map((x, i) => ({ n: `${i + 1})`, text: actionText(x.action, v), score: a.expected(x.expected, x.stdError), why: a.reasons[x.reason.code](x.reason) }))
  const pass = advice.right.pass
  if (pass !== null) shown.push({ n: '-', text: a.pass, score: a.expected(pass.expected, pass.stdError), why: '' })
  const width = Math.max(...shown.map((r) => r.text.replace(/\x1b\[[0-9;]*m/g, '').length))
  return [
    v.ui.advice.hintHead(advice.right.deals),
    ...shown.map((r) => `  ${r.n.padStart(3)} ${r.text}${' '.repeat(Math.max(0, width - r.text.replace(/\x1b\[[0-9;]*m/g, '').length))}  ${r.score}${r.why === '' ? '' : `  ${r.why}`}`),
    ...(rows.length > HINT_LINES ? [`      ${v.ui.advice.more(rows.length - HINT_LINES)}`] : [])
  ]
}

/** The options of `review`. */
export interface ReviewFlags {
  /** The seat, 0..3; default the record's player of `play` (else seat 0). */
  readonly seat?: Seat
  /** A match record's game, 1-based. */
  readonly game?: number
  /** Deals per decision. */
  readonly samples?: number
}

/** The review of one game record as lines, or the error. */
const reviewRecordLines = (u: unknown, style: ReplayStyle, flags: ReviewFlags): E.Either<CliFailure['error'], readonly string[]> => {
  const loaded = loadRecord(u)
  if (E.isLeft(loaded)) return loaded
  const record: GameRecord = loaded.right.record
  const { words, c } = style
  const names = record.players ?? defaultNames(words.locale)
  const seat = flags.seat ?? readerOf(names) ?? 0
  const v = voiceOf(words, names, readerOf(names), c, style.width ?? DEFAULT_WIDTH)
  const r = review(record, seat, { seed: 'review', ...(flags.samples === undefined ? {} : { samples: flags.samples }) })
  if (E.isLeft(r)) return r
  const a = words.locale.advice
  const ui = words.ui.advice
  const points = (x: number): string => a.expected(x, 0).replace(/ ± .*$/, '')
  const line = (d: (typeof r.right.decisions)[number]): string => {
    const where = ui.where(d.trick, a.decisions[d.kind])
    const chosen = actionText(d.chosen, v)
    const what =
      d.loss <= 1e-9
        ? ui.good(chosen, points(d.chosenExpected))
        : ui.worse(chosen, points(d.chosenExpected), d.best === null ? a.pass : actionText(d.best, v), points(d.bestExpected), a.loss(d.loss))
    return `${d.marked ? c.red('!') : ' '} ${where}: ${what}`
  }
  const out: string[] = [c.bold(ui.reviewHead(names[seat], words.ui.rulesName(record.setup.rules.name)))]
  if (r.right.decisions.length === 0) return E.right([...out, ui.noDecisions])
  out.push(...r.right.decisions.map(line))
  out.push('', r.right.marked.length === 0 ? ui.noneMarked : ui.markedHead)
  for (const i of r.right.marked) {
    const d = r.right.decisions[i]
    if (d !== undefined) out.push(line(d))
  }
  const score = r.right.score
  out.push('', ui.total(points(r.right.totalLoss).replace(/^\+/, ''), r.right.decisions.length, score === null ? null : score > 0 ? `+${score}` : `${score}`))
  return E.right(out)
}

/**
 * `doppelkopf review FILE`: the review of a game record, or of one game of a match record
 * (`--game N`, default the first), for `--seat` (default the record's player of `play`); the
 * lines to print or the error with the record's names.
 */
export const reviewFile = (path: string, style: ReplayStyle, flags: ReviewFlags): E.Either<CliFailure, readonly string[]> => {
  const json = readJson(path)
  if (E.isLeft(json)) return E.left(failure(json.left))
  const u = json.right
  if (!isMatchRecordValue(u)) {
    if (flags.game !== undefined && flags.game !== 1) {
      return E.left(failure(gameError('cli/no-such-game', 'A game record holds one game: --game is for session records', { game: flags.game, games: 1 }), u))
    }
    const lines = reviewRecordLines(u, style, flags)
    return E.isLeft(lines) ? E.left(failure(lines.left, u)) : lines
  }
  const decoded = decodeMatchRecord(u)
  if (E.isLeft(decoded)) return E.left(failure(decoded.left))
  const games = decoded.right.games
  const only = flags.game ?? 1
  if (only < 1 || only > games.length) {
    return E.left(failure(gameError('cli/no-such-game', `The record holds ${games.length} game${games.length === 1 ? '' : 's'}: there is no game ${only}`, { game: only, games: games.length })))
  }
  const game = games[only - 1]
  const lines = reviewRecordLines(game, style, flags)
  return E.isLeft(lines) ? E.left(failure(inGame(lines.left, only - 1), game)) : E.right([style.c.bold(style.words.ui.gameNumber(only)), ...lines.right])
}
