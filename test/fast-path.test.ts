/**
 * The fast path (`FastGame`) against the validating API over random complete games: the same
 * legal cards, the same announcement rights, the same trick winners and the same settlement;
 * and `clone()` gives an independent copy.
 */
import * as E from 'fp-ts/lib/Either.js'
import { dealOf, declare, fastCopy, start } from './support/index.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type Announcement, type BySeat, type Card, type Game, type RuleSet, type Seat, legalActions, rules, withRules } from '../src/index.js'
import { type FinishedState, type GameSetup, type PlayingGame, type SeatDeclaration, createRng, deckOf, legalDeclarations, resolveReservations } from '../src/rulesEntry.js'
import { DIAMOND_KINGS, maskHi, maskLo } from '../src/cards/card.js'
import { FastGame } from '../src/fast/index.js'
import { type RandomGame, gameSeed, randomGame, referencePoints } from './support/random-games.js'
import { type DealKind, biasedDeal, ruleSetArb } from './support/random-rules.js'

const RUNS = 150
const SEATS: readonly Seat[] = [0, 1, 2, 3]
/** Level of an announcement (RULES 5): Re/Kontra 1, keine 90 2, keine 60 3, keine 30 4, schwarz 5. */
const LEVEL: Readonly<Record<Announcement, number>> = { re: 1, kontra: 1, no90: 2, no60: 3, no30: 4, schwarz: 5 }

const isPlaying = (g: Game): g is PlayingGame => g.phase === 'clarification' || g.phase === 'play'

const finalOf = (g: RandomGame): FinishedState => {
  const f = g.states[g.states.length - 1]
  if (f === undefined || f.phase !== 'finished') throw new Error(`${g.seed} did not finish`)
  return f
}

/** Index of the first state in which cards are played. */
const firstPlaying = (g: RandomGame): number => g.states.findIndex(isPlaying)

const fastStart = (g: RandomGame): FastGame => {
  const s = g.states[firstPlaying(g)]
  if (s === undefined || !isPlaying(s)) throw new Error('no card play')
  return FastGame.start(s.setup, s.declarations)
}

const fastLegal = (fast: FastGame): Card[] => {
  const out: Card[] = []
  const n = fast.legalCards(out)
  return out.slice(0, n).sort((a, b) => a - b)
}

const listedPlays = (state: Game): Card[] =>
  legalActions(state)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort((a, b) => a - b)

/** Per seat, the announcement levels (1..5) listed by the validating API. */
const listedLevels = (state: Game): string =>
  SEATS.map((seat) =>
    legalActions(state, seat)
      .flatMap((a) => (a.type === 'announce' ? [LEVEL[a.announcement]] : []))
      .sort()
      .join(',')
  ).join(' | ')

const fastLevels = (fast: FastGame): string =>
  SEATS.map((seat) => [1, 2, 3, 4, 5].filter((level) => fast.canAnnounce(seat, level)).join(',')).join(' | ')

/** Everything a FastGame holds, as plain data. */
const snapshot = (f: FastGame): string =>
  JSON.stringify({
    handLo: [...f.handLo],
    handHi: [...f.handHi],
    handSize: [...f.handSize],
    cards: [...f.cards],
    leaders: [...f.leaders],
    winners: [...f.winners],
    party: [...f.party],
    level: [...f.level],
    lateReply: [...f.lateReply],
    played: f.played,
    turn: f.turn,
    leader: f.leader,
    hochzeiter: f.hochzeiter,
    shift: f.shift
  })

/** The game a FastGame holds: {@link snapshot} without the entries of its card and trick buffers past the cards played (left from an earlier game). */
const gameSnapshot = (f: FastGame): string => {
  const g = JSON.parse(snapshot(f)) as { cards: number[]; leaders: number[]; winners: number[] }
  return JSON.stringify({ ...g, cards: g.cards.slice(0, f.played), leaders: g.leaders.slice(0, f.played >> 2), winners: g.winners.slice(0, f.played >> 2) })
}

