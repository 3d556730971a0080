/**
 * Test helpers for announcements (RULES.md section 5) and the Hochzeit: autoplay to a given hand
 * size, announcing, and a brute-force check of the announcements `legalActions` lists.
 */
import * as E from 'fp-ts/Either'
import { type Announcement, type Game, type GameError, type Seat, type SettlementLine, applyAction, legalActions } from '../../src/index.js'
import { act } from './index.js'

export const SEATS: readonly Seat[] = [0, 1, 2, 3]
export const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']

/** Cards a seat holds now. */
export const held = (g: Game, seat: Seat): number => {
  if (g.phase === 'redeal') throw new Error('no hands in a redeal')
  return g.phase === 'reservations' ? 12 : g.hands[seat].length
}

/** Plays one card: the first legal card of the seat to play. */
export const playFirstLegal = (g: Game): Game => {
  const play = legalActions(g).find((a) => a.type === 'play')
  if (play === undefined) throw new Error(`no card to play in phase ${g.phase}`)
  return act(g, play)
}

/** Plays `n` cards, each the first legal card of the seat to play. */
export const playN = (g: Game, n: number): Game => {
  let out = g
  for (let i = 0; i < n; i++) out = playFirstLegal(out)
  return out
}

/** Plays first legal cards until `seat` holds `size` cards (stops right after its card lands). */
export const playUntilHeld = (g: Game, seat: Seat, size: number): Game => {
  let out = g
  while (held(out, seat) > size) out = playFirstLegal(out)
  if (held(out, seat) !== size) throw new Error(`seat ${seat} holds ${held(out, seat)}, wanted ${size}`)
  return out
}

/** Plays first legal cards to the end of the game. */
export const playOut = (g: Game): Game => {
  let out = g
  while (out.phase !== 'finished') out = playFirstLegal(out)
  return out
}

/** Tries an announcement. */
export const tryAnnounce = (g: Game, seat: Seat, announcement: Announcement): E.Either<GameError, Game> =>
  applyAction(g, { type: 'announce', seat, announcement })

/** Makes an announcement; throws if it is rejected. */
export const announce = (g: Game, seat: Seat, announcement: Announcement): Game =>
  act(g, { type: 'announce', seat, announcement })

/** The error code of a rejected announcement, or 'ok'. */
export const announceCode = (g: Game, seat: Seat, announcement: Announcement): string => {
  const r = tryAnnounce(g, seat, announcement)
  return E.isLeft(r) ? r.left.code : 'ok'
}

/** `seat:announcement` keys of the announcements `legalActions` lists now. */
export const listedAnnouncements = (g: Game): string[] =>
  legalActions(g)
    .flatMap((a) => (a.type === 'announce' ? [`${a.seat}:${a.announcement}`] : []))
    .sort()

/** `seat:announcement` keys of the announcements `applyAction` accepts now (brute force). */
export const acceptedAnnouncements = (g: Game): string[] => {
  const out: string[] = []
  for (const seat of SEATS) {
    for (const a of ANNOUNCEMENTS) if (E.isRight(tryAnnounce(g, seat, a))) out.push(`${seat}:${a}`)
  }
  return out.sort()
}

/** Settlement lines in a canonical order, to compare them as a multiset. */
export const sortLines = (lines: readonly SettlementLine[]): string[] =>
  lines.map((l) => `${l.code}|${l.party}|${l.points}|${l.by ?? ''}`).sort()
