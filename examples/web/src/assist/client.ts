/**
 * The page's side of the worker: asks for the advice ("Tipp") or a game review ("Rückblick") of
 * a position and reports the answer. Each kind has its own worker, started on the first
 * request. A newer request supersedes an older one still running (the worker is terminated and
 * started afresh, so an obsolete computation does not hold the newer one up), and an answer for
 * a request that was superseded never arrives. Whether an answer still fits the page (the
 * position may have moved on) the page decides: {@link Answer} carries its position.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Seat } from 'doppelkopf'
import type { Action } from 'doppelkopf'
import type { Advice, Review } from 'doppelkopf/bots'
import type { GameRecord } from 'doppelkopf/codecs'
import { formatError } from 'doppelkopf/i18n'
import type { PlayerView } from 'doppelkopf/views'
import { L, UI } from '../labels.js'
import type { AssistQuestion, AssistResponse, BotDecider } from './protocol.js'

/** A request's state: computing, answered, or failed (with the reason in words). */
export type Answer<T> =
  | { readonly position: string; readonly status: 'busy' }
  | { readonly position: string; readonly status: 'done'; readonly value: T }
  | { readonly position: string; readonly status: 'failed'; readonly error: string }

/** Deals per decision of the page's review: fewer than the library's default, so that a whole game takes about a second or two. */
export const REVIEW_SAMPLES = 16

/** One worker and its latest request. */
const channel = <T>(url: URL, kind: 'advise' | 'review', report: (answer: Answer<T>) => void) => {
  let worker: Worker | null = null
  let pending: { readonly id: number; readonly position: string } | null = null
  let nextId = 1
  const settle = (id: number, answer: (position: string) => Answer<T>): void => {
    if (pending === null || pending.id !== id) return // superseded
    const { position } = pending
    pending = null
    report(answer(position))
  }
  const start = (): Worker => {
    const w = new Worker(url, { name: `doppelkopf-${kind}` })
    w.addEventListener('message', (event: MessageEvent<AssistResponse>) => {
      const data = event.data
      if (data.kind === 'failed') return settle(data.id, (position) => ({ position, status: 'failed', error: data.message }))
      if (data.kind !== kind) return
      const result = data.result as E.Either<Parameters<typeof formatError>[1], T>
      settle(data.id, (position) =>
        E.isLeft(result) ? { position, status: 'failed', error: formatError(L, result.left) } : { position, status: 'done', value: result.right }
      )
    })
    w.addEventListener('error', (event) => {
      event.preventDefault()
      worker?.terminate()
      worker = null
      if (pending !== null) settle(pending.id, (position) => ({ position, status: 'failed', error: UI.assistFailed }))
    })
    return w
  }
  return {
    /** Whether a request for this position is being computed. */
    busyWith: (position: string): boolean => pending !== null && pending.position === position,
    /** Asks; a request still running is superseded (its worker stopped). */
    ask: (position: string, question: AssistQuestion): void => {
      if (pending !== null && worker !== null) {
        worker.terminate()
        worker = null
      }
      const id = nextId++
      pending = { id, position }
      worker ??= start()
      worker.postMessage({ ...question, id })
      report({ position, status: 'busy' })
    }
  }
}

/** The page's assistant: the advice and the review, each computed in a worker. */
export interface Assistant {
  /** Asks for the advice on a view (the person's decision at `position`). */
  readonly advise: (position: string, view: PlayerView) => void
  /** Asks for the review of `seat` in a finished game's record. */
  readonly review: (position: string, record: GameRecord, seat: Seat) => void
  /** Whether the advice for `position` is being computed. */
  readonly advising: (position: string) => boolean
  /** Whether the review for `position` is being computed. */
  readonly reviewing: (position: string) => boolean
}

/**
 * Creates the assistant; `url` is the worker bundle (dist/worker.js), `onAdvice` and `onReview`
 * get every state of the latest request (busy, then its answer).
 */
export const createAssistant = (url: URL, onAdvice: (answer: Answer<Advice>) => void, onReview: (answer: Answer<Review>) => void): Assistant => {
  const advice = channel<Advice>(url, 'advise', onAdvice)
  const reviews = channel<Review>(url, 'review', onReview)
  return {
    advise: (position, view) => advice.ask(position, { kind: 'advise', view, seed: `tipp/${position}` }),
    review: (position, record, seat) => reviews.ask(position, { kind: 'review', record, seat, seed: 'rueckblick', samples: REVIEW_SAMPLES }),
    advising: advice.busyWith,
    reviewing: reviews.busyWith
  }
}

/**
 * The bots' decisions in a worker of their own (the page's `BotDecider`): one request at a
 * time (the page asks for the next move only after the last is applied); an answer goes to the
 * request of its id. A worker that fails answers null, and the page decides on its own thread.
 */
export const createBotWorker = (url: URL): BotDecider => {
  let worker: Worker | null = null
  let nextId = 1
  const waiting = new Map<number, (action: Action | null) => void>()
  const start = (): Worker => {
    const w = new Worker(url, { name: 'doppelkopf-bots' })
    w.addEventListener('message', (event: MessageEvent<AssistResponse>) => {
      const data = event.data
      const done = waiting.get(data.id)
      if (done === undefined) return
      waiting.delete(data.id)
      done(data.kind === 'decide' ? data.action : null)
    })
    w.addEventListener('error', (event) => {
      event.preventDefault()
      worker?.terminate()
      worker = null
      for (const done of waiting.values()) done(null)
      waiting.clear()
    })
    return w
  }
  return (level, view, seed, done) => {
    const id = nextId++
    waiting.set(id, done)
    worker ??= start()
    worker.postMessage({ kind: 'decide', id, level, view, seed })
  }
}
