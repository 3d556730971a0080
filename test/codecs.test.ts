/**
 * The wire codecs: every Action variant, summaries and records round trip through JSON; every
 * problem is reported with its path; unknown keys (`__proto__` included) are rejected; random
 * and mutated input never throws and is never accepted when invalid.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { type Action, type Declaration, type Game, type GameSummary, type Seat, legalActions, rules } from '../src/index.js'
import { SOLO_TYPES } from '../src/rulesEntry.js'
import { actionShapeError } from '../src/game/registry.js'
import { ActionCodec, DeclarationCodec, decodeAction } from '../src/codecs/action.js'
import { formatDecodeErrors } from '../src/input/codec.js'
import { type GameRecord, decodeGameRecord, decodeMatchRecord } from '../src/codecs/record.js'
import { GameSummaryCodec, decodeGameSummary } from '../src/codecs/summary.js'
import { gameRecord, matchRecord } from '../src/records/gameRecord.js'
import { replay } from '../src/records/replay.js'
import { gameSeed, randomGame } from './support/random-games.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]
const json = <T>(x: T): unknown => JSON.parse(JSON.stringify(x))

const errorsOf = <A>(r: E.Either<{ readonly details: { readonly problems: readonly string[] } }, A>): readonly string[] => {
  if (E.isRight(r)) throw new Error(`expected a rejection, got ${JSON.stringify(r.right)}`)
  return r.left.details.problems
}

/** Nothing may ever land on Object.prototype. */
const expectNoPollution = (): void => {
  expect(Object.keys(Object.prototype)).toStrictEqual([])
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
}
afterEach(expectNoPollution)

const DECLARATIONS: readonly Declaration[] = [
  { kind: 'healthy' },
  { kind: 'hochzeit' },
  { kind: 'armut' },
  { kind: 'schmeissen' },
  ...SOLO_TYPES.map((solo): Declaration => ({ kind: 'solo', solo }))
]

/** One of every action variant for every seat and every value of its field. */
const EVERY_ACTION: readonly Action[] = SEATS.flatMap((seat): Action[] => [
  ...DECLARATIONS.map((declaration): Action => ({ type: 'declare', seat, declaration })),
  ...Array.from({ length: 48 }, (_, card): Action => ({ type: 'play', seat, card })),
  ...(['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'] as const).map((announcement): Action => ({ type: 'announce', seat, announcement })),
  ...(['any', 'trump', 'plain'] as const).map((trick): Action => ({ type: 'chooseClarification', seat, trick })),
  { type: 'armutPass', seat, cards: [0, 17, 47] },
  { type: 'armutPass', seat, cards: [] },
  { type: 'armutReturn', seat, cards: [46, 3, 8] },
  { type: 'armutAnswer', seat, accept: true },
  { type: 'armutAnswer', seat, accept: false }
])

