/**
 * How a reducer's result becomes the state a caller holds: plain data, deeply frozen, with its
 * history and what it waits for, and with the engine's compact form kept beside it
 * (`kept.ts`). Every state the API returns is made here.
 *
 * A card-play reducer returns the next {@link PlayCore}; the public state is made from it and
 * from the previous public state, whose unchanged parts it shares (a card changes one hand and
 * the trick; a completed trick adds one trick to the list; an announcement changes only the
 * shared part's fields). The other phases' reducers return the next state without `awaiting`
 * and `history` ({@link Unpublished}), which are added here.
 *
 * @module
 */
import type { Card } from '../cards/card.js'
import { deepFreeze } from '../input/plain.js'
import type { BySeat, Seat } from '../seat.js'
import type { Action } from './actions.js'
import { AWAITING_PLAY, awaiting } from './awaiting.js'
import {
  type ContextParts,
  PlayCore,
  cardAt,
  cardList,
  handHi,
  handLo,
  leaderOf,
  newCore,
  packedTrick,
  playCoreOf,
  playedCount,
  trickValue,
  turnOf
} from './compact.js'
import { keep, keptOf } from './kept.js'
import { orderFor } from './order.js'
import { ruleTable } from '../rules/table.js'
import type { ArmutState, Game, PendingDecision, PlayingGame, RedealState, ReservationsState, Trick } from './state.js'

/** A state of a phase other than card play, as its reducer makes it: without `awaiting` and `history`. @internal */
export type Unpublished<S extends Game> = S extends unknown ? Omit<S, 'awaiting' | 'history'> : never

/**
 * What a reducer returns: the compact form of the next card-play state, or the next state of
 * another phase without what this module adds. @internal
 */
export type Step = PlayCore | Unpublished<ReservationsState | ArmutState | RedealState>

/** What the engine keeps beside a state of a phase other than card play: only that it made it (the state is all there is). */
const PLAIN = Object.freeze({ plain: true })

/** Whether the engine made this value (a state it returned, never a copy of one). @internal */
export const isOwn = (u: unknown): u is Game => keptOf(u) !== undefined

/** No cards (the trick between tricks, the tricks before the first): shared. */
const NO_CARDS: readonly Card[] = Object.freeze([])
const NO_TRICKS: readonly Trick[] = Object.freeze([])
/** No action yet: the history of a new game, shared. */
const NO_ACTIONS: readonly Action[] = Object.freeze([])

/** The first state of a game (`newGame`): its history is empty. @internal */
export const publishNew = (state: Unpublished<ReservationsState>): ReservationsState => publishPlain(state, null, NO_ACTIONS) as ReservationsState

/**
 * The state after `action` took `prev` to `step`: `prev`'s history and the action, what the
 * step waits for, made plain, frozen and kept. @internal
 */
export const publish = (prev: Game, action: Action, step: Step): Game => {
  const history = historyAfter(prev.history, action)
  return step instanceof PlayCore ? publishPlaying(step, prev, history) : publishPlain(step, prev, history)
}

/**
 * The history of the latest state published, and the same actions in an ordinary list of this
 * module's: the next state of the same game is its list with one more action, copied (Node 20
 * copies a frozen list's elements many times slower than an ordinary list's).
 */
let latestHistory: readonly Action[] = NO_ACTIONS
let latestActions: Action[] = []

/** `history` and `action`, a new frozen list. */
const historyAfter = (history: readonly Action[], action: Action): readonly Action[] => {
  if (history !== latestHistory) latestActions = [...history]
  latestActions.push(action)
  latestHistory = Object.freeze(latestActions.slice())
  return latestHistory
}

/** What a state of a phase other than card play waits for. */
const plainAwaiting = (s: Unpublished<ReservationsState | ArmutState | RedealState>): PendingDecision | null => {
  switch (s.phase) {
    case 'reservations':
      return awaiting('declare', s.turn)
    case 'armut':
      return awaiting(s.step === 'pass' ? 'armutPass' : s.step === 'offer' ? 'armutAnswer' : 'armutReturn', s.turn)
    case 'redeal':
      return null
  }
}

/** Freezes `v` unless it is the same value in `prev` (frozen already). */
const freezeNew = (v: unknown, old: unknown): void => {
  if (v !== old) deepFreeze(v)
}

/** A state of a phase other than card play: the step (a new object of the reducer's) with `awaiting` and `history`, its new parts frozen. */
const publishPlain = (step: Unpublished<ReservationsState | ArmutState | RedealState>, prev: Game | null, history: readonly Action[]): Game => {
  const p = (prev ?? {}) as Partial<Record<string, unknown>>
  const s = step as unknown as Record<string, unknown>
  freezeNew(s['setup'], p['setup'])
  freezeNew(s['declarations'], p['declarations'])
  if (s['hands'] !== undefined) freezeNew(s['hands'], p['hands'])
  if (s['passed'] !== undefined) freezeNew(s['passed'], p['passed'])
  s['awaiting'] = plainAwaiting(step)
  s['history'] = history
  return Object.freeze(keep(s, PLAIN)) as unknown as Game
}

/** Seat `seat`'s hand in card order, new and frozen. */
const handOf = (c: PlayCore, seat: Seat): readonly Card[] => Object.freeze(cardList(handLo(c, seat), handHi(c, seat)))

