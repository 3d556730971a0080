/**
 * House solos (RULES.md section 2, "house:" rows; reference/house-rules.de.txt) and who leads a
 * solo (section 3): `withSolos` offers them, each one's trumps and follow-suit rule in a scripted
 * trick and against a reference of the card order over random games, two complete scripted
 * games with their settlement (solo ×3), the house preset (every solo, the soloist leads) and
 * `withSoloLeader` on pagat.
 */
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Action, type BySeat, type Card, type ErrorCode, type Game, type RuleSet, type Seat, type SoloType, applyAction, legalActions, makeCard, rules } from '../src/index.js'
import { TSR_SOLOS, withSoloLeader, withSolos } from '../src/rulesEntry.js'
import { declare, expectFinished, start } from './support/index.js'
import {
  HOUSE_SOLOS,
  type HouseSolo,
  dealFor,
  faces,
  houseLegal,
  houseWinner,
  legalFaces,
  offeredSolos,
  randomPlay
} from './support/rule-options.js'
import { type Step, expectOutcome, line, runScript } from './support/scripted.js'

const HOUSE_TABLE = pipe(rules.tsr, withSolos(HOUSE_SOLOS))
const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort()
const solo = (s: SoloType) => ({ kind: 'solo' as const, solo: s })

describe('which solos are offered', () => {
  const game = (r: RuleSet): Game => start({ rules: r, dealer: 0, seed: 'offered' })

  it('tsr offers only its seven solos', () => {
    expect(offeredSolos(game(rules.tsr))).toEqual(sorted(TSR_SOLOS))
    expect(offeredSolos(game(rules.tsr))).toHaveLength(7)
  })

  it('withSolos adds the house solos to legalActions', () => {
    expect(offeredSolos(game(HOUSE_TABLE))).toEqual(sorted([...TSR_SOLOS, ...HOUSE_SOLOS]))
    expect(offeredSolos(game(pipe(rules.tsr, withSolos(['kings']))))).toEqual(sorted([...TSR_SOLOS, 'kings']))
    expect(offeredSolos(game(pipe(rules.pagat, withSolos(['koehler', 'tens']))))).toEqual(sorted([...TSR_SOLOS, 'koehler', 'tens']))
  })

  it('rules.house offers every solo', () => {
    expect(offeredSolos(game(rules.house))).toEqual(sorted([...TSR_SOLOS, ...HOUSE_SOLOS]))
  })

  it.each(HOUSE_SOLOS)('tsr refuses a %s solo (declare/not-offered)', (s) => {
    const g = game(rules.tsr)
    if (g.phase !== 'reservations') throw new Error(g.phase)
    const r = applyAction(g, { type: 'declare', seat: g.turn, declaration: solo(s) })
    expect(E.isLeft(r) && r.left.code).toBe('declare/not-offered')
  })
})

/** A step of a solo scenario: a script step, or an assertion on the legal cards of the seat to play. */
type ScenarioStep = Step | { readonly legal: string } | { readonly legalWholeHand: true }

/**
 * One house solo declared by seat 1 (dealer 0, a Lustsolo: seat 1 leads). Seats 0, 2 and 3 are
 * given in full; seat 1 holds its lead and the rest of the deck.
 */
interface Scenario {
  readonly solo: HouseSolo
  readonly rule: string
  readonly hands: BySeat<string>
  readonly steps: readonly ScenarioStep[]
}

const MUST_FOLLOW: ErrorCode = 'play/must-follow-suit'

