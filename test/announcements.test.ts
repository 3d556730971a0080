/**
 * RULES.md section 5 (announcements: Ansagen and Absagen), tsr preset, through the public API
 * and the pure deadline functions.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Announcement, type Game, type Party, type Seat, applyAction, currentPlayer, legalActions, result } from '../src/index.js'
import { requiredCards } from '../src/game/announcements.js'
import { checkAnnouncement } from '../src/game/announcements.js'
import { ruleTable } from '../src/rules/table.js'
import { rules as presets } from '../src/rules/presets.js'

/** The deadlines of the tsr rules (12 cards, the reply rule). */
const TSR = ruleTable(presets.tsr)
import {
  ANNOUNCEMENTS,
  SEATS,
  acceptedAnnouncements,
  announce,
  announceCode,
  held,
  listedAnnouncements,
  playFirstLegal,
  playN,
  playOut,
  playUntilHeld,
  sortLines,
  tryAnnounce
} from './support/announcements.js'
import { deepFreeze, dealOf, declare, err, ok, start } from './support/index.js'

/**
 * A normal game (dealer 0, seat 1 leads): seats 0 and 2 hold a ♣Q each (Re) and 24 trumps
 * between them; seats 1 and 3 (Kontra) hold only plain cards and a ♦9 each. Played with the first
 * legal card each time, Re wins all twelve tricks (checked by hand: 28 20 26 14 6 26 24 12 4 22
 * 28 30 points, no trick of 40, no fox of Kontra, the last trick won by a ♦K): Kontra ends with
 * 0 points and no trick, and there are no extra points.
 */
const RE_HAND = '♣Q ♥10 ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K'
const KONTRA_HAND = '♣A ♦9 ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥9 ♥K ♥A'
const ALL_RE = dealOf([RE_HAND, KONTRA_HAND, RE_HAND, KONTRA_HAND])

const RE_SEAT: Seat = 0
const RE_PARTNER: Seat = 2
const KONTRA_SEAT: Seat = 1
const KONTRA_PARTNER: Seat = 3

/** The play phase of the ALL_RE game, nothing played yet. */
const fresh = (): Game => declare(start({ hands: ALL_RE }))

const levelOf = (g: Game, party: Party) => {
  if (g.phase !== 'play' && g.phase !== 'clarification' && g.phase !== 'finished') throw new Error(`no announcements in the ${g.phase} phase`)
  return g.announcements[party]
}

/** The party's announcement of level 1..5. */
const announcementAt = (party: Party, level: number): Announcement =>
  (['', party, 'no90', 'no60', 'no30', 'schwarz'] as const)[level] as Announcement

const LEVELS = [
  { level: 1, name: 'Re/Kontra', deadline: 11 },
  { level: 2, name: 'keine 90', deadline: 10 },
  { level: 3, name: 'keine 60', deadline: 9 },
  { level: 4, name: 'keine 30', deadline: 8 },
  { level: 5, name: 'schwarz', deadline: 7 }
] as const

