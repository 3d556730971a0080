/**
 * Perft (as in chess engines): the number of legal card-play sequences of a given length from a
 * fixed deal. Only card plays count (no announcements); each card id is a distinct move, so the
 * two copies of a card in one hand are two moves.
 *
 * The pinned numbers below are ANCHORS. They were cross-checked three ways: by the validating
 * API (`legalActions` / `applyAction`), by the fast path (`FastGame`, clone + play), and by a
 * naive perft over the card order typed out from RULES.md section 2 (test/support/random-games.ts);
 * depth 1 and 2 were also counted by hand from the printed hands (see the comments). Any change
 * to the follow-suit rule, the card order, trick winners (who leads next) or the leader of the
 * first trick shows up here as a diff. If one of these numbers changes, find out which rule
 * changed before touching the table.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Declaration, type Game, type Seat, applyAction, legalActions } from '../src/index.js'
import { FastGame } from '../src/fast/index.js'
import { dealOf, declare, start, fastCopy } from './support/index.js'
import { type ReferenceGameType, referenceLegal, referenceWinner } from './support/random-games.js'

/** Deepest ply counted. Depth 7 is the first trick plus three cards of the second. */
const MAX_DEPTH = 7

interface PerftDeal {
  readonly seed: string
  /** What the table calls the game. */
  readonly game: string
  readonly declarations: Partial<Record<Seat, Declaration>>
  /** The contract the declarations must lead to. */
  readonly contract: string
  /** The card order the naive reference uses. */
  readonly order: ReferenceGameType
  /** The hands the seed deals (seats 0..3), pinned so that a change of the deal is told apart from a change of legality. */
  readonly hands: readonly [string, string, string, string]
}

/** All deals: `newGame({ seed, dealer: 0 })`, so seat 1 (the dealer's left) speaks first and leads. Hands listed trumps first. */
const DEALS: readonly PerftDeal[] = [
  {
    seed: 'perft-1',
    game: 'normal',
    declarations: {},
    contract: 'normal',
    order: 'normal',
    hands: [
      '♣Q ♦Q ♦Q ♠J ♥J ♦10 ♦K ♠10 ♥A ♥K ♥9 ♥9',
      '♣J ♦J ♦J ♦A ♦10 ♦9 ♣A ♣10 ♣K ♠10 ♠9 ♥K',
      '♥10 ♣Q ♠Q ♠Q ♥Q ♦A ♦K ♣A ♣9 ♣9 ♠K ♠K',
      '♥10 ♥Q ♣J ♠J ♥J ♦9 ♣10 ♣K ♠A ♠A ♠9 ♥A'
    ]
  },
  // Seat 1 holds both ♣Q and declares healthy: a silent wedding (normal card order).
  {
    seed: 'perft-2',
    game: 'silent wedding',
    declarations: {},
    contract: 'silentWedding',
    order: 'normal',
    hands: [
      '♠Q ♥Q ♣J ♠J ♥J ♦A ♦10 ♦9 ♣K ♠10 ♥K ♥9',
      '♣Q ♣Q ♦Q ♠J ♦J ♦10 ♣A ♣A ♣9 ♠A ♠K ♠9',
      '♥10 ♥J ♦A ♦K ♦K ♣10 ♣10 ♣9 ♠A ♠K ♠9 ♥9',
      '♥10 ♠Q ♥Q ♦Q ♣J ♦J ♦9 ♣K ♠10 ♥A ♥A ♥K'
    ]
  },
  {
    seed: 'perft-3',
    game: 'normal',
    declarations: {},
    contract: 'normal',
    order: 'normal',
    hands: [
      '♣Q ♠Q ♠J ♦10 ♦9 ♠A ♠A ♠10 ♠9 ♥K ♥9 ♥9',
      '♥10 ♣Q ♥Q ♣J ♠J ♥J ♥J ♦K ♣A ♣K ♣9 ♠10',
      '♥Q ♦Q ♦Q ♦K ♦9 ♣A ♣K ♣9 ♠K ♠K ♥A ♥A',
      '♥10 ♠Q ♣J ♦J ♦J ♦A ♦A ♦10 ♣10 ♣10 ♠9 ♥K'
    ]
  },
  // Seat 2 plays a Lustsolo (no Pflichtsolo owed), so the dealer's left still leads.
  {
    seed: 'perft-4',
    game: 'Damensolo',
    declarations: { 2: { kind: 'solo', solo: 'queens' } },
    contract: 'solo',
    order: 'queens',
    hands: [
      '♣Q ♠Q ♦Q ♦Q ♣A ♣10 ♣J ♠9 ♥K ♥J ♥9 ♦10',
      '♠Q ♥Q ♣10 ♣9 ♠10 ♠10 ♠J ♥A ♥10 ♥J ♥9 ♦A',
      '♥Q ♣A ♣K ♠A ♠A ♠K ♠K ♠J ♠9 ♥10 ♥K ♦J',
      '♣Q ♣K ♣J ♣9 ♥A ♦A ♦10 ♦K ♦K ♦J ♦9 ♦9'
    ]
  },
  // Seat 3 holds both ♣Q and announces a Hochzeit: the first tricks run in the clarification phase.
  {
    seed: 'perft-5',
    game: 'Hochzeit',
    declarations: { 3: { kind: 'hochzeit' } },
    contract: 'hochzeit',
    order: 'normal',
    hands: [
      '♥10 ♠Q ♦Q ♣J ♠J ♥J ♦A ♣10 ♠A ♠10 ♠K ♥A',
      '♠Q ♦Q ♦J ♦K ♦K ♦9 ♣A ♣K ♣9 ♠K ♠9 ♥A',
      '♥10 ♥Q ♠J ♦J ♦10 ♦9 ♣A ♠A ♠10 ♠9 ♥K ♥9',
      '♣Q ♣Q ♥Q ♣J ♥J ♦A ♦10 ♣10 ♣K ♣9 ♥K ♥9'
    ]
  }
]

