import { describe, expect, it } from 'vitest'
import { publicReservations } from '../src/rulesEntry.js'
import { dealOf, declare, start } from './support/index.js'

// Seat 2 holds both ♣Q (Hochzeit possible); seat 3 will declare a solo.
const hands = dealOf(['', '', '♣Q ♣Q', ''])

describe('RULES 3: other players see only "reservation" until the played one is revealed', () => {
  it('every declaration shows only as "healthy" or "reservation"; before resolution nothing is revealed', () => {
    const g = declare(start({ hands, dealer: 0 }), { 2: { kind: 'hochzeit' }, 3: { kind: 'solo', solo: 'queens' } })
    const view = publicReservations(g.declarations, null)
    expect(view.declarations).toEqual([
      { seat: 1, declared: 'healthy' },
      { seat: 2, declared: 'reservation' },
      { seat: 3, declared: 'reservation' },
      { seat: 0, declared: 'healthy' }
    ])
    expect(view.played).toBeNull()
  })

  it('after the round only the winning reservation is revealed; the overridden Hochzeit never is', () => {
    const g = declare(start({ hands, dealer: 0 }), { 2: { kind: 'hochzeit' }, 3: { kind: 'solo', solo: 'queens' } })
    const view = publicReservations(g.declarations, g.contract)
    expect(view.played).toEqual({ seat: 3, declaration: { kind: 'solo', solo: 'queens' } })
    expect(JSON.stringify(view)).not.toContain('hochzeit')
  })

  it('a Hochzeit that is played is revealed', () => {
    const g = declare(start({ hands, dealer: 0 }), { 2: { kind: 'hochzeit' } })
    expect(publicReservations(g.declarations, g.contract).played).toEqual({ seat: 2, declaration: { kind: 'hochzeit' } })
  })

  it('a silent wedding looks like a normal game: nothing is revealed', () => {
    const g = declare(start({ hands, dealer: 0 }))
    expect(g.contract.kind).toBe('silentWedding')
    const view = publicReservations(g.declarations, g.contract)
    expect(view.played).toBeNull()
    expect(view.declarations.every((d) => d.declared === 'healthy')).toBe(true)
  })
})
