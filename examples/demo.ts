/**
 * Plays one complete seeded game under the DDV tournament rules (`rules.tsr`) between four
 * players who pick random legal actions, and prints it: the deal, the reservations, every trick
 * and announcement, the parties and the itemised settlement.
 *
 *   npm run demo            # seed 'demo'
 *   npm run demo -- 2026-11-30
 *
 * Every random choice comes from `createRng(seed)`, so a seed always gives the same game. The
 * game is told in the English words of `doppelkopf/i18n` (`en`): its game log's sentences, the
 * names of reservations and games, and the settlement as `formatSettlement` writes it. It uses
 * the package's public entries only, as a copy of it in another project would.
 */
import * as E from 'fp-ts/lib/Either.js'
import {
  type Action,
  type Contract,
  type Game,
  type Seat,
  applyAction,
  isFinished,
  legalActions,
  makeCard,
  makeHand,
  newGame,
  rules
} from 'doppelkopf'
import { type AnnounceAction, SEATS, announcementLevel, createRng, dealWith, orderFor, sortCards } from 'doppelkopf/rules'
import { announcementName, en, formatSettlement, gameName, reservationName, seatName } from 'doppelkopf/i18n'

const seed = process.argv[2] ?? 'demo'
/** Out of how many choices a player makes a reservation, or an announcement when one is legal. */
const RESERVATION_ODDS = 16
const ANNOUNCEMENT_ODDS = 12

function fail(what: string): never {
  console.error(what)
  process.exit(1)
}

const rng = createRng(seed)
/** A uniformly random element of a non-empty list. */
const pick = <T>(items: readonly T[]): T => items[rng.nextInt(items.length)] ?? fail('nothing to pick from')

/** The random players' choice: mostly healthy, now and then a reservation; a random card, now and then an announcement. */
const choose = (game: Game): Action => {
  const actions = legalActions(game)
  if (game.phase === 'reservations') {
    const reservations = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy')
    const healthy = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
    const reserve = rng.nextInt(RESERVATION_ODDS) === 0 || healthy.length === 0
    return pick(reserve && reservations.length > 0 ? reservations : healthy)
  }
  const plays = actions.filter((a) => a.type === 'play')
  // Each seat's lowest legal announcement (a higher one would skip levels).
  const announcements = SEATS.flatMap((seat) => {
    const own = actions.filter((a): a is AnnounceAction => a.type === 'announce' && a.seat === seat)
    const lowest = Math.min(...own.map((a) => announcementLevel(a.announcement)))
    return own.filter((a) => announcementLevel(a.announcement) === lowest)
  })
  return pick(announcements.length > 0 && rng.nextInt(ANNOUNCEMENT_ODDS) === 0 ? announcements : plays.length > 0 ? plays : actions)
}

/** A seat's forms in a sentence ("player 1"); nobody at this table is "you". */
const person = (seat: Seat) => en.person(seatName(en, seat))
/** A sentence's first word capitalised: "Player 1: healthy". */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** The game being played, with whose it is: "normal game", "queens solo of player 3", .... */
const contractText = (contract: Contract): string => {
  const game = gameName(en, contract)
  switch (contract.kind) {
    case 'normal':
      return game
    case 'hochzeit': {
      const of = en.log.of(game, person(contract.hochzeiter))
      if (contract.partner !== null) return `${of} ${en.log.withPartner(person(contract.partner))}`
      return contract.klaerungsstich !== null ? of : `${of} (${en.log.partnerOpen})`
    }
    case 'silentWedding':
      return en.log.of(game, person(contract.player))
    case 'solo':
      return en.log.of(game, person(contract.soloist))
    case 'armut':
      return `${en.log.of(game, person(contract.poor))}, ${en.log.takenBy(person(contract.partner))} (${en.log.trumpsReturned(contract.trumpsReturned)})`
  }
}

