/**
 * Card play and announcements (RULES.md sections 4 and 5): the reducers of the
 * `clarification` and `play` phases.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, SUITS, cardPoints } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { makeCard } from '../cards/notation.js'
import type { RuleSet } from '../rules/ruleSet.js'

import { settleValid } from '../scoring/settle.js'
import { tallyTricks } from '../scoring/summary.js'
import { type BySeat, type Party, type Seat, bySeat, nextSeat, opponent, updateSeat } from '../seat.js'
import { type Action, type AnnounceAction, ANNOUNCE, CHOOSE_CLARIFICATION, type ChooseClarificationAction, type GenscherAction, PLAY, type PlayAction } from './actions.js'
import { chooseGenscher, genscherActions, genscherFirst, genscherTriggered, pendingGenscher, triggersGenscher } from './genscher.js'
import { wrongPhase } from './phaseErrors.js'
import {
  ANNOUNCEMENT_LEVELS,
  type Announcement,
  announcementAt,
  announcementLevel,
  checkAnnouncement,
  highestAllowedLevel,
  type Deadlines,
  type PartyAnnouncements,
  requiredCards,
  countedCards
} from './announcements.js'
import { awaitsClarifyingChoice, clarifyHochzeit, deadlineShift, trickClarifies } from './hochzeit.js'
import { type CardOrder, TRUMP, followsSuit, orderFor, playableCards, requiredClass, trickWinnerIndex } from './order.js'
import type { ClarifyingTrick, FinishedState, Game, PlayingGame, Trick, TrickTakingFields } from './state.js'
import { ruleTable } from '../rules/table.js'


type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * A fresh, not yet shared copy of a playing state, built as one object literal so that every
 * state has the same shape (fast property access) and the reducer can set fields before
 * returning it.
 */
const copyPlaying = (g: PlayingGame): Mutable<PlayingGame> => ({
  phase: g.phase,
  setup: g.setup,
  declarations: g.declarations,
  contract: g.contract,
  gameType: g.gameType,
  piglets: g.piglets,
  hands: g.hands,
  turn: g.turn,
  leader: g.leader,
  trick: g.trick,
  tricks: g.tricks,
  parties: g.parties,
  announcements: g.announcements,
  announcementLog: g.announcementLog,
  deadlineShift: g.deadlineShift,
  summary: null,
  settlement: null
})

/**
 * The card order of a game in play: its game type, with its piglets.
 *
 * @category Play
 * @since 0.1.0
 */
export const orderOf = (g: TrickTakingFields): CardOrder => orderFor(g.setup.rules, g.gameType, g.piglets)

/**
 * Whether the second ♥10 beats the first in this trick (option `secondDulleBeats`).
 *
 * @category Play
 * @since 0.1.0
 */
export const secondDulleWins = (rules: RuleSet, lastTrick: boolean): boolean =>
  ruleTable(rules).secondDulleWins(lastTrick)

/**
 * The cards the seat to play may play now.
 *
 * @example
 * ```ts
 * legalCards(game) // e.g. [12, 13, 20]
 * ```
 * @category Play
 * @since 0.1.0
 */
export const legalCards = (g: TrickTakingFields): readonly Card[] =>
  playableCards(orderOf(g), g.hands[g.turn], g.trick[0])

/** The play actions of the seat to play, appended to `out`. */
export const playActions = (g: TrickTakingFields, out: (PlayAction | AnnounceAction)[]): void => {
  const plays = PLAY[g.turn] as readonly PlayAction[]
  const hand = g.hands[g.turn]
  const order = orderOf(g)
  const k = requiredClass(order, hand, g.trick[0])
  if (k < 0) {
    for (let i = 0; i < hand.length; i++) out.push(plays[hand[i] as Card] as PlayAction)
    return
  }
  const sc = order.suitClass
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card
    if (sc[c] === k) out.push(plays[c] as PlayAction)
  }
}


/** The announcements every seat may make now, appended to `out`. */
export const announceActions = (g: TrickTakingFields, out: (PlayAction | AnnounceAction)[]): void => {
  // The seat to play has not played to this trick yet, so it holds the most cards: a party whose
  // next level is out of reach for that hand is out of reach for every hand.
  const most = g.hands[g.turn].length
  const table = ruleTable(g.setup.rules)
  if (most < table.fewestCards - g.deadlineShift) return
  const { re, kontra } = g.announcements
  partyAnnouncements(g, 're', re, kontra.level, most, table, out)
  partyAnnouncements(g, 'kontra', kontra, re.level, most, table, out)
}

/** Whether `seat` has put a card into the current, incomplete trick. */
const playedToTrick = (g: TrickTakingFields, seat: Seat): boolean => ((seat - g.leader) & 3) < g.trick.length

