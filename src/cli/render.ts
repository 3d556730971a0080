/**
 * Rendering for the command line: pure functions from engine data to lines of text, in the words
 * of the library's locale (`doppelkopf/i18n`: cards, games, announcements, the game log, the
 * settlement, the score sheet). A {@link Voice} says which language, whose names, which seat reads
 * (it is "du" / "you"), which colours (`createColors(false)` gives plain text) and how wide the
 * screen is, so the same functions serve the interactive game, `replay`, `score` and the tests.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import type { Colors } from 'picocolors/types.js'
import type { Card } from '../cards/card.js'
import { suitIndex } from '../cards/card.js'
import type { Announcement } from '../game/announcements.js'
import type { RedealReason } from '../game/state.js'
import { cardName, formatSettlement, gameName, settlementReason } from '../i18n/format.js'
import { en } from '../i18n/en.js'
import { type Locale, type Person, capitalize } from '../i18n/locale.js'
import type { BockTrigger } from '../match/config.js'
import type { Match } from '../match/match.js'
import { standings } from '../match/standings.js'
import type { RowType, ScoreSheetRow } from '../match/scoreSheet.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import { type BySeat, type Party, type Seat, SEATS, nextSeat } from '../seat.js'
import type { ContractView } from '../views/playerView.js'
import { type CliText, DEFAULT_PLAYER_NAMES, type Words } from './words.js'
import { DEFAULT_WIDTH, visibleWidth, wrapWords } from './wrap.js'

/** The names of the four seats, seat 0 first. */
export type SeatNames = BySeat<string>

/**
 * Who tells the game, to whom and how: the library's locale and the program's sentences of one
 * language, the seats' names, the seat reading (addressed as "du" / "you"; null for an
 * onlooker), the colours and the screen's width.
 */
export interface Voice {
  /** The library's locale. */
  readonly locale: Locale
  /** The program's own sentences. */
  readonly ui: CliText
  /** The seats' names, as lists and tables show them. */
  readonly names: SeatNames
  /** The seat reading, addressed as "du" / "you"; null for an onlooker. */
  readonly self: Seat | null
  /** The colours. */
  readonly c: Colors
  /** The width long lines wrap at. */
  readonly width: number
}

/** A voice of a language for these names and this reader. */
export const voiceOf = (words: Words, names: SeatNames, self: Seat | null, c: Colors, width: number = DEFAULT_WIDTH): Voice => ({
  locale: words.locale,
  ui: words.ui,
  names,
  self,
  c,
  width
})

/** The seats' names of a game that carries none: the locale's "Spieler 1" .. "Spieler 4". */
export const defaultNames = (locale: Locale): SeatNames => [locale.seat(0), locale.seat(1), locale.seat(2), locale.seat(3)]

/** The seat of a record that has the player's default name ("You", "Du"), who reads its replay; else null. */
export const readerOf = (names: SeatNames): Seat | null => SEATS.find((s) => DEFAULT_PLAYER_NAMES.includes(names[s])) ?? null

/** The forms of a seat's name in a sentence: "du" / "you" for the reader, the name otherwise. */
export const who = (v: Voice, seat: Seat): Person => (seat === v.self ? v.locale.you : v.locale.person(v.names[seat]))

/** A seat at the start of a line: "Du", "Anna". */
const lead = (v: Voice, seat: Seat): string => capitalize(who(v, seat).nom)

/** A number with its sign: `+3`, `0`, `-3`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`)

/**
 * A card by its suit symbol and the locale's rank letter (`♣D` in German, `♣Q` in English),
 * red for ♥ and ♦ when colour is on.
 *
 * @example
 * ```ts
 * cardText(6, createColors(false), de) // '♣D'
 * cardText(6, createColors(false), en) // '♣Q'
 * ```
 */
export const cardText = (card: Card, c: Colors, locale: Locale = en): string => {
  const text = cardName(locale, card, 'symbol')
  return suitIndex(card) >= 2 ? c.red(text) : text
}

/** Cards by their symbols, separated by spaces: `♣D ♥10 ♦A`. */
export const handText = (cards: readonly Card[], v: Voice): string => cards.map((card) => cardText(card, v.c, v.locale)).join(' ')

/** A card by its symbol and the locale's name: `♣D (Kreuz-Dame)`. */
export const namedCard = (card: Card, v: Voice): string => `${cardText(card, v.c, v.locale)} (${cardName(v.locale, card)})`

/** The game being played, as the viewer may know it: its name and its players ("Damensolo von Ben"). */
export const contractText = (contract: ContractView, v: Voice): string => {
  const log = v.locale.log
  const game = gameName(v.locale, contract)
  switch (contract.kind) {
    case 'normal':
      return game
    case 'hochzeit': {
      const of = log.of(game, who(v, contract.hochzeiter), 'hochzeit')
      if (contract.partner !== null) return `${of} ${log.withPartner(who(v, contract.partner))}`
      // Alone once a clarifying trick has passed (the name says so), else the partner is still to be found.
      return contract.klaerungsstich !== null ? of : `${of} (${log.partnerOpen})`
    }
    case 'silentWedding':
      return log.of(game, who(v, contract.player), 'silentWedding')
    case 'solo':
      return log.of(game, who(v, contract.soloist), 'solo')
    case 'armut': {
      const returned = contract.trumpsReturned === null ? '' : ` (${log.trumpsReturned(contract.trumpsReturned)})`
      return `${log.of(game, who(v, contract.poor), 'armut')}, ${log.takenBy(who(v, contract.partner))}${returned}`
    }
  }
}