describe('RULES 5: deadlines as pure functions (requiredCards, checkAnnouncement)', () => {
  it('requiredCards: Re/Kontra 11, keine 90 10, keine 60 9, keine 30 8, schwarz 7; a Hochzeit shift lowers each', () => {
    expect([1, 2, 3, 4, 5].map((l) => requiredCards(l, TSR, 0))).toEqual([11, 10, 9, 8, 7])
    expect([1, 2, 3, 4, 5].map((l) => requiredCards(l, TSR, 1))).toEqual([10, 9, 8, 7, 6])
    expect([1, 2, 3, 4, 5].map((l) => requiredCards(l, TSR, 2))).toEqual([9, 8, 7, 6, 5])
  })

  it('first announcements: accepted at the deadline, too late one card past it', () => {
    for (const { level, deadline } of LEVELS) {
      // the own party already stands one level below
      expect(checkAnnouncement(deadline, level, level - 1, false, 0, TSR, 0)).toBe('ok')
      expect(checkAnnouncement(deadline - 1, level, level - 1, false, 0, TSR, 0)).toBe('announce/too-late')
    }
  })

  it('skipping: every skipped level must itself still be allowed', () => {
    expect(checkAnnouncement(11, 2, 0, false, 0, TSR, 0)).toBe('ok') // Re + keine 90 with 11
    expect(checkAnnouncement(10, 2, 0, false, 0, TSR, 0)).toBe('announce/too-late') // Re needs 11
    expect(checkAnnouncement(11, 5, 0, false, 0, TSR, 0)).toBe('ok') // Re .. schwarz with 11
    expect(checkAnnouncement(9, 3, 1, false, 0, TSR, 0)).toBe('announce/too-late') // keine 90 needs 10
    expect(checkAnnouncement(9, 3, 2, false, 0, TSR, 0)).toBe('ok')
  })

  it('reply: one card fewer than the opponents latest announcement needed; late replies bar Absagen', () => {
    expect(checkAnnouncement(10, 1, 0, false, 1, TSR, 0)).toBe('ok-late-reply') // to Re (11)
    expect(checkAnnouncement(9, 1, 0, false, 1, TSR, 0)).toBe('announce/too-late')
    expect(checkAnnouncement(9, 1, 0, false, 2, TSR, 0)).toBe('ok-late-reply') // to keine 90 (10)
    expect(checkAnnouncement(8, 1, 0, false, 2, TSR, 0)).toBe('announce/too-late')
    expect(checkAnnouncement(8, 1, 0, false, 3, TSR, 0)).toBe('ok-late-reply') // to keine 60 (9)
    expect(checkAnnouncement(7, 1, 0, false, 3, TSR, 0)).toBe('announce/too-late')
    expect(checkAnnouncement(11, 1, 0, false, 1, TSR, 0)).toBe('ok') // in time as a first announcement
    expect(checkAnnouncement(10, 2, 0, false, 1, TSR, 0)).toBe('announce/absage-after-late-reply')
    expect(checkAnnouncement(10, 2, 1, true, 1, TSR, 0)).toBe('announce/absage-after-late-reply')
    expect(checkAnnouncement(10, 2, 1, false, 1, TSR, 0)).toBe('ok')
  })

  it('already announced: the same or a lower level', () => {
    expect(checkAnnouncement(12, 1, 1, false, 0, TSR, 0)).toBe('announce/already-made')
    expect(checkAnnouncement(12, 2, 3, false, 0, TSR, 0)).toBe('announce/already-made')
  })
})

describe('RULES 5: deadlines in play (Re/Kontra 11, keine 90 10, keine 60 9, keine 30 8, schwarz 7)', () => {
  for (const { seat, party } of [
    { seat: RE_SEAT, party: 're' as const },
    { seat: KONTRA_SEAT, party: 'kontra' as const }
  ]) {
    for (const { level, name, deadline } of LEVELS) {
      it(`${party}: ${name} accepted with ${deadline} cards, too late with ${deadline - 1}`, () => {
        let base = fresh()
        // the level below, made at the start (12 cards), so that only this level is in question
        if (level > 1) base = announce(base, seat, announcementAt(party, level - 1))
        const before = levelOf(base, party).level

        const atDeadline = playUntilHeld(base, seat, deadline)
        const accepted = ok(tryAnnounce(atDeadline, seat, announcementAt(party, level)))
        expect(levelOf(accepted, party)).toEqual({ level, lateReply: false })

        const past = playUntilHeld(base, seat, deadline - 1)
        expect(err(tryAnnounce(past, seat, announcementAt(party, level))).code).toBe('announce/too-late')
        expect(levelOf(past, party).level).toBe(before)
      })
    }
  }

  it('a card counts as played once it is on the table: the 2nd card, mid-trick, leaves 10', () => {
    // trick 2 is led by seat 2 (winner of trick 1): seats 2, 3, 0, 1
    const beforeCard = playN(fresh(), 6)
    expect(beforeCard.phase === 'play' && beforeCard.trick.length).toBe(2)
    expect(currentPlayer(beforeCard)).toBe(RE_SEAT)
    expect(held(beforeCard, RE_SEAT)).toBe(11)
    expect(announceCode(beforeCard, RE_SEAT, 're')).toBe('ok')

    const afterCard = playFirstLegal(beforeCard)
    expect(afterCard.phase === 'play' && afterCard.trick.length).toBe(3) // the trick is not complete
    expect(held(afterCard, RE_SEAT)).toBe(10)
    expect(announceCode(afterCard, RE_SEAT, 're')).toBe('announce/too-late')
  })

  it("the deadline is the announcing player's own hand, not the partner's", () => {
    // seat 2 leads trick 2: it holds 10 while seat 0 still holds 11
    const g = playN(fresh(), 5)
    expect([held(g, RE_PARTNER), held(g, RE_SEAT)]).toEqual([10, 11])
    expect(announceCode(g, RE_PARTNER, 're')).toBe('announce/too-late')
    expect(announceCode(g, RE_SEAT, 're')).toBe('ok')
    // then seat 3 plays: it holds 10 while seat 1 still holds 11
    const h = playN(g, 1)
    expect([held(h, KONTRA_PARTNER), held(h, KONTRA_SEAT)]).toEqual([10, 11])
    expect(announceCode(h, KONTRA_PARTNER, 'kontra')).toBe('announce/too-late')
    expect(announceCode(h, KONTRA_SEAT, 'kontra')).toBe('ok')
  })
})

