/**
 * RULES.md section 3, pagat preset: which reservations exist (solo, Armut, Hochzeit), their
 * priority (solo > Armut > Hochzeit; equal kinds: the earlier speaker), Pflichtsolo only with
 * `compulsorySoloOwed`, and who leads a solo (pagat: the dealer's left; variant `soloistLeads`).
 *
 * pagat (reference/pagat-base-game.de.txt): "Vor dem Spiel sagt jeder, beginnend links vom Geber,
 * gesund oder meldet einen Vorbehalt an. Ein Solo geht vor Armut, Armut vor Hochzeit, und bei zwei
 * gleichen Vorbehalten spielt der in der Reihenfolge Erste".
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type BySeat, type Declaration, type Game, type NewGameOptions, type RuleSet, type Seat, type SoloType, decodeRules, rules, withRules } from '../src/index.js'
import { type SeatDeclaration, resolveReservations, withSoloLeader } from '../src/rulesEntry.js'
import { start } from './support/index.js'
import { SEATS, actionKey, answer, fullDeal, giveBack, listedKeys, pass, reserve } from './support/armut.js'

/**
 * Seat 1: both ♣Q and eleven more trumps (Hochzeit; 12 trumps, no Armut). Seats 2 and 3: three
 * trumps each (Armut: ♦9 ♦9 ♦K and ♦K ♦10 ♦10). Seat 0: eight trumps.
 */
const PRIO = fullDeal([
  '♠J ♠J ♥J ♥J ♦J ♦J ♦A ♦A ♥K ♥K ♥9 ♥9',
  '♣Q ♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J',
  '♦9 ♦9 ♦K ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A',
  '♦K ♦10 ♦10 ♠A ♠10 ♠10 ♠K ♠K ♠9 ♠9 ♥A ♥A'
])

const H: Declaration = { kind: 'hochzeit' }
const A: Declaration = { kind: 'armut' }
const solo = (s: SoloType): Declaration => ({ kind: 'solo', solo: s })

const run = (
  decl: Partial<Record<Seat, Declaration>>,
  dealer: Seat = 0,
  r: RuleSet = rules.pagat,
  more: Partial<NewGameOptions> = {}
): Game => reserve(start({ rules: r, dealer, hands: PRIO, ...more }), decl)

/** What the round led to, in short. */
const outcome = (g: Game) => {
  switch (g.phase) {
    case 'armut':
      return { armut: g.poor }
    case 'play':
    case 'clarification':
      return { contract: g.contract, leader: g.turn, gameType: g.gameType }
    case 'redeal':
      return { redeal: g.reason, seat: g.seat }
    default:
      return { phase: g.phase }
  }
}

const lust = (s: SoloType, soloist: Seat, leader: Seat) => ({
  contract: { kind: 'solo', solo: s, soloist, compulsory: false },
  leader,
  gameType: s
})

describe('pagat: the reservations offered are solo, Armut and Hochzeit', () => {
  it('seat 1 (both ♣Q, 12 trumps): healthy, Hochzeit, the seven TSR solos; seat 2 (3 trumps): healthy, Armut, the solos', () => {
    const g = start({ rules: rules.pagat, dealer: 0, hands: PRIO })
    const decl = (seat: Seat, declaration: Declaration): Action => ({ type: 'declare', seat, declaration })
    const solos = rules.pagat.solos.map((s) => decl(1, solo(s)))
    expect(rules.pagat.solos).toEqual(['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos'])
    expect(listedKeys(g)).toEqual([decl(1, { kind: 'healthy' }), decl(1, H), ...solos].map(actionKey).sort())
    // all healthy: seat 1 plays a silent wedding
    const g2 = reserve(g, {})
    expect(g2.phase === 'play' && g2.contract).toEqual({ kind: 'silentWedding', player: 1 })
    const after1 = start({ rules: rules.pagat, dealer: 1, hands: PRIO }) // dealer 1: seat 2 speaks first
    expect(listedKeys(after1)).toEqual(
      [decl(2, { kind: 'healthy' }), decl(2, A), ...rules.pagat.solos.map((s) => decl(2, solo(s)))].map(actionKey).sort()
    )
  })
})

