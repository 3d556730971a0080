import { describe, expect, it } from 'vitest'
import { type Rank, type Suit, card, cardPoints, rankOf, suitOf } from '../src/index.js'
import { DECK, DECK_SIZE, RANKS, SUITS, faceOf, isCard, isClubJack, isClubQueen, isDulle, isFox, sameFace } from '../src/rulesEntry.js'

const ALL_SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds']
const ALL_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9']

describe('RULES 1: the deck of 48 cards', () => {
  it('has 48 distinct card ids 0..47', () => {
    expect(DECK_SIZE).toBe(48)
    expect(DECK).toHaveLength(48)
    expect(new Set(DECK).size).toBe(48)
    expect([...DECK].sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, i) => i))
    for (const c of DECK) expect(isCard(c)).toBe(true)
  })

  it('has four suits ♣ ♠ ♥ ♦ and six ranks A 10 K Q J 9', () => {
    expect(SUITS).toEqual(ALL_SUITS)
    expect(RANKS).toEqual(ALL_RANKS)
  })

  it('holds every suit/rank face exactly twice', () => {
    for (const s of ALL_SUITS) {
      for (const r of ALL_RANKS) {
        const copies = DECK.filter((c) => suitOf(c) === s && rankOf(c) === r)
        expect(copies, `${r} of ${s}`).toHaveLength(2)
      }
    }
  })

  it('treats values that are not integers 0..47 as no card', () => {
    for (const u of [-1, 48, 99, 1.5, NaN, '3', null, undefined, {}]) expect(isCard(u)).toBe(false)
  })
})

describe('RULES 1: the two copies of a card', () => {
  it('are distinct ids that compare equal as faces (sameFace)', () => {
    for (const s of ALL_SUITS) {
      for (const r of ALL_RANKS) {
        const a = card(s, r, 0)
        const b = card(s, r, 1)
        expect(a).not.toBe(b)
        expect(sameFace(a, b)).toBe(true)
        expect(sameFace(b, a)).toBe(true)
        expect(faceOf(a)).toBe(faceOf(b))
      }
    }
  })

  it('sameFace is false for every pair of different faces', () => {
    for (const a of DECK) {
      for (const b of DECK) {
        const expected = suitOf(a) === suitOf(b) && rankOf(a) === rankOf(b)
        expect(sameFace(a, b)).toBe(expected)
      }
    }
  })

  it('card ids follow face * 2 + copy, face = suitIndex * 6 + rankIndex', () => {
    expect(card('clubs', 'A')).toBe(0)
    expect(card('clubs', 'Q')).toBe(6)
    expect(card('clubs', 'Q', 1)).toBe(7)
    expect(card('spades', 'A')).toBe(12)
    expect(card('hearts', '10')).toBe(26)
    expect(card('hearts', '10', 1)).toBe(27)
    expect(card('diamonds', 'A')).toBe(36)
    expect(card('diamonds', '9', 1)).toBe(47)
  })
})

describe('RULES 1: card points (Augen)', () => {
  const POINTS: Record<Rank, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 }

  it('are A 11, 10 10, K 4, Q 3, J 2, 9 0 in every suit, for both copies', () => {
    for (const s of ALL_SUITS) {
      for (const r of ALL_RANKS) {
        expect(cardPoints(card(s, r, 0)), `${r} of ${s}`).toBe(POINTS[r])
        expect(cardPoints(card(s, r, 1)), `${r} of ${s}`).toBe(POINTS[r])
      }
    }
  })

  it('add up to 240 in the deck (60 per suit)', () => {
    expect(DECK.reduce((sum, c) => sum + cardPoints(c), 0)).toBe(240)
    for (const s of ALL_SUITS) {
      expect(DECK.filter((c) => suitOf(c) === s).reduce((sum, c) => sum + cardPoints(c), 0)).toBe(60)
    }
  })
})

describe('RULES 1: suitOf / rankOf / card() round trip', () => {
  it('card(suitOf(c), rankOf(c), copy) gives back every card', () => {
    for (const c of DECK) {
      const copy = (c % 2) as 0 | 1
      expect(card(suitOf(c), rankOf(c), copy)).toBe(c)
    }
  })

  it('suitOf(card(s, r)) = s and rankOf(card(s, r)) = r for both copies', () => {
    for (const s of ALL_SUITS) {
      for (const r of ALL_RANKS) {
        for (const copy of [0, 1] as const) {
          const c = card(s, r, copy)
          expect(suitOf(c)).toBe(s)
          expect(rankOf(c)).toBe(r)
        }
      }
    }
  })
})

describe('RULES 1: named cards', () => {
  it('recognises both copies of ♦A (fox), ♣J (Karlchen), ♣Q (the old ones), ♥10 (Dulle) and nothing else', () => {
    const cases: [(c: number) => boolean, Suit, Rank][] = [
      [isFox, 'diamonds', 'A'],
      [isClubJack, 'clubs', 'J'],
      [isClubQueen, 'clubs', 'Q'],
      [isDulle, 'hearts', '10']
    ]
    for (const [pred, s, r] of cases) {
      expect(DECK.filter(pred)).toEqual([card(s, r, 0), card(s, r, 1)])
    }
  })
})
