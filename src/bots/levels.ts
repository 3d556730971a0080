/**
 * Four named levels of computer opponent, for a frontend's "how strong?" choice, each stronger
 * than the one below on duplicate deals (the table in docs/bots.md, "Levels", made by
 * `doppelkopf arena --levels`):
 *
 * | level | bot |
 * |---|---|
 * | `beginner` | {@link beginnerBot}: the heuristic bot with the mistakes of a new player |
 * | `casual` | {@link heuristicBot}: the strategy tips of the reference texts |
 * | `strong` | {@link montecarloDefault}: Monte-Carlo sampling at the default budget |
 * | `expert` | {@link expertDefault}: more deals where they matter, deals weighted by the announcements, exact last tricks |
 *
 * @module
 */
import { type Card, cardPoints } from '../cards/card.js'
import type { Action, PlayAction } from '../game/actions.js'
import { TRUMP, beats, trickWinnerIndex } from '../game/order.js'
import { createRng } from '../random.js'
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { expertDefault } from './expert.js'
import { heuristicBot } from './heuristic.js'
import { knowledgeOf } from './knowledge.js'
import { montecarloDefault } from './montecarlo.js'

/**
 * How often the beginner plays its own naive card instead of the heuristic bot's (when they differ).
 *
 * @category Bots
 * @since 0.3.0
 */
export const BEGINNER_SLIP_RATE = 0.35

/** How often the beginner dares an announcement the heuristic bot would make on its hand alone. */
const BEGINNER_ANNOUNCES = 0.25

/**
 * The card a new player plays by the simplest rule of thumb, blind to partners and to the cards
 * already gone: lead the highest card; in a trick, take it with the highest card that does when
 * one does (trumping a small trick with a Dulle); else throw the card with the fewest points (or
 * its most valuable card when the trick's points are high: a hope it wins).
 */
const naiveCard = (view: PlayerView, plays: readonly PlayAction[]): PlayAction => {
  const k = knowledgeOf(view)
  const order = k.order
  const strengthOf = (c: Card): number => (order.suitClass[c] === TRUMP ? 100 : 0) + (order.strength[c] as number)
  const highest = (xs: readonly PlayAction[]): PlayAction => xs.reduce((a, b) => (strengthOf(b.card) > strengthOf(a.card) ? b : a))
  const trick = view.trick
  if (trick === null || trick.cards.length === 0) return highest(plays)
  const winning = trick.cards[trickWinnerIndex(order, trick.cards, k.secondDulleWins)] as Card
  const takers = plays.filter((a) => beats(order, a.card, winning, k.secondDulleWins))
  if (takers.length > 0) return highest(takers)
  return plays.reduce((a, b) => (cardPoints(b.card) < cardPoints(a.card) || (cardPoints(b.card) === cardPoints(a.card) && strengthOf(b.card) < strengthOf(a.card)) ? b : a))
}

/**
 * The `beginner` level: the heuristic bot with a new player's mistakes. About one card in three
 * (when its rule of thumb disagrees with the heuristic bot) it plays by the simplest rule of
 * thumb: lead its highest card, take a trick with the highest card that takes it, else throw
 * the cheapest card, blind to its partner and to the cards gone. It makes only one in four of
 * the heuristic bot's announcements, and it never plays a solo (it stays healthy instead).
 * Deterministic in view and seed.
 *
 * @example
 * ```ts
 * const action = beginnerBot.decide(playerView(game, 1), 'seed')
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const beginnerBot: Bot = {
  name: 'beginner',
  decide: (view, seed) => {
    const rng = createRng(`beginner/${seed}`)
    const h = heuristicBot.decide(view, seed)
    if (h.type === 'declare' && h.declaration.kind === 'solo') {
      return view.legalActions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy') ?? h
    }
    const plays = view.legalActions.filter((a): a is PlayAction => a.type === 'play' && a.seat === view.seat)
    if (h.type === 'announce') {
      const dares = rng.nextU32() < BEGINNER_ANNOUNCES * 4294967296
      if (dares || plays.length === 0) return h
      return plays.length === 1 ? (plays[0] as Action) : naiveOrHeuristic(view, plays, heuristicCardOf(view, seed, plays), rng.nextU32())
    }
    if (h.type !== 'play' || plays.length < 2) return h
    return naiveOrHeuristic(view, plays, h, rng.nextU32())
  }
}

/** The heuristic bot's card when it chose to announce (asked again without the announcements). */
const heuristicCardOf = (view: PlayerView, seed: string, plays: readonly PlayAction[]): PlayAction => {
  const a = heuristicBot.decide({ ...view, legalActions: plays }, seed)
  return a.type === 'play' ? a : (plays[0] as PlayAction)
}

/** The naive card with probability {@link BEGINNER_SLIP_RATE}, else the heuristic one. */
const naiveOrHeuristic = (view: PlayerView, plays: readonly PlayAction[], h: PlayAction, u: number): PlayAction =>
  u < BEGINNER_SLIP_RATE * 4294967296 ? naiveCard(view, plays) : h

/**
 * The names of the levels, weakest first.
 *
 * @category Bots
 * @since 0.3.0
 */
export const BOT_LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const

/**
 * A level's name.
 *
 * @category Bots
 * @since 0.3.0
 */
export type BotLevel = (typeof BOT_LEVELS)[number]

/**
 * Whether a value names a level.
 *
 * @example
 * ```ts
 * isBotLevel('expert') // true
 * isBotLevel('grandmaster') // false
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const isBotLevel = (u: unknown): u is BotLevel => typeof u === 'string' && (BOT_LEVELS as readonly string[]).includes(u)

/**
 * The bot of each level (see the module notes).
 *
 * @example
 * ```ts
 * const bot = botLevels.strong
 * const action = bot.decide(playerView(game, 2), 'seed')
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const botLevels: { readonly [L in BotLevel]: Bot } = {
  beginner: beginnerBot,
  casual: heuristicBot,
  strong: montecarloDefault,
  expert: expertDefault
}