describe('Action codec', () => {
  it('every action variant round trips through JSON to an equal action', () => {
    expect(EVERY_ACTION.length).toBe(4 * (4 + SOLO_TYPES.length + 48 + 6 + 3 + 5))
    for (const a of EVERY_ACTION) {
      expect(decodeAction(json(a))).toStrictEqual(E.right(a))
      expect(ActionCodec.is(a)).toBe(true)
      expect(actionShapeError(a)).toBeNull()
    }
  })

  it('every legal action of random games round trips', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        for (const state of randomGame(seed).states) {
          for (const a of legalActions(state)) expect(decodeAction(json(a))).toStrictEqual(E.right({ ...a }))
        }
      }),
      { numRuns: 5 }
    )
  })

  it('reports every problem with its path', () => {
    expect(decodeAction({ type: 'play', seat: 4, card: 48 })).toStrictEqual(
      E.left({
        code: 'input/malformed-action',
        message: 'Invalid action: seat: expected Seat, got 4; card: expected Card, got 48',
        details: { problems: ['seat: expected Seat, got 4', 'card: expected Card, got 48'] }
      })
    )
    expect(errorsOf(decodeAction({ type: 'play', seat: 1, card: 1.5 }))).toStrictEqual(['card: expected Card, got 1.5'])
    expect(errorsOf(decodeAction({ type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'x', more: 1 } }))).toStrictEqual([
      'declaration.solo: expected SoloType, got "x"',
      'declaration.more: unexpected key'
    ])
    expect(errorsOf(decodeAction({ type: 'declare', seat: 0 }))).toStrictEqual(['declaration: expected Declaration, got undefined'])
    expect(errorsOf(decodeAction({ type: 'armutPass', seat: 0, cards: [1, 'x', 48] }))).toStrictEqual([
      'cards.1: expected Card, got "x"',
      'cards.2: expected Card, got 48'
    ])
    expect(errorsOf(decodeAction({ type: 'armutAnswer', seat: 0, accept: 'yes' }))).toStrictEqual([
      'accept: expected boolean, got "yes"'
    ])
    expect(errorsOf(decodeAction(null))).toStrictEqual(['(root): expected Action, got null'])
    expect(errorsOf(decodeAction([]))).toStrictEqual(['(root): expected Action, got []'])
  })

  it('an unknown type is reported at `type`, naming every variant', () => {
    expect(errorsOf(decodeAction({ type: 'pass', seat: 0 }))).toStrictEqual([
      'type: expected "declare" | "play" | "announce" | "chooseClarification" | "genscher" | "armutPass" | "armutAnswer" | "armutReturn", got "pass"'
    ])
    // Inherited names are not tags.
    expect(errorsOf(decodeAction({ type: 'constructor', seat: 0 }))[0]).toMatch(/^type: expected "declare"/)
    expect(errorsOf(decodeAction({ type: 'toString', seat: 0 }))[0]).toMatch(/^type: expected "declare"/)
  })

  it('unknown keys are rejected, `__proto__` included, and nothing is polluted', () => {
    expect(errorsOf(decodeAction({ type: 'play', seat: 0, card: 1, extra: true }))).toStrictEqual(['extra: unexpected key'])
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "type": "play", "seat": 0, "card": 1}') as unknown
    expect(errorsOf(decodeAction(proto))).toStrictEqual(['__proto__: unexpected key'])
    const nested = JSON.parse('{"type": "declare", "seat": 0, "declaration": {"kind": "healthy", "__proto__": {"polluted": 1}}}') as unknown
    expect(errorsOf(decodeAction(nested))).toStrictEqual(['declaration.__proto__: unexpected key'])
    expect(DeclarationCodec.is(JSON.parse('{"kind": "healthy", "__proto__": {}}'))).toBe(false)
  })
})

const summaries = (): GameSummary[] =>
  [1, 2, 3, 4, 5, 6].flatMap((n) => {
    const states = randomGame(`random-game-${n}`).states
    const final = states[states.length - 1] as Game
    return final.phase === 'finished' ? [final.summary] : []
  })

describe('GameSummary codec', () => {
  it('summaries of finished games round trip', () => {
    const all = summaries()
    expect(all.length).toBe(6)
    for (const s of all) expect(decodeGameSummary(json(s))).toStrictEqual(E.right(s))
  })

  it('a hand-written summary decodes', () => {
    const s: GameSummary = {
      parties: ['re', 're', 'kontra', 'kontra'],
      points: { re: 131, kontra: 109 },
      tricks: { re: 7, kontra: 5 },
      announcements: { re: 'announced', kontra: 'none' },
      extraPoints: [{ party: 're', kind: 'foxCaught' }]
    }
    expect(decodeGameSummary(s)).toStrictEqual(E.right(s))
    expect(GameSummaryCodec.is(s)).toBe(true)
  })

  it('reports every problem with its path', () => {
    const bad = {
      parties: ['re', 're', 'kontra', 'kontra', 're'],
      points: { re: -1, kontra: 109.5 },
      tricks: { re: 7 },
      announcements: { re: 'no45', kontra: 'none' },
      extraPoints: [{ party: 're', kind: 'fox' }, { party: 'x', kind: 'karlchen', when: 3 }],
      note: ''
    }
    expect(decodeGameSummary(bad)).toStrictEqual(
      E.left({
        code: 'input/malformed-summary',
        message:
          'Invalid game summary: points.re: expected NonNegativeInteger, got -1; points.kontra: expected NonNegativeInteger, got 109.5; tricks.kontra: expected NonNegativeInteger, got undefined (and 6 more)',
        details: { problems: [
          'points.re: expected NonNegativeInteger, got -1',
          'points.kontra: expected NonNegativeInteger, got 109.5',
          'tricks.kontra: expected NonNegativeInteger, got undefined',
          'announcements.re: expected AnnouncementLevel, got "no45"',
          'extraPoints.0.kind: expected ExtraPointKind, got "fox"',
          'extraPoints.1.party: expected Party, got "x"',
          'parties.4: unexpected element',
          'extraPoints.1.when: unexpected key',
          'note: unexpected key'
        ] }
      })
    )
  })
})

