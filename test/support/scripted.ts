/**
 * A tiny runner for hand-designed, complete games: a script is a list of steps, each a trick (or
 * part of one) in card notation, an announcement, or an action that must be rejected.
 *
 * - `'♣A ♣9 ♣K ♣10 >1'`: plays the cards, each by the seat whose turn it is; a token `>N`
 *   asserts that the trick just completed was won by seat N.
 * - `{ announce: 're', seat: 1 }`: an accepted announcement (it must also be listed by
 *   `legalActions`).
 * - `{ reject: { announce: 'no90', seat: 2 }, code: 'announce/too-late' }` or
 *   `{ reject: { play: '♠A', seat: 3 }, code: 'play/must-follow-suit' }`: the action must be
 *   rejected with exactly this code, leave the state unchanged, and not be listed by
 *   `legalActions`.
 */
import * as E from 'fp-ts/Either'
import { expect } from 'vitest'
import { type Action, type Announcement, type BySeat, type Contract, type ErrorCode, type Game, type Party, type Seat, type SettlementLine, applyAction, legalActions, parseCard, result, settle } from '../../src/index.js'
import { type AnnouncementLevel, type ByParty, type ExtraPoint, type FinishedState } from '../../src/rulesEntry.js'
import { act, deepFreeze, face, playCards } from './index.js'

/** An action to be rejected, in short form or as a full action. */
export type Rejected =
  | { readonly announce: Announcement; readonly seat: Seat }
  | { readonly play: string; readonly seat: Seat }
  | Action

/** One step of a script. */
export type Step =
  | string
  | { readonly announce: Announcement; readonly seat: Seat }
  | { readonly reject: Rejected; readonly code: ErrorCode }

const toAction = (game: Game, r: Rejected): Action => {
  if ('type' in r) return r
  if ('announce' in r) return { type: 'announce', seat: r.seat, announcement: r.announce }
  // A card named by notation: the seat's own copy if it holds one, else the first copy.
  const f = face(r.play)
  const held = game.phase === 'reservations' || game.phase === 'redeal' ? undefined : game.hands[r.seat].find((c) => c >> 1 === f)
  const parsed = parseCard(r.play)
  const card = held ?? (E.isRight(parsed) ? parsed.right : 0)
  return { type: 'play', seat: r.seat, card }
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b)

/** Asserts that an action is rejected with `code` and leaves the (frozen) state unchanged. */
export const expectRejected = (game: Game, action: Action, code: ErrorCode): void => {
  const frozen = deepFreeze(game)
  const before = JSON.stringify(frozen)
  const r = applyAction(frozen, action)
  expect(E.isLeft(r) ? r.left.code : 'accepted', JSON.stringify(action)).toBe(code)
  expect(JSON.stringify(frozen)).toBe(before)
  expect(legalActions(frozen).some((a) => sameAction(a, action))).toBe(false)
}

/** Runs the steps of a script from `game`; returns the game after the last step. */
export const runScript = (game: Game, steps: readonly Step[]): Game => {
  let g = game
  for (const step of steps) {
    if (typeof step === 'string') {
      for (const token of step.split(/[\s,]+/).filter((t) => t !== '')) {
        const m = /^>([0-3])$/.exec(token)
        if (m === null) {
          g = playCards(g, token)
          continue
        }
        if (g.phase !== 'play' && g.phase !== 'clarification' && g.phase !== 'finished') throw new Error(`no trick in the ${g.phase} phase`)
        expect(g.trick.length, `a trick is complete before ${token}`).toBe(0)
        expect(g.tricks.at(-1)?.winner, `winner of trick ${g.tricks.length}`).toBe(Number(m[1]))
      }
    } else if ('reject' in step) {
      expectRejected(g, toAction(g, step.reject), step.code)
    } else {
      const action: Action = { type: 'announce', seat: step.seat, announcement: step.announce }
      expect(legalActions(g).some((a) => sameAction(a, action)), `${step.announce} by seat ${step.seat} is listed`).toBe(true)
      g = act(g, action)
    }
  }
  return g
}

/**
 * The finished state of a game, with the checks every complete game must pass: the scores sum
 * to zero, `result` returns the stored settlement, and settling the summary again gives the same.
 */
export const finished = (game: Game): FinishedState => {
  if (game.phase !== 'finished') throw new Error(`the game is not finished (phase ${game.phase})`)
  const s = game.settlement
  expect(s.scores.reduce((a, b) => a + b, 0)).toBe(0)
  expect(result(game)).toEqual(E.right(s))
  expect(settle(game.summary, game.setup.rules)).toEqual(E.right(s))
  return game
}

/** The complete expected outcome of a finished game. */
export interface ExpectedOutcome {
  readonly contract: Contract
  readonly parties: BySeat<Party>
  /** Card points per party (summary.points). */
  readonly points: ByParty<number>
  /** Tricks per party (summary.tricks). */
  readonly tricks: ByParty<number>
  readonly announcements: ByParty<AnnouncementLevel>
  /** Extra points found in the tricks, in any order. */
  readonly extraPoints: readonly ExtraPoint[]
  readonly winner: Party | null
  /** Every settlement line, in any order. */
  readonly lines: readonly SettlementLine[]
  /** Game value for Re after offsetting (Re's lines minus Kontra's). */
  readonly value: number
  readonly soloScoring: boolean
  readonly scores: BySeat<number>
}

/** A settlement line; `by` names the announcing party on announcement lines. */
export const line = (code: SettlementLine['code'], party: Party, points: number, by?: Party): SettlementLine =>
  by === undefined ? { code, party, points } : { code, party, points, by }

const lineKey = (l: SettlementLine): string => `${l.code}/${l.party}/${l.points}/${l.by ?? '-'}`
const extraKey = (x: ExtraPoint): string => `${x.kind}/${x.party}`

/** Asserts the whole outcome of a finished game (and the checks of {@link finished}). */
export const expectOutcome = (game: Game, e: ExpectedOutcome): FinishedState => {
  const g = finished(game)
  expect(g.contract).toEqual(e.contract)
  expect(g.parties).toEqual(e.parties)
  expect(g.summary.parties).toEqual(e.parties)
  expect(g.summary.points).toEqual(e.points)
  expect(g.summary.tricks).toEqual(e.tricks)
  expect(g.summary.announcements).toEqual(e.announcements)
  expect(g.summary.extraPoints.map(extraKey).sort()).toEqual(e.extraPoints.map(extraKey).sort())
  const s = g.settlement
  expect(s.winner).toBe(e.winner)
  expect(s.lines.map(lineKey).sort()).toEqual(e.lines.map(lineKey).sort())
  const sum = (p: Party) => e.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0)
  expect(s.points).toEqual({ re: sum('re'), kontra: sum('kontra') })
  expect(e.value).toBe(sum('re') - sum('kontra'))
  expect(s.value).toBe(e.value)
  expect(s.soloScoring).toBe(e.soloScoring)
  expect(s.scores).toEqual(e.scores)
  return g
}
