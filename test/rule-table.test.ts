/** The compiled rule table answers each rule question as the rule set's fields say. */
import { pipe } from 'fp-ts/lib/function.js'
import { describe, expect, it } from 'vitest'
import { rules } from '../src/index.js'
import { withArmut, withExtraPoints, withSchmeissen, withSecondDulleBeats, withSoloLeader, withWeddingDeadlineShift, withoutNines } from '../src/rulesEntry.js'
import { ruleTable } from '../src/rules/table.js'

describe('ruleTable', () => {
  it('is compiled once per rule set', () => {
    expect(ruleTable(rules.tsr)).toBe(ruleTable(rules.tsr))
    expect(ruleTable(rules.tsr)).not.toBe(ruleTable(rules.pagat))
  })

  it('second Dulle: never, always, or except in the last trick', () => {
    const beats = (r: typeof rules.tsr) => [ruleTable(r).secondDulleWins(false), ruleTable(r).secondDulleWins(true)]
    expect(beats(rules.tsr)).toEqual([false, false])
    expect(beats(withSecondDulleBeats('always')(rules.tsr))).toEqual([true, true])
    expect(beats(withSecondDulleBeats('exceptLastTrick')(rules.tsr))).toEqual([true, false])
  })

  it('solo leader: the soloist of a Pflichtsolo (tsr), the dealer\'s left (pagat), the soloist (house)', () => {
    expect([ruleTable(rules.tsr).soloistLeads(true), ruleTable(rules.tsr).soloistLeads(false)]).toEqual([true, false])
    expect([ruleTable(rules.pagat).soloistLeads(true), ruleTable(rules.pagat).soloistLeads(false)]).toEqual([false, false])
    expect([ruleTable(rules.house).soloistLeads(true), ruleTable(rules.house).soloistLeads(false)]).toEqual([true, true])
    expect(ruleTable(withSoloLeader('soloist')(rules.pagat)).soloistLeads(false)).toBe(true)
  })

  it('reservations, solos, Schmeißen reasons and redeals', () => {
    expect(ruleTable(rules.tsr).offers).toEqual({ solo: true, schmeissen: false, armut: false, hochzeit: true })
    expect(ruleTable(rules.tsr).soloListed('kings')).toBe(false)
    expect(ruleTable(rules.house).soloListed('kings')).toBe(true)
    expect(ruleTable(rules.tsr).schmeissenReasons).toEqual([])
    expect(ruleTable(pipe(rules.tsr, withSchmeissen(['fiveNines']))).schmeissenReasons).toEqual(['fiveNines'])
    expect([rules.tsr, rules.pagat, rules.house].map((r) => ['armutDeclined', 'armutRedeal', 'schmeissen'].map((x) => ruleTable(r).redeals(x as 'schmeissen')))).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, true]
    ])
    expect(ruleTable(pipe(rules.pagat, withArmut({ pass: 'trumpsOnly', returnTrumps: false }))).armut).toMatchObject({ passTrumpsOnly: true, returnTrumps: false, exchange: true })
  })

  it('Hochzeit: clarifying tricks and the deadline shift', () => {
    expect(ruleTable(rules.tsr).clarifyingTricks).toBe('any')
    expect(ruleTable(rules.house).clarifyingTricks).toBeNull()
    expect(ruleTable(rules.tsr).deadlineShift(3)).toBe(2)
    expect(ruleTable(withWeddingDeadlineShift('klaerungsstich')(rules.tsr)).deadlineShift(3)).toBe(3)
  })

  it('deck, piglets and scoring', () => {
    expect([ruleTable(rules.tsr).cardsPerHand, ruleTable(withoutNines(rules.tsr)).cardsPerHand]).toEqual([12, 10])
    expect(ruleTable(rules.house).piglets).toEqual({ enabled: true, superpiglets: true, publicAtStart: false, inSolo: false })
    expect(ruleTable(rules.pagat).scoring).toMatchObject({ pagat: true, doubling: false })
    expect(ruleTable(rules.house).scoring).toMatchObject({ pagat: false, doubling: true, extrasBeforeDoubling: false, againstTheClubQueens: false })
    const counts = ruleTable(rules.house).scoring.extraPointCounts
    expect([counts('doppelkopf', true), counts('foxCaught', true), counts('foxCaught', false), counts('foxLastTrick', false)]).toEqual([true, false, true, false])
    expect(ruleTable(withExtraPoints({ foxLastTrick: true })(rules.tsr)).scoring.extraPointCounts('foxLastTrick', false)).toBe(true)
  })
})
