/**
 * RULES.md section 3, Armut (pagat preset; the options of `withArmut`; the house mode
 * `redealWithBock`), with sections 5 (announcements) and 7 (settlement) for the games it leads to.
 *
 * pagat (reference/pagat-base-game.de.txt): "Armut: Du hast höchstens drei Trümpfe. Du gibst drei
 * Karten verdeckt ab, darunter alle deine Trümpfe. Der erste Spieler links von dir, der annimmt,
 * übernimmt sie, gibt dir drei beliebige Karten zurück und wird dein Partner. Nimmt niemand an,
 * gibt derselbe Geber neu."
 */
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Action, type BySeat, type Card, type Game, type RuleSet, type Seat, applyAction, currentPlayer, isFinished, legalActions, result, rules } from '../src/index.js'
import { type ArmutState, pigletsInPlay, withArmut, withPiglets } from '../src/rulesEntry.js'
import { act, dealOf, start } from './support/index.js'
import { expectOutcome, line, runScript } from './support/scripted.js'
import {
  SEATS,
  actionKey,
  answer,
  cardsOf,
  choose,
  codeOf,
  combinations,
  expectRejected,
  faces,
  facesOf,
  fullDeal,
  giveBack,
  listedKeys,
  pass,
  reserve
} from './support/armut.js'

const ARMUT = { kind: 'armut' } as const

const armut = (g: Game): ArmutState => {
  if (g.phase !== 'armut') throw new Error(`expected the Armut exchange, got phase ${g.phase}`)
  return g
}

/**
 * Deal A (dealer 0: seats speak 1, 2, 3, 0; seat 1 leads). Seat 2 is poor: exactly three trumps,
 * ♦9 ♦9 ♦K. Seat 3 holds twelve high trumps (both ♣Q among them), seats 0 and 1 hold the rest.
 * Trumps (normal game): seat 0 ♠J ♥J ♦J ♦A ♦10 ♦K (6), seat 1 ♠J ♥J ♦J ♦A ♦10 (5), seat 2 3,
 * seat 3 12: 26.
 */
const DEAL_A = fullDeal([
  '♣10 ♣9 ♠10 ♠K ♠9 ♥K ♠J ♥J ♦J ♦A ♦10 ♦K',
  '♣A ♣9 ♣K ♠A ♠9 ♥A ♥9 ♠J ♥J ♦J ♦A ♦10',
  '♦9 ♦9 ♦K ♣A ♣10 ♣K ♠A ♠10 ♠K ♥A ♥K ♥9',
  '♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J'
])
const POOR_A: Seat = 2

/**
 * Deal P (dealer 0). Seat 1 (first to speak) is poor with exactly two trumps, both ♦A. Seat 2
 * (first asked) holds twelve high trumps; seat 0 holds both ♦9.
 */
const DEAL_P = fullDeal([
  '♦K ♦K ♦9 ♦9 ♠9 ♠9 ♥A ♥A ♥K ♥K ♥9 ♥9',
  '♦A ♦A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10',
  '♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J',
  '♠J ♠J ♥J ♥J ♦J ♦J ♦10 ♦10 ♣A ♠10 ♠K ♠K'
])

const pagatGame = (hands: BySeat<readonly Card[]>, r: RuleSet = rules.pagat, dealer: Seat = 0): Game =>
  start({ rules: r, dealer, hands })

/** Deal A under pagat, seat 2 declares Armut, the others healthy: the pass step. */
const armutA = (r: RuleSet = rules.pagat, dealer: Seat = 0): ArmutState =>
  armut(reserve(pagatGame(DEAL_A, r, dealer), { [POOR_A]: ARMUT }))

/** The accepted card sets of the seat to act in a pass/return step, by trying every subset of its hand. */
const acceptedCardSets = (g: ArmutState, type: 'armutPass' | 'armutReturn', sizes: readonly number[]): string[] => {
  const seat = g.turn
  const out: string[] = []
  for (const k of sizes) {
    for (const cards of combinations(g.hands[seat], k)) {
      const a: Action = { type, seat, cards }
      if (codeOf(g, a) === 'ok') out.push(actionKey(a))
    }
  }
  return out.sort()
}

/** legalActions lists exactly `count` actions, all of the seat to act, and exactly those the brute force accepts. */
const expectListedExactly = (g: ArmutState, accepted: string[], count: number): void => {
  expect(accepted).toHaveLength(count)
  expect(listedKeys(g)).toEqual(accepted)
  for (const s of SEATS) if (s !== g.turn) expect(legalActions(g, s)).toEqual([])
}

