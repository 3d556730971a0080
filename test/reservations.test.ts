import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Action, type BySeat, type Card, type Declaration, type Game, type NewGameOptions, type Seat, type SoloType, legalActions, newGame, rules } from '../src/index.js'
import { type PlayingGame } from '../src/rulesEntry.js'
import { act, dealOf, declare, start } from './support/index.js'
import { expectRejected } from './support/rules-sections.js'

const SEATS = [0, 1, 2, 3] as const
const DEALERS = SEATS
const left = (s: Seat): Seat => ((s + 1) % 4) as Seat
/** Speaking order for a dealer: dealer's left first, dealer last. */
const speakingOrder = (dealer: Seat): Seat[] => [1, 2, 3, 4].map((k) => ((dealer + k) % 4) as Seat)

/** ♣Q split between seats 1 and 3: a normal game has Re = {1, 3}. */
const SPLIT_QUEENS = dealOf(['', '♣Q', '', '♣Q'])
/** Both ♣Q in one hand. */
const weddingAt = (seat: Seat): BySeat<readonly Card[]> => {
  const partial: [string, string, string, string] = ['', '', '', '']
  partial[seat] = '♣Q ♣Q'
  return dealOf(partial)
}

const HEALTHY: Declaration = { kind: 'healthy' }
const HOCHZEIT: Declaration = { kind: 'hochzeit' }
const solo = (s: SoloType): Declaration => ({ kind: 'solo', solo: s })
const game = (o: NewGameOptions): Game => start({ rules: rules.tsr, hands: SPLIT_QUEENS, ...o })

const playPhase = (g: Game): PlayingGame => {
  if (g.phase !== 'play' && g.phase !== 'clarification') throw new Error(`unexpected phase ${g.phase}`)
  return g
}
const declareKey = (a: Action): string => JSON.stringify(a)

describe('RULES 3: speaking order from the dealer\'s left', () => {
  it.each(DEALERS)('dealer %i: the dealer\'s left speaks first, the dealer last; nobody else may speak out of turn', (dealer) => {
    let g = game({ dealer })
    for (const seat of speakingOrder(dealer)) {
      expect(g.phase).toBe('reservations')
      if (g.phase !== 'reservations') return
      expect(g.turn).toBe(seat)
      for (const other of SEATS) {
        if (other !== seat) expectRejected(g, { type: 'declare', seat: other, declaration: HEALTHY }, 'turn/not-your-turn')
      }
      // legalActions lists the declarations of the seat to speak only
      const listed = legalActions(g)
      expect(listed.length).toBeGreaterThan(0)
      expect(listed.every((a) => a.type === 'declare' && a.seat === seat)).toBe(true)
      g = act(g, { type: 'declare', seat, declaration: HEALTHY })
    }
    expect(g.phase).toBe('play')
  })
})

describe('RULES 3: everyone healthy → normal game', () => {
  it.each(DEALERS)('dealer %i: Re are the ♣Q holders and the dealer\'s left leads', (dealer) => {
    const g = playPhase(declare(game({ dealer })))
    expect(g.phase).toBe('play')
    expect(g.contract).toEqual({ kind: 'normal' })
    expect(g.gameType).toBe('normal')
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 're'])
    expect(g.turn).toBe(left(dealer))
    expect(g.leader).toBe(left(dealer))
    expect(g.declarations.map((d) => d.seat)).toEqual(speakingOrder(dealer))
  })

  it('Re follows the ♣Q: with them at seats 0 and 2, Re is {0, 2}', () => {
    const g = playPhase(declare(start({ rules: rules.tsr, dealer: 2, hands: dealOf(['♣Q', '', '♣Q', '']) })))
    expect(g.parties).toEqual(['re', 'kontra', 're', 'kontra'])
    expect(g.turn).toBe(3)
  })
})