const partyAnnouncements = (
  g: TrickTakingFields,
  party: Party,
  own: PartyAnnouncements,
  oppLevel: number,
  most: number,
  table: Deadlines,
  out: (PlayAction | AnnounceAction)[]
): void => {
  const shift = g.deadlineShift
  if (highestAllowedLevel(most, own.level, own.lateReply, oppLevel, table, shift) === own.level) return
  for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
    if (g.parties[seat] !== party) continue
    const size = table.countsTrickCard ? countedCards(g.hands[seat].length, playedToTrick(g, seat), table) : g.hands[seat].length
    const max = highestAllowedLevel(size, own.level, own.lateReply, oppLevel, table, shift)
    const byName = ANNOUNCE[seat] as Readonly<Record<Announcement, AnnounceAction>>
    for (let level = own.level + 1; level <= max; level++) out.push(byName[announcementAt(party, level)])
  }
}

/**
 * Plays a card for `seat`, checking turn, hand and the follow-suit rule.
 *
 * @category Play
 * @since 0.1.0
 */
export const playCard = (g: PlayingGame, seat: Seat, card: Card): E.Either<GameError, Game> => {
  // Only a Hochzeit in clarification can wait for the choice; the phase check keeps the hot path
  // off the contract, whose shapes differ by kind.
  if (g.contract.kind === 'hochzeit' && awaitsClarifyingChoice(g)) {
    return E.left(
      gameError(ErrorCode.ChooseClarificationFirst, `The Hochzeiter (seat ${g.contract.hochzeiter}) first chooses which tricks clarify`, {
        hochzeiter: g.contract.hochzeiter
      })
    )
  }
  const genscher = pendingGenscher(g)
  if (genscher !== null) return E.left(genscherFirst(genscher))
  if (seat !== g.turn) {
    return E.left(gameError(ErrorCode.NotYourTurn, `It is seat ${g.turn}'s turn to play, not seat ${seat}'s`, { seat, turn: g.turn }))
  }
  const hand = g.hands[seat]
  const order = orderOf(g)
  const led = g.trick[0]
  if (!hand.includes(card)) {
    return E.left(gameError(ErrorCode.CardNotInHand, `Seat ${seat} does not hold ${makeCard(card)} (card ${card})`, { seat, card }))
  }
  if (followsSuit(order, hand, led, card)) return E.right(playCardUnchecked(g, seat, card))
  // Not following is only possible when a card was led.
  const ledCard = led as Card
  const ledClass = order.suitClass[ledCard] as number
  const required = ledClass === TRUMP ? 'trump' : (SUITS[ledClass] ?? 'trump')
  const what = required === 'trump' ? 'trump' : 'the led suit'
  return E.left(
    gameError(ErrorCode.MustFollowSuit, `Must follow suit: seat ${seat} holds ${what} and must play it, not ${makeCard(card)}`, {
      seat,
      card,
      led: ledCard,
      required
    })
  )
}

/** The trick with one more card, as an exact-size array (the trick is never longer than four). */
const appendCard = (trick: readonly Card[], card: Card): readonly Card[] => {
  switch (trick.length) {
    case 0:
      return [card]
    case 1:
      return [trick[0] as Card, card]
    case 2:
      return [trick[0] as Card, trick[1] as Card, card]
    default:
      return [trick[0] as Card, trick[1] as Card, trick[2] as Card, card]
  }
}

/**
 * Plays a card without any check: the caller guarantees that the move is legal.
 *
 * @category Play
 * @since 0.1.0
 */
export const playCardUnchecked = (g: PlayingGame, seat: Seat, card: Card): Game => {
  const hand = g.hands[seat]
  const rest: Card[] = []
  for (let i = 0; i < hand.length; i++) if (hand[i] !== card) rest.push(hand[i] as Card)
  const hands = updateSeat(g.hands, seat, rest)
  const trick = appendCard(g.trick, card)
  // The first ♦K of a hand that holds both, under `genscher`: the choice is due before the next card.
  const contract = triggersGenscher(g, hand, card) ? genscherTriggered(seat, g.tricks.length + 1) : g.contract
  if (trick.length < 4) {
    const next = copyPlaying(g)
    next.hands = hands
    next.trick = trick
    next.turn = nextSeat(seat)
    next.contract = contract
    return next
  }
  return completeTrick(g, hands, trick, contract)
}

