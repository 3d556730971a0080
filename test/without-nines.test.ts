/**
 * Option `withoutNines` (RULES.md sections 1, 4, 5 and 9; house sheet, tsr guide "most common
 * house rules"): 40 cards, 10 each, 10 tricks, still 240 card points, every announcement
 * deadline two cards lower, settlement of summaries with 10 tricks, and the ♦10s as
 * superpiglets.
 */
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Announcement, type BySeat, type Card, type Game, type GameSummary, type Party, type RuleSet, type Seat, cardPoints, legalActions, newGame, rankOf, rules, settle } from '../src/index.js'
import { DECK, cardOrder, cardsPerHand, createRng, dealFromSeed, deckOf, isTrump, withPiglets, withoutNines } from '../src/rulesEntry.js'
import { announce, playUntilHeld } from './support/announcements.js'
import { declare, expectFinished, face, ok, playCards, start } from './support/index.js'
import { randomPlay, dealFor } from './support/rule-options.js'
import { expectRejected } from './support/scripted.js'

const W9 = pipe(rules.tsr, withoutNines)

const announceAction = (seat: Seat, announcement: Announcement) => ({ type: 'announce' as const, seat, announcement })

describe('the deck without nines', () => {
  it('deckOf has the 40 cards of the deck that are not nines, each once', () => {
    const deck = deckOf(W9)
    expect(deck).toHaveLength(40)
    expect(new Set(deck).size).toBe(40)
    expect(deck.some((c) => rankOf(c) === '9')).toBe(false)
    expect([...deck].sort((a, b) => a - b)).toEqual(DECK.filter((c) => rankOf(c) !== '9'))
    expect(deck.reduce((sum, c) => sum + cardPoints(c), 0)).toBe(240)
  })

  it('cardsPerHand is 10 without nines and 12 with them', () => {
    expect(cardsPerHand(W9)).toBe(10)
    expect(cardsPerHand(pipe(rules.house, withoutNines))).toBe(10)
    expect(cardsPerHand(rules.tsr)).toBe(12)
    expect(deckOf(rules.tsr)).toHaveLength(48)
  })

  it('a normal game has 24 trumps (RULES.md 1: the guide\'s "22 trumps in 40 cards" is a slip)', () => {
    expect(deckOf(W9).filter((c) => isTrump(cardOrder('normal'), c))).toHaveLength(24)
  })
})

describe('seeded deals without nines', () => {
  /**
   * The deal of RULES.md 9 / docs/rules.md for 40 cards, written out: Fisher-Yates over the deck
   * in id order, then three rounds of packets of three from the dealer's left, then one card each.
   */
  const referenceDeal = (seed: string, dealer: Seat): BySeat<readonly Card[]> => {
    const rng = createRng(seed)
    const deck = DECK.filter((c) => rankOf(c) !== '9')
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.nextInt(i + 1)
      ;[deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card]
    }
    const hands: Card[][] = [[], [], [], []]
    deck.forEach((c, i) => {
      const packet = i < 36 ? Math.floor(i / 3) : i - 36
      ;(hands[(dealer + 1 + packet) % 4] as Card[]).push(c)
    })
    return hands as unknown as BySeat<readonly Card[]>
  }

  const SEEDS = ['demo', 'daily-2026-11-30', '', 'ohne Neunen', '♦A♦A']

  it.each(SEEDS.flatMap((seed) => ([0, 1, 2, 3] as const).map((dealer) => [seed, dealer] as const)))(
    'seed %j, dealer %i: ten cards each, every card of the 40 once, dealt 3+3+3+1',
    (seed, dealer) => {
      const game = start({ rules: W9, dealer, seed })
      if (game.phase !== 'reservations') throw new Error(game.phase)
      const deal = game.setup.deal
      expect(deal.map((h) => h.length)).toEqual([10, 10, 10, 10])
      expect(deal.flat().sort((a, b) => a - b)).toEqual([...deckOf(W9)].sort((a, b) => a - b))
      expect(deal).toEqual(referenceDeal(seed, dealer))
      expect(dealFromSeed(seed, dealer, deckOf(W9))).toEqual(deal)
    }
  )
})

