/**
 * States as data, as properties over random games under random rule sets: every state of every
 * phase is a deeply frozen plain object of own enumerable data properties; a JSON copy, a
 * structured clone, a spread and a Proxy of it are answered by every public function as the
 * state is; decoding a copy gives a state of the library equal to it; the library recognises its
 * own states (it takes them as they are); the history replays to the state; and the actions
 * listed are those of the decision the state awaits (and the announcements).
 *
 * This suite also runs against the built package (vitest.config.ts: the package projects): there
 * the engine imported below is `dist/`.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as engine from '../src/index.js'
import { type Action, type Game, applyAction, currentPlayer, decodeGame, isFinished, legalActions, result, serializeGame } from '../src/index.js'
import { playerView } from '../src/views/index.js'
import { FastGame } from '../src/fast/index.js'
import { notPlainData } from './support/plain-data.js'
import { randomRuleGame, ruleSetArb } from './support/random-rules.js'

/** What the public functions answer for a value: its actions, who acts, the end, a view, the fast copy, and the state after each listed action (a sample). */
const answers = (g: unknown, sample: readonly number[]) => {
  const legal = legalActions(g as Game)
  const view = playerView(g as Game, 0)
  const fast = FastGame.fromGame(g as Game)
  return {
    legal,
    current: currentPlayer(g as Game),
    finished: isFinished(g as Game),
    result: result(g as Game),
    view: E.isRight(view) ? view.right : view.left.code,
    fast: E.isRight(fast) ? fast.right.legalMask() : fast.left.code,
    next: sample.flatMap((i) => {
      const a = legal[i % Math.max(legal.length, 1)]
      if (a === undefined) return []
      const n = applyAction(g as Game, a)
      return [E.isRight(n) ? n.right : n.left.code]
    })
  }
}

/** The copies of a state a frontend makes: over a wire, through postMessage, a spread, a store's Proxy. */
const copies = (g: Game): readonly [string, unknown][] => [
  ['JSON', JSON.parse(JSON.stringify(g))],
  ['structuredClone', structuredClone(g)],
  ['spread', { ...g }],
  ['Proxy', new Proxy(g, {})]
]

describe('the engine under test', () => {
  it('is the package this project names: the built ESM or CJS files, or the source', async () => {
    const target = process.env['VITEST_PROJECT_TARGET']
    if (target === undefined) return
    const built = (await import(new URL(`../dist/index.${target}`, import.meta.url).href)) as typeof engine
    expect(engine.newGame).toBe(built.newGame)
  })
})

describe('every state of every phase, random games under random rule sets', () => {
  it('is plain frozen data, equal to its copies, and every public function answers a copy as it answers the state', () => {
    let states = 0
    const phases = new Set<string>()
    const awaited = new Set<string>()
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), fc.array(fc.nat(), { minLength: 2, maxLength: 2 }), (drawn, n, sample) => {
        const game = randomRuleGame(drawn.rules, `data-${n}`)
        // Every state's plain shape; a few states per game through every kind of copy.
        const picked = new Set([0, game.states.length - 1, ...sample.map((i) => i % game.states.length)])
        game.states.forEach((g, i) => {
          phases.add(g.phase)
          awaited.add(g.awaiting?.type ?? 'none')
          states++
          expect(notPlainData(g), `${drawn.steps.join(' ')}: state ${i}`).toBeNull()
          // The library takes its own state as it is.
          expect((decodeGame(g) as E.Right<Game>).right).toBe(g)
          if (!picked.has(i)) return
          const own = answers(g, sample)
          for (const [how, copy] of copies(g)) {
            expect(copy, how).toStrictEqual(g)
            expect(answers(copy, sample), `${how} of state ${i}, ${drawn.steps.join(' ')}`).toStrictEqual(own)
            const d = decodeGame(copy)
            if (E.isLeft(d)) throw new Error(`${how}: ${d.left.message}`)
            expect(d.right).toStrictEqual(g)
            // The decoded state is the library's own.
            expect((decodeGame(d.right) as E.Right<Game>).right).toBe(d.right)
          }
        })
      }),
      { numRuns: 60, seed: 2512 }
    )
    expect(states).toBeGreaterThan(60 * 20)
    expect([...phases].sort()).toEqual(['armut', 'clarification', 'finished', 'play', 'redeal', 'reservations'])
    expect([...awaited].sort()).toEqual(['armutAnswer', 'armutPass', 'armutReturn', 'chooseClarification', 'declare', 'genscher', 'none', 'play'])
  }, 120_000)

  it('carries its history: the setup and every action in order, which replay to the state', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        const game = randomRuleGame(drawn.rules, `history-${n}`)
        const last = game.states[game.states.length - 1] as Game
        expect(last.history).toEqual(game.actions)
        game.states.forEach((g, i) => expect(g.history.length).toBe(i))
        const back = decodeGame(JSON.parse(JSON.stringify(serializeGame(last))))
        expect(back).toStrictEqual(E.right(last))
      }),
      { numRuns: 100, seed: 2513 }
    )
  }, 60_000)

  it('lists the actions of the decision it awaits (its type, its seat), besides announcements, and nothing once over', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        for (const g of randomRuleGame(drawn.rules, `awaiting-${n}`).states) {
          const listed = legalActions(g)
          if (g.awaiting === null) {
            expect(listed).toEqual([])
            expect(isFinished(g)).toBe(true)
            continue
          }
          const due = listed.filter((a: Action) => a.type !== 'announce')
          expect(due.length).toBeGreaterThan(0)
          for (const a of due) expect([a.type, a.seat]).toEqual([g.awaiting.type, g.awaiting.seat])
          expect(currentPlayer(g)).toBe(g.awaiting.seat)
          if (listed.length > due.length) expect(g.awaiting.type).toBe('play')
        }
      }),
      { numRuns: 150, seed: 2514 }
    )
  }, 60_000)
})
