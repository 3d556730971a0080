/**
 * Bock rounds (house option, RULES.md section 8; TSR guide "Bock rounds"): each trigger, its
 * switch, the round of one game per player, and queue against stack. Scores by the tsr table.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { rules } from '../src/index.js'
import { advanceBock, bockMultiplier } from '../src/match/bock.js'
import { type BockConfig, type BockTriggers, type MatchConfig, decodeMatchConfig, matchConfigs } from '../src/match/config.js'
import { type Match, newMatch, recordGame, startNextGame } from '../src/match/match.js'
import { type FinishedState, cardOrder } from '../src/rulesEntry.js'
import { playOut } from './support/announcements.js'
import { declare } from './support/index.js'
import { type GameSpec, deal, finished, must, redeal } from './support/match.js'

const NONE: BockTriggers = { tie: false, lostAnnouncement: false, redeal: false, lostSolo: false }

const table = (triggers: Partial<BockTriggers>, mode: BockConfig['mode'] = 'queue', players: 4 | 5 | 6 = 4): Match =>
  must(
    newMatch({
      ...matchConfigs.pagat,
      rules: rules.tsr,
      players,
      gamesPerRound: 20,
      bock: { triggers: { ...NONE, ...triggers }, mode }
    } satisfies MatchConfig)
  )

const record = (m: Match, spec: GameSpec): Match => must(recordGame(m, finished(m, spec)))
/** Re (seats 0, 1) 131, no announcements: +1 / -1, no trigger. */
const plain = (m: Match): Match => record(m, { re: [0, 1], rePoints: 131 })
/** 120:120, no announcements: Kontra wins. */
const tie = (m: Match): Match => record(m, { re: [0, 1], rePoints: 120 })

/** The multipliers of the next `n` plain games. */
const multipliers = (m: Match, n: number): number[] => {
  const out: number[] = []
  let x = m
  for (let i = 0; i < n; i++) {
    out.push(deal(x).multiplier)
    x = plain(x)
  }
  return out
}

describe('Bock trigger: 120:120', () => {
  it('a tie adds a Bock round: the next four games count double', () => {
    const m = tie(table({ tie: true }))
    expect(m.sheet[0]?.bockTriggers).toEqual(['tie'])
    expect(m.bockRounds).toEqual([4])
    expect(multipliers(m, 6)).toEqual([2, 2, 2, 2, 1, 1])
  })

  it('a Bock game scores double: +1 becomes +2', () => {
    const m = plain(tie(table({ tie: true })))
    expect(m.sheet[1]).toMatchObject({ points: [2, 2, -2, -2], multiplier: 2 })
    expect(m.totals).toEqual([0, 0, 0, 0])
  })

  it('switched off, a tie adds nothing', () => {
    const m = tie(table({ lostAnnouncement: true, redeal: true, lostSolo: true }))
    expect(m.sheet[0]?.bockTriggers).toEqual([])
    expect(deal(m).multiplier).toBe(1)
  })

  it('121 is no tie', () => {
    expect(record(table({ tie: true }), { re: [0, 1], rePoints: 121 }).bockRounds).toEqual([])
  })
})

describe('Bock trigger: a lost Re or Kontra announcement', () => {
  const m0 = table({ lostAnnouncement: true })

  it('Re announced and lost', () => {
    const m = record(m0, { re: [0, 1], rePoints: 118, announcements: { re: 'announced' } })
    expect(m.sheet[0]?.bockTriggers).toEqual(['lostAnnouncement'])
    expect(m.bockRounds).toEqual([4])
  })

  it('Kontra announced and lost', () => {
    const m = record(m0, { re: [0, 1], rePoints: 150, announcements: { kontra: 'announced' } })
    expect(m.sheet[0]?.bockTriggers).toEqual(['lostAnnouncement'])
  })

  it('nobody wins (both Absagen failed): both announcements are lost, one trigger', () => {
    const m = record(m0, { re: [0, 1], rePoints: 130, announcements: { re: 'no90', kontra: 'no90' } })
    expect(m.sheet[0]?.bockTriggers).toEqual(['lostAnnouncement'])
    expect(m.bockRounds).toEqual([4])
  })

  it('an announcement that wins, or no announcement, adds nothing', () => {
    expect(record(m0, { re: [0, 1], rePoints: 131, announcements: { re: 'announced' } }).bockRounds).toEqual([])
    expect(record(m0, { re: [0, 1], rePoints: 100 }).bockRounds).toEqual([])
  })

  it('switched off, adds nothing', () => {
    const m = record(table({ tie: true }), { re: [0, 1], rePoints: 118, announcements: { re: 'announced' } })
    expect(m.bockRounds).toEqual([])
  })
})