const sampleRecord = (seed: string): GameRecord => {
  const g = randomGame(seed)
  return gameRecord(g.states[g.states.length - 1] as Game, ['Ann', 'Ben', 'Cem', 'Dora'])
}

describe('GameRecord and MatchRecord codecs', () => {
  it('records round trip through JSON', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const r = sampleRecord(seed)
        expect(decodeGameRecord(json(r))).toStrictEqual(E.right(r))
      }),
      { numRuns: 20 }
    )
  })

  it('reports every problem of a record with its path', () => {
    const r = json(sampleRecord('random-game-1')) as Record<string, unknown>
    const bad = {
      ...r,
      formatVersion: 3,
      setup: { ...(r['setup'] as object), rules: { ...rules.tsr, name: 5, extra: 1 }, dealer: 7, deal: [[1], [2], [3], [4], [5]] },
      history: [{ type: 'play', seat: 0, card: 99 }],
      outcome: { kind: 'settled', winner: 'x', scores: [1, 2, 3, 'x'] },
      players: ['a', 'b', 'c', null],
      foo: 1
    }
    expect(errorsOf(decodeGameRecord(bad))).toStrictEqual([
      'formatVersion: expected 2, got 3',
      'setup.rules.name: expected string, got 5',
      'setup.dealer: expected Seat, got 7',
      'history.0.card: expected Card, got 99',
      'outcome.winner: expected Party | null, got "x"',
      'outcome.scores.3: expected Integer, got "x"',
      'players.3: expected string, got null',
      'setup.rules.extra: unexpected key',
      'setup.deal.4: unexpected element',
      'foo: unexpected key'
    ])
    expect(decodeGameRecord(bad)).toMatchObject(E.left({ code: 'input/malformed-game-record' }))
  })

  it('an unknown outcome kind and a missing field', () => {
    const r = json(sampleRecord('random-game-2')) as Record<string, unknown>
    const { history: _, ...withoutHistory } = r
    expect(errorsOf(decodeGameRecord({ ...withoutHistory, outcome: { kind: 'won' } }))).toStrictEqual([
      'history: expected ReadonlyArray<Action>, got undefined',
      'outcome.kind: expected "settled" | "redeal", got "won"'
    ])
  })

  it('match records: config is any JSON object, but no __proto__ key at any depth', () => {
    const games = [sampleRecord('random-game-3')]
    const ok = matchRecord({ rounds: [1, 2], nested: { a: null, b: 'x', c: true } }, games)
    expect(decodeMatchRecord(json(ok))).toStrictEqual(E.right(ok))
    const deep = JSON.parse('{"formatVersion": 1, "games": [], "config": {"a": [{"__proto__": {"polluted": 1}}]}}') as unknown
    expect(errorsOf(decodeMatchRecord(deep))).toStrictEqual(['config.a.0.__proto__: a __proto__ key is not allowed'])
    expect(errorsOf(decodeMatchRecord({ formatVersion: 1, games: [], config: { n: [1, Infinity], u: undefined } }))).toStrictEqual([
      'config.n.1: expected a finite number',
      'config.u: expected JSON data'
    ])
    expect(errorsOf(decodeMatchRecord({ formatVersion: 1, games: [], config: [] }))).toStrictEqual([
      'config: expected JsonObject, got []'
    ])
    expect(errorsOf(decodeMatchRecord({ formatVersion: 1, games: [], config: { f: () => 1 } }))).toStrictEqual(['config.f: expected JSON data'])
    expect(errorsOf(decodeMatchRecord({ formatVersion: 1, games: [{}], config: {}, x: 1 }))).toContain('x: unexpected key')
  })
})

// -------------------------------------------------------------------------------------------
// Properties: random input, mutated records, `__proto__` keys.
// -------------------------------------------------------------------------------------------

const DECODERS = [decodeAction, decodeGameSummary, decodeGameRecord, decodeMatchRecord] as const
const ACTION_KEYS: Readonly<Record<string, readonly string[]>> = {
  declare: ['type', 'seat', 'declaration'],
  play: ['type', 'seat', 'card'],
  announce: ['type', 'seat', 'announcement'],
  chooseClarification: ['type', 'seat', 'trick'],
  armutPass: ['type', 'seat', 'cards'],
  armutAnswer: ['type', 'seat', 'accept'],
  armutReturn: ['type', 'seat', 'cards']
}

/** An independent check of an accepted action: the engine's shape check and only known keys. */
const isExactAction = (u: unknown): boolean => {
  if (typeof u !== 'object' || u === null || actionShapeError(u) !== null) return false
  const keys = ACTION_KEYS[(u as { type: string }).type] ?? []
  return Object.keys(u).every((k) => keys.includes(k))
}

