/**
 * The evaluation behind the advice and the game review: for every legal action of a view's
 * seat, its expected settlement score for that seat, with the standard error, over sampled deals
 * of the cards the seat cannot see.
 *
 * - Card play (phases `play` and `clarification`): deals from the sampler
 *   ({@link dealConstraints}, {@link sampleDeal}, consistent with everything the view shows),
 *   each turned into a {@link FastGame} ({@link fastGameFromView}). Each legal card is played on
 *   every deal, then the game is played out: by the rollout policy (default {@link greedyCard})
 *   until at most `exactTricks` tricks remain, then by exact search ({@link exactValue}). All
 *   actions are judged on the same deals (paired), so their differences are sharper than their
 *   standard errors suggest.
 * - Announcements: on each deal the announcement is made, then the best card (the best average
 *   of the cards) is played and the game played out as above. A seat asked off its turn (it may
 *   only announce) also gets `pass`: the value of making no announcement now.
 * - Everything else (declarations of the reservation round, the Armut steps, the Hochzeiter's
 *   choice of clarifying tricks, the Genscher choice): the world is rebuilt with the validating
 *   engine (the hidden hands dealt at random from the cards the seat cannot see, what the table
 *   saw replayed on them: public healthy / reservation declarations, the Armut steps so far), the
 *   action applied, and every later decision but card play taken by `decisions` (default the
 *   heuristic bot) until cards are played; then the fast play-out above.
 *
 * Budget: by counts (`samples` deals, at most `maxPlayouts` play-outs in all: many actions, such
 * as the hundreds of ways to return Armut cards, get fewer deals each), deterministic for a
 * `seed`. `timeBudgetMs` samples deals until the time is spent instead (at least one, at most
 * `samples`): bounded, but no longer deterministic.
 *
 * The settings are one object ({@link EvaluationSettings}: samples, exact tricks, rollout
 * policy, decisions bot, play-out bound), so a stronger search plugs in without changing the
 * callers: `advise` and `review` pass the expert's settings ({@link ADVICE_SETTINGS}).
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, isCard } from '../cards/card.js'
import { FastGame } from '../fast/fastGame.js'
import type { Action } from '../game/actions.js'
import { announcementLevel } from '../game/announcements.js'
import { applyAction, currentPlayer, legalActions, newGame, result } from '../game/api.js'
import type { Game } from '../game/state.js'
import { decodeAction } from '../codecs/action.js'
import { type DoppelkopfError, ErrorCode, gameError } from '../errors.js'
import { describeThrown, plainEqual, show, toPlain } from '../input/plain.js'
import { type Rng, createRng, shuffleInPlace } from '../random.js'
import { deckOf } from '../rules/deck.js'
import { decodeRules } from '../rules/codec.js'
import { ruleTable } from '../rules/table.js'
import { TRUMP, orderFor } from '../game/order.js'
import { type BySeat, type Seat, isSeat } from '../seat.js'
import { type PlayerView, seatView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { EXPERT_EPSILON, EXPERT_ROLLOUTS } from './expert.js'
import { heuristicBot } from './heuristic.js'
import { finishValue, greedyCard, noiseCard } from './playout.js'
import { dealConstraints, fastGameFromView, sampleDeal, stateFromView } from './sampler.js'

/**
 * A rollout policy: the card the seat to play plays in a play-out (open cards, one of
 * `game.legalCards`). It may draw from `rng`; the evaluation gives each action the same draws
 * on a deal. Every card it chooses is checked: a policy that throws or chooses a card that is
 * not legal ends the evaluation with `bots/bad-options` (and so does a `decisions` bot that
 * throws or chooses an action its view does not list).
 *
 * @example
 * ```ts
 * const lowest: RolloutPolicy = (game) => {
 *   const buf = new Uint8Array(12)
 *   return buf[game.legalCards(buf) - 1]!
 * }
 * ```
 * @category Bots
 * @since 0.3.0
 */
export type RolloutPolicy = (game: FastGame, rng: Rng) => Card

/**
 * The greedy play-out policy of the Monte-Carlo bot ({@link greedyCard}) as a rollout policy.
 *
 * @example
 * ```ts
 * while (!fast.isFinished()) fast.play(greedyRollout(fast, createRng('x')))
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const greedyRollout: RolloutPolicy = (game) => greedyCard(game)

/**
 * How an evaluation judges actions (see the module notes).
 *
 * @category Bots
 * @since 0.3.0
 */