describe('RULES 3 Armut (pagat): who may declare it: at most three trumps of the normal game', () => {
  // Seat 1 speaks first (dealer 0); the other hands are filled up and declare nothing.
  // trumps are counted in the normal game's order: ♥10, queens, jacks, ♦A ♦10 ♦K ♦9 (♥A ♥K ♥9 are plain)
  const HANDS = {
    threeWithFox: '♦A ♦K ♦9 ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A', // 3 trumps, one ♦A
    fourWithOneFox: '♦A ♦K ♦9 ♦10 ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9', // 4 trumps, one ♦A
    fourWithBothFoxes: '♦A ♦A ♦K ♦9 ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9', // 4 trumps, both ♦A
    threeWithBothFoxes: '♦A ♦A ♦K ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A', // 3 trumps, both ♦A
    fiveWithOneFox: '♦A ♦K ♦9 ♦10 ♦J ♣A ♣A ♣10 ♣10 ♣K ♣K ♣9', // 5 trumps, one ♦A
    dulleQueenJack: '♥10 ♣Q ♦J ♥A ♥A ♥K ♥K ♥9 ♥9 ♣A ♣A ♠A', // 3 trumps; the hearts are plain
    fourHigh: '♥10 ♣Q ♠J ♦J ♥A ♥A ♥K ♥K ♥9 ♥9 ♣A ♣A', // 4 trumps
    noTrumps: '♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10 ♠10' // 0 trumps
  } as const
  // pagat: every trump counts, a ♦A too. singleFoxCounts false: a single ♦A does not count, both do.
  const CASES: readonly { hand: keyof typeof HANDS; pagat: boolean; singleFoxFree: boolean }[] = [
    { hand: 'threeWithFox', pagat: true, singleFoxFree: true }, // 3 | 3 - 1 = 2
    { hand: 'fourWithOneFox', pagat: false, singleFoxFree: true }, // 4 | 4 - 1 = 3
    { hand: 'fourWithBothFoxes', pagat: false, singleFoxFree: false }, // 4 | 4 (both count)
    { hand: 'threeWithBothFoxes', pagat: true, singleFoxFree: true }, // 3 | 3
    { hand: 'fiveWithOneFox', pagat: false, singleFoxFree: false }, // 5 | 4
    { hand: 'dulleQueenJack', pagat: true, singleFoxFree: true }, // 3 | 3
    { hand: 'fourHigh', pagat: false, singleFoxFree: false }, // 4 | 4
    { hand: 'noTrumps', pagat: true, singleFoxFree: true } // 0 | 0
  ]
  const singleFoxFree = pipe(rules.pagat, withArmut({ singleFoxCounts: false }))
  const declareArmut: Action = { type: 'declare', seat: 1, declaration: ARMUT }

  const check = (r: RuleSet, hand: string, allowed: boolean, code: 'declare/armut-too-many-trumps' | 'declare/not-offered') => {
    const g = start({ rules: r, dealer: 0, hands: dealOf(['', hand, '', '']) })
    const listed = legalActions(g).some((a) => actionKey(a) === actionKey(declareArmut))
    if (allowed) {
      expect(listed).toBe(true)
      expect(codeOf(g, declareArmut)).toBe('ok')
    } else expectRejected(g, declareArmut, code)
  }

  for (const c of CASES) {
    it(`${c.hand}: pagat ${c.pagat ? 'offered' : 'declare/armut-too-many-trumps'}; withArmut({ singleFoxCounts: false }) ${c.singleFoxFree ? 'offered' : 'too many'}`, () => {
      check(rules.pagat, HANDS[c.hand], c.pagat, 'declare/armut-too-many-trumps')
      check(singleFoxFree, HANDS[c.hand], c.singleFoxFree, 'declare/armut-too-many-trumps')
      // tsr has no Armut at all; withArmut() adds it with the pagat defaults
      check(rules.tsr, HANDS[c.hand], false, 'declare/not-offered')
      check(pipe(rules.tsr, withArmut()), HANDS[c.hand], c.pagat, 'declare/armut-too-many-trumps')
    })
  }

  it('the options change only what they name', () => {
    expect(rules.pagat.reservations).toEqual(['solo', 'armut', 'hochzeit'])
    expect(rules.pagat.armut).toEqual({
      mode: 'exchange',
      singleFoxCounts: true,
      pass: 'threeCards',
      returnTrumps: true,
      trumpsReturnedPublic: false
    })
    expect(singleFoxFree).toEqual({ ...rules.pagat, armut: { ...rules.pagat.armut, singleFoxCounts: false } })
    expect(rules.tsr.reservations).toEqual(['solo', 'hochzeit'])
    // withArmut places Armut by priority: after solo, before Hochzeit
    expect(pipe(rules.tsr, withArmut()).reservations).toEqual(['solo', 'armut', 'hochzeit'])
    expect(pipe(rules.tsr, withArmut())).toEqual({ ...rules.tsr, reservations: ['solo', 'armut', 'hochzeit'] })
  })
})

