/**
 * Rendering for the command line: pure functions from engine data to lines of text. Colour is
 * passed in as a picocolors `Colors` value (`createColors(false)` gives plain text), so the
 * same functions serve the interactive game, `replay`, `score` and the tests.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import type { Colors } from 'picocolors/types.js'
import type { Card } from '../cards/card.js'
import { suitIndex } from '../cards/card.js'
import { makeCard } from '../cards/notation.js'
import type { Announcement } from '../game/announcements.js'
import type { ClarifyingTrick, Declaration, RedealReason } from '../game/state.js'
import type { Match } from '../match/match.js'
import type { RowType, ScoreSheetRow } from '../match/scoreSheet.js'
import type { SoloType } from '../rules/ruleSet.js'
import type { Settlement, SettlementCode } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import { type BySeat, type Party, type Seat, nextSeat } from '../seat.js'
import type { ContractView } from '../views/playerView.js'

/** The names of the four seats, seat 0 first. */
export type SeatNames = BySeat<string>

/** Neutral seat names for games that carry none (`replay`, `score`). */
export const DEFAULT_NAMES: SeatNames = ['seat 0', 'seat 1', 'seat 2', 'seat 3']

/** What each settlement line means, by code. */
export const SETTLEMENT_LABELS: Readonly<Record<SettlementCode, string>> = {
  won: 'won',
  below90: 'opponents below 90',
  below60: 'opponents below 60',
  below30: 'opponents below 30',
  schwarz: 'opponents schwarz (no trick)',
  reAnnounced: 'Re announced',
  kontraAnnounced: 'Kontra announced',
  no90Announced: 'keine 90 announced',
  no60Announced: 'keine 60 announced',
  no30Announced: 'keine 30 announced',
  schwarzAnnounced: 'schwarz announced',
  reached120AgainstNo90: 'reached 120 against keine 90',
  reached90AgainstNo60: 'reached 90 against keine 60',
  reached60AgainstNo30: 'reached 60 against keine 30',
  reached30AgainstSchwarz: 'reached 30 against schwarz',
  brokenNo90: 'opponents broke their keine 90',
  brokenNo60: 'opponents broke their keine 60',
  brokenNo30: 'opponents broke their keine 30',
  brokenSchwarz: 'opponents broke their schwarz',
  againstTheClubQueens: 'against the ♣Q (gegen die Alten)',
  foxCaught: 'fox caught (♦A)',
  doppelkopf: 'Doppelkopf (trick of 40+)',
  karlchen: 'Karlchen (♣J wins the last trick)',
  karlchenCaught: 'Karlchen caught in the last trick',
  foxLastTrick: 'Fuchs am End (♦A in the last trick)',
  heartTrick: 'heart trick (four plain hearts)',
  dulleCatchesDulle: 'Dulle catches Dulle (the second ♥10 beat the first)'
}

/** How each announcement is said at the table. */
export const ANNOUNCEMENT_LABELS: Readonly<Record<Announcement, string>> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz'
}

/** The name of each solo. */
export const SOLO_LABELS: Readonly<Record<SoloType, string>> = {
  clubs: '♣ solo (Kreuzsolo)',
  spades: '♠ solo (Piksolo)',
  hearts: '♥ solo (Herzsolo)',
  diamonds: '♦ solo (Trumpfsolo)',
  queens: 'Damensolo',
  jacks: 'Bubensolo',
  fleischlos: 'Fleischloser',
  kings: 'Königssolo',
  queensJacks: 'Damen-Buben-Solo',
  kingsQueens: 'Königs-Damen-Solo',
  kingsJacks: 'Königs-Buben-Solo',
  koehler: 'Köhler',
  pureClubs: 'pure ♣ solo',
  pureSpades: 'pure ♠ solo',
  pureHearts: 'pure ♥ solo',
  pureDiamonds: 'pure ♦ solo',
  aces: 'Assesolo',
  tens: 'Zehnersolo'
}

/** Which tricks may clarify a Hochzeit, as offered to the Hochzeiter. */
export const CLARIFICATION_LABELS: Readonly<Record<ClarifyingTrick, string>> = {
  any: 'the first trick another player wins',
  trump: 'the first trump-led trick another player wins',
  plain: 'the first plain-suit-led trick another player wins',
  clubs: 'the first ♣-led trick another player wins',
  spades: 'the first ♠-led trick another player wins',
  hearts: 'the first ♥-led trick another player wins (plain hearts)'
}

const REDEAL_LABELS: Readonly<Record<RedealReason, string>> = {
  armutDeclined: 'every player declined the Armut',
  armutRedeal: 'an Armut means a redeal under these rules',
  schmeissen: 'a hand was thrown in (Schmeißen)'
}

/** A party's name: `Re` or `Kontra`. */
export const partyLabel = (p: Party): string => (p === 're' ? 'Re' : 'Kontra')

/** A verb for a seat's name: `You play`, `Anna plays`. */
export const verb = (name: string, base: string): string =>
  name === 'You' ? base : /(s|sh|ch)$/.test(base) ? `${base}es` : `${base}s`