const SCENARIOS: readonly Scenario[] = [
  {
    solo: 'kings',
    rule: 'a led ♥K must be answered with a king; a queen is a plain card of its suit, and the ♥K does not follow ♥',
    hands: [
      '♥A ♥9 ♣10 ♣9 ♠10 ♠9 ♦A ♦10 ♦9 ♣Q ♠Q ♦Q',
      '♥K',
      '♣K ♥A ♥9 ♣A ♣10 ♣9 ♠A ♠10 ♠9 ♦A ♦10 ♦9',
      '♥Q ♥J ♥10 ♥10 ♣Q ♣J ♠Q ♠J ♦Q ♦J ♣A ♠A'
    ],
    steps: [
      '♥K',
      { legal: '♣K' },
      { reject: { play: '♥A', seat: 2 }, code: MUST_FOLLOW },
      '♣K',
      { legalWholeHand: true }, // seat 3 has no king: the ♥Q is no trump
      '♥Q ♥A >2',
      '♥9',
      { legal: '♥J ♥10' }, // seat 3 follows hearts with its plain hearts
      '♥10 ♥9',
      { legal: '♥Q ♥J' }, // seat 1: the other ♥K is a trump, not a heart
      { reject: { play: '♥K', seat: 1 }, code: MUST_FOLLOW },
      '♥Q >3'
    ]
  },
  {
    solo: 'queensJacks',
    rule: 'queens then jacks are trumps; the ♥10 is a plain heart; hearts are A 10 K 9',
    hands: [
      '♥9 ♥9 ♠A ♠10 ♠K ♠9 ♣9 ♦A ♦10 ♦K ♦9 ♦Q',
      '♥10',
      '♥A ♥K ♥Q ♥J ♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9',
      '♦J ♣Q ♠Q ♣J ♠J ♦A ♦10 ♦K ♦9 ♣A ♣10 ♣K'
    ],
    steps: [
      '♥10',
      { legal: '♥A ♥K' },
      { reject: { play: '♥Q', seat: 2 }, code: MUST_FOLLOW },
      '♥A',
      { legalWholeHand: true },
      '♦J',
      { legal: '♥9' },
      '♥9 >3'
    ]
  },
  {
    solo: 'kingsQueens',
    rule: 'kings then queens are trumps: a ♦Q led is answered with a trump, and any king beats every queen',
    hands: [
      '♦A ♦10 ♦J ♦9 ♥A ♥10 ♥J ♥9 ♠9 ♠9 ♥Q ♥Q',
      '♦Q',
      '♠K ♦A ♦10 ♦J ♦9 ♣A ♣10 ♣J ♣9 ♠A ♠10 ♠J',
      '♣Q ♥A ♥10 ♥J ♥9 ♣A ♣10 ♣J ♣9 ♠A ♠10 ♠J'
    ],
    steps: [
      '♦Q',
      { legal: '♠K' },
      { reject: { play: '♦A', seat: 2 }, code: MUST_FOLLOW },
      '♠K',
      { legal: '♣Q' },
      '♣Q',
      { legal: '♥Q' },
      '♥Q >2'
    ]
  },
  {
    solo: 'kingsJacks',
    rule: 'kings then jacks are trumps; the ♣Q is a plain club (A 10 Q 9) and must follow ♣',
    hands: [
      '♣10 ♣10 ♣Q ♣9 ♣9 ♦10 ♦Q ♦9 ♦9 ♣A ♥J ♥K',
      '♣A',
      '♣Q ♣K ♣J ♥A ♥10 ♥Q ♥9 ♠A ♠10 ♠Q ♠9 ♦A',
      '♦J ♥A ♥10 ♥Q ♥9 ♠A ♠10 ♠Q ♠9 ♦A ♦10 ♦Q'
    ],
    steps: [
      '♣A',
      { legal: '♣Q' },
      { reject: { play: '♣K', seat: 2 }, code: MUST_FOLLOW },
      '♣Q',
      { legalWholeHand: true },
      '♦J',
      { legal: '♣A ♣10 ♣Q ♣9' },
      '♣10 >3'
    ]
  },
  {
    solo: 'koehler',
    rule: 'kings, queens and jacks are trumps; spades are A 10 9',
    hands: [
      '♠9 ♠9 ♠A ♠10 ♠K ♠Q ♠J ♥K ♥J ♦K ♦Q ♦J',
      '♠10',
      '♠A ♠K ♠Q ♠J ♣A ♣10 ♣9 ♥A ♥10 ♥9 ♦A ♦10',
      '♣K ♣A ♣10 ♣9 ♥A ♥10 ♥9 ♦A ♦10 ♦9 ♦9 ♥Q'
    ],
    steps: [
      '♠10',
      { legal: '♠A' },
      { reject: { play: '♠K', seat: 2 }, code: MUST_FOLLOW },
      '♠A',
      { legalWholeHand: true },
      '♣K',
      { legal: '♠A ♠10 ♠9' },
      '♠9 >3'
    ]
  },
  {
    solo: 'pureClubs',
    rule: 'all twelve clubs are trumps, no Dullen: the ♥10 is a plain heart below the ♥A',
    hands: [
      '♥Q ♥J ♥9 ♥9 ♦K ♦Q ♦J ♦J ♦9 ♦9 ♣A ♣10',
      '♥10',
      '♥A ♥K ♣9 ♣J ♠A ♠10 ♠K ♠Q ♠J ♠9 ♦A ♦10',
      '♣9 ♣Q ♠A ♠10 ♠K ♠Q ♠J ♠9 ♦A ♦10 ♦K ♦Q'
    ],
    steps: [
      '♥10',
      { legal: '♥A ♥K' },
      { reject: { play: '♣9', seat: 2 }, code: MUST_FOLLOW },
      '♥A',
      { legalWholeHand: true },
      '♣9',
      { legal: '♥Q ♥J ♥9' },
      '♥Q >3'
    ]
  },
  {
    solo: 'pureSpades',
    rule: 'all twelve spades are trumps; the ♣Q is a plain club',
    hands: [
      '♠K ♠Q ♠J ♣A ♣10 ♣K ♣Q ♣J ♣9 ♦9 ♦9 ♦A',
      '♠9',
      '♠A ♣Q ♣A ♣10 ♣K ♣J ♣9 ♥A ♥K ♥Q ♥J ♥9',
      '♥10 ♥10 ♥A ♥K ♥Q ♥J ♥9 ♦A ♦10 ♦K ♦Q ♦J'
    ],
    steps: [
      '♠9',
      { legal: '♠A' },
      { reject: { play: '♣Q', seat: 2 }, code: MUST_FOLLOW },
      '♠A',
      { legalWholeHand: true }, // no spade: the ♥10 is not a trump
      '♥10',
      { legal: '♠K ♠Q ♠J' },
      '♠K >2'
    ]
  },
  {
    solo: 'pureHearts',
    rule: 'all twelve hearts are trumps, A 10 K Q J 9: the ♥A beats the ♥10',
    hands: [
      '♣Q ♣Q ♣9 ♠A ♠10 ♠K ♠Q ♠Q ♠J ♠9 ♦A ♦10',
      '♥J',
      '♥10 ♥9 ♣A ♣10 ♣K ♣J ♣9 ♠A ♠10 ♠K ♠J ♠9',
      '♥A ♥K ♦A ♦10 ♦K ♦Q ♦J ♦9 ♣A ♣10 ♣K ♣J'
    ],
    steps: [
      '♥J',
      { legal: '♥10 ♥9' },
      { reject: { play: '♣A', seat: 2 }, code: MUST_FOLLOW },
      '♥10',
      { legal: '♥A ♥K' },
      '♥A',
      { legalWholeHand: true }, // no heart: the ♣Q is not a trump
      '♣Q >3'
    ]
  },
  {
    solo: 'pureDiamonds',
    rule: 'all twelve diamonds are trumps, A 10 K Q J 9; the ♣Q is a plain club, the ♥10 a plain heart',
    hands: [
      '♦K ♣Q ♣A ♣10 ♣K ♣J ♣9 ♠Q ♠J ♠9 ♥A ♥K',
      '♦9',
      '♦Q ♦J ♣Q ♣A ♣10 ♣K ♣J ♣9 ♠A ♠10 ♠K ♠J',
      '♥10 ♥10 ♥A ♥K ♥Q ♥J ♥9 ♠A ♠10 ♠K ♠Q ♠9'
    ],
    steps: [
      '♦9',
      { legal: '♦Q ♦J' },
      { reject: { play: '♣Q', seat: 2 }, code: MUST_FOLLOW },
      '♦Q',
      { legalWholeHand: true },
      '♥10',
      { legal: '♦K' },
      '♦K >0'
    ]
  },
  {
    solo: 'aces',
    rule: 'the eight aces are trumps, ♣ ♠ ♥ ♦; the ♠A does not follow ♠ (10 K Q J 9)',
    hands: [
      '♣A ♦10 ♦10 ♦K ♦K ♦Q ♦Q ♦J ♦J ♦9 ♦9 ♥A',
      '♠10',
      '♠A ♠K ♠Q ♣10 ♣K ♣Q ♣J ♣9 ♥10 ♥K ♥Q ♥J',
      '♦A ♣10 ♣K ♣Q ♣J ♣9 ♥10 ♥K ♥Q ♥J ♥9 ♥9'
    ],
    steps: [
      '♠10',
      { legal: '♠K ♠Q' },
      { reject: { play: '♠A', seat: 2 }, code: MUST_FOLLOW },
      '♠K',
      { legalWholeHand: true },
      '♦A',
      { legalWholeHand: true },
      '♣A >0'
    ]
  },
  {
    solo: 'tens',
    rule: 'the eight tens are trumps, ♣ ♠ ♥ ♦; the ♠10 does not follow ♠ (A K Q J 9)',
    hands: [
      '♥10 ♦A ♦A ♦K ♦K ♦Q ♦Q ♦J ♦J ♦9 ♦9 ♣10',
      '♠A',
      '♠10 ♠K ♠Q ♣A ♣K ♣Q ♣J ♣9 ♥A ♥K ♥Q ♥J',
      '♦10 ♣A ♣K ♣Q ♣J ♣9 ♥A ♥K ♥Q ♥J ♥9 ♥9'
    ],
    steps: [
      '♠A',
      { legal: '♠K ♠Q' },
      { reject: { play: '♠10', seat: 2 }, code: MUST_FOLLOW },
      '♠K',
      { legalWholeHand: true },
      '♦10',
      { legalWholeHand: true },
      '♥10 >0'
    ]
  }
]

