import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Card, type Rank, type Suit, card, makeCard, makeHand, parseCard, parseHand } from '../src/index.js'
import { DECK } from '../src/rulesEntry.js'

/** The expected prints, written out from RULES.md section 1 (suit order ♣ ♠ ♥ ♦, ranks A 10 K Q J 9). */
const SYMBOL_SUIT = ['♣', '♠', '♥', '♦']
const SYMBOL_RANK = ['A', '10', 'K', 'Q', 'J', '9']
const ASCII_SUIT = ['C', 'S', 'H', 'D']
const ASCII_RANK = ['A', 'T', 'K', 'Q', 'J', '9']
const GERMAN_SUIT = ['Kreuz', 'Pik', 'Herz', 'Karo']
const GERMAN_RANK = ['Ass', 'Zehn', 'König', 'Dame', 'Bube', 'Neun']

const suitIdx = (c: Card) => Math.floor(c / 12)
const rankIdx = (c: Card) => Math.floor(c / 2) % 6
const expectedPrint = {
  symbol: (c: Card) => `${SYMBOL_SUIT[suitIdx(c)]}${SYMBOL_RANK[rankIdx(c)]}`,
  ascii: (c: Card) => `${ASCII_SUIT[suitIdx(c)]}${ASCII_RANK[rankIdx(c)]}`,
  german: (c: Card) => `${GERMAN_SUIT[suitIdx(c)]}-${GERMAN_RANK[rankIdx(c)]}`
} as const
const STYLES = ['symbol', 'ascii', 'german'] as const

/** The first copy of a face: what parseCard returns. */
const firstCopy = (c: Card): Card => c - (c % 2)

describe('RULES 1 notation: makeCard prints the three styles', () => {
  it('prints well-known cards', () => {
    expect(makeCard(card('clubs', 'Q'))).toBe('♣Q')
    expect(makeCard(card('hearts', '10'))).toBe('♥10')
    expect(makeCard(card('diamonds', '9', 1))).toBe('♦9')
    expect(makeCard(card('clubs', 'Q'), 'ascii')).toBe('CQ')
    expect(makeCard(card('hearts', '10'), 'ascii')).toBe('HT')
    expect(makeCard(card('spades', 'J'), 'ascii')).toBe('SJ')
    expect(makeCard(card('clubs', 'Q'), 'german')).toBe('Kreuz-Dame')
    expect(makeCard(card('hearts', '10'), 'german')).toBe('Herz-Zehn')
    expect(makeCard(card('diamonds', 'A'), 'german')).toBe('Karo-Ass')
    expect(makeCard(card('spades', 'K'), 'german')).toBe('Pik-König')
    expect(makeCard(card('clubs', 'J'), 'german')).toBe('Kreuz-Bube')
    expect(makeCard(card('diamonds', '9'), 'german')).toBe('Karo-Neun')
  })

  it.each(STYLES)('prints every card in %s style, both copies alike', (style) => {
    for (const c of DECK) expect(makeCard(c, style)).toBe(expectedPrint[style](c))
  })

  it('prints symbols by default, also through cards.map(makeCard) where the second argument is an index', () => {
    // TypeScript refuses DECK.map(makeCard) (index is no NotationStyle); JavaScript callers do it
    const mapped = DECK.map(makeCard as unknown as (c: Card, index: number) => string)
    expect(mapped).toEqual(DECK.map((c) => expectedPrint.symbol(c)))
    // index 1 and 2 are not styles either
    expect((makeCard as unknown as (c: Card, x: unknown) => string)(card('hearts', '10'), 2)).toBe('♥10')
  })
})

