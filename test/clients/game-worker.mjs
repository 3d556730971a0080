/**
 * A worker thread as a client of the engine (worker.test.ts): it is posted a state, which it gets
 * as a structured clone (not the library's own state), decodes it once with `decodeGame`, and
 * goes on with the decoded state. It checks that every state it then holds is the library's own
 * (`decodeGame(s)` gives back `s` itself) and answers with what it saw.
 *
 * Plain JavaScript, loaded by Node itself (not by vitest): the engine is imported from the URL in
 * `workerData.engine` (the built `dist/index.js`, or the source `src/index.ts` with the worker
 * started under `--import tsx`), the seeded random source from `workerData.rules`, so the worker
 * runs the engine the test runs.
 *
 * Messages in: `{ id, kind: 'step' | 'rest' | 'check', state, pick }`. A step applies the next
 * action (see choose.mjs) and answers `{ id, legal, action, next, problems }`; a rest plays the
 * whole rest of the game after its one decode and answers `{ id, legal, final, result, problems }`
 * (`legal`: the legal actions before each of its moves); a check only checks, without decoding,
 * whether the posted state is the library's own (a clone is not) and answers `{ id, problems }`. `problems` lists every check that failed in here; an
 * exception is answered as `{ id, error }`. When loaded, the worker posts `{ ready, engine }`.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { chooseAction } from './choose.mjs'

const { decodeGame, legalActions, applyAction, isFinished, result } = await import(workerData.engine)
const { createRng } = await import(workerData.rules)

/** The checks of one message that failed. */
let problems = []

/** Whether the engine takes `s` as its own state: `decodeGame(s)` is `s` itself (no replay). */
const checkOwn = (s, what) => {
  const d = decodeGame(s)
  if (d._tag !== 'Right') problems.push(`${what}: decodeGame refused it (${d.left.code})`)
  else if (d.right !== s) problems.push(`${what}: decodeGame answered another object, so it was not the library's own state`)
}

/** The one decode of a posted state; a structured clone is a copy, never the library's own state. */
const decodeOnce = (posted) => {
  const d = decodeGame(posted)
  if (d._tag !== 'Right') throw new Error(`the posted state does not decode: ${d.left.message}`)
  if (d.right === posted) problems.push("the posted structured clone was taken as the library's own state")
  checkOwn(d.right, 'the decoded state')
  return d.right
}

/** The next move in `g`: its legal actions, the action chosen and the next state (checked to be the library's own). */
const step = (g, pick) => {
  const legal = legalActions(g)
  const action = chooseAction(createRng, legal, pick, g.history.length)
  const next = applyAction(g, action)
  if (next._tag !== 'Right') throw new Error(`the chosen action is refused: ${next.left.message}`)
  checkOwn(next.right, `the state after ${next.right.history.length} actions`)
  return { legal, action, next: next.right }
}

parentPort.on('message', (m) => {
  problems = []
  try {
    if (m.kind === 'check') {
      checkOwn(m.state, 'the posted state')
      parentPort.postMessage({ id: m.id, problems })
      return
    }
    const g = decodeOnce(m.state)
    if (m.kind === 'step') {
      const s = step(g, m.pick)
      parentPort.postMessage({ id: m.id, legal: s.legal, action: s.action, next: s.next, problems })
    } else {
      let cur = g
      const legal = []
      while (!isFinished(cur)) {
        const s = step(cur, m.pick)
        legal.push(s.legal)
        cur = s.next
      }
      parentPort.postMessage({ id: m.id, legal, final: cur, result: result(cur), problems })
    }
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) })
  }
})

parentPort.postMessage({ ready: true, engine: workerData.engine })