const runScenario = (g: Game, steps: readonly ScenarioStep[]): Game =>
  steps.reduce((x, step) => {
    if (typeof step === 'object' && 'legal' in step) {
      expect(legalFaces(x)).toEqual(faces(step.legal))
      return x
    }
    if (typeof step === 'object' && 'legalWholeHand' in step) {
      if (x.phase !== 'play') throw new Error(x.phase)
      expect(legalFaces(x)).toEqual(faces(x.hands[x.turn].map(cardName).join(' ')))
      return x
    }
    return runScript(x, [step])
  }, g)
const cardName = (c: Card): string => makeCard(c)

describe('each house solo: its trumps and its follow-suit rule in a scripted trick', () => {
  it('every house solo has a scenario', () => {
    expect(sorted(SCENARIOS.map((s) => s.solo))).toEqual(sorted(HOUSE_SOLOS))
  })

  it.each(SCENARIOS.map((s) => [s.solo, s.rule, s] as const))('%s: %s', (_solo, _rule, s) => {
    const hands = dealFor(HOUSE_TABLE, s.hands)
    const g = declare(start({ rules: HOUSE_TABLE, dealer: 0, hands }), { 1: solo(s.solo) })
    expect(g.contract).toEqual({ kind: 'solo', solo: s.solo, soloist: 1, compulsory: false })
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(g.piglets).toBe('none')
    expect(g.turn).toBe(1)
    runScenario(g, s.steps)
  })
})

