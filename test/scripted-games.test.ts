/**
 * Complete, hand-designed 12-trick games for every tsr game type. Each deal is written out in
 * full, every card is played explicitly, and every expected number is computed by hand from
 * RULES.md sections 6 and 7 (the arithmetic is in the comments).
 *
 * Trick notation in the scripts: the cards in play order from the leader, then `>N` for the
 * seat that wins the trick. Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.
 */
import { describe, expect, it } from 'vitest'
import { type Declaration, type Game, type SoloType, legalActions } from '../src/index.js'
import { type FinishedState, type PlayingGame } from '../src/rulesEntry.js'
import { dealOf, declare, start } from './support/index.js'
import { expectOutcome, expectRejected, line, runScript } from './support/scripted.js'

const HOCHZEIT: Declaration = { kind: 'hochzeit' }
const solo = (s: SoloType): Declaration => ({ kind: 'solo', solo: s })

/** The trick-taking fields of a game past the reservation round. */
const playing = (g: Game): PlayingGame | FinishedState => {
  if (g.phase === 'reservations') throw new Error('still in the reservation round')
  if (g.phase === 'redeal') throw new Error('the game ended in a redeal')
  if (g.phase === 'armut') throw new Error('the game is in the Armut exchange')
  return g
}

/** Rejections that must hold once the game is over (RULES 4: wrong phase). */
const afterTheEnd = (g: Game): void => {
  expect(legalActions(g)).toEqual([])
  expectRejected(g, { type: 'announce', seat: 0, announcement: 'kontra' }, 'phase/game-finished')
  expectRejected(g, { type: 'play', seat: 0, card: 0 }, 'phase/game-finished')
}

describe('RULES 6/7: normal game without announcements (121 / 120)', () => {
  it('Re wins with exactly 121 card points: 1 point', () => {
    // Re: seats 0 and 2 (one ♣Q each). Dealer 0, seat 1 leads.
    const hands = dealOf([
      '♣10 ♠K ♥K ♣9 ♠K ♦A ♦10 ♣Q ♥10 ♥Q ♦Q ♠J',
      '♣A ♠A ♥A ♣K ♠10 ♦K ♦9 ♠Q ♠Q ♦Q ♣J ♦J',
      '♣9 ♠10 ♥9 ♣10 ♠9 ♣Q ♥10 ♦A ♥J ♦J ♥J ♠J',
      '♣K ♠9 ♥K ♣A ♠A ♦9 ♦K ♦10 ♥Q ♣J ♥A ♥9'
    ])
    let g: Game = declare(start({ hands }))
    expect(playing(g).contract).toEqual({ kind: 'normal' })
    g = runScript(g, [
      '♣A',
      // Rejected plays leave the state unchanged (RULES 4).
      { reject: { play: '♦K', seat: 2 }, code: 'play/card-not-in-hand' },
      { reject: { play: '♠10', seat: 2 }, code: 'play/must-follow-suit' },
      { reject: { play: '♣K', seat: 3 }, code: 'turn/not-your-turn' },
      { reject: { type: 'declare', seat: 2, declaration: { kind: 'healthy' } }, code: 'phase/wrong-phase' },
      { reject: { announce: 'kontra', seat: 0 }, code: 'announce/wrong-party' },
      '♣9 ♣K ♣10 >1', //  1: 11+0+4+10 = 25 Kontra
      '♠A ♠10 ♠9 ♠K >1', // 2: 11+10+0+4 = 25 Kontra
      '♥A ♥9 ♥K ♥K >1', //  3: 11+0+4+4 = 19 Kontra
      '♣K ♣10 ♣A ♣9 >3', // 4: 4+10+11+0 = 25 Kontra
      '♠A ♠K ♠10 ♠9 >3', // 5: 11+4+10+0 = 25 Kontra
      '♦9 ♦A ♦K ♣Q >2', //  6: 0+11+4+3 = 18 Re (seat 0's fox, won by its partner: not caught)
      '♥10 ♦K ♦10 ♦9 >2', // 7: 10+4+10+0 = 24 Re
      '♦A ♦10 ♣Q ♠Q >0', // 8: 11+10+3+3 = 27 Re (seat 2's fox, won by its partner)
      '♥10 ♠Q ♥J ♥Q >0', // 9: 10+3+2+3 = 18 Re
      '♥Q ♦Q ♦J ♣J >0', // 10: 3+3+2+2 = 10 Re
      '♦Q ♣J ♥J ♥A >0', // 11: 3+2+2+11 = 18 Re
      '♠J ♦J ♠J ♥9 >0' //  12: 2+2+2+0 = 6 Re (won by ♠J: no Karlchen)
    ])
    // Kontra 25+25+19+25+25 = 119 (5 tricks); Re 18+24+27+18+10+18+6 = 121 (7 tricks).
    // No Absagen, nobody announced: Re wins with 121 (RULES 6). Kontra 119 is not below 90.
    // No trick reaches 40, no fox caught, no Karlchen. Re: won 1 = 1; value +1.
    expectOutcome(g, {
      contract: { kind: 'normal' },
      parties: ['re', 'kontra', 're', 'kontra'],
      points: { re: 121, kontra: 119 },
      tricks: { re: 7, kontra: 5 },
      announcements: { re: 'none', kontra: 'none' },
      extraPoints: [],
      winner: 're',
      lines: [line('won', 're', 1)],
      value: 1,
      soloScoring: false,
      scores: [1, -1, 1, -1]
    })
    afterTheEnd(g)
  })

  it('Kontra wins with 120 card points and gets the extra point against the ♣Q: 2 points', () => {
    const hands = dealOf([
      '♣10 ♠K ♥K ♣9 ♠K ♦9 ♦A ♦10 ♣Q ♥10 ♥Q ♠J',
      '♣A ♠A ♥A ♣K ♠10 ♦9 ♦K ♠Q ♠Q ♦Q ♣J ♦J',
      '♣9 ♠10 ♥9 ♣10 ♠9 ♦J ♣Q ♥10 ♦A ♥J ♠J ♥J',
      '♣K ♠9 ♥9 ♣A ♠A ♦Q ♦K ♦10 ♥Q ♣J ♥A ♥K'
    ])
    const g = runScript(declare(start({ hands })), [
      '♣A ♣9 ♣K ♣10 >1', // 1: 25 Kontra
      '♠A ♠10 ♠9 ♠K >1', // 2: 25 Kontra
      '♥A',
      { reject: { play: '♦J', seat: 2 }, code: 'play/must-follow-suit' }, // seat 2 holds ♥9
      '♥9 ♥9 ♥K >1', //     3: 11+0+0+4 = 15 Kontra
      '♣K ♣10 ♣A ♣9 >3', // 4: 25 Kontra
      '♠A ♠K ♠10 ♠9 >3', // 5: 25 Kontra
      '♦Q ♦9 ♦9 ♦J >3', //  6: 3+0+0+2 = 5 Kontra
      '♦K ♦A ♦K ♣Q >2', //  7: 4+11+4+3 = 22 Re
      '♥10 ♦10 ♦10 ♠Q >2', // 8: 10+10+10+3 = 33 Re
      '♦A ♥Q ♣Q ♠Q >0', //  9: 11+3+3+3 = 20 Re
      '♥10 ♦Q ♥J ♣J >0', // 10: 10+3+2+2 = 17 Re
      '♥Q ♣J ♠J ♥A >0', //  11: 3+2+2+11 = 18 Re
      '♠J ♦J ♥J ♥K >0' //   12: 2+2+2+4 = 10 Re
    ])
    // Kontra 25+25+15+25+25+5 = 120 (6 tricks); Re 22+33+20+17+18+10 = 120 (6 tricks).
    // No announcements: Re needs 121, Kontra wins with 120 (RULES 6). Kontra: won 1 + against
    // the ♣Q 1 (tsr extra point) = 2; value -2.
    expectOutcome(g, {
      contract: { kind: 'normal' },
      parties: ['re', 'kontra', 're', 'kontra'],
      points: { re: 120, kontra: 120 },
      tricks: { re: 6, kontra: 6 },
      announcements: { re: 'none', kontra: 'none' },
      extraPoints: [],
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)],
      value: -2,
      soloScoring: false,
      scores: [-2, 2, -2, 2]
    })
  })
})

