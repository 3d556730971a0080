/**
 * Random complete games for property-based tests.
 *
 * A game is driven by one seed string (from fast-check) through the library's own seeded random
 * source (`createRng`, `dealWith`), so every failing case can be replayed from its seed. All moves
 * go through the validating API (`legalActions` / `applyAction`); the generator records every
 * action and every intermediate state.
 */
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { type Action, type BySeat, type Game, type NewGameOptions, type Seat, applyAction, legalActions, newGame } from '../../src/index.js'
import { type Rng, createRng, dealWith } from '../../src/rulesEntry.js'
import { deepFreeze } from './index.js'

/** Options of {@link randomGame}. */
export interface RandomGameOptions {
  /** Deep-freeze every state before the next action is applied (default false). */
  readonly freeze?: boolean
}

/** A random complete game: its setup, every action applied and every state on the way. */
export interface RandomGame {
  readonly seed: string
  /** The options given to `newGame`. */
  readonly options: NewGameOptions
  /** The actions in the order they were applied. */
  readonly actions: readonly Action[]
  /** `states[0]` is the new game; `states[i + 1]` is the state after `actions[i]`. */
  readonly states: readonly Game[]
}

/** Seeds for {@link randomGame}: readable strings from fast-check integers. */
export const gameSeed: fc.Arbitrary<string> = fc.integer().map((n) => `random-game-${n}`)

const pick = <T>(rng: Rng, xs: readonly T[]): T => {
  const x = xs[rng.nextInt(xs.length)]
  if (x === undefined) throw new Error('pick from an empty list')
  return x
}

/** The setup options a seed stands for: random dealer, Pflichtsolo debts, sometimes a forced soloist. */
export const randomSetup = (rng: Rng): NewGameOptions => {
  const dealer = rng.nextInt(4) as Seat
  const owed = [0, 1, 2, 3].map(() => rng.nextInt(2) === 1) as unknown as BySeat<boolean>
  const forced = rng.nextInt(10) === 0 ? (rng.nextInt(4) as Seat) : undefined
  const hands = dealWith(rng, dealer)
  return forced === undefined
    ? { dealer, hands, compulsorySoloOwed: owed }
    : { dealer, hands, compulsorySoloOwed: owed, forcedSoloist: forced }
}

/**
 * Chooses a random legal action: in the reservation round mostly healthy, a Hochzeit half the
 * time it is possible, now and then a random solo (always one for a forced soloist); in play a
 * random legal card, or (at a per-game rate) a random listed announcement of any seat. With
 * `hochzeiterWins`, while a Hochzeit looks for its partner the Hochzeiter plays its highest legal
 * card and the others their lowest, so that lone Hochzeits (and the deadline shift of a late
 * Klärungsstich) come up often.
 */
const chooseAction = (rng: Rng, game: Game, announceRate: number, hochzeiterWins: boolean): Action => {
  const actions = legalActions(game)
  if (game.phase === 'reservations') {
    const solos = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'solo')
    const healthy = actions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
    const hochzeit = actions.find((a) => a.type === 'declare' && a.declaration.kind === 'hochzeit')
    if (healthy === undefined) return pick(rng, solos)
    if (hochzeit !== undefined && rng.nextInt(2) === 0) return hochzeit
    if (solos.length > 0 && rng.nextInt(20) === 0) return pick(rng, solos)
    return healthy
  }
  const plays = actions.filter((a) => a.type === 'play')
  const announcements = actions.filter((a) => a.type === 'announce')
  if (announcements.length > 0 && rng.nextInt(1000) < announceRate * 1000) return pick(rng, announcements)
  if (hochzeiterWins && game.phase === 'clarification' && game.contract.kind === 'hochzeit') {
    const strength = (a: Action): number => {
      const r = referenceRank('normal', a.type === 'play' ? a.card : 0)
      return r.cls === 'trump' ? 200 - r.rank : 100 - r.rank
    }
    const sign = game.turn === game.contract.hochzeiter ? 1 : -1
    return plays.reduce((best, a) => (sign * strength(a) > sign * strength(best) ? a : best))
  }
  return pick(rng, plays)
}

/** Plays a random complete game from a seed through the validating API. Throws if the engine rejects a listed action. */
export const randomGame = (seed: string, opts: RandomGameOptions = {}): RandomGame => {
  const rng = createRng(seed)
  const options = randomSetup(rng)
  const announceRate = pick(rng, [0, 0.05, 0.15, 0.4])
  const hochzeiterWins = rng.nextInt(2) === 0
  const first = newGame(options)
  if (E.isLeft(first)) throw new Error(`newGame rejected the setup of ${seed}: ${first.left.code}`)
  let game = opts.freeze ? deepFreeze(first.right) : first.right
  const states: Game[] = [game]
  const actions: Action[] = []
  while (game.phase !== 'finished') {
    if (actions.length > 200) throw new Error(`game ${seed} does not end`)
    const action = chooseAction(rng, game, announceRate, hochzeiterWins)
    const next = applyAction(game, action)
    if (E.isLeft(next)) {
      throw new Error(`${seed}: listed action ${JSON.stringify(action)} rejected: ${next.left.code} ${next.left.message}`)
    }
    game = opts.freeze ? deepFreeze(next.right) : next.right
    actions.push(action)
    states.push(game)
  }
  return { seed, options, actions, states }
}

// ---------------------------------------------------------------------------------------------
// A naive reference of the card order, typed out from RULES.md section 2 (independent of
// src/game/order.ts), for checking trick winners and the follow-suit rule.
// ---------------------------------------------------------------------------------------------

/** A game type as the reference knows it: `normal` (also Hochzeit, silent wedding) or a solo. */
export type ReferenceGameType = 'normal' | 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'queens' | 'jacks' | 'fleischlos'

