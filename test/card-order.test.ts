import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Card, makeCard, makeHand, parseHand, rules } from '../src/index.js'
import { type CardOrder, DECK, type GameType, beats, cardOrder, followsSuit, isTrump, sortCards, trickWinnerIndex } from '../src/rulesEntry.js'
import { dealOf, declare, playCards, start } from './support/index.js'
import { playOut } from './support/rules-sections.js'

/** Card ids for a list of faces in notation: both copies of each face, copy 0 first ('♣Q' → 6 7). */
const both = (faces: string): Card[] => faces.split(' ').flatMap((f) => {
  const r = parseHand(f)
  if (E.isLeft(r) || r.right.length !== 1) throw new Error(`bad face ${f}`)
  const c = r.right[0] as Card
  return [c, c + 1]
})
/** Distinct cards in notation (copies assigned in order of appearance). */
const cards = (text: string): Card[] => {
  const r = parseHand(text)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return [...r.right]
}

/**
 * RULES.md section 2, written out: trumps high to low, then each plain suit high to low.
 * Faces only; each face stands for both copies.
 */
interface Spec {
  readonly trumps: string
  readonly clubs: string
  readonly spades: string
  readonly hearts: string
  readonly diamonds: string
  readonly trumpCount: number
}
const NORMAL_TRUMPS = '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J'
const SPEC: Record<GameType, Spec> = {
  normal: {
    trumps: `${NORMAL_TRUMPS} ♦A ♦10 ♦K ♦9`,
    clubs: '♣A ♣10 ♣K ♣9',
    spades: '♠A ♠10 ♠K ♠9',
    hearts: '♥A ♥K ♥9',
    diamonds: '',
    trumpCount: 26
  },
  diamonds: {
    trumps: `${NORMAL_TRUMPS} ♦A ♦10 ♦K ♦9`,
    clubs: '♣A ♣10 ♣K ♣9',
    spades: '♠A ♠10 ♠K ♠9',
    hearts: '♥A ♥K ♥9',
    diamonds: '',
    trumpCount: 26
  },
  clubs: {
    trumps: `${NORMAL_TRUMPS} ♣A ♣10 ♣K ♣9`,
    clubs: '',
    spades: '♠A ♠10 ♠K ♠9',
    hearts: '♥A ♥K ♥9',
    diamonds: '♦A ♦10 ♦K ♦9',
    trumpCount: 26
  },
  spades: {
    trumps: `${NORMAL_TRUMPS} ♠A ♠10 ♠K ♠9`,
    clubs: '♣A ♣10 ♣K ♣9',
    spades: '',
    hearts: '♥A ♥K ♥9',
    diamonds: '♦A ♦10 ♦K ♦9',
    trumpCount: 26
  },
  hearts: {
    trumps: `${NORMAL_TRUMPS} ♥A ♥K ♥9`,
    clubs: '♣A ♣10 ♣K ♣9',
    spades: '♠A ♠10 ♠K ♠9',
    hearts: '',
    diamonds: '♦A ♦10 ♦K ♦9',
    trumpCount: 24
  },
  queens: {
    trumps: '♣Q ♠Q ♥Q ♦Q',
    clubs: '♣A ♣10 ♣K ♣J ♣9',
    spades: '♠A ♠10 ♠K ♠J ♠9',
    hearts: '♥A ♥10 ♥K ♥J ♥9',
    diamonds: '♦A ♦10 ♦K ♦J ♦9',
    trumpCount: 8
  },
  jacks: {
    trumps: '♣J ♠J ♥J ♦J',
    clubs: '♣A ♣10 ♣K ♣Q ♣9',
    spades: '♠A ♠10 ♠K ♠Q ♠9',
    hearts: '♥A ♥10 ♥K ♥Q ♥9',
    diamonds: '♦A ♦10 ♦K ♦Q ♦9',
    trumpCount: 8
  },
  fleischlos: {
    trumps: '',
    clubs: '♣A ♣10 ♣K ♣Q ♣J ♣9',
    spades: '♠A ♠10 ♠K ♠Q ♠J ♠9',
    hearts: '♥A ♥10 ♥K ♥Q ♥J ♥9',
    diamonds: '♦A ♦10 ♦K ♦Q ♦J ♦9',
    trumpCount: 0
  },
  // House solos (RULES.md section 2, house rows), typed out from the table.
  kings: {
    trumps: '♣K ♠K ♥K ♦K',
    clubs: '♣A ♣10 ♣Q ♣J ♣9',
    spades: '♠A ♠10 ♠Q ♠J ♠9',
    hearts: '♥A ♥10 ♥Q ♥J ♥9',
    diamonds: '♦A ♦10 ♦Q ♦J ♦9',
    trumpCount: 8
  },
  queensJacks: {
    trumps: '♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J',
    clubs: '♣A ♣10 ♣K ♣9',
    spades: '♠A ♠10 ♠K ♠9',
    hearts: '♥A ♥10 ♥K ♥9',
    diamonds: '♦A ♦10 ♦K ♦9',
    trumpCount: 16
  },
  kingsQueens: {
    trumps: '♣K ♠K ♥K ♦K ♣Q ♠Q ♥Q ♦Q',
    clubs: '♣A ♣10 ♣J ♣9',
    spades: '♠A ♠10 ♠J ♠9',
    hearts: '♥A ♥10 ♥J ♥9',
    diamonds: '♦A ♦10 ♦J ♦9',
    trumpCount: 16
  },
  kingsJacks: {
    trumps: '♣K ♠K ♥K ♦K ♣J ♠J ♥J ♦J',
    clubs: '♣A ♣10 ♣Q ♣9',
    spades: '♠A ♠10 ♠Q ♠9',
    hearts: '♥A ♥10 ♥Q ♥9',
    diamonds: '♦A ♦10 ♦Q ♦9',
    trumpCount: 16
  },
  koehler: {
    trumps: '♣K ♠K ♥K ♦K ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J',
    clubs: '♣A ♣10 ♣9',
    spades: '♠A ♠10 ♠9',
    hearts: '♥A ♥10 ♥9',
    diamonds: '♦A ♦10 ♦9',
    trumpCount: 24
  },
  pureClubs: {
    trumps: '♣A ♣10 ♣K ♣Q ♣J ♣9',
    clubs: '',
    spades: '♠A ♠10 ♠K ♠Q ♠J ♠9',
    hearts: '♥A ♥10 ♥K ♥Q ♥J ♥9',
    diamonds: '♦A ♦10 ♦K ♦Q ♦J ♦9',
    trumpCount: 12
  },
  pureSpades: {
    trumps: '♠A ♠10 ♠K ♠Q ♠J ♠9',
    clubs: '♣A ♣10 ♣K ♣Q ♣J ♣9',
    spades: '',
    hearts: '♥A ♥10 ♥K ♥Q ♥J ♥9',
    diamonds: '♦A ♦10 ♦K ♦Q ♦J ♦9',
    trumpCount: 12
  },
  pureHearts: {
    trumps: '♥A ♥10 ♥K ♥Q ♥J ♥9',
    clubs: '♣A ♣10 ♣K ♣Q ♣J ♣9',
    spades: '♠A ♠10 ♠K ♠Q ♠J ♠9',
    hearts: '',
    diamonds: '♦A ♦10 ♦K ♦Q ♦J ♦9',
    trumpCount: 12
  },
  pureDiamonds: {
    trumps: '♦A ♦10 ♦K ♦Q ♦J ♦9',
    clubs: '♣A ♣10 ♣K ♣Q ♣J ♣9',
    spades: '♠A ♠10 ♠K ♠Q ♠J ♠9',
    hearts: '♥A ♥10 ♥K ♥Q ♥J ♥9',
    diamonds: '',
    trumpCount: 12
  },
  aces: {
    trumps: '♣A ♠A ♥A ♦A',
    clubs: '♣10 ♣K ♣Q ♣J ♣9',
    spades: '♠10 ♠K ♠Q ♠J ♠9',
    hearts: '♥10 ♥K ♥Q ♥J ♥9',
    diamonds: '♦10 ♦K ♦Q ♦J ♦9',
    trumpCount: 8
  },
  tens: {
    trumps: '♣10 ♠10 ♥10 ♦10',
    clubs: '♣A ♣K ♣Q ♣J ♣9',
    spades: '♠A ♠K ♠Q ♠J ♠9',
    hearts: '♥A ♥K ♥Q ♥J ♥9',
    diamonds: '♦A ♦K ♦Q ♦J ♦9',
    trumpCount: 8
  }
}
const faces = (s: string): string[] => s.split(' ').filter((f) => f !== '')
const twice = (s: string): string => faces(s).flatMap((f) => [f, f]).join(' ')