describe('random input never throws and is never accepted when invalid', () => {
  it('fc.anything', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }), (u) => {
        for (const decode of DECODERS) expect(() => decode(u)).not.toThrow()
        const a = decodeAction(u)
        if (E.isRight(a)) expect(isExactAction(u)).toBe(true)
        expect(E.isRight(decodeGameRecord(u))).toBe(false)
        expect(E.isRight(decodeMatchRecord(u))).toBe(false)
        expect(E.isRight(decodeGameSummary(u))).toBe(false)
        expect(E.isRight(replay(u as GameRecord))).toBe(false)
      }),
      { numRuns: 300 }
    )
  })

  it('fc.json text, parsed', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const u = JSON.parse(text) as unknown
        for (const decode of DECODERS) {
          const r = decode(u)
          if (E.isLeft(r)) expect(r.left.details.problems.length).toBeGreaterThan(0)
        }
        if (E.isRight(decodeAction(u))) expect(isExactAction(u)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it('action-like objects: accepted exactly when the engine accepts the shape and no key is unknown', () => {
    const actionLike = fc.record(
      {
        type: fc.constantFrom('declare', 'play', 'announce', 'armutAnswer', 'armutPass', 'chooseClarification', 'x'),
        seat: fc.oneof(fc.constantFrom(0, 1, 2, 3, 4, -1, 1.5, '1'), fc.anything()),
        card: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.double()),
        cards: fc.array(fc.integer({ min: -1, max: 48 }), { maxLength: 4 }),
        accept: fc.oneof(fc.boolean(), fc.constant('true')),
        trick: fc.constantFrom('any', 'trump', 'plain', 'first'),
        announcement: fc.constantFrom('re', 'kontra', 'no90', 'no120'),
        declaration: fc.oneof(
          fc.constantFrom({ kind: 'healthy' }, { kind: 'solo', solo: 'queens' }, { kind: 'solo', solo: 'x' }, { kind: 'nope' }),
          fc.anything()
        ),
        extra: fc.anything()
      },
      { requiredKeys: ['type', 'seat'] }
    )
    fc.assert(
      fc.property(actionLike, (u) => {
        const r = decodeAction(u)
        const d = (u as { declaration?: unknown }).declaration
        const declOk =
          u.type !== 'declare' ||
          (typeof d === 'object' && d !== null && Object.keys(d).every((k) => k === 'kind' || (k === 'solo' && (d as { kind?: unknown }).kind === 'solo')))
        expect(E.isRight(r)).toBe(isExactAction(u) && declOk)
        if (E.isRight(r)) expect(r.right).toStrictEqual(u)
      }),
      { numRuns: 500 }
    )
  })
})

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type Path = readonly (string | number)[]

/** Every path in a JSON value (the root too), with the value there. */
const paths = (x: Json, at: Path = []): { readonly path: Path; readonly value: Json }[] => [
  { path: at, value: x },
  ...(Array.isArray(x)
    ? x.flatMap((v, i) => paths(v, [...at, i]))
    : typeof x === 'object' && x !== null
      ? Object.keys(x).flatMap((k) => paths(x[k] as Json, [...at, k]))
      : [])
]

/** A copy of `x` with the value at `path` replaced by `f(value)` (undefined: the key removed). */
const update = (x: Json, path: Path, f: (v: Json) => Json | undefined): Json => {
  if (path.length === 0) return f(x) as Json
  const [head, ...rest] = path
  if (Array.isArray(x)) return x.map((v, i) => (i === head ? update(v, rest, f) : v))
  const obj = x as { [k: string]: Json }
  const out: { [k: string]: Json } = {}
  for (const k of Object.keys(obj)) {
    if (k !== head) out[k] = obj[k] as Json
    else {
      const v = update(obj[k] as Json, rest, f)
      if (v !== undefined) out[k] = v
    }
  }
  return out
}

const show = (p: Path): string => (p.length === 0 ? '(root)' : p.join('.'))

/** A value of another JSON type than `v`: no field of a record accepts both. */
const otherType = (v: Json): Json =>
  v === null ? true : typeof v === 'number' ? String(v) : typeof v === 'string' ? 7 : typeof v === 'boolean' ? null : Array.isArray(v) ? {} : []

const RECORDS = [0, 1, 2].map((i) => json(sampleRecord(`random-game-${40 + i}`)) as Json)

