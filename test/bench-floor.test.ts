/**
 * The bench's floor (test/bench/floor.ts) is a validating API: it must reject what the rules
 * forbid, or its row would bound nothing. Checked against a plain re-statement of the rules.
 */
import { describe, expect, it } from 'vitest'
import { FloorState } from './bench/floor.js'

/** The suit class of a card id (type = id >> 1, suit * 6 + rank): 4 for trumps. */
const classOf = (c: number): number => {
  const t = c >> 1
  const suit = Math.floor(t / 6)
  const rank = t % 6
  if (rank === 1 || rank === 2) return 4 // jacks and queens
  if (suit === 3) return 4 // diamonds
  if (suit === 2 && rank === 4) return 4 // ♥10
  return suit
}

describe('bench floor', () => {
  it('accepts exactly the legal cards of the seat to play, follows suit, and never changes a state', () => {
    for (let game = 0; game < 30; game++) {
      let s = FloorState.start()
      const hands = [0, 1, 2, 3].map((seat) => FloorState.hand(s, seat))
      expect(new Set(hands.flat()).size).toBe(48)
      expect(hands[0]).toHaveLength(12)
      let trick: number[] = []
      while (!s.finished) {
        const seat = s.turn
        const hand = hands[seat] as number[]
        const led = trick[0]
        const mustFollow = led !== undefined && hand.some((c) => classOf(c) === classOf(led))
        const expected = hand.filter((c) => !mustFollow || classOf(c) === classOf(led as number)).sort((a, b) => a - b)
        expect([...FloorState.legal(s)].sort((a, b) => a - b)).toEqual(expected)
        for (let c = 0; c < 48; c++) {
          const r = FloorState.apply(s, { type: 'play', seat, card: c })
          expect(r._tag === 'Right').toBe(expected.includes(c))
          if (r._tag === 'Left') expect(r.left).toBe(hand.includes(c) ? 'must follow suit' : 'not in hand')
        }
        expect(FloorState.apply(s, { type: 'play', seat: (seat + 1) & 3, card: expected[0] })._tag).toBe('Left')
        expect(FloorState.apply(s, { type: 'play', seat, card: 1.5 })._tag).toBe('Left')
        expect(FloorState.apply(s, null)._tag).toBe('Left')
        const card = expected[(game * 7 + trick.length) % expected.length] as number
        const r = FloorState.apply(s, { type: 'play', seat, card })
        if (r._tag === 'Left') throw new Error(r.left)
        expect(Object.isFrozen(r.right)).toBe(true)
        hand.splice(hand.indexOf(card), 1)
        expect(FloorState.hand(r.right, seat)).toEqual(hand)
        expect(FloorState.hand(s, seat)).toContain(card) // the old state is as it was
        trick = trick.length === 3 ? [] : [...trick, card]
        s = r.right
      }
      expect(FloorState.rePoints(s)).toBeGreaterThanOrEqual(0)
      expect(FloorState.rePoints(s)).toBeLessThanOrEqual(240)
      expect(hands.every((h) => h.length === 0)).toBe(true)
    }
  })
})