const GAME_TYPES = Object.keys(SPEC) as readonly GameType[]

/** Every pair of distinct faces of a ranked class, high first: the high one beats the low one either way round. */
const expectStrictOrder = (order: CardOrder, ranked: string, label: string) => {
  const list = faces(ranked)
  for (let i = 0; i < list.length; i++) {
    for (let j = 0; j < list.length; j++) {
      const [hi0, hi1] = both(list[i] as string) as [Card, Card]
      const [lo0] = both(list[j] as string) as [Card]
      if (i === j) {
        // equal faces: the one played later never beats the first (secondDulleBeats 'never')
        expect(beats(order, hi1, hi0, false), `${label}: second ${list[i]} vs first`).toBe(false)
        continue
      }
      const highBeatsLow = i < j
      expect(beats(order, hi0, lo0, false), `${label}: ${list[i]} played on ${list[j]}`).toBe(highBeatsLow)
    }
  }
}

describe('RULES 2: card order per game type (tsr)', () => {
  it('tsr offers exactly the solos clubs, spades, hearts, diamonds, queens, jacks, fleischlos', () => {
    expect([...rules.tsr.solos].sort()).toEqual(['clubs', 'diamonds', 'fleischlos', 'hearts', 'jacks', 'queens', 'spades'])
  })

  describe.each(GAME_TYPES)('%s', (t) => {
    const spec = SPEC[t]
    const order = cardOrder(t)

    it(`sorts the deck: trumps high to low, then ♣ ♠ ♥ ♦ high to low, as the table says`, () => {
      const expected = [spec.trumps, spec.clubs, spec.spades, spec.hearts, spec.diamonds].map(twice).filter((s) => s !== '').join(' ')
      expect(makeHand(sortCards(order, DECK))).toBe(expected)
    })

    it(`has exactly the table's trumps (${spec.trumpCount}) by isTrump`, () => {
      const trumps = DECK.filter((c) => isTrump(order, c))
      expect(trumps).toHaveLength(spec.trumpCount)
      expect(new Set(trumps)).toEqual(new Set(spec.trumps === '' ? [] : both(spec.trumps)))
      expect(order.trumpCount).toBe(spec.trumpCount)
    })

    it('ranks trumps strictly high to low; of two equal trumps the first played wins', () => {
      if (spec.trumps !== '') expectStrictOrder(order, spec.trumps, `${t} trumps`)
    })

    it('ranks each plain suit strictly high to low; a card of another plain suit never beats the led card', () => {
      const suits = [spec.clubs, spec.spades, spec.hearts, spec.diamonds].filter((s) => s !== '')
      for (const s of suits) expectStrictOrder(order, s, `${t} plain ${s}`)
      for (const a of suits) {
        for (const b of suits) {
          if (a === b) continue
          for (const led of both(a)) for (const other of both(b)) expect(beats(order, other, led, false)).toBe(false)
        }
      }
    })

    it('every trump beats every plain card, whichever is played first', () => {
      if (spec.trumps === '') return
      const plain = DECK.filter((c) => !isTrump(order, c))
      for (const t0 of both(spec.trumps)) {
        for (const p of plain) {
          expect(beats(order, t0, p, false)).toBe(true)
          expect(beats(order, p, t0, false)).toBe(false)
        }
      }
    })
  })
})

