import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Card, type Game, type Seat, applyAction, currentPlayer, isFinished, legalActions, makeCard, makeHand, newGame, parseHand, result, rules } from '../src/index.js'
import { DECK, type GameType, cardOrder, trickWinnerIndex } from '../src/rulesEntry.js'
import { cardIn, dealOf, declare, playCards, start } from './support/index.js'
import { actFrozen, expectRejected, legalPlays, playOut, randomPick } from './support/rules-sections.js'

/**
 * Dealer 0, so seat 1 speaks first and leads. Re = seats 0 and 2 (one ♣Q each).
 * Seat 0: no plain spade but ♠Q; trumps and plain hearts.
 * Seat 1: spades, clubs, hearts, two trumps.
 * Seat 2: spades and trumps, no plain club or heart.
 * Seat 3: no spades; clubs and trumps.
 */
const HANDS = dealOf([
  '♠Q ♥10 ♣Q ♦9 ♦9 ♥K ♥K ♥9 ♥9 ♦J ♥J ♣J',
  '♠A ♠A ♠10 ♠10 ♠K ♣A ♣A ♣10 ♥A ♥A ♦A ♦10',
  '♠9 ♠9 ♠K ♣Q ♠Q ♥Q ♥Q ♦Q ♦Q ♠J ♠J ♦A',
  '♣10 ♣K ♣K ♣J ♣9 ♣9 ♥10 ♥J ♦10 ♦K ♦K ♦J'
])
const fresh = (): Game => start({ rules: rules.tsr, dealer: 0, hands: HANDS })
const playing = (): Game => declare(fresh())

/** The faces of cards, sorted, for comparing sets of cards in notation. */
const facesOf = (cs: readonly Card[]): string => makeHand([...cs].sort((a, b) => a - b))
/** The cards of a seat's current hand matching the given faces. */
const inHand = (g: Game, seat: Seat, text: string): string => {
  if (g.phase === 'reservations' || g.phase === 'redeal') throw new Error('no hands yet')
  const r = parseHand(text)
  if (E.isLeft(r)) throw new Error(r.left.message)
  const want = r.right.map((c) => c >> 1)
  return facesOf(g.hands[seat].filter((c) => want.includes(c >> 1)))
}
const handOf = (g: Game, seat: Seat): readonly Card[] => {
  if (g.phase === 'reservations' || g.phase === 'redeal') throw new Error('no hands yet')
  return g.hands[seat]
}
const play = (g: Game, seat: Seat, notation: string) => ({ type: 'play' as const, seat, card: cardIn(g, seat, notation) })