describe('RULES 5: announcements are not bound to turns, only to the play phase', () => {
  it('any seat may announce at any moment of play, whoever is to play', () => {
    let g = fresh()
    for (let cards = 0; cards < 4; cards++) {
      // trick 1, before each of its four cards: every seat still holds >= 11 cards
      for (const seat of SEATS) {
        const mine: Announcement = seat === RE_SEAT || seat === RE_PARTNER ? 're' : 'kontra'
        const next = ok(tryAnnounce(g, seat, mine))
        // the turn and the cards on the table do not change
        expect(currentPlayer(next)).toBe(currentPlayer(g))
        expect(next.phase === 'play' && next.trick).toEqual(g.phase === 'play' && g.trick)
        expect(next.phase === 'play' && next.announcementLog).toEqual([
          { seat, announcement: mine, cardsInHand: held(g, seat), tricksPlayed: 0 }
        ])
      }
      g = playFirstLegal(g)
    }
  })

  it("not during the reservations: 'phase/wrong-phase'", () => {
    let g = start({ hands: ALL_RE })
    for (let declared = 0; declared < 4; declared++) {
      expect(g.phase).toBe('reservations')
      for (const seat of SEATS) for (const a of ANNOUNCEMENTS) expect(announceCode(g, seat, a)).toBe('phase/wrong-phase')
      g = ok(applyAction(g, { type: 'declare', seat: currentPlayer(g) as Seat, declaration: { kind: 'healthy' } }))
    }
    expect(g.phase).toBe('play')
  })

  it("not after the end: 'phase/game-finished'", () => {
    const g = playOut(fresh())
    expect(g.phase).toBe('finished')
    for (const seat of SEATS) for (const a of ANNOUNCEMENTS) expect(announceCode(g, seat, a)).toBe('phase/game-finished')
  })
})

describe('RULES 5: Re for the Re party, Kontra for the other (wrong party)', () => {
  it('in a normal game the ♣Q holders are Re', () => {
    const g = fresh()
    expect(g.phase === 'play' && g.parties).toEqual(['re', 'kontra', 're', 'kontra'])
    const h = declare(start({ hands: dealOf(['', '♣Q', '♣Q', '']) }))
    expect(h.phase === 'play' && h.parties).toEqual(['kontra', 're', 're', 'kontra'])
    expect(announceCode(h, 0, 're')).toBe('announce/wrong-party')
    expect(announceCode(h, 1, 'kontra')).toBe('announce/wrong-party')
    expect(announceCode(h, 1, 're')).toBe('ok')
    expect(announceCode(h, 0, 'kontra')).toBe('ok')
  })

  it("a Re player saying Kontra, or a Kontra player saying Re: 'announce/wrong-party'", () => {
    const g = fresh()
    expect(announceCode(g, RE_SEAT, 'kontra')).toBe('announce/wrong-party')
    expect(announceCode(g, RE_PARTNER, 'kontra')).toBe('announce/wrong-party')
    expect(announceCode(g, KONTRA_SEAT, 're')).toBe('announce/wrong-party')
    expect(announceCode(g, KONTRA_PARTNER, 're')).toBe('announce/wrong-party')
  })

  it("an Absage is made for the announcer's own party", () => {
    const g = announce(fresh(), KONTRA_SEAT, 'no90')
    expect(levelOf(g, 'kontra')).toEqual({ level: 2, lateReply: false })
    expect(levelOf(g, 're')).toEqual({ level: 0, lateReply: false })
  })
})