describe('RULES 5: announcement deadlines in a normal game (Re 11, reply 10, keine 90 10) with fox, Doppelkopf, Karlchen', () => {
  it('accepts each announcement at its deadline, rejects it one card late, and scores the extra points', () => {
    // Re: seats 0 and 2. Seat 1 leads.
    const hands = dealOf([
      '♠9 ♥K ♣10 ♦A ♣K ♦9 ♠A ♣Q ♥J ♦Q ♣J ♥A',
      '♠A ♥A ♣K ♦10 ♣9 ♦K ♠K ♠Q ♠Q ♦9 ♦Q ♥J',
      '♠9 ♥K ♣A ♥10 ♣A ♦A ♠10 ♦K ♦J ♣Q ♥Q ♣J',
      '♠K ♥9 ♣9 ♦10 ♣10 ♥10 ♠10 ♥Q ♦J ♠J ♠J ♥9'
    ])
    let g: Game = declare(start({ hands }))
    g = runScript(g, [
      '♠A ♠9 ♠K ♠9 >1', // 1: 11+0+4+0 = 15 Kontra
      '♥A ♥K',
      // Seat 2 has played its second card (10 cards): too late for Re; seat 0 still holds 11.
      { reject: { announce: 're', seat: 2 }, code: 'announce/too-late' },
      { announce: 're', seat: 0 },
      '♥9 ♥K >1', //         2: 11+4+0+4 = 19 Kontra
      '♣K ♣A',
      // Seat 1 holds 9 cards: a reply to Re needs 10 (one fewer than Re's 11).
      { reject: { announce: 'kontra', seat: 1 }, code: 'announce/too-late' },
      { announce: 'kontra', seat: 3 }, // 10 cards: the reply at its deadline
      // The reply came after Kontra's own deadline (11), so Kontra makes no Absage.
      { reject: { announce: 'no90', seat: 3 }, code: 'announce/absage-after-late-reply' },
      // Seat 2 holds 9 cards, keine 90 needs 10; seat 0 holds exactly 10.
      { reject: { announce: 'no90', seat: 2 }, code: 'announce/too-late' },
      { announce: 'no90', seat: 0 },
      { reject: { announce: 'no90', seat: 2 }, code: 'announce/already-made' },
      '♣9 ♣10 >2', //         3: 4+11+0+10 = 25 Re
      '♥10 ♦10 ♦A ♦10 >2', // 4: 10+10+11+10 = 41 Re: Doppelkopf (Re's own fox, not caught)
      '♣A ♣10 ♣K ♣9 >2', //   5: 11+10+4+0 = 25 Re
      '♦A ♥10 ♦9 ♦K >3', //   6: 11+10+0+4 = 25 Kontra: seat 2's fox caught by Kontra
      '♠10 ♠A ♠K ♠10 >0', //  7: 10+11+4+10 = 35 Re
      '♣Q ♠Q ♦K ♥Q >0', //    8: 3+3+4+3 = 13 Re
      '♥J ♠Q ♦J ♦J >1', //    9: 2+3+2+2 = 9 Kontra
      '♦9 ♣Q ♠J ♦Q >2', //   10: 0+3+2+3 = 8 Re
      '♥Q ♠J ♣J ♦Q >2', //   11: 3+2+2+3 = 10 Re
      '♣J ♥9 ♥A ♥J >2' //    12: 2+0+11+2 = 15 Re, won by ♣J: Karlchen
    ])
    // Kontra 15+19+25+9 = 68 (4 tricks); Re 25+41+25+35+13+8+10+15 = 172 (8 tricks).
    // Re said keine 90 and Kontra stayed below 90 (68): kept, Re wins (RULES 6).
    // Re: won 1 + below 90 1 (68 ≥ 60, so no below 60) + Re 2 + Kontra 2 + keine 90 1
    //     + Doppelkopf 1 + Karlchen 1 = 9; Kontra: fox caught 1. Value 9 - 1 = 8.
    expectOutcome(g, {
      contract: { kind: 'normal' },
      parties: ['re', 'kontra', 're', 'kontra'],
      points: { re: 172, kontra: 68 },
      tricks: { re: 8, kontra: 4 },
      announcements: { re: 'no90', kontra: 'announced' },
      extraPoints: [
        { party: 're', kind: 'doppelkopf' },
        { party: 'kontra', kind: 'foxCaught' },
        { party: 're', kind: 'karlchen' }
      ],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 're'),
        line('doppelkopf', 're', 1),
        line('foxCaught', 'kontra', 1),
        line('karlchen', 're', 1)
      ],
      value: 8,
      soloScoring: false,
      scores: [8, -8, 8, -8]
    })
  })
})