describe('RULES 3: priority Pflichtsolo > Lustsolo > Hochzeit; equal kinds → earlier speaker', () => {
  it.each(DEALERS)('dealer %i: a Lustsolo overrides a Hochzeit, whichever speaks first; the Hochzeit is not played', (dealer) => {
    const hochzeiter = left(dealer)
    const soloist = ((dealer + 3) % 4) as Seat
    // the Hochzeiter speaks first, the soloist (the dealer) last
    const g = playPhase(
      declare(start({ rules: rules.tsr, dealer, hands: weddingAt(hochzeiter) }), { [hochzeiter]: HOCHZEIT, [soloist]: solo('jacks') })
    )
    expect(g.phase).toBe('play')
    expect(g.contract).toEqual({ kind: 'solo', solo: 'jacks', soloist, compulsory: false })
    expect(g.gameType).toBe('jacks')
    // the other way round: the soloist speaks first, the Hochzeiter later
    const h2 = ((dealer + 3) % 4) as Seat
    const s2 = left(dealer)
    const g2 = playPhase(declare(start({ rules: rules.tsr, dealer, hands: weddingAt(h2) }), { [h2]: HOCHZEIT, [s2]: solo('hearts') }))
    expect(g2.contract).toEqual({ kind: 'solo', solo: 'hearts', soloist: s2, compulsory: false })
    expect(g2.parties.filter((p) => p === 're')).toHaveLength(1)
    expect(g2.parties[s2]).toBe('re')
  })

  it.each(DEALERS)('dealer %i: a Pflichtsolo of a later speaker overrides an earlier Lustsolo', (dealer) => {
    const [first, second] = speakingOrder(dealer) as [Seat, Seat]
    const owed: [boolean, boolean, boolean, boolean] = [false, false, false, false]
    owed[second] = true
    const g = playPhase(
      declare(game({ dealer, compulsorySoloOwed: owed }), { [first]: solo('queens'), [second]: solo('fleischlos') })
    )
    expect(g.contract).toEqual({ kind: 'solo', solo: 'fleischlos', soloist: second, compulsory: true })
    expect(g.gameType).toBe('fleischlos')
  })

  it.each(DEALERS)('dealer %i: a Pflichtsolo overrides a Hochzeit', (dealer) => {
    const [first, , , last] = speakingOrder(dealer) as [Seat, Seat, Seat, Seat]
    const owed: [boolean, boolean, boolean, boolean] = [false, false, false, false]
    owed[last] = true
    const g = playPhase(
      declare(start({ rules: rules.tsr, dealer, hands: weddingAt(first), compulsorySoloOwed: owed }), {
        [first]: HOCHZEIT,
        [last]: solo('diamonds')
      })
    )
    expect(g.contract).toEqual({ kind: 'solo', solo: 'diamonds', soloist: last, compulsory: true })
  })

  // seats 0 and 2 both declare a Lustsolo: the earlier in speaking order wins
  it.each([
    [0, 2],
    [1, 2],
    [2, 0],
    [3, 0]
  ] as const)('dealer %i: of two Lustsoli (seats 0 and 2) seat %i, the earlier speaker, plays', (dealer, winner) => {
    const g = playPhase(declare(game({ dealer }), { 0: solo('clubs'), 2: solo('spades') }))
    expect(g.contract).toEqual({ kind: 'solo', solo: winner === 0 ? 'clubs' : 'spades', soloist: winner, compulsory: false })
    expect(g.turn).toBe(left(dealer))
  })

  // seats 1 and 3 both owe a Pflichtsolo and declare one: the earlier speaker plays
  it.each([
    [0, 1],
    [1, 3],
    [2, 3],
    [3, 1]
  ] as const)('dealer %i: of two Pflichtsoli (seats 1 and 3) seat %i, the earlier speaker, plays and leads', (dealer, winner) => {
    const g = playPhase(
      declare(game({ dealer, compulsorySoloOwed: [false, true, false, true] }), { 1: solo('queens'), 3: solo('jacks') })
    )
    expect(g.contract).toEqual({ kind: 'solo', solo: winner === 1 ? 'queens' : 'jacks', soloist: winner, compulsory: true })
    expect(g.turn).toBe(winner)
  })

  it('three solos: an earlier Lustsolo loses to two Pflichtsoli, and of those the earlier speaker plays', () => {
    // dealer 0: order 1, 2, 3, 0. Seat 1 Lustsolo, seats 2 and 3 owe and declare.
    const g = playPhase(
      declare(game({ dealer: 0, compulsorySoloOwed: [false, false, true, true] }), {
        1: solo('clubs'),
        2: solo('hearts'),
        3: solo('spades')
      })
    )
    expect(g.contract).toEqual({ kind: 'solo', solo: 'hearts', soloist: 2, compulsory: true })
    expect(g.turn).toBe(2)
  })

  it('a seat that owes a Pflichtsolo but declares healthy does not turn another\'s Lustsolo into a Pflichtsolo', () => {
    const g = playPhase(declare(game({ dealer: 0, compulsorySoloOwed: [false, true, false, false] }), { 2: solo('queens') }))
    expect(g.contract).toEqual({ kind: 'solo', solo: 'queens', soloist: 2, compulsory: false })
    expect(g.turn).toBe(1)
  })

  it('a lone Hochzeit against three healthy players is played (clarification phase, dealer\'s left leads)', () => {
    const g = playPhase(declare(start({ rules: rules.tsr, dealer: 1, hands: weddingAt(0) }), { 0: HOCHZEIT }))
    expect(g.phase).toBe('clarification')
    expect(g.contract).toEqual({ kind: 'hochzeit', hochzeiter: 0, partner: null, klaerungsstich: null, clarifiedBy: 'any' })
    expect(g.gameType).toBe('normal')
    expect(g.parties).toEqual(['re', null, null, null])
    expect(g.turn).toBe(2)
  })
})