describe('RULES 3 Armut (pagat): the exchange step by step', () => {
  it('after the round: the poor player passes first; nobody else acts; play, announcements and declarations are refused', () => {
    const g = armutA()
    expect(g.step).toBe('pass')
    expect(g.turn).toBe(POOR_A)
    expect(currentPlayer(g)).toBe(POOR_A)
    expect(g.poor).toBe(POOR_A)
    expect(g.acceptor).toBeNull()
    expect(g.passed).toEqual([])
    expect(g.hands).toEqual(DEAL_A)
    expect(isFinished(g)).toBe(false)
    const r = result(g)
    expect(E.isLeft(r) && r.left.code).toBe('phase/not-finished')
    const hand = g.hands[POOR_A]
    for (const s of SEATS) {
      if (s !== POOR_A) expectRejected(g, { type: 'armutPass', seat: s, cards: g.hands[s].slice(0, 3) }, 'turn/not-your-turn')
    }
    expectRejected(g, { type: 'play', seat: POOR_A, card: hand[0] as Card }, 'phase/wrong-phase')
    expectRejected(g, { type: 'announce', seat: POOR_A, announcement: 're' }, 'phase/wrong-phase')
    expectRejected(g, { type: 'declare', seat: POOR_A, declaration: { kind: 'healthy' } }, 'phase/wrong-phase')
    expectRejected(g, { type: 'armutAnswer', seat: POOR_A, accept: true }, 'phase/wrong-phase')
    expectRejected(g, { type: 'armutReturn', seat: POOR_A, cards: hand.slice(0, 3) }, 'phase/wrong-phase')
  })

  it('the pass: three cards including all trumps; wrong number, a trump kept back, a card not held are refused', () => {
    const g = armutA()
    const hand = g.hands[POOR_A]
    const [d9a, d9b, dK] = cardsOf(hand, '♦9 ♦9 ♦K') as [Card, Card, Card]
    const [cA] = cardsOf(hand, '♣A') as [Card]
    const code = (cards: Card[]) => ({ type: 'armutPass', seat: POOR_A, cards }) as const
    expectRejected(g, code([d9a, d9b]), 'armut/wrong-number-of-cards')
    expectRejected(g, code([d9a, d9b, dK, cA]), 'armut/wrong-number-of-cards')
    expectRejected(g, code([]), 'armut/wrong-number-of-cards')
    expectRejected(g, code([d9a, d9b, cA]), 'armut/must-pass-all-trumps') // ♦K kept back
    expectRejected(g, code([d9a, cA, cardsOf(hand, '♣10')[0] as Card]), 'armut/must-pass-all-trumps')
    const heldBySeat3 = DEAL_A[3][0] as Card // ♥10
    expectRejected(g, code([d9a, d9b, heldBySeat3]), 'play/card-not-in-hand')
    expectRejected(g, code([d9a, d9a, dK]), 'play/card-not-in-hand') // the same card twice
  })

  it('legalActions in the pass step (3 trumps): exactly the one accepted pass, ♦9 ♦9 ♦K (brute force over subsets of 0..4 cards)', () => {
    const g = armutA()
    // with all three trumps forced, the pass is fixed: C(9, 0) = 1
    const accepted = acceptedCardSets(g, 'armutPass', [0, 1, 2, 3, 4])
    expectListedExactly(g, accepted, 1)
    const only = legalActions(g)[0]
    expect(only?.type === 'armutPass' && faces(only.cards)).toEqual(facesOf('♦9 ♦9 ♦K'))
  })

  it('after the pass: the cards leave the poor hand face down; the offer goes to the poor player\'s left', () => {
    const g = armut(pass(armutA(), '♦9 ♦9 ♦K'))
    expect(g.step).toBe('offer')
    expect(g.turn).toBe(3)
    expect(faces(g.passed)).toEqual(facesOf('♦9 ♦9 ♦K'))
    expect(g.hands[POOR_A]).toHaveLength(9)
    expect(faces(g.hands[POOR_A])).toEqual(facesOf('♣A ♣10 ♣K ♠A ♠10 ♠K ♥A ♥K ♥9'))
    // the passed cards are in nobody's hand yet
    expect(g.hands[3]).toEqual(DEAL_A[3])
    expect(g.hands[0]).toEqual(DEAL_A[0])
    expect(g.hands[1]).toEqual(DEAL_A[1])
  })

  it('the offer goes left one seat at a time: 3, then 0, then 1; legalActions lists accept and decline of that seat only', () => {
    let g = armut(pass(armutA(), '♦9 ♦9 ♦K'))
    for (const asked of [3, 0, 1] as const) {
      expect(g.step).toBe('offer')
      expect(g.turn).toBe(asked)
      expect(currentPlayer(g)).toBe(asked)
      // brute force: the accepted answers are exactly the asked seat's two
      const accepted: string[] = []
      for (const s of SEATS) {
        for (const accept of [true, false]) {
          const a: Action = { type: 'armutAnswer', seat: s, accept }
          if (codeOf(g, a) === 'ok') accepted.push(actionKey(a))
          else if (s !== asked) expectRejected(g, a, 'turn/not-your-turn')
        }
      }
      expectListedExactly(g, accepted.sort(), 2)
      expectRejected(g, { type: 'armutPass', seat: asked, cards: g.passed.slice() }, 'phase/wrong-phase')
      expectRejected(g, { type: 'armutReturn', seat: asked, cards: g.hands[asked].slice(0, 3) }, 'phase/wrong-phase')
      if (asked !== 1) g = armut(answer(g, false))
    }
  })

  it('declined by all three: the game ends in a redeal, reason armutDeclined, same dealer, nobody scores', () => {
    let g: Game = pass(armutA(), '♦9 ♦9 ♦K')
    g = answer(answer(answer(g, false), false), false)
    expect(g.phase).toBe('redeal')
    if (g.phase !== 'redeal') return
    expect(g.reason).toBe('armutDeclined')
    expect(g.seat).toBe(POOR_A)
    expect(g.setup.dealer).toBe(0)
    expect(isFinished(g)).toBe(true)
    expect(currentPlayer(g)).toBeNull()
    expect(legalActions(g)).toEqual([])
    const r = result(g)
    expect(E.isLeft(r) && r.left.code).toBe('phase/redealt')
    expectRejected(g, { type: 'armutAnswer', seat: POOR_A, accept: true }, 'phase/game-finished')
    expectRejected(g, { type: 'play', seat: 1, card: DEAL_A[1][0] as Card }, 'phase/game-finished')
  })

  it('accepted by the first asked (seat 3): it takes the three cards and must return three', () => {
    const g = armut(answer(pass(armutA(), '♦9 ♦9 ♦K'), true))
    expect(g.step).toBe('return')
    expect(g.acceptor).toBe(3)
    expect(g.turn).toBe(3)
    expect(g.hands[3]).toHaveLength(15)
    expect(faces(g.hands[3])).toEqual(facesOf('♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J ♦9 ♦9 ♦K'))
    expect(g.hands[POOR_A]).toHaveLength(9)
    const hand = g.hands[3]
    const ret = (cards: Card[], seat: Seat = 3): Action => ({ type: 'armutReturn', seat, cards })
    expectRejected(g, ret(hand.slice(0, 2)), 'armut/wrong-number-of-cards')
    expectRejected(g, ret(hand.slice(0, 4)), 'armut/wrong-number-of-cards')
    expectRejected(g, ret([hand[0] as Card, hand[1] as Card, DEAL_A[1][0] as Card]), 'play/card-not-in-hand')
    expectRejected(g, ret([hand[0] as Card, hand[0] as Card, hand[1] as Card]), 'play/card-not-in-hand')
    for (const s of SEATS) if (s !== 3) expectRejected(g, ret(g.hands[s].slice(0, 3), s), 'turn/not-your-turn')
    expectRejected(g, { type: 'armutAnswer', seat: 3, accept: false }, 'phase/wrong-phase')
  })

  it('legalActions in the return step: any three of the 15 cards, trumps and received ones included: C(15, 3) = 455 (brute force 2..4 cards)', () => {
    const g = armut(answer(pass(armutA(), '♦9 ♦9 ♦K'), true))
    expect(choose(15, 3)).toBe(455)
    expectListedExactly(g, acceptedCardSets(g, 'armutReturn', [2, 3, 4]), 455)
  })

  it('the return starts play: the poor player and the acceptor are Re, normal card order, the dealer\'s left leads; trumpsReturned counted', () => {
    // seat 3 returns two of its own trumps and one of the received ones
    const g = giveBack(answer(pass(armutA(), '♦9 ♦9 ♦K'), true), '♦Q ♦Q ♦9')
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 2, partner: 3, trumpsReturned: 3 }))
    // The contract keeps the exchanged cards (for the two players' views): exactly those passed and returned.
    if (g.contract.kind !== 'armut') return
    expect(faces(g.contract.passed)).toEqual(facesOf('♦9 ♦9 ♦K'))
    expect(faces(g.contract.returned)).toEqual(facesOf('♦Q ♦Q ♦9'))
    expect(g.gameType).toBe('normal')
    expect(g.parties).toEqual(['kontra', 'kontra', 're', 're'])
    expect(g.turn).toBe(1)
    expect(g.leader).toBe(1)
    expect(g.deadlineShift).toBe(0)
    expect(g.piglets).toBe('none')
    expect(faces(g.hands[2])).toEqual(facesOf('♣A ♣10 ♣K ♠A ♠10 ♠K ♥A ♥K ♥9 ♦Q ♦Q ♦9'))
    expect(faces(g.hands[3])).toEqual(facesOf('♥10 ♥10 ♣Q ♣Q ♠Q ♠Q ♥Q ♥Q ♣J ♣J ♦9 ♦K'))
    // A card-play state lists a hand's cards in card order.
    expect(g.hands[0]).toEqual([...DEAL_A[0]].sort((a, b) => a - b))
    expect(g.hands[1]).toEqual([...DEAL_A[1]].sort((a, b) => a - b))
    // announcements per section 5 from the start of play: Re for 2 and 3, Kontra for 0 and 1, 12 cards each
    for (const s of SEATS) {
      expect(codeOf(g, { type: 'announce', seat: s, announcement: g.parties[s] as 're' | 'kontra' })).toBe('ok')
      expect(codeOf(g, { type: 'announce', seat: s, announcement: g.parties[s] === 're' ? 'kontra' : 're' })).toBe('announce/wrong-party')
    }
  })

  it('returning plain cards only: trumpsReturned 0', () => {
    const g = giveBack(answer(answer(pass(armutA(), '♦9 ♦9 ♦K'), false), true), '♣10 ♣9 ♥K')
    expect(g.phase === 'play' && g.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 2, partner: 0, trumpsReturned: 0 }))
  })

  it('the dealer\'s left leads, not the poor player or the acceptor: dealer 3, poor 2, acceptor 3 → seat 0 leads', () => {
    let g: Game = armutA(rules.pagat, 3)
    expect(armut(g).turn).toBe(2)
    g = giveBack(answer(pass(g, '♦9 ♦9 ♦K'), true), '♦9 ♦9 ♦K')
    expect(g.phase === 'play' && [g.turn, g.leader]).toEqual([0, 0])
    expect(g.phase === 'play' && g.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 2, partner: 3, trumpsReturned: 3 }))
  })
})

