/**
 * Test helpers for the reservations beyond tsr (Armut, Schmeißen, Hochzeit variants, pagat
 * priority): complete deals written out in full, the reservation round and the Armut exchange
 * step by step, and brute-force comparison of `legalActions` with what `applyAction` accepts.
 */
import * as E from 'fp-ts/Either'
import { expect } from 'vitest'
import { type Action, type BySeat, type Card, type Declaration, type ErrorCode, type Game, type Seat, applyAction, legalActions } from '../../src/index.js'
import { act, deepFreeze, face } from './index.js'

export const SEATS: readonly Seat[] = [0, 1, 2, 3]

/**
 * A complete deal from four complete hands in notation: every hand names exactly twelve cards and
 * every face is named exactly twice in the whole deal. The first-named copy of a face gets the
 * even id, the second the odd one (reading seat 0 to seat 3, left to right).
 */
export const fullDeal = (hands: BySeat<string>): BySeat<readonly Card[]> => {
  const used = new Set<Card>()
  const out = hands.map((text, seat) => {
    const tokens = text.split(/[\s,]+/).filter((t) => t !== '')
    if (tokens.length !== 12) throw new Error(`seat ${seat}: ${tokens.length} cards named, not 12`)
    return tokens.map((t) => {
      const f = face(t)
      const c = used.has(2 * f) ? 2 * f + 1 : 2 * f
      if (used.has(c)) throw new Error(`${t} named more than twice`)
      used.add(c)
      return c
    })
  })
  if (used.size !== 48) throw new Error('not a complete deal')
  return out as unknown as BySeat<readonly Card[]>
}

/** Picks the cards named in notation from a hand (each held copy used at most once). */
export const cardsOf = (hand: readonly Card[], notation: string): Card[] => {
  const left = [...hand]
  return notation
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((t) => {
      const f = face(t)
      const i = left.findIndex((c) => c >> 1 === f)
      if (i < 0) throw new Error(`${t} is not in the hand`)
      const [c] = left.splice(i, 1)
      return c as Card
    })
}

/** The faces of some cards, sorted, in notation-independent form (face indexes). */
export const faces = (cards: readonly Card[]): number[] => cards.map((c) => c >> 1).sort((a, b) => a - b)

/** The faces of cards named in notation, sorted. */
export const facesOf = (notation: string): number[] =>
  notation
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map(face)
    .sort((a, b) => a - b)

const HEALTHY: Declaration = { kind: 'healthy' }

/**
 * Runs the reservation round: `declarations[seat]` for each seat in speaking order (default
 * healthy). Returns the state after it, in any phase (Armut, redeal, play).
 */
export const reserve = (game: Game, declarations: Partial<Record<Seat, Declaration>> = {}): Game => {
  let g = game
  while (g.phase === 'reservations') {
    const seat = g.turn
    g = act(g, { type: 'declare', seat, declaration: declarations[seat] ?? HEALTHY })
  }
  return g
}

const turnOf = (g: Game): Seat => {
  if (g.phase !== 'armut') throw new Error(`expected the Armut exchange, got phase ${g.phase}`)
  return g.turn
}

/** The poor player passes the cards named (taken from its hand). */
export const pass = (g: Game, notation: string): Game => {
  const seat = turnOf(g)
  if (g.phase !== 'armut') throw new Error('unreachable')
  return act(g, { type: 'armutPass', seat, cards: cardsOf(g.hands[seat], notation) })
}

/** The seat asked answers. */
export const answer = (g: Game, accept: boolean): Game => act(g, { type: 'armutAnswer', seat: turnOf(g), accept })

/** The acceptor returns the cards named (taken from its hand, which holds the passed cards). */
export const giveBack = (g: Game, notation: string): Game => {
  const seat = turnOf(g)
  if (g.phase !== 'armut') throw new Error('unreachable')
  return act(g, { type: 'armutReturn', seat, cards: cardsOf(g.hands[seat], notation) })
}

/** A canonical key for an action: card lists sorted, so any order of the same cards matches. */
export const actionKey = (a: Action): string =>
  'cards' in a ? JSON.stringify({ ...a, cards: [...a.cards].sort((x, y) => x - y) }) : JSON.stringify(a)

/** Keys of the actions `legalActions` lists now, sorted. */
export const listedKeys = (g: Game, seat?: Seat): string[] => legalActions(g, seat).map(actionKey).sort()

/** The error code of an action, or 'ok'. */
export const codeOf = (g: Game, action: Action): string => {
  const r = applyAction(g, action)
  return E.isLeft(r) ? r.left.code : 'ok'
}

/**
 * Asserts that an action is rejected with `code`, leaves the deeply frozen state unchanged, and is
 * not listed by `legalActions`.
 */
export const expectRejected = (game: Game, action: Action, code: ErrorCode): void => {
  const frozen = deepFreeze(game)
  const before = JSON.stringify(frozen)
  const r = applyAction(frozen, action)
  expect(E.isLeft(r) ? r.left.code : 'accepted', JSON.stringify(action)).toBe(code)
  expect(JSON.stringify(frozen)).toBe(before)
  const key = actionKey(action)
  expect(legalActions(frozen).some((a) => actionKey(a) === key)).toBe(false)
}

/** Every `k`-element subset of `items`, in order. */
export const combinations = <T>(items: readonly T[], k: number): T[][] => {
  if (k === 0) return [[]]
  const out: T[][] = []
  for (let i = 0; i <= items.length - k; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i] as T, ...rest])
  }
  return out
}

/** n choose k. */
export const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k)
