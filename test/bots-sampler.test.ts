/**
 * The hidden-hand sampler (src/bots/sampler.ts): every sampled deal agrees with the seat's view
 * (sizes, each card once, voids, known cards, parties, piglets, the viewer's own hand), checked
 * here by rules written independently of the sampler; the true hands always pass the sampler's
 * own check; a state rebuilt from a view plays on to the end with the fast path and the engine,
 * and with the true hands it plays exactly like the real game.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BySeat, type Card, type Game, type Seat, applyAction, decodeGame, legalActions, rules } from '../src/index.js'
import { type PlayingGame, CLUB_QUEENS, cardOrder, createRng, deckOf, normalTrumps, orderFor, pigletsInPlay } from '../src/rulesEntry.js'
import { TRUMP } from '../src/game/order.js'
import { FastGame } from '../src/fast/index.js'
import { genscherAhead } from '../src/game/genscher.js'
import { type PlayerView, playerView } from '../src/views/playerView.js'
import {
  dealConstraints,
  dealViolations,
  fastGameFromView,
  sampleDeal,
  sampleDeals,
  stateFromView
} from '../src/bots/sampler.js'
import { act, declare, start, fastCopy, spectatorOf, viewOf } from './support/index.js'
import { randomRuleGame, ruleSetArb } from './support/random-rules.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]

type Playing = PlayerView & {
  readonly contract: NonNullable<PlayerView['contract']>
  readonly gameType: NonNullable<PlayerView['gameType']>
  readonly trick: NonNullable<PlayerView['trick']>
}

const playing = (v: PlayerView): Playing => {
  if (v.contract === null || v.gameType === null || v.trick === null) throw new Error(`view not in card play: ${v.phase}`)
  return v as Playing
}

/** Every trick the view shows, the current one last. */
const tricksOf = (v: Playing): { leader: Seat; cards: readonly Card[] }[] => [...v.tricks, v.trick]

/** Who played which card, by the view. */
const playedBy = (v: Playing): Card[][] => {
  const out: Card[][] = [[], [], [], []]
  for (const t of tricksOf(v)) t.cards.forEach((c, i) => (out[(t.leader + i) & 3] as Card[]).push(c))
  return out
}

/**
 * Why a deal contradicts a view, by rules written for this test (empty when it agrees): sizes,
 * each card once, the viewer's hand, voids, known cards, parties, piglets.
 */
