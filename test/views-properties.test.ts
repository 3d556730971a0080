/**
 * Per-seat views, properties over random games (tsr, pagat, house: Hochzeit, silent wedding,
 * solos, Armut, redeals, piglets): a seat's view holds no card of another seat's unplayed hand
 * and no overridden reservation; its known parties are true; a spectator sees no unplayed card;
 * and a complete game can be driven from the views alone.
 */
import { spectatorOf, viewOf } from './support/index.js'
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type Card, type Game, type RuleSet, type Seat, applyAction, card, legalActions, newGame, rules } from '../src/index.js'
import { type Rng, type SeatDeclaration, createRng } from '../src/rulesEntry.js'
import { type PlayerView, type TableView, playerView, spectatorView } from '../src/views/index.js'
import { gameSeed, randomGame } from './support/random-games.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]
const TABLES: readonly RuleSet[] = [rules.tsr, rules.pagat, rules.house]

/** A random legal action, biased towards the rarer reservations so that they come up. */
const choose = (rng: Rng, actions: readonly Action[]): Action => {
  const special = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy' && a.declaration.kind !== 'solo')
  const healthy = actions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
  const moves = actions.filter((a) => a.type !== 'announce')
  const pick = (xs: readonly Action[]): Action => {
    const x = xs[rng.nextInt(xs.length)]
    if (x === undefined) throw new Error('nothing to choose from')
    return x
  }
  if (special.length > 0 && rng.nextInt(2) === 0) return pick(special)
  if (healthy !== undefined && rng.nextInt(10) > 0) return healthy
  if (moves.length === 0 || rng.nextInt(6) === 0) return pick(actions)
  return pick(moves)
}

const over = (g: Game): boolean => g.phase === 'finished' || g.phase === 'redeal'

/** Every state of a random game under a random preset. */
const presetStates = (seed: string, only?: RuleSet): readonly Game[] => {
  const rng = createRng(seed)
  const table = only ?? (TABLES[rng.nextInt(TABLES.length)] as RuleSet)
  const first = newGame({ rules: table, seed, dealer: rng.nextInt(4) as Seat })
  if (E.isLeft(first)) throw new Error(first.left.message)
  const states: Game[] = [first.right]
  let g = first.right
  while (!over(g)) {
    const next = applyAction(g, choose(rng, legalActions(g)))
    if (E.isLeft(next)) throw new Error(`${seed}: ${next.left.code}`)
    g = next.right
    states.push(g)
  }
  return states
}

/** Each seat's cards not yet played (the passed Armut cards count for the poor player). */
const unplayed = (g: Game): readonly (readonly Card[])[] => {
  switch (g.phase) {
    case 'reservations':
    case 'redeal':
      return g.setup.deal
    case 'armut':
      return SEATS.map((s) => (s === g.poor && g.acceptor === null ? [...g.hands[s], ...g.passed] : g.hands[s]))
    default:
      return g.hands
  }
}

const playedCards = (g: Game): readonly Card[] =>
  g.phase === 'clarification' || g.phase === 'play' || g.phase === 'finished' ? [...g.tricks.flatMap((t) => t.cards), ...g.trick] : []

const CARD_KEYS = ['hand', 'cards', 'card', 'passed', 'returned']
const NUMBER_LIST_KEYS = [...CARD_KEYS, 'handSizes', 'scores']

/**
 * The card ids in a view, found structurally: every number under a card key (`hand`, `cards`,
 * `card`, `passed`, `returned`). Also checks that no list of numbers sits under any other key, so that no
 * card can hide elsewhere.
 */
const cardsIn = (view: unknown): Set<number> => {
  const out = new Set<number>()
  const strayLists: string[] = []
  const walk = (x: unknown, key: string | null): void => {
    if (Array.isArray(x)) {
      if (x.some((v) => typeof v === 'number') && !NUMBER_LIST_KEYS.includes(key ?? '')) strayLists.push(String(key))
      for (const v of x) {
        if (typeof v !== 'number') walk(v, key)
        else if (CARD_KEYS.includes(key ?? '')) out.add(v)
      }
    } else if (typeof x === 'object' && x !== null) {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'rules') continue
        if (typeof v === 'number' && CARD_KEYS.includes(k)) out.add(v)
        else walk(v, k)
      }
    }
  }
  walk(view, null)
  expect(strayLists).toStrictEqual([])
  return out
}