describe('RULES 5: skipping (tsr 6.4.3)', () => {
  it('keine 90 with 11 cards and no Re yet makes Re and keine 90, and the settlement counts both', () => {
    const g = playUntilHeld(fresh(), RE_SEAT, 11)
    const h = announce(g, RE_SEAT, 'no90')
    expect(levelOf(h, 're')).toEqual({ level: 2, lateReply: false })
    const done = playOut(h)
    if (done.phase !== 'finished') throw new Error('not finished')
    expect(done.summary.announcements).toEqual({ re: 'no90', kontra: 'none' })
    const s = ok(result(done))
    // Re wins all tricks (Kontra 0 points, schwarz): won 1, below 90/60/30 3, schwarz 1,
    // Re announced 2, keine 90 1 = 8 (tsr 7.2.2)
    expect(s.winner).toBe('re')
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
    expect(s.scores).toEqual([8, -8, 8, -8])
  })

  it('keine 60 from nothing with 12 cards makes Re, keine 90 and keine 60', () => {
    expect(levelOf(announce(fresh(), RE_PARTNER, 'no60'), 're')).toEqual({ level: 3, lateReply: false })
  })

  it('a skipped level past its deadline blocks the higher one', () => {
    // keine 60 itself is in time with 10 (needs 9), but Re (11) is not
    const g10 = playUntilHeld(fresh(), RE_SEAT, 10)
    expect(announceCode(g10, RE_SEAT, 'no60')).toBe('announce/too-late')
    // after Re, keine 60 with 9 would be in time, but the skipped keine 90 needs 10
    const g9 = playUntilHeld(announce(fresh(), RE_SEAT, 're'), RE_SEAT, 9)
    expect(announceCode(g9, RE_SEAT, 'no60')).toBe('announce/too-late')
    expect(announceCode(g9, RE_SEAT, 'no90')).toBe('announce/too-late')
  })

  it('with 10 cards and no Re yet, keine 90 is rejected (no Kontra to reply to)', () => {
    const g = playUntilHeld(fresh(), RE_SEAT, 10)
    expect(announceCode(g, RE_SEAT, 'no90')).toBe('announce/too-late')
    expect(announceCode(g, RE_SEAT, 're')).toBe('announce/too-late')
  })

  it('with 10 cards after a Kontra, Re is allowed as a (late) reply, so keine 90 with it is not', () => {
    const g = playUntilHeld(announce(fresh(), KONTRA_SEAT, 'kontra'), RE_SEAT, 10)
    // Re as a reply: allowed, but late (not in time as a first announcement) ...
    expect(levelOf(announce(g, RE_SEAT, 're'), 're')).toEqual({ level: 1, lateReply: true })
    // ... so the party makes no Absage: Re + keine 90 at once is rejected
    expect(announceCode(g, RE_SEAT, 'no90')).toBe('announce/absage-after-late-reply')
  })
})

describe('RULES 5: an announcement is made once per party', () => {
  it("Re twice, or the partner repeating it: 'announce/already-made'", () => {
    const g = announce(fresh(), RE_SEAT, 're')
    expect(announceCode(g, RE_SEAT, 're')).toBe('announce/already-made')
    expect(announceCode(g, RE_PARTNER, 're')).toBe('announce/already-made')
    const h = announce(fresh(), KONTRA_PARTNER, 'kontra')
    expect(announceCode(h, KONTRA_SEAT, 'kontra')).toBe('announce/already-made')
    expect(announceCode(h, KONTRA_PARTNER, 'kontra')).toBe('announce/already-made')
  })

  it('an Absage at or below the party level is already made', () => {
    const g = announce(fresh(), RE_SEAT, 'no60')
    expect(announceCode(g, RE_PARTNER, 'no60')).toBe('announce/already-made')
    expect(announceCode(g, RE_PARTNER, 'no90')).toBe('announce/already-made')
    expect(announceCode(g, RE_PARTNER, 're')).toBe('announce/already-made')
    expect(announceCode(g, RE_PARTNER, 'no30')).toBe('ok')
  })
})

