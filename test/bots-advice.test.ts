/**
 * The advice and the game review (src/bots/evaluate.ts, advise.ts, review.ts):
 * - end positions (the last two or three tricks, from scripted games) whose best card the test
 *   proves by exact search on every deal of the hidden cards the view allows: `advise` ranks it
 *   first;
 * - a scripted game in which one card throws the game away: `review` marks that card, names the
 *   better card and counts its loss in the total; scripted games with a Fleischloser on a normal
 *   hand and an early keine 60: the review marks the reservation and the announcement first;
 * - the same view, options and seed give the same advice and the same review;
 * - every advised action is one of the view's legal actions, in every phase (reservations,
 *   Armut, Hochzeit, card play, off-turn announcements), and all of them are advised;
 * - a value that is no view, and bad options, are errors with their codes, never exceptions;
 * - the reasons' labels exist in both locales.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Card, type Game, type Seat, applyAction, currentPlayer, isFinished, legalActions, newGame, rules } from '../src/index.js'
import { withPiglets, withSchmeissen } from '../src/rulesEntry.js'
import { type PlayerView, playerView } from '../src/views/index.js'
import { gameRecord } from '../src/records/index.js'
import { ADVICE_REASON_CODES, type Bot, type RolloutPolicy, advise, botAction, dealConstraints, dealViolations, evaluateActions, exactValue, fastGameFromView, heuristicBot, review } from '../src/bots/index.js'
import { de, en } from '../src/i18n/index.js'
import { HOSTILE } from './support/hostile.js'
import { randomRuleGame } from './support/random-rules.js'

type PlayAction = Extract<Action, { type: 'play' }>

/** A game of seed `seed` played by the heuristic bot, with `replace` overriding the action at some steps; stops before step `until`. */
const scripted = (seed: string, until = Infinity, replace: Readonly<Record<number, Action>> = {}): Game => {
  const started = newGame({ seed })
  if (E.isLeft(started)) throw new Error(started.left.message)
  let g = started.right
  for (let step = 0; step < until && !isFinished(g); step++) {
    const seat = currentPlayer(g) as Seat
    const a = replace[step] ?? botAction(heuristicBot, g, seat, `${seed}/${step}`)
    if (a === null) throw new Error('nobody to act')
    const next = applyAction(g, a)
    if (E.isLeft(next)) throw new Error(`${seed} step ${step}: ${next.left.message}`)
    g = next.right
  }
  return g
}

const viewAt = (g: Game, seat: Seat = currentPlayer(g) as Seat): PlayerView => {
  const v = playerView(g, seat)
  if (E.isLeft(v)) throw new Error(v.left.message)
  return v.right
}

/** Every deal of the hidden cards the view allows (each seat's hand a set). */
const allDeals = (view: PlayerView): (readonly Card[])[][] => {
  const k = dealConstraints(view)
  if (k === null) throw new Error('not in card play')
  const out: (readonly Card[])[][] = []
  const hands: Card[][] = [[], [], [], []]
  hands[view.seat] = [...view.hand]
  const place = (i: number): void => {
    if (i === k.hidden.length) {
      if (dealViolations(view, hands as never) === 0) out.push(hands.map((h) => [...h]))
      return
    }
    const c = k.hidden[i] as Card
    for (let s = 0; s < 4; s++) {
      if (s === view.seat || (hands[s] as Card[]).length >= k.sizes[s as Seat] || (((k.eligible[c] as number) >> s) & 1) === 0) continue
      ;(hands[s] as Card[]).push(c)
      place(i + 1)
      ;(hands[s] as Card[]).pop()
    }
  }
  place(0)
  return out
}

