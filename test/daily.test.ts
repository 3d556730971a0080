/**
 * The daily Partie (issue: the terminal game, the browser page and a server deal the same
 * Partie on the same day): one definition in the library, from the UTC date.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { dailySeed, rules } from '../src/index.js'
import { daily, dailyDealSeed, matchConfigs, newMatch, startNextGame } from '../src/match/index.js'
import { dealFromSeed } from '../src/rulesEntry.js'
import { ok } from './support/index.js'

describe('daily(date)', () => {
  it('is the pagat table, dealt first by seat 3, from the date seed', () => {
    const p = ok(daily('2026-12-01'))
    expect(p.date).toBe('2026-12-01')
    expect(p.seed).toBe(dailySeed('2026-12-01'))
    expect(p.config).toEqual(matchConfigs.pagat)
    expect(p.config.rules).toEqual(rules.pagat)
    expect(p.dealer).toBe(3)
    expect(ok(daily(new Date(Date.UTC(2026, 11, 1, 23, 59))))).toEqual(p)
    expect(Object.isFrozen(p)).toBe(true)
  })

  it('deal k is seeded seed, seed/1, seed/2, ... (redeals count), and the first game has the dealer and hands of that seed', () => {
    const p = ok(daily('2026-12-01'))
    expect([0, 1, 2].map((k) => dailyDealSeed(p, k))).toEqual(['doppelkopf-daily-2026-12-01', 'doppelkopf-daily-2026-12-01/1', 'doppelkopf-daily-2026-12-01/2'])
    const match = ok(newMatch(p.config, { dealer: p.dealer }))
    const game = ok(startNextGame(match, { seed: dailyDealSeed(p, 0) }))
    expect(game.setup.dealer).toBe(3)
    expect(game.setup.deal).toEqual(dealFromSeed(p.seed, 3))
  })

  it('a value that is no date is input/invalid-date', () => {
    for (const bad of ['2026-02-30', '1.12.2026', '', new Date('x'), null, 42, { toISOString: () => '2026-12-01' }]) {
      const r = daily(bad as never)
      expect(E.isLeft(r) && r.left.code).toBe('input/invalid-date')
    }
  })
})