/** Every string in a value. */
const stringsIn = (x: unknown): string[] =>
  typeof x === 'string' ? [x] : Array.isArray(x) ? x.flatMap(stringsIn) : typeof x === 'object' && x !== null ? Object.values(x).flatMap(stringsIn) : []

/** Every object in a value that has the given key. */
const objectsWith = (x: unknown, key: string): Record<string, unknown>[] => {
  if (Array.isArray(x)) return x.flatMap((v) => objectsWith(v, key))
  if (typeof x !== 'object' || x === null) return []
  const here = Object.prototype.hasOwnProperty.call(x, key) ? [x as Record<string, unknown>] : []
  return [...here, ...Object.values(x).flatMap((v) => objectsWith(v, key))]
}

/** The reservation that is played, from the true state. */
const playedReservation = (g: Game): SeatDeclaration | null => {
  if (g.phase === 'armut') return { seat: g.poor, declaration: { kind: 'armut' } }
  if (g.phase === 'redeal') return { seat: g.seat, declaration: { kind: g.reason === 'schmeissen' ? 'schmeissen' : 'armut' } }
  if (g.phase === 'reservations') return null
  const c = g.contract
  if (c.kind === 'solo') return { seat: c.soloist, declaration: { kind: 'solo', solo: c.solo } }
  if (c.kind === 'hochzeit') return { seat: c.hochzeiter, declaration: { kind: 'hochzeit' } }
  if (c.kind === 'armut') return { seat: c.poor, declaration: { kind: 'armut' } }
  return null
}

/** The parties as the engine has them; during an Armut exchange the poor player (and the acceptor) are Re. */
const trueParties = (g: Game): readonly (string | null)[] =>
  g.phase === 'clarification' || g.phase === 'play' || g.phase === 'finished'
    ? g.parties
    : g.phase === 'armut'
      ? SEATS.map((s) => (s === g.poor || s === g.acceptor ? 're' : null))
      : [null, null, null, null]

/** Where a value is not plain JSON data (undefined, functions, typed arrays, class instances, non-finite numbers). */
const notJson = (x: unknown, at = '(root)'): string[] => {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return []
  if (typeof x === 'number') return Number.isFinite(x) ? [] : [at]
  if (Array.isArray(x)) return x.flatMap((v, i) => notJson(v, `${at}.${i}`))
  if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
    return Object.entries(x).flatMap(([k, v]) => notJson(v, `${at}.${k}`))
  }
  return [at]
}