/**
 * The pinned counts: seed, game type, depth, number of card-play sequences.
 *
 * Depth 1 is the leader's twelve cards. Depth 2 by hand (leader seat 1, second hand seat 2;
 * a led card allows the second hand's cards of its class, or all twelve if it has none):
 * - perft-1 (normal). Seat 1: ♣J ♦J ♦J ♦A ♦10 ♦9 | ♣A ♣10 ♣K | ♠10 ♠9 | ♥K.
 *   Seat 2: ♥10 ♣Q ♠Q ♠Q ♥Q ♦A ♦K | ♣A ♣9 ♣9 | ♠K ♠K | no ♥.  6×7 + 3×3 + 2×2 + 1×12 = 67.
 * - perft-4 (Damensolo: only queens trump, ♥10 and the jacks in their suits). Seat 1: ♠Q ♥Q |
 *   ♣10 ♣9 | ♠10 ♠10 ♠J | ♥A ♥10 ♥J ♥9 | ♦A. Seat 2: ♥Q | ♣A ♣K | ♠A ♠A ♠K ♠K ♠J ♠9 | ♥10 ♥K |
 *   ♦J.  2×1 + 2×2 + 3×6 + 4×2 + 1×1 = 33.
 * - perft-5 (Hochzeit, normal order). Seat 1: ♠Q ♦Q ♦J ♦K ♦K ♦9 | ♣A ♣K ♣9 | ♠K ♠9 | ♥A.
 *   Seat 2: ♥10 ♥Q ♠J ♦J ♦10 ♦9 | ♣A | ♠A ♠10 ♠9 | ♥K ♥9.  6×6 + 3×1 + 2×3 + 1×2 = 47.
 */