/** Each legal card's exact value on every deal the view allows; the cards that are best on every deal. */
const provenBest = (view: PlayerView): { best: Set<Card>; mean: Map<Card, number>; deals: number } => {
  const plays = view.legalActions.filter((a): a is PlayAction => a.type === 'play')
  const deals = allDeals(view)
  const values = plays.map(() => [] as number[])
  for (const d of deals) {
    const base = fastGameFromView(view, d as never)
    if (base === null) throw new Error('no fast game')
    plays.forEach((p, i) => {
      const g = base.clone()
      g.play(p.card)
      values[i]?.push(exactValue(g, view.seat))
    })
  }
  const best = new Set<Card>()
  plays.forEach((p, i) => {
    if ((values[i] as number[]).every((v, d) => values.every((w) => v >= (w[d] as number)))) best.add(p.card)
  })
  const mean = new Map(plays.map((p, i) => [p.card, (values[i] as number[]).reduce((a, b) => a + b, 0) / deals.length]))
  return { best, mean, deals: deals.length }
}

/** End positions of heuristic games (seed, step): the last two or three tricks, the seat on turn with cards of different value. */
const END_POSITIONS = [
  { seed: 'end-36', step: 44, tricksLeft: 2 },
  { seed: 'end-76', step: 44, tricksLeft: 2 },
  { seed: 'end-75', step: 46, tricksLeft: 2 },
  { seed: 'end-26', step: 45, tricksLeft: 2 },
  { seed: 'end-10', step: 42, tricksLeft: 3 },
  { seed: 'end-48', step: 43, tricksLeft: 3 },
  { seed: 'end-19', step: 42, tricksLeft: 3 },
  { seed: 'end-6', step: 43, tricksLeft: 3 }
] as const

describe('advise: the best card of end positions where exact search decides', () => {
  for (const p of END_POSITIONS) {
    it(`${p.seed} at step ${p.step} (${p.tricksLeft} tricks left): the card that is best on every possible deal ranks first`, () => {
      const view = viewAt(scripted(p.seed, p.step))
      expect(view.tricks.length).toBe(12 - p.tricksLeft)
      const proof = provenBest(view)
      // The position is one where the choice matters: some card is best on every deal, some card is worse on average by a point or more.
      expect(proof.best.size).toBeGreaterThan(0)
      const means = [...proof.mean.values()]
      expect(Math.max(...means) - Math.min(...means)).toBeGreaterThanOrEqual(1)
      const advice = advise(view, { samples: 16, seed: 'end' })
      if (E.isLeft(advice)) throw new Error(advice.left.message)
      const top = advice.right.actions[0]
      expect(top?.action.type).toBe('play')
      expect(proof.best.has((top?.action as PlayAction).card), `advised ${JSON.stringify(top)}; proven best ${[...proof.best]}`).toBe(true)
      // Exact search on the sampled deals: the advised averages are averages of exact values.
      const worst = advice.right.actions[advice.right.actions.length - 1]
      expect((top?.expected ?? 0) - (worst?.expected ?? 0)).toBeGreaterThan(0)
      expect(top?.reason.loss).toBe(0)
    })
  }

  it('a forced card is advised as forced', () => {
    // The last trick: every seat has one card.
    const g = scripted('end-36', 48)
    const view = viewAt(g)
    expect(view.hand.length).toBe(1)
    const advice = advise(view, { samples: 4 })
    if (E.isLeft(advice)) throw new Error(advice.left.message)
    expect(advice.right.actions.map((a) => a.reason.code)).toEqual(['forced'])
  })
})