/** What the table learns from one action, taking the game from `before` to `after`. */
const tell = (before: Game, action: Action, after: Game): string[] => {
  const p = person(action.seat)
  const out: string[] = []
  switch (action.type) {
    case 'declare':
      out.push(`${capitalized(p.nom)}: ${reservationName(en, action.declaration)}`)
      break
    case 'armutPass':
      out.push(en.log.passes(p, makeHand(action.cards)))
      break
    case 'armutAnswer':
      out.push(en.log.answers(p, action.accept))
      break
    case 'armutReturn':
      out.push(en.log.returns(p, makeHand(action.cards)))
      break
    case 'chooseClarification':
      out.push(en.log.chooses(p, en.clarifications[action.trick]))
      break
    case 'genscher':
      out.push(en.log.genscher(p, action.partner === null ? null : person(action.partner)))
      break
    case 'announce':
      if (after.phase === 'play' || after.phase === 'finished') {
        const event = after.announcementLog.at(-1)
        if (event === undefined) break
        // Re and Kontra name their party; a lower announcement ("no 90") says whose it is.
        const party = after.parties[action.seat]
        const forParty = event.announcement === 're' || event.announcement === 'kontra' || party === null ? null : en.parties[party]
        out.push(`! ${en.log.announces(p, announcementName(en, event.announcement), forParty)} (${en.log.cardsInHand(event.cardsInHand)})`)
      }
      break
    case 'play':
      if (after.phase === 'play' || after.phase === 'clarification' || after.phase === 'finished') {
        const done = before.phase === 'play' || before.phase === 'clarification' ? before.tricks.length : 0
        const trick = after.tricks.at(-1)
        if (after.tricks.length > done && trick !== undefined) {
          const cards = trick.cards.map((c, i) => `${seatName(en, ((trick.leader + i) % 4) as Seat)} ${makeCard(c)}`).join(', ')
          out.push(`${en.log.trick(after.tricks.length)}: ${cards} -> ${en.log.takes(person(trick.winner), trick.points)}`)
        }
      }
      break
    default: {
      // A new kind of action does not compile until it is told here.
      const untold: never = action
      return untold
    }
  }
  if (before.phase !== after.phase) {
    if (after.phase === 'armut') out.push(`${capitalized(person(after.poor).nom)}: ${reservationName(en, 'armut')}`)
    if (after.phase === 'redeal') out.push(capitalized(en.log.redeal(person(after.seat), en.redealReasons[after.reason])))
    if ((before.phase === 'reservations' || before.phase === 'armut') && (after.phase === 'play' || after.phase === 'clarification')) {
      out.push(`${en.log.game}: ${contractText(after.contract)}; ${en.log.leads(person(after.leader))}`)
    }
    if (before.phase === 'clarification' && (after.phase === 'play' || after.phase === 'finished') && after.contract.kind === 'hochzeit') {
      out.push(`${en.log.clarified}: ${contractText(after.contract)}`)
    }
  }
  return out
}

// The deal: the same hands as `newGame({ seed, dealer })`; the players' choices continue the stream.
const started = newGame({ rules: rules.tsr, dealer: 0, hands: dealWith(rng, 0) })
let game: Game = E.isRight(started) ? started.right : fail(started.left.message)
const story: string[] = []
while (!isFinished(game)) {
  const action = choose(game)
  const next = applyAction(game, action)
  if (E.isLeft(next)) fail(`${next.left.code}: ${next.left.message}`)
  story.push(...tell(game, action, next.right))
  game = next.right
}

const { setup } = game
// The hands in the order of the game played (a redeal's in the normal game's).
const order = game.phase === 'finished' ? orderFor(setup.rules, game.gameType, game.piglets) : orderFor(setup.rules, 'normal')
const width = Math.max(...SEATS.map((s) => seatName(en, s).length))
const lines = [
  `Doppelkopf demo: seed "${seed}", four random players`,
  `Rules "${setup.rules.name}", dealer ${seatName(en, setup.dealer)}`,
  'The deal (sorted for the game played):',
  ...SEATS.map((s) => `  ${seatName(en, s).padEnd(width)}  ${makeHand(sortCards(order, setup.deal[s]))}`),
  'Reservations and play:',
  ...story.map((line) => `  ${line}`)
]
if (game.phase === 'finished') {
  const { summary, settlement } = game
  const party = (name: 're' | 'kontra') => SEATS.filter((s) => summary.parties[s] === name).map((s) => seatName(en, s)).join(', ')
  const formatted = formatSettlement(en, settlement)
  lines.push(
    `${en.parties.re}: ${party('re')}; ${en.parties.kontra}: ${party('kontra')}`,
    `${en.result.cardPoints}: ${en.parties.re} ${summary.points.re} (${en.result.tricks(summary.tricks.re)}), ${en.parties.kontra} ${summary.points.kontra} (${en.result.tricks(summary.tricks.kontra)})`,
    `${en.result.settlement}:`,
    ...(formatted.lines.length > 0 ? formatted.lines : [en.result.noLines]).map((line) => `  ${line}`),
    formatted.winner,
    `${en.result.gamePoints}: ${en.parties.re} ${settlement.points.re}, ${en.parties.kontra} ${settlement.points.kontra}; ${en.result.value(en.parties.re, settlement.value > 0 ? `+${settlement.value}` : `${settlement.value}`)}`,
    `${en.result.scores}: ${formatted.row.map((r) => r.text).join(', ')}`
  )
}
console.log(lines.join('\n'))
