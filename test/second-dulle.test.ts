/**
 * Option `secondDulleBeats` (RULES.md section 2): `never` (tsr, pagat), `always`,
 * `exceptLastTrick` (pagat variant, house). A trick holding both ♥10 in tricks 1..11 and in the
 * last trick, for each mode; no effect where the ♥10 is not a Dulle (Damensolo, Bubensolo,
 * Fleischloser, the house solos), where the first of two equal cards wins.
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Card, type Game, type RuleSet, type SoloType, legalActions, rules } from '../src/index.js'
import { isDulle, withSecondDulleBeats, withSolos, withoutNines } from '../src/rulesEntry.js'
import { act, declare, expectFinished, playCards, start } from './support/index.js'
import { HOUSE_SOLOS, dealFor } from './support/rule-options.js'

type Mode = RuleSet['secondDulleBeats']

/** Which ♥10 wins a trick holding both, by RULES.md: the first, or the second. */
const EXPECTED: Readonly<Record<Mode, { readonly earlier: 'first' | 'second'; readonly last: 'first' | 'second' }>> = {
  never: { earlier: 'first', last: 'first' },
  always: { earlier: 'second', last: 'second' },
  exceptLastTrick: { earlier: 'second', last: 'first' }
}

const TABLES: readonly (readonly [string, RuleSet, Mode])[] = [
  ['tsr', rules.tsr, 'never'],
  ['pagat', rules.pagat, 'never'],
  ['pagat + withSecondDulleBeats(always)', pipe(rules.pagat, withSecondDulleBeats('always')), 'always'],
  ['pagat variant exceptLastTrick', pipe(rules.pagat, withSecondDulleBeats('exceptLastTrick')), 'exceptLastTrick'],
  ['house', rules.house, 'exceptLastTrick'],
  ['tsr + withSecondDulleBeats(always)', pipe(rules.tsr, withSecondDulleBeats('always')), 'always']
]

it('the presets: tsr and pagat never, house exceptLastTrick', () => {
  expect(rules.tsr.secondDulleBeats).toBe('never')
  expect(rules.pagat.secondDulleBeats).toBe('never')
  expect(rules.house.secondDulleBeats).toBe('exceptLastTrick')
})

/**
 * A normal game: seats 1 and 2 hold one ♥10 each and nothing but trumps, so neither has to play
 * its Dulle before it wants to (a plain lead lets them play any card, a trump lead any trump).
 * Seats 0 and 3 hold the plain cards and one ♦9 each. ♣Q: seats 1 and 2; ♦A: one each, so no
 * piglets even under the house rules.
 */
const hands = (r: RuleSet) =>
  r.withoutNines
    ? dealFor(r, [
        '♦10 ♣A ♣A ♣10 ♣10 ♣K ♣K ♠A ♠A ♠10',
        '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A',
        '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A',
        '♦10 ♠10 ♠K ♠K ♥A ♥A ♥K ♥K ♦K ♦K'
      ])
    : dealFor(r, [
        '♦9 ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10',
        '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K',
        '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K',
        '♦9 ♠10 ♠K ♠K ♠9 ♠9 ♥A ♥A ♥K ♥K ♥9 ♥9'
      ])

/**
 * Plays the game: every seat plays its first legal card that is not a ♥10, except in trick
 * `dulleTrick`, where seats 1 and 2 play their ♥10. Returns the finished game.
 */
const playWithDullenIn = (r: RuleSet, dulleTrick: number): Game => {
  let g: Game = declare(start({ rules: r, dealer: 0, hands: hands(r) }))
  while (g.phase === 'play') {
    const plays = legalActions(g).flatMap((a) => (a.type === 'play' ? [a] : []))
    const trick = g.tricks.length + 1
    const wanted = trick === dulleTrick && (g.turn === 1 || g.turn === 2)
    const pick = plays.find((a) => isDulle(a.card) === wanted) ?? plays[0]
    if (pick === undefined) throw new Error('no card to play')
    g = act(g, pick)
  }
  return g
}

describe.each(TABLES)('%s (secondDulleBeats %s)', (_name, r, mode) => {
  const tricks = r.withoutNines ? 10 : 12
  const CASES = [1, 2, 6, tricks - 1, tricks]

  it.each(CASES)('both ♥10 in trick %i', (n) => {
    const g = expectFinished(playWithDullenIn(r, n))
    const trick = g.tricks[n - 1]
    if (trick === undefined) throw new Error('no such trick')
    const dullen = trick.cards.flatMap((c, i) => (isDulle(c) ? [i] : []))
    expect(dullen, 'both Dullen are in this trick').toHaveLength(2)
    const expected = EXPECTED[mode][n === tricks ? 'last' : 'earlier']
    const winnerIndex = expected === 'first' ? dullen[0] : dullen[1]
    expect(trick.winner).toBe(((trick.leader + (winnerIndex as number)) % 4) as typeof trick.winner)
    // The other tricks have no Dulle: the engine did not mix them up.
    expect(g.tricks.filter((t) => t.cards.some(isDulle))).toHaveLength(1)
  })
})