describe('RULES 3/5/7 Armut (pagat): complete games', () => {
  it('accepted by the first asked; Re (poor 2 + acceptor 3) wins 228:12 with Re, keine 90, keine 60 against Kontra', () => {
    let g = giveBack(answer(pass(armutA(), '♦9 ♦9 ♦K'), true), '♦Q ♦Q ♦9')
    g = runScript(g, [
      { announce: 're', seat: 2 }, // 12 cards
      '♣A ♣A ♥10 ♣10 >3', // 11 + 11 + 10 + 10 = 42: a Doppelkopf for Re
      { announce: 'kontra', seat: 0 }, // 11 cards
      '♦9 ♠J ♦10 ♦9 >0', // 0 + 2 + 10 + 0 = 12 for Kontra
      { announce: 'no90', seat: 3 }, // 10 cards
      '♥K ♥A ♥9 ♣Q >3', // 4 + 11 + 0 + 3 = 18
      { announce: 'no60', seat: 3 }, // 9 cards
      { reject: { announce: 'no90', seat: 0 }, code: 'announce/too-late' }, // Kontra's keine 90 needs 10 cards, seat 0 holds 9
      '♣Q ♦A ♦A ♦Q >3', // 3 + 11 + 11 + 3 = 28: both Kontra foxes caught
      '♠Q ♦10 ♦J ♦Q >3', // 3 + 10 + 2 + 3 = 18
      '♠Q ♦K ♥J ♠K >3', // 3 + 4 + 2 + 4 = 13
      '♥Q ♦J ♠J ♥K >3', // 3 + 2 + 2 + 4 = 11
      '♥Q ♥J ♣9 ♣K >3', // 3 + 2 + 0 + 4 = 9
      '♦K ♣9 ♥9 ♠10 >3', // 4 + 0 + 0 + 10 = 14
      '♥10 ♠9 ♣K ♥A >3', // 10 + 0 + 4 + 11 = 25
      '♣J ♠K ♠9 ♣10 >3', // 2 + 4 + 0 + 10 = 16
      '♣J ♠10 ♠A ♠A >3' // 2 + 10 + 11 + 11 = 34: the last trick won by ♣J, a Karlchen
    ])
    // Re: 42 + 18 + 28 + 18 + 13 + 11 + 9 + 14 + 25 + 16 + 34 = 228 in 11 tricks; Kontra 12 in 1.
    // pagat: won 1, Kontra below 90/60/30 3 (12 < 30; not schwarz), Re and Kontra announced 2 + 2,
    // keine 90 and keine 60 by the winners 1 + 1; extra points Doppelkopf 1, two foxes 2, Karlchen 1.
    // 1 + 3 + 4 + 2 + 4 = 14; 2 v 2: +14 each for Re, -14 each for Kontra.
    expectOutcome(g, {
      contract: expect.objectContaining({ kind: 'armut', poor: 2, partner: 3, trumpsReturned: 3 }),
      parties: ['kontra', 'kontra', 're', 're'],
      points: { re: 228, kontra: 12 },
      tricks: { re: 11, kontra: 1 },
      announcements: { re: 'no60', kontra: 'announced' },
      extraPoints: [
        { party: 're', kind: 'doppelkopf' },
        { party: 're', kind: 'foxCaught' },
        { party: 're', kind: 'foxCaught' },
        { party: 're', kind: 'karlchen' }
      ],
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('below30', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 're'),
        line('no60Announced', 're', 1, 're'),
        line('doppelkopf', 're', 1),
        line('foxCaught', 're', 1),
        line('foxCaught', 're', 1),
        line('karlchen', 're', 1)
      ],
      value: 14,
      soloScoring: false,
      scores: [-14, -14, 14, 14]
    })
  })

  it('accepted by the third asked (seat 1); Kontra (0 and 3, both ♣Q with seat 3) wins schwarz: the point against the ♣Q', () => {
    let g: Game = pass(armutA(), '♦9 ♦9 ♦K')
    g = answer(g, false) // seat 3
    g = answer(g, false) // seat 0
    expect(armut(g).turn).toBe(1)
    g = answer(g, true) // seat 1
    g = giveBack(g, '♣9 ♠9 ♥9')
    expect(g.phase === 'play' && g.turn).toBe(1)
    g = runScript(g, [
      { announce: 're', seat: 1 },
      { announce: 'kontra', seat: 0 },
      '♣A ♣9 ♥10 ♣10 >3', // 11 + 0 + 10 + 10 = 31
      '♣Q ♦A ♦9 ♥9 >3', // 3 + 11 + 0 + 0 = 14 (seat 0's own fox: not caught)
      '♣Q ♦10 ♦A ♠9 >3', // 3 + 10 + 11 + 0 = 24 (seat 1's fox caught by Kontra)
      '♠Q ♦J ♦9 ♥K >3', // 3 + 2 + 0 + 4 = 9
      '♠Q ♥J ♦K ♠K >3', // 3 + 2 + 4 + 4 = 13
      '♥Q ♠J ♦10 ♣K >3', // 3 + 2 + 10 + 4 = 19
      '♥Q ♦K ♦J ♠10 >3', // 3 + 4 + 2 + 10 = 19
      '♦Q ♣9 ♠J ♥9 >3', // 3 + 0 + 2 + 0 = 5
      '♦Q ♠9 ♥J ♣10 >3', // 3 + 0 + 2 + 10 = 15
      '♥10 ♥K ♣K ♣A >3', // 10 + 4 + 4 + 11 = 29
      '♣J ♠K ♥A ♥A >3', // 2 + 4 + 11 + 11 = 28
      '♣J ♠10 ♠A ♠A >3' // 2 + 10 + 11 + 11 = 34, won by ♣J: Karlchen
    ])
    // Kontra 240 in 12 tricks. pagat: won 1, against the ♣Q 1 (Kontra wins), Re below 90/60/30 and
    // schwarz 4, Re and Kontra announced 2 + 2; extra points fox 1, Karlchen 1: 12.
    expectOutcome(g, {
      contract: expect.objectContaining({ kind: 'armut', poor: 2, partner: 1, trumpsReturned: 0 }),
      parties: ['kontra', 're', 're', 'kontra'],
      points: { re: 0, kontra: 240 },
      tricks: { re: 0, kontra: 12 },
      announcements: { re: 'announced', kontra: 'announced' },
      extraPoints: [
        { party: 'kontra', kind: 'foxCaught' },
        { party: 'kontra', kind: 'karlchen' }
      ],
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('below90', 'kontra', 1),
        line('below60', 'kontra', 1),
        line('below30', 'kontra', 1),
        line('schwarz', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('foxCaught', 'kontra', 1),
        line('karlchen', 'kontra', 1)
      ],
      value: -12,
      soloScoring: false,
      scores: [12, -12, -12, 12]
    })
  })
})

