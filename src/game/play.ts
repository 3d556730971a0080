/**
 * Card play and announcements (RULES.md sections 4 and 5): the reducers of the
 * `clarification` and `play` phases.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, SUITS } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { makeCard } from '../cards/notation.js'
import type { RuleSet } from '../rules/ruleSet.js'

import { type Settlement, settleValid } from '../scoring/settle.js'
import { type GameSummary, tallyTricks } from '../scoring/summary.js'
import { type BySeat, type Party, type Seat, bySeat, nextSeat, opponent } from '../seat.js'
import {
  type Action,
  type AnnounceAction,
  ANNOUNCE_BY_LEVEL,
  type AnnounceAction as Announce,
  CHOOSE_CLARIFICATION,
  type ChooseClarificationAction,
  PLAY,
  type PlayAction
} from './actions.js'
import { choiceFirst } from './awaiting.js'
import { genscherTriggered, genscherTriggeredBy } from './genscher.js'
import {
  ANNOUNCEMENT_LEVELS,
  type Announcement,
  announcementLevel,
  checkAnnouncement,
  highestAllowedLevel,
  type PartyAnnouncements,
  requiredCards,
  countedCards
} from './announcements.js'
import { clarifyHochzeit, deadlineShift, trickClarifies } from './hochzeit.js'
import { type CardOrder, TRUMP, legalBitsInto, orderFor, playableCards, trickWinnerIndex } from './order.js'
import {
  type PlayContext,
  PlayCore,
  cardAt,
  closeTrick,
  changedContext,
  handHi,
  handLo,
  handSizeOf,
  legalBitsOf,
  inMask,
  eachCard,
  cardList,
  leaderOf,
  packedTrick,
  placeCard,
  playCoreOf,
  playedCount,
  tricksInto,
  turnOf,
  withContext
} from './compact.js'
import type { ClarifyingTrick, PlayingGame, TrickTakingFields } from './state.js'
import { ruleTable } from '../rules/table.js'

/**
 * The compact form of a card-play state the reducers are given: the API gives them only states
 * the engine made, each with its compact form kept beside it.
 */
const coreOf = (g: PlayingGame): PlayCore => playCoreOf(g) as PlayCore

/**
 * The card order of a game in play: its game type, with its piglets.
 *
 * @category Play
 * @since 0.1.0
 */
export const orderOf = (g: TrickTakingFields): CardOrder => playCoreOf(g)?.ctx.order ?? orderFor(g.setup.rules, g.gameType, g.piglets)

/**
 * Whether the second ♥10 beats the first in this trick (option `secondDulleBeats`).
 *
 * @category Play
 * @since 0.1.0
 */
export const secondDulleWins = (rules: RuleSet, lastTrick: boolean): boolean =>
  ruleTable(rules).secondDulleWins(lastTrick)

/** How many cards `seat` holds. */
const handSize = handSizeOf

/** The suit class of the current trick's first card, or -1 when the seat to play leads. */
const ledClass = (g: PlayCore, order: CardOrder): number =>
  (playedCount(g) & 3) === 0 ? -1 : (order.suitClass[cardAt(packedTrick(g), 0)] as number)

/** Where {@link legalBitsInto} writes the legal cards of the seat to play (a scratch: JavaScript runs one call at a time). */
const LEGAL = { legalLo: 0, legalHi: 0 }

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
export const legalCards = (g: TrickTakingFields): readonly Card[] => {
  const c = playCoreOf(g)
  if (c === null) return playableCards(orderOf(g), g.hands[g.turn], g.trick[0])
  legalBitsOf(c, LEGAL)
  return cardList(LEGAL.legalLo, LEGAL.legalHi)
}

/** The cards the seat to play may play, as play actions appended to `out` (the registry lists them when the state awaits a card). @internal */
export const listPlays = (g: PlayingGame, out: Action[]): void => {
  const c = coreOf(g)
  legalBitsOf(c, LEGAL)
  eachCard(LEGAL.legalLo, LEGAL.legalHi, PLAY[turnOf(c)] as readonly PlayAction[], out)
}

/**
 * Whether announcements may be made now: in play (the Hochzeit clarified), with no choice due.
 * @internal
 */
export const announcementsOpen = (g: PlayingGame): boolean => g.phase === 'play' && g.awaiting?.type === 'play'

