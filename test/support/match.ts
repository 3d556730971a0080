/**
 * Test helpers for the match layer: unwrapping, finished games with a hand-written result
 * (settled by the engine's `settle`), hand-built redeals, and random games through the engine.
 */
import fc from 'fast-check'
import type { BockConfig } from '../../src/match/config.js'
import * as E from 'fp-ts/Either'
import { type Action, type BySeat, type Contract, type Game, type Party, type Seat, type SoloType, applyAction, isFinished, legalActions, settle } from '../../src/index.js'
import { type AnnouncementLevel, type ByParty, type ExtraPoint, type FinishedState, type RedealReason, type RedealState, type Rng } from '../../src/rulesEntry.js'
import { type Deal, type Match, nextDeal, startNextGame } from '../../src/match/match.js'
import { seal } from '../../src/game/publish.js'

/** Unwraps a Right, or throws with the error's code and message. */
export const must = <A>(e: E.Either<{ readonly code: string; readonly message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(`${e.left.code}: ${e.left.message}`)
  return e.right
}

/** Unwraps a Left (the error), or throws. */
export const failure = <A>(e: E.Either<{ readonly code: string; readonly message: string }, A>): { readonly code: string; readonly message: string } => {
  if (E.isRight(e)) throw new Error('expected an error, got a value')
  return e.left
}

/** The next deal of a match; throws if there is none. */
export const deal = (m: Match): Deal => must(nextDeal(m))

/** What was played, for {@link finished}; the first Re seat is the soloist / Hochzeiter / silent bride. */
export type ContractSpec =
  | 'normal'
  | 'silentWedding'
  | { readonly solo: SoloType }
  | { readonly hochzeitPartner: Seat | null }

/** A game result written by hand, by engine seat. */
export interface GameSpec {
  /** The Re seats: two in a normal game or a Hochzeit with partner, one otherwise. */
  readonly re: readonly Seat[]
  /** Re's card points (Kontra has the rest of 240). */
  readonly rePoints: number
  /** Re's tricks (default 0 with 0 points, 12 with 240, else 6). */
  readonly reTricks?: number
  /** Each party's highest announcement (default none). */
  readonly announcements?: Partial<ByParty<AnnouncementLevel>>
  /** Extra points found in the tricks. */
  readonly extraPoints?: readonly ExtraPoint[]
  /** What was played (default normal). */
  readonly contract?: ContractSpec
}

const contractOf = (d: Deal, spec: GameSpec): Contract => {
  const first = spec.re[0] as Seat
  const c = spec.contract ?? 'normal'
  if (c === 'normal') return { kind: 'normal' }
  if (c === 'silentWedding') return { kind: 'silentWedding', player: first }
  if ('solo' in c) {
    const compulsory = d.gameOptions.compulsorySoloOwed[first] || d.gameOptions.forcedSoloist === first
    return { kind: 'solo', solo: c.solo, soloist: first, compulsory }
  }
  return {
    kind: 'hochzeit',
    hochzeiter: first,
    partner: c.hochzeitPartner,
    klaerungsstich: c.hochzeitPartner === null ? 3 : 1,
    clarifiedBy: 'any'
  } as unknown as Contract
}

/**
 * A finished game of the match's next deal with a hand-written result: the setup is the engine's
 * (via `startNextGame`), the settlement is the engine's `settle` of the summary. Only the fields
 * the match reads (setup, contract, summary, settlement) are meaningful.
 */
export const finished = (m: Match, spec: GameSpec, seed = 'fixture'): FinishedState => {
  const d = deal(m)
  const start = must(startNextGame(m, { seed }))
  const parties = [0, 1, 2, 3].map((s) => (spec.re.includes(s as Seat) ? 're' : 'kontra')) as unknown as BySeat<Party>
  const reTricks = spec.reTricks ?? (spec.rePoints === 0 ? 0 : spec.rePoints === 240 ? 12 : 6)
  const summary = {
    parties,
    points: { re: spec.rePoints, kontra: 240 - spec.rePoints },
    tricks: { re: reTricks, kontra: 12 - reTricks },
    announcements: { re: spec.announcements?.re ?? 'none', kontra: spec.announcements?.kontra ?? 'none' },
    extraPoints: spec.extraPoints ?? []
  }
  const settlement = must(settle(summary, d.gameOptions.rules))
  // A hand-built state with the summary the test needs (no card play leads to it), marked as the
  // library's own with the engine's internal `seal`: the match tests exercise the bookkeeping.
  return seal({
    phase: 'finished',
    setup: start.setup,
    declarations: [],
    contract: contractOf(d, spec),
    gameType: 'normal',
    piglets: 'none',
    hands: [[], [], [], []],
    turn: 0,
    leader: 0,
    trick: [],
    tricks: [],
    parties,
    announcements: { re: { level: 0, lateReply: false }, kontra: { level: 0, lateReply: false } },
    announcementLog: [],
    deadlineShift: 0,
    summary,
    settlement
  } as unknown as FinishedState)
}

/** A redeal of the match's next deal, built by hand (the engine's Armut and Schmeißen produce them too) and sealed as above. */
export const redeal = (m: Match, reason: RedealReason = 'schmeissen', seat: Seat = 1): RedealState => {
  const start = must(startNextGame(m, { seed: 'redeal' }))
  return seal({ phase: 'redeal', setup: start.setup, declarations: [], reason, seat, awaiting: null, history: [] } as RedealState)
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => {
  const x = xs[rng.nextInt(xs.length)]
  if (x === undefined) throw new Error('pick from an empty list')
  return x
}

/**
 * Plays a game to its end through the validating API with random legal actions: mostly healthy
 * in the reservation round, a solo now and then (always one when forced), a random card in play,
 * now and then a random announcement. Throws if the engine rejects a listed action.
 */
export const playRandom = (game: Game, rng: Rng): Game => {
  let g = game
  for (let steps = 0; !isFinished(g); steps++) {
    if (steps > 400) throw new Error('the game does not end')
    const actions = legalActions(g)
    let action: Action
    if (g.phase === 'reservations') {
      const healthy = actions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
      action = healthy === undefined || rng.nextInt(12) === 0 ? pick(rng, actions) : healthy
    } else {
      const cards = actions.filter((a) => a.type !== 'announce')
      action = cards.length === 0 || rng.nextInt(15) === 0 ? pick(rng, actions) : pick(rng, cards)
    }
    const next = applyAction(g, action)
    if (E.isLeft(next)) throw new Error(`listed action ${JSON.stringify(action)} rejected: ${next.left.code}`)
    g = next.right
  }
  return g
}

/** Any Bock configuration, or none: every trigger on or off, queued or stacked, a factor of 2 or 3. */
export const bockConfigArb: fc.Arbitrary<BockConfig | null> = fc.option(
  fc.record({
    triggers: fc.record({
      tie: fc.boolean(),
      lostAnnouncement: fc.boolean(),
      redeal: fc.boolean(),
      lostSolo: fc.boolean(),
      schwarz: fc.boolean(),
      heartTrick: fc.boolean()
    }),
    mode: fc.constantFrom('queue' as const, 'stack' as const),
    multiplier: fc.constantFrom(2 as const, 3 as const)
  }),
  { nil: null }
)