describe('review: the card that throws the game away is marked', () => {
  // end-10, step 42: seat 0 (the Hochzeiter) has three tricks left; its ♦10 (39) is best on every
  // possible deal (+3 on average), its ♣Q (6) scores −3: the game is lost with it.
  const SEED = 'end-10'
  const STEP = 42
  const view = viewAt(scripted(SEED, STEP))
  const blunder: Action = { type: 'play', seat: view.seat, card: 6 }

  it('the script: the thrown card is legal, much worse than the best on average, and the game is lost with it', () => {
    const proof = provenBest(view)
    expect(view.legalActions).toContainEqual(blunder)
    expect(proof.best.has(39)).toBe(true)
    expect((proof.mean.get(39) ?? 0) - (proof.mean.get(6) ?? 0)).toBeGreaterThanOrEqual(4)
    const lost = scripted(SEED, Infinity, { [STEP]: blunder })
    const won = scripted(SEED, Infinity, { [STEP]: { type: 'play', seat: view.seat, card: 39 } })
    if (lost.phase !== 'finished' || won.phase !== 'finished') throw new Error('not finished')
    expect(lost.settlement.scores[view.seat]).toBeLessThan(0)
    expect(won.settlement.scores[view.seat]).toBeGreaterThan(0)
  })

  it('review marks it, names the better card and counts the loss', () => {
    const record = gameRecord(scripted(SEED, Infinity, { [STEP]: blunder }))
    const r = review(record, view.seat, { samples: 12, seed: 'review' })
    if (E.isLeft(r)) throw new Error(r.left.message)
    const d = r.right.decisions.find((x) => x.index === STEP)
    expect(d).toBeDefined()
    expect(d?.kind).toBe('card')
    expect(d?.trick).toBe(10)
    expect(d?.chosen).toEqual(blunder)
    expect(d?.best).toEqual({ type: 'play', seat: view.seat, card: 39 })
    expect(d?.loss).toBeGreaterThanOrEqual(3)
    expect(d?.marked).toBe(true)
    expect(r.right.marked.map((i) => r.right.decisions[i])).toContainEqual(d)
    expect(r.right.totalLoss).toBeGreaterThanOrEqual(d?.loss ?? Infinity)
    expect(r.right.score).toBeLessThan(0)
    // Only the seat's own decisions with a choice, in the order made.
    const history = record.history
    expect(r.right.decisions.every((x) => history[x.index]?.seat === view.seat)).toBe(true)
    expect(r.right.decisions.map((x) => x.index)).toEqual([...r.right.decisions.map((x) => x.index)].sort((a, b) => a - b))
    // Decisions without loss are not marked, and at most `marks` are.
    expect(r.right.decisions.filter((x) => x.marked).every((x) => x.loss > 0.5)).toBe(true)
    const one = review(record, view.seat, { samples: 12, seed: 'review', marks: 1 })
    if (E.isLeft(one)) throw new Error(one.left.message)
    expect(one.right.marked).toEqual(r.right.marked.slice(0, 1))
  })

  it('the game played well has no such loss at that card', () => {
    const record = gameRecord(scripted(SEED, Infinity, { [STEP]: { type: 'play', seat: view.seat, card: 39 } }))
    const r = review(record, view.seat, { samples: 12, seed: 'review' })
    if (E.isLeft(r)) throw new Error(r.left.message)
    expect(r.right.decisions.find((x) => x.index === STEP)?.loss).toBe(0)
  })
})