const contradictions = (view: PlayerView, hands: BySeat<readonly Card[]>): string[] => {
  const v = playing(view)
  const out: string[] = []
  const played = playedBy(v)
  if (JSON.stringify(hands[v.seat]) !== JSON.stringify(v.hand)) out.push('the viewer hand changed')
  for (const s of SEATS) if (hands[s].length !== v.handSizes[s]) out.push(`seat ${s} holds ${hands[s].length}, not ${v.handSizes[s]}`)
  const all = [...hands.flat(), ...played.flat()].sort((a, b) => a - b)
  if (JSON.stringify(all) !== JSON.stringify([...deckOf(v.rules)].sort((a, b) => a - b))) out.push('not every card exactly once')
  // Voids: a seat that did not follow the led class holds none of it.
  const cls = orderFor(v.rules, v.gameType, v.piglets ?? 'none').suitClass
  for (const t of tricksOf(v)) {
    const led = t.cards[0]
    if (led === undefined) continue
    t.cards.forEach((c, i) => {
      const s = ((t.leader + i) & 3) as Seat
      if (i === 0 || cls[c] === cls[led] || s === v.seat) return
      if (hands[s].some((h) => cls[h] === cls[led])) out.push(`seat ${s} showed a void in class ${cls[led]} but holds it`)
    })
  }
  const unplayedQueens = CLUB_QUEENS.filter((q) => !played.flat().includes(q))
  const c = v.contract
  const startHands = SEATS.map((s) => [...hands[s], ...(played[s] as Card[])])
  switch (c.kind) {
    case 'hochzeit':
      if (!unplayedQueens.every((q) => hands[c.hochzeiter].includes(q))) out.push('the Hochzeiter lacks a ♣Q')
      break
    case 'silentWedding':
      if (!unplayedQueens.every((q) => hands[c.player].includes(q))) out.push('the silent wedding player lacks a ♣Q')
      break
    case 'normal':
      // A Genscher partner made the parties: the Genscher player holds both ♦K, the ♣Q say nothing.
      if (c.genscher !== undefined) {
        const kings = (startHands[c.genscher.seat] as Card[]).filter((x) => x >> 1 === 20).length
        if (kings !== 2) out.push('the Genscher player did not hold both ♦K')
        if (c.genscher.partner !== null) break
      }
      for (const s of SEATS) {
        const queens = (startHands[s] as Card[]).filter((x) => CLUB_QUEENS.includes(x)).length
        if (v.parties[s] === 'kontra' && queens > 0) out.push(`Kontra seat ${s} holds a ♣Q`)
        if (v.parties[s] === 're' && queens === 0) out.push(`Re seat ${s} has no ♣Q`)
      }
      break
    case 'armut': {
      const a = v.armut
      const gone = new Set(played.flat())
      if (v.seat === c.poor && a?.passed != null) {
        for (const x of a.passed) if (!(a.returned ?? []).includes(x) && !gone.has(x) && !hands[c.partner].includes(x)) out.push('passed card not with the partner')
      }
      if (v.seat === c.partner && a?.returned != null) {
        for (const x of a.returned) if (!gone.has(x) && !hands[c.poor].includes(x)) out.push('returned card not with the poor player')
      }
      if (v.seat !== c.poor && v.seat !== c.partner && c.trumpsReturned !== null && v.rules.armut.singleFoxCounts) {
        if (normalTrumps(startHands[c.poor] as Card[], v.rules.dullen).length !== c.trumpsReturned) out.push('the poor player has the wrong number of trumps')
      }
      break
    }
    case 'solo':
      break
  }
  if (v.piglets !== null && pigletsInPlay(v.rules, v.gameType, startHands) !== v.piglets) out.push('wrong piglets')
  return out
}

/** Plays a fast game to the end with random legal cards; returns the scores. */
const playOutFast = (f: FastGame, seed: string): readonly number[] => {
  const rng = createRng(seed)
  while (!f.isFinished()) f.play(f.randomLegalCard(rng.nextInt))
  return f.settle().scores
}

/** Plays a state to the end through the validating API (random legal cards); throws on a rejection. */
const playOutEngine = (g: Game, seed: string): Game => {
  const rng = createRng(seed)
  let game = g
  for (let i = 0; game.phase === 'play' || game.phase === 'clarification'; i++) {
    if (i > 60) throw new Error('the game does not end')
    const actions = legalActions(game).filter((a) => a.type === 'play' || a.type === 'chooseClarification' || a.type === 'genscher')
    const next = applyAction(game, actions[rng.nextInt(actions.length)] as (typeof actions)[number])
    if (E.isLeft(next)) throw new Error(`${next.left.code}: ${next.left.message}`)
    game = next.right
  }
  return game
}

const isPlaying = (g: Game): g is PlayingGame => g.phase === 'play' || g.phase === 'clarification'

