/**
 * RULES.md section 3 (Hochzeit, silent wedding) and the Hochzeit part of section 5 (no
 * announcements before the Klärungsstich, deadline shift tsr = Klärungsstich - 1), tsr preset.
 */
import { describe, expect, it } from 'vitest'
import { type Announcement, type Game, type Party, type Seat, legalActions, result } from '../src/index.js'
import {
  ANNOUNCEMENTS,
  SEATS,
  acceptedAnnouncements,
  announce,
  announceCode,
  held,
  listedAnnouncements,
  playOut,
  playUntilHeld,
  sortLines
} from './support/announcements.js'
import { dealOf, declare, face, ok, playCards, start } from './support/index.js'
import { HZ } from './support/hochzeit.js'

const HOCHZEITER: Seat = 1
const HOCHZEIT = { [HOCHZEITER]: { kind: 'hochzeit' as const } }

// The deal HZ (test/support/hochzeit.ts): dealer 0, seat 1 the Hochzeiter; seat 0 void in ♥, seat 2 in ♠, seat 3 in ♣.

/** The tricks before clarification, each as four cards in play order (seat 1 leads). */
const T1_HOCHZEITER = '♥10 ♦10 ♦9 ♦9' // seat 1 wins with ♥10
const T2_HOCHZEITER = '♥10 ♥J ♦K ♠J' // seat 1 wins with the second ♥10
const T3_HOCHZEITER = '♣Q ♥Q ♦K ♥Q' // seat 1 wins with ♣Q
const CLUBS_TRUMPED_BY_3 = '♣A ♣9 ♦J ♣9'
const SPADES_TRUMPED_BY_2 = '♠A ♦Q ♠9 ♠9'
const HEARTS_TRUMPED_BY_0 = '♥A ♥9 ♥9 ♦A'

const hochzeit = (): Game => declare(start({ hands: HZ }), HOCHZEIT)

const CASES = [
  { name: 'trick 1', plays: [CLUBS_TRUMPED_BY_3], partner: 3 as Seat, k: 1, shift: 0, parties: ['kontra', 're', 'kontra', 're'] },
  {
    name: 'trick 2',
    plays: [T1_HOCHZEITER, SPADES_TRUMPED_BY_2],
    partner: 2 as Seat,
    k: 2,
    shift: 1,
    parties: ['kontra', 're', 're', 'kontra']
  },
  {
    name: 'trick 3',
    plays: [T1_HOCHZEITER, T2_HOCHZEITER, HEARTS_TRUMPED_BY_0],
    partner: 0 as Seat,
    k: 3,
    shift: 2,
    parties: ['re', 're', 'kontra', 'kontra']
  },
  {
    name: 'alone (Hochzeiter wins tricks 1-3)',
    plays: [T1_HOCHZEITER, T2_HOCHZEITER, T3_HOCHZEITER],
    partner: null,
    k: 3,
    shift: 2,
    parties: ['kontra', 're', 'kontra', 'kontra']
  }
] as const

const clarified = (c: (typeof CASES)[number]): Game => c.plays.reduce((g, t) => playCards(g, t), hochzeit())

const announcementAt = (party: Party, level: number): Announcement =>
  (['', party, 'no90', 'no60', 'no30', 'schwarz'] as const)[level] as Announcement

const levelOf = (g: Game, party: Party) => {
  if (g.phase !== 'play' && g.phase !== 'clarification' && g.phase !== 'finished') throw new Error(`no announcements in the ${g.phase} phase`)
  return g.announcements[party]
}

const expectNoAnnouncements = (g: Game): void => {
  for (const seat of SEATS) {
    for (const a of ANNOUNCEMENTS) expect(announceCode(g, seat, a), `${seat} ${a}`).toBe('announce/before-clarification')
  }
  expect(listedAnnouncements(g)).toEqual([])
}

describe('RULES 3: announced Hochzeit, the partner is the first other player to win one of the first three tricks', () => {
  it("declared: phase 'clarification', only the Hochzeiter's party known, no announcement by anyone", () => {
    const g = hochzeit()
    expect(g.phase).toBe('clarification')
    if (g.phase !== 'clarification') return
    expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: 'any' })
    expect(g.parties).toEqual([null, 're', null, null])
    expect(g.turn).toBe(1) // dealer's left leads
    expectNoAnnouncements(g)
    // cards may be played
    expect(legalActions(g).filter((a) => a.type === 'play')).toHaveLength(12)
  })

  for (const c of CASES) {
    it(`clarified in ${c.name}: partner ${String(c.partner)}, Klärungsstich ${c.k}`, () => {
      let g = hochzeit()
      const tricks = c.plays.join(' ').split(' ')
      tricks.forEach((card, i) => {
        // before the fourth card of the Klärungsstich: still no announcements by anyone
        expect(g.phase, `before card ${i + 1}`).toBe('clarification')
        expect((g.phase === 'play' || g.phase === 'clarification' || g.phase === 'finished') && g.parties).toEqual([null, 're', null, null])
        expectNoAnnouncements(g)
        g = playCards(g, card)
      })
      expect(g.phase).toBe('play')
      if (g.phase !== 'play') return
      expect(g.tricks).toHaveLength(c.k)
      expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: c.partner, klaerungsstich: c.k, clarifiedBy: 'any' })
      expect(g.parties).toEqual(c.parties)
      expect(g.deadlineShift).toBe(c.shift)
      // the tricks won by the Hochzeiter before did not clarify
      expect(g.tricks.map((t) => t.winner)).toEqual([...Array(c.k - 1).fill(1), c.partner ?? 1])
      // now announcements open up: Re for the Re party, Kontra for the others
      for (const seat of SEATS) {
        const party = c.parties[seat]
        expect(announceCode(g, seat, party)).toBe('ok')
        expect(announceCode(g, seat, party === 're' ? 'kontra' : 're')).toBe('announce/wrong-party')
      }
      expect(listedAnnouncements(g)).toEqual(acceptedAnnouncements(g))
    })
  }
})

