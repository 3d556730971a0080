/**
 * How a card-play state is held (src/game/playing.ts): bit sets and a shared trick list behind
 * read-only getters. These tests pin what a caller can rely on: the public fields, their plain
 * form in JSON, that nothing can be written or shadowed, that hands list cards in card order,
 * and that the test suite's state equality (test/support/setup.ts) tells different states apart.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, decodeGame, legalActions, newGame, rules, withRules } from '../src/index.js'
import type { FinishedState, PlayingGame } from '../src/rulesEntry.js'
import { playerView } from '../src/views/index.js'

/** The states of a seeded tsr game with every seat healthy and the first legal card each time. */
const states = (seed: string): Game[] => {
  const start = newGame({ rules: rules.tsr, seed, dealer: 0 })
  if (E.isLeft(start)) throw new Error(start.left.message)
  const out: Game[] = [start.right]
  let g: Game = start.right
  while (g.phase !== 'finished' && g.phase !== 'redeal') {
    const legal = legalActions(g)
    const a = (g.phase === 'reservations' ? legal.find((x) => x.type === 'declare' && x.declaration.kind === 'healthy') : legal[0]) as Action
    const next = applyAction(g, a)
    if (E.isLeft(next)) throw new Error(next.left.message)
    g = next.right
    out.push(g)
  }
  return out
}

const FIELDS = ['phase', 'setup', 'declarations', 'contract', 'gameType', 'piglets', 'hands', 'turn', 'leader', 'trick', 'tricks', 'parties', 'announcements', 'announcementLog', 'deadlineShift', 'summary', 'settlement']

describe('a card-play state', () => {
  const all = states('representation')
  const playing = all.filter((g) => g.phase === 'play' || g.phase === 'finished') as PlayingGame[]

  it('has every public field, and JSON writes exactly those', () => {
    for (const g of playing) {
      const plain = JSON.parse(JSON.stringify(g)) as Record<string, unknown>
      expect(Object.keys(plain)).toEqual(FIELDS)
      for (const k of FIELDS) expect(plain[k]).toEqual(JSON.parse(JSON.stringify((g as unknown as Record<string, unknown>)[k])))
    }
  })

  it('counts its cards: 48 in hands, trick and tricks together, each card once', () => {
    for (const g of playing) {
      const cards = [...g.hands.flat(), ...g.trick, ...g.tricks.flatMap((t) => t.cards)]
      expect(cards.sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, c) => c))
      expect(g.trick.length + 4 * g.tricks.length + g.hands.reduce((n, h) => n + h.length, 0)).toBe(48)
    }
  })

  it('lists each hand in card order, and hands, trick and tricks are frozen and the same on every read', () => {
    for (const g of playing) {
      for (const h of g.hands) expect([...h]).toEqual([...h].sort((a, b) => a - b))
      expect(g.hands).toBe(g.hands)
      expect(g.tricks).toBe(g.tricks)
      expect(Object.isFrozen(g.hands) && g.hands.every((h) => Object.isFrozen(h)) && Object.isFrozen(g.trick) && Object.isFrozen(g.tricks)).toBe(true)
    }
  })

  it('shares the completed tricks with the states after it', () => {
    const g = playing[20] as PlayingGame
    const later = playing[30] as PlayingGame
    expect(later.tricks[0]).toBe(g.tricks[0])
  })

  it('cannot be written, extended or have a field shadowed', () => {
    const g = playing[10] as PlayingGame
    const turn = g.turn
    expect(Object.isFrozen(g)).toBe(true)
    expect(() => {
      ;(g as { turn: number }).turn = (turn + 1) & 3
    }).toThrow(TypeError)
    expect(() => Object.defineProperty(g, 'hands', { value: [[], [], [], []] })).toThrow(TypeError)
    expect(() => {
      ;(g as unknown as { extra: number }).extra = 1
    }).toThrow(TypeError)
    expect(g.turn).toBe(turn)
    expect(g.hands[0].length + g.hands[1].length).toBeGreaterThan(0)
  })

  it('is told apart from another state by the suite\'s equality, and equal to its own JSON copy', () => {
    for (let i = 1; i < playing.length; i++) {
      const a = playing[i - 1] as PlayingGame
      const b = playing[i] as PlayingGame
      expect(b).not.toEqual(a)
      expect(b).toEqual(JSON.parse(JSON.stringify(b)))
      expect(decodeGame(JSON.parse(JSON.stringify(b)))).toEqual(E.right(b))
    }
  })

  it('shows the setup as dealt (the dealt order kept), deeply frozen, the same value on every read and in every later state', () => {
    const dealt = all[0] as Game
    for (const g of playing) {
      expect(g.setup).toEqual(dealt.setup)
      expect(g.setup).toBe((playing[0] as PlayingGame).setup)
    }
    const g = playing[7] as PlayingGame
    expect(Object.isFrozen(g.setup) && Object.isFrozen(g.setup.deal) && g.setup.deal.every((h) => Object.isFrozen(h))).toBe(true)
    expect(g.setup.deal.map((h) => [...h])).toEqual(dealt.setup.deal.map((h) => [...h]))
  })

  it('keeps the setup of a game without nines (ten cards a hand) too', () => {
    const start = newGame({ rules: withRules({ withoutNines: true })(rules.tsr), seed: 'representation-40', dealer: 2 })
    if (E.isLeft(start)) throw new Error(start.left.message)
    let g: Game = start.right
    while (g.phase === 'reservations') {
      const healthy = legalActions(g).find((x) => x.type === 'declare' && x.declaration.kind === 'healthy') as Action
      const next = applyAction(g, healthy)
      if (E.isLeft(next)) throw new Error(next.left.message)
      g = next.right
    }
    expect(g.phase === 'play' || g.phase === 'clarification').toBe(true)
    expect(g.setup).toEqual(start.right.setup)
    expect(g.setup.deal.every((h) => h.length === 10)).toBe(true)
  })

  it('is a state of the library: a plain copy with its fields is decoded, a spread of it is not', () => {
    const g = playing[5] as PlayingGame
    const spread = { ...g } as unknown
    expect(Object.keys(spread as object)).toEqual([])
    expect(E.isLeft(decodeGame(spread))).toBe(true)
    const copy = decodeGame(JSON.parse(JSON.stringify(g)))
    expect(E.isRight(copy) && copy.right !== (g as unknown)).toBe(true)
  })
})

