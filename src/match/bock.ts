/**
 * Bock rounds (house option, RULES.md section 8): which results start one, the multiplier of a
 * game, and how the rounds run down.
 *
 * The rounds are kept as a list of the games each still has to run, in the order they were
 * started. `queue`: only the first runs; a game in it counts x2. `stack`: all run at once; a game
 * counts x2 per round in force (two rounds x4). A round has one game per player; redeals do not
 * count as games, so they neither use up nor end a Bock game.
 *
 * @module
 */
import { orderFor } from '../game/order.js'
import type { FinishedState, RedealState } from '../game/state.js'
import type { Settlement } from '../scoring/settle.js'
import { type GameSummary, isPlainHeartTrick } from '../scoring/summary.js'
import type { BockConfig, BockTrigger } from './config.js'

/**
 * The Bock multiplier of the next game, given the rounds in force or waiting.
 *
 * @example
 * ```ts
 * bockMultiplier('queue', [4, 4]) // 2
 * bockMultiplier('stack', [4, 4]) // 4
 * bockMultiplier('stack', []) // 1
 * bockMultiplier('stack', [4, 4], 3) // 9: a table whose Bock games count x3
 * ```
 * @category Match
 * @since 0.1.0
 */
export const bockMultiplier = (mode: BockConfig['mode'], rounds: readonly number[], factor: BockConfig['multiplier'] = 2): number =>
  rounds.length === 0 ? 1 : mode === 'queue' ? factor : factor ** rounds.length

/**
 * The Bock triggers a game fires under a Bock configuration, in the order of `BOCK_TRIGGERS`.
 *
 * - `tie`: both parties took 120 card points.
 * - `lostAnnouncement`: a party announced Re or Kontra and did not win (it lost, or nobody won).
 * - `redeal`: the game ended in a redeal.
 * - `lostSolo`: a declared solo (not a silent wedding, not a Hochzeit played alone) not won by the soloist.
 * - `schwarz`: a party won no trick.
 * - `heartTrick`: a trick of four plain hearts was played (in the game's card order).
 *
 * @example
 * ```ts
 * bockTriggersOf(matchConfigs.house.bock, tiedGame) // ['tie']
 * ```
 * @category Match
 * @since 0.1.0
 */
export const bockTriggersOf = (bock: BockConfig | null, game: FinishedState | RedealState): readonly BockTrigger[] =>
  game.phase === 'redeal'
    ? redealTriggers(bock)
    : playedTriggers(bock, game.summary, game.settlement, game.contract.kind === 'solo', bock !== null && bock.triggers.heartTrick === true && hadHeartTrick(game))

/** Whether a trick of four plain hearts (in the game's card order) was played. */
const hadHeartTrick = (game: FinishedState): boolean => {
  const sc = orderFor(game.setup.rules, game.gameType, game.piglets).suitClass
  return game.tricks.some((t) => isPlainHeartTrick(t.cards, 0, sc))
}

/** The Bock triggers of a redeal. @internal */
export const redealTriggers = (bock: BockConfig | null): readonly BockTrigger[] => (bock !== null && bock.triggers.redeal ? ['redeal'] : [])

/**
 * The Bock triggers of a played game, from its summary and settlement; `declaredSolo`: the
 * contract was a declared solo; `heartTrick`: a trick of four plain hearts was played.
 *
 * @internal
 */
export const playedTriggers = (
  bock: BockConfig | null,
  summary: GameSummary,
  settlement: Settlement,
  declaredSolo: boolean,
  heartTrick: boolean
): readonly BockTrigger[] => {
  if (bock === null) return []
  const out: BockTrigger[] = []
  if (bock.triggers.tie && summary.points.re === 120 && summary.points.kontra === 120) out.push('tie')
  const lost = (party: 're' | 'kontra'): boolean => summary.announcements[party] !== 'none' && settlement.winner !== party
  if (bock.triggers.lostAnnouncement && (lost('re') || lost('kontra'))) out.push('lostAnnouncement')
  if (bock.triggers.lostSolo && declaredSolo && settlement.winner !== 're') out.push('lostSolo')
  if (bock.triggers.schwarz === true && (summary.tricks.re === 0 || summary.tricks.kontra === 0)) out.push('schwarz')
  if (bock.triggers.heartTrick === true && heartTrick) out.push('heartTrick')
  return out
}

/**
 * The Bock rounds after a game: a played game uses up one game of the running round (`queue`)
 * or of every round (`stack`); then each trigger adds a round of `players` games.
 *
 * @example
 * ```ts
 * advanceBock('queue', [1, 4], true, 0, 4) // [4]
 * advanceBock('stack', [1, 4], true, 1, 4) // [3, 4]
 * ```
 * @category Match
 * @since 0.1.0
 */
export const advanceBock = (
  mode: BockConfig['mode'],
  rounds: readonly number[],
  played: boolean,
  triggers: number,
  players: number
): readonly number[] => {
  let next: number[] = rounds.slice()
  if (played && next.length > 0) {
    if (mode === 'queue') {
      next[0] = (next[0] ?? 1) - 1
    } else {
      next = next.map((r) => r - 1)
    }
    next = next.filter((r) => r > 0)
  }
  for (let i = 0; i < triggers; i++) next.push(players)
  return next
}