/** Why a game ended in a redeal, who caused it, and that nobody scores. */
export const redealLine = (reason: RedealReason, seat: Seat, v: Voice): string =>
  capitalize(v.locale.log.redeal(who(v, seat), v.locale.redealReasons[reason]))

/** The Bock rounds a game started, with their reasons: `Bockrunde: verlorenes Solo`. */
export const bockLine = (triggers: readonly BockTrigger[], locale: Locale): string =>
  `${locale.bock.round}: ${triggers.map((t) => locale.bock.triggers[t]).join(', ')}`

/** The cards of a hand, numbered from 1 in the given order, each padded to one width. */
const handEntries = (sorted: readonly Card[], playable: readonly Card[] | null, c: Colors, locale: Locale): string[] =>
  sorted.map((card, i) => {
    const n = String(i + 1).padStart(2)
    const ok = playable === null || playable.includes(card)
    const mark = playable !== null && ok ? '*' : ' '
    const plain = `${cardName(locale, card, 'symbol')}${mark}`
    const padding = ' '.repeat(Math.max(0, 4 - plain.length))
    const red = suitIndex(card) >= 2
    const painted = !ok ? c.dim(plain) : playable === null ? (red ? c.red(plain) : plain) : c.bold(red ? c.red(plain) : plain)
    return `${n} ${painted}${padding}`
  })

/**
 * A hand, numbered from 1 in the given (sorted) order, the cards as the locale writes them
 * (`♣D` in German). With `playable` given, each card that may be played now is marked `*` (and
 * bold), the others are dimmed; with null, no marks.
 *
 * @example
 * ```ts
 * handLine([20, 6], [6], createColors(false)) // ' 1 ♥10   2 ♣Q*'
 * handLine([20, 6], [6], createColors(false), de) // ' 1 ♥10   2 ♣D*'
 * ```
 */
export const handLine = (sorted: readonly Card[], playable: readonly Card[] | null, c: Colors, locale: Locale = en): string =>
  handEntries(sorted, playable, c, locale).join(' ').trimEnd()

/**
 * A hand after its label, as {@link handLine} shows it, wrapped at the voice's width between two
 * cards (never between a card and its number), further lines aligned under the first card.
 */
export const handBlock = (label: string, sorted: readonly Card[], playable: readonly Card[] | null, v: Voice): string =>
  wrapWords(handEntries(sorted, playable, v.c, v.locale), v.width, `${label} `, ' '.repeat(visibleWidth(label) + 1))
    .map((line) => line.trimEnd())
    .join('\n')

/** A trick, complete or not: who led and who played what. */
export interface TrickLike {
  /** Who led. */
  readonly leader: Seat
  /** The cards in play order: card `i` was played by seat `leader + i`. */
  readonly cards: readonly Card[]
}

/** The cards of a trick with their players: `Anna ♠A, Ben ♠10`. */
export const trickCards = (trick: TrickLike, v: Voice): string =>
  trick.cards.map((card, i) => `${v.names[nextSeat(trick.leader, i)]} ${cardText(card, v.c, v.locale)}`).join(', ')

/**
 * A completed trick: number, cards, winner and card points.
 *
 * @example
 * ```ts
 * trickLine(3, { leader: 1, cards: [0, 12, 13, 2], winner: 1, points: 32 }, v)
 * // 'Trick 3: Ben ♣A, Carla ♠A, Dora ♠A, Ann ♣A -> Ben wins 32 points'
 * ```
 */
export const trickLine = (number: number, trick: TrickLike & { readonly winner: Seat; readonly points: number }, v: Voice): string =>
  `${v.locale.log.trick(number)}: ${trickCards(trick, v)} -> ${v.locale.log.takes(who(v, trick.winner), trick.points)}`

/**
 * The trick being played: `Trick 5: Anna leads`, `Trick 5, led by Anna: Anna ♠A, Ben ♠10`; with
 * `winning` (the index of the card that wins so far), the player and card winning it so far.
 */
export const currentTrickLine = (number: number, trick: TrickLike, v: Voice, winning?: number): string => {
  const log = v.locale.log
  if (trick.cards.length === 0) return `${log.trick(number)}: ${log.leads(who(v, trick.leader))}`
  const ahead =
    winning === undefined || trick.cards.length < 2
      ? ''
      : `; ${log.winning(who(v, nextSeat(trick.leader, winning)), cardText(trick.cards[winning] as Card, v.c, v.locale))}`
  return `${log.trick(number)}, ${log.ledBy(who(v, trick.leader))}: ${trickCards(trick, v)}${ahead}`
}

