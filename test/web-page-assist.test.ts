/**
 * The browser page's opponents' level and its worker client (examples/web/src): the level's
 * storage (default `casual`, the page's former bot), its German labels, and the client of the
 * Tipp/Rückblick worker: a newer request supersedes a running one (its worker is terminated and
 * its late answer never reported), a library error comes back in the library's words, a crashed
 * worker is reported; and what travels to the worker (a view, a record) is plain data that
 * gives the same advice and review after a structured clone. The page's modules are loaded by a
 * computed path: they are type-checked with the page's own tsconfig.
 */
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAction, currentPlayer, newGame } from '../src/index.js'
import { BOT_LEVELS, advise, botAction, heuristicBot, review } from '../src/bots/index.js'
import { gameRecord } from '../src/records/index.js'
import { playerView } from '../src/views/index.js'

const page = (name: string): Promise<any> => import(`../examples/web/src/${name}.ts`)
const assistModule = (name: string): Promise<any> => import(`../examples/web/src/assist/${name}.ts`)

/** A storage of one map; `blocked` throws as a browser in privacy mode may. */
const storage = (entries: Record<string, string> = {}, blocked = false) => {
  const map = new Map(Object.entries(entries))
  return {
    map,
    getItem: (k: string) => {
      if (blocked) throw new Error('blocked')
      return map.get(k) ?? null
    },
    setItem: (k: string, v: string) => {
      if (blocked) throw new Error('blocked')
      map.set(k, v)
    }
  }
}

describe('the opponents\' level on the page', () => {
  it('is casual (the page\'s former heuristic bot) unless a level is stored', async () => {
    const { DEFAULT_LEVEL, loadLevel } = await page('settings')
    expect(DEFAULT_LEVEL).toBe('casual')
    expect(loadLevel(storage())).toBe('casual')
    expect(loadLevel(null)).toBe('casual')
    expect(loadLevel(storage({ 'doppelkopf-web/level': 'grandmaster' }))).toBe('casual')
    expect(loadLevel(storage({}, true))).toBe('casual')
    for (const level of BOT_LEVELS) expect(loadLevel(storage({ 'doppelkopf-web/level': level }))).toBe(level)
  })

  it('is stored on the device, and a blocked storage only loses the memory', async () => {
    const { saveLevel } = await page('settings')
    const s = storage()
    saveLevel(s, 'expert')
    expect(s.map.get('doppelkopf-web/level')).toBe('expert')
    expect(() => saveLevel(storage({}, true), 'strong')).not.toThrow()
  })

  it('has a German label for every level of the library', async () => {
    const { UI } = await page('labels')
    expect(BOT_LEVELS.map((l) => UI.levels[l])).toEqual(['Anfänger', 'Gelegenheitsspieler', 'Stark', 'Experte'])
  })
})

/** A stand-in for the browser's Worker: records what is posted, answers on demand. */
class FakeWorker {
  static all: FakeWorker[] = []
  readonly posted: any[] = []
  terminated = false
  private readonly listeners = new Map<string, ((event: any) => void)[]>()
  constructor(readonly url: URL) {
    FakeWorker.all.push(this)
  }
  addEventListener(type: string, f: (event: any) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), f])
  }
  postMessage(message: unknown): void {
    this.posted.push(structuredClone(message))
  }
  terminate(): void {
    this.terminated = true
  }
  emit(type: string, event: any): void {
    for (const f of this.listeners.get(type) ?? []) f(event)
  }
}