describe('pagat priority: solo > Armut > Hochzeit', () => {
  it('a Hochzeit loses to an Armut, declared before or after it', () => {
    // dealer 0: seat 1 (Hochzeit) speaks before seat 2 (Armut)
    expect(outcome(run({ 1: H, 2: A }, 0))).toEqual({ armut: 2 })
    // dealer 1: seat 2 (Armut) speaks first, seat 1 (Hochzeit) last
    expect(outcome(run({ 1: H, 2: A }, 1))).toEqual({ armut: 2 })
    expect(outcome(run({ 1: H, 3: A }, 0))).toEqual({ armut: 3 })
  })

  it('the overridden Hochzeit is not played: after the exchange the holder of both ♣Q is Kontra', () => {
    let g = run({ 1: H, 2: A }, 0)
    g = giveBack(answer(pass(g, '♦9 ♦9 ♦K'), true), '♦9 ♦9 ♦K') // seat 3 accepts, returns the same cards
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 2, partner: 3, trumpsReturned: 3 }))
    expect(g.parties).toEqual(['kontra', 'kontra', 're', 're'])
    expect(g.turn).toBe(1)
  })

  for (const s of rules.pagat.solos) {
    it(`an Armut loses to a ${s} solo, declared after it or before it; the dealer's left leads`, () => {
      // dealer 0: speaking 1, 2, 3, 0; seat 2 Armut, seat 0 (last) the solo
      expect(outcome(run({ 2: A, 0: solo(s) }, 0))).toEqual(lust(s, 0, 1))
      // the solo first (seat 1), the Armut later (seat 3)
      expect(outcome(run({ 1: solo(s), 3: A }, 0))).toEqual(lust(s, 1, 1))
    })
  }

  it('a Hochzeit loses to a solo; with all three kinds the solo is played', () => {
    expect(outcome(run({ 1: H, 3: solo('jacks') }, 0))).toEqual(lust('jacks', 3, 1))
    expect(outcome(run({ 1: H, 2: A, 3: solo('queens') }, 0))).toEqual(lust('queens', 3, 1))
    expect(outcome(run({ 1: H, 2: A, 3: A }, 0))).toEqual({ armut: 2 })
  })
})

describe('pagat priority: equal kinds, the earlier speaker', () => {
  it('two Armut: dealer 0 (order 1 2 3 0) → seat 2; dealer 2 (order 3 0 1 2) → seat 3', () => {
    expect(outcome(run({ 2: A, 3: A }, 0))).toEqual({ armut: 2 })
    expect(outcome(run({ 2: A, 3: A }, 2))).toEqual({ armut: 3 })
  })

  it('two solos: dealer 0 → seat 1 before seat 0; dealer 3 (order 0 1 2 3) → seat 0; the kind of solo does not matter', () => {
    const decl = { 1: solo('jacks'), 0: solo('queens') }
    expect(outcome(run(decl, 0))).toEqual(lust('jacks', 1, 1))
    expect(outcome(run(decl, 3))).toEqual(lust('queens', 0, 0))
    expect(outcome(run({ 2: solo('fleischlos'), 3: solo('clubs') }, 0))).toEqual(lust('fleischlos', 2, 1))
    expect(outcome(run({ 2: solo('fleischlos'), 3: solo('clubs') }, 2))).toEqual(lust('clubs', 3, 3))
  })
})

describe('pagat: no Pflichtsolo distinction unless compulsorySoloOwed is given', () => {
  it('without compulsorySoloOwed every solo is a Lustsolo: the earlier speaker plays, compulsory false', () => {
    expect(outcome(run({ 1: solo('jacks'), 0: solo('queens') }, 0))).toEqual(lust('jacks', 1, 1))
  })

  it('seat 0 owes a Pflichtsolo: its later solo beats seat 1\'s Lustsolo, compulsory true, still led by the dealer\'s left', () => {
    const owed: BySeat<boolean> = [true, false, false, false]
    expect(outcome(run({ 1: solo('jacks'), 0: solo('queens') }, 0, rules.pagat, { compulsorySoloOwed: owed }))).toEqual({
      contract: { kind: 'solo', solo: 'queens', soloist: 0, compulsory: true },
      leader: 1,
      gameType: 'queens'
    })
    // tsr, the same round: a Pflichtsolo is led by the soloist
    const tsr = run({ 1: solo('jacks'), 0: solo('queens') }, 0, rules.tsr, { compulsorySoloOwed: owed })
    expect(tsr.phase === 'play' && [tsr.contract, tsr.turn]).toEqual([
      { kind: 'solo', solo: 'queens', soloist: 0, compulsory: true },
      0
    ])
  })

  it('a seat that owes a Pflichtsolo but declares Armut: the Armut still loses to another seat\'s Lustsolo', () => {
    const owed: BySeat<boolean> = [false, false, true, false]
    expect(outcome(run({ 2: A, 3: solo('hearts') }, 0, rules.pagat, { compulsorySoloOwed: owed }))).toEqual(lust('hearts', 3, 1))
  })
})