describe('each house solo against the reference card order (RULES.md 2), over random games', () => {
  const CASES = HOUSE_SOLOS.flatMap((s) => Array.from({ length: 6 }, (_, i) => [s, `${s}-${i}`] as const))

  it.each(CASES)('%s (%s): legal cards and trick winners', (s, seed) => {
    const soloist = (seed.length % 4) as Seat
    let plays = 0
    const g = randomPlay(start({ rules: HOUSE_TABLE, dealer: 2, seed }), seed, {
      choose: (actions, game, random) => {
        if (game.phase === 'reservations') {
          const want = game.turn === soloist ? solo(s) : { kind: 'healthy' as const }
          return actions.find((a) => a.type === 'declare' && JSON.stringify(a.declaration) === JSON.stringify(want)) as Action
        }
        const cards = actions.filter((a) => a.type === 'play')
        return cards[random(cards.length)] as Action
      },
      onState: (game) => {
        if (game.phase !== 'play') return
        plays++
        const hand = game.hands[game.turn]
        const expected = houseLegal(s, hand, game.trick[0]).map(cardName)
        expect(legalFaces(game), `trick ${game.tricks.length + 1}, seat ${game.turn}`).toEqual(faces(expected.join(' ')))
      }
    })
    const f = expectFinished(g)
    expect(plays).toBe(48)
    expect(f.contract).toMatchObject({ kind: 'solo', solo: s, soloist })
    f.tricks.forEach((t, i) => {
      expect(t.winner, `trick ${i + 1}: ${t.cards.map(cardName).join(' ')}`).toBe((t.leader + houseWinner(s, t.cards)) % 4)
    })
  })
})