describe('RULES 2 / 4: trick winner (trickWinnerIndex)', () => {
  const normal = cardOrder('normal')
  const win = (t: GameType, text: string) => trickWinnerIndex(cardOrder(t), cards(text), false)

  it('the highest trump wins', () => {
    expect(win('normal', '♠A ♦9 ♣Q ♥J')).toBe(2)
    expect(win('normal', '♦A ♥10 ♣Q ♦9')).toBe(1)
    expect(win('normal', '♣A ♣10 ♦9 ♣K')).toBe(2)
    expect(win('hearts', '♣A ♥9 ♣10 ♣K')).toBe(1)
    expect(win('clubs', '♦A ♦10 ♣9 ♦K')).toBe(2)
  })

  it('without trumps the highest card of the led suit wins', () => {
    expect(win('normal', '♠10 ♠A ♣A ♥A')).toBe(1)
    expect(win('normal', '♥K ♥9 ♥A ♠A')).toBe(2)
    expect(win('fleischlos', '♦Q ♦J ♦K ♦9')).toBe(2)
    expect(win('jacks', '♠Q ♠K ♠9 ♠10')).toBe(3)
  })

  it('an off-suit card never wins, however high', () => {
    expect(win('normal', '♠9 ♣A ♥A ♣10')).toBe(0)
    expect(win('fleischlos', '♣9 ♠A ♥A ♦A')).toBe(0)
    expect(win('queens', '♥9 ♠A ♣A ♦A')).toBe(0)
  })

  it('of two equal cards the first played wins', () => {
    expect(win('normal', '♠A ♠A ♠10 ♠K')).toBe(0)
    expect(win('normal', '♠9 ♣Q ♣Q ♠A')).toBe(1)
    expect(win('normal', '♠9 ♦9 ♦9 ♠A')).toBe(1)
    expect(win('fleischlos', '♣K ♣A ♣A ♣10')).toBe(1)
  })

  it('of both ♥10 the first wins (tsr secondDulleBeats never)', () => {
    expect(rules.tsr.secondDulleBeats).toBe('never')
    expect(win('normal', '♥10 ♥10 ♣Q ♦9')).toBe(0)
    expect(win('normal', '♦9 ♥10 ♥10 ♣Q')).toBe(1)
    expect(win('hearts', '♥9 ♥10 ♣Q ♥10')).toBe(1)
    expect(win('clubs', '♣9 ♣A ♥10 ♥10')).toBe(2)
  })

  it('♥10 in a queens solo is a plain heart ranking A 10 K J 9', () => {
    const queens = cardOrder('queens')
    expect(isTrump(queens, cards('♥10')[0] as Card)).toBe(false)
    expect(win('queens', '♥K ♥10 ♥J ♥9')).toBe(1)
    expect(win('queens', '♥10 ♥A ♥K ♥J')).toBe(1)
    expect(win('queens', '♥J ♥9 ♥K ♥9')).toBe(2)
    expect(win('queens', '♥10 ♦Q ♥A ♥K')).toBe(1)
    // a diamond does not beat a led ♥10 (no trump suit in a queens solo)
    expect(win('queens', '♥10 ♦A ♦10 ♥9')).toBe(0)
  })

  it('queens and jacks are not part of their suit in a normal game: ♠Q does not follow spades', () => {
    const spadeLed = cards('♠A')[0] as Card
    const [q, nine] = cards('♠Q ♠9') as [Card, Card]
    expect(followsSuit(normal, [q, nine], spadeLed, q)).toBe(false)
    expect(followsSuit(normal, [q, nine], spadeLed, nine)).toBe(true)
    // holding no plain spade, ♠Q may be played (as a trump), and so may anything
    const [q2, dA, hA] = cards('♠Q ♦A ♥A') as [Card, Card, Card]
    expect(followsSuit(normal, [q2, dA, hA], spadeLed, q2)).toBe(true)
    expect(followsSuit(normal, [q2, dA, hA], spadeLed, hA)).toBe(true)
    // ♠Q on a spade lead wins as a trump, ♠J likewise
    expect(win('normal', '♠A ♠Q ♠10 ♠K')).toBe(1)
    expect(win('normal', '♠A ♠10 ♠J ♠K')).toBe(2)
    // in a jacks solo the queen belongs to its suit again; in a queens solo the jack does
    expect(followsSuit(cardOrder('jacks'), [q, nine], spadeLed, q)).toBe(true)
    const [jS] = cards('♠J') as [Card]
    expect(followsSuit(cardOrder('queens'), [jS, nine], spadeLed, jS)).toBe(true)
    expect(followsSuit(cardOrder('normal'), [jS, nine], spadeLed, jS)).toBe(false)
  })

  it('a ♥10 follows trumps, not hearts, in a normal game', () => {
    const [h10, h9] = cards('♥10 ♥9') as [Card, Card]
    const [hA] = cards('♥A') as [Card]
    const [dNine] = cards('♦9') as [Card]
    expect(followsSuit(normal, [h10, h9], hA, h10)).toBe(false)
    expect(followsSuit(normal, [h10, h9], dNine, h9)).toBe(false)
    expect(followsSuit(normal, [h10, h9], dNine, h10)).toBe(true)
  })
})