describe('RULES 3: Hochzeiter alone after winning the first three tricks', () => {
  it('a Karo-solo from then on: scored as a solo (x3), no extra points, not a Pflichtsolo', () => {
    // seat 1 holds the twelve highest trumps and leads every trick: it wins them all, catching the
    // two foxes on the way. Seat 1 owes a Pflichtsolo; this game still is not one.
    const T = dealOf(['', '♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J', '', ''])
    let g: Game = declare(start({ hands: T, compulsorySoloOwed: [false, true, false, false] }), HOCHZEIT)
    g = playUntilHeld(g, 1, 10)
    expect(g.phase).toBe('clarification')
    g = playUntilHeld(g, 0, 9) // the third trick complete
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3, clarifiedBy: 'any' })
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(g.deadlineShift).toBe(2)
    // Re + keine 90 with 9 cards: in time after the shift of 2 (9 and 8)
    g = announce(g, 1, 'no90')
    const done = playOut(g)
    if (done.phase !== 'finished') throw new Error('not finished')
    // both ♦A went from Kontra hands into tricks of seat 1: caught foxes, were this a normal game
    expect(done.tricks.every((t) => t.winner === 1)).toBe(true)
    expect(done.tricks.flatMap((t) => t.cards).filter((c) => c >> 1 === face('♦A'))).toHaveLength(2)
    expect(done.summary.extraPoints).toEqual([])
    const s = ok(result(done))
    expect(s.soloScoring).toBe(true)
    expect(s.winner).toBe('re')
    // won 1, below 90/60/30 3, schwarz 1, Re 2, keine 90 1 = 8; soloist x3
    expect(sortLines(s.lines)).toEqual(
      sortLines([
        { code: 'won', party: 're', points: 1 },
        { code: 'below90', party: 're', points: 1 },
        { code: 'below60', party: 're', points: 1 },
        { code: 'below30', party: 're', points: 1 },
        { code: 'schwarz', party: 're', points: 1 },
        { code: 'reAnnounced', party: 're', points: 2, by: 're' },
        { code: 'no90Announced', party: 're', points: 1, by: 're' }
      ])
    )
    expect(s.value).toBe(8)
    expect(s.scores).toEqual([-8, 24, -8, -8])
    expect(done.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3, clarifiedBy: 'any' })
  })
})

describe('RULES 5: deadline shift after a Hochzeit (tsr: Klärungsstich - 1)', () => {
  for (const c of CASES) {
    const kontraSeat = SEATS.find((s) => c.parties[s] === 'kontra') as Seat
    for (const { seat, party } of [
      { seat: HOCHZEITER, party: 're' as const },
      { seat: kontraSeat, party: 'kontra' as const }
    ]) {
      const deadlines = [1, 2, 3, 4, 5].map((l) => 12 - l - c.shift)
      it(`clarified in ${c.name}: ${party} (seat ${seat}) deadlines ${deadlines.join('/')}, at and one card past each`, () => {
        const clar = clarified(c)
        expect(held(clar, seat)).toBe(12 - c.k)
        for (const level of [1, 2, 3, 4, 5]) {
          const deadline = 12 - level - c.shift
          const base = level > 1 ? announce(clar, seat, announcementAt(party, level - 1)) : clar
          const at = playUntilHeld(base, seat, deadline)
          expect(levelOf(announce(at, seat, announcementAt(party, level)), party), `level ${level} at ${deadline}`).toEqual({
            level,
            lateReply: false
          })
          const past = playUntilHeld(base, seat, deadline - 1)
          expect(announceCode(past, seat, announcementAt(party, level)), `level ${level} at ${deadline - 1}`).toBe(
            'announce/too-late'
          )
        }
      })
    }

    const reply = 12 - 1 - c.shift - 1
    it(`clarified in ${c.name}: a reply to Re needs ${reply} cards, ${reply - 1} is too late`, () => {
      const base = announce(clarified(c), HOCHZEITER, 're')
      expect(levelOf(announce(playUntilHeld(base, kontraSeat, reply), kontraSeat, 'kontra'), 'kontra')).toEqual({
        level: 1,
        lateReply: true
      })
      expect(announceCode(playUntilHeld(base, kontraSeat, reply - 1), kontraSeat, 'kontra')).toBe('announce/too-late')
    })
  }

  it('the reply to an Absage shifts too: after keine 90 in trick-2 clarification, Kontra with 8, not 7', () => {
    const c = CASES[1]
    const base = announce(clarified(c), HOCHZEITER, 'no90') // keine 90 needs 9 here
    expect(announceCode(playUntilHeld(base, 3, 8), 3, 'kontra')).toBe('ok')
    expect(announceCode(playUntilHeld(base, 3, 7), 3, 'kontra')).toBe('announce/too-late')
  })
})