/** The setup of a seeded game under `table`. */
const setupOf = (table: RuleSet, seed: string): GameSetup => {
  const g = start({ rules: table, seed })
  if (g.phase !== 'reservations') throw new Error('no reservation round')
  return g.setup
}

/** A deal's hands as bit sets, as `FastGame.dealHands` takes them. */
const masksOfDeal = (deal: BySeat<readonly Card[]>): Int32Array => Int32Array.from(SEATS.flatMap((s) => [maskLo(deal[s]), maskHi(deal[s])]))

/** A cheap equality check for hot loops (vitest's expect is slow when called thousands of times). */
const same = <T>(actual: T, expected: T, what: string): void => {
  if (actual !== expected) throw new Error(`${what}: fast path ${JSON.stringify(actual)}, validating API ${JSON.stringify(expected)}`)
}

/** Applies a validating-API action of the play phase to a fast game. */
const applyFast = (fast: FastGame, a: Action): void => {
  if (a.type === 'play') fast.play(a.card)
  else if (a.type === 'announce') fast.announce(a.seat, LEVEL[a.announcement])
  else throw new Error('declaration during play')
}

/** Plays a fast game to the end with random legal cards (and now and then a random allowed announcement). */
const playOutRandomly = (fast: FastGame, seed: string): void => {
  const rng = createRng(seed)
  while (!fast.isFinished()) {
    const seat = rng.nextInt(4)
    const level = 1 + rng.nextInt(5)
    if (rng.nextInt(8) === 0 && fast.canAnnounce(seat, level)) fast.announce(seat, level)
    else fast.play(fast.randomLegalCard(rng.nextInt))
  }
}