/** What every view (seat or spectator) must satisfy. */
const checkTable = (g: Game, v: TableView, viewer: Seat | null): void => {
  expect(notJson(v)).toStrictEqual([])
  const hidden = unplayed(g)
  const cards = cardsIn(v)
  const leaked: Card[] = []
  for (const s of SEATS) {
    if (s === viewer) continue
    for (const c of hidden[s] ?? []) {
      // Another seat's unplayed card: only the exchanged Armut cards, to the two players involved
      // (during the exchange the passed ones; in play the passed and the returned ones, which
      // each of the two knows because it gave or received them).
      const passedToViewer = g.phase === 'armut' && g.passed.includes(c) && (viewer === g.poor || viewer === g.acceptor)
      const contract = g.phase === 'play' || g.phase === 'clarification' || g.phase === 'finished' ? g.contract : null
      const exchangedWithViewer =
        contract?.kind === 'armut' &&
        (viewer === contract.poor || viewer === contract.partner) &&
        (contract.passed.includes(c) || contract.returned.includes(c))
      if (cards.has(c) && !passedToViewer && !exchangedWithViewer) leaked.push(c)
    }
  }
  expect(leaked).toStrictEqual([])
  // Reservations: healthy/reservation only, and only the played one revealed.
  expect(v.reservations.declarations).toStrictEqual(
    g.declarations.map((d) => ({ seat: d.seat, declared: d.declaration.kind === 'healthy' ? 'healthy' : 'reservation' }))
  )
  const played = playedReservation(g)
  expect(v.reservations.played).toStrictEqual(played)
  const { rules: _rules, ...rest } = v as TableView & { legalActions?: unknown; declaration?: unknown }
  const { legalActions: _acts, declaration: _own, ...shown } = rest as Record<string, unknown>
  expect(objectsWith(shown, 'declaration')).toStrictEqual(played === null ? [] : [played])
  const text = stringsIn(shown)
  const contractSolo = g.phase === 'clarification' || g.phase === 'play' || g.phase === 'finished' ? g.gameType : null
  const revealed: string[] = []
  for (const d of g.declarations) {
    if (d.seat === viewer || d.declaration.kind === 'healthy') continue
    if (played !== null && played.seat === d.seat) continue
    // An overridden reservation of another seat: its kind shows only as the played one's.
    if (d.declaration.kind === 'solo') {
      if (contractSolo !== d.declaration.solo && text.includes(d.declaration.solo)) revealed.push(d.declaration.solo)
    } else if (played?.declaration.kind !== d.declaration.kind && text.includes(d.declaration.kind)) {
      revealed.push(d.declaration.kind)
    }
  }
  expect(revealed).toStrictEqual([])
  // Known parties are true parties.
  const truth = trueParties(g)
  expect(v.parties.map((p, s) => (p === null ? null : truth[s]))).toStrictEqual(v.parties)
  // In a game that looks normal, another seat's party shows only when that seat announced or
  // played a ♣Q, or when both ♣Q have been seen; a silent wedding only when both were seen in one hand.
  if ((g.phase === 'play' || g.phase === 'clarification') && (g.contract.kind === 'normal' || g.contract.kind === 'silentWedding')) {
    const queens = [card('clubs', 'Q'), card('clubs', 'Q', 1)]
    const owner = new Map<Card, Seat>()
    for (const t of [...g.tricks, { leader: g.leader, cards: g.trick }]) t.cards.forEach((c, i) => owner.set(c, ((t.leader + i) & 3) as Seat))
    if (viewer !== null) for (const c of g.hands[viewer]) owner.set(c, viewer)
    const seen = queens.map((q) => owner.get(q))
    const bothSeen = seen.every((o) => o !== undefined)
    const announced = new Set(g.announcementLog.map((e) => e.seat))
    const unjustified = SEATS.filter(
      (s) => s !== viewer && v.parties[s] !== null && !bothSeen && !announced.has(s) && !seen.includes(s)
    )
    expect(unjustified).toStrictEqual([])
    if (v.contract?.kind === 'silentWedding') expect(bothSeen && seen[0] === seen[1]).toBe(true)
  }
}

const checkSeat = (g: Game, seat: Seat): PlayerView => {
  const v = viewOf(g, seat)
  checkTable(g, v, seat)
  expect(v.hand).toStrictEqual(g.phase === 'reservations' || g.phase === 'redeal' ? g.setup.deal[seat] : g.hands[seat])
  expect(JSON.stringify(v.legalActions)).toBe(JSON.stringify(legalActions(g, seat)))
  // A seat in card play always knows its own party once the engine has fixed it.
  const own = trueParties(g)[seat]
  if (own !== null && own !== undefined) expect(v.parties[seat]).toBe(own)
  return v
}

const checkSpectator = (g: Game): void => {
  const v = spectatorOf(g)
  checkTable(g, v, null)
  expect('hand' in v).toBe(false)
  const played = new Set(playedCards(g))
  expect([...cardsIn(v)].filter((c) => !played.has(c))).toStrictEqual([])
}

