/**
 * Option piglets (Schweinchen, RULES.md section 2; house sheet "Schwein", "Superschwein"; tsr
 * guide "Schweinchen"): with the option, a player who holds both ♦A once play starts makes them
 * the two highest trumps, above the Dullen; superpiglets (both ♦9, both ♦10 without nines) rank
 * above the piglets, and only when piglets are in play. Normal games, Hochzeit (also the lone
 * Hochzeiter), silent wedding and Armut (holdings after the exchange); never in a declared solo.
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Card, type Game, type RuleSet, type Seat, type SoloType, makeCard, rules } from '../src/index.js'
import { type Piglets, type PlayingGame, beats, cardOrder, deckOf, isTrump, sortCards, withPiglets, withoutNines } from '../src/rulesEntry.js'
import { act, declare, expectPlaying, face, playCards, start } from './support/index.js'
import { dealFor } from './support/rule-options.js'

const PIGLETS = pipe(rules.tsr, withPiglets())
const SUPER = pipe(rules.tsr, withPiglets({ superpiglets: true }))

/** The trumps of a card-order table among `deck`, high to low, one notation per card. */
const trumpOrder = (piglets: Piglets, deck: readonly Card[]): string[] => {
  const order = cardOrder('normal', piglets)
  return sortCards(
    order,
    deck.filter((c) => isTrump(order, c))
  ).map((c) => makeCard(c))
}
const twice = (text: string): string[] => text.split(' ').flatMap((c) => [c, c])

const NORMAL_TAIL = '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J'

describe('the trump order with piglets', () => {
  const ALL = deckOf(rules.tsr)
  const W9 = deckOf(pipe(rules.tsr, withoutNines))

  it('without piglets (tsr): ♥10, queens, jacks, ♦A ♦10 ♦K ♦9 (26)', () => {
    expect(trumpOrder('none', ALL)).toEqual(twice(`${NORMAL_TAIL} ♦A ♦10 ♦K ♦9`))
  })

  it('piglets: ♦A ♦A above the Dullen, then ♦10 ♦K ♦9 (26)', () => {
    expect(trumpOrder('piglets', ALL)).toEqual(twice(`♦A ${NORMAL_TAIL} ♦10 ♦K ♦9`))
  })

  it('superpiglets: ♦9 ♦9 above the piglets (26)', () => {
    expect(trumpOrder('superNines', ALL)).toEqual(twice(`♦9 ♦A ${NORMAL_TAIL} ♦10 ♦K`))
  })

  it('superpiglets without nines: ♦10 ♦10 above the piglets (24 in 40 cards)', () => {
    expect(trumpOrder('superTens', W9)).toEqual(twice(`♦10 ♦A ${NORMAL_TAIL} ♦K`))
    expect(trumpOrder('piglets', W9)).toEqual(twice(`♦A ${NORMAL_TAIL} ♦10 ♦K`))
  })

  it.each(['piglets', 'superNines', 'superTens'] as const)(
    '%s: each trump beats every lower one in either order; of two equal cards the first wins',
    (piglets) => {
      const order = cardOrder('normal', piglets)
      const deck = piglets === 'superTens' ? W9 : ALL
      const ranked = sortCards(
        order,
        deck.filter((c) => isTrump(order, c))
      )
      ranked.forEach((high, i) => {
        for (const low of ranked.slice(i + 1)) {
          if (high >> 1 === low >> 1) {
            expect(beats(order, low, high, false), `${makeCard(low)} after ${makeCard(high)}`).toBe(false)
            continue
          }
          expect(beats(order, high, low, false), `${makeCard(high)} after ${makeCard(low)}`).toBe(true)
          expect(beats(order, low, high, false), `${makeCard(low)} after ${makeCard(high)}`).toBe(false)
        }
      })
    }
  )
})

/**
 * A normal game (♣Q: seats 1 and 2), dealer 0 so seat 1 leads. Seat 3 holds both ♦A, seat 0
 * both ♦9. The first trick: seat 1 the Dulle, seat 2 a jack, seat 3 a piglet, seat 0 a superpiglet.
 */
const NORMAL = dealFor(rules.tsr, [
  '♦9 ♦9 ♥Q ♥Q ♦Q ♦Q ♣J ♣J ♦10 ♦10 ♣9 ♣9',
  '♣Q ♥10 ♥10 ♠Q ♣A ♣A ♣10 ♣10 ♣K ♣K ♠A ♠A',
  '♣Q ♦J ♦J ♥J ♥J ♠J ♠J ♠10 ♠10 ♠K ♠K ♠9',
  '♦A ♦A ♦K ♦K ♠Q ♥A ♥A ♥K ♥K ♥9 ♥9 ♠9'
])
const FIRST_TRICK = '♥10 ♦J ♦A ♦9'

const normalGame = (r: RuleSet, hands = NORMAL): PlayingGame => declare(start({ rules: r, dealer: 0, hands }))