describe('RULES 5: reply (Erwiderung), TSR wording', () => {
  const replies = [
    { to: 're' as const, needed: 11 },
    { to: 'no90' as const, needed: 10 },
    { to: 'no60' as const, needed: 9 },
    { to: 'no30' as const, needed: 8 },
    { to: 'schwarz' as const, needed: 7 }
  ]
  for (const { to, needed } of replies) {
    it(`Kontra as a reply to Re's ${to} (needed ${needed}): accepted with ${needed - 1}, too late with ${needed - 2}`, () => {
      const base = announce(fresh(), RE_SEAT, to)
      const at = playUntilHeld(base, KONTRA_SEAT, needed - 1)
      expect(levelOf(announce(at, KONTRA_SEAT, 'kontra'), 'kontra')).toEqual({ level: 1, lateReply: true })
      const past = playUntilHeld(base, KONTRA_SEAT, needed - 2)
      expect(announceCode(past, KONTRA_SEAT, 'kontra')).toBe('announce/too-late')
    })
  }

  it('Re as a reply to Kontra: accepted with 10, too late with 9', () => {
    const base = announce(fresh(), KONTRA_SEAT, 'kontra')
    expect(levelOf(announce(playUntilHeld(base, RE_PARTNER, 10), RE_PARTNER, 're'), 're')).toEqual({
      level: 1,
      lateReply: true
    })
    expect(announceCode(playUntilHeld(base, RE_PARTNER, 9), RE_PARTNER, 're')).toBe('announce/too-late')
  })

  it("the reply deadline follows the opponents' latest announcement", () => {
    // seat 3 plays before seat 0 in trick 3: it holds 9 while seat 0 still holds 10
    const g = playUntilHeld(announce(fresh(), RE_SEAT, 're'), KONTRA_PARTNER, 9)
    expect(announceCode(g, KONTRA_PARTNER, 'kontra')).toBe('announce/too-late')
    expect(held(g, RE_SEAT)).toBe(10)
    const h = announce(g, RE_SEAT, 'no90') // now the reply needs 10 - 1 = 9
    expect(announceCode(h, KONTRA_PARTNER, 'kontra')).toBe('ok')
  })

  it('a late reply bars every later Absage of that party, the partner included', () => {
    const base = announce(fresh(), RE_SEAT, 're')
    // seat 3 plays its 2nd card before seat 1 in trick 2: it replies with 10, seat 1 holds 11
    const g = playUntilHeld(base, KONTRA_PARTNER, 10)
    expect(held(g, KONTRA_SEAT)).toBe(11)
    const h = announce(g, KONTRA_PARTNER, 'kontra')
    expect(levelOf(h, 'kontra')).toEqual({ level: 1, lateReply: true })
    for (const a of ['no90', 'no60', 'no30', 'schwarz'] as const) {
      expect(announceCode(h, KONTRA_PARTNER, a)).toBe('announce/absage-after-late-reply')
      expect(announceCode(h, KONTRA_SEAT, a)).toBe('announce/absage-after-late-reply')
    }
    expect(announceCode(h, KONTRA_SEAT, 'kontra')).toBe('announce/already-made')
    // the Re party is not affected
    expect(announceCode(h, RE_SEAT, 'no90')).toBe('ok')
  })

  it('a reply with 10 cards followed by keine 90 (in time for keine 90 itself) is still barred', () => {
    const g = announce(playUntilHeld(announce(fresh(), RE_SEAT, 're'), KONTRA_SEAT, 10), KONTRA_SEAT, 'kontra')
    expect(held(g, KONTRA_SEAT)).toBe(10)
    expect(announceCode(g, KONTRA_SEAT, 'no90')).toBe('announce/absage-after-late-reply')
  })

  it('a reply that was in time as a first announcement (11 cards) allows Absagen', () => {
    const g = announce(playUntilHeld(announce(fresh(), RE_SEAT, 're'), KONTRA_SEAT, 11), KONTRA_SEAT, 'kontra')
    expect(levelOf(g, 'kontra')).toEqual({ level: 1, lateReply: false })
    const h = playUntilHeld(g, KONTRA_SEAT, 10)
    expect(levelOf(announce(h, KONTRA_SEAT, 'no90'), 'kontra')).toEqual({ level: 2, lateReply: false })
    expect(levelOf(announce(h, KONTRA_PARTNER, 'no90'), 'kontra')).toEqual({ level: 2, lateReply: false })
  })

  it('only Re/Kontra can be a reply: an Absage gets no extra card', () => {
    // Kontra announced in time; then Re says keine 90. Were Absagen replies too, Kontra could
    // still say keine 90 with 9 cards and keine 60 with 8.
    const g = announce(announce(fresh(), KONTRA_SEAT, 'kontra'), RE_SEAT, 'no90')
    const at9 = playUntilHeld(g, KONTRA_SEAT, 9)
    expect(announceCode(at9, KONTRA_SEAT, 'no90')).toBe('announce/too-late')
    const at8 = playUntilHeld(announce(g, KONTRA_PARTNER, 'no90'), KONTRA_SEAT, 8)
    expect(announceCode(at8, KONTRA_SEAT, 'no60')).toBe('announce/too-late')
  })
})