describe('RULES 4: follow suit, trumps counting as one suit', () => {
  it('the dealer\'s left leads the first trick of a normal game', () => {
    const g = playing()
    expect(g.phase).toBe('play')
    expect(currentPlayer(g)).toBe(1)
  })

  it('holding a plain spade on a spade lead, one must play a spade (♠Q and other trumps are refused)', () => {
    const g = playCards(playing(), '♠A')
    expect(currentPlayer(g)).toBe(2)
    expect(facesOf(legalPlays(g))).toBe(inHand(g, 2, '♠K ♠9 ♠9'))
    expect(facesOf(legalPlays(g))).toBe('♠K ♠9 ♠9')
    expectRejected(g, play(g, 2, '♠Q'), 'play/must-follow-suit')
    expectRejected(g, play(g, 2, '♣Q'), 'play/must-follow-suit')
    expectRejected(g, play(g, 2, '♦A'), 'play/must-follow-suit')
    expectRejected(g, play(g, 2, '♠J'), 'play/must-follow-suit')
    expect(isFinished(actFrozen(g, play(g, 2, '♠9')))).toBe(false)
  })

  it('holding no plain spade (only trumps incl. ♠Q, and hearts), any card may be played on a spade lead', () => {
    const g = playCards(playing(), '♠A ♠9 ♦K')
    expect(currentPlayer(g)).toBe(0)
    expect(facesOf(legalPlays(g))).toBe(facesOf(handOf(g, 0)))
    expect(legalPlays(g)).toHaveLength(12)
    for (const f of ['♠Q', '♥9', '♥10', '♣Q', '♦9']) expect(E.isRight(applyAction(g, play(g, 0, f)))).toBe(true)
  })

  it('on a trump lead one must play a trump; a ♥10 and ♦ cards are trumps, plain hearts are not', () => {
    // trick 1: ♠A ♠9 ♦K ♦9 → seat 3 wins with ♦K and leads ♦J
    const g = playCards(playing(), '♠A ♠9 ♦K ♦9 ♦J')
    expect(currentPlayer(g)).toBe(0)
    expect(facesOf(legalPlays(g))).toBe(inHand(g, 0, '♠Q ♥10 ♣Q ♦9 ♦J ♥J ♣J'))
    expect(legalPlays(g)).toHaveLength(7)
    expectRejected(g, play(g, 0, '♥K'), 'play/must-follow-suit')
    const g1 = playCards(g, '♥J')
    // seat 1 holds ♦A ♦10 as its trumps: the ♥A is a plain heart and may not be played
    expect(facesOf(legalPlays(g1))).toBe('♦A ♦10')
    expectRejected(g1, play(g1, 1, '♥A'), 'play/must-follow-suit')
    expectRejected(g1, play(g1, 1, '♠A'), 'play/must-follow-suit')
  })

  it('on a heart lead the ♥10 does not follow (it is a trump); plain hearts must be played', () => {
    // seat 1 leads ♥A; seats 2 and 3 hold no plain heart, seat 0 does
    const g = playCards(playing(), '♥A')
    expect(facesOf(legalPlays(g))).toBe(facesOf(handOf(g, 2)))
    const g3 = playCards(g, '♦Q')
    expect(facesOf(legalPlays(g3))).toBe(facesOf(handOf(g3, 3)))
    const g0 = playCards(g3, '♣9')
    expect(facesOf(legalPlays(g0))).toBe('♥K ♥K ♥9 ♥9')
    expectRejected(g0, play(g0, 0, '♥10'), 'play/must-follow-suit')
    expectRejected(g0, play(g0, 0, '♥J'), 'play/must-follow-suit')
  })
})

describe('RULES 4: no duty to trump or to overtrump', () => {
  it('a player out of the led suit may discard instead of trumping', () => {
    const g = playCards(playing(), '♠A ♠9')
    expect(currentPlayer(g)).toBe(3)
    expect(legalPlays(g)).toHaveLength(12)
    const next = actFrozen(g, play(g, 3, '♣9'))
    expect(currentPlayer(next)).toBe(0)
  })

  it('after a ruff the next player may play a lower trump or a plain card', () => {
    const g = playCards(playing(), '♠A ♠9 ♦K')
    expect(E.isRight(applyAction(g, play(g, 0, '♥9')))).toBe(true)
    const under = actFrozen(g, play(g, 0, '♦9'))
    if (under.phase !== 'play') throw new Error('phase')
    // ♦K beats ♦9: seat 3's ruff wins
    expect(under.tricks).toHaveLength(1)
    expect(under.tricks[0]?.winner).toBe(3)
  })
})

describe('RULES 4: the winner leads the next trick', () => {
  it('the trick goes to the highest trump, and its winner is next to play', () => {
    const g = playCards(playing(), '♠A ♠9 ♦K ♦9')
    if (g.phase !== 'play') throw new Error('phase')
    expect(g.tricks[0]).toMatchObject({ leader: 1, winner: 3, points: 11 + 0 + 4 + 0 })
    expect(currentPlayer(g)).toBe(3)
    expect(g.leader).toBe(3)
    expect(g.trick).toEqual([])
    expectRejected(g, play(g, 0, '♥9'), 'turn/not-your-turn')
    expectRejected(g, play(g, 1, '♠A'), 'turn/not-your-turn')
  })

  it('without a trump the highest card of the led suit wins the trick', () => {
    // seat 1 leads ♠10; seat 2 ♠K; seat 3 discards ♣10; seat 0 discards ♥K
    const g = playCards(playing(), '♠10 ♠K ♣10 ♥K')
    if (g.phase !== 'play') throw new Error('phase')
    expect(g.tricks[0]).toMatchObject({ leader: 1, winner: 1, points: 10 + 4 + 10 + 4 })
    expect(currentPlayer(g)).toBe(1)
  })

  it('of two equal cards the first wins: ♠K ♠K', () => {
    // trick 1: seat 1 ♠K, seat 2 ♠K (equal, first wins), seat 3 ♣9, seat 0 ♥9 → seat 1
    const g = playCards(playing(), '♠K ♠K ♣9 ♥9')
    if (g.phase !== 'play') throw new Error('phase')
    expect(g.tricks[0]?.winner).toBe(1)
  })
})