describe('RULES 3: who leads a solo (tsr)', () => {
  it('tsr: soloLeader is soloistIfCompulsory', () => {
    expect(rules.tsr.soloLeader).toBe('soloistIfCompulsory')
  })

  it.each(DEALERS)('dealer %i: a Pflichtsolo is led by the soloist', (dealer) => {
    for (const soloist of SEATS) {
      const owed: [boolean, boolean, boolean, boolean] = [false, false, false, false]
      owed[soloist] = true
      const g = playPhase(declare(game({ dealer, compulsorySoloOwed: owed }), { [soloist]: solo('clubs') }))
      expect(g.contract).toMatchObject({ kind: 'solo', soloist, compulsory: true })
      expect(g.turn).toBe(soloist)
      expect(g.leader).toBe(soloist)
    }
  })

  it.each(DEALERS)('dealer %i: a Lustsolo is led by the dealer\'s left', (dealer) => {
    for (const soloist of SEATS) {
      const g = playPhase(declare(game({ dealer }), { [soloist]: solo('spades') }))
      expect(g.contract).toMatchObject({ kind: 'solo', soloist, compulsory: false })
      expect(g.turn).toBe(left(dealer))
      expect(g.leader).toBe(left(dealer))
      expect(g.parties).toEqual(SEATS.map((s) => (s === soloist ? 're' : 'kontra')))
    }
  })

  it('a single game started without compulsorySoloOwed treats every solo as a Lustsolo', () => {
    const g = playPhase(declare(game({ dealer: 0 }), { 3: solo('queens') }))
    expect(g.contract).toEqual({ kind: 'solo', solo: 'queens', soloist: 3, compulsory: false })
    expect(g.turn).toBe(1)
  })
})