describe("option withArmut({ pass: 'trumpsOnly' }): pass exactly the trumps, get as many back", () => {
  const trumpsOnly = pipe(rules.pagat, withArmut({ pass: 'trumpsOnly' }))
  const start1 = (r: RuleSet): ArmutState => armut(reserve(pagatGame(DEAL_P, r), { 1: ARMUT }))

  it('changes only armut.pass', () => {
    expect(trumpsOnly).toEqual({ ...rules.pagat, armut: { ...rules.pagat.armut, pass: 'trumpsOnly' } })
  })

  it('seat 1 with two trumps (♦A ♦A): pagat passes both plus any one of 10 others (10 passes); trumpsOnly exactly the two (1 pass)', () => {
    const pg = start1(rules.pagat)
    // both ♦A forced, one of the ten plain cards free: C(10, 1) = 10
    expectListedExactly(pg, acceptedCardSets(pg, 'armutPass', [1, 2, 3, 4]), 10)
    const to = start1(trumpsOnly)
    expectListedExactly(to, acceptedCardSets(to, 'armutPass', [1, 2, 3, 4]), 1)
    const only = legalActions(to)[0]
    expect(only?.type === 'armutPass' && faces(only.cards)).toEqual(facesOf('♦A ♦A'))
    const hand = to.hands[1]
    const p = (notation: string): Action => ({ type: 'armutPass', seat: 1, cards: cardsOf(hand, notation) })
    expectRejected(to, p('♦A ♦A ♣A'), 'armut/wrong-number-of-cards') // the pagat pass
    expectRejected(to, p('♦A'), 'armut/wrong-number-of-cards')
    expectRejected(to, p('♦A ♣A'), 'armut/must-pass-all-trumps')
    expectRejected(pg, p('♦A ♦A'), 'armut/wrong-number-of-cards') // and the other way round
  })

  it('the acceptor returns as many as it got: two of its 14 cards, C(14, 2) = 91 choices; then 12 cards each', () => {
    let g: Game = pass(start1(trumpsOnly), '♦A ♦A')
    expect(faces(armut(g).passed)).toEqual(facesOf('♦A ♦A'))
    expect(armut(g).hands[1]).toHaveLength(10)
    g = answer(g, true) // seat 2
    const r = armut(g)
    expect(r.hands[2]).toHaveLength(14)
    expectListedExactly(r, acceptedCardSets(r, 'armutReturn', [1, 2, 3]), 91)
    expectRejected(r, { type: 'armutReturn', seat: 2, cards: cardsOf(r.hands[2], '♣J ♣J ♥10') }, 'armut/wrong-number-of-cards')
    const done = giveBack(g, '♦A ♣J')
    expect(done.phase).toBe('play')
    if (done.phase !== 'play') return
    expect(done.hands.map((h) => h.length)).toEqual([12, 12, 12, 12])
    expect(done.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: 2 }))
    expect(faces(done.hands[1])).toEqual(facesOf('♦A ♣J ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♠A ♠A ♠10'))
  })
})