describe('RULES 5/6/7: both parties may make Absagen', () => {
  it('keine 90 on both sides: both count; Re keeps its Absage and breaks Kontra’s', () => {
    let g = announce(fresh(), RE_SEAT, 'no90')
    g = announce(g, KONTRA_SEAT, 'no90')
    expect(levelOf(g, 're')).toEqual({ level: 2, lateReply: false })
    expect(levelOf(g, 'kontra')).toEqual({ level: 2, lateReply: false })
    // later Absagen on both sides, each in time
    g = announce(playUntilHeld(g, KONTRA_PARTNER, 9), KONTRA_PARTNER, 'no60')
    g = announce(g, RE_PARTNER, 'no60')
    expect(levelOf(g, 're').level).toBe(3)
    expect(levelOf(g, 'kontra').level).toBe(3)
    const done = playOut(g)
    const s = ok(result(done))
    // Re 240, Kontra 0 and no trick: Re keeps keine 60; Kontra's keine 60 fails (Re reached 90
    // and 120). Won 1, below 90/60/30 3, schwarz 1, Re 2, Kontra 2, four Absagen 4,
    // 120 against keine 90 1, 90 against keine 60 1 = 15 (tsr 7.2.2)
    expect(s.winner).toBe('re')
    expect(sortLines(s.lines)).toEqual(
      sortLines([
        { code: 'won', party: 're', points: 1 },
        { code: 'below90', party: 're', points: 1 },
        { code: 'below60', party: 're', points: 1 },
        { code: 'below30', party: 're', points: 1 },
        { code: 'schwarz', party: 're', points: 1 },
        { code: 'reAnnounced', party: 're', points: 2, by: 're' },
        { code: 'kontraAnnounced', party: 're', points: 2, by: 'kontra' },
        { code: 'no90Announced', party: 're', points: 1, by: 're' },
        { code: 'no60Announced', party: 're', points: 1, by: 're' },
        { code: 'no90Announced', party: 're', points: 1, by: 'kontra' },
        { code: 'no60Announced', party: 're', points: 1, by: 'kontra' },
        { code: 'reached120AgainstNo90', party: 're', points: 1 },
        { code: 'reached90AgainstNo60', party: 're', points: 1 }
      ])
    )
    expect(s.scores).toEqual([15, -15, 15, -15])
  })
})

describe('RULES 5: every announcement is public (announcementLog)', () => {
  it('records seat, announcement, cards in hand and tricks played, in order; rejected ones are not logged', () => {
    let g = announce(fresh(), RE_SEAT, 'no90') // 12 cards, no trick
    g = playN(g, 8) // two tricks: everyone holds 10
    expect(E.isLeft(tryAnnounce(g, KONTRA_SEAT, 'no90'))).toBe(true)
    g = announce(g, KONTRA_SEAT, 'kontra') // a late reply with 10
    g = playN(g, 1) // seat 2 leads trick 3: 9 cards
    g = announce(g, RE_PARTNER, 'no60')
    if (g.phase !== 'play') throw new Error('not in play')
    expect(g.announcementLog).toEqual([
      { seat: 0, announcement: 'no90', cardsInHand: 12, tricksPlayed: 0 },
      { seat: 1, announcement: 'kontra', cardsInHand: 10, tricksPlayed: 2 },
      { seat: 2, announcement: 'no60', cardsInHand: 9, tricksPlayed: 2 }
    ])
    const done = playOut(g)
    expect(done.phase === 'finished' && done.announcementLog).toEqual(g.announcementLog)
  })
})