/** Checks the invariants of a finished game against the dealt hands. */
const expectTwelveTricks = (end: Game, dealer: Seat) => {
  if (end.phase !== 'finished') throw new Error(`not finished: ${end.phase}`)
  const deal = end.setup.deal
  expect(end.tricks).toHaveLength(12)
  expect(end.hands.every((h) => h.length === 0)).toBe(true)
  const played = end.tricks.flatMap((t) => [...t.cards])
  expect([...played].sort((a, b) => a - b)).toEqual([...DECK])
  let leader: Seat =
    end.contract.kind === 'solo' && end.contract.compulsory ? end.contract.soloist : (((dealer + 1) % 4) as Seat)
  const order = cardOrder(end.gameType as GameType)
  end.tricks.forEach((t, i) => {
    expect(t.leader, `leader of trick ${i + 1}`).toBe(leader)
    expect(t.cards).toHaveLength(4)
    t.cards.forEach((c, k) => expect(deal[((t.leader + k) % 4) as Seat]).toContain(c))
    const winner = ((t.leader + trickWinnerIndex(order, t.cards, false)) % 4) as Seat
    expect(t.winner, `winner of trick ${i + 1}`).toBe(winner)
    leader = t.winner
  })
  expect(currentPlayer(end)).toBe(null)
  expect(isFinished(end)).toBe(true)
  expect(legalActions(end)).toEqual([])
  expect(E.isRight(result(end))).toBe(true)
}

describe('RULES 4: twelve tricks', () => {
  it.each([0, 1, 2, 3] as const)('a game with dealer %i runs for twelve tricks, every card once, winners leading', (dealer) => {
    const g = declare(start({ rules: rules.tsr, dealer, seed: `twelve-${dealer}` }))
    expect(result(g)).toEqual(E.left(expect.objectContaining({ code: 'phase/not-finished' })))
    const end = playOut(g, randomPick(`pick-${dealer}`))
    expectTwelveTricks(end, dealer)
  })

  it('a Pflichtsolo (soloist leads) and a Lustsolo also run for twelve tricks', () => {
    const pflicht = declare(start({ rules: rules.tsr, dealer: 1, seed: 'solo-a', compulsorySoloOwed: [true, false, false, false] }), {
      0: { kind: 'solo', solo: 'queens' }
    })
    expectTwelveTricks(playOut(pflicht, randomPick('solo-a')), 1)
    const lust = declare(start({ rules: rules.tsr, dealer: 1, seed: 'solo-b' }), { 3: { kind: 'solo', solo: 'fleischlos' } })
    expectTwelveTricks(playOut(lust, randomPick('solo-b')), 1)
  })
})