describe('mutated records are rejected, with the mutated path', () => {
  const record = fc.constantFrom(...RECORDS)

  it('a value of another JSON type anywhere', () => {
    fc.assert(
      fc.property(record, fc.nat(), (r, n) => {
        const all = paths(r).filter((p) => p.path.length > 0)
        const { path, value } = all[n % all.length] as { path: Path; value: Json }
        const errors = errorsOf(decodeGameRecord(update(r, path, () => otherType(value))))
        expect(errors.some((e) => e.startsWith(`${show(path)}: `) || e.startsWith(`${show(path)}.`))).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it('a number that is not an integer anywhere', () => {
    fc.assert(
      fc.property(record, fc.nat(), (r, n) => {
        const all = paths(r).filter((p) => typeof p.value === 'number')
        const { path } = all[n % all.length] as { path: Path }
        const last = path[path.length - 1]
        const expected =
          path[0] === 'formatVersion'
            ? '2'
            : path[0] === 'setup' && path[1] === 'forcedSoloist'
              ? 'Seat | null'
              : path[path.length - 2] === 'scores' || (path[0] === 'setup' && path[1] === 'rules')
                ? 'Integer'
                : (path[0] === 'setup' && path[1] === 'deal') || last === 'card' || path[path.length - 2] === 'cards'
                  ? 'Card'
                  : 'Seat'
        expect(errorsOf(decodeGameRecord(update(r, path, () => 1000.5)))).toContain(`${show(path)}: expected ${expected}, got 1000.5`)
      }),
      { numRuns: 200 }
    )
  })

  it('a required key removed from any object', () => {
    fc.assert(
      fc.property(record, fc.nat(), (r, n) => {
        const all = paths(r).filter((p) => p.path.length > 0 && typeof p.path[p.path.length - 1] === 'string' && !(p.path.length === 1 && p.path[0] === 'players'))
        const { path } = all[n % all.length] as { path: Path }
        const errors = errorsOf(decodeGameRecord(update(r, path, () => undefined)))
        expect(errors.some((e) => e.startsWith(`${show(path)}: expected `))).toBe(true)
      }),
      { numRuns: 300 }
    )
  })

  it('an unknown key added to any object (`__proto__` included), as own data, never polluting', () => {
    const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'), fc.string().map((s) => `x-${s}`))
    fc.assert(
      fc.property(record, fc.nat(), key, fc.jsonValue(), (r, n, k, v) => {
        const objects = paths(r).filter((p) => typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value))
        const { path } = objects[n % objects.length] as { path: Path }
        // Through JSON text, so that `__proto__` is an own key as JSON.parse makes it.
        const addKey = (o: Json): Json => {
          const text = JSON.stringify(o)
          return JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}${text === '{}' ? '' : ','}${text.slice(1)}`) as Json
        }
        const mutated = update(r, path, addKey)
        expect(errorsOf(decodeGameRecord(mutated))).toContain(`${path.length === 0 ? '' : `${show(path)}.`}${k}: unexpected key`)
        expect(E.isRight(replay(mutated as unknown as GameRecord))).toBe(false)
      }),
      { numRuns: 300 }
    )
  })

  it('swapped or changed actions decode (the structure is fine) and replay never throws', () => {
    fc.assert(
      fc.property(record, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 47 }), (r, i, j, c) => {
        const rec = r as unknown as GameRecord
        const n = rec.history.length
        const actions = rec.history.slice()
        const a = actions[i % n] as Action
        actions[i % n] = actions[j % n] as Action
        actions[j % n] = a.type === 'play' ? { ...a, card: c } : a
        const mutated = { ...rec, history: actions }
        const decoded = decodeGameRecord(mutated)
        expect(E.isRight(decoded)).toBe(true)
        const replayed = replay(mutated)
        if (E.isLeft(replayed)) expect(['replay/illegal-action', 'replay/outcome-mismatch']).toContain(replayed.left.code)
      }),
      { numRuns: 100 }
    )
  })
})

describe('formatDecodeErrors', () => {
  it('names union members by field, not by index', () => {
    const r = ActionCodec.decode({ type: 'announce', seat: 2, announcement: 'no120' })
    expect(E.isLeft(r) && formatDecodeErrors(r.left)).toStrictEqual(['announcement: expected Announcement, got "no120"'])
  })

  it('shortens long values', () => {
    const r = ActionCodec.decode({ type: 'play', seat: 'x'.repeat(200), card: 1 })
    expect(E.isLeft(r) && formatDecodeErrors(r.left)).toStrictEqual([`seat: expected Seat, got "${'x'.repeat(59)}…`])
  })
})