describe('views hide what a seat may not know, at every moment of random games', () => {
  it('games under tsr, pagat and house rules', () => {
    const contracts = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const states = presetStates(`views-${i}`)
      const last = states[states.length - 1] as Game
      contracts.add(last.phase === 'finished' ? last.contract.kind : last.phase)
      states.forEach((g, k) => {
        // Every state of the first games, then a sample.
        if (i >= 6 && k % 6 !== 0 && !over(g)) return
        for (const s of SEATS) checkSeat(g, s)
        checkSpectator(g)
      })
    }
    // The sample (fixed seeds) covers every contract but Armut, which has its own test below.
    expect([...contracts].sort()).toStrictEqual(['hochzeit', 'normal', 'silentWedding', 'solo'])
  }, 60_000)

  it('Armut games (pagat), every state', () => {
    let armut = 0
    for (let i = 0; i < 400 && armut < 4; i++) {
      const states = presetStates(`armut-${i}`, rules.pagat)
      if (!states.some((g) => g.phase === 'armut')) continue
      armut++
      for (const g of states) {
        for (const s of SEATS) checkSeat(g, s)
        checkSpectator(g)
      }
    }
    expect(armut).toBe(4)
  }, 60_000)

  it('redeals (house: Schmeißen, Armut as redeal), every state', () => {
    const reasons = new Set<string>()
    for (let i = 0; i < 400 && reasons.size < 2; i++) {
      const states = presetStates(`redeal-${i}`, rules.house)
      const last = states[states.length - 1] as Game
      if (last.phase !== 'redeal' || reasons.has(last.reason)) continue
      reasons.add(last.reason)
      for (const g of states) {
        for (const s of SEATS) checkSeat(g, s)
        checkSpectator(g)
      }
    }
    expect([...reasons].sort()).toStrictEqual(['armutRedeal', 'schmeissen'])
  }, 60_000)

  it('random tsr games with announcements and forced soloists, at random moments (fast-check)', () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const { states } = randomGame(seed)
        const g = states[n % states.length] as Game
        for (const s of SEATS) checkSeat(g, s)
        checkSpectator(g)
      }),
      { numRuns: 150 }
    )
  }, 60_000)
})

describe('a complete game can be driven by the views alone', () => {
  it('the seats’ legal actions together are the game’s, and a game chosen from them ends', () => {
    let finished = 0
    for (let i = 0; i < 30; i++) {
      const rng = createRng(`drive-${i}`)
      const table = TABLES[i % TABLES.length] as RuleSet
      const first = newGame({ rules: table, seed: `drive-${i}`, dealer: (i % 4) as Seat })
      if (E.isLeft(first)) throw new Error(first.left.message)
      let game = first.right
      let steps = 0
      for (;;) {
        const views = SEATS.map((s) => viewOf(game, s))
        const offered = views.flatMap((v) => v.legalActions)
        expect(offered.map((a) => JSON.stringify(a)).sort()).toStrictEqual(
          legalActions(game).map((a) => JSON.stringify(a)).sort()
        )
        const phase = (views[0] as PlayerView).phase
        if (phase === 'finished' || phase === 'redeal') {
          expect(offered).toStrictEqual([])
          expect(views.every((v) => v.turn === null)).toBe(true)
          if (phase === 'finished') {
            finished++
            if (game.phase !== 'finished') throw new Error('view and game disagree')
            for (const v of views) expect(v.settlement?.scores).toStrictEqual(game.settlement.scores)
          }
          break
        }
        // The seat to act is the view's turn, and it has something to do.
        const turn = (views[0] as PlayerView).turn
        expect(turn).not.toBeNull()
        expect(views[turn as Seat]?.legalActions.length).toBeGreaterThan(0)
        const next = applyAction(game, choose(rng, offered))
        if (E.isLeft(next)) throw new Error(`a listed action was rejected: ${next.left.code}`)
        game = next.right
        expect(++steps).toBeLessThan(300)
      }
    }
    expect(finished).toBeGreaterThanOrEqual(25)
  }, 60_000)
})