describe('sampleDeals over random games', () => {
  it('never contradicts the view, and the rebuilt state plays on to the end', () => {
    let checked = 0
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        const game = randomRuleGame(drawn.rules, `sampler-${n}`)
        const rng = createRng(`pick-${n}`)
        const moments = game.states.filter(isPlaying)
        for (let m = 0; m < 3 && moments.length > 0; m++) {
          const g = moments[rng.nextInt(moments.length)] as PlayingGame
          const seat = rng.nextInt(4) as Seat
          const view = viewOf(g, seat)
          // The truth passes both checks (neither is stricter than the rules).
          expect(contradictions(view, g.hands), drawn.steps.join(' ')).toEqual([])
          expect(dealViolations(view, g.hands)).toBe(0)
          for (const deal of sampleDeals(view, rng, 3)) {
            expect(deal.violations).toBe(0)
            expect(contradictions(view, deal.hands), drawn.steps.join(' ')).toEqual([])
            const state = stateFromView(view, deal.hands)
            if (state === null) throw new Error('no state')
            // The fast path refuses a game with a Genscher still to come (its own test has that).
            if (!genscherAhead(state)) {
              const scores = playOutFast(fastCopy(state), `fast-${n}`)
              expect(scores.reduce((a, b) => a + b, 0)).toBe(0)
            }
            expect(playOutEngine(state, `engine-${n}`).phase).toBe('finished')
            checked++
          }
        }
      }),
      { numRuns: 300, seed: 20260 }
    )
    expect(checked).toBeGreaterThan(300)
  }, 60_000)

  it('rebuilds the real game from the true hands: the same contract, parties, piglets and play', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        const game = randomRuleGame(drawn.rules, `rebuild-${n}`)
        const rng = createRng(`rebuild-pick-${n}`)
        for (const g of game.states.filter(isPlaying).filter(() => rng.nextInt(4) === 0)) {
          const seat = rng.nextInt(4) as Seat
          const state = stateFromView(viewOf(g, seat), g.hands)
          if (state === null) throw new Error('no state')
          expect(state.parties).toEqual(g.parties)
          expect(state.contract.kind).toBe(g.contract.kind)
          expect(state.piglets).toBe(g.piglets)
          expect(state.hands).toEqual(g.hands)
          expect(state.trick).toEqual(g.trick)
          expect(state.tricks).toEqual(g.tricks)
          expect(state.turn).toBe(g.turn)
          if (g.contract.kind === 'normal') expect(state.contract).toEqual(g.contract)
          if (!genscherAhead(g)) expect(playOutFast(fastCopy(state), `same-${n}`)).toEqual(playOutFast(fastCopy(g), `same-${n}`))
          const a = playOutEngine(state, `same-engine-${n}`)
          const b = playOutEngine(g, `same-engine-${n}`)
          expect(a.phase === 'finished' && b.phase === 'finished' && a.settlement).toEqual(b.phase === 'finished' && b.settlement)
          // Outside an Armut game (whose exchange the view does not show everyone) the
          // reconstructed history replays from the reconstructed setup to the state itself.
          expect(state.history.filter((x) => x.type === 'play').length).toBe(4 * g.tricks.length + g.trick.length)
          if (g.contract.kind !== 'armut') expect(decodeGame({ setup: state.setup, history: state.history })).toStrictEqual(E.right(state))
        }
      }),
      { numRuns: 150, seed: 7 }
    )
  }, 60_000)
})