describe('RULES 3: the reservations offered (tsr: solo, Hochzeit)', () => {
  const expectedFor = (seat: Seat, hochzeit: boolean): string[] =>
    [
      { type: 'declare', seat, declaration: HEALTHY },
      ...(hochzeit ? [{ type: 'declare', seat, declaration: HOCHZEIT }] : []),
      ...(['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos'] as const).map((s) => ({
        type: 'declare',
        seat,
        declaration: solo(s)
      }))
    ]
      .map((a) => JSON.stringify(a))
      .sort()

  it('legalActions offers healthy and every solo of rules.tsr.solos; Hochzeit only to the holder of both ♣Q', () => {
    expect(rules.tsr.reservations).toEqual(expect.arrayContaining(['solo', 'hochzeit']))
    expect(rules.tsr.reservations).toHaveLength(2)
    let g = start({ rules: rules.tsr, dealer: 3, hands: weddingAt(2) })
    for (const seat of SEATS) {
      expect(legalActions(g).map(declareKey).sort()).toEqual(expectedFor(seat, seat === 2))
      g = act(g, { type: 'declare', seat, declaration: HEALTHY })
    }
  })

  it.each(['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos'] as const)(
    'a %s solo is accepted and fixes the game type',
    (s) => {
      expect(rules.tsr.solos).toContain(s)
      const g = playPhase(declare(game({ dealer: 0 }), { 2: solo(s) }))
      expect(g.gameType).toBe(s)
      expect(g.contract).toEqual({ kind: 'solo', solo: s, soloist: 2, compulsory: false })
    }
  )
})

describe('RULES 3: Hochzeit needs both ♣Q; silent wedding', () => {
  it('a Hochzeit without both ♣Q is rejected (one ♣Q or none)', () => {
    const g = game({ dealer: 0 }) // seat 1 holds one ♣Q, seat 2 none
    expectRejected(g, { type: 'declare', seat: 1, declaration: HOCHZEIT }, 'declare/hochzeit-needs-both-club-queens')
    const g2 = act(g, { type: 'declare', seat: 1, declaration: HEALTHY })
    expectRejected(g2, { type: 'declare', seat: 2, declaration: HOCHZEIT }, 'declare/hochzeit-needs-both-club-queens')
  })

  it.each(DEALERS)('dealer %i: both ♣Q and healthy → silent wedding, that player alone Re, dealer\'s left leads', (dealer) => {
    for (const player of SEATS) {
      const g = playPhase(declare(start({ rules: rules.tsr, dealer, hands: weddingAt(player) })))
      expect(g.phase).toBe('play')
      expect(g.contract).toEqual({ kind: 'silentWedding', player })
      expect(g.gameType).toBe('normal')
      expect(g.parties).toEqual(SEATS.map((s) => (s === player ? 're' : 'kontra')))
      expect(g.turn).toBe(left(dealer))
    }
  })

  it('a player with both ♣Q who declares a solo plays the solo', () => {
    const g = playPhase(declare(start({ rules: rules.tsr, dealer: 0, hands: weddingAt(3) }), { 3: solo('hearts') }))
    expect(g.contract).toEqual({ kind: 'solo', solo: 'hearts', soloist: 3, compulsory: false })
    expect(g.gameType).toBe('hearts')
    expect(g.parties).toEqual(['kontra', 'kontra', 'kontra', 're'])
  })

  it('both ♣Q and healthy, but another player declares a solo → the solo, no silent wedding', () => {
    const g = playPhase(declare(start({ rules: rules.tsr, dealer: 0, hands: weddingAt(3) }), { 1: solo('queens') }))
    expect(g.contract).toEqual({ kind: 'solo', solo: 'queens', soloist: 1, compulsory: false })
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
  })
})

describe('RULES 3 / 8: vorgeführt (forcedSoloist)', () => {
  it.each(DEALERS)('dealer %i: only the forced seat is asked, and only solos are offered', (dealer) => {
    const forced = ((dealer + 2) % 4) as Seat
    const g = game({ dealer, forcedSoloist: forced })
    if (g.phase !== 'reservations') throw new Error('phase')
    expect(g.turn).toBe(forced)
    expect(legalActions(g).map(declareKey).sort()).toEqual(
      rules.tsr.solos.map((s) => declareKey({ type: 'declare', seat: forced, declaration: solo(s) })).sort()
    )
    expectRejected(g, { type: 'declare', seat: left(dealer), declaration: HEALTHY }, 'turn/not-your-turn')
    expectRejected(g, { type: 'declare', seat: forced, declaration: HEALTHY }, 'declare/must-declare-solo')
  })

  it('a forced player with both ♣Q may not declare a Hochzeit either', () => {
    const g = start({ rules: rules.tsr, dealer: 0, hands: weddingAt(3), forcedSoloist: 3 })
    expectRejected(g, { type: 'declare', seat: 3, declaration: HOCHZEIT }, 'declare/must-declare-solo')
  })

  it.each(DEALERS)('dealer %i: the forced solo starts play at once, is compulsory, and the soloist leads', (dealer) => {
    const forced = ((dealer + 3) % 4) as Seat // the dealer
    const g0 = game({ dealer, forcedSoloist: forced })
    const g = playPhase(act(g0, { type: 'declare', seat: forced, declaration: solo('jacks') }))
    expect(g.phase).toBe('play')
    expect(g.declarations).toEqual([{ seat: forced, declaration: solo('jacks') }])
    expect(g.contract).toEqual({ kind: 'solo', solo: 'jacks', soloist: forced, compulsory: true })
    expect(g.turn).toBe(forced)
    expect(g.leader).toBe(forced)
  })
})