describe('RULES 1 notation: parseCard', () => {
  it.each(STYLES)('round-trips every card printed in %s style to its first copy', (style) => {
    for (const c of DECK) expect(parseCard(makeCard(c, style))).toEqual(E.right(firstCopy(c)))
  })

  const ALTERNATIVES: [string, Suit, Rank][] = [
    ['♣Q', 'clubs', 'Q'],
    ['CQ', 'clubs', 'Q'],
    ['QC', 'clubs', 'Q'],
    ['cq', 'clubs', 'Q'],
    ['qc', 'clubs', 'Q'],
    ['HT', 'hearts', '10'],
    ['H10', 'hearts', '10'],
    ['10H', 'hearts', '10'],
    ['h10', 'hearts', '10'],
    ['ht', 'hearts', '10'],
    ['♥10', 'hearts', '10'],
    ['Herz-Zehn', 'hearts', '10'],
    ['herz-zehn', 'hearts', '10'],
    ['Karo Ass', 'diamonds', 'A'],
    ['Karo-Ass', 'diamonds', 'A'],
    ['DA', 'diamonds', 'A'],
    ['AD', 'diamonds', 'A'],
    ['Kreuz-Dame', 'clubs', 'Q'],
    ['KREUZ-DAME', 'clubs', 'Q'],
    ['Pik-König', 'spades', 'K'],
    ['SK', 'spades', 'K'],
    ['KS', 'spades', 'K'],
    ['S9', 'spades', '9'],
    ['9S', 'spades', '9'],
    ['CJ', 'clubs', 'J'],
    ['JC', 'clubs', 'J']
  ]
  it.each(ALTERNATIVES)('reads %s as %s %s (first copy)', (text, suit, rank) => {
    expect(parseCard(text)).toEqual(E.right(card(suit, rank, 0)))
  })

  it('reads a ♦K the same whether rank-first or suit-first (no clash between K for king and K as a letter)', () => {
    expect(parseCard('DK')).toEqual(E.right(card('diamonds', 'K')))
    expect(parseCard('KD')).toEqual(E.right(card('diamonds', 'K')))
  })

  const UNKNOWN_STRINGS = ['X7', '', '♣', 'Kreuz-Elf', 'C', 'Q', 'CX', 'H11', 'Kreuz Dame Bube', '   ']
  it.each(UNKNOWN_STRINGS)('returns Left notation/unknown-card for %j, never throws', (text) => {
    let r: ReturnType<typeof parseCard> | undefined
    expect(() => {
      r = parseCard(text)
    }).not.toThrow()
    expect(r !== undefined && E.isLeft(r) ? r.left.code : 'parsed').toBe('notation/unknown-card')
    expect(r !== undefined && E.isLeft(r) ? typeof r.left.message : '').toBe('string')
  })

  const NOT_STRINGS: unknown[] = [42, null, undefined, {}, [], true, 6]
  it.each(NOT_STRINGS)('returns Left notation/not-a-string for %j, never throws', (u) => {
    let r: ReturnType<typeof parseCard> | undefined
    expect(() => {
      r = parseCard(u)
    }).not.toThrow()
    expect(r !== undefined && E.isLeft(r) ? r.left.code : 'parsed').toBe('notation/not-a-string')
  })
})

describe('RULES 1 notation: parseHand gives the two copies distinct ids', () => {
  it('reads ♣Q ♣Q ♥10 as both ♣Q copies and a ♥10', () => {
    expect(parseHand('♣Q ♣Q ♥10')).toEqual(E.right([card('clubs', 'Q', 0), card('clubs', 'Q', 1), card('hearts', '10', 0)]))
  })

  it('counts copies across notations and separators', () => {
    expect(parseHand('CQ, Kreuz-Dame;♥10 HT')).toEqual(
      E.right([card('clubs', 'Q', 0), card('clubs', 'Q', 1), card('hearts', '10', 0), card('hearts', '10', 1)])
    )
  })

  it('reads an empty text as an empty hand', () => {
    expect(parseHand('')).toEqual(E.right([]))
  })

  it('rejects a third copy with notation/too-many-copies', () => {
    const r = parseHand('♣Q CQ QC')
    expect(E.isLeft(r) ? r.left.code : 'parsed').toBe('notation/too-many-copies')
    const r2 = parseHand('♥10 ♦A ♥10 ♠9 Herz-Zehn')
    expect(E.isLeft(r2) ? r2.left.code : 'parsed').toBe('notation/too-many-copies')
  })

  it('rejects unknown tokens and non-strings with a code, never throws', () => {
    const r = parseHand('♣Q X7 ♥10')
    expect(E.isLeft(r) ? r.left.code : 'parsed').toBe('notation/unknown-card')
    for (const u of [42, null, {}, undefined]) {
      let h: ReturnType<typeof parseHand> | undefined
      expect(() => {
        h = parseHand(u)
      }).not.toThrow()
      expect(h !== undefined && E.isLeft(h) ? h.left.code : 'parsed').toBe('notation/not-a-string')
    }
  })

  it.each(STYLES)('round-trips the whole deck through makeHand in %s style', (style) => {
    expect(parseHand(makeHand(DECK, style))).toEqual(E.right([...DECK]))
  })
})

describe('RULES 1 notation: makeHand', () => {
  it('prints cards separated by single spaces, symbol style by default', () => {
    const hand = [card('clubs', 'Q', 0), card('clubs', 'Q', 1), card('hearts', '10', 0), card('diamonds', '9', 1)]
    expect(makeHand(hand)).toBe('♣Q ♣Q ♥10 ♦9')
    expect(makeHand(hand, 'ascii')).toBe('CQ CQ HT D9')
    expect(makeHand(hand, 'german')).toBe('Kreuz-Dame Kreuz-Dame Herz-Zehn Karo-Neun')
    expect(makeHand([])).toBe('')
  })
})