const PINNED: readonly { readonly seed: string; readonly game: string; readonly depth: number; readonly count: number }[] = [
  { seed: 'perft-1', game: 'normal', depth: 1, count: 12 },
  { seed: 'perft-1', game: 'normal', depth: 2, count: 67 },
  { seed: 'perft-1', game: 'normal', depth: 3, count: 294 },
  { seed: 'perft-1', game: 'normal', depth: 4, count: 2040 },
  { seed: 'perft-1', game: 'normal', depth: 5, count: 22440 },
  { seed: 'perft-1', game: 'normal', depth: 6, count: 94582 },
  { seed: 'perft-1', game: 'normal', depth: 7, count: 507508 },
  { seed: 'perft-2', game: 'silent wedding', depth: 1, count: 12 },
  { seed: 'perft-2', game: 'silent wedding', depth: 2, count: 48 },
  { seed: 'perft-2', game: 'silent wedding', depth: 3, count: 228 },
  { seed: 'perft-2', game: 'silent wedding', depth: 4, count: 1698 },
  { seed: 'perft-2', game: 'silent wedding', depth: 5, count: 18678 },
  { seed: 'perft-2', game: 'silent wedding', depth: 6, count: 74989 },
  { seed: 'perft-2', game: 'silent wedding', depth: 7, count: 345822 },
  { seed: 'perft-3', game: 'normal', depth: 1, count: 12 },
  { seed: 'perft-3', game: 'normal', depth: 2, count: 51 },
  { seed: 'perft-3', game: 'normal', depth: 3, count: 340 },
  { seed: 'perft-3', game: 'normal', depth: 4, count: 1824 },
  { seed: 'perft-3', game: 'normal', depth: 5, count: 20064 },
  { seed: 'perft-3', game: 'normal', depth: 6, count: 92394 },
  { seed: 'perft-3', game: 'normal', depth: 7, count: 419437 },
  { seed: 'perft-4', game: 'Damensolo', depth: 1, count: 12 },
  { seed: 'perft-4', game: 'Damensolo', depth: 2, count: 33 },
  { seed: 'perft-4', game: 'Damensolo', depth: 3, count: 245 },
  { seed: 'perft-4', game: 'Damensolo', depth: 4, count: 291 },
  { seed: 'perft-4', game: 'Damensolo', depth: 5, count: 3201 },
  { seed: 'perft-4', game: 'Damensolo', depth: 6, count: 12352 },
  { seed: 'perft-4', game: 'Damensolo', depth: 7, count: 80714 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 1, count: 12 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 2, count: 47 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 3, count: 337 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 4, count: 1993 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 5, count: 21923 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 6, count: 96149 },
  { seed: 'perft-5', game: 'Hochzeit', depth: 7, count: 446116 }
]

const dealOfSeed = (seed: string): PerftDeal => {
  const d = DEALS.find((x) => x.seed === seed)
  if (d === undefined) throw new Error(`no deal ${seed}`)
  return d
}

/**
 * The game after the reservation round, ready for the first card: from the pinned hands (the
 * seed's deal, checked below), so that these counts depend on the rules of play alone.
 */
const startOf = (deal: PerftDeal): Game => declare(start({ hands: dealOf(deal.hands), dealer: 0 }), deal.declarations)

/** Counts per depth 1..max (index depth - 1) by the validating API: play actions of `legalActions`. */
const perftValidating = (game: Game, max: number): number[] => {
  const counts = new Array<number>(max).fill(0)
  const visit = (g: Game, depth: number): void => {
    for (const a of legalActions(g)) {
      if (a.type !== 'play') continue
      counts[depth] = (counts[depth] ?? 0) + 1
      if (depth + 1 < max) {
        const next = applyAction(g, a)
        if (E.isLeft(next)) throw new Error(`listed play rejected: ${next.left.code}`)
        visit(next.right, depth + 1)
      }
    }
  }
  visit(game, 0)
  return counts
}

/** Counts per depth by the fast path: `legalCards`, then `clone()` + `play` per move. */
const perftFast = (fast: FastGame, max: number): number[] => {
  const counts = new Array<number>(max).fill(0)
  const visit = (f: FastGame, depth: number): void => {
    const moves: number[] = []
    const n = f.legalCards(moves)
    counts[depth] = (counts[depth] ?? 0) + n
    if (depth + 1 >= max) return
    for (let i = 0; i < n; i++) {
      const child = f.clone()
      child.play(moves[i] as number)
      visit(child, depth + 1)
    }
  }
  visit(fast, 0)
  return counts
}

