/**
 * Hostile input (the hardening issue): every public function that takes outside input, fed
 * valid values corrupted at a random place with sparse arrays, prototype keys, 10,000-deep
 * nesting, 1 MB strings and arrays, throwing getters, Proxies, cycles and non-data values (and
 * frozen copies of valid values), returns an Either with its documented code, never throws,
 * pollutes no prototype, and finishes in bounded time; nothing the caller holds afterwards (the
 * input, or the value returned) can change a state or a decoded value.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, currentPlayer, decodeGame, decodeRules, isFinished, legalActions, newGame, parseCard, parseHand, result, rules, settle } from '../src/index.js'
import { withPiglets, withSchmeissen } from '../src/rulesEntry.js'
import { decodeAction, decodeGameRecord, decodeGameSummary, decodeMatchRecord } from '../src/codecs/index.js'
import { decodeMatchConfig, matchConfigs, newMatch, recordResult, type TableResult } from '../src/match/index.js'
import { matchRecord, recordAction, recorderRecord, replay, replayMatchGames, resumeRecording, startRecording } from '../src/records/index.js'
import { type Corruption, HOSTILE, corrupt, corruptionArb, isEither, mutateEverything, polluted } from './support/hostile.js'
import { randomRuleGame } from './support/random-rules.js'
import { playerView, spectatorView } from '../src/views/index.js'
import { FastGame } from '../src/fast/index.js'
import { type Locale, de, en, formatError, formatSettlement } from '../src/i18n/index.js'
import { advise, evaluateActions, review } from '../src/bots/index.js'

/** A call that ran longer than this is a blow-up (quadratic or worse), whatever the machine: each takes milliseconds. */
const BLOW_UP_MS = 10_000

let calls = 0
let slowest = { ms: 0, what: '' }

/** Calls `f` on `u`: no exception, no prototype pollution, bounded time. */
const call = <R>(what: string, f: () => R): R => {
  calls++
  const t0 = performance.now()
  let r: R
  try {
    r = f()
  } catch (e) {
    throw new Error(`${what} threw ${String(e)}`)
  }
  const ms = performance.now() - t0
  if (ms > slowest.ms) slowest = { ms, what }
  expect(ms, what).toBeLessThan(BLOW_UP_MS)
  expect(polluted(), `${what} polluted a prototype`).toBe(false)
  return r
}

/** The Either's error code (or its nested `error.code` for match replays), or null for a Right. */
const codeOf = (r: unknown): string | null => {
  expect(isEither(r), 'an Either').toBe(true)
  const e = r as { _tag: string; left?: { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } } }
  if (e._tag === 'Right') return null
  const code = e.left?.code ?? e.left?.error?.code
  expect(typeof code).toBe('string')
  const message = e.left?.message ?? e.left?.error?.message
  expect(typeof message).toBe('string')
  // Messages are bounded whatever the input: a line per problem, at most twenty.
  expect((message as string).length).toBeLessThan(12_000)
  return code as string
}

const json = (u: unknown): string => JSON.stringify(u)

// ---------------------------------------------------------------------------------------------
// Valid values to corrupt
// ---------------------------------------------------------------------------------------------

const house = withSchmeissen(['fiveKings', 'fiveNines'])(withPiglets({ superpiglets: true })(rules.pagat))
const games = ['tsr', 'pagat', 'house'].flatMap((preset) =>
  [0, 1, 2, 3, 4, 5].map((i) => randomRuleGame(preset === 'house' ? house : rules[preset as 'tsr' | 'pagat'], `hostile-${preset}-${i}`))
)
const states: readonly Game[] = games.flatMap((g) => g.states.filter((_, i) => i % 5 === 0 || g.actions[i]?.type.startsWith('armut') === true))
const stateWithAction: readonly { readonly state: Game; readonly action: Action }[] = games.flatMap((g) =>
  g.actions.map((action, i) => ({ state: g.states[i] as Game, action })).filter((_, i) => i % 3 === 0 || g.actions[i]?.type !== 'play')
)
const finishedGames = games.map((g) => g.states[g.states.length - 1] as Game).filter((g) => g.phase === 'finished')
const summaries = finishedGames.map((g) => (g.phase === 'finished' ? { summary: g.summary, rules: g.setup.rules } : null)).filter((x) => x !== null)