describe('RULES 1 notation: German cards as Germans write them (issue 27)', () => {
  const GERMAN: [string, Suit, Rank][] = [
    ['KrD', 'clubs', 'Q'],
    ['PD', 'spades', 'Q'],
    ['HB', 'hearts', 'J'],
    ['♥D', 'hearts', 'Q'],
    ['♥B', 'hearts', 'J'],
    ['KaD', 'diamonds', 'Q'],
    ['PK', 'spades', 'K'],
    ['HD', 'hearts', 'Q'],
    ['Karo-Ass', 'diamonds', 'A'],
    ['Kreuz Dame', 'clubs', 'Q'],
    ['krd', 'clubs', 'Q'],
    ['DKr', 'clubs', 'Q'],
    ['KaA', 'diamonds', 'A'],
    ['Ka10', 'diamonds', '10'],
    ['KaK', 'diamonds', 'K'],
    ['KKa', 'diamonds', 'K'],
    ['Kr9', 'clubs', '9'],
    ['PA', 'spades', 'A'],
    ['H10', 'hearts', '10'],
    ['♣D', 'clubs', 'Q'],
    ['D♦', 'diamonds', 'Q'],
    ['♠B', 'spades', 'J'],
    ['Karo D', 'diamonds', 'Q'],
    ['Herz-B', 'hearts', 'J'],
    ['Kreuzdame', 'clubs', 'Q'],
    ['Pik König', 'spades', 'K'],
    ['Karo Bube', 'diamonds', 'J'],
    ['queen of clubs', 'clubs', 'Q'],
    ['jack of diamonds', 'diamonds', 'J'],
    ['ace of hearts', 'hearts', 'A']
  ]
  it.each(GERMAN)('reads %s as %s %s, whatever the reader\'s language', (text, suit, rank) => {
    for (const language of ['de', 'en'] as const) expect(parseCard(text, { language })).toEqual(E.right(card(suit, rank, 0)))
    expect(parseCard(text)).toEqual(E.right(card(suit, rank, 0)))
  })

  it('still reads every English form it read before, in both languages', () => {
    for (const [text, suit, rank] of [['CQ', 'clubs', 'Q'], ['QC', 'clubs', 'Q'], ['H10', 'hearts', '10'], ['♣Q', 'clubs', 'Q'], ['queen of clubs', 'clubs', 'Q'], ['DK', 'diamonds', 'K'], ['KD', 'diamonds', 'K'], ['DA', 'diamonds', 'A'], ['D10', 'diamonds', '10'], ['HT', 'hearts', '10'], ['SJ', 'spades', 'J']] as const) {
      for (const language of ['de', 'en'] as const) expect(parseCard(text, { language }), text).toEqual(E.right(card(suit, rank, 0)))
    }
  })

  it('refuses two letters of different languages and letters that name no suit (K is the king, Kreuz is Kr, Karo Ka)', () => {
    for (const text of ['CD', 'SD', 'DD', 'KrQ', 'KaJ', 'PQ', 'KK', 'KA', 'K10', 'Kr', 'Ka', 'DB']) {
      for (const language of ['de', 'en'] as const) {
        const r = parseCard(text, { language })
        expect(E.isLeft(r) ? r.left.code : `read as ${makeCard(r.right)}`, `${text} (${language})`).toBe('notation/unknown-card')
      }
    }
  })

  it('no text of a suit and a rank, in any form, order or separator, reads as two different cards: the reader\'s language never changes a card', () => {
    // Every way the parser knows to write a suit and a rank (symbols, letters, words of both languages).
    const suits = ['♣', '♠', '♥', '♦', 'C', 'S', 'H', 'D', 'Kr', 'P', 'Ka', 'Kreuz', 'Pik', 'Herz', 'Karo', 'clubs', 'spades', 'hearts', 'diamonds', 'K', 'A', 'B', 'Q']
    const ranks = ['A', '10', 'T', 'K', 'Q', 'J', 'D', 'B', '9', 'Ass', 'Zehn', 'König', 'Dame', 'Bube', 'Neun', 'ace', 'ten', 'king', 'queen', 'jack', 'nine', 'C', 'H', 'S', 'P', 'Kr', 'Ka']
    let read = 0
    for (const a of suits) {
      for (const b of ranks) {
        for (const text of [`${a}${b}`, `${b}${a}`, `${a} ${b}`, `${b} ${a}`, `${a}-${b}`]) {
          const de = parseCard(text, { language: 'de' })
          const en = parseCard(text, { language: 'en' })
          expect(de, text).toEqual(en)
          if (E.isRight(de)) read++
        }
      }
    }
    expect(read).toBeGreaterThan(1000)
  })

  it('reads a German hand with the two copies apart', () => {
    expect(parseHand('KrD KrD ♥10 KaA', { language: 'de' })).toEqual(E.right([card('clubs', 'Q'), card('clubs', 'Q', 1), card('hearts', '10'), card('diamonds', 'A')]))
    const r = parseHand('KrD CQ ♣D', { language: 'de' })
    expect(E.isLeft(r) ? r.left.code : 'parsed').toBe('notation/too-many-copies')
  })

  it('takes any options value without throwing (a reader\'s language other than de is English)', () => {
    const hostile = [null, 1, 'de', { language: 'fr' }, Object.defineProperty({}, 'language', { get: () => { throw new Error('x') } }), new Proxy({}, { get: () => { throw new Error('y') } })]
    for (const options of hostile) expect(parseCard('KrD', options as never)).toEqual(E.right(card('clubs', 'Q')))
  })
})
