/**
 * The view messages' text: the server serialises the previous game's part once per game
 * (`viewMessageText`); what a socket receives must be exactly `JSON.stringify(viewMessage(...))`.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { legalActions } from '../../src/index.js'
import { matchConfigs } from '../../src/match/index.js'
import { type TableState, initialState, step } from '../../examples/table-server/table.js'
import { viewMessage, viewMessageText } from '../../examples/table-server/tables.js'
import type { TableRow } from '../../examples/table-server/store.js'

const { rules, ...config } = matchConfigs.pagat
const row: TableRow = {
  id: 'abcdefghijkl',
  rules,
  config,
  seats: ['Ann', 'Ben', 'Cem', 'Dora'].map((name) => ({ name, tokenHash: '0'.repeat(64), status: 'human' as const })),
  seed: 'view-message-test',
  created: new Date(0),
  daily: null
}

/** Plays the first legal action until `until` holds. */
const playUntil = (s: TableState, until: (s: TableState) => boolean): TableState => {
  while (!until(s)) {
    const action = legalActions(s.game).find((a) => a.type !== 'announce')
    if (action === undefined) throw new Error('no action')
    const next = step(s, action)
    if (E.isLeft(next)) throw new Error(next.left.code)
    s = next.right
  }
  return s
}

describe('viewMessageText', () => {
  it('is the JSON text of viewMessage for every seat and a spectator, before and after a game ends', () => {
    const first = initialState(row)
    if (E.isLeft(first)) throw new Error(first.left.code)
    const inGame2 = playUntil(first.right, (s) => s.gameNumber === 2)
    const later = playUntil(inGame2, (s) => s.version === inGame2.version + 5)
    for (const s of [first.right, inGame2, later]) {
      for (const seat of [0, 1, 2, 3, null] as const) {
        expect(viewMessageText(s, seat)).toBe(JSON.stringify(viewMessage(s, seat)))
      }
    }
    expect(inGame2.previous).not.toBeNull()
    expect((JSON.parse(viewMessageText(later, 2)) as { previous: { settlement: unknown } }).previous.settlement).not.toBeNull()
  })
})
