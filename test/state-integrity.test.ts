/**
 * States no caller can corrupt (the hardening issue): after any sequence of accepted actions,
 * mutating every object the caller passed in or got back leaves every state's legal actions,
 * result, turn and views unchanged; and the cases the issue found, one test each.
 */
import { spectatorOf, viewOf } from './support/index.js'
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, type RuleSet, applyAction, currentPlayer, decodeGame, decodeRules, isFinished, legalActions, newGame, result, rules, settle } from '../src/index.js'
import { decodeAction } from '../src/codecs/index.js'
import { decodeMatchConfig, matchConfigs, newMatch } from '../src/match/index.js'
import { replayMatchGames } from '../src/records/index.js'
import { playerView } from '../src/views/index.js'
import { mutateEverything, polluted } from './support/hostile.js'
import { randomRuleGame, ruleSetArb } from './support/random-rules.js'

const json = (u: unknown): string => JSON.stringify(u)
const plainCopy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T
const code = (r: E.Either<{ readonly code: string }, unknown>): string | null => (E.isLeft(r) ? r.left.code : null)

/** Everything a caller can ask of a state, as JSON. */
const observe = (g: Game): string =>
  json([legalActions(g), E.isRight(result(g)) ? result(g) : code(result(g)), currentPlayer(g), isFinished(g), [0, 1, 2, 3].map((s) => viewOf(g, s as 0))])

describe('no object a caller holds can change a state', () => {
  it('mutating every input and every returned value after a whole game leaves every state as it was (random games, random rule sets)', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), ({ rules: ruleSet }, n) => {
        const played = randomRuleGame(ruleSet, `integrity-${n}`)
        // The caller's own, unfrozen objects: the options, the rule set, the hands, each action.
        const options = plainCopy({ ...played.options, rules: ruleSet })
        const held: unknown[] = [options]
        const first = newGame(options)
        if (E.isLeft(first)) throw new Error(first.left.message)
        let g = first.right
        const states: Game[] = [g]
        for (const a of played.actions) {
          const mine = plainCopy(a)
          const next = applyAction(g, mine)
          if (E.isLeft(next)) throw new Error(next.left.message)
          held.push(mine, next, next.right, legalActions(g), result(g), viewOf(g, 0))
          g = next.right
          states.push(g)
        }
        const before = states.map(observe)
        held.push(...states.map((s) => legalActions(s)), result(g))
        mutateEverything(held)
        expect(states.map(observe)).toEqual(before)
        // Frozen all the way down: nothing a state holds can be changed.
        expect(Object.isFrozen(g) && Object.isFrozen(g.setup) && Object.isFrozen(g.setup.rules) && Object.isFrozen(g.setup.deal[0])).toBe(true)
        expect(polluted()).toBe(false)
      }),
      { numRuns: 40 }
    )
  }, 60_000)

  it('newGame keeps no reference to the caller rule set, hands or flags', () => {
    const ruleSet = plainCopy(rules.pagat) as { -readonly [K in keyof RuleSet]: RuleSet[K] }
    const deal = plainCopy(randomRuleGame(rules.pagat, 'keep').options.hands) as unknown as number[][]
    const owed = [false, true, false, false]
    const g = newGame({ rules: ruleSet, hands: deal as never, compulsorySoloOwed: owed as never })
    if (E.isLeft(g)) throw new Error(g.left.message)
    const before = observe(g.right)
    ruleSet.reservations = ['solo']
    ruleSet.extraPoints = null as never
    deal[0]?.reverse()
    deal[1]?.push(99)
    owed[0] = true
    expect(observe(g.right)).toBe(before)
    expect(g.right.setup.rules.reservations).toEqual(rules.pagat.reservations)
  })
})

/** A pagat game at its Armut return step, and the acceptor. */
const armutReturnState = (): Extract<Game, { phase: 'armut' }> => {
  for (let i = 0; i < 400; i++) {
    const played = randomRuleGame(rules.pagat, `armut-return-${i}`)
    const s = played.states.find((x) => x.phase === 'armut' && x.step === 'return')
    if (s !== undefined && s.phase === 'armut') return s
  }
  throw new Error('no Armut return step found')
}