/** Moves one card of face `from` from seat `a` to seat `b`, and one of face `to` back. */
const swap = (hands: typeof NORMAL, a: Seat, from: string, b: Seat, to: string): typeof NORMAL => {
  const out = hands.map((h) => [...h])
  const take = (s: Seat, f: string): Card => {
    const hand = out[s] as Card[]
    const i = hand.findIndex((c) => c >> 1 === face(f))
    if (i < 0) throw new Error(`seat ${s} has no ${f}`)
    return hand.splice(i, 1)[0] as Card
  }
  const x = take(a, from)
  const y = take(b, to)
  ;(out[b] as Card[]).push(x)
  ;(out[a] as Card[]).push(y)
  return out as unknown as typeof NORMAL
}

describe('a scripted trick: a piglet beats a Dulle, a superpiglet beats a piglet', () => {
  it('tsr (no option): the ♦A is an ordinary ♦ trump and the Dulle wins', () => {
    const g = normalGame(rules.tsr)
    expect(g.piglets).toBe('none')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(1)
  })

  it('withPiglets(): the ♦A of seat 3 beats the Dulle, the ♦9 stays the lowest trump', () => {
    const g = normalGame(PIGLETS)
    expect(g.piglets).toBe('piglets')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(3)
  })

  it('withPiglets({ superpiglets: true }): the ♦9 of seat 0 beats the piglet', () => {
    const g = normalGame(SUPER)
    expect(g.piglets).toBe('superNines')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(0)
  })

  it('the house preset plays piglets and superpiglets', () => {
    const g = normalGame(rules.house)
    expect(g.piglets).toBe('superNines')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(0)
  })

  it('a plain ♣A trumped by ♦J and ♦A: the ♦J wins under tsr, the piglet with the option', () => {
    // Seat 1 leads ♣A; seats 2 and 3 hold no plain club, seat 0 follows with ♣9.
    expect(playCards(normalGame(rules.tsr), '♣A ♦J ♦A ♣9').tricks[0]?.winner).toBe(2)
    expect(playCards(normalGame(PIGLETS), '♣A ♦J ♦A ♣9').tricks[0]?.winner).toBe(3)
  })
})

describe('piglets only when one hand holds both ♦A once play starts', () => {
  it('the two ♦A in different hands: no piglets, and a ♦A does not beat the Dulle', () => {
    const split = swap(NORMAL, 3, '♦A', 0, '♦10')
    const g = normalGame(SUPER, split)
    expect(g.piglets).toBe('none')
    // Seat 0's ♦9 is the lowest trump then: superpiglets need piglets.
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(1)
  })

  it('both ♦A in one hand, the ♦9 split: piglets without superpiglets', () => {
    const split = swap(NORMAL, 0, '♦9', 2, '♠9')
    const g = normalGame(SUPER, split)
    expect(g.piglets).toBe('piglets')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(3)
  })

  it('both ♦9 in one hand but no piglets: state.piglets is none', () => {
    const split = swap(NORMAL, 3, '♦A', 2, '♠9')
    expect(normalGame(SUPER, split).piglets).toBe('none')
  })

  it('both ♦A and both ♦9 in the same hand: superpiglets', () => {
    const same = swap(swap(NORMAL, 0, '♦9', 3, '♠9'), 0, '♦9', 3, '♥9')
    expect(normalGame(SUPER, same).piglets).toBe('superNines')
  })
})

/**
 * A Hochzeit: seat 1 holds both ♣Q and both ♥10, seat 3 both ♦A. Dealer 0, seat 1 leads and
 * wins the first three tricks, so it plays alone (a Karo-solo) from trick 4.
 */
const HOCHZEIT = dealFor(rules.tsr, [
  '♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J ♦10 ♦10 ♣9 ♣9',
  '♣Q ♣Q ♥10 ♥10 ♣A ♣A ♣10 ♣10 ♣K ♣K ♠A ♠A',
  '♦J ♦J ♥J ♥J ♠J ♠J ♠10 ♠10 ♠K ♠K ♠9 ♠9',
  '♦A ♦A ♦9 ♦9 ♦K ♦K ♥A ♥A ♥K ♥K ♥9 ♥9'
])
const HOCHZEITER_ALONE = '♥10 ♦J ♦9 ♦10  ♣Q ♦J ♦9 ♦10  ♣Q ♥J ♦K ♣J'

