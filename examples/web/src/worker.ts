/**
 * The page's worker (bundled by build.mjs into dist/worker.js): computes `advise` and `review` of
 * `doppelkopf/bots` and the bots' decisions for the page, so that the page never waits for them. One request at a time;
 * the page terminates the worker when a newer request supersedes a running one.
 *
 * @module
 */
import { advise, botLevels, review } from 'doppelkopf/bots'
import type { AssistRequest, AssistResponse } from './assist/protocol.js'

/** Answers one request. */
const answer = (request: AssistRequest): AssistResponse => {
  try {
    switch (request.kind) {
      case 'decide':
        return { kind: 'decide', id: request.id, action: botLevels[request.level].decide(request.view, request.seed) }
      case 'advise':
        return { kind: 'advise', id: request.id, result: advise(request.view, { seed: request.seed }) }
      case 'review':
        return { kind: 'review', id: request.id, result: review(request.record, request.seat, { seed: request.seed, samples: request.samples }) }
    }
  } catch (e) {
    return { kind: 'failed', id: request.id, message: e instanceof Error ? e.message : String(e) }
  }
}

self.addEventListener('message', (event: MessageEvent<AssistRequest>) => {
  self.postMessage(answer(event.data))
})
