import { describe, expect, it } from 'vitest'
import { pipe } from 'fp-ts/lib/function.js'
import { dailySeed, makeHand, newGame, rules } from '../src/index.js'
import { DECK, createRng, dealFromSeed, dealWith, deckOf, withoutNines } from '../src/rulesEntry.js'
import { err, start } from './support/index.js'

describe('RULES 9: seeded deals are platform-independent (pinned vectors, docs/rules.md)', () => {
  it('createRng("demo") gives the documented first outputs', () => {
    const rng = createRng('demo')
    expect([rng.nextU32(), rng.nextU32(), rng.nextU32()]).toEqual([2710020706, 4160612213, 972460745])
  })

  it('nextInt(n) is floor(u32 * n / 2^32) of the next output, for small and large n alike', () => {
    const a = createRng('next-int')
    const b = createRng('next-int')
    // Below 2^15 nextInt works in 32-bit integers, from 2^15 on in doubles: both sides of the border.
    for (const n of [1, 2, 3, 7, 12, 48, 1000, 32766, 32767, 32768, 65535, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 40]) {
      for (let i = 0; i < 200; i++) expect(a.nextInt(n)).toBe(Math.floor((b.nextU32() * n) / 4294967296))
    }
  })

  it('dealFromSeed("demo", 0) gives the documented hands', () => {
    const hands = dealFromSeed('demo', 0)
    expect(hands[1]).toEqual([42, 40, 41, 44, 39, 22, 43, 11, 15, 28, 7, 12])
    expect(makeHand(hands[1])).toBe('♦Q ♦K ♦K ♦J ♦10 ♠9 ♦Q ♣9 ♠10 ♥K ♣Q ♠A')
    expect(hands[0]).toEqual([8, 13, 37, 26, 46, 32, 36, 19, 1, 10, 45, 30])
  })

  it('every deal holds each card once, twelve per seat, whatever the seed and dealer', () => {
    for (const seed of ['', 'a', '2026-11-30', 'Kreuz-Dame ♣', 'x'.repeat(500)]) {
      for (const dealer of [0, 1, 2, 3] as const) {
        const hands = dealFromSeed(seed, dealer)
        expect(hands.map((h) => h.length)).toEqual([12, 12, 12, 12])
        expect(hands.flat().sort((a, b) => a - b)).toEqual([...DECK])
      }
    }
  })

  it('dealFromSeed(seed, d, deck) is dealWith(createRng(seed), d, deck), and both are the documented algorithm written out, for every deck length', () => {
    // The algorithm of docs/rules.md written out plainly: Fisher-Yates from the last position
    // down with j = floor(u32 * (i + 1) / 2^32), then packets of three from the dealer's left
    // (the rounds after the threes: packets of the remainder's size).
    const reference = (seed: string, dealer: number, cards: readonly number[]): number[][] => {
      const rng = createRng(seed)
      const deck = [...cards]
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor((rng.nextU32() * (i + 1)) / 4294967296)
        ;[deck[i], deck[j]] = [deck[j] as number, deck[i] as number]
      }
      const hands: number[][] = [[], [], [], []]
      const perHand = deck.length / 4
      const inThrees = 12 * Math.floor(perHand / 3)
      deck.forEach((c, i) => {
        const packet = i < inThrees ? Math.floor(i / 3) : Math.floor((i - inThrees) / (perHand % 3))
        hands[(dealer + 1 + packet) % 4]?.push(c)
      })
      return hands
    }
    for (const cards of [DECK, deckOf(pipe(rules.tsr, withoutNines)), DECK.slice(0, 44), DECK.slice(0, 45), DECK.slice(0, 13), DECK.slice(0, 1)]) {
      for (const seed of ['', 'demo', 'bench-17', 'Kreuz-Dame ♣', 'x'.repeat(300)]) {
        for (const dealer of [0, 1, 2, 3] as const) {
          const expected = reference(seed, dealer, cards)
          expect(dealFromSeed(seed, dealer, cards)).toEqual(expected)
          expect(dealWith(createRng(seed), dealer, cards)).toEqual(expected)
        }
      }
    }
  })

  it('the dealer shifts who gets which packet: the dealer\'s left gets the first three cards', () => {
    const d0 = dealFromSeed('rotation', 0)
    const d1 = dealFromSeed('rotation', 1)
    expect(d1[2]).toEqual(d0[1])
    expect(d1[0]).toEqual(d0[3])
  })

  it('newGame with a seed deals dealFromSeed(seed, dealer); it needs exactly one of seed and hands', () => {
    const g = start({ seed: 'demo', dealer: 2 })
    expect(g.setup.deal).toEqual(dealFromSeed('demo', 2))
    expect(err(newGame({})).code).toBe('setup/bad-options')
    expect(err(newGame({ seed: 'x', hands: dealFromSeed('x', 0) })).code).toBe('setup/bad-options')
  })
})

describe('RULES 9: the daily game', () => {
  it('the seed of a calendar date is the same for everyone that day, and differs the next day', () => {
    expect(dailySeed('2026-11-30')).toBe('doppelkopf-daily-2026-11-30')
    expect(dailySeed(new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe('doppelkopf-daily-2026-11-30')
    expect(dailySeed(new Date(Date.UTC(2026, 11, 1, 0, 0)))).toBe('doppelkopf-daily-2026-12-01')
    expect(dealFromSeed(dailySeed('2026-11-30') as string, 0)).toEqual(dealFromSeed('doppelkopf-daily-2026-11-30', 0))
    expect(dealFromSeed('doppelkopf-daily-2026-11-30', 0)).not.toEqual(dealFromSeed('doppelkopf-daily-2026-12-01', 0))
  })

  it('a pinned daily deal (a test vector for other implementations)', () => {
    const hands = dealFromSeed('doppelkopf-daily-2026-11-30', 0)
    expect(hands.map((h) => h.length)).toEqual([12, 12, 12, 12])
    expect(hands.flat().sort((a, b) => a - b)).toEqual([...DECK])
    expect(hands[1]).toEqual(PINNED_DAILY_SEAT_1)
  })

  it('an invalid date gives null, never a throw', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '30.11.2026', '', 'x']) expect(dailySeed(bad)).toBeNull()
    expect(dailySeed(new Date('nonsense'))).toBeNull()
  })
})

/** Seat 1's hand of the daily deal of 2026-11-30 (dealer 0), pinned so that any change to the
 * seeded-deal algorithm shows: other implementations must reproduce it. */
const PINNED_DAILY_SEAT_1 = [5, 28, 23, 0, 43, 19, 39, 4, 7, 15, 47, 25]