export interface EvaluationSettings {
  /** Deals of the hidden cards per evaluation (1..10,000). */
  readonly samples: number
  /** Exact search once at most this many tricks remain, the current one included (0..4). */
  readonly exactTricks: number
  /** The card policy of the play-outs before the exact search. */
  readonly rollout: RolloutPolicy
  /** Who takes the play-outs' decisions other than cards (reservations, Armut, Genscher, the Hochzeiter's choice). */
  readonly decisions: Bot
  /** The most play-outs (actions times deals) of one evaluation (1..1,000,000). */
  readonly maxPlayouts: number
  /**
   * Play-outs of each action on a deal (1..16), their scores averaged, as the expert bot does:
   * the first with `rollout`'s cards, each further one playing a random legal card with
   * probability `rolloutEpsilon` at every card (else `rollout`'s). A position already within
   * `exactTricks` is searched once.
   */
  readonly rolloutsPerSample: number
  /** How often a play-out after a deal's first plays a random legal card (0..1). */
  readonly rolloutEpsilon: number
}

/**
 * The expert's evaluation settings, which `advise` and `review` use: 48 deals, three play-outs
 * of each action per deal as the expert bot plays them (the first greedy, the other two playing
 * a random legal card 30% of the time), exact search over the last three tricks, the heuristic
 * bot's other decisions, at most 6,000 play-outs counted as actions times deals: tens of
 * milliseconds to about a second for a card decision on the 2-core development machine (most for
 * the early tricks, with announcements open), a few hundred for a declaration of the
 * reservation round. `rolloutsPerSample: 1` gives the former single greedy play-out, about three
 * times faster.
 *
 * @example
 * ```ts
 * const quick = { ...ADVICE_SETTINGS, samples: 16 }
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const ADVICE_SETTINGS: EvaluationSettings = Object.freeze({
  samples: 48,
  exactTricks: 3,
  rollout: greedyRollout,
  decisions: heuristicBot,
  maxPlayouts: 6000,
  rolloutsPerSample: EXPERT_ROLLOUTS,
  rolloutEpsilon: EXPERT_EPSILON
})

/**
 * Options of {@link evaluateActions}: the seed and any setting to change (the rest from
 * {@link ADVICE_SETTINGS}).
 *
 * @category Bots
 * @since 0.3.0
 */
export interface EvaluationOptions extends Partial<EvaluationSettings> {
  /** The seed of the deals (default `'advice'`): same view, options and seed, same result. */
  readonly seed?: string
  /** Sample deals until this many milliseconds are spent (at least one deal, at most `samples`): not deterministic. */
  readonly timeBudgetMs?: number
}

/**
 * An expected score with its standard error over the deals it was measured on.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface Estimate {
  /** The seat's mean settlement score. */
  readonly expected: number
  /** The standard error of that mean (0 with fewer than two deals). */
  readonly stdError: number
  /** The deals it was measured on. */
  readonly deals: number
}

/**
 * One legal action and its estimate.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ActionEstimate extends Estimate {
  /** The action (one of `view.legalActions`). */
  readonly action: Action
}

/**
 * What {@link evaluateActions} returns.
 *
 * @category Bots
 * @since 0.3.0
 */
export interface ActionEvaluation {
  /** The seat. */
  readonly seat: Seat
  /** Every legal action of the seat, in the order of `view.legalActions`. */
  readonly actions: readonly ActionEstimate[]
  /** Off the seat's turn (it may only announce): the estimate of making no announcement now; else null. */
  readonly pass: Estimate | null
  /** The deals sampled. */
  readonly deals: number
}

/**
 * The error codes of the evaluation, the advice and the review's options: `bots/malformed-view`
 * (a value that is no player view), `bots/bad-options`.
 *
 * @category Bots
 * @since 0.3.0
 */
export type BotErrorCode = Extract<ErrorCode, `bots/${string}`>

/**
 * Why an evaluation or the advice has no answer: the library's one error type with a
 * {@link BotErrorCode}.
 *
 * @example
 * ```ts
 * const r = advise({ seat: 7 } as unknown as PlayerView)
 * if (E.isLeft(r)) console.log(r.left.code) // 'bots/malformed-view'
 * ```
 * @category Bots
 * @since 0.3.0
 */
export type BotError = DoppelkopfError<BotErrorCode>

// ---------------------------------------------------------------------------------------------
// Reading a view from outside
// ---------------------------------------------------------------------------------------------

const PHASES = ['reservations', 'armut', 'clarification', 'play', 'finished', 'redeal'] as const

/** A view is small: bounds no view reaches (an Armut view lists a few hundred returns). */
const VIEW_LIMITS = { depth: 10, values: 60_000, chars: 1_000 } as const

const malformedView = (problem: string): E.Either<BotError, never> =>
  E.left(gameError(ErrorCode.MalformedView, `Not a player view: ${problem}`, { problem }))

const isObject = (u: unknown): u is Readonly<Record<string, unknown>> => typeof u === 'object' && u !== null && !Array.isArray(u)
const isCount = (u: unknown, max: number): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= max
const cardList = (u: unknown, max: number): u is readonly Card[] => Array.isArray(u) && u.length <= max && u.every(isCard)