describe('sampleDeals in set positions', () => {
  it('keeps a seat that did not follow a suit free of that suit', () => {
    // Seat 1 leads ♠A; seat 2 holds no plain spade and throws ♥9.
    let g: Game = declare(
      start({
        dealer: 0,
        hands: [
          [0, 1, 2, 3, 4, 5, 10, 11, 22, 23, 24, 25],
          [12, 13, 14, 15, 16, 17, 6, 7, 8, 9, 28, 29],
          [34, 35, 26, 27, 30, 31, 32, 33, 18, 19, 20, 21],
          [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]
        ]
      })
    )
    g = act(g, { type: 'play', seat: 1, card: 12 })
    g = act(g, { type: 'play', seat: 2, card: 34 })
    const view = viewOf(g, 0)
    const spades = (c: Card): boolean => cardOrder('normal').suitClass[c] === 1
    const deals = sampleDeals(view, createRng('void'), 200)
    expect(deals).toHaveLength(200)
    const spadesAt = [0, 0, 0, 0]
    for (const d of deals) {
      expect(d.violations).toBe(0)
      expect(d.hands[0]).toEqual(view.hand)
      for (const s of SEATS) spadesAt[s] = (spadesAt[s] as number) + d.hands[s].filter(spades).length
    }
    // The five spades still out go to seats 1 and 3 only, and both get some over the samples.
    expect(spadesAt[2]).toBe(0)
    expect((spadesAt[1] as number) + (spadesAt[3] as number)).toBe(5 * 200)
    expect(spadesAt[1]).toBeGreaterThan(0)
    expect(spadesAt[3]).toBeGreaterThan(0)
  })

  it('deals both ♣Q to the Hochzeiter', () => {
    const deal: BySeat<readonly Card[]> = [
      [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
      [6, 7, 0, 1, 2, 3, 4, 5, 8, 9, 10, 11],
      [28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
      [40, 41, 42, 43, 44, 45, 46, 47, 12, 13, 14, 15]
    ]
    const g = declare(start({ dealer: 0, hands: deal }), { 1: { kind: 'hochzeit' } })
    expect(g.contract.kind).toBe('hochzeit')
    for (const seat of [0, 2, 3] as const) {
      for (const d of sampleDeals(viewOf(g, seat), createRng(`hz-${seat}`), 50)) {
        expect(d.hands[1]).toContain(6)
        expect(d.hands[1]).toContain(7)
      }
    }
  })

  it('gives a seat that announced Re a ♣Q, and keeps ♣Q away from a seat that announced Kontra', () => {
    // Seat 1 holds one ♣Q, seat 3 the other; seat 0 views.
    const deal: BySeat<readonly Card[]> = [
      [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
      [6, 0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12],
      [28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
      [7, 40, 41, 42, 43, 44, 45, 46, 47, 13, 14, 15]
    ]
    let g: Game = declare(start({ dealer: 0, hands: deal }))
    g = act(g, { type: 'announce', seat: 1, announcement: 're' })
    g = act(g, { type: 'announce', seat: 2, announcement: 'kontra' })
    const view = viewOf(g, 0)
    expect(view.parties).toEqual(['kontra', 're', 'kontra', null])
    for (const d of sampleDeals(view, createRng('re'), 100)) {
      expect(d.hands[1].filter((c) => c === 6 || c === 7).length).toBeGreaterThanOrEqual(1)
      expect(d.hands[2].some((c) => c === 6 || c === 7)).toBe(false)
    }
  })

  it('knows where the Armut cards went, for the poor player and the partner', () => {
    // pagat: seat 1 is poor (its only trumps are the two ♥10), passes three cards to seat 2.
    const poorHand = [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 28, 29]
    const deal: BySeat<readonly Card[]> = [
      [3, 4, 5, 15, 16, 17, 30, 31, 32, 33, 34, 35],
      poorHand,
      [6, 7, 8, 9, 10, 11, 18, 19, 20, 21, 22, 23],
      [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]
    ]
    let g: Game = start({ rules: rules.pagat, dealer: 0, hands: deal })
    expect(normalTrumps(poorHand).length).toBeLessThanOrEqual(3)
    g = act(g, { type: 'declare', seat: 1, declaration: { kind: 'armut' } })
    for (const seat of [2, 3, 0] as const) {
      if (g.phase === 'reservations') g = act(g, { type: 'declare', seat, declaration: { kind: 'healthy' } })
    }
    expect(g.phase).toBe('armut')
    const pass = legalActions(g)[0]
    if (pass?.type !== 'armutPass') throw new Error('expected a pass')
    g = act(g, pass)
    g = act(g, { type: 'armutAnswer', seat: 2, accept: true })
    const ret = legalActions(g)[0]
    if (ret?.type !== 'armutReturn') throw new Error('expected a return')
    g = act(g, ret)
    expect(g.phase).toBe('play')
    if (g.phase !== 'play' || g.contract.kind !== 'armut') throw new Error('expected an Armut game')
    const kept = pass.cards.filter((c) => !ret.cards.includes(c))
    for (const d of sampleDeals(viewOf(g, 1), createRng('poor'), 50)) for (const c of kept) expect(d.hands[2]).toContain(c)
    for (const d of sampleDeals(viewOf(g, 2), createRng('partner'), 50)) for (const c of ret.cards) expect(d.hands[1]).toContain(c)
    // The partner also knows the poor player holds no other trump.
    const trumps = (c: Card): boolean => cardOrder('normal').suitClass[c] === TRUMP
    for (const d of sampleDeals(viewOf(g, 2), createRng('partner-trumps'), 50)) {
      expect(d.hands[1].filter(trumps).sort()).toEqual(ret.cards.filter(trumps).sort())
    }
  })

  it('spreads unconstrained cards evenly', () => {
    const g = declare(start({ dealer: 3, seed: 'even' }))
    const view = viewOf(g, 0)
    expect(view.turn).toBe(0)
    const k = dealConstraints(view)
    if (k === null) throw new Error('no constraints')
    const rng = createRng('even')
    const card = k.hidden[0] as Card
    const at = [0, 0, 0, 0]
    const runs = 3000
    for (let i = 0; i < runs; i++) {
      const d = sampleDeal(k, rng)
      for (const s of SEATS) if (d.hands[s].includes(card)) at[s] = (at[s] as number) + 1
    }
    expect(at[0]).toBe(0)
    for (const s of [1, 2, 3] as const) {
      expect((at[s] as number) / runs).toBeGreaterThan(0.3)
      expect((at[s] as number) / runs).toBeLessThan(0.37)
    }
  })

  it('is deterministic in the random source', () => {
    const g = declare(start({ dealer: 0, seed: 'det' }))
    const view = viewOf(g, 2)
    expect(sampleDeals(view, createRng('same'), 10)).toEqual(sampleDeals(view, createRng('same'), 10))
    expect(sampleDeals(view, createRng('same'), 10)).not.toEqual(sampleDeals(view, createRng('other'), 10))
  })

  it('reports the least-violating deal when the view allows none', () => {
    // A normal game seen by a seat without ♣Q, made impossible: every other seat shown as Kontra.
    const g = declare(start({ dealer: 0, seed: 'impossible' }))
    const viewer = SEATS.find((s) => !g.hands[s].some((c) => CLUB_QUEENS.includes(c))) as Seat
    const real = viewOf(g, viewer)
    const fake: PlayerView = { ...real, parties: ['kontra', 'kontra', 'kontra', 'kontra'] }
    const deal = sampleDeals(fake, createRng('bad'), 1)[0]
    if (deal === undefined) throw new Error('no deal')
    expect(deal.violations).toBeGreaterThan(0)
    expect(dealViolations(fake, deal.hands)).toBeGreaterThan(0)
    // Still a well-formed deal: sizes, every card once, the viewer's hand.
    expect(SEATS.map((s) => deal.hands[s].length)).toEqual(real.handSizes)
    expect(new Set(deal.hands.flat()).size).toBe(48)
    expect(deal.hands[viewer]).toEqual(real.hand)
    // The real view allows the same deal shape without violations.
    expect(sampleDeals(real, createRng('bad'), 1)[0]?.violations).toBe(0)
  })

  it('samples nothing outside card play', () => {
    const g = start({ dealer: 0, seed: 'reservations' })
    const view = viewOf(g, 1)
    expect(dealConstraints(view)).toBeNull()
    expect(sampleDeals(view, createRng('x'), 5)).toEqual([])
    expect(stateFromView(view, [[], [], [], []])).toBeNull()
    expect(fastGameFromView(view, [[], [], [], []])).toBeNull()
  })
})