describe('FastGame agrees with the validating API', () => {
  it('at every step: the same seat to play, the same legal cards and announcements; then the same trick winners and settlement', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const fast = fastStart(g)
        const rng = createRng(`${seed}/random-legal-card`)
        for (let j = firstPlaying(g); j < g.actions.length; j++) {
          const state = g.states[j] as Game
          if (!isPlaying(state)) throw new Error(`${seed}: state ${j} is ${state.phase}`)
          const where = `${seed} state ${j}`
          same(fast.isFinished(), false, `${where}: isFinished`)
          same(fast.turn, state.turn, `${where}: turn`)
          same(fast.leader, state.leader, `${where}: leader`)
          const legal = listedPlays(state).join(' ')
          same(fastLegal(fast).join(' '), legal, `${where}: legal cards`)
          const random = fast.randomLegalCard(rng.nextInt)
          same(legal.split(' ').includes(String(random)), true, `${where}: randomLegalCard ${random} is legal`)
          const levels = listedLevels(state)
          same(fastLevels(fast), levels, `${where}: canAnnounce (per seat) vs listed announcements`)
          // The same from a copy of the validating state.
          const copy = fastCopy(state)
          same(fastLegal(copy).join(' '), legal, `${where}: fromGame legal cards`)
          same(fastLevels(copy), levels, `${where}: fromGame canAnnounce vs listed announcements`)
          const a = g.actions[j] as Action
          if (a.type === 'announce') same(fast.canAnnounce(a.seat, LEVEL[a.announcement]), true, `${where}: canAnnounce before ${a.announcement}`)
          applyFast(fast, a)
          const next = g.states[j + 1] as Game
          if (next.phase === 'play' || next.phase === 'clarification' || next.phase === 'finished') {
            for (let t = 0; t < next.tricks.length; t++) {
              same(fast.winners[t], next.tricks[t]?.winner, `${where}: winner of trick ${t + 1}`)
              same(fast.leaders[t], next.tricks[t]?.leader, `${where}: leader of trick ${t + 1}`)
            }
          }
        }
        expect(fast.isFinished()).toBe(true)
        expect(fastLegal(fast)).toEqual([])
        for (const seat of SEATS) for (let level = 1; level <= 5; level++) expect(fast.canAnnounce(seat, level)).toBe(false)
        expect(fast.summary()).toStrictEqual(f.summary)
        expect(fast.settle()).toStrictEqual(f.settlement)
        expect(fast.scores([0, 0, 0, 0])).toEqual(f.settlement.scores)
        for (const seat of SEATS) {
          const won = f.tricks.filter((t) => t.winner === seat).reduce((s, t) => s + t.cards.reduce((x, c) => x + referencePoints(c), 0), 0)
          expect(fast.pointsWonBy(seat)).toBe(won)
        }
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it('FastGame.fromGame of any playing state, played on with the recorded moves, ends in the same settlement', () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const g = randomGame(seed)
        const first = firstPlaying(g)
        const from = first + (n % (g.actions.length - first))
        const state = g.states[from] as Game
        if (!isPlaying(state)) throw new Error('not a playing state')
        const fast = fastCopy(state)
        for (let j = from; j < g.actions.length; j++) applyFast(fast, g.actions[j] as Action)
        expect(fast.isFinished()).toBe(true)
        expect(fast.settle()).toStrictEqual(finalOf(g).settlement)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

/** A random game and a fast game that has followed it to the `n`-th card-play action (mod its length). */
const midGame = (seed: string, n: number): { g: RandomGame; k: number; original: FastGame } => {
  const g = randomGame(seed)
  const first = firstPlaying(g)
  const k = first + (n % (g.actions.length - first))
  const original = fastStart(g)
  for (let j = first; j < k; j++) applyFast(original, g.actions[j] as Action)
  return { g, k, original }
}

describe('FastGame.clone', () => {
  it('is independent: playing the clone to the end leaves the original untouched, and the other way round', () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const { g, k, original } = midGame(seed, n)
        const before = snapshot(original)
        const clone = original.clone()
        expect(snapshot(clone)).toBe(before)
        // A faithful copy: the clone follows the recorded game to the same settlement...
        const twin = original.clone()
        for (let j = k; j < g.actions.length; j++) applyFast(twin, g.actions[j] as Action)
        expect(twin.settle()).toStrictEqual(finalOf(g).settlement)
        // ...and a clone played elsewhere does not touch the original.
        playOutRandomly(clone, `${seed}/clone`)
        expect(clone.isFinished()).toBe(true)
        expect(snapshot(original)).toBe(before)
        const cloneDone = snapshot(clone)
        for (let j = k; j < g.actions.length; j++) applyFast(original, g.actions[j] as Action)
        expect(snapshot(clone)).toBe(cloneDone)
        expect(original.settle()).toStrictEqual(finalOf(g).settlement)
        expect(clone.settle().scores.reduce((a, b) => a + b, 0)).toBe(0)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it('copyFrom makes a kept object the same copy (even from a game under other rules), independent of the original', () => {
    // The scratch game starts as a game of another rule set (pagat without nines), one card in.
    const other = start({ rules: withRules({ withoutNines: true })(rules.pagat), seed: 'copy-from-scratch' })
    if (other.phase !== 'reservations') throw new Error('no reservation round')
    const scratch = FastGame.start(other.setup, [1, 2, 3, 0].map((seat) => ({ seat: seat as Seat, declaration: { kind: 'healthy' as const } })))
    scratch.play(scratch.randomLegalCard(createRng('scratch').nextInt))
    expect(scratch.perHand).toBe(10)
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const { g, k, original } = midGame(seed, n)
        const before = snapshot(original)
        expect(scratch.copyFrom(original)).toBe(scratch)
        expect(snapshot(scratch)).toBe(before)
        expect(scratch.rules).toBe(original.rules)
        expect(scratch.order).toBe(original.order)
        for (let j = k; j < g.actions.length; j++) applyFast(scratch, g.actions[j] as Action)
        expect(scratch.settle()).toStrictEqual(finalOf(g).settlement)
        expect(Array.from(scratch.scores(new Int32Array(4)))).toEqual(finalOf(g).settlement.scores)
        expect(snapshot(original)).toBe(before)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('FastGame.fromGame checks what it is given', () => {
  it('a value that is no game is input/malformed-game, a game before card play phase/wrong-phase', () => {
    const game = start({ rules: rules.tsr, seed: 'fast-either' })
    for (const u of [null, {}, 7, { ...game, hands: [] }]) {
      const r = FastGame.fromGame(u as never)
      expect(E.isLeft(r) && r.left.code).toBe('input/malformed-game')
    }
    const early = FastGame.fromGame(game)
    expect(E.isLeft(early) && early.left.code === 'phase/wrong-phase' && early.left.details).toEqual({ phase: 'reservations', action: 'fromGame' })
    const playing = declare(game)
    const copied = FastGame.fromGame(JSON.parse(JSON.stringify(playing)) as Game)
    expect(E.isRight(copied) && copied.right.turn).toBe(playing.turn)
  })
})

/** Every seat healthy, in speaking order from the dealer's left. */
const healthy = (dealer: Seat): SeatDeclaration[] =>
  [1, 2, 3, 4].map((k) => ({ seat: ((dealer + k) & 3) as Seat, declaration: { kind: 'healthy' as const } }))
/** What a new game fixes: hands, parties, the leader, the card order. */
const opening = (f: FastGame) => ({
  hands: [...f.handLo, ...f.handHi, ...f.handSize],
  party: [...f.party],
  turn: f.turn,
  leader: f.leader,
  played: f.played,
  level: [...f.level],
  hochzeiter: f.hochzeiter,
  dealer: f.dealer
})

describe('FastGame.deal: random hands from bit sets, every seat healthy', () => {
  /** The hands of a fast game, as card lists. */
  const handsOf = (fast: FastGame): Card[][] => SEATS.map((s) => Array.from({ length: 48 }, (_, c) => c).filter((c) => fast.holds(s, c)))
  it('deals each card of the rule set once, a full hand to each seat, and starts the game restart starts for those hands', () => {
    const rng = createRng('fast-deal')
    for (const table of [rules.tsr, rules.pagat, withRules({ withoutNines: true, piglets: { enabled: true, superpiglets: true } })(rules.tsr)]) {
      const setup = setupOf(table, 'fast-deal')
      const fast = FastGame.start(setup, healthy(setup.dealer))
      const deck = [...deckOf(table)].sort((a, b) => a - b)
      let weddings = 0
      for (let i = 0; i < 300; i++) {
        const dealer = (i & 3) as Seat
        fast.deal(rng.nextInt, dealer)
        const hands = handsOf(fast)
        for (const s of SEATS) expect(fast.hand(s)).toEqual(hands[s])
        expect(hands.flat().sort((a, b) => a - b)).toEqual(deck)
        for (const h of hands) expect(h.length).toBe(deck.length / 4)
        // The same hands through restart: the same parties, leader and card order.
        const twin = FastGame.start({ ...setup, dealer, deal: hands as unknown as BySeat<readonly Card[]> }, healthy(dealer))
        expect(opening(fast)).toEqual(opening(twin))
        expect(fast.order).toBe(twin.order)
        if (Array.from(fast.party).filter((p) => p === 1).length === 1) weddings++
        while (!fast.isFinished()) {
          const c = fast.randomLegalCard(rng.nextInt)
          twin.play(c)
          fast.play(c)
        }
        expect(Array.from(fast.scores(new Int32Array(4)))).toEqual(twin.settle().scores)
      }
      // About one deal in eleven gives one seat both ♣Q: a silent wedding, Re alone.
      expect(weddings).toBeGreaterThan(5)
    }
  })

  it('randomLegalCard(nextInt) is the legal card at the index nextInt gives, in card order', () => {
    const rng = createRng('fast-select')
    const setup = setupOf(rules.tsr, 'fast-select')
    const fast = FastGame.start(setup, healthy(setup.dealer))
    const legal: number[] = []
    let checked = 0
    for (let i = 0; i < 200; i++) {
      fast.deal(rng.nextInt)
      while (!fast.isFinished()) {
        const n = fast.legalCards(legal)
        for (let k = 0; k < n; k++) expect(fast.randomLegalCard(() => k)).toBe(legal[k])
        checked += n
        fast.play(fast.randomLegalCard(rng.nextInt))
      }
    }
    expect(checked).toBeGreaterThan(20_000)
  })

  it('deals every card to every seat about equally often', () => {
    const rng = createRng('fast-deal-uniform')
    const setup = setupOf(rules.tsr, 'fast-deal-uniform')
    const fast = FastGame.start(setup, healthy(setup.dealer))
    const deals = 8000
    const counts = Array.from({ length: 48 }, () => [0, 0, 0, 0])
    for (let i = 0; i < deals; i++) {
      fast.deal(rng.nextInt)
      for (const s of SEATS) {
        for (const c of fast.hand(s)) {
          const bySeat = counts[c] as number[]
          bySeat[s] = (bySeat[s] as number) + 1
        }
      }
    }
    // Each count is binomial(8000, 1/4): mean 2000, standard deviation about 39; 6 deviations is
    // about 230 (a fixed seed, so this cannot flicker).
    for (const bySeat of counts) for (const n of bySeat) expect(Math.abs(n - deals / 4)).toBeLessThan(230)
  })

  it('refuses a deal under genscher in which one hand holds both ♦K, as restart does', () => {
    const table = withRules({ genscher: true })(rules.tsr)
    const setup = setupOf(table, 'fast-deal-genscher')
    const rng = createRng('fast-deal-genscher')
    const fast = FastGame.start({ ...setup, deal: dealOf(['♣Q ♣Q', '♦K', '♦K', '']) }, healthy(setup.dealer))
    let refused = 0
    for (let i = 0; i < 200; i++) {
      try {
        fast.deal(rng.nextInt)
      } catch (e) {
        expect(String(e)).toMatch(/Genscher/)
        refused++
        continue
      }
      // Dealt: no hand holds both ♦K, or a silent wedding (no normal game, so no Genscher).
      const both = handsOf(fast).some((h) => h.includes(DIAMOND_KINGS[0]) && h.includes(DIAMOND_KINGS[1]))
      const wedding = Array.from(fast.party).filter((p) => p === 1).length === 1
      expect(!both || wedding).toBe(true)
    }
    expect(refused).toBeGreaterThan(20)
  })
})

describe('FastGame.dealHands: a game of given hands as bit sets, every seat healthy', () => {
  /** A fast game's hands as dealHands takes them. */
  const masksOf = (fast: FastGame): Int32Array => Int32Array.from(SEATS.flatMap((s) => [fast.handLo[s] as number, fast.handHi[s] as number]))

  it('starts the game deal starts for the same hands, mid-game or not, and plays it the same way', () => {
    const rng = createRng('fast-deal-hands')
    for (const table of [rules.tsr, rules.pagat, withRules({ withoutNines: true, piglets: { enabled: true, superpiglets: true } })(rules.tsr)]) {
      const setup = setupOf(table, 'fast-deal-hands')
      const dealt = FastGame.start(setup, healthy(setup.dealer))
      const again = FastGame.start(setup, healthy(setup.dealer))
      for (let i = 0; i < 200; i++) {
        const dealer = ((i >> 1) & 3) as Seat
        dealt.deal(rng.nextInt, dealer)
        const hands = masksOf(dealt)
        // Half of the time the object it restarts was left mid-game (another deal, some cards and
        // perhaps an announcement played).
        if ((i & 1) === 1) {
          const other = createRng(`other-${i}`)
          again.deal(other.nextInt, dealer)
          for (let k = other.nextInt(40); k > 0; k--) {
            if (again.canAnnounce(again.turn, 1)) again.announce(again.turn, 1)
            again.play(again.randomLegalCard(other.nextInt))
          }
        }
        again.dealHands(hands, dealer)
        expect(gameSnapshot(again)).toEqual(gameSnapshot(dealt))
        expect(again.order).toBe(dealt.order)
        expect(again.dealer).toBe(dealer)
        const seed = createRng(`play-${i}`)
        while (!dealt.isFinished()) {
          const c = dealt.randomLegalCard(seed.nextInt)
          expect(again.randomLegalCard(() => fastLegal(again).indexOf(c))).toBe(c)
          dealt.play(c)
          again.play(c)
        }
        expect(Array.from(again.scores(new Int32Array(4)))).toEqual(Array.from(dealt.scores(new Int32Array(4))))
      }
    }
  })

  it('throws unless each card of the rule set is in exactly one hand, a full hand to each seat; the game is left as it was', () => {
    const setup = setupOf(rules.tsr, 'fast-deal-hands-bad')
    const fast = FastGame.start(setup, healthy(setup.dealer))
    const good = masksOf(fast)
    fast.play(fast.randomLegalCard(() => 0))
    const before = snapshot(fast)
    const bad = (change: (m: Int32Array) => void): Int32Array => {
      const m = Int32Array.from(good)
      change(m)
      return m
    }
    const lowest = (x: number): number => x & -x
    const cases: readonly Int32Array[] = [
      // seat 0's lowest low card also in seat 1's hand, in place of one of its own
      bad((m) => {
        m[2] = ((m[2] as number) & ((m[2] as number) - 1)) | lowest(m[0] as number)
      }),
      // a card moved from seat 0 to seat 1: eleven and thirteen
      bad((m) => {
        const c = lowest(m[0] as number)
        m[0] = (m[0] as number) & ~c
        m[2] = (m[2] as number) | c
      }),
      // a card missing
      bad((m) => {
        m[0] = (m[0] as number) & ((m[0] as number) - 1)
      }),
      // bits above the deck
      bad((m) => {
        m[1] = (m[1] as number) | (1 << 24)
      }),
      new Int32Array(8),
      new Int32Array(6)
    ]
    // Values that answer differently when read again: what is checked is what would be dealt.
    let reads = 0
    const shifty = new Proxy(good, { get: (t, k) => (k === '2' && reads++ > 0 ? new Int32Array(8)[0] : Reflect.get(t, k)) })
    for (const hands of cases) {
      expect(() => fast.dealHands(hands)).toThrow(/each card once/)
      expect(snapshot(fast)).toBe(before)
    }
    // The shifty list passes as the good deal it was on its first read, and is dealt as that.
    fast.dealHands(shifty)
    expect(Array.from(fast.handLo)).toEqual([good[0], good[2], good[4], good[6]])
    expect(reads).toBe(1)
    fast.play(fast.randomLegalCard(() => 0))
    // Without nines: a deal of the 48 cards is not its deck.
    const tenCards = FastGame.start(setupOf(withRules({ withoutNines: true })(rules.tsr), 'fast-deal-hands-40'), healthy(setup.dealer))
    expect(() => tenCards.dealHands(good)).toThrow(/40 cards, 10 to a seat/)
    fast.dealHands(good)
    expect(fast.played).toBe(0)
  })

  it('refuses hands under genscher in which one hand holds both ♦K, as deal does', () => {
    const table = withRules({ genscher: true })(rules.tsr)
    const setup = setupOf(table, 'fast-deal-hands-genscher')
    const fast = FastGame.start({ ...setup, deal: dealOf(['♣Q ♣Q', '♦K', '♦K', '']) }, healthy(setup.dealer))
    expect(() => fast.dealHands(masksOfDeal(dealOf(['♣Q', '♦K ♦K', '♣Q', ''])))).toThrow(/Genscher/)
    // A silent wedding (one hand with both ♣Q) is no normal game: no Genscher.
    fast.dealHands(masksOfDeal(dealOf(['♣Q ♣Q', '♦K ♦K', '', ''])))
    expect(Array.from(fast.party).filter((p) => p === 1)).toHaveLength(1)
  })
})

describe('FastGame.legalDeclarations and declare: the reservation round on the bit sets', () => {
  const KINDS: readonly DealKind[] = ['random', 'poor', 'wedding', 'piglets', 'superpiglets', 'kings', 'nines', 'full', 'genscher']
  /** The outcome of a thunk: its value, or the message it threw. */
  const outcome = <T>(f: () => T): { ok: T } | { threw: string } => {
    try {
      return { ok: f() }
    } catch (e) {
      return { threw: e instanceof Error ? e.message : String(e) }
    }
  }

  it('lists what legalDeclarations lists and starts the game restart starts, under random rule sets and deals', () => {
    let played = 0
    let armut = 0
    let redeal = 0
    let reservations = 0
    fc.assert(
      fc.property(ruleSetArb, fc.constantFrom(...KINDS), fc.string({ maxLength: 8 }), ({ rules: table }, kind, seed) => {
        const rng = createRng(`fast-declare/${seed}`)
        const dealer = rng.nextInt(4) as Seat
        const g = start({ rules: table, hands: biasedDeal(rng, table, kind), dealer })
        if (g.phase !== 'reservations') throw new Error('no reservation round')
        const setup = g.setup
        // A fast game of these hands (healthy; a Genscher that may come is refused by both paths alike).
        const fast = outcome(() => FastGame.start(setup, healthy(dealer)))
        if ('threw' in fast) return
        // dealHands of the same hands' bit sets starts the same game (here over a copy left mid-trick).
        const viaMasks = fast.ok.clone()
        viaMasks.play(viaMasks.randomLegalCard(() => 0))
        viaMasks.dealHands(masksOfDeal(setup.deal), dealer)
        expect(gameSnapshot(viaMasks)).toBe(gameSnapshot(fast.ok))
        expect(viaMasks.order).toBe(fast.ok.order)
        const declarations: SeatDeclaration[] = []
        for (let k = 1; k <= 4; k++) {
          const seat = ((dealer + k) & 3) as Seat
          const listed = fast.ok.legalDeclarations(seat)
          expect(listed).toEqual(legalDeclarations(setup, seat))
          // Healthy half the time, else a random listed declaration.
          const pick = rng.nextInt(2) === 0 ? (listed[0] as (typeof listed)[number]) : (listed[rng.nextInt(listed.length)] as (typeof listed)[number])
          if (pick.declaration.kind !== 'healthy') reservations++
          declarations.push({ seat, declaration: pick.declaration })
        }
        const expected = resolveReservations(setup, declarations)
        const got = outcome(() => fast.ok.declare(declarations))
        if (expected.kind !== 'play') {
          expect(got).toEqual({ ok: expected.kind })
          if (expected.kind === 'armut') armut++
          else redeal++
          return
        }
        const twin = outcome(() => FastGame.start(setup, declarations))
        if ('threw' in twin) {
          expect(got).toEqual(twin)
          return
        }
        expect(got).toEqual({ ok: 'play' })
        played++
        const f = fast.ok
        const t = twin.ok
        expect(opening(f)).toEqual(opening(t))
        expect(f.order).toBe(t.order)
        expect([f.clarifiedBy, f.shift]).toEqual([t.clarifiedBy, t.shift])
        if (f.clarifiedBy === null) {
          f.chooseClarification('trump')
          t.chooseClarification('trump')
        }
        while (!f.isFinished()) {
          const c = f.randomLegalCard(rng.nextInt)
          f.play(c)
          t.play(c)
        }
        expect(Array.from(f.scores(new Int32Array(4)))).toEqual(t.settle().scores)
        // A card played: the round is over.
        expect(() => f.declare(declarations)).toThrow(/before the first card/)
      }),
      { numRuns: 300, seed: 20261201 }
    )
    // The draws reach every outcome.
    expect(played).toBeGreaterThan(100)
    expect(reservations).toBeGreaterThan(100)
    expect(armut + redeal).toBeGreaterThan(5)
  })
})