describe('RULES 3/5: Hochzeit, deadlines lowered by (Klärungsstich - 1)', () => {
  it('clarified in trick 1: no shift (Re 11, reply 10)', () => {
    // Hochzeiter: seat 2 (both ♣Q). Seat 1 wins trick 1 and becomes the partner.
    const hands = dealOf([
      '♠10 ♣K ♥9 ♦K ♦10 ♠K ♣10 ♦J ♠J ♥J ♣J ♥K',
      '♠A ♣A ♥A ♦9 ♦10 ♠10 ♣K ♥10 ♠Q ♠Q ♥Q ♥Q',
      '♠9 ♣9 ♥9 ♣Q ♣Q ♠9 ♣9 ♦9 ♦K ♦A ♦Q ♣J',
      '♠K ♣10 ♥K ♦A ♥10 ♠A ♣A ♦J ♠J ♥J ♦Q ♥A'
    ])
    let g: Game = declare(start({ hands }), { 2: HOCHZEIT })
    expect(g.phase).toBe('clarification')
    g = runScript(g, [
      { reject: { announce: 're', seat: 2 }, code: 'announce/before-clarification' },
      '♠A ♠9 ♠K',
      { reject: { announce: 'kontra', seat: 0 }, code: 'announce/before-clarification' },
      '♠10 >1' //            1: 11+0+4+10 = 25 Re (Klärungsstich)
    ])
    expect(g.phase).toBe('play')
    expect(playing(g).contract).toEqual({ kind: 'hochzeit', hochzeiter: 2, partner: 1, klaerungsstich: 1, clarifiedBy: 'any' })
    expect(playing(g).deadlineShift).toBe(0)
    g = runScript(g, [
      '♣A',
      { reject: { announce: 're', seat: 1 }, code: 'announce/too-late' }, // 10 cards, Re needs 11
      { announce: 're', seat: 2 }, //                                      11 cards
      '♣9 ♣10 ♣K >1', //     2: 11+0+10+4 = 25 Re
      '♥A ♥9 ♥K',
      { reject: { announce: 'kontra', seat: 3 }, code: 'announce/too-late' }, // 9 cards, reply needs 10
      { announce: 'kontra', seat: 0 }, //                                      10 cards
      '♥9 >1', //            3: 11+0+4+0 = 15 Re
      '♦9 ♣Q ♦A ♦K >2', //   4: 0+3+11+4 = 18 Re: seat 3's fox caught by Re
      '♣Q ♥10 ♦10 ♦10 >3', // 5: 3+10+10+10 = 33 Kontra
      '♠A ♠K ♠10 ♠9 >3', //  6: 25 Kontra
      '♣A ♣10 ♣K ♣9 >3', //  7: 25 Kontra
      '♦J ♦J ♥10 ♦9 >1', //  8: 2+2+10+0 = 14 Re
      '♠Q ♦K ♠J ♠J >1', //   9: 3+4+2+2 = 11 Re
      '♠Q ♦A ♥J ♥J >1', //  10: 3+11+2+2 = 18 Re (seat 2's fox, won by its partner)
      '♥Q ♦Q ♦Q ♣J >1', //  11: 3+3+3+2 = 11 Re
      '♥Q ♣J ♥A ♥K >1' //   12: 3+2+11+4 = 20 Re
    ])
    // Re (1, 2) 25+25+15+18+14+11+18+11+20 = 157 (9 tricks); Kontra 33+25+25 = 83 (3 tricks).
    // Both announced, no Absage: Re wins with 157 ≥ 121. Re: won 1 + below 90 1 (83)
    // + Re 2 + Kontra 2 + fox 1 = 7; value 7.
    expectOutcome(g, {
      contract: { kind: 'hochzeit', hochzeiter: 2, partner: 1, klaerungsstich: 1, clarifiedBy: 'any' },
      parties: ['kontra', 're', 're', 'kontra'],
      points: { re: 157, kontra: 83 },
      tricks: { re: 9, kontra: 3 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [{ party: 're', kind: 'foxCaught' }],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('foxCaught', 're', 1)
      ],
      value: 7,
      soloScoring: false,
      scores: [-7, 7, 7, -7]
    })
  })

  it('clarified in trick 2: shift 1 (Re 10, reply 9); Kontra wins 123 against both announcements', () => {
    // Hochzeiter: seat 1. It wins trick 1; seat 2 wins trick 2 and becomes the partner.
    const hands = dealOf([
      '♦10 ♠10 ♣10 ♣9 ♠K ♥9 ♦A ♦9 ♦J ♠J ♥J ♥K',
      '♥10 ♠9 ♣K ♣10 ♠10 ♥K ♦J ♣Q ♣Q ♠Q ♥Q ♦Q',
      '♦9 ♠A ♣9 ♣K ♠9 ♥9 ♦10 ♦K ♦A ♥Q ♠Q ♣J',
      '♦K ♠K ♣A ♣A ♠A ♥A ♥10 ♦Q ♣J ♠J ♥J ♥A'
    ])
    let g: Game = declare(start({ hands }), { 1: HOCHZEIT })
    g = runScript(g, [
      '♥10 ♦9 ♦K ♦10 >1' // 1: 10+0+4+10 = 24 Re (the Hochzeiter: still looking)
    ])
    expect(g.phase).toBe('clarification')
    expect(playing(g).contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: 'any' })
    g = runScript(g, [
      { reject: { announce: 're', seat: 1 }, code: 'announce/before-clarification' },
      '♠9 ♠A ♠K ♠10 >2' //  2: 0+11+4+10 = 25 Re (Klärungsstich)
    ])
    expect(playing(g).contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: 2, klaerungsstich: 2, clarifiedBy: 'any' })
    expect(playing(g).deadlineShift).toBe(1)
    g = runScript(g, [
      '♣9',
      { reject: { announce: 're', seat: 2 }, code: 'announce/too-late' }, // 9 cards, Re needs 11-1 = 10
      '♣A ♣10',
      { announce: 're', seat: 1 }, //                                      10 cards
      '♣K >3', //            3: 0+11+10+4 = 25 Kontra
      '♣A',
      { reject: { announce: 'kontra', seat: 3 }, code: 'announce/too-late' }, // 8 cards, reply needs 10-1 = 9
      { announce: 'kontra', seat: 0 }, //                                      9 cards
      '♣9 ♣10 ♣K >3', //     4: 11+0+10+4 = 25 Kontra
      '♠A ♠K ♠10 ♠9 >3', //  5: 25 Kontra
      '♥A ♥9 ♥K ♥9 >3', //   6: 11+0+4+0 = 15 Kontra
      '♥10 ♦A ♦J ♦10 >3', // 7: 10+11+2+10 = 33 Kontra (Kontra's own fox)
      '♦Q ♦9 ♣Q ♦K >1', //   8: 3+0+3+4 = 10 Re
      '♣Q ♦A ♣J ♦J >1', //   9: 3+11+2+2 = 18 Re (Re's own fox)
      '♠Q ♥Q ♠J ♠J >1', //  10: 3+3+2+2 = 10 Re
      '♥Q ♠Q ♥J ♥J >2', //  11: 3+3+2+2 = 10 Re
      '♣J ♥A ♥K ♦Q >1' //   12: 2+11+4+3 = 20 Re (won by ♦Q: no Karlchen)
    ])
    // Re (1, 2) 24+25+10+18+10+10+20 = 117 (7 tricks); Kontra 25+25+25+15+33 = 123 (5 tricks).
    // Both announced, no Absage: Re needs 121, so Kontra wins (RULES 6). Re 117 is not below 90.
    // Kontra: won 1 + Re 2 + Kontra 2 + against the ♣Q 1 = 6; value -6.
    expectOutcome(g, {
      contract: { kind: 'hochzeit', hochzeiter: 1, partner: 2, klaerungsstich: 2, clarifiedBy: 'any' },
      parties: ['kontra', 're', 're', 'kontra'],
      points: { re: 117, kontra: 123 },
      tricks: { re: 7, kontra: 5 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [],
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      value: -6,
      soloScoring: false,
      scores: [6, -6, -6, 6]
    })
  })

  it('clarified in trick 3: shift 2 (Re 9, reply 8, keine 90 8)', () => {
    // Hochzeiter: seat 3. It wins tricks 1 and 2; seat 0 wins trick 3 and becomes the partner.
    const hands = dealOf([
      '♦J ♦10 ♠A ♣9 ♣10 ♠10 ♥A ♦A ♣J ♠Q ♦Q ♥Q',
      '♦9 ♦J ♠K ♣A ♣A ♠A ♥K ♦A ♠J ♥J ♦Q ♥A',
      '♦K ♦9 ♠10 ♣K ♣9 ♠9 ♥9 ♦K ♣J ♠J ♥J ♥K',
      '♥10 ♣Q ♠9 ♣10 ♣K ♠K ♥9 ♥10 ♣Q ♠Q ♥Q ♦10'
    ])
    let g: Game = declare(start({ hands }), { 3: HOCHZEIT })
    g = runScript(g, [
      '♦9 ♦K ♥10 ♦J >3', //  1: 0+4+10+2 = 16 Re
      '♣Q ♦10 ♦J ♦9 >3', //  2: 3+10+2+0 = 15 Re
      '♠9 ♠A ♠K',
      { reject: { announce: 'kontra', seat: 1 }, code: 'announce/before-clarification' },
      '♠10 >0' //            3: 0+11+4+10 = 25 Re (Klärungsstich)
    ])
    expect(playing(g).contract).toEqual({ kind: 'hochzeit', hochzeiter: 3, partner: 0, klaerungsstich: 3, clarifiedBy: 'any' })
    expect(playing(g).deadlineShift).toBe(2)
    g = runScript(g, [
      '♣9',
      { reject: { announce: 're', seat: 0 }, code: 'announce/too-late' }, // 8 cards, Re needs 11-2 = 9
      '♣A ♣K',
      { announce: 're', seat: 3 }, //                                      9 cards
      '♣10 >1', //           4: 0+11+4+10 = 25 Kontra
      '♣A',
      { reject: { announce: 'kontra', seat: 1 }, code: 'announce/too-late' }, // 7 cards, reply needs 10-2 = 8
      { announce: 'kontra', seat: 2 }, //                                      8 cards
      '♣9 ♣K',
      { reject: { announce: 'no90', seat: 3 }, code: 'announce/too-late' }, // 7 cards, keine 90 needs 10-2 = 8
      { announce: 'no90', seat: 0 }, //                                      8 cards
      '♣10 >1', //           5: 11+0+4+10 = 25 Kontra
      '♠A ♠9 ♠K ♠10 >1', //  6: 11+0+4+10 = 25 Kontra
      '♥K ♥9 ♥9 ♥A >0', //   7: 4+0+0+11 = 15 Re
      '♦A ♦A ♦K ♥10 >3', //  8: 11+11+4+10 = 36 Re: seat 1's fox caught (seat 0's is its own)
      '♣Q ♣J ♠J ♣J >3', //   9: 3+2+2+2 = 9 Re
      '♠Q ♠Q ♥J ♠J >3', //  10: 3+3+2+2 = 10 Re
      '♥Q ♦Q ♦Q ♥J >3', //  11: 3+3+3+2 = 11 Re
      '♦10 ♥Q ♥A ♥K >0' //  12: 10+3+11+4 = 28 Re
    ])
    // Re (0, 3) 16+15+25+15+36+9+10+11+28 = 165 (9 tricks; tricks 1-2 count for the final
    // parties); Kontra 25+25+25 = 75 (3 tricks). Keine 90 kept (75 < 90): Re wins.
    // Re: won 1 + below 90 1 + Re 2 + Kontra 2 + keine 90 1 + fox 1 = 8; value 8.
    expectOutcome(g, {
      contract: { kind: 'hochzeit', hochzeiter: 3, partner: 0, klaerungsstich: 3, clarifiedBy: 'any' },
      parties: ['re', 'kontra', 'kontra', 're'],
      points: { re: 165, kontra: 75 },
      tricks: { re: 9, kontra: 3 },
      announcements: { re: 'no90', kontra: 'announced' },
      extraPoints: [{ party: 're', kind: 'foxCaught' }],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 're'),
        line('foxCaught', 're', 1)
      ],
      value: 8,
      soloScoring: false,
      scores: [8, -8, -8, 8]
    })
  })
})

