/**
 * RULES 11.5 `announcementReply: false` (no reply rule): Re and Kontra always need the deadline
 * of a first announcement; with the rule (every preset), a party may still answer the other
 * party's announcement one card after its deadline.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, type RuleSet, decodeRules, newGame, rules } from '../src/index.js'
import { checkAnnouncement } from '../src/game/announcements.js'
import { ruleTable } from '../src/rules/table.js'
import { FastGame } from '../src/fast/index.js'
import { announce, announceCode, listedAnnouncements, playUntilHeld } from './support/announcements.js'
import { declare, ok, fastCopy } from './support/index.js'

const noReply: RuleSet = ok(decodeRules({ ...rules.tsr, announcementReply: false }))

/** A normal game dealt from a seed, every seat healthy; parties from the ♣Q. */
const normalGame = (ruleSet: RuleSet): Game => {
  for (let i = 0; i < 200; i++) {
    const g = declare(ok(newGame({ rules: ruleSet, seed: `reply-${i}` })))
    if (g.contract.kind === 'normal') return g
  }
  throw new Error('no normal game')
}

/** A seat of the other party than seat `s`. */
const opponentOf = (g: Game, s: 0 | 1 | 2 | 3): 0 | 1 | 2 | 3 => {
  if (g.phase !== 'play') throw new Error('not in play')
  return ([0, 1, 2, 3] as const).find((x) => g.parties[x] !== g.parties[s]) as 0 | 1 | 2 | 3
}

describe('RULES 11.5: announcementReply', () => {
  it('is on in every preset, and a stored rule set without the option means it is on', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.announcementReply).toBe(true)
    const { announcementReply: _, ...older } = rules.tsr
    expect(E.isRight(decodeRules(older)) && E.getOrElseW(() => null)(decodeRules(older))?.announcementReply).toBe(true)
  })

  it('with the reply rule, Kontra answers Re with 10 cards (a late reply); without it, that is too late', () => {
    for (const [ruleSet, expected] of [
      [rules.tsr, 'ok'],
      [noReply, 'announce/too-late']
    ] as const) {
      let g = normalGame(ruleSet)
      const re = ([0, 1, 2, 3] as const).find((s) => g.phase === 'play' && g.parties[s] === 're') as 0 | 1 | 2 | 3
      g = announce(g, re, 're')
      const kontra = opponentOf(g, re)
      g = playUntilHeld(g, kontra, 10)
      expect(announceCode(g, kontra, 'kontra')).toBe(expected)
      expect(listedAnnouncements(g).includes(`${kontra}:kontra`)).toBe(expected === 'ok')
    }
  })

  it('the first deadline (11 cards) still holds without the reply rule', () => {
    let g = normalGame(noReply)
    const re = ([0, 1, 2, 3] as const).find((s) => g.phase === 'play' && g.parties[s] === 're') as 0 | 1 | 2 | 3
    g = announce(g, re, 're')
    const kontra = opponentOf(g, re)
    g = playUntilHeld(g, kontra, 11)
    expect(announceCode(g, kontra, 'kontra')).toBe('ok')
  })

  it('the deadline functions and the fast path agree', () => {
    expect(checkAnnouncement(10, 1, 0, false, 1, ruleTable(rules.tsr), 0)).toBe('ok-late-reply')
    expect(checkAnnouncement(10, 1, 0, false, 1, ruleTable(noReply), 0)).toBe('announce/too-late')
    let g = normalGame(noReply)
    const re = ([0, 1, 2, 3] as const).find((s) => g.phase === 'play' && g.parties[s] === 're') as 0 | 1 | 2 | 3
    g = announce(g, re, 're')
    const kontra = opponentOf(g, re)
    g = playUntilHeld(g, kontra, 10)
    if (g.phase !== 'play') throw new Error('not in play')
    expect(fastCopy(g).canAnnounce(kontra, 1)).toBe(false)
  })
})