const recordOf = (g: (typeof games)[number]) => {
  let rec = E.getOrElseW(() => {
    throw new Error('startRecording')
  })(startRecording(g.states[0] as Game, ['Anna', 'Ben', 'Carla', 'Dieter']))
  for (const a of g.actions) {
    const next = recordAction(rec, a)
    if (E.isLeft(next)) throw new Error(next.left.message)
    rec = next.right
  }
  return recorderRecord(rec)
}
const records = games.slice(0, 6).map(recordOf)
const aMatchRecord = matchRecord(matchConfigs.tsr, records.slice(0, 3))
const newGameOptions: readonly unknown[] = [
  { rules: rules.pagat, dealer: 1, seed: 'options' },
  { rules: house, dealer: 2, hands: (games[0]?.states[0] as Game).setup.deal, compulsorySoloOwed: [true, false, true, false], forcedSoloist: 3 },
  games[7]?.options
]
const aMatch = E.getOrElseW(() => {
  throw new Error('newMatch')
})(newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] }))
const aResult: TableResult = {
  kind: 'played',
  contract: { kind: 'normal' },
  summary: { parties: ['re', 'kontra', 're', 'kontra'], points: { re: 131, kontra: 109 }, tricks: { re: 7, kontra: 5 }, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] }
}

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T

/** Views of every phase: each seat of some states (those with something to decide, and some without). */
const views: readonly unknown[] = states
  .filter((_, i) => i % 3 === 0)
  .flatMap((g, i) => {
    const v = playerView(g, (i % 4) as 0)
    return E.isRight(v) ? [v.right] : []
  })

// ---------------------------------------------------------------------------------------------
// The table: every public function that takes outside input, its valid inputs and its codes
// ---------------------------------------------------------------------------------------------

interface Target {
  readonly name: string
  /** The valid inputs a run corrupts one of. */
  readonly valid: readonly unknown[]
  readonly run: (u: unknown, i: number) => unknown
  /** The documented codes of its errors. */
  readonly codes: RegExp
  /** Whether every corruption (other than freezing) must be rejected. */
  readonly rejectsAll?: boolean
}