describe('newGame checks a given deal against the deck without nines', () => {
  const good = dealFor(W9, ['♣Q', '♣Q', '', ''])

  it('four hands of ten cards without nines are accepted', () => {
    const game = start({ rules: W9, dealer: 0, hands: good })
    expect(game.phase).toBe('reservations')
  })

  it('a 12-card deal is rejected (setup/bad-deal)', () => {
    const r = newGame({ rules: W9, dealer: 0, seed: undefined, hands: dealFromSeed('x', 0) })
    expect(E.isLeft(r) && r.left.code).toBe('setup/bad-deal')
  })

  it('a hand with a nine is rejected (setup/bad-deal), even when every hand has ten cards', () => {
    const nine = face('♠9') * 2
    const hands = good.map((h, s) => (s === 2 ? [...h.slice(0, 9), nine] : h)) as unknown as BySeat<readonly Card[]>
    const r = newGame({ rules: W9, dealer: 0, hands })
    expect(E.isLeft(r) && r.left.code).toBe('setup/bad-deal')
  })

  it('ten-card hands are rejected with nines (setup/bad-deal)', () => {
    const r = newGame({ rules: rules.tsr, dealer: 0, hands: good })
    expect(E.isLeft(r) && r.left.code).toBe('setup/bad-deal')
  })

  it('a card dealt twice or eleven cards in a hand is rejected (setup/bad-deal)', () => {
    const twice = good.map((h, s) => (s === 3 ? [...h.slice(0, 9), good[0][0] as Card] : h)) as unknown as BySeat<readonly Card[]>
    const eleven = good.map((h, s) => (s === 0 ? [...h, face('♣9') * 2] : h)) as unknown as BySeat<readonly Card[]>
    for (const hands of [twice, eleven]) {
      const r = newGame({ rules: W9, dealer: 0, hands })
      expect(E.isLeft(r) && r.left.code).toBe('setup/bad-deal')
    }
  })
})

describe('ten tricks, still 240 card points', () => {
  const TABLES: readonly (readonly [string, RuleSet])[] = [
    ['tsr without nines', W9],
    ['pagat without nines', pipe(rules.pagat, withoutNines)],
    ['house without nines', pipe(rules.house, withoutNines)]
  ]
  const CASES = TABLES.flatMap(([name, r]) => Array.from({ length: 16 }, (_, i) => [name, r, `w9-${name}-${i}`] as const))

  it.each(CASES)('%s, a random complete game (%s)', (_name, r, seed) => {
    const game = randomPlay(start({ rules: r, dealer: (seed.length % 4) as Seat, seed }), seed)
    if (game.phase === 'redeal') return // Schmeißen or a house Armut: nothing is played
    const g = expectFinished(game)
    expect(g.tricks).toHaveLength(10)
    const played = g.tricks.flatMap((t) => t.cards)
    expect([...played].sort((a, b) => a - b)).toEqual([...deckOf(r)].sort((a, b) => a - b))
    expect(g.tricks.reduce((s, t) => s + t.points, 0)).toBe(240)
    expect(g.summary.points.re + g.summary.points.kontra).toBe(240)
    expect(g.summary.tricks.re + g.summary.tricks.kontra).toBe(10)
    expect(g.hands.every((h) => h.length === 0)).toBe(true)
    expect(settle(g.summary, r)).toEqual(E.right(g.settlement))
  })

  it('a scripted trick without nines: follow suit and trick winner as usual', () => {
    const hands = dealFor(W9, ['♣Q ♠A', '♣Q ♠10', '♠K ♦10', '♠A ♦A'])
    const g = declare(start({ rules: W9, dealer: 3, hands }))
    // Seat 0 leads ♠A; seat 3 holds ♠A too, the first of the two wins.
    const after = playCards(g, '♠A ♠10 ♠K ♠A')
    expect(after.tricks[0]?.winner).toBe(0)
  })
})

