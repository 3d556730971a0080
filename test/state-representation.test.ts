/**
 * How a state is held: plain data with its history. These tests pin what a caller can rely on
 * in every phase: own enumerable data properties only, deeply frozen, plain prototypes all the
 * way down; a JSON copy, a structured clone and a spread are deep-equal to it and every public
 * function answers them (and a Proxy of it) as it answers the state; the history replays to the
 * state; and the parts the engine shares between states are shared.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, currentPlayer, decodeGame, isFinished, legalActions, newGame, result, rules, serializeGame, withRules } from '../src/index.js'
import type { FinishedState, PlayingGame } from '../src/rulesEntry.js'
import { playerView } from '../src/views/index.js'
import { act, declare, start } from './support/index.js'
import { HZ, HZ_HOCHZEITER } from './support/hochzeit.js'
import { notPlainData } from './support/plain-data.js'

/** The states of a seeded tsr game with every seat healthy and the first legal card each time. */
const states = (seed: string): Game[] => {
  const begin = newGame({ rules: rules.tsr, seed, dealer: 0 })
  if (E.isLeft(begin)) throw new Error(begin.left.message)
  const out: Game[] = [begin.right]
  let g: Game = begin.right
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

/** Every state of a Hochzeit whose Hochzeiter chooses the clarifying tricks (the clarification phase, the choice awaited). */
const hochzeitStates = (): Game[] => {
  let g = start({ rules: withRules({ weddingClarification: 'chosenByHochzeiter' })(rules.tsr), hands: HZ, dealer: 0 })
  const out: Game[] = [g]
  g = declare(g, { [HZ_HOCHZEITER]: { kind: 'hochzeit' } })
  out.push(g)
  for (let i = 0; i < 6; i++) {
    g = act(g, legalActions(g)[0] as Action)
    out.push(g)
  }
  return out
}

/** A state's own keys in the order every card-play state lists them. */
const CARD_PLAY_FIELDS = [
  'phase',
  'setup',
  'declarations',
  'contract',
  'gameType',
  'piglets',
  'hands',
  'turn',
  'leader',
  'trick',
  'tricks',
  'parties',
  'announcements',
  'announcementLog',
  'deadlineShift',
  'summary',
  'settlement',
  'awaiting',
  'history'
]

/** What the public functions answer for a value. */
const answers = (g: unknown) => {
  const legal = legalActions(g as Game)
  const first = legal[0]
  const next = first === undefined ? null : applyAction(g as Game, first)
  const view = playerView(g as Game, 0)
  return {
    legal,
    current: currentPlayer(g as Game),
    finished: isFinished(g as Game),
    result: result(g as Game),
    next: next === null ? null : E.isRight(next) ? { state: next.right } : { code: next.left.code },
    view: E.isRight(view) ? view.right : view.left.code
  }
}

describe('every state is plain data', () => {
  const all = [...states('representation'), ...hochzeitStates()]
  const phases = new Set(all.map((g) => g.phase))

  it('covers the reservation round, the clarification, play and the end', () => {
    expect([...phases].sort()).toEqual(['clarification', 'finished', 'play', 'reservations'])
  })

  it('is a deeply frozen plain object of own enumerable data properties (no getters, no class instances, no symbols)', () => {
    for (const g of all) expect(notPlainData(g)).toBeNull()
  })

  it('lists the same fields in every card-play state, and JSON writes exactly them', () => {
    for (const g of all.filter((s) => s.phase !== 'reservations')) {
      expect(Object.keys(g)).toEqual(CARD_PLAY_FIELDS)
      expect(Object.keys(JSON.parse(JSON.stringify(g)))).toEqual(CARD_PLAY_FIELDS)
    }
  })

  it('is deep-equal to its JSON copy, its structured clone and its spread', () => {
    for (const g of all) {
      expect(JSON.parse(JSON.stringify(g))).toStrictEqual(g)
      expect(structuredClone(g)).toStrictEqual(g)
      expect({ ...g }).toStrictEqual(g)
    }
  })

  it('reads through a Proxy as it reads itself', () => {
    for (const g of all) {
      const p = new Proxy(g, {})
      for (const k of Object.keys(g)) expect((p as unknown as Record<string, unknown>)[k]).toBe((g as unknown as Record<string, unknown>)[k])
      expect(Object.keys(p)).toEqual(Object.keys(g))
    }
  })

  it('every public function answers a JSON copy, a structured clone, a spread and a Proxy as it answers the state', () => {
    for (const g of all) {
      const own = answers(g)
      for (const copy of [JSON.parse(JSON.stringify(g)), structuredClone(g), { ...g }, new Proxy(g, {})]) expect(answers(copy)).toStrictEqual(own)
    }
  })

  it('decodes a copy into a state of the library equal to it, which is then taken as it is', () => {
    for (const g of all) {
      const d = decodeGame(JSON.parse(JSON.stringify(g)))
      if (E.isLeft(d)) throw new Error(d.left.message)
      expect(d.right).toStrictEqual(g)
      expect(d.right).not.toBe(g)
      // The decoded state is the library's own: decoding it again gives it back, not a replay.
      expect(decodeGame(d.right)).toStrictEqual(E.right(d.right))
      expect((decodeGame(d.right) as E.Right<Game>).right).toBe(d.right)
    }
  })
})

describe('a state carries its history', () => {
  const all = states('history')

  it('holds every action since newGame, in order: each state one action longer than the one before', () => {
    all.forEach((g, i) => expect(g.history.length).toBe(i))
    for (let i = 1; i < all.length; i++) {
      const before = all[i - 1] as Game
      const after = all[i] as Game
      expect(after.history.slice(0, -1)).toEqual(before.history)
    }
  })

  it('replays from its setup to the state: serializeGame gives the pair, decodeGame takes it', () => {
    for (const g of all) {
      const pair = serializeGame(g)
      expect(Object.keys(pair)).toEqual(['setup', 'history'])
      const back = decodeGame(JSON.parse(JSON.stringify(pair)))
      expect(back).toStrictEqual(E.right(g))
    }
  })

  it('names the action of a history that the engine refuses, with its index and the engine\'s error', () => {
    const g = all[20] as PlayingGame
    const bad = [...g.history]
    const i = 9
    const played = bad[i] as Action & { readonly type: 'play' }
    expect(played.type).toBe('play')
    // Another seat's card at index 9: the engine refuses it as a player's.
    bad[i] = { type: 'play', seat: ((played.seat + 1) & 3) as 0 | 1 | 2 | 3, card: played.card }
    const d = decodeGame({ setup: g.setup, history: bad })
    if (E.isRight(d)) throw new Error('decoded')
    expect(d.left.code).toBe('input/malformed-game')
    expect(d.left.details).toMatchObject({ index: i, cause: { code: 'turn/not-your-turn' } })
  })

  it('refuses a copy whose fields are not what its history leads to, and a pair with anything more', () => {
    const g = all[30] as PlayingGame
    const copy = JSON.parse(JSON.stringify(g)) as { turn: number }
    copy.turn = (copy.turn + 1) & 3
    const d = decodeGame(copy)
    expect(E.isLeft(d) && d.left.code).toBe('input/malformed-game')
    expect(E.isLeft(decodeGame({ setup: g.setup, history: g.history, extra: 1 }))).toBe(true)
    expect(E.isLeft(decodeGame({ setup: g.setup }))).toBe(true)
  })

  it('the last state settles as the history says', () => {
    const f = all[all.length - 1] as FinishedState
    expect(f.phase).toBe('finished')
    expect(f.awaiting).toBeNull()
    expect(f.history.filter((a) => a.type === 'play').length).toBe(48)
  })
})

describe('what a state waits for', () => {
  it('names the kind of action and the seat: a declaration, the next card, the Hochzeiter\'s choice; nothing at the end', () => {
    const all = [...states('awaiting'), ...hochzeitStates()]
    for (const g of all) {
      expect(g.awaiting?.seat ?? null).toBe(currentPlayer(g))
      if (g.awaiting !== null) for (const a of legalActions(g).filter((x) => x.type !== 'announce')) expect([a.type, a.seat]).toEqual([g.awaiting.type, g.awaiting.seat])
    }
    expect(all.map((g) => g.awaiting?.type ?? null)).toEqual(expect.arrayContaining(['declare', 'play', 'chooseClarification', null]))
  })
})

describe('shared frozen parts', () => {
  const a = states('shared-a')
  const b = states('shared-b')
  const finalA = a[a.length - 1] as FinishedState
  const finalB = b[b.length - 1] as FinishedState

  it('a state shares with the one before it what did not change: the setup, the other hands, the completed tricks', () => {
    const g = playing(a, 21)
    const next = playing(a, 22)
    expect(next.setup).toBe(g.setup)
    expect(next.tricks).toBe(g.tricks)
    expect(next.tricks[0]).toBe(playing(a, 30).tricks[0])
    const changed = [0, 1, 2, 3].filter((s) => next.hands[s as 0] !== g.hands[s as 0])
    expect(changed).toEqual([g.turn])
  })

  it('settlement lines and extra points are frozen values made once: equal lines of two games are the same object', () => {
    const sa = finalA.settlement
    const sb = finalB.settlement
    for (const line of [...sa.lines, ...sb.lines]) expect(Object.isFrozen(line)).toBe(true)
    const won = (s: typeof sa) => s.lines.find((l) => l.code === 'won')
    const wa = won(sa)
    const wb = won(sb)
    if (wa !== undefined && wb !== undefined && wa.party === wb.party) expect(wa).toBe(wb)
    const again = decodeGame(JSON.parse(JSON.stringify(finalA)))
    if (E.isLeft(again) || again.right.phase !== 'finished') throw new Error('not decoded')
    again.right.settlement.lines.forEach((l, i) => expect(l).toBe(sa.lines[i]))
  })

  it('the reservation round records each { seat, declaration } once: the same object in every game', () => {
    finalA.declarations.forEach((d, i) => {
      expect(Object.isFrozen(d)).toBe(true)
      expect(d).toBe(finalB.declarations[i])
    })
  })

  it('a round in which every seat is healthy lists its declarations in one frozen list per first speaker, shared by the games', () => {
    expect(finalA.declarations).toBe(finalB.declarations)
    const round = (all: readonly Game[]) => all.filter((g) => g.phase === 'reservations').map((g) => g.declarations)
    round(a).forEach((d, i) => expect(d).toBe(round(b)[i]))
  })

  it('a view lists the state\'s completed tricks as they are (frozen), in a list of its own', () => {
    const g = playing(a, 30)
    const v = playerView(g, 0)
    if (E.isLeft(v)) throw new Error(v.left.message)
    v.right.tricks.forEach((t, i) => expect(t).toBe(g.tricks[i]))
    ;(v.right.tricks as unknown[]).pop()
    expect(g.tricks.length).toBe(7)
    const hand = v.right.hand as number[]
    hand.reverse()
    expect(g.hands[0]).toEqual([...hand].reverse())
  })

  it('keeps the setup of a game without nines (ten cards a hand) too', () => {
    const begin = newGame({ rules: withRules({ withoutNines: true })(rules.tsr), seed: 'representation-40', dealer: 2 })
    if (E.isLeft(begin)) throw new Error(begin.left.message)
    let g: Game = begin.right
    while (g.phase === 'reservations') {
      const next = applyAction(g, legalActions(g).find((x) => x.type === 'declare' && x.declaration.kind === 'healthy') as Action)
      if (E.isLeft(next)) throw new Error(next.left.message)
      g = next.right
    }
    expect(g.setup).toBe(begin.right.setup)
    expect(g.setup.deal.every((h) => h.length === 10)).toBe(true)
    expect(notPlainData(g)).toBeNull()
  })
})

/** The card-play state after `cards` cards of a game's states. */
const playing = (all: readonly Game[], cards: number): PlayingGame => {
  const g = all.find((s) => (s.phase === 'play' || s.phase === 'finished') && s.tricks.length * 4 + s.trick.length === cards)
  if (g === undefined) throw new Error(`no state after ${cards} cards`)
  return g as PlayingGame
}