describe('review: a reservation and an announcement that cost the game', () => {
  it('a Fleischloser declared on a hand for a normal game is the costliest decision, healthy the better one', () => {
    const solo: Action = { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'fleischlos' } }
    const r = review(gameRecord(scripted('rev-solo-1', Infinity, { 0: solo })), 1, { samples: 12, seed: 'r' })
    if (E.isLeft(r)) throw new Error(r.left.message)
    const d = r.right.decisions[r.right.marked[0] as number]
    expect(d?.index).toBe(0)
    expect(d?.kind).toBe('reservation')
    expect(d?.chosen).toEqual(solo)
    expect(d?.best).toEqual({ type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
    expect(d?.loss).toBeGreaterThanOrEqual(3)
  })

  it('a keine 60 announced before the first card is marked, the Re the better one', () => {
    const g = scripted('rev-ann-2', 4)
    const no60 = legalActions(g, 1).find((a) => a.type === 'announce' && a.announcement === 'no60')
    expect(no60).toBeDefined()
    const r = review(gameRecord(scripted('rev-ann-2', Infinity, { 4: no60 as Action })), 1, { samples: 12, seed: 'r' })
    if (E.isLeft(r)) throw new Error(r.left.message)
    const d = r.right.decisions[r.right.marked[0] as number]
    expect(d?.index).toBe(4)
    expect(d?.kind).toBe('announcement')
    expect(d?.best).toEqual({ type: 'announce', seat: 1, announcement: 're' })
    expect(d?.loss).toBeGreaterThanOrEqual(3)
  })
})

describe('determinism: same view, options and seed, same answer', () => {
  it('advise and evaluateActions, in card play and in the reservation round', () => {
    for (const g of [scripted('det-1', 0), scripted('det-1', 20)]) {
      const view = viewAt(g)
      const a = advise(view, { samples: 8, seed: 's' })
      const b = advise(JSON.parse(JSON.stringify(view)) as PlayerView, { samples: 8, seed: 's' })
      expect(E.isRight(a)).toBe(true)
      expect(b).toEqual(a)
      expect(evaluateActions(view, { samples: 8, seed: 's' })).toEqual(evaluateActions(view, { samples: 8, seed: 's' }))
    }
  })

  it('review', () => {
    const record = gameRecord(scripted('det-2'))
    const a = review(record, 1, { samples: 4, seed: 'r' })
    expect(E.isRight(a)).toBe(true)
    expect(review(JSON.parse(JSON.stringify(record)), 1, { samples: 4, seed: 'r' })).toEqual(a)
  })
})

describe('the play-outs: several per deal, the later ones noisy, as the expert plays them', () => {
  // Card play with nine tricks left: the play-outs decide (the exact search only the last three).
  const view = viewAt(scripted('playouts-1', 16))
  const expected = (options: Parameters<typeof evaluateActions>[1]): number[] => {
    const r = evaluateActions(view, { samples: 6, seed: 'p', ...options })
    if (E.isLeft(r)) throw new Error(r.left.message)
    return r.right.actions.map((a) => a.expected)
  }

  it('without noise the further play-outs repeat the first; with noise they change the values', () => {
    const one = expected({ rolloutsPerSample: 1 })
    expect(expected({ rolloutsPerSample: 3, rolloutEpsilon: 0 })).toEqual(one)
    expect(expected({ rolloutsPerSample: 3, rolloutEpsilon: 0.3 })).not.toEqual(one)
    expect(expected({})).toEqual(expected({ rolloutsPerSample: 3, rolloutEpsilon: 0.3 }))
  })
})

describe('legality: every legal action is advised, and nothing else', () => {
  const house = withSchmeissen(['fiveKings', 'fiveNines'])(withPiglets({ superpiglets: true })(rules.pagat))
  const games = [
    ...['tsr', 'pagat'].flatMap((preset) => [0, 1, 2].map((i) => randomRuleGame(rules[preset as 'tsr' | 'pagat'], `advice-${preset}-${i}`))),
    ...[0, 1, 2, 3, 4, 5].map((i) => randomRuleGame(house, `advice-house-${i}`))
  ]
  const key = (a: Action): string => JSON.stringify(a)

  it('in every phase, for the seat on turn and for a seat that may announce off its turn', () => {
    const phases = new Set<string>()
    for (const rg of games) {
      rg.states.forEach((g, i) => {
        // Card play every few states; every state before it (reservations, Armut, the Hochzeiter's choice).
        if (g.phase === 'finished' || g.phase === 'redeal' || (g.phase === 'play' && i % 7 !== 0)) return
        for (const seat of [0, 1, 2, 3] as const) {
          const legal = legalActions(g, seat)
          if (legal.length === 0) continue
          const view = viewAt(g, seat)
          const advice = advise(view, { samples: 2, maxPlayouts: 400, seed: `legal/${i}` })
          if (E.isLeft(advice)) throw new Error(`${rg.seed} state ${i} seat ${seat}: ${advice.left.message}`)
          expect(advice.right.actions.map((a) => key(a.action)).sort()).toEqual(view.legalActions.map(key).sort())
          expect(advice.right.actions.every((a) => Number.isFinite(a.expected) && a.stdError >= 0 && a.deals >= 1)).toBe(true)
          if (legal.every((a) => a.type === 'announce')) expect(advice.right.pass).not.toBeNull()
          phases.add(`${g.phase}${legal.every((a) => a.type === 'announce') ? '/off-turn' : ''}`)
        }
      })
    }
    expect([...phases].sort()).toEqual(expect.arrayContaining(['armut', 'clarification', 'play', 'play/off-turn', 'reservations']))
  })

  it('ranks best first', () => {
    const advice = advise(viewAt(scripted('rank-1', 25)), { samples: 8 })
    if (E.isLeft(advice)) throw new Error(advice.left.message)
    const values = advice.right.actions.map((a) => a.expected)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    expect(advice.right.actions.every((a, i) => (i === 0) === (a.reason.loss === 0) || a.expected === values[0])).toBe(true)
  })
})

describe('hostile input: an error value with its code, never an exception', () => {
  const view = viewAt(scripted('hostile-advice', 21))
  const broken: readonly [string, unknown][] = [
    ['no object', 42],
    ['null', null],
    ['a seat that is none', { ...view, seat: 7 }],
    ['a card twice', { ...view, hand: [...view.hand.slice(1), view.hand[1]] }],
    ['a hand size that is not the hand\'s', { ...view, handSizes: [1, 1, 1, 1] }],
    ['an action of another seat', { ...view, legalActions: [{ ...view.legalActions[0], seat: (view.seat + 1) % 4 }] }],
    ['a card not in the hand', { ...view, legalActions: [{ type: 'play', seat: view.seat, card: view.trick?.cards[0] }] }],
    ['cards the seat may not play', { ...view, legalActions: view.legalActions.filter((a) => a.type !== 'play' || a.card !== (view.legalActions[0] as PlayAction).card) }],
    ['rules that are none', { ...view, rules: { name: 'x' } }],
    ['a trick of five cards', { ...view, trick: { leader: 0, cards: [0, 1, 2, 3, 4] } }],
    ['a cycle', (() => {
      const v: Record<string, unknown> = { ...view }
      v['self'] = v
      return v
    })()],
    ['a throwing getter', Object.defineProperty({ ...view }, 'hand', { get: () => { throw new Error('boom') }, enumerable: true })],
    ['a million legal actions', { ...view, legalActions: new Array(1_000_000).fill(view.legalActions[0]) }]
  ]
  for (const [what, u] of broken) {
    it(`${what}: bots/malformed-view`, () => {
      const r = advise(u as PlayerView, { samples: 2 })
      expect(E.isLeft(r) ? r.left.code : 'right').toBe('bots/malformed-view')
      const e = evaluateActions(u as PlayerView, { samples: 2 })
      expect(E.isLeft(e) ? e.left.code : 'right').toBe('bots/malformed-view')
    })
  }

  it('every hostile value of the test support, as the view and as the options', () => {
    for (const h of HOSTILE) {
      const r = advise(h.make(undefined) as PlayerView, { samples: 2 })
      expect(E.isLeft(r) ? r.left.code : 'right').toBe('bots/malformed-view')
      const o = advise(view, h.make(undefined) as never)
      expect(E.isLeft(o) ? o.left.code : 'right', h.name).toMatch(/^(bots\/bad-options|right)$/)
      const rv = review(h.make(undefined) as never, 0, { samples: 1 })
      expect(E.isLeft(rv) ? rv.left.code : 'right').toMatch(/^replay\//)
    }
  })

  it('bad options: bots/bad-options', () => {
    for (const options of [{ samples: 0 }, { samples: 1.5 }, { samples: 1e9 }, { exactTricks: 9 }, { seed: 5 }, { rollout: 'greedy' }, { decisions: {} }, { timeBudgetMs: -1 }, { rolloutsPerSample: 0 }, { rolloutsPerSample: 2.5 }, { rolloutEpsilon: 1.5 }, { rolloutEpsilon: Number.NaN }, { sample: 8 }, 'fast', [8]]) {
      const r = advise(view, options as never)
      expect(E.isLeft(r) ? r.left.code : 'right', JSON.stringify(options)).toBe('bots/bad-options')
    }
    const record = gameRecord(scripted('hostile-review'))
    for (const options of [{ marks: -1 }, { markLoss: Number.NaN }, { samples: 0 }]) {
      const r = review(record, 0, options as never)
      expect(E.isLeft(r) ? r.left.code : 'right').toBe('bots/bad-options')
    }
    const seat = review(record, 4 as Seat)
    expect(E.isLeft(seat) ? seat.left.code : 'right').toBe('input/invalid-seat')
    const tampered = review({ ...record, history: record.history.slice(1) }, 0)
    expect(E.isLeft(tampered) ? tampered.left.code : 'right').toMatch(/^replay\//)
  })

  it("a caller's rollout or decisions bot that throws or chooses what is not legal: bots/bad-options, not a ranking built on it", () => {
    // Card play with more than `exactTricks` tricks left (the rollout plays), and the reservation round (the decisions bot plays).
    const play = viewAt(scripted('hostile-advice', 21))
    const reservations = viewAt(scripted('det-1', 0))
    expect(play.phase).toBe('play')
    expect(reservations.phase).toBe('reservations')
    const legalCard = (g: Parameters<RolloutPolicy>[0]): Card => {
      const out: Card[] = []
      g.legalCards(out)
      return out[0] as Card
    }
    const rollouts: readonly [string, RolloutPolicy][] = [
      ['throws', () => { throw new Error('boom') }],
      ['a card not held', (g) => ([...Array(48).keys()] as Card[]).find((c) => !g.holds(g.turn, c)) as Card],
      ['no card at all', () => 'ace' as unknown as Card]
    ]
    for (const [what, rollout] of rollouts) {
      const r = evaluateActions(play, { samples: 2, rollout })
      expect(E.isLeft(r) ? r.left.code : 'right', what).toBe('bots/bad-options')
      expect(E.isLeft(r) ? r.left.message : '', what).toMatch(/rollout/)
    }
    // A caller's policy that plays legally is used as given.
    expect(E.isRight(evaluateActions(play, { samples: 2, rollout: legalCard }))).toBe(true)
    const bots: readonly [string, Bot][] = [
      ['throws', { name: 'x', decide: () => { throw new Error('boom') } }],
      ['an action of another seat', { name: 'x', decide: (v) => ({ ...(v.legalActions[0] as Action), seat: ((v.seat + 1) % 4) as Seat }) }],
      ['nothing', { name: 'x', decide: () => undefined as unknown as Action }]
    ]
    for (const [what, decisions] of bots) {
      const r = evaluateActions(reservations, { samples: 2, decisions })
      expect(E.isLeft(r) ? r.left.code : 'right', what).toBe('bots/bad-options')
      expect(E.isLeft(r) ? r.left.message : '', what).toMatch(/decisions/)
    }
    expect(E.isRight(evaluateActions(reservations, { samples: 2, decisions: heuristicBot }))).toBe(true)
  })

  it('a view with nothing to do gets no advice', () => {
    const g = scripted('hostile-advice', 21)
    const idle = ([0, 1, 2, 3] as const).find((s) => legalActions(g, s).length === 0)
    if (idle === undefined) return
    const r = advise(viewAt(g, idle))
    expect(r).toEqual(E.right({ seat: idle, actions: [], pass: null, deals: 0 }))
  })
})

describe('the reasons in words', () => {
  it('every reason code has a label in both locales, with its numbers', () => {
    for (const locale of [de, en]) {
      for (const code of ADVICE_REASON_CODES) {
        const text = locale.advice.reasons[code]({ loss: 1.5, points: 21, gain: 2 })
        expect(text, `${locale.code} ${code}`).toMatch(/\S/)
        expect(text).not.toMatch(/undefined|NaN|null/)
      }
    }
    expect(de.advice.reasons['wins-trick']({ loss: 0, points: 23, gain: null })).toBe('sticht (23 Augen)')
    expect(en.advice.reasons['worse-by']({ loss: 1.5, points: null, gain: null })).toBe('1.50 points worse on average')
    expect(de.advice.expected(-1.5, 0.25)).toBe('−1,50 ± 0,25')
  })
})