describe('option withArmut({ returnTrumps: false }): no trumps among the returned cards', () => {
  const noTrumpsBack = pipe(rules.pagat, withArmut({ returnTrumps: false }))
  /** Deal A, seat 2 poor passes ♦9 ♦9 ♦K, seat 3 declines, seat 0 accepts: 6 plain + 9 trumps. */
  const acceptedBy0 = (r: RuleSet): ArmutState => armut(answer(answer(pass(armutA(r), '♦9 ♦9 ♦K'), false), true))

  it('changes only armut.returnTrumps', () => {
    expect(noTrumpsBack).toEqual({ ...rules.pagat, armut: { ...rules.pagat.armut, returnTrumps: false } })
  })

  it('seat 0 (plain ♣10 ♣9 ♠10 ♠K ♠9 ♥K) may return only three of its six plain cards: C(6, 3) = 20; pagat: C(15, 3) = 455', () => {
    const g = acceptedBy0(noTrumpsBack)
    expect(g.acceptor).toBe(0)
    expectListedExactly(g, acceptedCardSets(g, 'armutReturn', [2, 3, 4]), 20)
    const hand = g.hands[0]
    const ret = (notation: string): Action => ({ type: 'armutReturn', seat: 0, cards: cardsOf(hand, notation) })
    expectRejected(g, ret('♦9 ♦9 ♦K'), 'armut/no-trumps-back') // the received trumps
    expectRejected(g, ret('♣10 ♣9 ♦A'), 'armut/no-trumps-back') // one own trump
    expectRejected(g, ret('♣10 ♣9 ♥J'), 'armut/no-trumps-back')
    const done = act(g, ret('♣10 ♣9 ♥K'))
    expect(done.phase === 'play' && done.contract).toEqual(expect.objectContaining({ kind: 'armut', poor: 2, partner: 0, trumpsReturned: 0 }))
    const pg = acceptedBy0(rules.pagat)
    expectListedExactly(pg, acceptedCardSets(pg, 'armutReturn', [3]), 455)
    expect(codeOf(pg, { type: 'armutReturn', seat: 0, cards: cardsOf(pg.hands[0], '♦9 ♦9 ♦K') })).toBe('ok')
  })
})

