/**
 * `settle` is typed by `GameSummary` for TypeScript callers (issue 27): a misspelt or missing
 * field does not compile. `npm run typecheck` checks this file: each `@ts-expect-error` fails
 * the type check if the error it expects disappears (settle taking `unknown` again). At run time
 * settle still checks whatever it is given, as JavaScript callers and wire data pass anything.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type GameSummary, rules, settle } from '../src/index.js'

const summary: GameSummary = {
  parties: ['re', 're', 'kontra', 'kontra'],
  points: { re: 131, kontra: 109 },
  tricks: { re: 7, kontra: 5 },
  announcements: { re: 'none', kontra: 'none' },
  extraPoints: []
}

describe('settle is typed by GameSummary', () => {
  it('refuses a misspelt field at compile time and still checks at run time', () => {
    expect(E.isRight(settle(summary, rules.tsr))).toBe(true)
    const misspelt = () =>
      settle(
        {
          parties: ['re', 're', 'kontra', 'kontra'],
          // @ts-expect-error a misspelt field ("point" for "points")
          point: { re: 131, kontra: 109 },
          tricks: { re: 7, kontra: 5 },
          announcements: { re: 'none', kontra: 'none' },
          extraPoints: []
        },
        rules.tsr
      )
    // @ts-expect-error a level that is none
    const badLevel = () => settle({ ...summary, announcements: { re: 'keine90', kontra: 'none' } }, rules.tsr)
    const unknownValue: unknown = JSON.parse('{"points": 1}')
    // @ts-expect-error an unknown value must be decoded (decodeGameSummary) or cast first
    const fromWire = () => settle(unknownValue, rules.tsr)
    for (const call of [misspelt, badLevel, fromWire]) {
      const r = call()
      expect(E.isLeft(r) && r.left.code).toBe('summary/invalid')
    }
  })
})