/** An announcement as it was made: `! Anna announces Re (11 cards in hand)`, with the party when the announcement does not name it. */
export const announcementLine = (
  event: { readonly seat: Seat; readonly announcement: Announcement; readonly cardsInHand: number },
  party: Party | null,
  v: Voice
): string => {
  const { locale, c } = v
  const forParty = party === null || event.announcement === party ? null : locale.parties[party]
  const said = locale.log.announces(who(v, event.seat), c.bold(locale.announcements[event.announcement]), forParty)
  return `${c.yellow('!')} ${said} (${locale.log.cardsInHand(event.cardsInHand)})`
}

/** A declaration as the table heard it: `Anna: Gesund`. */
export const declarationLine = (seat: Seat, declaration: string, v: Voice): string => `${lead(v, seat)}: ${declaration}`

/** The card points and tricks of each party. */
export const summaryLine = (summary: GameSummary, v: Voice): string => {
  const { parties, result } = v.locale
  const of = (p: Party): string => `${parties[p]} ${summary.points[p]} (${result.tricks(summary.tricks[p])})`
  return `${result.cardPoints}: ${of('re')}, ${of('kontra')}`
}

/** Each party's members: `Re: Anna, Carla; Kontra: Ben, You`. */
export const partiesLine = (parties: BySeat<Party>, v: Voice): string => {
  const of = (p: Party): string =>
    SEATS.filter((s) => parties[s] === p)
      .map((s) => v.names[s])
      .join(', ')
  return `${v.locale.parties.re}: ${of('re')}; ${v.locale.parties.kontra}: ${of('kontra')}`
}

/**
 * The itemised settlement in the locale's words: one line per item with its reason, party and
 * game points, then the winner, the game value and each seat's score.
 */
export const settlementLines = (s: Settlement, v: Voice): readonly string[] => {
  const { locale, c } = v
  const { parties, result } = locale
  const sheet = formatSettlement(locale, s, { names: v.names })
  const items = s.lines.map(
    // The words only: the line's code is for programs (docs/errors.md), not for the table.
    (line) => `  ${settlementReason(locale, line).padEnd(52)} ${parties[line.party].padEnd(6)} ${String(line.points).padStart(3)}`
  )
  return [
    `${result.settlement}:`,
    ...(items.length === 0 ? [`  (${result.noLines})`] : items),
    c.bold(sheet.winner),
    `${result.gamePoints}: ${parties.re} ${s.points.re}, ${parties.kontra} ${s.points.kontra}; ${result.value(parties.re, signed(s.value))}${
      s.soloScoring ? ` (${result.soloScoring})` : ''
    }`,
    `${result.scores}: ${sheet.row.map((r) => r.text).join(', ')}`
  ]
}

/** A score-sheet row's game, in a few words: its name and its players (`Damensolo (Pflichtsolo) Ben`). */
export const rowTypeLabel = (type: RowType, players: readonly string[], locale: Locale): string => {
  const p = (i: number): string => players[i] ?? locale.seat(i)
  const game = gameName(locale, type)
  switch (type.kind) {
    case 'normal':
      return game
    case 'hochzeit':
      return type.partner === null ? `${game} ${p(type.hochzeiter)}` : `${game} ${p(type.hochzeiter)}+${p(type.partner)}`
    case 'armut':
      return `${game} ${p(type.poor)}+${p(type.partner)}`
    case 'silentWedding':
      return `${game} ${p(type.player)}`
    case 'solo':
      return `${game} ${p(type.soloist)}`
    case 'redeal':
      return `${game} ${p(type.player)}`
    case 'penalty':
      return `${game} ${p(type.offender)}`
  }
}

/**
 * The score sheet as a table: one row per game (points per player, Bock multiplier) and the
 * running totals; the last line is the totals.
 */
export const scoreSheetLines = (sheet: readonly ScoreSheetRow[], players: readonly string[], locale: Locale, c: Colors): readonly string[] => {
  const words = locale.sheet
  const header = ['#', words.game, ...players.map((p) => `${p} (${words.total})`)]
  const rows = sheet.map((row) => [
    row.type.kind === 'redeal' ? '-' : String(row.game),
    `${rowTypeLabel(row.type, players, locale)}${row.multiplier > 1 ? ` ${locale.bock.name} x${row.multiplier}` : ''}`,
    ...row.points.map((pts, i) => `${signed(pts)} (${signed(row.totals[i] ?? 0)})`)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  const totals = sheet.length === 0 ? players.map(() => 0) : (sheet[sheet.length - 1] as ScoreSheetRow).totals
  return [
    c.bold(line(header)),
    ...rows.map(line),
    `${words.totals}: ${players.map((p, i) => `${p} ${signed(totals[i] ?? 0)}`).join(', ')}`
  ]
}

/**
 * The standing at the end of a match: the players by total, best first, ranked as the match
 * module ranks them everywhere (`standings`: equal totals share a rank, the next one skips).
 */
export const standingsLines = (match: Match, c: Colors): readonly string[] =>
  standings(match).map((r) => `${r.rank}. ${r.rank === 1 ? c.bold(r.name) : r.name} ${signed(r.total)}`)
