/**
 * RULES.md section 3, option `weddingClarification` (which trick finds the Hochzeit partner:
 * `firstTrick` (tsr, pagat), `firstTrumpTrick`, `firstPlainTrick`, `chosenByHochzeiter` (house)),
 * and the deadline shift of section 5 after a Hochzeit: pagat by the number of the Klärungsstich,
 * tsr (and house) by one less.
 *
 * House sheet: "Hochzeit: ... Ansage: erster fremder Trumpfstich, erster fremder Fehl, erster
 * fremder Stich muss in den ersten drei Stichen erfolgen, sonst wird ein Solo gespielt."
 * A trick is a trump trick or a plain trick by its first card.
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Action, type Announcement, type Game, type Party, type RuleSet, type Seat, legalActions, rules } from '../src/index.js'
import { type ClarifyingTrick, deadlineShift, trickClarifies, withWeddingClarification } from '../src/rulesEntry.js'
import { announceCode, playUntilHeld } from './support/announcements.js'
import { act, playCards, start } from './support/index.js'
import { SEATS, actionKey, codeOf, expectRejected, fullDeal, listedKeys, reserve } from './support/armut.js'

/**
 * Dealer 0: seat 1, the Hochzeiter (both ♣Q), speaks first and leads. Seat 3 is void in ♣,
 * seat 0 void in plain ♥. Nobody holds both ♦A or five kings (house: no piglets, no Schmeißen).
 */
const HV = fullDeal([
  '♥10 ♠Q ♦Q ♣J ♥J ♦A ♣9 ♣K ♣10 ♠A ♠A ♠9',
  '♣Q ♣Q ♦J ♦9 ♣A ♣A ♣10 ♠K ♠9 ♠10 ♥A ♥A',
  '♥10 ♠Q ♥Q ♠J ♦A ♦K ♣9 ♣K ♥K ♥9 ♠10 ♠K',
  '♥Q ♦Q ♣J ♠J ♥J ♦J ♦10 ♦10 ♦K ♦9 ♥K ♥9'
])
const HOCHZEITER: Seat = 1

/** The first tricks of four scripts, each card by the seat to play (seat 1 leads trick 1). */
const SCRIPTS = {
  // plain-led ♣ trick won by seat 3's trump, then a trump trick won by seat 0 (♥10)
  plainThenTrump: ['♣A ♣9 ♦10 ♣9', '♦K ♥10 ♦9 ♦K'],
  // trump trick won by seat 2 (♥10), then a plain ♥ trick won by seat 0's trump
  trumpThenPlain: ['♦J ♥10 ♦10 ♥J', '♥K ♥9 ♦Q ♥A'],
  // three plain-led tricks, won by seats 3, 0, 0: never a trump trick won by another player
  plainOnly: ['♣A ♣9 ♦10 ♣9', '♥9 ♣J ♥A ♥K', '♠A ♠9 ♠10 ♥K'],
  // three trump tricks, won by seats 2, 3, 1: never a plain trick won by another player
  trumpOnly: ['♦J ♥10 ♦10 ♥J', '♠J ♥Q ♦Q ♦9', '♦10 ♠Q ♣Q ♠Q']
} as const
type Script = keyof typeof SCRIPTS
/** Winners of the scripted tricks. */
const WINNERS: Readonly<Record<Script, readonly Seat[]>> = {
  plainThenTrump: [3, 0],
  trumpThenPlain: [2, 0],
  plainOnly: [3, 0, 0],
  trumpOnly: [2, 3, 1]
}

/** Where the Hochzeit is clarified: the Klärungsstich and the partner (null: the Hochzeiter alone). */
interface Clarified {
  readonly k: number
  readonly partner: Seat | null
}
/** By hand, from the trick kinds and winners above. */
const EXPECTED: Readonly<Record<'any' | 'trump' | 'plain', Partial<Record<Script, Clarified>>>> = {
  any: {
    plainThenTrump: { k: 1, partner: 3 },
    trumpThenPlain: { k: 1, partner: 2 },
    plainOnly: { k: 1, partner: 3 },
    trumpOnly: { k: 1, partner: 2 }
  },
  trump: {
    plainThenTrump: { k: 2, partner: 0 }, // trick 1 was plain-led: no partner although seat 3 won it
    trumpThenPlain: { k: 1, partner: 2 },
    plainOnly: { k: 3, partner: null }, // no trump trick won by another in three tricks
    trumpOnly: { k: 1, partner: 2 }
  },
  plain: {
    plainThenTrump: { k: 1, partner: 3 }, // a plain-led trick, though won by a trump
    trumpThenPlain: { k: 2, partner: 0 }, // trick 1 was a trump trick: no partner although seat 2 won it
    plainOnly: { k: 1, partner: 3 },
    trumpOnly: { k: 3, partner: null } // no plain trick won by another in three tricks
  }
}