describe('RULES 5: legalActions lists exactly the accepted announcements of every seat', () => {
  /** Checks listed == accepted at every moment; every `every`-th moment makes the `pick`-th listed announcement. */
  const check = (g0: Game, every: number, pick: number): number => {
    let g = g0
    let moments = 0
    let made = 0
    while (g.phase !== 'finished') {
      const listed = listedAnnouncements(g)
      expect(listed, `moment ${moments}`).toEqual(acceptedAnnouncements(g))
      for (const seat of SEATS) {
        expect(legalActions(g, seat).filter((a) => a.type === 'announce').map((a) => `${a.seat}:${a.announcement}`).sort()).toEqual(
          listed.filter((k) => k.startsWith(`${seat}:`))
        )
      }
      if (moments % every === every - 1 && listed.length > 0) {
        const [seat, a] = (listed[(pick + moments) % listed.length] as string).split(':') as [string, Announcement]
        g = announce(g, Number(seat) as Seat, a)
        made++
      } else g = playFirstLegal(g)
      moments++
    }
    expect(listedAnnouncements(g)).toEqual([])
    expect(acceptedAnnouncements(g)).toEqual([])
    return made
  }

  it('in the reservations nothing is listed and nothing accepted', () => {
    const g = start({ hands: ALL_RE })
    expect(listedAnnouncements(g)).toEqual([])
    expect(acceptedAnnouncements(g)).toEqual([])
  })

  it('a game without announcements: all 48 moments', () => {
    const g = fresh()
    expect(listedAnnouncements(g)).toEqual(['0:no30', '0:no60', '0:no90', '0:re', '0:schwarz', '1:kontra', '1:no30', '1:no60', '1:no90', '1:schwarz', '2:no30', '2:no60', '2:no90', '2:re', '2:schwarz', '3:kontra', '3:no30', '3:no60', '3:no90', '3:schwarz'])
    check(g, 1000, 0)
  })

  it('a scripted game with Re, a late Kontra reply and Absagen', () => {
    let g = announce(fresh(), RE_SEAT, 're')
    g = playN(g, 8)
    g = announce(g, KONTRA_PARTNER, 'kontra') // late reply
    expect(listedAnnouncements(g)).toEqual(['0:no30', '0:no60', '0:no90', '0:schwarz', '2:no30', '2:no60', '2:no90', '2:schwarz'])
    check(g, 1000, 0)
  })

  it('seeded deals with announcements picked from the list along the way', () => {
    for (const [seed, every, pick] of [
      ['announce-a', 3, 0],
      ['announce-b', 4, 5],
      ['announce-c', 2, 3]
    ] as const) {
      const made = check(declare(start({ seed })), every, pick)
      expect(made, seed).toBeGreaterThan(0)
    }
  })
})

describe('RULES 4/5: a rejected announcement leaves the state unchanged', () => {
  const cases: { name: string; game: () => Game; seat: Seat; a: Announcement; code: string }[] = [
    { name: 'reservations', game: () => start({ hands: ALL_RE }), seat: 1, a: 'kontra', code: 'phase/wrong-phase' },
    { name: 'wrong party', game: fresh, seat: RE_SEAT, a: 'kontra', code: 'announce/wrong-party' },
    { name: 'already made', game: () => announce(fresh(), RE_SEAT, 're'), seat: RE_PARTNER, a: 're', code: 'announce/already-made' },
    { name: 'too late', game: () => playN(fresh(), 8), seat: KONTRA_SEAT, a: 'kontra', code: 'announce/too-late' },
    {
      name: 'absage after a late reply',
      game: () => announce(playN(announce(fresh(), RE_SEAT, 're'), 8), KONTRA_SEAT, 'kontra'),
      seat: KONTRA_PARTNER,
      a: 'no90',
      code: 'announce/absage-after-late-reply'
    },
    { name: 'finished', game: () => playOut(fresh()), seat: RE_SEAT, a: 'no90', code: 'phase/game-finished' }
  ]
  for (const c of cases) {
    it(`${c.name}: '${c.code}', state deep-equal to before`, () => {
      const g = c.game()
      const snapshot = JSON.parse(JSON.stringify(g)) as unknown
      deepFreeze(g)
      expect(err(tryAnnounce(g, c.seat, c.a)).code).toBe(c.code)
      expect(g).toEqual(snapshot)
    })
  }

  it('an accepted announcement on a frozen state returns a new state and leaves the old one', () => {
    const g = fresh()
    const snapshot = JSON.parse(JSON.stringify(g)) as unknown
    deepFreeze(g)
    const h = ok(tryAnnounce(g, RE_SEAT, 're'))
    expect(g).toEqual(snapshot)
    expect(levelOf(h, 're').level).toBe(1)
    expect(levelOf(g, 're').level).toBe(0)
  })
})