/** The tricks of one card and of two, each made once, by the packed cards (`first | second << 6`). */
const ONE_CARD: (readonly Card[] | undefined)[] = new Array<readonly Card[] | undefined>(48).fill(undefined)
const TWO_CARDS: (readonly Card[] | undefined)[] = new Array<readonly Card[] | undefined>(48 << 6).fill(undefined)

/** The current trick's cards, frozen: shared when it holds no card, one or two, else new. */
const trickOf = (c: PlayCore): readonly Card[] => {
  const n = playedCount(c) & 3
  if (n === 0) return NO_CARDS
  const packed = packedTrick(c)
  if (n === 1) return (ONE_CARD[packed] ??= Object.freeze([packed]))
  if (n === 2) return (TWO_CARDS[packed] ??= Object.freeze([cardAt(packed, 0), cardAt(packed, 1)]))
  return Object.freeze([cardAt(packed, 0), cardAt(packed, 1), cardAt(packed, 2)])
}

/** Every completed trick of a compact state, new and frozen. */
const tricksOf = (c: PlayCore): readonly Trick[] => {
  if (c.past === null) return NO_TRICKS
  const out = new Array<Trick>(playedCount(c) >> 2)
  let i = out.length
  for (let n: PlayCore['past'] = c.past; n !== null; n = n.prev) out[--i] = trickValue(n)
  return Object.freeze(out)
}

/**
 * A card-play state from its compact form. Its hands, trick and tricks are `prev`'s where they
 * did not change (`prev` a card-play state of the engine's, one action before), else made.
 */
const publishPlaying = (c: PlayCore, prev: Game | null, history: readonly Action[]): PlayingGame => {
  const ctx = c.ctx
  const before = playCoreOf(prev)
  let hands: BySeat<readonly Card[]>
  let trick: readonly Card[]
  let tricks: readonly Trick[]
  if (before === null) {
    hands = Object.freeze([handOf(c, 0), handOf(c, 1), handOf(c, 2), handOf(c, 3)] as const)
    trick = trickOf(c)
    tricks = tricksOf(c)
  } else {
    const p = prev as PlayingGame
    if (c.outLo === before.outLo && c.outHi === before.outHi) {
      hands = p.hands
      trick = p.trick
      tricks = p.tricks
    } else {
      // One card, from the seat that was to play.
      const seat = turnOf(before)
      const h = handOf(c, seat)
      hands = Object.freeze([seat === 0 ? h : p.hands[0], seat === 1 ? h : p.hands[1], seat === 2 ? h : p.hands[2], seat === 3 ? h : p.hands[3]] as const)
      trick = trickOf(c)
      tricks = trick === NO_CARDS ? Object.freeze([...p.tricks, trickValue(c.past as NonNullable<PlayCore['past']>)]) : p.tricks
    }
  }
  const turn = turnOf(c)
  const state = {
    phase: ctx.phase,
    setup: ctx.setup,
    declarations: ctx.declarations,
    contract: ctx.contract,
    gameType: ctx.gameType,
    piglets: ctx.piglets,
    hands,
    turn,
    leader: leaderOf(c),
    trick,
    tricks,
    parties: ctx.parties,
    announcements: ctx.announcements,
    announcementLog: ctx.announcementLog,
    deadlineShift: ctx.deadlineShift,
    summary: ctx.summary,
    settlement: ctx.settlement,
    awaiting: ctx.choice ?? (ctx.phase === 'finished' ? null : (AWAITING_PLAY[turn] as PendingDecision)),
    history
  }
  return Object.freeze(keep(state, c)) as unknown as PlayingGame
}

/**
 * A card-play state made from its public parts rather than by a reducer (the bots' sampler, a
 * hand-built test state): its compact form is read from them, its history is the one given.
 * Everything it holds is copied or frozen; it is the engine's own afterwards. @internal
 */
export const playingFromParts = (
  parts: Omit<ContextParts, 'order' | 'table'>,
  hands: BySeat<readonly Card[]>,
  leader: Seat,
  trick: readonly Card[],
  tricks: readonly Trick[],
  history: readonly Action[]
): PlayingGame => {
  const rules = parts.setup.rules
  const c = newCore({ ...parts, order: orderFor(rules, parts.gameType, parts.piglets), table: ruleTable(rules) }, hands, leader, trick, tricks)
  return publishPlaying(c, null, deepFreeze([...history]))
}

/**
 * Marks a state built by hand as the engine's own (the library's own code that builds states
 * without the reducers, and tests of the match bookkeeping): a card-play state gets its compact
 * form from its fields, any other is frozen as it is. Trusts its caller: whatever it was given
 * must be the engine's own data (it is frozen, not copied). @internal
 */
export const seal = <G extends Game>(g: G): G => {
  if (keptOf(g) !== undefined) return g
  if (g.phase === 'play' || g.phase === 'clarification' || g.phase === 'finished') {
    const { hands, leader, trick, tricks, turn: _turn, awaiting: _awaiting, history, ...parts } = g as PlayingGame
    return playingFromParts(parts as Omit<ContextParts, 'order' | 'table'>, hands, leader, trick, tricks, history ?? []) as unknown as G
  }
  const { awaiting: _awaiting, history, ...rest } = g as Game
  return publishPlain({ ...rest } as Unpublished<ReservationsState | ArmutState | RedealState>, null, deepFreeze([...(history ?? [])])) as G
}