const targets: readonly Target[] = [
  { name: 'newGame', valid: newGameOptions, run: (u) => newGame(u as never), codes: /^(setup\/bad-options|setup\/bad-deal|input\/malformed-rules|input\/inconsistent-rules)$/ },
  {
    name: 'applyAction (the action)',
    valid: stateWithAction.map((s) => s.action),
    run: (u, i) => applyAction(pick(stateWithAction, i).state, u as Action),
    codes: /^(input\/malformed-action|phase|turn|declare|play|announce|armut)(\/|$)/
  },
  {
    name: 'applyAction (the state)',
    valid: stateWithAction.map((s) => s.state),
    run: (u, i) => applyAction(u as Game, pick(stateWithAction, i).action),
    codes: /^input\/malformed-game$/,
    rejectsAll: true
  },
  { name: 'decodeGame', valid: states, run: (u) => decodeGame(u), codes: /^input\/malformed-game$/, rejectsAll: true },
  { name: 'result', valid: finishedGames, run: (u) => result(u as Game), codes: /^input\/malformed-game$/, rejectsAll: true },
  {
    name: 'settle (the summary)',
    valid: summaries.map((s) => s.summary),
    run: (u, i) => settle(u as never, pick(summaries, i).rules),
    codes: /^summary\/invalid$/
  },
  {
    name: 'settle (the rules)',
    valid: summaries.map((s) => s.rules),
    run: (u, i) => settle(pick(summaries, i).summary, u as never),
    codes: /^input\/(malformed|inconsistent)-rules$/
  },
  { name: 'decodeRules', valid: [rules.tsr, rules.pagat, rules.house, house], run: (u) => decodeRules(u), codes: /^input\/(malformed|inconsistent)-rules$/ },
  { name: 'decodeRules', valid: [rules.tsr, house], run: (u) => decodeRules(u as never), codes: /^input\/(malformed|inconsistent)-rules$/ },
  { name: 'decodeAction', valid: stateWithAction.map((s) => s.action), run: (u) => decodeAction(u), codes: /^input\/malformed-action$/ },
  { name: 'decodeGameSummary', valid: summaries.map((s) => s.summary), run: (u) => decodeGameSummary(u), codes: /^input\/malformed-summary$/ },
  { name: 'decodeGameRecord', valid: records, run: (u) => decodeGameRecord(u), codes: /^input\/malformed-game-record$/ },
  { name: 'decodeMatchRecord', valid: [aMatchRecord], run: (u) => decodeMatchRecord(u), codes: /^input\/malformed-match-record$/ },
  { name: 'replay', valid: records, run: (u) => replay(u as never), codes: /^replay\// },
  { name: 'resumeRecording', valid: records, run: (u) => resumeRecording(u as never), codes: /^replay\// },
  { name: 'replayMatchGames', valid: [aMatchRecord], run: (u) => replayMatchGames(u as never), codes: /^replay\// },
  { name: 'decodeMatchConfig', valid: [matchConfigs.tsr, matchConfigs.house], run: (u) => decodeMatchConfig(u), codes: /^match\/invalid-config$/ },
  { name: 'newMatch (the config)', valid: [matchConfigs.pagat, matchConfigs.house], run: (u) => newMatch(u as never), codes: /^match\/invalid-config$/ },
  {
    name: 'newMatch (the options)',
    valid: [{ players: ['Anna', 'Ben', 'Carla', 'Dieter'], dealer: 2 }],
    run: (u) => newMatch(matchConfigs.tsr, u as never),
    codes: /^match\/(invalid-players|invalid-config)$/
  },
  { name: 'recordResult (the result)', valid: [aResult, { kind: 'redeal', reason: 'schmeissen', seat: 1 }], run: (u) => recordResult(aMatch, u as never), codes: /^match\// },
  { name: 'recordResult (the match)', valid: [aMatch], run: (u) => recordResult(u as never, aResult), codes: /^match\/malformed-match$/ },
  { name: 'playerView (the state)', valid: states, run: (u, i) => playerView(u as Game, (i % 4) as 0), codes: /^input\/malformed-game$/, rejectsAll: true },
  { name: 'playerView (the seat)', valid: [0, 1, 2, 3], run: (u, i) => playerView(pick(states, i), u as 0), codes: /^input\/invalid-seat$/ },
  { name: 'spectatorView', valid: states, run: (u) => spectatorView(u as Game), codes: /^input\/malformed-game$/, rejectsAll: true },
  { name: 'FastGame.fromGame', valid: states, run: (u) => FastGame.fromGame(u as Game), codes: /^(input\/malformed-game|phase\/wrong-phase)$/, rejectsAll: true },
  {
    name: 'advise (the view)',
    valid: views,
    run: (u, i) => advise(u as never, { samples: 1, maxPlayouts: 20, seed: `hostile/${i}` }),
    codes: /^bots\/malformed-view$/
  },
  { name: 'advise (the options)', valid: [{ samples: 1, seed: 'x' }, { samples: 2, exactTricks: 1 }], run: (u, i) => advise(pick(views, i) as never, u as never), codes: /^bots\/bad-options$/ },
  { name: 'evaluateActions (the view)', valid: views, run: (u) => evaluateActions(u as never, { samples: 1, maxPlayouts: 20 }), codes: /^bots\/malformed-view$/ },
  { name: 'review (the record)', valid: records.slice(0, 2), run: (u) => review(u as never, 1, { samples: 1, maxPlayouts: 8, exactTricks: 0 }), codes: /^replay\// },
  { name: 'parseCard', valid: ['♣Q', 'Kreuz-Dame', 'queen of clubs', 'H10'], run: (u) => parseCard(u), codes: /^notation\// },
  { name: 'parseHand', valid: ['♣Q ♣Q ♥10', 'CQ, DA; ST'], run: (u) => parseHand(u), codes: /^notation\// }
]

describe('every entry point on corrupted input: an Either with its documented code, in bounded time', () => {
  for (const target of targets) {
    it(`${target.name}`, () => {
      fc.assert(
        fc.property(fc.nat(), corruptionArb, (i, c: Corruption) => {
          const valid = pick(target.valid, i)
          const expected = codeOf(call(`${target.name} (valid)`, () => target.run(valid, i)))
          const bad = corrupt(valid, c)
          const r = call(`${target.name} on ${bad.what}`, () => target.run(bad.value, i))
          const code = codeOf(r)
          if (code !== null) expect(code, bad.what).toMatch(target.codes)
          if (bad.same === true) expect(code, 'a frozen copy is the same value').toBe(expected)
          else if (bad.same === false && target.rejectsAll === true) expect(code, `${bad.what} is rejected`).not.toBeNull()
          // Nothing the caller still holds reaches what it got back.
          if (code === null && r !== null) {
            const before = json(r)
            mutateEverything(bad.value)
            expect(json(r), 'the input mutated afterwards').toBe(before)
          }
        }),
        { numRuns: 150 }
      )
    })
  }

  it('legalActions, currentPlayer and isFinished answer a non-game with [], null and false', () => {
    fc.assert(
      fc.property(fc.nat(), corruptionArb, (i, c) => {
        const bad = corrupt(pick(states, i), c)
        const actions = call('legalActions', () => legalActions(bad.value as Game))
        const seat = call('currentPlayer', () => currentPlayer(bad.value as Game))
        const over = call('isFinished', () => isFinished(bad.value as Game))
        const original = pick(states, i)
        if (bad.same === true) {
          expect(json(actions)).toBe(json(legalActions(original)))
          expect(seat).toBe(currentPlayer(original))
        } else if (bad.same === false) {
          expect(actions).toEqual([])
          expect(seat).toBeNull()
          expect(over).toBe(false)
        }
        calls += 2
      }),
      { numRuns: 150 }
    )
  })

  it('every hostile value in place of any argument, alone', () => {
    for (const hostile of HOSTILE) {
      for (const target of targets) {
        const r = call(`${target.name}(${hostile.name})`, () => target.run(hostile.make(undefined), 0))
        const code = codeOf(r)
        if (code !== null) expect(code).toMatch(target.codes)
      }
      const g = hostile.make(undefined) as Game
      expect(call('legalActions', () => legalActions(g))).toEqual([])
      expect(call('currentPlayer', () => currentPlayer(g))).toBeNull()
      expect(call('isFinished', () => isFinished(g))).toBe(false)
    }
  })

  afterAll(() => {
    // The figures the closing note quotes.
    console.log(`hostile input: ${calls} calls, slowest ${slowest.ms.toFixed(1)} ms (${slowest.what})`)
  })
})

// ---------------------------------------------------------------------------------------------
// The formatters: what a frontend phrases may come over the wire
// ---------------------------------------------------------------------------------------------

/** The longest text formatError gives (docs/i18n.md). */
const MAX_ERROR_CHARS = 4_000

/** Text no phrase may contain: a missing value, an object, a seat that is none. */
const UNREADABLE = /\bundefined\b|\bnull\b|\bNaN\b|\[object|Spieler 0|[Pp]layer 0|\?\?/

const leftOf = (r: unknown): unknown => (isEither(r) && r._tag === 'Left' ? r.left : null)

/** Errors the library gives, of many codes, nested ones among them; none of whose own texts says "undefined" or "null". */
const engineErrors: readonly unknown[] = (() => {
  const out: unknown[] = []
  for (const { state, action } of stateWithAction.slice(0, 120)) {
    out.push(leftOf(applyAction(state, { ...action, seat: ((action.seat + 1) % 4) as 0 })))
    if (action.type === 'play') out.push(leftOf(applyAction(state, { ...action, card: (action.card + 2) % 48 })))
    out.push(leftOf(applyAction(state, { type: 'announce', seat: action.seat, announcement: 'schwarz' })))
  }
  const summary = pick(summaries, 0)
  out.push(leftOf(settle({ ...summary.summary, points: { re: 1, kontra: 1 } }, summary.rules)))
  const rec = pick(records, 0)
  out.push(leftOf(replay({ ...rec, history: rec.history.slice(1) } as never)))
  out.push(leftOf(replayMatchGames({ ...aMatchRecord, games: [{ ...rec, history: rec.history.slice(1) }] } as never)))
  out.push(leftOf(decodeGameRecord({ ...rec, setup: 1 })))
  out.push(leftOf(parseCard('X7')), leftOf(newMatch(matchConfigs.tsr, { players: ['A', 'A', 'B', 'C'] })))
  return out.filter((e): e is object => e !== null && !/undefined|null/.test(JSON.stringify(e)))
})()
const settlements = finishedGames.map((g) => (g.phase === 'finished' ? g.settlement : null)).filter((s) => s !== null)
const CONTEXTS: readonly unknown[] = [{}, { names: ['Anna', 'Ben', 'Carla', 'Dirk'], self: 0 }, { names: ['Anna', 'Ben', 'Carla', 'Dirk'] }, { self: 2 }]

/** A 10,000-deep chain of causes, and an error with a million problem lines. */
const DEEP_CAUSE: unknown = (() => {
  let e: unknown = pick(engineErrors, 0)
  for (let i = 0; i < 10_000; i++) e = { code: 'replay/bad-setup', message: 'deep', details: { game: 0, cause: e } }
  return e
})()
const MILLION_PROBLEMS = { code: 'input/malformed-action', message: 'many', details: { problems: new Array(1_000_000).fill('type: expected "play"') } }

describe('formatError and formatSettlement on any value: a bounded string, never a throw', () => {
  it('has errors of many codes to corrupt', () => {
    const codes = new Set(engineErrors.map((e) => (e as { code: string }).code))
    expect(codes.size).toBeGreaterThanOrEqual(8)
    for (const code of ['turn/not-your-turn', 'replay/illegal-action', 'summary/invalid', 'input/malformed-game-record', 'notation/unknown-card']) expect(codes).toContain(code)
  })

  it('formatError: on corrupted errors and contexts, counted: no throw, no non-string, nothing longer than 4,000 characters, nothing unreadable', () => {
    const failures = { throws: 0, nonStrings: 0, tooLong: 0, unreadable: 0, examples: [] as string[] }
    const check = (what: string, locale: Locale, error: unknown, context: unknown): void => {
      let text: unknown
      try {
        text = call(`formatError(${what})`, () => formatError(locale, error, context as never))
      } catch (e) {
        failures.throws++
        failures.examples.push(`${what}: ${String(e)}`)
        return
      }
      if (typeof text !== 'string' || text.trim() === '') {
        failures.nonStrings++
        failures.examples.push(`${what}: ${String(text)}`)
      } else if (text.length > MAX_ERROR_CHARS) failures.tooLong++
      else if (UNREADABLE.test(text)) {
        failures.unreadable++
        failures.examples.push(`${what}: ${text.slice(0, 200)}`)
      }
    }
    fc.assert(
      fc.property(fc.nat(), corruptionArb, fc.boolean(), fc.nat(), corruptionArb, (i, c, german, k, cc) => {
        const bad = corrupt(pick(engineErrors, i), c)
        const context = k % 3 === 0 ? corrupt(pick(CONTEXTS.slice(1), k), cc).value : pick(CONTEXTS, k)
        check(bad.what, german ? de : en, bad.value, context)
      }),
      { numRuns: 400 }
    )
    for (const hostile of HOSTILE) {
      for (const locale of [de, en]) {
        check(hostile.name, locale, hostile.make(undefined), {})
        check(`${hostile.name} as details`, locale, { code: 'play/must-follow-suit', message: 'm', details: hostile.make(undefined) }, {})
        check(`${hostile.name} as context`, locale, pick(engineErrors, 0), hostile.make(undefined))
      }
    }
    for (const locale of [de, en]) {
      check('a 10,000-deep cause chain', locale, DEEP_CAUSE, {})
      check('a million problem lines', locale, MILLION_PROBLEMS, {})
      check('a thousand long problem lines', locale, { ...MILLION_PROBLEMS, details: { problems: new Array(1000).fill('y'.repeat(1000)) } }, {})
      check('a long message', locale, { code: 'future/code', message: 'z '.repeat(1_000_000), details: {} }, {})
    }
    expect(failures.examples.slice(0, 5)).toEqual([])
    expect(failures).toMatchObject({ throws: 0, nonStrings: 0, tooLong: 0, unreadable: 0 })
  })

  it('formatSettlement: on corrupted settlements, counted: strings only, four seats, nothing unreadable', () => {
    const failures = { throws: 0, malformed: 0, examples: [] as string[] }
    const check = (what: string, locale: Locale, settlement: unknown, context: unknown): void => {
      let f: unknown
      try {
        f = call(`formatSettlement(${what})`, () => formatSettlement(locale, settlement, context as never))
      } catch (e) {
        failures.throws++
        failures.examples.push(`${what}: ${String(e)}`)
        return
      }
      const r = f as { winner?: unknown; lines?: unknown; row?: unknown }
      const ok =
        typeof r.winner === 'string' &&
        Array.isArray(r.lines) &&
        r.lines.length <= 64 &&
        r.lines.every((l) => typeof l === 'string' && l.length < 200 && !UNREADABLE.test(l)) &&
        Array.isArray(r.row) &&
        r.row.length === 4 &&
        r.row.every((s: { text?: unknown; name?: unknown; score?: unknown }) => typeof s.text === 'string' && typeof s.name === 'string' && Number.isSafeInteger(s.score) && s.text.length < 200 && !UNREADABLE.test(s.text))
      if (!ok) {
        failures.malformed++
        failures.examples.push(`${what}: ${JSON.stringify(f).slice(0, 200)}`)
      }
    }
    fc.assert(
      fc.property(fc.nat(), corruptionArb, fc.boolean(), fc.nat(), (i, c, german, k) => {
        const bad = corrupt(pick(settlements, i), c)
        check(bad.what, german ? de : en, bad.value, pick(CONTEXTS, k))
      }),
      { numRuns: 300 }
    )
    for (const hostile of HOSTILE) for (const locale of [de, en]) check(hostile.name, locale, hostile.make(undefined), hostile.make(undefined))
    expect(failures.examples.slice(0, 5)).toEqual([])
    expect(failures).toMatchObject({ throws: 0, malformed: 0 })
  })
})