describe('RULES 2: of both ♥10 the first wins in play (tsr), also in the last trick', () => {
  // Seats 1 and 2 hold one ♥10 each plus only trumps. Keeping the Dulle for last, both ♥10 fall
  // in trick 12; leading it at once, both fall in trick 1.
  const hands = dealOf([
    '♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10 ♠10',
    '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K',
    '♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K',
    '♠K ♠K ♠9 ♠9 ♥A ♥A ♥K ♥K ♥9 ♥9 ♦9 ♦9'
  ])

  it('the trick with both Dullen goes to the first one played, in trick 12', () => {
    const g0 = declare(start({ rules: rules.tsr, dealer: 0, hands }))
    const end = playOut(g0, (legal, g) => {
      const nonDulle = legal.filter((c) => makeCard(c) !== '♥10')
      return (nonDulle[0] ?? legal[0]) as Card
    })
    if (end.phase !== 'finished') throw new Error('not finished')
    expect(end.tricks).toHaveLength(12)
    const last = end.tricks[11]
    if (last === undefined) throw new Error('no trick 12')
    const dullen = last.cards.map((c, i) => (makeCard(c) === '♥10' ? i : -1)).filter((i) => i >= 0)
    expect(dullen).toHaveLength(2)
    const firstDulleSeat = (last.leader + (dullen[0] as number)) % 4
    expect(last.winner).toBe(firstDulleSeat)
  })

  it('the trick with both Dullen goes to the first one played, in trick 1', () => {
    // seat 1 leads a Dulle, seat 2 puts the other on it
    const g0 = declare(start({ rules: rules.tsr, dealer: 0, hands }))
    const g = playCards(g0, '♥10 ♥10 ♦9 ♣A')
    expect(g.tricks[0]?.winner).toBe(1)
    expect(g.turn).toBe(1)
  })
})
