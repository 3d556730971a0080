import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { rules, settle } from '../src/index.js'
import { deadlineShift, withScoring, withWeddingDeadlineShift } from '../src/rulesEntry.js'
import { decodeRules } from '../src/rules/codec.js'

describe('option withScoring: only the settlement scheme changes', () => {
  it('tsr with the pagat scheme settles a failed keine 90 the pagat way', () => {
    const table = pipe(rules.tsr, withScoring('pagat'))
    expect(decodeRules(table)._tag).toBe('Right')
    expect({ ...table, scoring: 'tsr' }).toEqual(rules.tsr)
    // Re said keine 90 and took 145; Kontra 95 wins. tsr: won 1 + Re 2 + keine 90 1 + against the
    // ♣Q 1 = 5. pagat: won 1 + against the ♣Q 1 + Re 2 + keine 90 broken by the losers 2 = 6.
    const summary = {
      parties: ['re', 're', 'kontra', 'kontra'],
      points: { re: 145, kontra: 95 },
      tricks: { re: 8, kontra: 4 },
      announcements: { re: 'no90', kontra: 'none' },
      extraPoints: []
    } as const
    const tsr = settle(summary, rules.tsr)
    const pagatScheme = settle(summary, table)
    expect(tsr._tag === 'Right' && tsr.right.scores).toEqual([-5, -5, 5, 5])
    expect(pagatScheme._tag === 'Right' && pagatScheme.right.scores).toEqual([-6, -6, 6, 6])
  })
})

describe('option withWeddingDeadlineShift: only the shift after a Hochzeit changes', () => {
  it('tsr with the pagat shift lowers the deadlines by the Klärungsstich number', () => {
    const table = pipe(rules.tsr, withWeddingDeadlineShift('klaerungsstich'))
    expect({ ...table, weddingDeadlineShift: 'klaerungsstichMinusOne' }).toEqual(rules.tsr)
    expect(deadlineShift(rules.tsr, 2)).toBe(1)
    expect(deadlineShift(table, 2)).toBe(2)
    expect(deadlineShift(pipe(rules.pagat, withWeddingDeadlineShift('klaerungsstichMinusOne')), 3)).toBe(2)
  })
})
