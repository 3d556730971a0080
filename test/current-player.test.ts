import { describe, expect, it } from 'vitest'
import { currentPlayer, legalActions, rules } from '../src/index.js'
import { playerView } from '../src/views/index.js'
import { act, dealOf, start, spectatorOf, viewOf } from './support/index.js'

describe('currentPlayer: the seat that must act', () => {
  it('a Hochzeit with chosenByHochzeiter: the Hochzeiter acts first, even when another seat leads', () => {
    // Dealer 0: seat 1 speaks first and leads; seat 2 holds both ♣Q and declares the Hochzeit.
    let g = start({ rules: rules.house, hands: dealOf(['', '', '♣Q ♣Q', '']), dealer: 0 })
    for (const seat of [1, 2, 3, 0] as const) {
      g = act(g, { type: 'declare', seat, declaration: seat === 2 ? { kind: 'hochzeit' } : { kind: 'healthy' } })
    }
    expect(g.phase).toBe('clarification')
    if (g.phase !== 'clarification') return
    expect(g.turn).toBe(1)
    expect(currentPlayer(g)).toBe(2)
    expect(viewOf(g, 1).turn).toBe(2)
    expect(legalActions(g, 2).map((a) => (a.type === 'chooseClarification' ? a.trick : a.type))).toEqual(['any', 'trump', 'plain', 'clubs', 'spades', 'hearts'])
    const chosen = act(g, { type: 'chooseClarification', seat: 2, trick: 'trump' })
    expect(currentPlayer(chosen)).toBe(1)
    expect(viewOf(chosen, 1).turn).toBe(1)
  })
})