describe('the worker client of the Tipp and the Rückblick', () => {
  beforeEach(() => {
    FakeWorker.all = []
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const setup = async () => {
    const { createAssistant } = await assistModule('client')
    const advice: any[] = []
    const reviews: any[] = []
    const assistant = createAssistant(new URL('file:///dist/worker.js'), (a: any) => advice.push(a), (a: any) => reviews.push(a))
    return { assistant, advice, reviews }
  }
  const view = () => {
    const g = newGame({ seed: 'web-assist' })
    if (E.isLeft(g)) throw new Error(g.left.message)
    const v = playerView(g.right, 0)
    if (E.isLeft(v)) throw new Error(v.left.message)
    return v.right
  }

  it('reports busy, then the answer of the latest request; a newer request supersedes a running one', async () => {
    const { assistant, advice } = await setup()
    const v = view()
    assistant.advise('p1', v)
    expect(assistant.advising('p1')).toBe(true)
    const first = FakeWorker.all[0]!
    expect(first.posted[0]).toMatchObject({ kind: 'advise', view: v })
    assistant.advise('p2', v)
    expect(first.terminated).toBe(true) // the obsolete computation is stopped
    const second = FakeWorker.all[1]!
    expect(FakeWorker.all).toHaveLength(2)
    const late = { kind: 'advise', id: first.posted[0].id, result: E.right({ seat: 0, actions: [], pass: null, deals: 1 }) }
    first.emit('message', { data: late })
    second.emit('message', { data: { ...late, id: second.posted[0].id + 1 } }) // an id never asked for
    expect(advice.map((a) => [a.position, a.status])).toEqual([
      ['p1', 'busy'],
      ['p2', 'busy']
    ])
    const answer = { seat: 0, actions: [], pass: null, deals: 48 }
    second.emit('message', { data: { kind: 'advise', id: second.posted[0].id, result: E.right(answer) } })
    expect(advice.at(-1)).toEqual({ position: 'p2', status: 'done', value: answer })
    expect(assistant.advising('p2')).toBe(false)
    // The next request reuses the idle worker.
    assistant.advise('p3', v)
    expect(FakeWorker.all).toHaveLength(2)
    expect(second.terminated).toBe(false)
  })

  it('gives a library error in the library\'s words, and a crashed worker as a failure', async () => {
    const { assistant, advice, reviews } = await setup()
    assistant.advise('p1', view())
    const w = FakeWorker.all[0]!
    const error = { code: 'bots/bad-options', message: 'Bad options: samples', details: { problem: 'samples: expected 1..10,000' } }
    w.emit('message', { data: { kind: 'advise', id: w.posted[0].id, result: E.left(error) } })
    const failed = advice.at(-1)
    expect(failed.status).toBe('failed')
    expect(failed.error).not.toMatch(/bots\/bad-options|Bad options/)
    const { UI } = await page('labels')
    assistant.review('end', { history: [] }, 0)
    const r = FakeWorker.all.at(-1)!
    expect(r).not.toBe(w) // the review has its own worker
    r.emit('error', { preventDefault: () => undefined })
    expect(reviews.at(-1)).toEqual({ position: 'end', status: 'failed', error: UI.assistFailed })
    expect(r.terminated).toBe(true)
  })
})

describe('what the page sends to its worker is plain data', () => {
  it('gives the same advice and review after a structured clone', () => {
    let g = newGame({ seed: 'web-assist-clone' })
    if (E.isLeft(g)) throw new Error(g.left.message)
    let game = g.right
    // Play on until the person at seat 0 is to play a card in the second trick.
    for (let i = 0; i < 60; i++) {
      const seat = currentPlayer(game)
      if (seat === null || (seat === 0 && game.phase === 'play' && game.history.filter((a) => a.type === 'play').length >= 4)) break
      const next = applyAction(game, botAction(heuristicBot, game, seat, `clone/${i}`)!)
      if (E.isLeft(next)) throw new Error(next.left.message)
      game = next.right
    }
    const v = playerView(game, 0)
    if (E.isLeft(v)) throw new Error(v.left.message)
    expect(advise(structuredClone(v.right), { seed: 's', samples: 8 })).toEqual(advise(v.right, { seed: 's', samples: 8 }))
    const record = gameRecord(game, ['Du', 'Anna', 'Ben', 'Carla'], [null, 'casual', 'casual', 'casual'])
    expect(review(structuredClone(record), 0, { seed: 'r', samples: 4 })).toEqual(review(record, 0, { seed: 'r', samples: 4 }))
  })
})