describe('complete scripted games of two house solos, settled (solo ×3)', () => {
  it('Königssolo, Re and Kontra announced: the soloist takes eleven tricks and 216 points', () => {
    const hands = dealFor(HOUSE_TABLE, [
      '♣J ♣9 ♣9 ♠A ♠10 ♠10 ♠Q ♠Q ♠J ♠J ♠9 ♠9',
      '♣K ♣K ♠K ♠K ♥K ♥K ♦K ♦K ♣A ♣A ♠A ♥9',
      '♥A ♥A ♥10 ♥10 ♥Q ♥Q ♥J ♥J ♥9 ♣10 ♣10 ♣Q',
      '♦A ♦A ♦10 ♦10 ♦Q ♦Q ♦J ♦J ♦9 ♦9 ♣Q ♣J'
    ])
    const g = declare(start({ rules: HOUSE_TABLE, dealer: 0, hands }), { 1: solo('kings') })
    const steps: Step[] = [
      { announce: 're', seat: 1 },
      { announce: 'kontra', seat: 2 },
      // Eight kings: the opponents have no trump and throw off.
      '♣K ♥J ♦9 ♠9 >1',
      '♣K ♥J ♦9 ♠9 >1',
      '♠K ♥Q ♦J ♠J >1',
      '♠K ♥Q ♦J ♠J >1',
      '♥K ♥10 ♦Q ♠Q >1',
      '♥K ♥10 ♦Q ♠Q >1',
      '♦K ♥A ♦10 ♠10 >1',
      '♦K ♥9 ♦10 ♠10 >1',
      // The club aces: everybody follows.
      { reject: { play: '♥A', seat: 2 }, code: 'turn/not-your-turn' },
      '♣A',
      { reject: { play: '♥A', seat: 2 }, code: MUST_FOLLOW },
      '♣10 ♣Q ♣9 >1',
      '♣A ♣10 ♣J ♣9 >1',
      // ♠A against ♠A: the first wins. Then the ♥9 loses to the ♥A.
      '♠A ♣Q ♦A ♠A >1',
      '♥9 ♥A ♦A ♣J >2'
    ]
    expectOutcome(runScript(g, steps), {
      contract: { kind: 'solo', solo: 'kings', soloist: 1, compulsory: false },
      parties: ['kontra', 're', 'kontra', 'kontra'],
      points: { re: 216, kontra: 24 },
      tricks: { re: 11, kontra: 1 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('below30', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra')
      ],
      value: 8,
      soloScoring: true,
      scores: [-8, 24, -8, -8]
    })
  })

  it('Asssolo, Kontra says keine 30 at once: the soloist takes one trick and 19 points', () => {
    const hands = dealFor(HOUSE_TABLE, [
      '♥9 ♥9 ♦10 ♦10 ♦K ♦K ♦Q ♦Q ♦J ♦J ♦9 ♦9',
      '♥A ♥A ♦A ♦A ♣9 ♣9 ♣J ♣J ♠9 ♠9 ♠J ♠J',
      '♣A ♣A ♠A ♠A ♥10 ♥10 ♥K ♥K ♥Q ♥Q ♥J ♥J',
      '♣10 ♣10 ♣K ♣K ♣Q ♣Q ♠10 ♠10 ♠K ♠K ♠Q ♠Q'
    ])
    const g = declare(start({ rules: HOUSE_TABLE, dealer: 0, hands }), { 1: solo('aces') })
    const steps: Step[] = [
      { announce: 'no30', seat: 3 },
      // A plain club: seat 2 has none (its ♣A are trumps) and trumps.
      '♣9 ♣A ♣10 ♦9 >2',
      '♠A ♠Q ♦10 ♦A >2',
      '♠A ♠Q ♦10 ♦A >2',
      '♣A ♣K ♦K ♥A >2',
      // A plain heart: the soloist has no plain heart (its ♥A is a trump) and trumps.
      '♥K ♠K ♥9 ♥A >1',
      '♠9 ♥J ♠10 ♦J >3',
      '♣10 ♦J ♣9 ♥J >3',
      '♠10 ♦Q ♠9 ♥Q >3',
      '♣K ♦Q ♣J ♥Q >3',
      '♣Q ♦K ♣J ♥K >3',
      '♣Q ♦9 ♠J ♥10 >3',
      '♠K ♥9 ♠J ♥10 >3'
    ]
    expectOutcome(runScript(g, steps), {
      contract: { kind: 'solo', solo: 'aces', soloist: 1, compulsory: false },
      parties: ['kontra', 're', 'kontra', 'kontra'],
      points: { re: 19, kontra: 221 },
      tricks: { re: 1, kontra: 11 },
      announcements: { re: 'none', kontra: 'no30' },
      extraPoints: [],
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('below90', 'kontra', 1),
        line('below60', 'kontra', 1),
        line('below30', 'kontra', 1),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('no90Announced', 'kontra', 1, 'kontra'),
        line('no60Announced', 'kontra', 1, 'kontra'),
        line('no30Announced', 'kontra', 1, 'kontra')
      ],
      value: -9,
      soloScoring: true,
      scores: [9, -27, 9, 9]
    })
  })
})