describe("house: Armut means a redeal (armut.mode 'redealWithBock')", () => {
  it('rules.house: a winning Armut ends the game at once in a redeal, reason armutRedeal, with the poor seat', () => {
    expect(rules.house.armut.mode).toBe('redealWithBock')
    const g = reserve(pagatGame(DEAL_A, rules.house), { [POOR_A]: ARMUT })
    expect(g.phase).toBe('redeal')
    if (g.phase !== 'redeal') return
    expect(g.reason).toBe('armutRedeal')
    expect(g.seat).toBe(POOR_A)
    expect(isFinished(g)).toBe(true)
    expect(legalActions(g)).toEqual([])
    const r = result(g)
    expect(E.isLeft(r) && r.left.code).toBe('phase/redealt')
  })

  it("withArmut({ mode: 'redealWithBock' }) on pagat: the same deal gives a redeal instead of the exchange", () => {
    const r = pipe(rules.pagat, withArmut({ mode: 'redealWithBock' }))
    expect(r).toEqual({ ...rules.pagat, armut: { ...rules.pagat.armut, mode: 'redealWithBock' } })
    const g = reserve(pagatGame(DEAL_A, r), { [POOR_A]: ARMUT })
    expect(g.phase === 'redeal' && [g.reason, g.seat]).toEqual(['armutRedeal', 2])
    expect(reserve(pagatGame(DEAL_A), { [POOR_A]: ARMUT }).phase).toBe('armut')
  })
})