describe('RULES 4: rejected actions return a typed error and leave the state unchanged', () => {
  it('turn/not-your-turn: a card from a seat whose turn it is not', () => {
    const g = playing()
    expectRejected(g, play(g, 2, '♠9'), 'turn/not-your-turn')
    expectRejected(g, play(g, 0, '♥9'), 'turn/not-your-turn')
    const g2 = playCards(g, '♠A')
    expectRejected(g2, play(g2, 3, '♣9'), 'turn/not-your-turn')
    expectRejected(g2, play(g2, 1, '♠A'), 'turn/not-your-turn')
  })

  it('play/card-not-in-hand: another seat\'s card, or a card already played', () => {
    const g = playing()
    expectRejected(g, { type: 'play', seat: 1, card: cardIn(g, 2, '♣Q') }, 'play/card-not-in-hand')
    expectRejected(g, { type: 'play', seat: 1, card: cardIn(g, 0, '♥10') }, 'play/card-not-in-hand')
    const after = playCards(g, '♠A ♠9 ♦K ♦9')
    const playedAce = after.phase === 'play' ? after.tricks[0]?.cards[0] : undefined
    expect(playedAce !== undefined && makeCard(playedAce)).toBe('♠A')
    // seat 3 leads; a card it has played (♦K copy from trick 1) is no longer in its hand
    const playedKing = after.phase === 'play' ? (after.tricks[0]?.cards[2] as Card) : -1
    expectRejected(after, { type: 'play', seat: 3, card: playedKing }, 'play/card-not-in-hand')
  })

  it('play/must-follow-suit: a revoke', () => {
    const g = playCards(playing(), '♣A')
    // seat 2 holds no plain club; seat 3 does
    const g3 = playCards(g, '♠9')
    expectRejected(g3, play(g3, 3, '♦K'), 'play/must-follow-suit')
    expectRejected(g3, play(g3, 3, '♣J'), 'play/must-follow-suit')
    expect(facesOf(legalPlays(g3))).toBe('♣10 ♣K ♣K ♣9 ♣9')
  })

  it('phase/wrong-phase: a card or an announcement during the reservations, a declaration during play', () => {
    const r = fresh()
    expect(r.phase).toBe('reservations')
    expectRejected(r, { type: 'play', seat: 1, card: HANDS[1][0] }, 'phase/wrong-phase')
    expectRejected(r, { type: 'announce', seat: 1, announcement: 'kontra' }, 'phase/wrong-phase')
    const p = playing()
    expectRejected(p, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, 'phase/wrong-phase')
    expectRejected(p, { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'queens' } }, 'phase/wrong-phase')
  })

  it('phase/game-finished: any action after the twelfth trick', () => {
    const end = playOut(playing(), (legal) => legal[0] as Card)
    expect(end.phase).toBe('finished')
    expectRejected(end, { type: 'play', seat: 0, card: 0 }, 'phase/game-finished')
    expectRejected(end, { type: 'play', seat: 1, card: HANDS[1][0] }, 'phase/game-finished')
    expectRejected(end, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, 'phase/game-finished')
    expectRejected(end, { type: 'announce', seat: 0, announcement: 're' }, 'phase/game-finished')
  })

  const GARBAGE_ACTIONS: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'play'],
    ['{}', {}],
    ["{type:'play'}", { type: 'play' }],
    ['an unknown type', { type: 'pass', seat: 1 }],
    ['seat 7', { type: 'play', seat: 7, card: 0 }],
    ['seat -1', { type: 'play', seat: -1, card: 0 }],
    ["seat '1'", { type: 'play', seat: '1', card: 0 }],
    ['card 48', { type: 'play', seat: 1, card: 48 }],
    ['card -1', { type: 'play', seat: 1, card: -1 }],
    ['card 1.5', { type: 'play', seat: 1, card: 1.5 }],
    ["card '♠A'", { type: 'play', seat: 1, card: '♠A' }],
    ['no card', { type: 'play', seat: 1 }],
    ['an unknown announcement', { type: 'announce', seat: 1, announcement: 'no120' }],
    ['no announcement', { type: 'announce', seat: 1 }],
    ["declaration {kind:'solo', solo:'nope'}", { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'nope' } }],
    ['declaration solo without a solo', { type: 'declare', seat: 1, declaration: { kind: 'solo' } }],
    ['declaration of an unknown kind', { type: 'declare', seat: 1, declaration: { kind: 'ramsch' } }],
    ['declaration null', { type: 'declare', seat: 1, declaration: null }],
    ['declaration a string', { type: 'declare', seat: 1, declaration: 'healthy' }]
  ]
  it.each(GARBAGE_ACTIONS)('input/malformed-action: %s, in every phase', (_, action) => {
    expectRejected(fresh(), action, 'input/malformed-action')
    expectRejected(playing(), action, 'input/malformed-action')
    expectRejected(playCards(playing(), '♠A ♠9'), action, 'input/malformed-action')
  })

  const GARBAGE_GAMES: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'play'],
    ['an array', []],
    ['{}', {}],
    ["{phase:'nope'}", { phase: 'nope' }],
    ["{phase:'play'} with nothing else", { phase: 'play' }],
    ["{phase:'reservations'} with nothing else", { phase: 'reservations' }]
  ]
  it.each(GARBAGE_GAMES)('input/malformed-game: %s as the game, never a throw', (_, game) => {
    const actions: unknown[] = [
      { type: 'play', seat: 1, card: 0 },
      { type: 'declare', seat: 1, declaration: { kind: 'healthy' } },
      { type: 'announce', seat: 1, announcement: 're' }
    ]
    for (const action of actions) {
      let r: ReturnType<typeof applyAction> | undefined
      expect(() => {
        r = applyAction(game as Game, action as never)
      }).not.toThrow()
      expect(r !== undefined && E.isLeft(r) ? r.left.code : 'accepted', JSON.stringify(action)).toBe('input/malformed-game')
    }
  })

  it('a legal action on a deep-frozen state is accepted (the engine never mutates a state)', () => {
    let g = actFrozen(fresh(), { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
    g = actFrozen(g, { type: 'declare', seat: 2, declaration: { kind: 'healthy' } })
    g = actFrozen(g, { type: 'declare', seat: 3, declaration: { kind: 'healthy' } })
    g = actFrozen(g, { type: 'declare', seat: 0, declaration: { kind: 'healthy' } })
    for (const f of ['♠A', '♠9', '♦K', '♦9']) g = actFrozen(g, play(g, currentPlayer(g) as Seat, f))
    expect(currentPlayer(g)).toBe(3)
    expect(newGame({ rules: rules.tsr, dealer: 0, hands: HANDS })).toEqual(E.right(fresh()))
  })
})