describe('RULES 3/5: silent wedding (both ♣Q, declared healthy)', () => {
  const T = dealOf(['', '♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J', '', ''])
  const silent = (): Game => declare(start({ hands: T }))

  it("contract 'silentWedding', one Re player, play starts at once with the normal deadlines", () => {
    const g = silent()
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.contract).toEqual({ kind: 'silentWedding', player: 1 })
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(g.deadlineShift).toBe(0)
    for (const { seat, party } of [
      { seat: 1 as Seat, party: 're' as const },
      { seat: 2 as Seat, party: 'kontra' as const }
    ]) {
      for (const level of [1, 2, 3, 4, 5]) {
        const deadline = 12 - level
        const base = level > 1 ? announce(g, seat, announcementAt(party, level - 1)) : g
        expect(announceCode(playUntilHeld(base, seat, deadline), seat, announcementAt(party, level))).toBe('ok')
        expect(announceCode(playUntilHeld(base, seat, deadline - 1), seat, announcementAt(party, level))).toBe(
          'announce/too-late'
        )
      }
    }
  })

  it('scored as a solo (x3) with no extra points: the caught foxes do not count', () => {
    const done = playOut(silent())
    if (done.phase !== 'finished') throw new Error('not finished')
    // seat 1 won every trick, the two ♦A (Kontra's) among them
    expect(done.tricks.every((t) => t.winner === 1)).toBe(true)
    expect(done.tricks.flatMap((t) => t.cards).filter((c) => c >> 1 === face('♦A'))).toHaveLength(2)
    expect(done.summary.extraPoints).toEqual([])
    const s = ok(result(done))
    expect(s.soloScoring).toBe(true)
    expect(s.winner).toBe('re')
    expect(sortLines(s.lines)).toEqual(
      sortLines([
        { code: 'won', party: 're', points: 1 },
        { code: 'below90', party: 're', points: 1 },
        { code: 'below60', party: 're', points: 1 },
        { code: 'below30', party: 're', points: 1 },
        { code: 'schwarz', party: 're', points: 1 }
      ])
    )
    expect(s.scores).toEqual([-5, 15, -5, -5])
  })
})

describe('RULES 5: the final parties count for every trick, those before the Klärungsstich included', () => {
  it('a fox caught in trick 1, before clarification, is scored with the parties found in trick 2', () => {
    // Seat 1 (Hochzeiter) leads ♥10 in trick 1: seat 2 and seat 3 each drop a ♦A. Trick 2: ♣A,
    // trumped by seat 3, who becomes the partner. Then Re (1, 3) hold 23 trumps against Kontra's
    // plain cards and win every trick; no trick reaches 40 and the last is won by a ♦10.
    // Seat 2's fox (Kontra) was caught by Re: +1. Seat 3's fox fell into its own party's trick: 0.
    const hands = dealOf([
      '♦9 ♦9 ♣9',
      '♥10 ♣A ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♦K',
      '♦A ♣9',
      '♦A ♦K ♣J ♣J ♠J ♠J ♥J ♥J ♦J ♦J ♦10 ♦10'
    ])
    let g: Game = declare(start({ hands }), HOCHZEIT)
    g = playCards(g, '♥10 ♦A ♦A ♦9')
    expect(g.phase).toBe('clarification')
    g = playCards(g, '♣A ♣9 ♦K ♣9')
    expect(g.phase === 'play' && g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: 3, klaerungsstich: 2, clarifiedBy: 'any' })
    const done = playOut(g)
    if (done.phase !== 'finished') throw new Error('not finished')
    expect(done.tricks.every((t) => t.winner === 1 || t.winner === 3)).toBe(true)
    expect(done.summary.parties).toEqual(['kontra', 're', 'kontra', 're'])
    expect(done.summary.points).toEqual({ re: 240, kontra: 0 })
    expect(done.summary.tricks).toEqual({ re: 12, kontra: 0 })
    expect(done.summary.extraPoints).toEqual([{ party: 're', kind: 'foxCaught' }])
    const s = ok(result(done))
    expect(s.soloScoring).toBe(false)
    // won 1, below 90/60/30 3, schwarz 1, one fox 1 = 6
    expect(sortLines(s.lines)).toEqual(
      sortLines([
        { code: 'won', party: 're', points: 1 },
        { code: 'below90', party: 're', points: 1 },
        { code: 'below60', party: 're', points: 1 },
        { code: 'below30', party: 're', points: 1 },
        { code: 'schwarz', party: 're', points: 1 },
        { code: 'foxCaught', party: 're', points: 1 }
      ])
    )
    expect(s.scores).toEqual([-6, 6, -6, 6])
  })
})