/** A number with its sign: `+3`, `0`, `-3`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`)

/**
 * A card in symbol notation, red for ♥ and ♦ when colour is on.
 *
 * @example
 * ```ts
 * cardText(6, createColors(false)) // '♣Q'
 * ```
 */
export const cardText = (card: Card, c: Colors): string => {
  const text = makeCard(card)
  return suitIndex(card) >= 2 ? c.red(text) : text
}

/** The label of a declaration of the reservation round. */
export const declarationLabel = (d: Declaration): string => {
  switch (d.kind) {
    case 'healthy':
      return 'gesund (healthy)'
    case 'hochzeit':
      return 'Hochzeit'
    case 'armut':
      return 'Armut'
    case 'schmeissen':
      return 'Schmeißen (throw in)'
    case 'solo':
      return SOLO_LABELS[d.solo]
  }
}

/** The game being played, as the viewer may know it. */
export const contractLabel = (contract: ContractView, names: SeatNames): string => {
  switch (contract.kind) {
    case 'normal':
      return 'normal game'
    case 'hochzeit':
      return contract.partner !== null
        ? `Hochzeit of ${names[contract.hochzeiter]} with ${names[contract.partner]}`
        : contract.klaerungsstich !== null
          ? `Hochzeit of ${names[contract.hochzeiter]}, who plays alone (scored as a ♦ solo)`
          : `Hochzeit of ${names[contract.hochzeiter]} (partner: the first other player to win a clarifying trick)`
    case 'silentWedding':
      return `silent wedding: ${names[contract.player]} holds both ♣Q and plays alone`
    case 'solo':
      return `${contract.compulsory ? 'Pflichtsolo' : 'Lustsolo'} of ${names[contract.soloist]}: ${SOLO_LABELS[contract.solo]}`
    case 'armut':
      return `Armut of ${names[contract.poor]}, taken by ${names[contract.partner]}${
        contract.trumpsReturned === null ? '' : ` (${contract.trumpsReturned} trump${contract.trumpsReturned === 1 ? '' : 's'} returned)`
      }`
  }
}

/** Why a game ended in a redeal. */
export const redealLine = (reason: RedealReason, seat: Seat, names: SeatNames): string =>
  `Redeal (${names[seat]}): ${REDEAL_LABELS[reason]}. Nobody scores; the same dealer deals again.`

/**
 * A hand, numbered from 1 in the given (sorted) order. With `playable` given, each card that
 * may be played now is marked `*` (and bold), the others are dimmed; with null, no marks.
 *
 * @example
 * ```ts
 * handLine([20, 6], [6], createColors(false)) // ' 1 ♥10   2 ♣Q*'
 * ```
 */
export const handLine = (sorted: readonly Card[], playable: readonly Card[] | null, c: Colors): string =>
  sorted
    .map((card, i) => {
      const n = String(i + 1).padStart(2)
      const ok = playable === null || playable.includes(card)
      const mark = playable !== null && ok ? '*' : ' '
      const plain = `${makeCard(card)}${mark}`
      const padding = ' '.repeat(Math.max(0, 4 - plain.length))
      const red = suitIndex(card) >= 2
      const painted = !ok ? c.dim(plain) : playable === null ? (red ? c.red(plain) : plain) : c.bold(red ? c.red(plain) : plain)
      return `${n} ${painted}${padding}`
    })
    .join(' ')
    .trimEnd()

/** A trick, complete or not: who led and who played what. */
export interface TrickLike {
  /** Who led. */
  readonly leader: Seat
  /** The cards in play order: card `i` was played by seat `leader + i`. */
  readonly cards: readonly Card[]
}

/** The cards of a trick with their players: `Anna ♠A, Ben ♠10`. */
export const trickCards = (trick: TrickLike, names: SeatNames, c: Colors): string =>
  trick.cards.map((card, i) => `${names[nextSeat(trick.leader, i)]} ${cardText(card, c)}`).join(', ')

/**
 * A completed trick: number, cards, winner and card points.
 *
 * @example
 * ```ts
 * trickLine(3, { leader: 1, cards: [0, 12, 13, 2], winner: 1, points: 32 }, names, c)
 * // 'Trick  3: Ben ♣A, Carla ♠A, Dora ♠A, Ann ♣A -> Ben wins 32 points'
 * ```
 */
export const trickLine = (
  number: number,
  trick: TrickLike & { readonly winner: Seat; readonly points: number },
  names: SeatNames,
  c: Colors
): string => `Trick ${String(number).padStart(2)}: ${trickCards(trick, names, c)} -> ${c.bold(names[trick.winner])} ${verb(names[trick.winner], 'win')} ${trick.points} points`

/** The trick being played: `Trick 5, Anna leads: Anna ♠A, Ben ♠10`. */
export const currentTrickLine = (number: number, trick: TrickLike, names: SeatNames, c: Colors, winning?: number): string =>
  trick.cards.length === 0
    ? `Trick ${number}: ${names[trick.leader]} ${verb(names[trick.leader], 'lead')}`
    : `Trick ${number}, ${names[trick.leader]} led: ${trickCards(trick, names, c)}${
        // `winning`: the index of the card that wins the trick so far.
        winning === undefined || trick.cards.length < 2
          ? ''
          : `; winning so far: ${names[nextSeat(trick.leader, winning)]} ${cardText(trick.cards[winning] as Card, c)}`
      }`