const MODE: Readonly<Record<'any' | 'trump' | 'plain', RuleSet['weddingClarification']>> = {
  any: 'firstTrick',
  trump: 'firstTrumpTrick',
  plain: 'firstPlainTrick'
}

const hochzeit = (r: RuleSet): Game => reserve(start({ rules: r, dealer: 0, hands: HV }), { [HOCHZEITER]: { kind: 'hochzeit' } })

const partiesOf = (partner: Seat | null): Party[] => SEATS.map((s) => (s === HOCHZEITER || s === partner ? 're' : 'kontra'))

/** Plays a script trick by trick, checking winners and that the Hochzeit stays open before trick k. */
const playScript = (g0: Game, script: Script, by: ClarifyingTrick, c: Clarified): Game => {
  let g = g0
  SCRIPTS[script].slice(0, c.k).forEach((trick, i) => {
    expect(g.phase, `before trick ${i + 1}`).toBe('clarification')
    g = playCards(g, trick)
    expect((g.phase === 'play' || g.phase === 'clarification') && g.tricks.at(-1)?.winner, `winner of trick ${i + 1}`).toBe(
      WINNERS[script][i]
    )
    if (i + 1 < c.k) {
      expect(g.phase, `after trick ${i + 1}`).toBe('clarification')
      expect(g.phase === 'clarification' && g.contract).toEqual({
        kind: 'hochzeit',
        hochzeiter: HOCHZEITER,
        partner: null,
        klaerungsstich: null,
        clarifiedBy: by
      })
      expect(g.phase === 'clarification' && g.parties).toEqual([null, 're', null, null])
    }
  })
  return g
}

const expectClarified = (g: Game, by: ClarifyingTrick, c: Clarified, shift: number): void => {
  expect(g.phase).toBe('play')
  if (g.phase !== 'play') return
  expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: HOCHZEITER, partner: c.partner, klaerungsstich: c.k, clarifiedBy: by })
  expect(g.parties).toEqual(partiesOf(c.partner))
  expect(g.deadlineShift).toBe(shift)
}

describe('option withWeddingClarification: what it changes', () => {
  it('only the field weddingClarification; the presets: tsr and pagat firstTrick, house chosenByHochzeiter', () => {
    expect(rules.tsr.weddingClarification).toBe('firstTrick')
    expect(rules.pagat.weddingClarification).toBe('firstTrick')
    expect(rules.house.weddingClarification).toBe('chosenByHochzeiter')
    for (const mode of ['firstTrick', 'firstTrumpTrick', 'firstPlainTrick', 'chosenByHochzeiter'] as const) {
      expect(pipe(rules.pagat, withWeddingClarification(mode))).toEqual({ ...rules.pagat, weddingClarification: mode })
      expect(pipe(rules.tsr, withWeddingClarification(mode))).toEqual({ ...rules.tsr, weddingClarification: mode })
    }
  })

  it('the deadline shift: pagat the Klärungsstich\'s number, tsr and house one less', () => {
    expect(rules.pagat.weddingDeadlineShift).toBe('klaerungsstich')
    expect(rules.tsr.weddingDeadlineShift).toBe('klaerungsstichMinusOne')
    expect(rules.house.weddingDeadlineShift).toBe('klaerungsstichMinusOne')
    expect([1, 2, 3].map((k) => deadlineShift(rules.pagat, k))).toEqual([1, 2, 3])
    expect([1, 2, 3].map((k) => deadlineShift(rules.tsr, k))).toEqual([0, 1, 2])
  })
})

describe('RULES 3 weddingClarification firstTrick / firstTrumpTrick / firstPlainTrick (pagat and tsr)', () => {
  for (const by of ['any', 'trump', 'plain'] as const) {
    for (const script of Object.keys(SCRIPTS) as Script[]) {
      const c = EXPECTED[by][script] as Clarified
      for (const [name, base, shift] of [
        ['pagat', rules.pagat, c.k],
        ['tsr', rules.tsr, c.k - 1]
      ] as const) {
        const who = c.partner === null ? 'the Hochzeiter alone' : `partner ${c.partner}`
        it(`${MODE[by]}, ${name}, ${script}: clarified in trick ${c.k}, ${who}, deadlines ${shift} lower`, () => {
          const g0 = hochzeit(pipe(base, withWeddingClarification(MODE[by])))
          expect(g0.phase === 'clarification' && g0.contract).toEqual({
            kind: 'hochzeit',
            hochzeiter: HOCHZEITER,
            partner: null,
            klaerungsstich: null,
            clarifiedBy: by
          })
          // the choice exists only under chosenByHochzeiter
          expectRejected(g0, { type: 'chooseClarification', seat: HOCHZEITER, trick: 'trump' }, 'phase/wrong-phase')
          expectClarified(playScript(g0, script, by, c), by, c, shift)
        })
      }
    }
  }
})

