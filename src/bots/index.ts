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
export { montecarloBot, montecarloDefault, DEFAULT_SAMPLES, DEFAULT_PREFER_MARGIN, MAX_TIMED_SAMPLES } from './montecarlo.js'
export { greedyCard, exactValue } from './playout.js'
export type { ExpertOptions } from './expert.js'
export { expertBot, expertDefault } from './expert.js'
export { announcementLikelihood, dealLikelihood, SMEAR_LIKELIHOOD } from './inference.js'
export type { BotLevel } from './levels.js'
export { BOT_LEVELS, BEGINNER_SLIP_RATE, beginnerBot, botLevels, isBotLevel } from './levels.js'
export type { BotErrorCode, BotError, RolloutPolicy, EvaluationSettings, EvaluationOptions, Estimate, ActionEstimate, ActionEvaluation } from './evaluate.js'
export { evaluateActions, greedyRollout, ADVICE_SETTINGS } from './evaluate.js'
export type { AdviceReasonCode, AdviceReason, AdvisedAction, Advice } from './advise.js'
export { advise, ADVICE_REASON_CODES } from './advise.js'
export type { ReviewError, DecisionKind, ReviewedDecision, Review, ReviewOptions } from './review.js'
export { review } from './review.js'
export type { DailyAudit, DailyAuditErrorCode } from './audit.js'
export { auditDaily } from './audit.js'
