/**
 * Bad input is a value, never a crash: every public function that takes outside input returns
 * an error value (or, for queries, an empty answer) on any input, including malformed JSON.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, currentPlayer, decodeRules, isFinished, legalActions, newGame, parseCard, parseHand, result, settle, rules } from '../src/index.js'
import { start } from './support/index.js'

/** Any value, including objects parsed from JSON with `__proto__` keys. */
const anyInput = fc.oneof(
  fc.anything(),
  fc.json().map((j) => JSON.parse(j) as unknown),
  fc.constant(JSON.parse('{"__proto__": {"phase": "play"}, "phase": "play"}') as unknown),
  fc.constant(JSON.parse('{"type": "play", "seat": 0, "card": 0, "__proto__": {"seat": 1}}') as unknown)
)

const leftCode = (e: { _tag: string; left?: { code: string } }): string | undefined => (e._tag === 'Left' ? e.left?.code : undefined)

describe('bad input never throws', () => {
  const game = start({ seed: 'bad-input', dealer: 0 })

  it('newGame rejects any non-options value with a setup or rules error', () => {
    fc.assert(
      fc.property(anyInput, (u) => {
        const r = newGame(u as never)
        if (r._tag === 'Left') expect(r.left.code).toMatch(/^(setup|input)\//)
      }),
      { numRuns: 300 }
    )
  })

  it('applyAction on a real game rejects any non-action with input/malformed-action', () => {
    fc.assert(
      fc.property(anyInput, (u) => {
        const r = applyAction(game, u as Action)
        if (r._tag === 'Left') expect(r.left.code).toMatch(/^(input|phase|turn|declare)\//)
      }),
      { numRuns: 300 }
    )
  })

  it('applyAction, legalActions, currentPlayer, isFinished and result on any non-game', () => {
    fc.assert(
      fc.property(anyInput, (u) => {
        const g = u as Game
        const r = applyAction(g, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
        expect(r._tag).toBe('Left')
        expect(legalActions(g)).toEqual([])
        expect(currentPlayer(g)).toBeNull()
        expect(isFinished(g)).toBe(false)
        expect(leftCode(result(g))).toBe('input/malformed-game')
      }),
      { numRuns: 300 }
    )
  })

  it('settle, decodeRules, parseCard and parseHand return error values', () => {
    fc.assert(
      fc.property(anyInput, (u) => {
        expect(leftCode(settle(u as never, rules.tsr))).toBe('summary/invalid')
        expect(leftCode(decodeRules(u))).toBe('input/malformed-rules')
        const c = parseCard(u)
        if (typeof u !== 'string') expect(c._tag).toBe('Left')
        const h = parseHand(u)
        if (typeof u !== 'string') expect(h._tag).toBe('Left')
      }),
      { numRuns: 300 }
    )
  })

  it('a game whose fields were tampered with (from JSON) is rejected, not crashed on', () => {
    const json = JSON.parse(JSON.stringify(game)) as Record<string, unknown>
    for (const key of Object.keys(json)) {
      const broken = { ...json, [key]: 'garbage' } as unknown as Game
      const r = applyAction(broken, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
      if (key === 'declarations' || key === 'turn' || key === 'setup' || key === 'phase') {
        expect(leftCode(r)).toBe('input/malformed-game')
      }
      expect(() => legalActions(broken)).not.toThrow()
    }
  })
})