describe('the cases the hardening issue found', () => {
  const armut = armutReturnState()
  const seat = armut.turn
  const hand = armut.hands[seat]

  it('1. sparse arrays are no Armut cards', () => {
    const cards = hand.slice(0, 2) as number[]
    cards.length = 3
    const before = json(armut)
    for (const c of [cards, new Array(3), [hand[0], , hand[1]]]) {
      expect(code(applyAction(armut, { type: 'armutReturn', seat, cards: c as never }))).toBe('input/malformed-action')
    }
    expect(json(armut)).toBe(before)
    expect(legalActions(armut).every((a) => a.type !== 'armutReturn' || a.cards.every((c) => typeof c === 'number'))).toBe(true)
  })

  it('2. settle checks its rule set', () => {
    const summary = { parties: ['re', 're', 'kontra', 'kontra'], points: { re: 131, kontra: 109 }, tricks: { re: 7, kontra: 5 }, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] } as const
    const { extraPoints: _, ...withoutExtraPoints } = rules.tsr
    for (const bad of [null, 7, {}, withoutExtraPoints, { ...rules.tsr, scoring: 'nonsense' }]) {
      expect(code(settle(summary, bad as never))).toBe('input/malformed-rules')
    }
    expect(E.isRight(settle(summary, rules.tsr))).toBe(true)
  })

  it('3. 10,000-deep nesting is malformed rules, at the root or in a field, also through newGame', () => {
    const deep = JSON.parse('['.repeat(1e4) + ']'.repeat(1e4)) as unknown
    expect(code(decodeRules(deep))).toBe('input/malformed-rules')
    expect(code(decodeRules({ ...rules.tsr, name: deep }))).toBe('input/malformed-rules')
    expect(code(newGame({ rules: deep as never, seed: 's' }))).toBe('input/malformed-rules')
    expect(code(newGame({ rules: { ...rules.tsr, piglets: deep } as never, seed: 's' }))).toBe('input/malformed-rules')
  })

  it('4. keys named after Object.prototype members are unknown keys, at every depth, everywhere', () => {
    const text = JSON.stringify(rules.tsr)
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const root = JSON.parse(`{"${key}":{"polluted":1},${text.slice(1)}`) as unknown
      expect(code(decodeRules(root)), key).toBe('input/malformed-rules')
      expect(code(newGame({ rules: root as never, seed: 's' }))).toBe('input/malformed-rules')
      const nested = JSON.parse(text.replace('"piglets":{', `"piglets":{"${key}":{"polluted":1},`)) as unknown
      expect(code(decodeRules(nested)), `piglets.${key}`).toBe('input/malformed-rules')
      const config = JSON.parse(JSON.stringify(matchConfigs.tsr).replace('{', `{"${key}":{"polluted":1},`)) as unknown
      expect(code(decodeMatchConfig(config)), key).toBe('match/invalid-config')
      expect(code(newMatch(config as never)), key).toBe('match/invalid-config')
    }
    expect(code(decodeMatchConfig({ ...matchConfigs.tsr, extra: 1 }))).toBe('match/invalid-config')
    expect(code(decodeMatchConfig({ ...matchConfigs.house, bock: { ...matchConfigs.house.bock, extra: 1 } }))).toBe('match/invalid-config')
    expect(polluted()).toBe(false)
    const view = viewOf(E.getOrElseW(() => null)(newGame({ rules: JSON.parse(text) as RuleSet, seed: 's' })) as Game, 0)
    expect(Object.getPrototypeOf(view.rules)).toBe(Object.prototype)
  })

  it('5. decoding is linear and its errors are bounded', () => {
    const big = decodeAction({ type: 'armutPass', seat: 0, cards: Array(16000).fill('x') })
    const huge = decodeAction(JSON.parse(JSON.stringify({ type: 'armutPass', seat: 0, cards: Array(200_000).fill('x'.repeat(10)) })))
    const wide = decodeRules(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 'x'.repeat(100)])))
    for (const r of [big, huge]) {
      expect(code(r)).toBe('input/malformed-action')
      if (E.isLeft(r)) {
        expect(r.left.details.problems.length).toBeLessThanOrEqual(21)
        expect(r.left.message.length).toBeLessThan(1000)
      }
    }
    expect(code(wide)).toBe('input/malformed-rules')
    if (E.isLeft(wide)) expect(wide.left.message.length).toBeLessThan(6000)
  })

  it('6. replayMatchGames of a value that is no match record is an error', () => {
    for (const u of [null, {}, { formatVersion: 99, games: 'x' }, { formatVersion: 1, games: 'x' }]) {
      const r = replayMatchGames(u as never)
      expect(E.isLeft(r)).toBe(true)
      if (E.isLeft(r)) expect([r.left.code === 'replay/malformed-record' && r.left.details.game, r.left.code]).toEqual([-1, 'replay/malformed-record'])
    }
  })

  it('7. garbage game values: error values, [] and null, never undefined', () => {
    const garbage: unknown[] = [
      { phase: 'armut', setup: {}, turn: 0, hands: [[], [], [], []], passed: [] },
      { phase: 'finished', setup: {}, declarations: [], contract: {}, hands: [], trick: [], tricks: [] }
    ]
    const g = plainCopy(armut) as unknown as { hands: unknown[][] }
    ;(g.hands[seat] as unknown[])[0] = 99
    garbage.push(g)
    const h = plainCopy(armut) as unknown as { hands: unknown[][] }
    ;(h.hands[seat] as unknown[])[0] = null
    garbage.push(h)
    for (const u of garbage) {
      const game = u as Game
      expect(code(applyAction(game, { type: 'armutAnswer', seat: 0, accept: true }))).toBe('input/malformed-game')
      expect(legalActions(game)).toEqual([])
      expect(currentPlayer(game)).toBeNull()
      expect(code(result(game))).toBe('input/malformed-game')
      expect(code(decodeGame(game))).toBe('input/malformed-game')
    }
  })

  it('8. throwing getters and Proxies are error values', () => {
    const getter = Object.defineProperty({ ...armut }, 'phase', { enumerable: true, get: () => { throw new Error('boom') } })
    const proxy = new Proxy(armut, { get: () => { throw new Error('boom') } })
    const actionProxy = new Proxy({}, { get: () => { throw new Error('boom') } })
    for (const game of [getter, proxy] as unknown as Game[]) {
      expect(code(applyAction(game, { type: 'armutAnswer', seat: 0, accept: true }))).toBe('input/malformed-game')
      expect(legalActions(game)).toEqual([])
      expect(currentPlayer(game)).toBeNull()
      expect(isFinished(game)).toBe(false)
      expect(code(result(game))).toBe('input/malformed-game')
    }
    expect(code(applyAction(armut, actionProxy as never))).toBe('input/malformed-action')
    expect(code(newGame(actionProxy as never))).toBe('setup/bad-options')
  })

  it('9a. a declaration is read once and copied: changing it later, or a getter that answers differently, changes nothing', () => {
    const start = E.getOrElseW(() => null)(newGame({ rules: rules.tsr, seed: 'declare-once' })) as Extract<Game, { phase: 'reservations' }>
    const declaration = { kind: 'healthy' as string }
    const next = applyAction(start, { type: 'declare', seat: start.turn, declaration } as Action)
    if (E.isLeft(next)) throw new Error(next.left.message)
    const before = observe(next.right)
    declaration.kind = 'hochzeit'
    expect(observe(next.right)).toBe(before)
    // A kind that says "healthy" when checked and "hochzeit" when stored: one read, so healthy.
    let reads = 0
    const flicker = Object.defineProperty({}, 'kind', { enumerable: true, get: () => (reads++ === 0 ? 'healthy' : 'hochzeit') })
    const flickered = applyAction(start, { type: 'declare', seat: start.turn, declaration: flicker } as Action)
    expect(E.isRight(flickered) && flickered.right.phase === 'reservations' && flickered.right.declarations[0]?.declaration.kind).toBe('healthy')
    expect(reads).toBe(1)
  })

  it('9b. Armut cards are read once: a getter that hands other cards on a second read smuggles nothing in', () => {
    const legal = legalActions(armut).find((a) => a.type === 'armutReturn')
    if (legal === undefined || legal.type !== 'armutReturn') throw new Error('no return listed')
    const others = armut.hands[((seat + 1) % 4) as 0].slice(0, legal.cards.length)
    let reads = 0
    const action = Object.defineProperty({ type: 'armutReturn', seat }, 'cards', { enumerable: true, get: () => (reads++ === 0 ? legal.cards : others) })
    const next = applyAction(armut, action as Action)
    expect(reads).toBe(1)
    expect(json(next)).toBe(json(applyAction(armut, legal)))
  })

  it('9c. the rule-set check trusts only its own copies: a caller frozen outside but not inside is copied', () => {
    const piglets = { enabled: false, superpiglets: false }
    const shallow = Object.freeze({ ...plainCopy(rules.tsr), piglets })
    const decoded = decodeRules(shallow)
    if (E.isLeft(decoded)) throw new Error(decoded.left.message)
    expect(decoded.right).not.toBe(shallow)
    piglets.superpiglets = true
    expect(decoded.right.piglets.superpiglets).toBe(false)
    const again = decodeRules(shallow)
    expect(code(again)).toBe('input/inconsistent-rules')
    // The library's own copy is taken as it is.
    expect(E.isRight(decodeRules(decoded.right)) && E.getOrElseW(() => null)(decodeRules(decoded.right))).toBe(decoded.right)
  })

  it('9d. result returns the state settlement deeply frozen; a view is a fresh copy of its own', () => {
    const played = randomRuleGame(rules.tsr, 'frozen-result')
    const last = played.states[played.states.length - 1] as Game
    const r = result(last)
    if (E.isRight(r)) {
      expect(Object.isFrozen(r.right) && Object.isFrozen(r.right.scores) && Object.isFrozen(r.right.lines)).toBe(true)
    }
    const view = viewOf(last, 1)
    const before = json(viewOf(last, 1))
    mutateEverything(view)
    expect(json(viewOf(last, 1))).toBe(before)
  })
})