describe('every announcement deadline two cards lower without nines', () => {
  /** A normal game without nines: seats 0 and 2 are Re (one ♣Q each), dealer 3, so seat 0 leads. */
  const HANDS = dealFor(W9, ['♣Q', '♠A', '♣Q', '♥A'])
  const HANDS12 = dealFor(rules.tsr, ['♣Q', '♠A', '♣Q', '♥A'])
  const RE: Seat = 0
  const KONTRA: Seat = 1
  const fresh = (): Game => {
    const g = declare(start({ rules: W9, dealer: 3, hands: HANDS }))
    expect(g.parties).toEqual<readonly (Party | null)[]>(['re', 'kontra', 're', 'kontra'])
    return g
  }
  const LEVELS: readonly (readonly [number, Announcement, number])[] = [
    [1, 're', 9],
    [2, 'no90', 8],
    [3, 'no60', 7],
    [4, 'no30', 6],
    [5, 'schwarz', 5]
  ]
  const ORDER: readonly Announcement[] = ['re', 'no90', 'no60', 'no30', 'schwarz']
  /** Announces every level below `level` for Re at the start (ten cards). */
  const lowerLevels = (g: Game, level: number): Game => ORDER.slice(0, level - 1).reduce((x, a) => announce(x, RE, a), g)

  it.each(LEVELS)('level %i (%s): allowed with %i cards in hand', (level, a, cards) => {
    const g = playUntilHeld(lowerLevels(fresh(), level), RE, cards)
    expect(legalActions(g)).toContainEqual(announceAction(RE, a))
    const after = announce(g, RE, a)
    if (after.phase !== 'play') throw new Error(after.phase)
    expect(after.announcements.re.level).toBe(level)
  })

  it.each(LEVELS)('level %i (%s): too late one card later', (level, a, cards) => {
    const g = playUntilHeld(lowerLevels(fresh(), level), RE, cards - 1)
    expectRejected(g, announceAction(RE, a), 'announce/too-late')
  })

  it('with ten cards, Re may say schwarz at once (every skipped level is still allowed)', () => {
    const g = announce(fresh(), RE, 'schwarz')
    if (g.phase !== 'play') throw new Error(g.phase)
    expect(g.announcements.re.level).toBe(5)
  })

  it('the twelve-card deadline does not apply: Re with 9 cards is in time without nines, too late with nines', () => {
    const w9 = playUntilHeld(fresh(), RE, 9)
    expect(legalActions(w9)).toContainEqual(announceAction(RE, 're'))
    const tsr = declare(start({ rules: rules.tsr, dealer: 3, hands: HANDS12 }))
    expectRejected(playUntilHeld(tsr, RE, 9), announceAction(RE, 're'), 'announce/too-late')
  })

  /** Replies: Kontra one card fewer than Re's announcement needed (9, 8, 7, 6, 5 → 8, 7, 6, 5, 4). */
  const REPLIES: readonly (readonly [Announcement, number])[] = [
    ['re', 8],
    ['no90', 7],
    ['no60', 6],
    ['no30', 5],
    ['schwarz', 4]
  ]

  it.each(REPLIES)('Kontra replies to Re\'s %s with %i cards', (reLevel, cards) => {
    const g = playUntilHeld(announce(fresh(), RE, reLevel), KONTRA, cards)
    expect(legalActions(g)).toContainEqual(announceAction(KONTRA, 'kontra'))
    const after = announce(g, KONTRA, 'kontra')
    if (after.phase !== 'play') throw new Error(after.phase)
    expect(after.announcements.kontra.level).toBe(1)
  })

  it.each(REPLIES)('Kontra\'s reply to Re\'s %s is too late with one card fewer than %i', (reLevel, cards) => {
    const g = playUntilHeld(announce(fresh(), RE, reLevel), KONTRA, cards - 1)
    expectRejected(g, announceAction(KONTRA, 'kontra'), 'announce/too-late')
  })

  it('a late reply makes no Absage: Kontra replies with 8 cards, then keine 90 is refused', () => {
    const g = announce(playUntilHeld(announce(fresh(), RE, 're'), KONTRA, 8), KONTRA, 'kontra')
    expectRejected(g, announceAction(KONTRA, 'no90'), 'announce/absage-after-late-reply')
  })
})