describe("RULES 3 weddingClarification 'chosenByHochzeiter' (rules.house): the Hochzeiter chooses before the first card", () => {
  // any, trump, plain, and (RULES 11.9) the first trick led in ♣, ♠ or ♥
  const CHOICES = (['any', 'trump', 'plain', 'clubs', 'spades', 'hearts'] as const).map(
    (trick): Action => ({ type: 'chooseClarification', seat: HOCHZEITER, trick })
  )

  it("phase 'clarification' with clarifiedBy null: the only legal actions are the Hochzeiter's six choices", () => {
    const g = hochzeit(rules.house)
    expect(g.phase).toBe('clarification')
    if (g.phase !== 'clarification') return
    expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: null })
    expect(g.turn).toBe(1)
    expect(g.piglets).toBe('none')
    expect(listedKeys(g)).toEqual(CHOICES.map(actionKey).sort())
    for (const s of SEATS) if (s !== HOCHZEITER) expect(legalActions(g, s)).toEqual([])
    for (const a of CHOICES) expect(codeOf(g, a)).toBe('ok')
  })

  it('refused before the choice: a card (play/choose-clarification-first), another seat choosing (turn/not-your-turn), announcements', () => {
    const g = hochzeit(rules.house)
    if (g.phase !== 'clarification') throw new Error(g.phase)
    for (const card of g.hands[HOCHZEITER]) {
      expectRejected(g, { type: 'play', seat: HOCHZEITER, card }, 'play/choose-clarification-first')
    }
    for (const s of SEATS) {
      if (s === HOCHZEITER) continue
      for (const trick of ['any', 'trump', 'plain'] as const) {
        expectRejected(g, { type: 'chooseClarification', seat: s, trick }, 'turn/not-your-turn')
      }
    }
    for (const s of SEATS) {
      for (const a of ['re', 'kontra'] as const) {
        expectRejected(g, { type: 'announce', seat: s, announcement: a }, 'announce/before-clarification')
      }
    }
    expectRejected(g, { type: 'declare', seat: HOCHZEITER, declaration: { kind: 'healthy' } }, 'phase/wrong-phase')
  })

  it('after the choice: clarifiedBy is set, the Hochzeiter leads any of its 12 cards, no second choice', () => {
    for (const trick of ['any', 'trump', 'plain'] as const) {
      const g = act(hochzeit(rules.house), { type: 'chooseClarification', seat: HOCHZEITER, trick })
      expect(g.phase).toBe('clarification')
      if (g.phase !== 'clarification') return
      expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: trick })
      expect(g.turn).toBe(1)
      expect(g.tricks).toEqual([])
      const listed = legalActions(g)
      expect(listed).toHaveLength(12)
      expect(listed.every((a) => a.type === 'play' && a.seat === HOCHZEITER)).toBe(true)
      expectRejected(g, { type: 'chooseClarification', seat: HOCHZEITER, trick: 'any' }, 'phase/wrong-phase')
      expectRejected(g, { type: 'announce', seat: 1, announcement: 're' }, 'announce/before-clarification')
    }
  })

  for (const by of ['any', 'trump', 'plain'] as const) {
    for (const script of Object.keys(SCRIPTS) as Script[]) {
      const c = EXPECTED[by][script] as Clarified
      it(`chose '${by}', ${script}: clarified in trick ${c.k}, ${c.partner === null ? 'alone' : `partner ${c.partner}`}; house shift ${c.k - 1}`, () => {
        const g = act(hochzeit(rules.house), { type: 'chooseClarification', seat: HOCHZEITER, trick: by })
        expectClarified(playScript(g, script, by, c), by, c, c.k - 1)
      })
    }
  }

  it("chosenByHochzeiter on pagat: the same choice and tricks, pagat's shift (trump trick in trick 2 → 2)", () => {
    const g = act(hochzeit(pipe(rules.pagat, withWeddingClarification('chosenByHochzeiter'))), {
      type: 'chooseClarification',
      seat: HOCHZEITER,
      trick: 'trump'
    })
    const c = EXPECTED.trump.plainThenTrump as Clarified
    expectClarified(playScript(g, 'plainThenTrump', 'trump', c), 'trump', c, 2)
  })
})