const completeTrick = (g: PlayingGame, hands: BySeat<readonly Card[]>, cards: readonly Card[], contract: PlayingGame['contract']): Game => {
  const { rules } = g.setup
  const number = g.tricks.length + 1
  const last = number === ruleTable(rules).cardsPerHand
  const order = orderOf(g)
  const winner = nextSeat(g.leader, trickWinnerIndex(order, cards, secondDulleWins(rules, last)))
  let points = 0
  for (let i = 0; i < cards.length; i++) points += cardPoints(cards[i] as Card)
  // A spread, not slice(): slice of a frozen array (every state's lists are) is slow in V8.
  const tricks = [...g.tricks, { leader: g.leader, cards, winner, points }]
  const next = copyPlaying(g)
  next.hands = hands
  next.trick = []
  next.tricks = tricks
  next.turn = winner
  next.leader = winner
  next.contract = contract
  if (g.phase === 'clarification' && contract.kind === 'hochzeit') {
    const qualifies = trickClarifies(contract.clarifiedBy, order.suitClass[cards[0] as Card] as number)
    const step = clarifyHochzeit(contract.hochzeiter, number, winner, qualifies, ruleTable(rules).firstClarifyingTrickDecides)
    if (step !== 'pending') {
      const partner = step === 'partner' ? winner : null
      next.phase = 'play'
      next.contract = { ...contract, partner, klaerungsstich: number }
      next.parties = bySeat((s) => (s === contract.hochzeiter || s === partner ? 're' : 'kontra'))
      next.deadlineShift = deadlineShift(rules, number)
    }
  }
  return last ? finish(next) : next
}

const finish = (g: PlayingGame): FinishedState => {
  const parties = g.parties as BySeat<Party>
  const count = g.tricks.length
  const cards: Card[] = []
  const leaders: number[] = []
  const winners: number[] = []
  for (let t = 0; t < count; t++) {
    const trick = g.tricks[t] as Trick
    leaders.push(trick.leader)
    winners.push(trick.winner)
    for (let i = 0; i < 4; i++) cards.push(trick.cards[i] as Card)
  }
  const summary = tallyTricks(
    { cards, leaders, winners, count, suitClass: orderOf(g).suitClass, optional: ruleTable(g.setup.rules).scoring.optionalExtraPoints },
    parties,
    {
      re: ANNOUNCEMENT_LEVELS[g.announcements.re.level] ?? 'none',
      kontra: ANNOUNCEMENT_LEVELS[g.announcements.kontra.level] ?? 'none'
    }
  )
  // One object literal, like copyPlaying: a spread or added properties give finished states
  // other hidden classes, which costs every phase check about 20% (npm run bench).
  return {
    phase: 'finished',
    setup: g.setup,
    declarations: g.declarations,
    contract: g.contract,
    gameType: g.gameType,
    piglets: g.piglets,
    hands: g.hands,
    turn: g.turn,
    leader: g.leader,
    trick: g.trick,
    tricks: g.tricks,
    parties,
    announcements: g.announcements,
    announcementLog: g.announcementLog,
    deadlineShift: g.deadlineShift,
    summary,
    settlement: settleValid(summary, g.setup.rules)
  }
}

/**
 * The Hochzeiter chooses which tricks may clarify the Hochzeit (rule `chosenByHochzeiter`),
 * before the first card.
 *
 * @category Hochzeit
 * @since 0.1.0
 */
export const chooseClarification = (g: PlayingGame, seat: Seat, trick: ClarifyingTrick): E.Either<GameError, Game> => {
  const contract = g.contract
  if (contract.kind !== 'hochzeit' || contract.clarifiedBy !== null) {
    return E.left(gameError(ErrorCode.WrongPhase, 'There is no choice of clarifying trick to make in this game', { phase: g.phase, action: 'chooseClarification' }))
  }
  if (seat !== contract.hochzeiter) {
    return E.left(gameError(ErrorCode.NotYourTurn, `The Hochzeiter (seat ${contract.hochzeiter}) chooses, not seat ${seat}`, { seat, turn: contract.hochzeiter }))
  }
  const offered = ruleTable(g.setup.rules).clarifyingChoices
  if (!offered.includes(trick)) {
    return E.left(
      gameError(ErrorCode.ClarificationNotOffered, `These rules let the Hochzeiter choose ${offered.join(', ')}, not ${trick}`, { seat, trick, offered })
    )
  }
  const next = copyPlaying(g)
  next.contract = { ...contract, clarifiedBy: trick }
  return E.right(next)
}

const ANNOUNCE_NAMES = ['', 'Re/Kontra', 'keine 90', 'keine 60', 'keine 30', 'schwarz']