/** The problem of a view's card-play fields, or null. */
const playProblem = (o: Readonly<Record<string, unknown>>): string | null => {
  const trick = o['trick']
  if (!isObject(trick) || !isSeat(trick['leader']) || !cardList(trick['cards'], 3)) return 'trick: expected { leader, cards }'
  const tricks = o['tricks']
  if (!Array.isArray(tricks) || tricks.length > 12) return 'tricks: expected at most 12 tricks'
  for (const t of tricks as unknown[]) {
    if (!isObject(t) || !isSeat(t['leader']) || !isSeat(t['winner']) || !cardList(t['cards'], 4) || (t['cards'] as unknown[]).length !== 4 || !isCount(t['points'], 240)) {
      return 'tricks: expected { leader, cards (four), winner, points }'
    }
  }
  const a = o['announcements']
  const side = (u: unknown): boolean => isObject(u) && isCount(u['level'], 5) && typeof u['lateReply'] === 'boolean'
  if (!isObject(a) || !side(a['re']) || !side(a['kontra'])) return 'announcements: expected { re, kontra }'
  if (!Array.isArray(o['announcementLog']) || (o['announcementLog'] as unknown[]).length > 12) return 'announcementLog: expected a list'
  if (!isObject(o['contract']) || typeof o['contract']['kind'] !== 'string') return 'contract: expected a contract'
  if (typeof o['gameType'] !== 'string') return 'gameType: expected a game type'
  const parties = o['parties']
  if (!Array.isArray(parties) || parties.length !== 4 || !parties.every((p) => p === null || p === 're' || p === 'kontra')) return 'parties: expected four parties or nulls'
  if (!isCount(o['deadlineShift'], 48)) return 'deadlineShift: expected a count'
  // Every card at most once.
  const seen = new Uint8Array(48)
  const all = [...(o['hand'] as Card[]), ...(trick['cards'] as Card[]), ...(tricks as { cards: Card[] }[]).flatMap((t) => t.cards)]
  for (const c of all) {
    if (seen[c] === 1) return `card ${c} is shown twice`
    seen[c] = 1
  }
  return null
}

/**
 * A view from outside as the library's own plain value, or why it is none: copied as plain
 * data, its rules and legal actions decoded, every field the evaluation reads checked, and in
 * card play its legal cards compared with those of a deal sampled for it.
 */