describe('RULES 3/7: Hochzeit played alone after three tricks (Karo-solo)', () => {
  it('is scored as a solo (x3) without extra points; deadlines lowered by 2', () => {
    // Hochzeiter: seat 1; it leads and wins tricks 1-3.
    const hands = dealOf([
      '♦9 ♦A ♣10 ♦J ♦J ♥J ♥J ♦K ♠K ♠10 ♥A ♣K',
      '♥10 ♥10 ♣A ♣Q ♣Q ♠Q ♠Q ♥Q ♠9 ♠K ♥K ♥9',
      '♦9 ♦A ♣9 ♦Q ♦Q ♦10 ♥Q ♣9 ♠A ♠A ♥A ♣A',
      '♦K ♦10 ♣K ♠J ♠J ♣J ♣J ♥9 ♠10 ♠9 ♥K ♣10'
    ])
    let g: Game = declare(start({ hands }), { 1: HOCHZEIT })
    g = runScript(g, [
      '♥10 ♦9 ♦K ♦9 >1', //  1: 10+0+4+0 = 14
      '♥10 ♦A ♦10 ♦A >1', // 2: 10+11+10+11 = 42 (a Doppelkopf with two foxes: no extra points alone)
      '♣A ♣9 ♣K',
      { reject: { announce: 're', seat: 1 }, code: 'announce/before-clarification' },
      '♣10 >1' //            3: 11+0+4+10 = 25; the Hochzeiter won all three: alone
    ])
    expect(playing(g).contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3, clarifiedBy: 'any' })
    expect(playing(g).parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(playing(g).deadlineShift).toBe(2)
    g = runScript(g, [
      '♣Q',
      { reject: { announce: 're', seat: 1 }, code: 'announce/too-late' }, //     8 cards, Re needs 11-2 = 9
      '♦Q',
      { reject: { announce: 'kontra', seat: 2 }, code: 'announce/too-late' }, // 8 cards, Kontra needs 9
      { announce: 'kontra', seat: 3 }, //                                          9 cards
      { announce: 're', seat: 1 }, // 8 cards: a reply needs one fewer than Kontra's 9
      '♠J ♦J >1', //         4: 3+3+2+2 = 10
      '♣Q ♦Q ♠J ♦J >1', //   5: 10
      '♠Q ♦10 ♣J ♥J >1', //  6: 3+10+2+2 = 17
      '♠Q ♥Q ♣J ♥J >1', //   7: 3+3+2+2 = 10
      '♥Q ♣9 ♥9 ♦K >1', //   8: 3+0+0+4 = 7
      '♠9 ♠A ♠10 ♠K >2', //  9: 0+11+10+4 = 25 Kontra
      '♠A ♠9 ♠10 ♠K >2', // 10: 25 Kontra
      '♥A ♥K ♥A ♥K >2', //  11: 11+4+11+4 = 30 Kontra
      '♣A ♣10 ♣K ♥9 >2' //  12: 11+10+4+0 = 25 Kontra
    ])
    // Re (seat 1) 14+42+25+10+10+17+10+7 = 135 (8 tricks); Kontra 25+25+30+25 = 105 (4 tricks).
    // Both announced: Re wins with 135 ≥ 121. Re: won 1 + Re 2 + Kontra 2 = 5 (105 is not
    // below 90; no extra points alone). Seat 1: 3 × 5 = 15, the others -5 each. The summary
    // records the 42-point trick as a fact (a Doppelkopf only counts in a solo with the
    // doppelkopfInSolo option); the foxes caught in it are not even recorded in a solo.
    expectOutcome(g, {
      contract: { kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3, clarifiedBy: 'any' },
      parties: ['kontra', 're', 'kontra', 'kontra'],
      points: { re: 135, kontra: 105 },
      tricks: { re: 8, kontra: 4 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [{ party: 're', kind: 'doppelkopf' }],
      winner: 're',
      lines: [line('won', 're', 1), line('reAnnounced', 're', 2, 're'), line('kontraAnnounced', 're', 2, 'kontra')],
      value: 5,
      soloScoring: true,
      scores: [-5, 15, -5, -5]
    })
  })
})

describe('RULES 3/7: silent wedding (stille Hochzeit)', () => {
  it('is scored as a solo: no extra point for a caught fox, none against the ♣Q', () => {
    // Seat 0 holds both ♣Q and declares healthy.
    const hands = dealOf([
      '♣10 ♠10 ♦A ♥K ♣Q ♣Q ♣A ♠A ♠Q ♥Q ♥Q ♠Q',
      '♣A ♠A ♥10 ♥A ♦10 ♦Q ♣9 ♠9 ♥10 ♦10 ♣J ♥A',
      '♣K ♠K ♦9 ♥K ♦J ♥J ♣10 ♠K ♦A ♦K ♠J ♦J',
      '♣9 ♠9 ♦K ♥9 ♠J ♦9 ♣K ♠10 ♣J ♦Q ♥J ♥9'
    ])
    let g: Game = declare(start({ hands }))
    expect(playing(g).contract).toEqual({ kind: 'silentWedding', player: 0 })
    g = runScript(g, [
      '♣A ♣K ♣9 ♣10 >1', //  1: 11+4+0+10 = 25 Kontra
      { reject: { announce: 're', seat: 1 }, code: 'announce/wrong-party' },
      { announce: 're', seat: 0 }, // 11 cards: the normal deadline
      '♠A ♠K ♠9 ♠10 >1', //  2: 25 Kontra
      '♥10 ♦9 ♦K ♦A >1', //  3: 10+0+4+11 = 25 Kontra: seat 0's fox caught, but no extra point
      '♥A ♥K ♥9 ♥K >1', //   4: 11+4+0+4 = 19 Kontra
      '♦10 ♦J ♠J ♣Q >0', //  5: 10+2+2+3 = 17 Re
      '♣Q ♦Q ♥J ♦9 >0', //   6: 3+3+2+0 = 8 Re
      '♣A ♣9 ♣10 ♣K >0', //  7: 25 Re
      '♠A ♠9 ♠K ♠10 >0', //  8: 25 Re
      '♠Q ♥10 ♦A ♣J >1', //  9: 3+10+11+2 = 26 Kontra
      '♦10 ♦K ♦Q ♥Q >0', // 10: 10+4+3+3 = 20 Re
      '♥Q ♣J ♠J ♥J >0', //  11: 3+2+2+2 = 9 Re
      '♠Q ♥A ♦J ♥9 >0' //   12: 3+11+2+0 = 16 Re
    ])
    // Re (seat 0) 17+8+25+25+20+9+16 = 120 (7 tricks); Kontra 25+25+25+19+26 = 120 (5 tricks).
    // Re announced, Kontra did not: Re needs 121, Kontra wins (RULES 6). Kontra: won 1 + Re 2
    // = 3 (no fox point, no point against the ♣Q: scored as a solo). Seat 0: -9, others +3.
    expectOutcome(g, {
      contract: { kind: 'silentWedding', player: 0 },
      parties: ['re', 'kontra', 'kontra', 'kontra'],
      points: { re: 120, kontra: 120 },
      tricks: { re: 7, kontra: 5 },
      announcements: { re: 'announced', kontra: 'none' },
      extraPoints: [],
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('reAnnounced', 'kontra', 2, 're')],
      value: -3,
      soloScoring: true,
      scores: [-9, 3, 3, 3]
    })
  })
})