describe('settle() counts the tricks of the rule set', () => {
  const summary = (re: number, kontra: number): GameSummary => ({
    parties: ['re', 'kontra', 're', 'kontra'],
    points: { re: 150, kontra: 90 },
    tricks: { re, kontra },
    announcements: { re: 'none', kontra: 'none' },
    extraPoints: []
  })

  it('tricks adding up to 10 settle without nines, not with them', () => {
    const w9 = settle(summary(6, 4), W9)
    expect(E.isRight(w9) && w9.right.winner).toBe('re')
    // Won 1; Kontra's 90 is not below 90.
    expect(E.isRight(w9) && w9.right.scores).toEqual([1, -1, 1, -1])
    const tsr = settle(summary(6, 4), rules.tsr)
    expect(E.isLeft(tsr) && tsr.left.code).toBe('summary/invalid')
  })

  it('tricks adding up to 12 settle with nines, not without them', () => {
    expect(E.isRight(settle(summary(7, 5), rules.tsr))).toBe(true)
    const w9 = settle(summary(7, 5), W9)
    expect(E.isLeft(w9) && w9.left.code).toBe('summary/invalid')
  })

  it('schwarz without nines: all ten tricks', () => {
    const s = ok(settle({ ...summary(10, 0), points: { re: 240, kontra: 0 } }, W9))
    expect(s.lines.map((l) => l.code).sort()).toEqual(['below30', 'below60', 'below90', 'schwarz', 'won'])
    expect(s.scores).toEqual([5, -5, 5, -5])
  })
})

describe('superpiglets without nines are the ♦10s', () => {
  const PIGS = pipe(rules.tsr, withoutNines, withPiglets({ superpiglets: true }))
  // Seat 2 holds both ♦A (piglets), seat 3 both ♦10 (superpiglets); seats 0 and 1 one ♣Q each.
  const HANDS = dealFor(PIGS, ['♣Q ♥10 ♦J', '♣Q ♦J', '♦A ♦A ♦K', '♦10 ♦10 ♦K'])

  it('state.piglets is superTens and the trick goes ♦10 > ♦A > ♥10', () => {
    const g = declare(start({ rules: PIGS, dealer: 3, hands: HANDS }))
    expect(g.piglets).toBe('superTens')
    // Seat 0 leads the Dulle, seat 1 a jack, seat 2 a piglet, seat 3 a superpiglet.
    const t = playCards(g, '♥10 ♦J ♦A ♦10')
    expect(t.tricks[0]?.winner).toBe(3)
  })

  it('without the second ♦10 in one hand there are piglets only, and the ♦10 is a low trump', () => {
    const split = dealFor(PIGS, ['♣Q ♥10 ♦J', '♣Q ♦J ♦10', '♦A ♦A ♦K', '♦10 ♦K'])
    const g = declare(start({ rules: PIGS, dealer: 3, hands: split }))
    expect(g.piglets).toBe('piglets')
    const t = playCards(g, '♥10 ♦J ♦A ♦10')
    expect(t.tricks[0]?.winner).toBe(2)
  })

  it('the ♦9 is no superpiglet without nines: the trump order is ♦10 ♦A ♥10 ... ♦J ♦K', () => {
    const order = cardOrder('normal', 'superTens')
    const trumps = deckOf(PIGS).filter((c) => isTrump(order, c))
    expect(trumps).toHaveLength(24)
    const byStrength = [...new Set(trumps.map((c) => c >> 1))]
      .sort((a, b) => (order.strength[b * 2] as number) - (order.strength[a * 2] as number))
      .map((f) => f * 2)
    const names = '♦10 ♦A ♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦K'.split(' ').map((n) => face(n) * 2)
    expect(byStrength).toEqual(names)
  })
})