describe('RULES 4: legalActions lists exactly the legal cards', () => {
  /** Every card of the deck that applyAction accepts from the seat to play. */
  const bruteForce = (g: Game): Card[] =>
    g.phase === 'reservations' || g.phase === 'finished' || g.phase === 'redeal'
      ? []
      : DECK.filter((card) => E.isRight(applyAction(g, { type: 'play', seat: g.turn, card })))

  it.each([
    ['normal game', 'legal-1', {}],
    ['normal game', 'legal-2', {}],
    ['diamonds solo', 'legal-3', { 2: { kind: 'solo', solo: 'diamonds' } }],
    ['queens solo', 'legal-4', { 1: { kind: 'solo', solo: 'queens' } }],
    ['jacks solo', 'legal-5', { 3: { kind: 'solo', solo: 'jacks' } }],
    ['fleischlos', 'legal-6', { 0: { kind: 'solo', solo: 'fleischlos' } }],
    ['hearts solo', 'legal-7', { 1: { kind: 'solo', solo: 'hearts' } }]
  ] as const)('%s (%s): at every step, the play actions equal a brute force over the deck', (_, seed, decl) => {
    const g0 = declare(start({ rules: rules.tsr, dealer: 0, seed }), decl)
    let steps = 0
    playOut(g0, randomPick(seed), (g) => {
      if (g.phase === 'reservations' || g.phase === 'finished' || g.phase === 'redeal') return
      steps++
      const listed = legalPlays(g)
      expect(new Set(listed).size).toBe(listed.length)
      expect([...listed].sort((a, b) => a - b)).toEqual(bruteForce(g))
      // every legal card is in the hand; only the seat to play has play actions
      for (const c of listed) expect(g.hands[g.turn]).toContain(c)
      for (const s of [0, 1, 2, 3] as const) {
        if (s !== g.turn) expect(legalActions(g, s).filter((a) => a.type === 'play')).toEqual([])
      }
    })
    expect(steps).toBe(48)
  })
})