/** An announcement as it was made: `Anna announces Re (11 cards in hand)`. */
export const announcementLine = (
  event: { readonly seat: Seat; readonly announcement: Announcement; readonly cardsInHand: number },
  party: Party | null,
  names: SeatNames,
  c: Colors
): string => {
  const forParty = party === null || event.announcement === party ? '' : ` for ${partyLabel(party)}`
  return `${c.yellow('!')} ${names[event.seat]} ${verb(names[event.seat], 'announce')} ${c.bold(ANNOUNCEMENT_LABELS[event.announcement])}${forParty} (${event.cardsInHand} cards in hand)`
}

/** The card points and tricks of each party. */
export const summaryLine = (summary: GameSummary): string =>
  `Card points: Re ${summary.points.re} (${summary.tricks.re} tricks), Kontra ${summary.points.kontra} (${summary.tricks.kontra} tricks)`

/** Each party's members: `Re: Anna, Carla; Kontra: Ben, You`. */
export const partiesLine = (parties: BySeat<Party>, names: SeatNames): string => {
  const of = (p: Party): string =>
    ([0, 1, 2, 3] as const)
      .filter((s) => parties[s] === p)
      .map((s) => names[s])
      .join(', ')
  return `Re: ${of('re')}; Kontra: ${of('kontra')}`
}

/**
 * The itemised settlement: one line per item with its code, label, party and game points, then
 * the winner, the game value and each seat's score.
 */
export const settlementLines = (s: Settlement, names: SeatNames, c: Colors): readonly string[] => {
  const items = s.lines.map((line) => {
    const absage = line.by !== undefined && line.code !== 'reAnnounced' && line.code !== 'kontraAnnounced'
    const by = absage && line.by !== undefined ? ` (by ${partyLabel(line.by)})` : ''
    const label = `${SETTLEMENT_LABELS[line.code]}${by}`
    // The words only: the line's code is for programs (docs/errors.md), not for the table.
    return `  ${label.padEnd(52)} ${partyLabel(line.party).padEnd(6)} ${String(line.points).padStart(3)}`
  })
  const winner = s.winner === null ? 'nobody (both parties failed their Absagen)' : partyLabel(s.winner)
  return [
    'Settlement:',
    ...(items.length === 0 ? ['  (no items)'] : items),
    `Winner: ${c.bold(winner)}`,
    `Game points: Re ${s.points.re}, Kontra ${s.points.kontra}; value for Re ${signed(s.value)}${
      s.soloScoring ? ' (one against three: the soloist scores three times)' : ''
    }`,
    `Scores: ${([0, 1, 2, 3] as const).map((seat) => `${names[seat]} ${signed(s.scores[seat])}`).join(', ')}`
  ]
}

/** A score-sheet row's game, in a few words. */
export const rowTypeLabel = (type: RowType, players: readonly string[]): string => {
  const p = (i: number): string => players[i] ?? `player ${i}`
  switch (type.kind) {
    case 'normal':
      return 'normal'
    case 'hochzeit':
      return type.partner === null ? `Hochzeit ${p(type.hochzeiter)} alone` : `Hochzeit ${p(type.hochzeiter)}+${p(type.partner)}`
    case 'armut':
      return `Armut ${p(type.poor)}+${p(type.partner)}`
    case 'silentWedding':
      return `silent wedding ${p(type.player)}`
    case 'solo':
      return `${type.compulsory ? 'Pflichtsolo' : 'solo'} ${p(type.soloist)}: ${SOLO_LABELS[type.solo]}`
    case 'redeal':
      return `redeal (${type.reason})`
    case 'penalty':
      return `penalty ${p(type.offender)}`
  }
}

/**
 * The score sheet as a table: one row per game (points per player, Bock multiplier) and the
 * running totals; the last line is the totals.
 */
export const scoreSheetLines = (sheet: readonly ScoreSheetRow[], players: readonly string[], c: Colors): readonly string[] => {
  const header = ['#', 'game', ...players.map((p) => `${p} (total)`)]
  const rows = sheet.map((row) => [
    row.type.kind === 'redeal' ? '-' : String(row.game),
    `${rowTypeLabel(row.type, players)}${row.multiplier > 1 ? ` x${row.multiplier}` : ''}`,
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
    `Totals: ${players.map((p, i) => `${p} ${signed(totals[i] ?? 0)}`).join(', ')}`
  ]
}

/** The standing at the end of a match: the players by total, best first. */
export const standingsLines = (match: Match, c: Colors): readonly string[] => {
  const ranked = match.players.map((name, i) => ({ name, total: match.totals[i] ?? 0 })).sort((a, b) => b.total - a.total)
  return ranked.map((r, i) => `${i + 1}. ${i === 0 ? c.bold(r.name) : r.name} ${signed(r.total)}`)
}