describe('RULES 5: the deadlines after the Klärungsstich, at and one card past each (pagat: k lower, tsr: k - 1 lower)', () => {
  const at = (party: Party, level: number): Announcement => (['', party, 'no90', 'no60', 'no30', 'schwarz'] as const)[level] as Announcement
  const CASES = [
    { by: 'trump', script: 'plainThenTrump' },
    { by: 'plain', script: 'trumpThenPlain' },
    { by: 'trump', script: 'plainOnly' },
    { by: 'any', script: 'plainThenTrump' }
  ] as const
  for (const { by, script } of CASES) {
    const c = EXPECTED[by][script] as Clarified
    for (const [name, base, shift] of [
      ['pagat', rules.pagat, c.k],
      ['tsr', rules.tsr, c.k - 1]
    ] as const) {
      // first Re/Kontra needs 11 - shift cards, keine 90 needs 10 - shift
      it(`${MODE[by]}, ${name}, ${script} (Klärungsstich ${c.k}): Re/Kontra with ${11 - shift}, keine 90 with ${10 - shift}`, () => {
        const clarified = playScript(hochzeit(pipe(base, withWeddingClarification(MODE[by]))), script, by, c)
        expectClarified(clarified, by, c, shift)
        const kontraSeat = SEATS.find((s) => partiesOf(c.partner)[s] === 'kontra') as Seat
        for (const { seat, party } of [
          { seat: HOCHZEITER, party: 're' as const },
          { seat: kontraSeat, party: 'kontra' as const }
        ]) {
          const ansage = 11 - shift
          expect(announceCode(playUntilHeld(clarified, seat, ansage), seat, party), `${party} with ${ansage}`).toBe('ok')
          expect(announceCode(playUntilHeld(clarified, seat, ansage - 1), seat, party), `${party} with ${ansage - 1}`).toBe(
            'announce/too-late'
          )
          const withAnsage = act(playUntilHeld(clarified, seat, ansage), { type: 'announce', seat, announcement: party })
          expect(announceCode(playUntilHeld(withAnsage, seat, ansage - 1), seat, at(party, 2)), `no90 with ${ansage - 1}`).toBe('ok')
          expect(announceCode(playUntilHeld(withAnsage, seat, ansage - 2), seat, at(party, 2)), `no90 with ${ansage - 2}`).toBe(
            'announce/too-late'
          )
        }
      })
    }
  }
})

describe("RULES 11.9 weddingClarification 'firstTrickOfSuit': the Hochzeiter names ♣, ♠ or ♥; the first trick led in it finds the partner", () => {
  const bySuit = pipe(rules.house, withWeddingClarification('firstTrickOfSuit'))
  const choose = (trick: 'clubs' | 'spades' | 'hearts' | 'any'): Action => ({ type: 'chooseClarification', seat: HOCHZEITER, trick })

  it('the choices are the three plain suits; another choice is play/clarification-not-offered', () => {
    const g = hochzeit(bySuit)
    expect(listedKeys(g)).toEqual((['clubs', 'spades', 'hearts'] as const).map((t) => actionKey(choose(t))).sort())
    expectRejected(g, choose('any'), 'play/clarification-not-offered')
  })

  for (const [suit, script, k, partner] of [
    ['clubs', 'plainThenTrump', 1, 3], // trick 1: ♣A led, won by seat 3's trump
    ['hearts', 'trumpThenPlain', 2, 0], // trick 1 is a trump trick; trick 2: ♥K led, won by seat 0
    ['spades', 'plainOnly', 3, 0] // tricks 1 and 2 led in ♣ and ♥; trick 3: ♠A led, won by seat 0
  ] as const) {
    it(`${suit}, ${script}: clarified in trick ${k}, partner seat ${partner}`, () => {
      let g = act(hochzeit(bySuit), choose(suit))
      for (const trick of SCRIPTS[script].slice(0, k)) g = playCards(g, trick)
      expect(g.phase).toBe('play')
      expect(g.phase === 'play' && g.contract).toMatchObject({ kind: 'hochzeit', partner, klaerungsstich: k })
    })
  }

  it('a chosen suit never led in the first three tricks: the Hochzeiter plays alone', () => {
    let g = act(hochzeit(bySuit), choose('spades'))
    for (const trick of SCRIPTS.trumpOnly) g = playCards(g, trick)
    expect(g.phase === 'play' && g.contract).toMatchObject({ kind: 'hochzeit', partner: null, klaerungsstich: 3 })
  })

  it('the fast path agrees: trickClarifies by the led suit class', () => {
    expect([trickClarifies('clubs', 0), trickClarifies('clubs', 2), trickClarifies('hearts', 2), trickClarifies('hearts', 4), trickClarifies('spades', 1)]).toEqual([true, false, true, false, true])
  })
})
