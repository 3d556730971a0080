import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { legalActions, newGame, rules } from '../src/index.js'
import {
  type GameRecorder,
  recordAction,
  recorderRecord,
  resumeRecording,
  startRecording
} from '../src/records/index.js'

const unwrap = <A>(e: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message)
  return e.right
}

/** Records `steps` actions, each the first legal one. */
const advance = (recorder: GameRecorder, steps: number): GameRecorder => {
  let r = recorder
  for (let i = 0; i < steps; i++) r = unwrap(recordAction(r, legalActions(r.game)[0] as never))
  return r
}

describe('resumeRecording: a stored running game goes on after a restart', () => {
  it('resuming a mid-game record and going on gives the same record as never stopping', () => {
    const start = unwrap(newGame({ rules: rules.pagat, seed: 'resume', dealer: 1 }))
    const first = advance(unwrap(startRecording(start, ['Ann', 'Ben', 'Cem', 'Dora'])), 20)
    const stored = JSON.parse(JSON.stringify(recorderRecord(first)))
    const resumed = unwrap(resumeRecording(stored))
    expect(resumed.game.history.length).toBe(20)
    expect(resumed.game).toEqual(first.game)
    expect(recorderRecord(advance(resumed, 10))).toEqual(recorderRecord(advance(first, 10)))
  })

  it('a record with a broken action is not resumed: the index and the engine code are named', () => {
    const start = unwrap(newGame({ rules: rules.tsr, seed: 'resume-bad', dealer: 0 }))
    const record = recorderRecord(advance(unwrap(startRecording(start)), 6))
    const actions = [...record.history]
    actions[3] = { type: 'play', seat: 0, card: 0 }
    const r = resumeRecording({ ...record, history: actions })
    expect(E.isLeft(r) && r.left.code).toBe('replay/illegal-action')
    expect(E.isLeft(r) && r.left.code === 'replay/illegal-action' && r.left.details.index).toBe(3)
  })
})