export const readView = (u: unknown): E.Either<BotError, PlayerView> => {
  const plain = toPlain(u, VIEW_LIMITS)
  if (!plain.ok) return malformedView(plain.problem)
  const o = plain.value
  if (!isObject(o)) return malformedView('expected an object')
  if (!isSeat(o['seat'])) return malformedView('seat: expected 0, 1, 2 or 3')
  const seat = o['seat']
  if (!(PHASES as readonly unknown[]).includes(o['phase'])) return malformedView('phase: expected a phase')
  const rules = decodeRules(o['rules'])
  if (E.isLeft(rules)) return malformedView(`rules: ${rules.left.message}`)
  const perHand = ruleTable(rules.right).cardsPerHand
  if (!isSeat(o['dealer'])) return malformedView('dealer: expected a seat')
  if (!(o['forcedSoloist'] === null || isSeat(o['forcedSoloist']))) return malformedView('forcedSoloist: expected a seat or null')
  const owed = o['compulsorySoloOwed']
  if (!Array.isArray(owed) || owed.length !== 4 || !owed.every((b) => typeof b === 'boolean')) return malformedView('compulsorySoloOwed: expected four booleans')
  const hand = o['hand']
  if (!cardList(hand, perHand + 3)) return malformedView('hand: expected a list of cards')
  const inDeck = new Uint8Array(48)
  for (const c of deckOf(rules.right)) inDeck[c] = 1
  if (hand.some((c) => inDeck[c] !== 1)) return malformedView('hand: a card that is not in the deck')
  const sizes = o['handSizes']
  if (!Array.isArray(sizes) || sizes.length !== 4 || !sizes.every((n) => isCount(n, perHand + 3)) || sizes[seat] !== hand.length) {
    return malformedView('handSizes: expected four counts, the seat\'s its hand\'s')
  }
  const res = o['reservations']
  if (!isObject(res) || !Array.isArray(res['declarations']) || (res['declarations'] as unknown[]).length > 8) return malformedView('reservations: expected { declarations, played }')
  for (const d of res['declarations'] as unknown[]) {
    if (!isObject(d) || !isSeat(d['seat']) || (d['declared'] !== 'healthy' && d['declared'] !== 'reservation')) return malformedView('reservations: expected { seat, declared }')
  }
  if (!(o['declaration'] === null || isObject(o['declaration']))) return malformedView('declaration: expected a declaration or null')
  const legal = o['legalActions']
  if (!Array.isArray(legal) || legal.length > 5_000) return malformedView('legalActions: expected a list of actions')
  const actions: Action[] = []
  for (const a of legal as unknown[]) {
    const d = decodeAction(a)
    if (E.isLeft(d)) return malformedView(`legalActions: ${d.left.message}`)
    if (d.right.seat !== seat) return malformedView('legalActions: an action of another seat')
    if (d.right.type === 'play' && !hand.includes(d.right.card)) return malformedView('legalActions: a card not in the hand')
    actions.push(d.right)
  }
  const phase = o['phase'] as PlayerView['phase']
  if (phase === 'play' || phase === 'clarification') {
    const problem = playProblem(o)
    if (problem !== null) return malformedView(problem)
  } else if (actions.some((a) => a.type === 'play' || a.type === 'announce')) {
    return malformedView(`legalActions: a card or an announcement in the ${phase} phase`)
  }
  if (phase === 'armut') {
    const a = o['armut']
    if (!isObject(a) || !isSeat(a['poor']) || !(a['acceptor'] === null || isSeat(a['acceptor'])) || !['pass', 'offer', 'return'].includes(a['step'] as string)) {
      return malformedView('armut: expected { poor, acceptor, step, ... }')
    }
    if (!(a['passed'] === null || cardList(a['passed'], 8)) || !isCount(a['passedCount'], 8)) return malformedView('armut: expected the passed cards or null')
  }
  if (!(o['awaiting'] === null || (isObject(o['awaiting']) && isSeat(o['awaiting']['seat']) && typeof o['awaiting']['type'] === 'string'))) {
    return malformedView('awaiting: expected { type, seat } or null')
  }
  const view = { ...(o as unknown as PlayerView), rules: rules.right, legalActions: actions }
  if (phase === 'play' || phase === 'clarification') {
    // A deal for the view: the engine's legal cards on it are the view's.
    try {
      const k = dealConstraints(view)
      if (k === null) return malformedView('the hand sizes and the cards played do not add up')
      const deal = sampleDeal(k, createRng('view-check'))
      if (deal.violations > 0) return malformedView('no deal of the hidden cards fits what the view shows')
      const fast = fastGameFromView(view, deal.hands)
      if (fast === null) return malformedView('not in card play')
      const plays = actions.filter((a) => a.type === 'play')
      if (plays.length > 0) {
        const buf = new Uint8Array(12)
        const n = fast.turn === seat ? fast.legalCards(buf) : 0
        const legalCards = new Set(Array.from(buf.subarray(0, n)))
        if (plays.length !== n || plays.some((a) => !legalCards.has(a.card))) return malformedView('legalActions: not the cards the seat may play')
      }
    } catch (e) {
      return malformedView(`inconsistent (${e instanceof Error ? e.message.slice(0, 120) : 'unreadable'})`)
    }
  }
  return E.right(view)
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const badOptions = (problem: string): E.Either<BotError, never> => E.left(gameError(ErrorCode.BadBotOptions, `Bad evaluation options: ${problem}`, { problem }))

/** The settings and seed of some options, or why they are none. */
export const readOptions = (
  u: unknown,
  defaults: EvaluationSettings,
  more: readonly string[] = []
): E.Either<BotError, { readonly settings: EvaluationSettings; readonly seed: string; readonly timeBudgetMs: number | null }> => {
  if (u === undefined) return E.right({ settings: defaults, seed: 'advice', timeBudgetMs: null })
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return badOptions('expected an object')
  let read: Record<string, unknown>
  try {
    const o = u as Record<string, unknown>
    // A key the options do not have is a mistake (a misspelt option would be ignored silently).
    const unknown = Object.keys(o).filter((k) => !OPTION_KEYS.includes(k) && !more.includes(k))
    if (unknown.length > 0) return badOptions(`unknown option ${JSON.stringify(unknown[0]).slice(0, 60)}`)
    read = {
      samples: o['samples'],
      exactTricks: o['exactTricks'],
      rollout: o['rollout'],
      decisions: o['decisions'],
      maxPlayouts: o['maxPlayouts'],
      rolloutsPerSample: o['rolloutsPerSample'],
      rolloutEpsilon: o['rolloutEpsilon'],
      seed: o['seed'],
      timeBudgetMs: o['timeBudgetMs']
    }
  } catch {
    return badOptions('unreadable options')
  }
  const int = (key: string, lo: number, hi: number, fallback: number): number | string => {
    const v = read[key]
    if (v === undefined) return fallback
    return typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : `${key}: expected a whole number ${lo}..${hi}`
  }
  const samples = int('samples', 1, 10_000, defaults.samples)
  const exactTricks = int('exactTricks', 0, 4, defaults.exactTricks)
  const maxPlayouts = int('maxPlayouts', 1, 1_000_000, defaults.maxPlayouts)
  const rolloutsPerSample = int('rolloutsPerSample', 1, 16, defaults.rolloutsPerSample)
  for (const x of [samples, exactTricks, maxPlayouts, rolloutsPerSample]) if (typeof x === 'string') return badOptions(x)
  const epsilon = read['rolloutEpsilon'] ?? defaults.rolloutEpsilon
  if (!(typeof epsilon === 'number' && epsilon >= 0 && epsilon <= 1)) return badOptions('rolloutEpsilon: expected a number 0..1')
  const rollout = read['rollout'] ?? defaults.rollout
  if (typeof rollout !== 'function') return badOptions('rollout: expected a function')
  const decisions = read['decisions'] ?? defaults.decisions
  if (!isObjectLike(decisions) || typeof (decisions as Bot).decide !== 'function') return badOptions('decisions: expected a bot')
  const seed = read['seed'] ?? 'advice'
  if (typeof seed !== 'string' || seed.length > 1_000) return badOptions('seed: expected a string')
  const budget = read['timeBudgetMs']
  if (budget !== undefined && !(typeof budget === 'number' && budget > 0 && budget <= 600_000)) return badOptions('timeBudgetMs: expected milliseconds 0..600,000')
  return E.right({
    settings: {
      samples: samples as number,
      exactTricks: exactTricks as number,
      maxPlayouts: maxPlayouts as number,
      rollout: rollout as RolloutPolicy,
      decisions: decisions as Bot,
      rolloutsPerSample: rolloutsPerSample as number,
      rolloutEpsilon: epsilon
    },
    seed,
    timeBudgetMs: budget === undefined ? null : (budget as number)
  })
}

/** The keys of {@link EvaluationOptions}. */
const OPTION_KEYS: readonly string[] = ['samples', 'exactTricks', 'rollout', 'decisions', 'maxPlayouts', 'rolloutsPerSample', 'rolloutEpsilon', 'seed', 'timeBudgetMs']

const isObjectLike = (u: unknown): boolean => (typeof u === 'object' && u !== null) || typeof u === 'function'

// ---------------------------------------------------------------------------------------------
// Play-outs
// ---------------------------------------------------------------------------------------------

/**
 * A fault of the caller's `rollout` or `decisions` (it threw, or chose what is not legal): the
 * evaluation stops and answers `bots/bad-options` with the problem.
 */
class CallerFault extends Error {
  constructor(readonly problem: string) {
    super(problem)
  }
}

/** Scratch space for the legal cards a caller's rollout must choose from. */
const LEGAL_BUF = new Uint8Array(12)

/**
 * The rollout's card for the seat to play. The library's own policy is trusted; a caller's is
 * checked (the fast game trusts whoever plays on it), and its fault is a {@link CallerFault}.
 */
const rolloutCard = (g: FastGame, s: EvaluationSettings, rng: Rng): Card => {
  if (s.rollout === greedyRollout) return greedyCard(g)
  let card: unknown
  try {
    card = s.rollout(g, rng)
  } catch (e) {
    throw new CallerFault(`rollout: threw ${describeThrown(e)}`)
  }
  const n = g.legalCards(LEGAL_BUF)
  for (let i = 0; i < n; i++) if (LEGAL_BUF[i] === card) return card as Card
  throw new CallerFault(`rollout: chose ${show(card)}, not one of the legal cards`)
}

/**
 * The decisions bot's action for a view. The library's own bot is trusted; a caller's must
 * return one of the view's legal actions, or the evaluation stops with a {@link CallerFault}.
 */
const decision = (s: EvaluationSettings, view: PlayerView, seed: string): Action => {
  if (s.decisions === heuristicBot) return s.decisions.decide(view, seed)
  let a: unknown
  let legal: Action | undefined
  try {
    a = s.decisions.decide(view, seed)
    legal = view.legalActions.find((x) => plainEqual(x, a))
  } catch (e) {
    throw new CallerFault(`decisions: threw ${describeThrown(e)}`)
  }
  if (legal === undefined) throw new CallerFault(`decisions: chose ${show(a)}, not one of the legal actions`)
  return legal
}

/** The rollout policy's card, or with probability `rolloutEpsilon` a random legal card. */
const noisyCard = (g: FastGame, s: EvaluationSettings, rng: Rng): Card =>
  noiseCard(g, LEGAL_BUF, 0, rng, s.rolloutEpsilon) ?? rolloutCard(g, s, rng)

/**
 * The seat's score of a fast game played out (the mean of `rolloutsPerSample` play-outs, the
 * first by the rollout policy, the others noisy): the policy's cards, then exact search. `g` is
 * consumed.
 */
const finish = (g: FastGame, seat: Seat, s: EvaluationSettings, rng: Rng): number => {
  const n = g.perHand - (g.played >> 2) > s.exactTricks ? s.rolloutsPerSample : 1
  let sum = 0
  for (let r = 0; r < n; r++) {
    const h = r === n - 1 ? g : g.clone()
    sum += finishValue(h, seat, s.exactTricks, r === 0 ? (x) => rolloutCard(x, s, rng) : (x) => noisyCard(x, s, rng))
  }
  return sum / n
}

/** The most engine steps of one play-out before card play (a game has fewer than 30 such decisions). */
const MAX_ENGINE_STEPS = 400

/**
 * The seat's score of a game of the validating engine played out: every decision but cards by
 * `s.decisions` until cards are played, then the fast play-out (or, where the fast path cannot
 * go, the decisions bot to the end). Null if the game gets stuck.
 */
const engineValue = (start: Game, seat: Seat, s: EvaluationSettings, rng: Rng, seed: string): number | null => {
  let g = start
  for (let step = 0; step < MAX_ENGINE_STEPS; step++) {
    if (g.phase === 'finished') {
      const r = result(g)
      return E.isRight(r) ? r.right.scores[seat] : null
    }
    if (g.phase === 'redeal') return 0
    if ((g.phase === 'play' || g.phase === 'clarification') && g.awaiting?.type === 'play') {
      const f = FastGame.fromGame(g)
      if (E.isRight(f)) return finish(f.right, seat, s, rng)
    }
    const who = currentPlayer(g)
    if (who === null) return null
    const view = seatView(g, who)
    const a = view.legalActions.length === 1 ? view.legalActions[0] : decision(s, view, `${seed}/${step}`)
    if (a === undefined) return null
    const next = applyAction(g, a)
    if (E.isLeft(next)) return null
    g = next.right
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Worlds before card play
// ---------------------------------------------------------------------------------------------

/** Whether a game rebuilt for a view stands where the view stands. */
const atPresent = (g: Game, view: PlayerView): boolean =>
  g.phase === view.phase &&
  g.awaiting !== null &&
  view.awaiting !== null &&
  g.awaiting.type === view.awaiting.type &&
  g.awaiting.seat === view.awaiting.seat &&
  g.declarations.length === view.reservations.declarations.length &&
  (g.phase !== 'armut' || g.step === view.armut?.step)

/**
 * A game of the validating engine that a view of the reservation or Armut phase may stand for:
 * the hidden cards dealt at random, the table's past (public declarations, Armut steps) replayed
 * on them. Null when this deal does not fit (the caller draws another).
 */
const preplayWorld = (view: PlayerView, rng: Rng, s: EvaluationSettings, seed: string): Game | null => {
  const rules = view.rules
  const perHand = ruleTable(rules).cardsPerHand
  const me = view.seat
  const armut = view.armut
  const passed = armut?.passed ?? null
  // The viewer's hand as dealt, and the cards known to have been dealt to the poor player.
  let own: readonly Card[] = view.hand
  const poorKnown: Card[] = []
  if (view.phase === 'armut' && armut !== null && armut.step !== 'pass' && passed !== null) {
    if (me === armut.poor) own = [...view.hand, ...passed]
    else if (me === armut.acceptor && armut.step === 'return') {
      own = view.hand.filter((c) => !passed.includes(c))
      poorKnown.push(...passed)
    }
  }
  if (own.length !== perHand) return null
  const taken = new Uint8Array(48)
  for (const c of own) taken[c] = 1
  for (const c of poorKnown) taken[c] = 1
  const rest = shuffleInPlace(
    deckOf(rules).filter((c) => taken[c] !== 1),
    rng
  )
  const hands: Card[][] = [[], [], [], []]
  hands[me] = [...own]
  if (view.phase === 'armut' && armut !== null && armut.poor !== me) {
    // The poor player held at most three trumps (all of them passed): its hand is drawn so.
    const isTrump = (c: Card): boolean => orderFor(rules, 'normal').suitClass[c] === TRUMP
    const trumps = rest.filter(isTrump)
    const plains = rest.filter((c) => !isTrump(c))
    const poor = [...poorKnown]
    const k = poorKnown.length > 0 ? 0 : Math.min(trumps.length, rng.nextInt(4))
    poor.push(...trumps.slice(0, k))
    poor.push(...plains.slice(0, perHand - poor.length))
    if (poor.length !== perHand) return null
    hands[armut.poor] = poor
    const used = new Set(poor)
    const others = rest.filter((c) => !used.has(c))
    rest.length = 0
    rest.push(...others)
  }
  let next = 0
  for (const seat of [0, 1, 2, 3] as const) {
    const h = hands[seat] as Card[]
    while (h.length < perHand) h.push(rest[next++] as Card)
  }
  const started = newGame({
    rules,
    dealer: view.dealer,
    hands: hands as unknown as BySeat<readonly Card[]>,
    compulsorySoloOwed: view.compulsorySoloOwed,
    ...(view.forcedSoloist === null ? {} : { forcedSoloist: view.forcedSoloist })
  })
  if (E.isLeft(started)) return null
  let g = started.right
  for (let step = 0; step < 64; step++) {
    if (atPresent(g, view)) return g
    const who = currentPlayer(g)
    if (who === null || (g.phase !== 'reservations' && g.phase !== 'armut')) return null
    const legal = legalActions(g, who)
    let a: Action | undefined
    if (g.phase === 'reservations') {
      const marker = view.reservations.declarations.find((d) => d.seat === who)?.declared
      const declares = legal.filter((x) => x.type === 'declare')
      if (who === me && view.declaration !== null) {
        const mine = JSON.stringify(view.declaration)
        a = declares.find((x) => JSON.stringify(x.declaration) === mine)
      } else if (view.phase === 'armut' && armut !== null && who === armut.poor) {
        a = declares.find((x) => x.declaration.kind === 'armut')
      } else if (marker === 'healthy') {
        a = declares.find((x) => x.declaration.kind === 'healthy')
      } else if (marker === 'reservation') {
        // A reservation the table did not see: the decisions bot's, if it makes one on this
        // hand, else one of those the hand allows, at random.
        const choice = decision(s, seatView(g, who), `${seed}/past/${step}`)
        const reservations = declares.filter((x) => x.declaration.kind !== 'healthy')
        a = choice.type === 'declare' && choice.declaration.kind !== 'healthy' ? choice : reservations[rng.nextInt(Math.max(1, reservations.length))]
      }
    } else if (g.step === 'pass') {
      a =
        passed !== null && armut !== null && who === armut.poor
          ? legal.find((x) => x.type === 'armutPass' && sameCards(x.cards, passed))
          : decision(s, seatView(g, who), `${seed}/past/${step}`)
    } else if (g.step === 'offer') {
      // Every seat asked before the acceptor declined.
      const accept = armut !== null && who === armut.acceptor
      a = legal.find((x) => x.type === 'armutAnswer' && x.accept === accept)
    }
    if (a === undefined) return null
    const n = applyAction(g, a)
    if (E.isLeft(n)) return null
    g = n.right
  }
  return null
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean => a.length === b.length && a.every((c) => b.includes(c))

// ---------------------------------------------------------------------------------------------
// The evaluation
// ---------------------------------------------------------------------------------------------

/** Running sums of one action: count, sum, sum of squares. */
class Tally {
  n = 0
  sum = 0
  sq = 0
  add(v: number): void {
    this.n++
    this.sum += v
    this.sq += v * v
  }
  estimate(): Estimate {
    const mean = this.n === 0 ? 0 : this.sum / this.n
    const variance = this.n < 2 ? 0 : Math.max(0, (this.sq - this.n * mean * mean) / (this.n - 1))
    return { expected: mean, stdError: this.n < 2 ? 0 : Math.sqrt(variance / this.n), deals: this.n }
  }
}

/** How many deals to draw, and until when. */
interface Budget {
  readonly deals: number
  readonly deadline: number
}

const budgetFor = (s: EvaluationSettings, actions: number, timeBudgetMs: number | null): Budget => ({
  deals: Math.max(1, Math.min(s.samples, Math.floor(s.maxPlayouts / Math.max(1, actions)))),
  deadline: timeBudgetMs === null ? Infinity : performance.now() + timeBudgetMs
})

/** The evaluation of a view in card play; null if the view cannot be sampled. */
const evaluatePlay = (view: PlayerView, s: EvaluationSettings, seed: string, timeBudgetMs: number | null): ActionEvaluation | null => {
  const seat = view.seat
  const legal = view.legalActions
  const k = dealConstraints(view)
  if (k === null) return null
  const tallies = legal.map(() => new Tally())
  const plays = legal.map((a, i) => (a.type === 'play' ? i : -1)).filter((i) => i >= 0)
  const announces = legal.map((a, i) => (a.type === 'announce' ? i : -1)).filter((i) => i >= 0)
  const others = legal.map((a, i) => (a.type !== 'play' && a.type !== 'announce' ? i : -1)).filter((i) => i >= 0)
  // The first of two copies of a face stands for both.
  const twin = legal.map((a, i) => (a.type === 'play' ? legal.findIndex((b, j) => j < i && b.type === 'play' && b.card >> 1 === a.card >> 1) : -1))
  const passTally = plays.length === 0 && announces.length > 0 ? new Tally() : null
  const budget = budgetFor(s, legal.length + (passTally === null ? 0 : 1), timeBudgetMs)
  const sampler = createRng(`evaluate/${seed}`)
  const deals: BySeat<readonly Card[]>[] = []
  for (let d = 0; d < budget.deals; d++) {
    if (d > 0 && performance.now() >= budget.deadline) break
    const hands = sampleDeal(k, sampler).hands
    const base = fastGameFromView(view, hands)
    if (base === null) return null
    deals.push(hands)
    for (const i of plays) {
      if ((twin[i] as number) >= 0) continue
      const g = base.clone()
      g.play((legal[i] as Extract<Action, { type: 'play' }>).card)
      tallies[i]?.add(finish(g, seat, s, createRng(`${seed}/${d}`)))
    }
    if (passTally !== null) passTally.add(finish(base.clone(), seat, s, createRng(`${seed}/${d}`)))
    if (others.length > 0) {
      const state = stateFromView(view, hands)
      if (state === null) return null
      for (const i of others) {
        const next = applyAction(state, legal[i] as Action)
        const v = E.isRight(next) ? engineValue(next.right, seat, s, createRng(`${seed}/${d}`), `${seed}/${d}`) : null
        if (v !== null) tallies[i]?.add(v)
      }
    }
  }
  plays.forEach((i) => {
    const t = twin[i] as number
    if (t >= 0) tallies[i] = tallies[t] as Tally
  })
  // Announcements: made, then the best card played (or, off turn, nothing).
  if (announces.length > 0) {
    let best = -1
    for (const i of plays) if (best < 0 || (tallies[i] as Tally).estimate().expected > (tallies[best] as Tally).estimate().expected) best = i
    const card = best < 0 ? null : (legal[best] as Extract<Action, { type: 'play' }>).card
    deals.forEach((hands, d) => {
      const base = fastGameFromView(view, hands)
      if (base === null) return
      for (const i of announces) {
        const g = base.clone()
        const level = announcementLevel((legal[i] as Extract<Action, { type: 'announce' }>).announcement)
        if (g.canAnnounce(seat, level)) g.announce(seat, level)
        if (card !== null) g.play(card)
        tallies[i]?.add(finish(g, seat, s, createRng(`${seed}/${d}`)))
      }
    })
  }
  return {
    seat,
    actions: legal.map((action, i) => ({ action, ...(tallies[i] as Tally).estimate() })),
    pass: passTally === null ? null : passTally.estimate(),
    deals: deals.length
  }
}

/** The evaluation of a view before card play (reservations, Armut); null if no deal fits the view. */
const evaluatePreplay = (view: PlayerView, s: EvaluationSettings, seed: string, timeBudgetMs: number | null): ActionEvaluation | null => {
  const seat = view.seat
  const legal = view.legalActions
  const tallies = legal.map(() => new Tally())
  const budget = budgetFor(s, legal.length, timeBudgetMs)
  const sampler = createRng(`evaluate/${seed}`)
  let deals = 0
  for (let attempt = 0; deals < budget.deals && attempt < 4 * budget.deals + 16; attempt++) {
    if (deals > 0 && performance.now() >= budget.deadline) break
    const world = preplayWorld(view, sampler, s, `${seed}/${attempt}`)
    if (world === null) continue
    const values: number[] = []
    for (const a of legal) {
      const next = applyAction(world, a)
      const v = E.isRight(next) ? engineValue(next.right, seat, s, createRng(`${seed}/${deals}`), `${seed}/${deals}`) : null
      if (v === null) break
      values.push(v)
    }
    if (values.length !== legal.length) continue
    values.forEach((v, i) => tallies[i]?.add(v))
    deals++
  }
  if (deals === 0) return null
  return { seat, actions: legal.map((action, i) => ({ action, ...(tallies[i] as Tally).estimate() })), pass: null, deals }
}

/**
 * The evaluation of a checked view (the library's own, or one {@link readView} returned).
 *
 * @internal
 */
export const evaluateView = (view: PlayerView, s: EvaluationSettings, seed: string, timeBudgetMs: number | null): E.Either<BotError, ActionEvaluation> => {
  if (view.legalActions.length === 0) return E.right({ seat: view.seat, actions: [], pass: null, deals: 0 })
  try {
    const r =
      view.phase === 'play' || view.phase === 'clarification'
        ? evaluatePlay(view, s, seed, timeBudgetMs)
        : view.phase === 'reservations' || view.phase === 'armut'
          ? evaluatePreplay(view, s, seed, timeBudgetMs)
          : null
    return r === null ? malformedView('no deal of the hidden cards fits what the view shows') : E.right(r)
  } catch (e) {
    if (e instanceof CallerFault) return badOptions(e.problem)
    return malformedView(`inconsistent (${e instanceof Error ? e.message.slice(0, 120) : 'unreadable'})`)
  }
}

/**
 * Every legal action of the view's seat with its expected settlement score for that seat and
 * the standard error, over sampled deals of the cards the seat cannot see (see the module
 * notes): cards, announcements, declarations, Armut steps, the Hochzeiter's choice and the
 * Genscher choice. A seat asked off its turn also gets `pass` (no announcement now). A view with
 * no legal action gives none.
 *
 * Deterministic for a seed at given counts (`samples`, `exactTricks`, `maxPlayouts`); bounded in
 * time by those counts, or by `timeBudgetMs`. The settings default to the expert's
 * ({@link ADVICE_SETTINGS}); a stronger search plugs in through `rollout`, `decisions` and the
 * counts. A value that is no player view is `bots/malformed-view`, bad options
 * `bots/bad-options`. Never throws.
 *
 * @example
 * ```ts
 * const r = evaluateActions(playerView(game, 2), { samples: 24, seed: 'hint' })
 * if (E.isRight(r)) for (const a of r.right.actions) console.log(a.action, a.expected.toFixed(2), `±${a.stdError.toFixed(2)}`)
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const evaluateActions = (view: PlayerView, options?: EvaluationOptions): E.Either<BotError, ActionEvaluation> => {
  const o = readOptions(options, ADVICE_SETTINGS)
  if (E.isLeft(o)) return o
  const v = readView(view)
  if (E.isLeft(v)) return v
  return evaluateView(v.right, o.right.settings, o.right.seed, o.right.timeBudgetMs)
}