describe('RULES 3: newGame rejects bad input with an error value, never a throw', () => {
  const hands = SPLIT_QUEENS
  const withHand = (seat: Seat, hand: readonly unknown[]): unknown => hands.map((h, s) => (s === seat ? hand : h))
  const codeOf = (o: unknown): string => {
    let r: ReturnType<typeof newGame> | undefined
    expect(() => {
      r = newGame(o as NewGameOptions)
    }).not.toThrow()
    return r !== undefined && E.isLeft(r) ? r.left.code : 'accepted'
  }

  it('accepts a proper deal', () => {
    expect(codeOf({ rules: rules.tsr, dealer: 2, hands })).toBe('accepted')
  })

  it.each([
    ['a duplicate card', { hands: withHand(1, [hands[0][0], ...hands[1].slice(1)]) }],
    ['an 11-card hand', { hands: withHand(2, hands[2].slice(1)) }],
    ['a 13-card hand', { hands: withHand(2, [...hands[2], hands[3][0]]) }],
    ['card 99', { hands: withHand(3, [99, ...hands[3].slice(1)]) }],
    ['card -1', { hands: withHand(3, [-1, ...hands[3].slice(1)]) }],
    ['card 1.5', { hands: withHand(3, [1.5, ...hands[3].slice(1)]) }],
    ["card '3'", { hands: withHand(3, ['3', ...hands[3].slice(1)]) }],
    ['three hands', { hands: hands.slice(0, 3) }],
    ['hands not an array', { hands: 'CQ CQ' }],
    ['a hand not an array', { hands: withHand(0, 'x' as unknown as unknown[]) }]
  ])('setup/bad-deal: %s', (_, o) => {
    expect(codeOf({ rules: rules.tsr, ...(o as object) })).toBe('setup/bad-deal')
  })

  it.each([
    ['dealer 5', { hands, dealer: 5 }],
    ['dealer -1', { hands, dealer: -1 }],
    ["dealer '1'", { hands, dealer: '1' }],
    ['forcedSoloist 4', { hands, forcedSoloist: 4 }],
    ['compulsorySoloOwed of two seats', { hands, compulsorySoloOwed: [true, false] }],
    ['compulsorySoloOwed not booleans', { hands, compulsorySoloOwed: [1, 0, 0, 0] }],
    ['hands and seed together', { hands, seed: 'x' }]
  ])('setup/bad-options: %s', (_, o) => {
    expect(codeOf({ rules: rules.tsr, ...(o as object) })).toBe('setup/bad-options')
  })

  it('setup/bad-options: options that are not an object', () => {
    expect(codeOf(null)).toBe('setup/bad-options')
    expect(codeOf(42)).toBe('setup/bad-options')
  })

  it.each([
    ['an unknown secondDulleBeats', { ...rules.tsr, secondDulleBeats: 'sometimes' }],
    ['an unknown solo', { ...rules.tsr, solos: ['clubs', 'nope'] }],
    ['a missing field', { name: 'tsr' }],
    ['a number', 42],
    ['a string', 'tsr']
  ])('input/malformed-rules: %s', (_, r) => {
    expect(codeOf({ rules: r, hands })).toBe('input/malformed-rules')
  })
})