describe('pagat: who leads a solo', () => {
  for (const dealer of SEATS) {
    const soloist = dealer // the dealer speaks last
    const left = ((dealer + 1) % 4) as Seat
    it(`dealer ${dealer}: a Lustsolo of seat ${soloist} is led by the dealer's left (${left}); withSoloLeader('soloist') by the soloist`, () => {
      expect(outcome(run({ [soloist]: solo('diamonds') }, dealer))).toEqual(lust('diamonds', soloist, left))
      const soloistLeads = pipe(rules.pagat, withSoloLeader('soloist'))
      expect(soloistLeads).toEqual({ ...rules.pagat, soloLeader: 'soloist' })
      expect(outcome(run({ [soloist]: solo('diamonds') }, dealer, soloistLeads))).toEqual(lust('diamonds', soloist, soloist))
    })
  }
})

describe('RULES 11.8: reservationPriority', () => {
  const hochzeitFirst: RuleSet = withRules({ reservationPriority: ['solo', 'hochzeit', 'armut', 'schmeissen'] })(rules.pagat)

  it('every preset keeps section 3\'s order; a stored rule set without the option has it', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.reservationPriority).toEqual(['solo', 'schmeissen', 'armut', 'hochzeit'])
    const { reservationPriority: _, ...older } = rules.pagat
    expect(E.isRight(decodeRules(older)) && E.getOrElseW(() => null)(decodeRules(older))?.reservationPriority).toEqual(['solo', 'schmeissen', 'armut', 'hochzeit'])
  })

  it('"Hochzeit before Armut": seat 1\'s Hochzeit outranks seat 2\'s Armut, which wins under the default', () => {
    expect(outcome(run({ 1: H, 2: A }))).toEqual({ armut: 2 })
    expect(outcome(run({ 1: H, 2: A }, 0, hochzeitFirst))).toMatchObject({ contract: { kind: 'hochzeit', hochzeiter: 1 } })
  })

  it('a solo still outranks both, and a Pflichtsolo a Lustsolo of the same place', () => {
    expect(outcome(run({ 1: H, 2: A, 3: solo('queens') }, 0, hochzeitFirst))).toMatchObject({ contract: { kind: 'solo', soloist: 3 } })
    const soloLast: RuleSet = withRules({ reservationPriority: ['hochzeit', 'armut', 'solo'] })(rules.pagat)
    expect(outcome(run({ 1: H, 3: solo('queens') }, 0, soloLast))).toMatchObject({ contract: { kind: 'hochzeit', hochzeiter: 1 } })
  })

  it('an offered reservation without a place, or one listed twice, is an inconsistent rule set', () => {
    for (const bad of [['solo', 'armut'], ['solo', 'armut', 'hochzeit', 'armut']]) {
      const r = decodeRules({ ...rules.pagat, reservationPriority: bad })
      expect(E.isLeft(r) && r.left.code, JSON.stringify(bad)).toBe('input/inconsistent-rules')
    }
  })

  it('the fast path resolves the round the same way', () => {
    const g = start({ rules: hochzeitFirst, dealer: 0, hands: PRIO })
    const declarations: SeatDeclaration[] = [
      { seat: 1, declaration: H },
      { seat: 2, declaration: A },
      { seat: 3, declaration: { kind: 'healthy' } },
      { seat: 0, declaration: { kind: 'healthy' } }
    ]
    expect(resolveReservations(g.setup, declarations)).toMatchObject({ kind: 'play', contract: { kind: 'hochzeit', hochzeiter: 1 } })
  })
})