describe('Bock trigger: a redeal', () => {
  it('a redeal adds a round, and does not use up a Bock game', () => {
    let m = tie(table({ tie: true, redeal: true }))
    expect(m.bockRounds).toEqual([4])
    m = must(recordGame(m, redeal(m, 'schmeissen', 0)))
    expect(m.sheet[1]).toMatchObject({ multiplier: 2, bockTriggers: ['redeal'], points: [0, 0, 0, 0] })
    expect(m.bockRounds).toEqual([4, 4])
    expect(multipliers(m, 9)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 1])
  })

  it('switched off, a redeal adds nothing', () => {
    const m0 = table({ tie: true })
    expect(must(recordGame(m0, redeal(m0))).bockRounds).toEqual([])
  })
})

describe('Bock trigger: a lost solo', () => {
  const m0 = table({ lostSolo: true })

  it('a declared solo lost by the soloist', () => {
    const m = record(m0, { re: [2], rePoints: 100, contract: { solo: 'clubs' } })
    expect(m.sheet[0]?.bockTriggers).toEqual(['lostSolo'])
    expect(m.bockRounds).toEqual([4])
  })

  it('a won solo adds nothing', () => {
    expect(record(m0, { re: [2], rePoints: 150, contract: { solo: 'clubs' } }).bockRounds).toEqual([])
  })

  it('a lost silent wedding or lone Hochzeit is no declared solo', () => {
    expect(record(m0, { re: [2], rePoints: 100, contract: 'silentWedding' }).bockRounds).toEqual([])
    expect(record(m0, { re: [2], rePoints: 100, contract: { hochzeitPartner: null } }).bockRounds).toEqual([])
  })

  it('each trigger that fires adds a round: a lost solo with a lost Re is two', () => {
    const m = record(table({ lostSolo: true, lostAnnouncement: true }), {
      re: [2],
      rePoints: 100,
      announcements: { re: 'announced' },
      contract: { solo: 'clubs' }
    })
    expect(m.sheet[0]?.bockTriggers).toEqual(['lostAnnouncement', 'lostSolo'])
    expect(m.bockRounds).toEqual([4, 4])
  })

  it('120:120 with only Kontra announced: Re wins with 120, so Kontra lost its announcement too', () => {
    const m = record(table({ tie: true, lostAnnouncement: true }), { re: [0, 1], rePoints: 120, announcements: { kontra: 'announced' } })
    expect(m.sheet[0]?.points).toEqual([3, 3, -3, -3])
    expect(m.sheet[0]?.bockTriggers).toEqual(['tie', 'lostAnnouncement'])
  })
})

describe('Bock rounds: one game per player', () => {
  it('five players: five games', () => {
    expect(multipliers(tie(table({ tie: true }, 'queue', 5)), 6)).toEqual([2, 2, 2, 2, 2, 1])
  })

  it('six players: six games', () => {
    expect(multipliers(tie(table({ tie: true }, 'queue', 6)), 7)).toEqual([2, 2, 2, 2, 2, 2, 1])
  })

  it('without Bock, nothing is ever doubled', () => {
    const m = tie(must(newMatch({ ...matchConfigs.pagat, rules: rules.tsr })))
    expect(m.sheet[0]?.bockTriggers).toEqual([])
    expect(m.bockRounds).toEqual([])
    expect(deal(m).multiplier).toBe(1)
  })
})

describe('Queue or stack: two Bock rounds in a row', () => {
  it('queue: one after another, each game x2 (games 2 to 9)', () => {
    const m = tie(tie(table({ tie: true }, 'queue')))
    expect(m.sheet.map((r) => r.multiplier)).toEqual([1, 2])
    expect(m.bockRounds).toEqual([3, 4])
    expect(multipliers(m, 8)).toEqual([2, 2, 2, 2, 2, 2, 2, 1])
  })

  it('stack: overlapping rounds multiply, x4 where both are in force (games 3 to 5)', () => {
    const m = tie(tie(table({ tie: true }, 'stack')))
    expect(m.bockRounds).toEqual([3, 4])
    expect(multipliers(m, 5)).toEqual([4, 4, 4, 2, 1])
  })

  it('stack: a x4 game scores four times', () => {
    const m = plain(tie(tie(table({ tie: true }, 'stack'))))
    expect(m.sheet[2]).toMatchObject({ multiplier: 4, points: [4, 4, -4, -4] })
  })

  it('the multiplier and the run-down', () => {
    expect(bockMultiplier('queue', [])).toBe(1)
    expect(bockMultiplier('queue', [4, 4, 4])).toBe(2)
    expect(bockMultiplier('stack', [4, 4, 4])).toBe(8)
    expect(advanceBock('queue', [1, 4], true, 0, 4)).toEqual([4])
    expect(advanceBock('stack', [1, 4], true, 1, 4)).toEqual([3, 4])
    expect(advanceBock('stack', [2], false, 2, 5)).toEqual([2, 5, 5])
  })
})