describe('shared frozen parts', () => {
  const a = states('shared-a')
  const b = states('shared-b')
  const finalA = a[a.length - 1] as FinishedState
  const finalB = b[b.length - 1] as FinishedState

  it('settlement lines and extra points are frozen values made once: equal lines of two games are the same object', () => {
    expect(finalA.phase).toBe('finished')
    expect(finalB.phase).toBe('finished')
    const sa = finalA.settlement
    const sb = finalB.settlement
    for (const line of [...sa.lines, ...sb.lines]) expect(Object.isFrozen(line)).toBe(true)
    const won = (s: typeof sa) => s.lines.find((l) => l.code === 'won')
    const wa = won(sa)
    const wb = won(sb)
    if (wa !== undefined && wb !== undefined && wa.party === wb.party) expect(wa).toBe(wb)
    // The same game settled again lists the very same lines.
    const again = decodeGame(JSON.parse(JSON.stringify(finalA)))
    if (E.isLeft(again) || again.right.phase !== 'finished') throw new Error('not decoded')
    again.right.settlement.lines.forEach((l, i) => expect(l).toBe(sa.lines[i]))
  })

  it('the reservation round records each { seat, declaration } once: the same object in every game', () => {
    const da = finalA.declarations
    const db = finalB.declarations
    da.forEach((d, i) => {
      expect(Object.isFrozen(d)).toBe(true)
      expect(d).toBe(db[i])
    })
  })

  it('a round in which every seat is healthy lists its declarations in one frozen list per first speaker, shared by the games', () => {
    expect(Object.isFrozen(finalA.declarations)).toBe(true)
    expect(finalA.declarations.every((d) => d.declaration.kind === 'healthy')).toBe(true)
    expect(finalA.declarations).toBe(finalB.declarations)
    // Each step of the round too.
    const round = (all: readonly Game[]) => all.filter((g) => g.phase === 'reservations').map((g) => g.declarations)
    round(a).forEach((d, i) => expect(d).toBe(round(b)[i]))
  })

  it('a view lists the state\'s completed tricks as they are (frozen), in a list of its own', () => {
    const g = playing(a, 30)
    const v = playerView(g, 0)
    if (E.isLeft(v)) throw new Error(v.left.message)
    expect(v.right.tricks.length).toBe(g.tricks.length)
    v.right.tricks.forEach((t, i) => expect(t).toBe(g.tricks[i]))
    expect(Object.isFrozen(v.right.tricks[0])).toBe(true)
    ;(v.right.tricks as unknown[]).pop()
    expect(g.tricks.length).toBe(7)
    // The hand is the view's own, and in card order.
    const hand = v.right.hand as number[]
    hand.reverse()
    expect(g.hands[0]).toEqual([...hand].reverse())
  })
})

/** The card-play state after `cards` cards of a game's states. */
const playing = (all: readonly Game[], cards: number): PlayingGame => {
  const g = all.find((s) => (s.phase === 'play' || s.phase === 'finished') && s.tricks.length * 4 + s.trick.length === cards)
  if (g === undefined) throw new Error(`no state after ${cards} cards`)
  return g as PlayingGame
}