/**
 * Makes an announcement for `seat`, checking party, deadlines, skipped levels and the reply rule.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const announce = (g: PlayingGame, seat: Seat, announcement: Announcement): E.Either<GameError, Game> => {
  if (g.phase === 'clarification') {
    return E.left(gameError(ErrorCode.BeforeClarification, 'No announcements before the Hochzeit is clarified (Klärungsstich complete)', { seat }))
  }
  const genscher = pendingGenscher(g)
  if (genscher !== null) return E.left(genscherFirst(genscher))
  const party = g.parties[seat] as Party
  if ((announcement === 're' || announcement === 'kontra') && announcement !== party) {
    return E.left(gameError(ErrorCode.WrongParty, `Seat ${seat} plays for ${party} and cannot announce ${announcement}`, { seat, party, announcement }))
  }
  const target = announcementLevel(announcement)
  const own = g.announcements[party]
  const table = ruleTable(g.setup.rules)
  const size = countedCards(g.hands[seat].length, playedToTrick(g, seat), table)
  const verdict = checkAnnouncement(
    size,
    target,
    own.level,
    own.lateReply,
    g.announcements[opponent(party)].level,
    table,
    g.deadlineShift
  )
  switch (verdict) {
    case 'ok':
    case 'ok-late-reply':
      return E.right(announceUnchecked(g, seat, announcement, verdict === 'ok-late-reply'))
    case ErrorCode.AlreadyAnnounced:
      return E.left(gameError(verdict, `${party} has already announced ${ANNOUNCE_NAMES[own.level]}`, { seat, announcement }))
    case ErrorCode.AbsageAfterLateReply:
      return E.left(gameError(verdict, `${party} replied late, so it makes no Absage in this game (TSR 6.5)`, { seat, announcement }))
    default: {
      const needed = requiredCards(target, table, g.deadlineShift)
      return E.left(
        gameError(
          ErrorCode.TooLate,
          `Too late for ${ANNOUNCE_NAMES[target]}: seat ${seat} holds ${size} cards; it needs ${needed} (a reply to the opponents needs one fewer than their announcement), and every skipped level must still be allowed`,
          { seat, announcement, cardsInHand: size, cardsNeeded: needed }
        )
      )
    }
  }
}

/**
 * Makes an announcement without checks. `lateReply`: the party's Re/Kontra is a late reply.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const announceUnchecked = (g: PlayingGame, seat: Seat, announcement: Announcement, lateReply: boolean): Game => {
  const party = g.parties[seat] as Party
  const own = g.announcements[party]
  const next = { level: announcementLevel(announcement), lateReply: own.lateReply || lateReply }
  const out = copyPlaying(g)
  out.announcements = party === 're' ? { re: next, kontra: g.announcements.kontra } : { re: g.announcements.re, kontra: next }
  out.announcementLog = [
    ...g.announcementLog,
    { seat, announcement, cardsInHand: g.hands[seat].length, tricksPlayed: g.tricks.length }
  ]
  return out
}

/**
 * The actions of the card-play phases: during the clarification the Hochzeiter's choice of
 * clarifying tricks (when it is due) or the cards of the seat to play; in play the cards and
 * every seat's announcements.
 *
 * @internal
 */
export const playPhaseActions = (g: PlayingGame): Action[] => {
  const out: Action[] = []
  if (g.phase === 'clarification') {
    if (g.contract.kind === 'hochzeit' && awaitsClarifyingChoice(g)) {
      const offered = ruleTable(g.setup.rules).clarifyingChoices
      for (const a of CHOOSE_CLARIFICATION[g.contract.hochzeiter] as readonly ChooseClarificationAction[]) if (offered.includes(a.trick)) out.push(a)
    }
    else playActions(g, out as (PlayAction | AnnounceAction)[])
    return out
  }
  const genscher = pendingGenscher(g)
  if (genscher !== null) {
    genscherActions(genscher, out as GenscherAction[])
    return out
  }
  playActions(g, out as (PlayAction | AnnounceAction)[])
  announceActions(g, out as (PlayAction | AnnounceAction)[])
  return out
}

/**
 * The Genscher choice (rule `genscher`): a partner (parties change, announcements so far void)
 * or keeping the parties.
 *
 * @category Genscher
 * @since 0.2.0
 */
export const genscher = (g: PlayingGame, seat: Seat, partner: Seat | null): E.Either<GameError, Game> => {
  const chosen = chooseGenscher(g, seat, partner)
  if (E.isLeft(chosen)) return chosen
  const next = copyPlaying(g)
  next.contract = chosen.right.contract
  next.parties = chosen.right.parties
  next.announcements = chosen.right.announcements
  return E.right(next)
}

/** Applies an action of the card-play phases. @internal */
export const applyPlayPhase = (g: PlayingGame, action: Action): E.Either<GameError, Game> => {
  if (action.type === 'play') return playCard(g, action.seat, action.card)
  if (action.type === 'announce') return announce(g, action.seat, action.announcement)
  if (action.type === 'chooseClarification' && g.phase === 'clarification') return chooseClarification(g, action.seat, action.trick)
  if (action.type === 'genscher') return genscher(g, action.seat, action.partner)
  return wrongPhase(g, action.type)
}