/** The announcements every seat may make now, appended to `out`. @internal */
export const listAnnouncements = (game: PlayingGame, out: Action[]): void => {
  const g = coreOf(game)
  const ctx = g.ctx
  // The seat to play has not played to this trick yet, so it holds the most cards: a party whose
  // next level is out of reach for that hand is out of reach for every hand.
  const most = handSize(g, turnOf(g))
  const table = ctx.table
  const shift = ctx.deadlineShift
  if (most < table.fewestCards - shift) return
  const { re, kontra } = ctx.announcements
  partyAnnouncements(g, ctx, 're', re, kontra.level, most, out)
  partyAnnouncements(g, ctx, 'kontra', kontra, re.level, most, out)
}

/** Whether `seat` has put a card into the current, incomplete trick. */
const playedToTrick = (g: PlayCore, seat: Seat): boolean => ((seat - leaderOf(g)) & 3) < (playedCount(g) & 3)

const partyAnnouncements = (
  g: PlayCore,
  ctx: PlayContext,
  party: Party,
  own: PartyAnnouncements,
  oppLevel: number,
  most: number,
  out: Action[]
): void => {
  const { table, deadlineShift: shift, parties } = ctx
  if (highestAllowedLevel(most, own.level, own.lateReply, oppLevel, table, shift) === own.level) return
  for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
    if (parties[seat] !== party) continue
    const cards = handSize(g, seat)
    const size = table.countsTrickCard ? countedCards(cards, playedToTrick(g, seat), table) : cards
    const max = highestAllowedLevel(size, own.level, own.lateReply, oppLevel, table, shift)
    const byLevel = (ANNOUNCE_BY_LEVEL[party === 're' ? 0 : 1] as readonly (readonly AnnounceAction[])[])[seat] as readonly AnnounceAction[]
    for (let level = own.level + 1; level <= max; level++) out.push(byLevel[level] as AnnounceAction)
  }
}

/**
 * Plays a card for `seat`, checking turn, hand and the follow-suit rule (and that no choice is
 * due): the compact form of the next state. @internal
 */
export const playCard = (g: PlayingGame, action: PlayAction): E.Either<GameError, PlayCore> => {
  const p = coreOf(g)
  const ctx = p.ctx
  if (ctx.choice !== null) return E.left(choiceFirst(ctx.choice) as GameError)
  const { seat, card } = action
  const turn = turnOf(p)
  if (seat !== turn) {
    return E.left(gameError(ErrorCode.NotYourTurn, `It is seat ${turn}'s turn to play, not seat ${seat}'s`, { seat, turn }))
  }
  const lo = handLo(p, seat)
  const hi = handHi(p, seat)
  if (!inMask(lo, hi, card)) {
    return E.left(gameError(ErrorCode.CardNotInHand, `Seat ${seat} does not hold ${makeCard(card)} (card ${card})`, { seat, card }))
  }
  const order = ctx.order
  const led = ledClass(p, order)
  legalBitsInto(order, led, lo, hi, LEGAL)
  if (inMask(LEGAL.legalLo, LEGAL.legalHi, card)) return E.right(playCardUnchecked(g, p, seat, card))
  // Not legal although held: a card was led, and the hand holds its class.
  const ledCard = cardAt(packedTrick(p), 0)
  const required = led === TRUMP ? 'trump' : (SUITS[led] ?? 'trump')
  const what = required === 'trump' ? 'trump' : 'the led suit'
  return E.left(
    gameError(ErrorCode.MustFollowSuit, `Must follow suit: seat ${seat} holds ${what} and must play it, not ${makeCard(card)}`, {
      seat,
      card,
      led: ledCard,
      required,
      // What a UI needs to explain the refusal: a ♣Q is a trump, not a club, in a normal game.
      cardIsTrump: order.suitClass[card] === TRUMP,
      playable: cardList(LEGAL.legalLo, LEGAL.legalHi)
    })
  )
}

/** The shared part with another contract (the same one when it did not change). */
const withContract = (ctx: PlayContext, contract: PlayingGame['contract']): PlayContext =>
  contract === ctx.contract ? ctx : changedContext(ctx, { contract })

/** Plays a card without any check: the caller guarantees that the move is legal. */
const playCardUnchecked = (g: PlayingGame, p: PlayCore, seat: Seat, card: Card): PlayCore => {
  const ctx = p.ctx
  // The first ♦K of a hand that holds both, under `genscher`: the choice is due before the next card.
  const contract = genscherTriggeredBy(g, seat, card)
    ? genscherTriggered(seat, (playedCount(p) >> 2) + 1)
    : ctx.contract
  if ((playedCount(p) & 3) < 3) return placeCard(p, card, withContract(ctx, contract))
  return completeTrick(p, card, withContract(ctx, contract))
}