/** Counts per depth by the naive reference: hands as arrays, the RULES 2 table, first of equals wins. */
const perftNaive = (order: ReferenceGameType, hands: readonly (readonly number[])[], leader: number, max: number): number[] => {
  const counts = new Array<number>(max).fill(0)
  const visit = (hs: readonly (readonly number[])[], lead: number, trick: readonly number[], depth: number): void => {
    const turn = (lead + trick.length) % 4
    const hand = hs[turn] as readonly number[]
    for (const c of referenceLegal(order, hand, trick[0])) {
      counts[depth] = (counts[depth] ?? 0) + 1
      if (depth + 1 >= max) continue
      const next = hs.map((h, s) => (s === turn ? h.filter((x) => x !== c) : h))
      const t = [...trick, c]
      if (t.length < 4) visit(next, lead, t, depth + 1)
      else {
        const winner = (lead + referenceWinner(order, t)) % 4
        visit(next, winner, [], depth + 1)
      }
    }
  }
  visit(hands, leader, [], 0)
  return counts
}

const memo = new Map<string, { validating: number[]; fast: number[] }>()
const countsOf = (seed: string): { validating: number[]; fast: number[] } => {
  const hit = memo.get(seed)
  if (hit !== undefined) return hit
  const game = startOf(dealOfSeed(seed))
  if (game.phase !== 'play' && game.phase !== 'clarification') throw new Error(`${seed}: no card play`)
  const r = { validating: perftValidating(game, MAX_DEPTH), fast: perftFast(fastCopy(game), MAX_DEPTH) }
  memo.set(seed, r)
  return r
}

const faces = (cards: readonly number[]): number[] => cards.map((c) => c >> 1).sort((a, b) => a - b)

describe('perft: the deals are what the table says', () => {
  it.each(DEALS)('newGame({ seed: $seed, dealer: 0 }) deals the pinned hands (else the deal algorithm changed, RULES 9)', (deal) => {
    const g = start({ seed: deal.seed, dealer: 0 })
    const pinned = dealOf(deal.hands)
    for (const s of [0, 1, 2, 3] as const) expect(faces(g.setup.deal[s]), `${deal.seed} seat ${s}`).toEqual(faces(pinned[s]))
  })

  it.each(DEALS)('$seed is a $game game led by seat 1', (deal) => {
    const g = startOf(deal)
    if (g.phase !== 'play' && g.phase !== 'clarification') throw new Error(`${deal.seed}: no card play`)
    expect(g.contract.kind).toBe(deal.contract)
    expect(g.phase).toBe(deal.contract === 'hochzeit' ? 'clarification' : 'play')
    expect(g.turn).toBe(1)
    expect(g.hands.map((h) => h.length)).toEqual([12, 12, 12, 12])
  })
})

describe('perft: sanity by hand (RULES 4 follow suit, trumps one suit)', () => {
  it.each(DEALS)('$seed: depth 1 is the leader\'s 12 cards; depth 2 sums, over them, the second hand\'s options', (deal) => {
    const g = startOf(deal)
    if (g.phase !== 'play' && g.phase !== 'clarification') throw new Error('no card play')
    const leader = g.hands[1]
    const second = g.hands[2]
    const depth2 = leader.reduce((sum, c) => sum + referenceLegal(deal.order, second, c).length, 0)
    const { validating } = countsOf(deal.seed)
    expect(validating[0]).toBe(12)
    expect(validating[1]).toBe(depth2)
  }, 60_000)
})

describe('perft: the validating API, the fast path and the naive reference count the same', () => {
  it.each(DEALS)('$seed ($game): depths 1..7 agree', (deal) => {
    const { validating, fast } = countsOf(deal.seed)
    expect(fast).toEqual(validating)
    // The naive count starts from the pinned hands with seat 1 (the dealer's left) leading.
    expect(perftNaive(deal.order, dealOf(deal.hands), 1, MAX_DEPTH)).toEqual(validating)
  }, 60_000)
})

describe('perft: pinned anchors (a diff here means a legality change)', () => {
  it.each(PINNED)('$seed $game, depth $depth: $count sequences', ({ seed, game, depth, count }) => {
    expect(dealOfSeed(seed).game).toBe(game)
    const { validating, fast } = countsOf(seed)
    expect(validating[depth - 1]).toBe(count)
    expect(fast[depth - 1]).toBe(count)
  }, 60_000)
})
