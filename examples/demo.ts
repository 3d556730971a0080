/**
 * Plays one complete seeded game under the DDV tournament rules (`rules.tsr`) between four
 * players who pick random legal actions, and prints it: the deal, the reservations, every trick
 * and announcement, the parties and the itemised settlement.
 *
 *   npm run demo            # seed 'demo'
 *   npm run demo -- 2026-11-30
 *
 * Every random choice comes from `createRng(seed)`, so a seed always gives the same game.
 */
import * as E from 'fp-ts/lib/Either.js'
import {
  type Action,
  type AnnounceAction,
  type Announcement,
  type Card,
  type Contract,
  type Declaration,
  type Game,
  type Party,
  type Seat,
  type SettlementCode,
  SEATS,
  announcementLevel,
  applyAction,
  cardOrder,
  createRng,
  dealWith,
  isFinished,
  legalActions,
  makeCard,
  makeHand,
  newGame,
  nextSeat,
  requiredCards,
  result,
  rules,
  sortCards
} from '../src/index.js'

const seed = process.argv[2] ?? 'demo'
const dealer: Seat = 0
/** Out of how many choices a player makes a reservation, or an announcement when one is legal. */
const RESERVATION_ODDS = 16
const ANNOUNCEMENT_ODDS = 12

const LABELS: Record<SettlementCode, string> = {
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
  foxLastTrick: 'Fuchs am End (♦A in the last trick)'
}
const ANNOUNCEMENTS: Record<Announcement, string> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz'
}
const SOLOS: Record<string, string> = {
  clubs: '♣ solo',
  spades: '♠ solo',
  hearts: '♥ solo',
  diamonds: '♦ solo (Trumpfsolo)',
  queens: 'Damensolo',
  jacks: 'Bubensolo',
  fleischlos: 'Fleischloser'
}