/** The four cards of the trick being completed, for {@link trickWinnerIndex} (a scratch list). */
const TRICK = new Uint8Array(4)

/** The index (0..3, in play order) of the card that wins a packed complete trick. */
const winnerIndex = (order: CardOrder, packed: number, secondDulle: boolean): number => {
  for (let i = 0; i < 4; i++) TRICK[i] = cardAt(packed, i)
  return trickWinnerIndex(order, TRICK, secondDulle)
}

/**
 * The parties once a Hochzeit is clarified: the Hochzeiter and the partner (if any) Re. (Its own
 * function: a closure over `completeTrick`'s variables would allocate on every trick.)
 */
const weddingParties = (hochzeiter: Seat, partner: Seat | null): BySeat<Party> =>
  bySeat((s) => (s === hochzeiter || s === partner ? 're' : 'kontra'))

const completeTrick = (g: PlayCore, card: Card, ctx: PlayContext): PlayCore => {
  const { table, order } = ctx
  const number = (playedCount(g) >> 2) + 1
  const last = number === table.cardsPerHand
  const packed = packedTrick(g) | (card << 18)
  const winner = nextSeat(leaderOf(g), winnerIndex(order, packed, table.secondDulleWins(last)))
  let shared = ctx
  const contract = ctx.contract
  if (ctx.phase === 'clarification' && contract.kind === 'hochzeit') {
    const qualifies = trickClarifies(contract.clarifiedBy, order.suitClass[packed & 63] as number)
    const step = clarifyHochzeit(contract.hochzeiter, number, winner, qualifies, table.firstClarifyingTrickDecides)
    if (step !== 'pending') {
      const partner = step === 'partner' ? winner : null
      shared = changedContext(ctx, {
        phase: 'play',
        contract: { ...contract, partner, klaerungsstich: number },
        parties: weddingParties(contract.hochzeiter, partner),
        deadlineShift: deadlineShift(ctx.setup.rules, number)
      })
    }
  }
  const next = closeTrick(g, card, winner, shared)
  return last ? finish(next) : next
}

/** The scratch lists {@link finish} hands to the tally. */
const FLAT = { cards: new Uint8Array(48), leaders: new Uint8Array(12), winners: new Uint8Array(12) }

const finish = (g: PlayCore): PlayCore => {
  const ctx = g.ctx
  const parties = ctx.parties as BySeat<Party>
  // The tricks as flat lists for the tally: scratch lists, reused (the tally copies what it keeps).
  const { cards, leaders, winners } = FLAT
  const count = tricksInto(g, cards, leaders, winners)
  const summary = tallyTricks(
    { cards, leaders, winners, count, suitClass: ctx.order.suitClass, optional: ctx.table.scoring.optionalExtraPoints },
    parties,
    {
      re: ANNOUNCEMENT_LEVELS[ctx.announcements.re.level] ?? 'none',
      kontra: ANNOUNCEMENT_LEVELS[ctx.announcements.kontra.level] ?? 'none'
    }
  )
  const finished = changedContext(ctx, { phase: 'finished', summary: frozenSummary(summary), settlement: frozenSettlement(settleValid(summary, ctx.setup.rules)) })
  return withContext(g, finished)
}

/**
 * A new summary, frozen part by part (its parties and extra points are frozen values already):
 * cheaper than the generic deep freeze, which would walk it field by field.
 */
const frozenSummary = (s: GameSummary): GameSummary => {
  Object.freeze(s.parties)
  Object.freeze(s.points)
  Object.freeze(s.tricks)
  Object.freeze(s.announcements)
  Object.freeze(s.extraPoints)
  return Object.freeze(s)
}

/** A new settlement, frozen part by part (its lines are shared frozen values). */
const frozenSettlement = (s: Settlement): Settlement => {
  Object.freeze(s.lines)
  Object.freeze(s.points)
  Object.freeze(s.scores)
  return Object.freeze(s)
}

/**
 * The Hochzeiter chooses which tricks may clarify the Hochzeit (rule `chosenByHochzeiter`),
 * before the first card. @internal
 */