describe.each([
  ['house without nines', pipe(rules.house, withoutNines), 'exceptLastTrick'],
  ['tsr without nines, always', pipe(rules.tsr, withoutNines, withSecondDulleBeats('always')), 'always']
] as const)('%s: the last trick is trick 10', (_name, r, mode) => {
  it.each([1, 9, 10])('both ♥10 in trick %i', (n) => {
    const g = expectFinished(playWithDullenIn(r, n))
    expect(g.tricks).toHaveLength(10)
    const trick = g.tricks[n - 1]
    if (trick === undefined) throw new Error('no such trick')
    const dullen = trick.cards.flatMap((c, i) => (isDulle(c) ? [i] : []))
    const expected = EXPECTED[mode][n === 10 ? 'last' : 'earlier']
    expect(trick.winner).toBe((trick.leader + (dullen[expected === 'first' ? 0 : 1] as number)) % 4)
  })
})

/**
 * The first trick of a solo declared by seat 1 (dealer 0; seat 1 leads under tsr and pagat):
 * seat 1 leads a ♥10, seat 2 plays the other, seats 3 and 0 a card that cannot win. Seats 3 and
 * 0 hold no ten at all, so in a Zehnersolo they may play any card.
 */
const SOLO_HANDS = dealFor(rules.tsr, [
  '♥9 ♣A ♣K ♣9 ♠A ♠K ♠9 ♦A ♦K ♦9 ♣Q ♣J',
  '♥10 ♣10 ♠10 ♦10',
  '♥10 ♣10 ♠10 ♦10',
  '♥9 ♣A ♣K ♣9 ♠A ♠K ♠9 ♦A ♦K ♦9 ♣Q ♣J'
])

/** Game types where the ♥10 is a Dulle (a trump above the queens): the second may beat the first. */
const DULLE_SOLOS: readonly (readonly [SoloType, string])[] = [
  ['clubs', '♥10 ♥10 ♣9 ♣9'],
  ['spades', '♥10 ♥10 ♠9 ♠9'],
  ['hearts', '♥10 ♥10 ♥9 ♥9'],
  ['diamonds', '♥10 ♥10 ♦9 ♦9']
]
/** Game types where the ♥10 is no Dulle: a plain heart, or a trump without Dullen (reines Herz-solo, Zehnersolo). */
const NO_DULLE_SOLOS: readonly SoloType[] = ['queens', 'jacks', 'fleischlos', ...HOUSE_SOLOS]

const SOLO_TABLES = (['always', 'exceptLastTrick', 'never'] as const).map(
  (mode) => [mode, pipe(rules.pagat, withSolos(HOUSE_SOLOS), withSecondDulleBeats(mode))] as const
)

describe.each(SOLO_TABLES)('solos with secondDulleBeats %s', (mode, r) => {
  const soloTrick = (solo: SoloType, cards: string) => {
    const g = declare(start({ rules: r, dealer: 0, hands: SOLO_HANDS }), { 1: { kind: 'solo', solo } })
    expect(g.turn).toBe(1)
    return playCards(g, cards).tricks[0]
  }

  it.each(DULLE_SOLOS)('%s solo: the ♥10 is a Dulle, the mode decides', (solo, cards) => {
    const t = soloTrick(solo, cards)
    expect(t?.winner).toBe(EXPECTED[mode].earlier === 'first' ? 1 : 2)
  })

  it.each(NO_DULLE_SOLOS)('%s solo: the ♥10 is no Dulle, the first of the two wins', (solo) => {
    const t = soloTrick(solo, '♥10 ♥10 ♥9 ♥9')
    expect(t?.winner).toBe(1)
  })
})

it('the hands of the solo tricks: seats 3 and 0 hold no ten (so ♥9 is legal in a Zehnersolo)', () => {
  const tens = (h: readonly Card[]) => h.filter((c) => (c >> 1) % 6 === 1)
  expect(tens(SOLO_HANDS[0])).toEqual([])
  expect(tens(SOLO_HANDS[3])).toEqual([])
})