const name = (seat: number): string => `seat ${seat}`
const short = (seat: number): string => `s${seat}`
const party = (p: Party): string => (p === 're' ? 'Re' : 'Kontra')
const declaration = (d: Declaration): string => {
  switch (d.kind) {
    case 'healthy':
      return 'healthy'
    case 'hochzeit':
      return 'Hochzeit'
    case 'armut':
      return 'Armut'
    case 'schmeissen':
      return 'Schmeißen'
    case 'solo':
      return `solo: ${SOLOS[d.solo] ?? d.solo}`
  }
}
const contract = (c: Contract): string => {
  switch (c.kind) {
    case 'normal':
      return 'normal game'
    case 'hochzeit':
      return `Hochzeit of ${name(c.hochzeiter)} (partner: the first other player to win one of the first three tricks)`
    case 'armut':
      return `Armut of ${name(c.poor)} (partner: ${name(c.partner)})`
    case 'silentWedding':
      return `silent wedding: ${name(c.player)} holds both ♣Q and plays alone`
    case 'solo':
      return `${c.compulsory ? 'Pflichtsolo' : 'Lustsolo'} of ${name(c.soloist)}: ${SOLOS[c.solo] ?? c.solo}`
  }
}
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`)

function fail(what: string): never {
  console.error(what)
  process.exit(1)
}
const apply = (game: Game, action: Action): Game => {
  const next = applyAction(game, action)
  return E.isRight(next) ? next.right : fail(`${next.left.code}: ${next.left.message}`)
}

const rng = createRng(seed)
/** A uniformly random element of a non-empty list. */
const pick = <T>(items: readonly T[]): T => items[rng.nextInt(items.length)] ?? fail('nothing to pick from')

// The deal: the same hands as `newGame({ seed, dealer })`; the players' choices continue the stream.
const started = newGame({ rules: rules.tsr, dealer, hands: dealWith(rng, dealer) })
let game: Game = E.isRight(started) ? started.right : fail(started.left.message)

console.log(`Doppelkopf demo: seed "${seed}", rules ${rules.tsr.name}, dealer ${name(dealer)}`)

// Reservations: mostly healthy, now and then a random legal solo or Hochzeit.
while (game.phase === 'reservations') {
  const actions = legalActions(game)
  const reservations = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy')
  const healthy = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
  const reserve = rng.nextInt(RESERVATION_ODDS) === 0 || healthy.length === 0
  game = apply(game, pick<Action>(reserve && reservations.length > 0 ? reservations : healthy))
}
if (game.phase === 'finished') fail('the game ended without play')
if (game.phase === 'redeal') fail(`the game ended in a redeal (${game.reason})`)
if (game.phase === 'armut') fail('the game reached the Armut exchange, which the demo does not play (rules.tsr has no Armut)')

const order = cardOrder(game.gameType)
console.log('\nThe deal (sorted for the game played):')
for (const seat of SEATS) console.log(`  ${name(seat)}: ${makeHand(sortCards(order, game.setup.deal[seat]))}`)
console.log('\nReservations:')
console.log(`  ${game.declarations.map((d) => `${name(d.seat)} ${declaration(d.declaration)}`).join(', ')}`)
console.log(`  Played: ${contract(game.contract)}; ${name(game.leader)} leads`)
console.log('\nPlay:')

// Play: a random legal card, now and then a random legal announcement by any seat.
let shownTricks = 0
let shownAnnouncements = 0
while (!isFinished(game)) {
  const actions = legalActions(game)
  const plays = actions.filter((a) => a.type === 'play')
  // Each seat's lowest legal announcement (a higher one would skip levels).
  const announcements = SEATS.flatMap((seat) => {
    const own = actions.filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === seat)
    const lowest = Math.min(...own.map((a) => announcementLevel(a.announcement)))
    return own.filter((a) => announcementLevel(a.announcement) === lowest)
  })
  const announce = announcements.length > 0 && rng.nextInt(ANNOUNCEMENT_ODDS) === 0
  const wasClarifying = game.phase === 'clarification'
  game = apply(game, pick<Action>(announce ? announcements : plays))
  if (game.phase === 'reservations') fail('back in the reservation phase')
  if (game.phase === 'redeal') fail('the game ended in a redeal during play')
  if (game.phase === 'armut') fail('back in the Armut exchange')
  for (const a of game.announcementLog.slice(shownAnnouncements)) {
    const p = game.parties[a.seat]
    const side = p === null || a.announcement === p ? '' : ` for ${party(p)}`
    // Too few cards for a first Re/Kontra: it was allowed only as a reply (RULES.md 5).
    const reply = a.announcement === p && a.cardsInHand < requiredCards(1, 12, game.deadlineShift) ? ', a reply' : ''
    console.log(`  ! ${name(a.seat)} announces ${ANNOUNCEMENTS[a.announcement]}${side} (${a.cardsInHand} cards in hand${reply})`)
  }
  shownAnnouncements = game.announcementLog.length
  for (const [i, t] of game.tricks.slice(shownTricks).entries()) {
    const cards = t.cards.map((c: Card, k) => `${short(nextSeat(t.leader, k))} ${makeCard(c).padEnd(3)}`)
    const n = String(shownTricks + i + 1).padStart(2)
    console.log(`  Trick ${n}: ${cards.join('  ')}  -> ${name(t.winner)}, ${String(t.points).padStart(2)} points`)
  }
  shownTricks = game.tricks.length
  if (wasClarifying && game.phase !== 'clarification' && game.contract.kind === 'hochzeit') {
    const { partner, klaerungsstich } = game.contract
    console.log(
      partner === null
        ? `  Hochzeit: ${name(game.contract.hochzeiter)} won tricks 1-${klaerungsstich}, plays alone (scored as a ♦ solo)`
        : `  Hochzeit clarified in trick ${klaerungsstich}: ${name(partner)} is the partner`
    )
  }
}
if (game.phase !== 'finished') fail('the game did not finish')

const settlement = result(game)
const s = E.isRight(settlement) ? settlement.right : fail(settlement.left.message)
const { summary } = game
const seatsOf = (p: Party): string => SEATS.filter((seat) => game.parties[seat] === p).map(name).join(', ')

console.log(`\nParties: Re ${seatsOf('re')}; Kontra ${seatsOf('kontra')}`)
console.log(
  `Card points: Re ${summary.points.re} (${summary.tricks.re} tricks), Kontra ${summary.points.kontra} (${summary.tricks.kontra} tricks)`
)
console.log('\nSettlement:')
for (const line of s.lines) {
  const absage = line.by !== undefined && line.code !== 'reAnnounced' && line.code !== 'kontraAnnounced'
  const by = absage && line.by !== undefined ? ` (by ${party(line.by)})` : ''
  console.log(`  ${(LABELS[line.code] + by).padEnd(42)} ${party(line.party).padEnd(6)} ${line.points}`)
}
console.log(`Winner: ${s.winner === null ? 'nobody (both parties failed their Absagen)' : party(s.winner)}`)
console.log(`Game points: Re ${s.points.re}, Kontra ${s.points.kontra}; value for Re ${signed(s.value)}${s.soloScoring ? ' (one against three: the soloist scores three times)' : ''}`)
console.log(`Scores: ${SEATS.map((seat) => `${name(seat)} ${signed(s.scores[seat])}`).join(', ')}`)