describe('RULES 2/3/7: solos (tsr), scored x3 for the soloist', () => {
  it('Kreuz-solo (Lustsolo, won): the dealer\'s left leads, not the soloist', () => {
    // Soloist: seat 3. Dealer 0: seat 1 leads. Trumps: ♥10, queens, jacks, ♣A ♣10 ♣K ♣9.
    const hands = dealOf([
      '♦K ♥K ♠10 ♣9 ♠J ♥10 ♠A ♦Q ♦Q ♠Q ♠K ♦K',
      '♦A ♥A ♠A ♦J ♥J ♣J ♠9 ♥Q ♥J ♦A ♠9 ♦9',
      '♦10 ♥K ♠K ♣9 ♦J ♠J ♠10 ♣J ♣K ♦10 ♥A ♥9',
      '♦9 ♥9 ♣K ♥10 ♣Q ♣Q ♣10 ♠Q ♥Q ♣A ♣A ♣10'
    ])
    let g: Game = declare(start({ hands }), { 3: solo('clubs') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'clubs', soloist: 3, compulsory: false })
    expect(playing(g).turn).toBe(1)
    g = runScript(g, [
      '♦A ♦10 ♦9 ♦K >1', //  1: 11+10+0+4 = 25 Kontra
      '♥A ♥K',
      // ♥10 is a trump in a Kreuz-solo, not a heart: seat 3 must play its ♥9.
      { reject: { play: '♥10', seat: 3 }, code: 'play/must-follow-suit' },
      '♥9 ♥K >1', //         2: 11+4+0+4 = 19 Kontra (♥A ♥K ♥9 are plain here)
      '♠A ♠K ♣K ♠10 >3', //  3: 11+4+4+10 = 29 Re (♣K trumps)
      '♥10 ♣9 ♦J ♣9 >3', //  4: 10+0+2+0 = 12 Re
      '♣Q ♠J ♥J ♦J >3', //   5: 3+2+2+2 = 9 Re
      '♣Q ♥10 ♣J ♠J >0', //  6: 3+10+2+2 = 17 Kontra
      '♠A ♠9 ♠10 ♣10 >3', // 7: 11+0+10+10 = 31 Re
      '♠Q ♦Q ♥Q ♣J >3', //   8: 3+3+3+2 = 11 Re
      '♥Q ♦Q ♥J ♣K >3', //   9: 3+3+2+4 = 12 Re
      '♣A ♠Q ♦A ♦10 >0', // 10: 11+3+11+10 = 35 Kontra
      '♠K ♠9 ♥A ♣A >3', //  11: 4+0+11+11 = 26 Re
      '♣10 ♦K ♦9 ♥9 >3' //  12: 10+4+0+0 = 14 Re
    ])
    // Re 29+12+9+31+11+12+26+14 = 144 (8 tricks); Kontra 25+19+17+35 = 96 (4 tricks).
    // No announcements: Re wins with 144 ≥ 121. Re: won 1 (96 is not below 90) = 1.
    // Soloist 3 × 1 = 3, each opponent -1.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'clubs', soloist: 3, compulsory: false },
      parties: ['kontra', 'kontra', 'kontra', 're'],
      points: { re: 144, kontra: 96 },
      tricks: { re: 8, kontra: 4 },
      announcements: { re: 'none', kontra: 'none' },
      extraPoints: [],
      winner: 're',
      lines: [line('won', 're', 1)],
      value: 1,
      soloScoring: true,
      scores: [-1, -1, -1, 3]
    })
  })

  it('Pik-solo (Pflichtsolo, lost with Re and Kontra): the soloist leads', () => {
    // Soloist: seat 2, who still owes the compulsory solo. Dealer 0, but seat 2 leads.
    const hands = dealOf([
      '♠9 ♠9 ♠K ♦Q ♣J ♣K ♦9 ♥9 ♣9 ♦10 ♦Q ♠J',
      '♥J ♦J ♣Q ♠Q ♠10 ♣9 ♦A ♥A ♣10 ♦9 ♥J ♥K',
      '♥10 ♥10 ♣Q ♠Q ♠A ♣A ♦10 ♥A ♣10 ♦A ♠K ♠10',
      '♦J ♠J ♣J ♥Q ♥Q ♣A ♦K ♥K ♣K ♦K ♠A ♥9'
    ])
    let g: Game = declare(start({ hands, compulsorySoloOwed: [false, false, true, false] }), { 2: solo('spades') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'spades', soloist: 2, compulsory: true })
    expect(playing(g).turn).toBe(2)
    g = runScript(g, [
      '♥10',
      { announce: 're', seat: 2 }, // 11 cards
      { reject: { announce: 'kontra', seat: 2 }, code: 'announce/wrong-party' },
      '♦J ♠9 ♥J >2', //      1: 10+2+0+2 = 14 Re
      '♥10 ♠J ♠9',
      { announce: 'kontra', seat: 0 }, // 10 cards: a reply to Re
      { reject: { announce: 'no90', seat: 0 }, code: 'announce/absage-after-late-reply' },
      '♦J >2', //            2: 10+2+0+2 = 14 Re
      '♣Q ♣J ♠K ♣Q >2', //   3: 3+2+4+3 = 12 Re (the first ♣Q wins)
      '♠Q ♥Q ♦Q ♠Q >2', //   4: 3+3+3+3 = 12 Re
      '♠A ♥Q ♣J ♠10 >3', //  5: 11+3+2+10 = 26 Kontra
      '♣A ♣K ♣9 ♣A >3', //   6: 11+4+0+11 = 26 Kontra
      '♦K ♦9 ♦A ♦10 >1', //  7: 4+0+11+10 = 25 Kontra
      '♥A ♥A ♥K ♥9 >1', //   8: 11+11+4+0 = 26 Kontra
      '♣10 ♣10 ♣K ♣9 >1', // 9: 10+10+4+0 = 24 Kontra
      '♦9 ♦A ♦K ♦10 >2', // 10: 0+11+4+10 = 25 Re
      '♠K ♠A ♦Q ♥J >0', //  11: 4+11+3+2 = 20 Kontra
      '♠J ♥K ♠10 ♥9 >0' //  12: 2+4+10+0 = 16 Kontra
    ])
    // Re 14+14+12+12+25 = 77 (5 tricks); Kontra 26+26+25+26+24+20+16 = 163 (7 tricks).
    // Both announced: Re needs 121, Kontra wins. Kontra: won 1 + below 90 1 (77; not below 60)
    // + Re 2 + Kontra 2 = 6. Soloist 3 × -6 = -18, each opponent +6.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'spades', soloist: 2, compulsory: true },
      parties: ['kontra', 'kontra', 're', 'kontra'],
      points: { re: 77, kontra: 163 },
      tricks: { re: 5, kontra: 7 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [],
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('below90', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('kontraAnnounced', 'kontra', 2, 'kontra')
      ],
      value: -6,
      soloScoring: true,
      scores: [6, 6, -18, 6]
    })
  })

  it('Herz-solo (Lustsolo, lost): only "won" for Kontra, no point against the ♣Q', () => {
    // Soloist: seat 0. Dealer 2: seat 3 leads. Trumps: ♥10, queens, jacks, ♥A ♥K ♥9 (24).
    const hands = dealOf([
      '♦9 ♥9 ♣A ♠A ♣Q ♥9 ♥A ♠Q ♥Q ♥K ♦J ♠9',
      '♦10 ♦10 ♣10 ♠10 ♥J ♥10 ♥10 ♣Q ♠Q ♣A ♥Q ♠A',
      '♦K ♦K ♣K ♠K ♦J ♥K ♣J ♥A ♦Q ♣10 ♣9 ♠10',
      '♦A ♦A ♣9 ♠9 ♣J ♠J ♠J ♥J ♦Q ♣K ♦9 ♠K'
    ])
    let g: Game = declare(start({ hands, dealer: 2 }), { 0: solo('hearts') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'hearts', soloist: 0, compulsory: false })
    expect(playing(g).turn).toBe(3)
    g = runScript(g, [
      '♦A',
      { reject: { play: '♥9', seat: 0 }, code: 'play/must-follow-suit' }, // seat 0 holds ♦9
      '♦9 ♦10 ♦K >3', //     1: 11+0+10+4 = 25 Kontra
      '♦A ♥9 ♦10 ♦K >0', //  2: 11+0+10+4 = 25 Re (♥9 trumps)
      '♣A ♣10 ♣K ♣9 >0', //  3: 25 Re
      '♠A ♠10 ♠K ♠9 >0', //  4: 25 Re
      '♣Q ♥J ♦J ♣J >0', //   5: 3+2+2+2 = 9 Re
      '♥9 ♥10 ♥K ♠J >1', //  6: 0+10+4+2 = 16 Kontra
      '♥10 ♣J ♠J ♥A >1', //  7: 10+2+2+11 = 25 Kontra
      '♣Q ♥A ♥J ♠Q >1', //   8: 3+11+2+3 = 19 Kontra
      '♠Q ♦Q ♦Q ♥Q >1', //   9: 3+3+3+3 = 12 Kontra
      '♣A ♣10 ♣K ♥K >0', // 10: 11+10+4+4 = 29 Re
      '♦J ♥Q ♣9 ♦9 >1', //  11: 2+3+0+0 = 5 Kontra
      '♠A ♠10 ♠K ♠9 >1' //  12: 25 Kontra
    ])
    // Re 25+25+25+9+29 = 113 (5 tricks); Kontra 25+16+25+19+12+5+25 = 127 (7 tricks).
    // No announcements: Re needs 121, Kontra wins. Kontra: won 1 = 1 (113 is not below 90;
    // no point against the ♣Q in a solo). Soloist -3, each opponent +1.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'hearts', soloist: 0, compulsory: false },
      parties: ['re', 'kontra', 'kontra', 'kontra'],
      points: { re: 113, kontra: 127 },
      tricks: { re: 5, kontra: 7 },
      announcements: { re: 'none', kontra: 'none' },
      extraPoints: [],
      winner: 'kontra',
      lines: [line('won', 'kontra', 1)],
      value: -1,
      soloScoring: true,
      scores: [-3, 1, 1, 1]
    })
  })

  it('Karo-solo (Pflichtsolo, won with Re and keine 90): the soloist leads', () => {
    // Soloist: seat 2 (owes its compulsory solo). Dealer 3: the dealer's left (seat 0) does not lead.
    const hands = dealOf([
      '♦10 ♦10 ♥J ♥J ♦A ♦A ♣K ♠K ♣10 ♠10 ♥K ♦9',
      '♣J ♦J ♦J ♣J ♥Q ♥Q ♣9 ♠9 ♣K ♠K ♥A ♦9',
      '♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♣A ♠A ♣9 ♠9 ♥9 ♥9',
      '♦K ♦K ♠J ♠J ♦Q ♦Q ♣10 ♠10 ♣A ♠A ♥A ♥K'
    ])
    let g: Game = declare(start({ hands, dealer: 3, compulsorySoloOwed: [false, false, true, false] }), { 2: solo('diamonds') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'diamonds', soloist: 2, compulsory: true })
    expect(playing(g).turn).toBe(2)
    g = runScript(g, [
      '♥10',
      { announce: 're', seat: 2 }, //   11 cards
      '♦K ♦10 ♣J >2', //     1: 10+4+10+2 = 26 Re
      '♥10',
      { announce: 'no90', seat: 2 }, // exactly 10 cards
      '♦K ♦10 ♦J >2', //     2: 10+4+10+2 = 26 Re
      '♣Q ♠J ♥J ♦J >2', //   3: 3+2+2+2 = 9 Re
      '♣Q',
      { reject: { announce: 'no60', seat: 2 }, code: 'announce/too-late' }, // 8 cards, keine 60 needs 9
      '♠J ♥J ♣J >2', //      4: 9 Re
      '♠Q ♦Q ♦A ♥Q >2', //   5: 3+3+11+3 = 20 Re
      '♠Q ♦Q ♦A ♥Q >2', //   6: 20 Re
      '♣A ♣10 ♣K ♣9 >2', //  7: 25 Re
      '♠A ♠10 ♠K ♠9 >2', //  8: 25 Re
      '♣9 ♣A ♣10 ♣K >3', //  9: 0+11+10+4 = 25 Kontra
      '♠A ♠10 ♠K ♠9 >3', // 10: 25 Kontra
      '♥A ♥K ♥A ♥9 >3', //  11: 11+4+11+0 = 26 Kontra
      '♥K ♦9 ♦9 ♥9 >0' //   12: 4+0+0+0 = 4 Kontra
    ])
    // Re 26+26+9+9+20+20+25+25 = 160 (8 tricks); Kontra 25+25+26+4 = 80 (4 tricks).
    // Keine 90 kept (80 < 90): Re wins. Re: won 1 + below 90 1 (80 ≥ 60) + Re 2 + keine 90 1
    // = 5. Soloist 3 × 5 = 15, each opponent -5.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'diamonds', soloist: 2, compulsory: true },
      parties: ['kontra', 'kontra', 're', 'kontra'],
      points: { re: 160, kontra: 80 },
      tricks: { re: 8, kontra: 4 },
      announcements: { re: 'no90', kontra: 'none' },
      extraPoints: [],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('no90Announced', 're', 1, 're')
      ],
      value: 5,
      soloScoring: true,
      scores: [-5, -5, 15, -5]
    })
  })

  it('Damensolo (Lustsolo): only Kontra announced, so the soloist wins with 120', () => {
    // Soloist: seat 0. Dealer 1: seat 2 leads. Trumps: the eight queens; plain A 10 K J 9.
    const hands = dealOf([
      '♣9 ♣Q ♥A ♥A ♥K ♠A ♦A ♦10 ♣Q ♠9 ♠Q ♥10',
      '♣K ♣K ♥J ♥J ♥Q ♠10 ♦9 ♦A ♣9 ♠A ♠Q ♠J',
      '♣A ♣A ♥9 ♥9 ♣J ♠K ♦K ♦K ♦Q ♠10 ♥Q ♦10',
      '♣10 ♣10 ♥K ♥10 ♠9 ♠J ♦J ♦J ♣J ♠K ♦Q ♦9'
    ])
    let g: Game = declare(start({ hands, dealer: 1 }), { 0: solo('queens') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'queens', soloist: 0, compulsory: false })
    expect(playing(g).turn).toBe(2)
    g = runScript(g, [
      '♣A ♣10',
      // ♣Q is a trump in a Damensolo, not a club: seat 0 must play its ♣9.
      { reject: { play: '♣Q', seat: 0 }, code: 'play/must-follow-suit' },
      '♣9 ♣K >2', //         1: 11+10+0+4 = 25 Kontra
      '♣A',
      { reject: { announce: 'kontra', seat: 2 }, code: 'announce/too-late' }, // 10 cards, Kontra needs 11
      { announce: 'kontra', seat: 1 }, //                                      11 cards
      '♣10 ♣Q ♣K >0', //     2: 11+10+3+4 = 28 Re (♣Q trumps)
      '♥A ♥J ♥9 ♥K >0', //   3: 11+2+0+4 = 17 Re
      '♥A ♥J ♥9 ♥10 >0', //  4: 11+2+0+10 = 23 Re
      '♥K ♥Q ♣J ♠9 >1', //   5: 4+3+2+0 = 9 Kontra
      '♠10 ♠K ♠J ♠A >0', //  6: 10+4+2+11 = 27 Re
      '♦A ♦9 ♦K ♦J >0', //   7: 11+0+4+2 = 17 Re
      '♦10 ♦A ♦K ♦J >1', //  8: 10+11+4+2 = 27 Kontra
      '♣9 ♦Q ♣J ♣Q >0', //   9: 0+3+2+3 = 8 Re
      '♠9 ♠A ♠10 ♠K >1', // 10: 0+11+10+4 = 25 Kontra
      '♠Q ♥Q ♦Q ♠Q >1', //  11: 3+3+3+3 = 12 Kontra (the first ♠Q wins)
      '♠J ♦10 ♦9 ♥10 >1' // 12: 2+10+0+10 = 22 Kontra
    ])
    // Re 28+17+23+27+17+8 = 120 (6 tricks); Kontra 25+9+27+25+12+22 = 120 (6 tricks).
    // Kontra announced and Re did not: Re wins with 120 (RULES 6). Re: won 1 + Kontra 2 = 3.
    // Soloist 3 × 3 = 9, each opponent -3.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'queens', soloist: 0, compulsory: false },
      parties: ['re', 'kontra', 'kontra', 'kontra'],
      points: { re: 120, kontra: 120 },
      tricks: { re: 6, kontra: 6 },
      announcements: { re: 'none', kontra: 'announced' },
      extraPoints: [],
      winner: 're',
      lines: [line('won', 're', 1), line('kontraAnnounced', 're', 2, 'kontra')],
      value: 3,
      soloScoring: true,
      scores: [9, -3, -3, -3]
    })
  })

  it('Bubensolo (Lustsolo, lost): keine 90 broken, Kontra reached 120 against it', () => {
    // Soloist: seat 2. Dealer 3: seat 0 leads. Trumps: the eight jacks; plain A 10 K Q 9.
    const hands = dealOf([
      '♦A ♦10 ♣A ♦Q ♥J ♠Q ♠9 ♠Q ♥K ♥Q ♣K ♥10',
      '♦10 ♦K ♣9 ♦9 ♥J ♥9 ♠K ♠10 ♥K ♥9 ♣Q ♣9',
      '♦A ♦9 ♣10 ♣J ♣J ♠J ♠A ♠10 ♥10 ♥A ♣A ♠9',
      '♦K ♦Q ♣K ♦J ♠J ♦J ♠K ♠A ♥A ♥Q ♣Q ♣10'
    ])
    let g: Game = declare(start({ hands, dealer: 3 }), { 2: solo('jacks') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'jacks', soloist: 2, compulsory: false })
    expect(playing(g).turn).toBe(0)
    g = runScript(g, [
      '♦A ♦10 ♦A',
      { announce: 're', seat: 2 }, //   11 cards
      '♦K >0', //            1: 11+10+11+4 = 36 Kontra (the first ♦A wins)
      '♦10 ♦K ♦9',
      { announce: 'no90', seat: 2 }, // 10 cards
      '♦Q >0', //            2: 10+4+0+3 = 17 Kontra
      '♣A ♣9',
      // ♣J is a trump in a Bubensolo, not a club: seat 2 must play its ♣10 (or ♣A).
      { reject: { play: '♣J', seat: 2 }, code: 'play/must-follow-suit' },
      '♣10 ♣K >0', //        3: 11+0+10+4 = 25 Kontra
      '♦Q ♦9 ♣J ♦J >2', //   4: 3+0+2+2 = 7 Re
      '♣J ♠J ♥J ♥J >2', //   5: 2+2+2+2 = 8 Re
      '♠J ♦J ♠Q ♥9 >2', //   6: 2+2+3+0 = 7 Re
      '♠A ♠K ♠9 ♠K >2', //   7: 11+4+0+4 = 19 Re
      '♠10 ♠A ♠Q ♠10 >3', // 8: 10+11+3+10 = 34 Kontra
      '♥A ♥K ♥K ♥10 >3', //  9: 11+4+4+10 = 29 Kontra
      '♥Q ♥Q ♥9 ♥A >2', //  10: 3+3+0+11 = 17 Re
      '♣A ♣Q ♣K ♣Q >2', //  11: 11+3+4+3 = 21 Re
      '♠9 ♣10 ♥10 ♣9 >2' // 12: 0+10+10+0 = 20 Re
    ])
    // Re 7+8+7+19+17+21+20 = 99 (7 tricks); Kontra 36+17+25+34+29 = 141 (5 tricks).
    // Keine 90 broken (141 ≥ 90): Kontra wins. Kontra: won 1 + Re 2 + keine 90 1 + reached 120
    // against keine 90 1 = 5 (99 is not below 90). Soloist 3 × -5 = -15, each opponent +5.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'jacks', soloist: 2, compulsory: false },
      parties: ['kontra', 'kontra', 're', 'kontra'],
      points: { re: 99, kontra: 141 },
      tricks: { re: 7, kontra: 5 },
      announcements: { re: 'no90', kontra: 'none' },
      extraPoints: [],
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('reached120AgainstNo90', 'kontra', 1)
      ],
      value: -5,
      soloScoring: true,
      scores: [5, 5, -15, 5]
    })
  })

  it('Fleischloser (Lustsolo, won schwarz): Re and schwarz with every skipped level', () => {
    // Soloist: seat 1, the dealer's left, so it leads anyway. No trumps; plain A 10 K Q J 9.
    const hands = dealOf([
      '♣J ♣J ♥9 ♦9 ♠J ♠J ♥J ♦J ♥Q ♥Q ♦Q ♦Q',
      '♣A ♣A ♣10 ♣10 ♠A ♠A ♠10 ♠10 ♥A ♥A ♦A ♦A',
      '♣K ♣K ♣9 ♥9 ♠K ♠K ♠9 ♥J ♥10 ♥10 ♦10 ♦10',
      '♣Q ♣Q ♣9 ♦9 ♠Q ♠Q ♠9 ♦J ♥K ♥K ♦K ♦K'
    ])
    let g: Game = declare(start({ hands }), { 1: solo('fleischlos') })
    expect(playing(g).contract).toEqual({ kind: 'solo', solo: 'fleischlos', soloist: 1, compulsory: false })
    expect(playing(g).turn).toBe(1)
    g = runScript(g, [
      '♣A',
      { announce: 're', seat: 1 }, //      11 cards
      '♣K ♣Q ♣J >1', //      1: 11+4+3+2 = 20
      '♣A',
      // 10 cards: keine 90 (10), keine 60 (9), keine 30 (8) and schwarz (7) are all still allowed.
      { announce: 'schwarz', seat: 1 },
      { reject: { announce: 'no30', seat: 1 }, code: 'announce/already-made' },
      '♣K ♣Q ♣J >1', //      2: 20
      '♣10',
      { reject: { play: '♥9', seat: 2 }, code: 'play/must-follow-suit' }, // seat 2 holds ♣9
      '♣9 ♣9 ♥9 >1', //      3: 10+0+0+0 = 10
      '♣10 ♥9 ♦9 ♦9 >1', //  4: 10
      '♠A ♠K ♠Q ♠J >1', //   5: 20
      '♠A ♠K ♠Q ♠J >1', //   6: 20
      '♠10 ♠9 ♠9 ♥J >1', //  7: 10+0+0+2 = 12
      '♠10 ♥J ♦J ♦J >1', //  8: 10+2+2+2 = 16
      '♥A ♥10 ♥K ♥Q >1', //  9: 11+10+4+3 = 28
      '♥A ♥10 ♥K ♥Q >1', // 10: 28
      '♦A ♦10 ♦K ♦Q >1', // 11: 28
      '♦A ♦10 ♦K ♦Q >1' //  12: 28
    ])
    // Re 20+20+10+10+20+20+12+16+28+28+28+28 = 240 (12 tricks); Kontra 0 (no trick).
    // Schwarz kept (Kontra took no trick): Re wins. Re: won 1 + below 90, 60, 30 3 + schwarz 1
    // + Re 2 + keine 90, 60, 30, schwarz 4 = 11. Soloist 3 × 11 = 33, each opponent -11.
    expectOutcome(g, {
      contract: { kind: 'solo', solo: 'fleischlos', soloist: 1, compulsory: false },
      parties: ['kontra', 're', 'kontra', 'kontra'],
      points: { re: 240, kontra: 0 },
      tricks: { re: 12, kontra: 0 },
      announcements: { re: 'schwarz', kontra: 'none' },
      extraPoints: [],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('below30', 're', 1),
        line('schwarz', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('no90Announced', 're', 1, 're'),
        line('no60Announced', 're', 1, 're'),
        line('no30Announced', 're', 1, 're'),
        line('schwarzAnnounced', 're', 1, 're')
      ],
      value: 11,
      soloScoring: true,
      scores: [-11, 33, -11, -11]
    })
  })
})