describe('who leads a solo (RULES.md 3)', () => {
  const leaderOf = (r: RuleSet, soloist: Seat, s: SoloType, owed = false): Seat => {
    const compulsorySoloOwed = [0, 1, 2, 3].map((x) => owed && x === soloist) as unknown as BySeat<boolean>
    const g = declare(start({ rules: r, dealer: 0, seed: `leader-${soloist}`, compulsorySoloOwed }), { [soloist]: solo(s) })
    expect(g.contract).toMatchObject({ kind: 'solo', solo: s, soloist })
    expect(g.tricks).toHaveLength(0)
    expect(g.trick).toHaveLength(0)
    expect(g.leader).toBe(g.turn)
    return g.turn
  }

  it("rules.house: soloLeader 'soloist', and the soloist leads every solo", () => {
    expect(rules.house.soloLeader).toBe('soloist')
    for (const soloist of [0, 1, 2, 3] as const) {
      for (const s of ['kings', 'koehler', 'clubs', 'queens', 'pureHearts'] as const) expect(leaderOf(rules.house, soloist, s)).toBe(soloist)
    }
  })

  it("pagat: soloLeader 'dealersLeft' by default, the dealer's left leads", () => {
    expect(rules.pagat.soloLeader).toBe('dealersLeft')
    for (const soloist of [0, 1, 2, 3] as const) expect(leaderOf(rules.pagat, soloist, 'jacks')).toBe(1)
    // Even a solo the player owes: pagat has no Pflichtsolo lead.
    expect(leaderOf(rules.pagat, 3, 'jacks', true)).toBe(1)
  })

  it("pagat variant withSoloLeader('soloist'): the soloist leads", () => {
    const r = pipe(rules.pagat, withSoloLeader('soloist'))
    for (const soloist of [0, 1, 2, 3] as const) expect(leaderOf(r, soloist, 'diamonds')).toBe(soloist)
    const withHouseSolos = pipe(rules.pagat, withSolos(['kingsJacks']), withSoloLeader('soloist'))
    expect(leaderOf(withHouseSolos, 2, 'kingsJacks')).toBe(2)
  })

  it('tsr: a Lustsolo is led by the dealer\'s left, a Pflichtsolo by the soloist', () => {
    expect(leaderOf(rules.tsr, 3, 'queens')).toBe(1)
    expect(leaderOf(rules.tsr, 3, 'queens', true)).toBe(3)
    expect(leaderOf(HOUSE_TABLE, 2, 'aces')).toBe(1)
    expect(leaderOf(HOUSE_TABLE, 2, 'aces', true)).toBe(2)
  })

  it('only the lead changes: the first card may come from the leader, not from the seat after the dealer', () => {
    const g = declare(start({ rules: rules.house, dealer: 0, seed: 'leader-3' }), { 3: solo('kings') })
    expect(legalActions(g).filter((a) => a.type === 'play').every((a) => a.seat === 3)).toBe(true)
  })
})
