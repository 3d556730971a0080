/**
 * Computer opponents: the {@link Bot} interface and the random, heuristic and Monte Carlo bots.
 * A bot sees only a seat's view, never the state.
 *
 * @example
 * ```ts
 * import { botAction, heuristicBot } from 'doppelkopf/bots'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/bots
 */
export type { Bot } from './bot.js'
export { botAction } from './bot.js'
export { randomBot } from './random.js'
export { heuristicBot } from './heuristic.js'
export type { DealConstraints, ExactCount, AtLeastOne, SameHolder, SampledDeal } from './sampler.js'
export { dealConstraints, sampleDeal, sampleDeals, dealViolations, stateFromView, fastGameFromView } from './sampler.js'
export type { MonteCarloOptions } from './montecarlo.js'
export { montecarloBot, montecarloDefault, greedyCard, exactValue, DEFAULT_SAMPLES, DEFAULT_PREFER_MARGIN, MAX_TIMED_SAMPLES } from './montecarlo.js'
export type { DailyAudit, DailyAuditErrorCode } from './audit.js'
export { auditDaily } from './audit.js'