export const chooseClarification = (g: PlayingGame, action: ChooseClarificationAction): E.Either<GameError, PlayCore> => {
  const { seat, trick } = action
  const p = coreOf(g)
  const ctx = p.ctx
  const due = ctx.choice
  if (due === null || due.type !== 'chooseClarification' || ctx.contract.kind !== 'hochzeit') {
    return E.left(gameError(ErrorCode.WrongPhase, 'There is no choice of clarifying trick to make in this game', { phase: g.phase, action: 'chooseClarification' }))
  }
  if (seat !== due.seat) {
    return E.left(gameError(ErrorCode.NotYourTurn, `The Hochzeiter (seat ${due.seat}) chooses, not seat ${seat}`, { seat, turn: due.seat }))
  }
  const offered = ctx.table.clarifyingChoices
  if (!offered.includes(trick)) {
    return E.left(
      gameError(ErrorCode.ClarificationNotOffered, `These rules let the Hochzeiter choose ${offered.join(', ')}, not ${trick}`, { seat, trick, offered })
    )
  }
  return E.right(withContext(p, changedContext(ctx, { contract: { ...ctx.contract, clarifiedBy: trick } })))
}

/** The Hochzeiter's choices of clarifying tricks that the rules offer, appended to `out`. @internal */
export const listClarificationChoices = (g: PlayingGame, out: Action[]): void => {
  const due = g.awaiting
  if (due === null) return
  const offered = coreOf(g).ctx.table.clarifyingChoices
  for (const a of CHOOSE_CLARIFICATION[due.seat] as readonly ChooseClarificationAction[]) if (offered.includes(a.trick)) out.push(a)
}

const ANNOUNCE_NAMES = ['', 'Re/Kontra', 'keine 90', 'keine 60', 'keine 30', 'schwarz']

/**
 * Makes an announcement for `seat`, checking party, deadlines, skipped levels and the reply rule.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const announce = (g: PlayingGame, action: Announce): E.Either<GameError, PlayCore> => {
  const { seat, announcement } = action
  const p = coreOf(g)
  const ctx = p.ctx
  if (ctx.phase === 'clarification') {
    return E.left(gameError(ErrorCode.BeforeClarification, 'No announcements before the Hochzeit is clarified (Klärungsstich complete)', { seat }))
  }
  if (ctx.choice !== null) return E.left(choiceFirst(ctx.choice) as GameError)
  const party = ctx.parties[seat] as Party
  if ((announcement === 're' || announcement === 'kontra') && announcement !== party) {
    return E.left(gameError(ErrorCode.WrongParty, `Seat ${seat} plays for ${party} and cannot announce ${announcement}`, { seat, party, announcement }))
  }
  const target = announcementLevel(announcement)
  const own = ctx.announcements[party]
  const table = ctx.table
  const size = countedCards(handSize(p, seat), playedToTrick(p, seat), table)
  const verdict = checkAnnouncement(
    size,
    target,
    own.level,
    own.lateReply,
    ctx.announcements[opponent(party)].level,
    table,
    ctx.deadlineShift
  )
  switch (verdict) {
    case 'ok':
    case 'ok-late-reply':
      return E.right(announceUnchecked(p, seat, announcement, verdict === 'ok-late-reply'))
    case ErrorCode.AlreadyAnnounced:
      return E.left(gameError(verdict, `${party} has already announced ${ANNOUNCE_NAMES[own.level]}`, { seat, announcement }))
    case ErrorCode.AbsageAfterLateReply:
      return E.left(gameError(verdict, `${party} replied late, so it makes no Absage in this game (TSR 6.5)`, { seat, announcement }))
    default: {
      const needed = requiredCards(target, table, ctx.deadlineShift)
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

/** Makes an announcement without checks. `lateReply`: the party's Re/Kontra is a late reply. */
const announceUnchecked = (p: PlayCore, seat: Seat, announcement: Announcement, lateReply: boolean): PlayCore => {
  const ctx = p.ctx
  const party = ctx.parties[seat] as Party
  const own = ctx.announcements[party]
  const next = { level: announcementLevel(announcement), lateReply: own.lateReply || lateReply }
  return withContext(
    p,
    changedContext(ctx, {
      announcements: party === 're' ? { re: next, kontra: ctx.announcements.kontra } : { re: ctx.announcements.re, kontra: next },
      announcementLog: [...ctx.announcementLog, { seat, announcement, cardsInHand: handSize(p, seat), tricksPlayed: playedCount(p) >> 2 }]
    })
  )
}