describe('piglets in a Hochzeit, a silent wedding and an Armut game', () => {
  it('an announced Hochzeit: piglets from the first trick, and also for the lone Hochzeiter after three tricks', () => {
    const g = declare(start({ rules: PIGLETS, dealer: 0, hands: HOCHZEIT }), { 1: { kind: 'hochzeit' } })
    expect(g.phase).toBe('clarification')
    expect(g.piglets).toBe('piglets')
    const alone = expectPlaying(playCards(g, HOCHZEITER_ALONE))
    expect(alone.contract).toMatchObject({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3 })
    expect(alone.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(alone.piglets).toBe('piglets')
    // Trick 4: the Hochzeiter leads a Dulle, seat 3's piglet takes it.
    const t4 = playCards(alone, '♥10 ♥J ♦A ♠Q')
    expect(t4.tricks[3]?.winner).toBe(3)
  })

  it('the same Hochzeit under tsr: no piglets, the Dulle of trick 4 wins', () => {
    const g = declare(start({ rules: rules.tsr, dealer: 0, hands: HOCHZEIT }), { 1: { kind: 'hochzeit' } })
    expect(g.piglets).toBe('none')
    const t4 = playCards(playCards(g, HOCHZEITER_ALONE), '♥10 ♥J ♦A ♠Q')
    expect(t4.tricks[3]?.winner).toBe(1)
  })

  it('a silent wedding: piglets', () => {
    const g = declare(start({ rules: PIGLETS, dealer: 0, hands: HOCHZEIT }))
    expect(g.contract).toEqual({ kind: 'silentWedding', player: 1 })
    expect(g.piglets).toBe('piglets')
    expect(playCards(g, '♥10 ♦J ♦A ♦10').tricks[0]?.winner).toBe(3)
  })

  /**
   * Armut (pagat exchange): seat 1 holds one trump, a ♦A; seat 2 all trumps and the other ♦A.
   * Dealer 0: seat 1 speaks first, declares Armut, passes ♦A ♣9 ♣9; seat 2 accepts.
   */
  const ARMUT = dealFor(rules.pagat, [
    '♦9 ♠10 ♠K ♠K ♠9 ♠9 ♥A ♥A ♥K ♥K ♥9 ♥9',
    '♦A ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10',
    '♦A ♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J',
    '♣Q ♠J ♠J ♥J ♥J ♦J ♦J ♦10 ♦10 ♦K ♦K ♦9'
  ])
  const armutGame = (returned: string): Game => {
    const r = pipe(rules.pagat, withPiglets({ superpiglets: true }))
    let g = declare0(start({ rules: r, dealer: 0, hands: ARMUT }))
    const hand = (s: Seat, names: string): Card[] => {
      if (g.phase !== 'armut') throw new Error(g.phase)
      const pool = [...g.hands[s]]
      return names.split(' ').map((n) => {
        const i = pool.findIndex((c) => c >> 1 === face(n))
        if (i < 0) throw new Error(`seat ${s} has no ${n}`)
        return pool.splice(i, 1)[0] as Card
      })
    }
    g = act(g, { type: 'armutPass', seat: 1, cards: hand(1, '♦A ♣9 ♣9') })
    g = act(g, { type: 'armutAnswer', seat: 2, accept: true })
    return act(g, { type: 'armutReturn', seat: 2, cards: hand(2, returned) })
  }
  /** The reservation round of the Armut deal: seat 1 Armut, the others healthy. */
  const declare0 = (g: Game): Game => {
    let x = g
    for (const s of [1, 2, 3, 0] as const) {
      x = act(x, { type: 'declare', seat: s, declaration: s === 1 ? { kind: 'armut' } : { kind: 'healthy' } })
    }
    expect(x.phase).toBe('armut')
    return x
  }

  it('Armut: before the exchange the ♦A are split; the acceptor keeps both, so there are piglets', () => {
    const g = expectPlaying(armutGame('♥Q ♥Q ♦Q'))
    expect(g.contract).toMatchObject({ kind: 'armut', poor: 1, partner: 2 })
    expect(g.piglets).toBe('piglets')
  })

  it('Armut: the acceptor returns a ♦A, so the ♦A end up split and there are no piglets', () => {
    const g = expectPlaying(armutGame('♦A ♥Q ♥Q'))
    expect(g.piglets).toBe('none')
  })
})

describe('never in a declared solo', () => {
  const SOLOS: readonly SoloType[] = ['diamonds', 'clubs', 'hearts', 'queens', 'jacks', 'fleischlos']

  it.each(SOLOS)('a %s solo by the holder of both ♦A and both ♦9: state.piglets is none', (solo) => {
    const g = declare(start({ rules: rules.house, dealer: 0, hands: swap(swap(NORMAL, 0, '♦9', 3, '♠9'), 0, '♦9', 3, '♥9') }), {
      3: { kind: 'solo', solo }
    })
    expect(g.contract).toMatchObject({ kind: 'solo', solo, soloist: 3 })
    expect(g.piglets).toBe('none')
  })

  it('a Karo-solo (Trumpfsolo) by the holder of both ♦A: the Dulle beats the ♦A', () => {
    const g = declare(start({ rules: SUPER, dealer: 0, hands: NORMAL }), { 3: { kind: 'solo', solo: 'diamonds' } })
    expect(g.piglets).toBe('none')
    // tsr Lustsolo: the dealer's left (seat 1) leads.
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(1)
  })

  it('a Karo-solo by another player while seat 3 holds both ♦A: no piglets either', () => {
    const g = declare(start({ rules: SUPER, dealer: 0, hands: NORMAL }), { 2: { kind: 'solo', solo: 'diamonds' } })
    expect(g.piglets).toBe('none')
    expect(playCards(g, FIRST_TRICK).tricks[0]?.winner).toBe(1)
  })
})