describe('option withPiglets: the piglets are fixed from the hands after the Armut exchange', () => {
  // Deal P: seat 1 (poor) holds both ♦A at the deal and must pass them; seat 2 accepts.
  const withP = pipe(rules.pagat, withPiglets())
  const exchange = (r: RuleSet, back: string): Game =>
    giveBack(answer(pass(reserve(pagatGame(DEAL_P, r), { 1: ARMUT }), '♦A ♦A ♣A'), true), back)

  it('at the deal seat 1 holds both ♦A (piglets by the deal)', () => {
    expect(pigletsInPlay(withP, 'normal', DEAL_P)).toBe('piglets')
  })

  it('the acceptor keeps both ♦A → piglets; returns one → none (each side holds one); returns both → piglets again', () => {
    const keeps = exchange(withP, '♣A ♣J ♣J')
    expect(keeps.phase === 'play' && [keeps.piglets, keeps.contract]).toEqual([
      'piglets',
      expect.objectContaining({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: 2 })
    ])
    const splits = exchange(withP, '♦A ♥10 ♣J')
    expect(splits.phase === 'play' && [splits.piglets, splits.contract]).toEqual([
      'none',
      expect.objectContaining({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: 3 })
    ])
    const both = exchange(withP, '♦A ♦A ♣A')
    expect(both.phase === 'play' && both.piglets).toBe('piglets')
  })

  it('superpiglets: with both ♦A in seat 2 and both ♦9 in seat 0 → superNines; without the option none at all', () => {
    const sup = exchange(pipe(rules.pagat, withPiglets({ superpiglets: true })), '♣A ♣J ♣J')
    expect(sup.phase === 'play' && sup.piglets).toBe('superNines')
    const plain = exchange(rules.pagat, '♣A ♣J ♣J')
    expect(plain.phase === 'play' && plain.piglets).toBe('none')
  })
})

describe('rejected Armut actions leave the state unchanged', () => {
  it('every listed action of each step is accepted, and the given state is never modified', () => {
    let g: Game = armutA()
    for (const step of ['pass', 'offer', 'return'] as const) {
      expect(armut(g).step).toBe(step)
      const before = JSON.stringify(g)
      for (const a of legalActions(g).slice(0, 50)) expect(E.isRight(applyAction(g, a))).toBe(true)
      expect(JSON.stringify(g)).toBe(before)
      g = act(g, legalActions(g)[0] as Action)
    }
    expect(g.phase).toBe('play')
  })
})