describe('Bock with Pflichtsolo', () => {
  it('a Pflichtsolo is a Bock game like any other, and the same dealer deals again', () => {
    let m = must(
      newMatch({
        ...matchConfigs.tsr,
        bock: { triggers: { ...NONE, tie: true }, mode: 'queue' }
      })
    )
    m = tie(m)
    m = record(m, { re: [1], rePoints: 151, contract: { solo: 'diamonds' } })
    // Kontra 89: won 1 + below 90 1 = 2, x3 for the soloist, doubled by Bock.
    expect(m.sheet[1]).toMatchObject({ points: [-4, 12, -4, -4], multiplier: 2 })
    expect(m.sheet[1]?.type).toMatchObject({ compulsory: true })
    expect(m.bockRounds).toEqual([3])
    expect(m.dealer).toBe(1)
  })
})

describe('RULES 11.12: Bock after schwarz and after a heart trick, and the Bock factor', () => {
  const factorTable = (factor: 2 | 3, mode: BockConfig['mode']): Match =>
    must(newMatch({ ...matchConfigs.pagat, rules: rules.tsr, gamesPerRound: 20, bock: { triggers: { ...NONE, tie: true }, mode, multiplier: factor } }))

  it('schwarz: a party that won no trick starts a Bock round; switched off, nothing', () => {
    const on = table({ schwarz: true })
    const m = record(on, { re: [0, 1], rePoints: 240, reTricks: 12 })
    expect(m.sheet[0]?.bockTriggers).toEqual(['schwarz'])
    expect(m.bockRounds).toEqual([4])
    const lost = record(on, { re: [0, 1], rePoints: 0, reTricks: 0 })
    expect(lost.sheet[0]?.bockTriggers).toEqual(['schwarz'])
    expect(record(table({}), { re: [0, 1], rePoints: 240, reTricks: 12 }).sheet[0]?.bockTriggers).toEqual([])
    expect(plain(on).sheet[0]?.bockTriggers).toEqual([])
  })

  it('a heart trick (four plain hearts in the game\'s card order) starts a Bock round', () => {
    // Find a real game with a trick of four plain hearts, and one without.
    const config: MatchConfig = { ...matchConfigs.pagat, rules: rules.tsr, gamesPerRound: 20, bock: { triggers: { ...NONE, heartTrick: true }, mode: 'queue' } }
    const m = must(newMatch(config))
    let withHearts: FinishedState | null = null
    let without: FinishedState | null = null
    for (let i = 0; i < 400 && (withHearts === null || without === null); i++) {
      const g = playOut(declare(must(startNextGame(m, { seed: `bock-hearts-${i}` }))))
      if (g.phase !== 'finished') continue
      const sc = cardOrder(g.gameType, g.piglets).suitClass
      const hearts = g.tricks.some((t) => t.cards.every((c) => sc[c] === 2))
      if (hearts && withHearts === null) withHearts = g
      if (!hearts && without === null) without = g
    }
    if (withHearts === null || without === null) throw new Error('no such games in 400 deals')
    expect(must(recordGame(m, withHearts)).sheet[0]?.bockTriggers).toContain('heartTrick')
    expect(must(recordGame(m, without)).sheet[0]?.bockTriggers).not.toContain('heartTrick')
  })

  it('the Bock factor 3: a queued Bock game counts x3, stacked rounds x9', () => {
    expect(bockMultiplier('queue', [4], 3)).toBe(3)
    expect(bockMultiplier('stack', [4, 4], 3)).toBe(9)
    expect(multipliers(tie(factorTable(3, 'queue')), 5)).toEqual([3, 3, 3, 3, 1])
    const twice = tie(tie(factorTable(3, 'stack')))
    expect(deal(twice).multiplier).toBe(9)
  })

  it('a stored configuration without the new fields has them off and the factor 2; other factors are invalid', () => {
    const stored = { ...matchConfigs.house, bock: { triggers: { tie: true, lostAnnouncement: true, redeal: true, lostSolo: true }, mode: 'queue' } }
    const decoded = must(decodeMatchConfig(stored))
    expect(decoded.bock).toEqual(matchConfigs.house.bock)
    for (const bad of [{ ...stored.bock, multiplier: 4 }, { ...stored.bock, triggers: { ...stored.bock.triggers, schwarz: 'yes' } }]) {
      const r = decodeMatchConfig({ ...stored, bock: bad })
      expect(E.isLeft(r) && r.left.code).toBe('match/invalid-config')
    }
  })
})