type SuitSymbol = '♣' | '♠' | '♥' | '♦'
const SUIT_SYMBOLS: readonly SuitSymbol[] = ['♣', '♠', '♥', '♦']
const RANK_NAMES = ['A', '10', 'K', 'Q', 'J', '9'] as const
const RANK_POINTS: Readonly<Record<string, number>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 }

const NORMAL_HIGH = '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J'

/**
 * RULES.md section 2, row by row: trumps high to low, and the plain suits' ranks high to low
 * (a suit missing from `plain` is all trump).
 */
export const REFERENCE_ORDER: Readonly<
  Record<ReferenceGameType, { readonly trumps: string; readonly plain: Partial<Record<SuitSymbol, string>> }>
> = {
  normal: { trumps: `${NORMAL_HIGH} ♦A ♦10 ♦K ♦9`, plain: { '♣': 'A 10 K 9', '♠': 'A 10 K 9', '♥': 'A K 9' } },
  diamonds: { trumps: `${NORMAL_HIGH} ♦A ♦10 ♦K ♦9`, plain: { '♣': 'A 10 K 9', '♠': 'A 10 K 9', '♥': 'A K 9' } },
  clubs: { trumps: `${NORMAL_HIGH} ♣A ♣10 ♣K ♣9`, plain: { '♠': 'A 10 K 9', '♥': 'A K 9', '♦': 'A 10 K 9' } },
  spades: { trumps: `${NORMAL_HIGH} ♠A ♠10 ♠K ♠9`, plain: { '♣': 'A 10 K 9', '♥': 'A K 9', '♦': 'A 10 K 9' } },
  hearts: { trumps: `${NORMAL_HIGH} ♥A ♥K ♥9`, plain: { '♣': 'A 10 K 9', '♠': 'A 10 K 9', '♦': 'A 10 K 9' } },
  queens: { trumps: '♣Q ♠Q ♥Q ♦Q', plain: { '♣': 'A 10 K J 9', '♠': 'A 10 K J 9', '♥': 'A 10 K J 9', '♦': 'A 10 K J 9' } },
  jacks: { trumps: '♣J ♠J ♥J ♦J', plain: { '♣': 'A 10 K Q 9', '♠': 'A 10 K Q 9', '♥': 'A 10 K Q 9', '♦': 'A 10 K Q 9' } },
  fleischlos: {
    trumps: '',
    plain: { '♣': 'A 10 K Q J 9', '♠': 'A 10 K Q J 9', '♥': 'A 10 K Q J 9', '♦': 'A 10 K Q J 9' }
  }
}

/** The face of a card id as printed in the table: suit symbol + rank ('♥10'). */
export const referenceFace = (card: number): string => {
  const face = Math.floor(card / 2)
  return `${SUIT_SYMBOLS[Math.floor(face / 6)]}${RANK_NAMES[face % 6]}`
}

/** Card points (Augen) of a card: A 11, 10 10, K 4, Q 3, J 2, 9 0 (RULES.md section 1). */
export const referencePoints = (card: number): number => RANK_POINTS[RANK_NAMES[Math.floor(card / 2) % 6] ?? ''] ?? NaN

/**
 * A card's class ('trump' or its suit symbol) and rank within the class (0 = highest), by the
 * reference table. Throws if the table does not place the card exactly once.
 */
export const referenceRank = (gameType: ReferenceGameType, card: number): { readonly cls: string; readonly rank: number } => {
  const key = `${gameType}/${card}`
  const cached = rankCache.get(key)
  if (cached !== undefined) return cached
  const spec = REFERENCE_ORDER[gameType]
  const f = referenceFace(card)
  const suit = f.slice(0, 1) as SuitSymbol
  const rankName = f.slice(1)
  const trumps = spec.trumps.split(' ').filter((t) => t !== '')
  const t = trumps.indexOf(f)
  const plain = (spec.plain[suit] ?? '').split(' ').filter((t) => t !== '')
  const p = plain.indexOf(rankName)
  if ((t >= 0) === (p >= 0)) throw new Error(`reference table places ${f} ${t >= 0 ? 'twice' : 'nowhere'} in ${gameType}`)
  const r = t >= 0 ? { cls: 'trump', rank: t } : { cls: suit, rank: p }
  rankCache.set(key, r)
  return r
}
const rankCache = new Map<string, { readonly cls: string; readonly rank: number }>()

/** Index (in play order) of the winner of a complete trick: highest trump, else highest card of the led suit; first of equals. */
export const referenceWinner = (gameType: ReferenceGameType, cards: readonly number[]): number => {
  const led = referenceRank(gameType, cards[0] as number).cls
  // Score each card: trumps above the led suit, other suits cannot win; strictly greater replaces.
  const score = (c: number): number => {
    const r = referenceRank(gameType, c)
    return r.cls === 'trump' ? 200 - r.rank : r.cls === led ? 100 - r.rank : 0
  }
  let best = 0
  cards.forEach((c, i) => {
    if (score(c) > score(cards[best] as number)) best = i
  })
  return best
}

/** The cards of `hand` that may be played to a trick led by `led` (undefined: leading). */
export const referenceLegal = (gameType: ReferenceGameType, hand: readonly number[], led: number | undefined): number[] => {
  if (led === undefined) return [...hand]
  const cls = referenceRank(gameType, led).cls
  const follow = hand.filter((c) => referenceRank(gameType, c).cls === cls)
  return follow.length > 0 ? follow : [...hand]
}

/** The reference game type of a contract: a declared solo's type, else the normal order. */
export const referenceGameType = (contract: { readonly kind: string; readonly solo?: string }): ReferenceGameType =>
  contract.kind === 'solo' ? (contract.solo as ReferenceGameType) : 'normal'
