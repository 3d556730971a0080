/**
 * The expert bot and the four levels: legal actions under random rule sets, determinism, the
 * exact search's choice where every possible deal agrees, the inference curve, the beginner's
 * mistakes, the arena's levels table and `--no-solos`. (How strong each level is, and how long
 * it thinks, is the arena's to measure: docs/bots.md, "Levels".)
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type BySeat, type Card, type Game, type NewGameOptions, type Seat, applyAction, cardPoints, currentPlayer, isFinished, newGame, rules, withRules } from '../src/index.js'
import { type DeclareAction, type PlayAction, createRng, isTrump, orderFor } from '../src/rulesEntry.js'
import { isClubQueen } from '../src/cards/card.js'
import { type PlayerView, playerView } from '../src/views/index.js'
import { FastGame } from '../src/fast/index.js'
import {
  BOT_LEVELS,
  type Bot,
  SMEAR_LIKELIHOOD,
  announcementLikelihood,
  beginnerBot,
  dealLikelihood,
  botAction,
  botLevels,
  exactValue,
  expertBot,
  expertDefault,
  fastGameFromView,
  heuristicBot,
  isBotLevel,
  sampleDeals
} from '../src/bots/index.js'
import { withoutSolos } from '../src/arena/index.js'
import { runArenaCommand } from '../src/cli/arena.js'
import { biasedDeal, ruleSetArb } from './support/random-rules.js'
import { dealOf, start } from './support/index.js'
import { valueDeclarations } from '../src/bots/reservation.js'
import { type CardSearch, valueCards } from '../src/bots/cardValues.js'

/** The expert at a budget small enough for thousands of decisions in a test. */
const smallExpert = expertBot({ minSamples: 4, maxSamples: 12, batch: 4, exactTricks: 2, reservationDeals: 48, name: 'small-expert' })

/** Plays a game with one bot per seat; every action must be accepted. */
const playGame = (options: NewGameOptions, bots: readonly Bot[], seed: string): { game: Game; actions: Action[] } => {
  const started = newGame(options)
  if (E.isLeft(started)) throw new Error(started.left.message)
  let game = started.right
  const actions: Action[] = []
  while (!isFinished(game)) {
    const seat = currentPlayer(game) as Seat
    const bot = bots[seat] as Bot
    const action = botAction(bot, game, seat, `${seed}/${actions.length}`)
    if (action === null) throw new Error(`${bot.name}: no action at seat ${seat}`)
    const next = applyAction(game, action)
    if (E.isLeft(next)) throw new Error(`${bot.name} at seat ${seat}: ${next.left.code} for ${JSON.stringify(action)} (${seed})`)
    actions.push(action)
    game = next.right
  }
  return { game, actions }
}

/** Plays with heuristic bots until `cardsLeft` cards remain in each hand; null if the game ends first. */
const positionWith = (seed: string, cardsLeft: number): Game | null => {
  const started = newGame({ rules: rules.tsr, seed, dealer: 0 })
  if (E.isLeft(started)) return null
  let game = started.right
  let step = 0
  while (!isFinished(game)) {
    if (game.phase === 'play' && game.hands.every((h) => h.length === cardsLeft)) return game
    const seat = currentPlayer(game) as Seat
    const a = botAction(heuristicBot, game, seat, `${seed}/${step++}`)
    if (a === null) return null
    const next = applyAction(game, a)
    if (E.isLeft(next)) return null
    game = next.right
  }
  return null
}

describe('every level plays only legal actions', () => {
  it('the levels (the expert at a small budget) under random rule sets and biased deals (Armut, Schmeißen, Hochzeit, piglets, Genscher, without nines)', () => {
    const lineup: readonly Bot[] = [beginnerBot, heuristicBot, botLevels.strong, smallExpert]
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 3 }), ({ rules: r, steps }, n, kindIndex, shift) => {
        const seed = `levels-${n}`
        const rng = createRng(seed)
        const kinds = ['random', 'poor', 'poor', 'wedding', 'piglets', 'superpiglets', 'kings', 'full', 'genscher'] as const
        const hands = biasedDeal(rng, r, kinds[kindIndex] as (typeof kinds)[number])
        const bots = [0, 1, 2, 3].map((s) => lineup[(s + shift) & 3] as Bot)
        try {
          playGame({ rules: r, hands, dealer: rng.nextInt(4) as Seat }, bots, seed)
        } catch (e) {
          throw new Error(`${steps.join(' > ')}: ${String(e)}`)
        }
      }),
      { numRuns: 60, seed: 20261205 }
    )
  }, 120_000)

  it('the expert at its default budget finishes tsr games with every seat, zero-sum', () => {
    for (let i = 0; i < 2; i++) {
      const { game } = playGame({ rules: rules.tsr, seed: `expert-default-${i}`, dealer: 0 }, [expertDefault, heuristicBot, expertDefault, heuristicBot], `expert-default-${i}`)
      if (game.phase === 'finished') expect(game.settlement.scores.reduce((a, b) => a + b, 0)).toBe(0)
    }
  }, 120_000)
})

describe('the expert', () => {
  it('decides the same for the same view and seed, and its choice is a legal action', () => {
    for (let i = 0; i < 6; i++) {
      const game = positionWith(`expert-same-${i}`, 8 - (i % 4))
      if (game === null) continue
      const seat = currentPlayer(game) as Seat
      const view = playerView(game, seat)
      if (E.isLeft(view)) throw new Error(view.left.message)
      const a = expertDefault.decide(view.right, 'same')
      expect(expertDefault.decide(view.right, 'same')).toStrictEqual(a)
      expect(view.right.legalActions).toContainEqual(a)
    }
  }, 60_000)

  it('plays the card that exact play shows best on every deal its view allows (the last three tricks)', () => {
    // For positions with three tricks left: value each legal card on 60 deals of the hidden
    // cards by exact search. When one card is at least as good as every other on every deal,
    // and better on some, the expert must play that card or one that is never worse.
    let decided = 0
    for (let i = 0; i < 80 && decided < 12; i++) {
      const game = positionWith(`expert-exact-${i}`, 3)
      if (game === null || game.phase !== 'play') continue
      const seat = currentPlayer(game) as Seat
      const v = playerView(game, seat)
      if (E.isLeft(v)) throw new Error(v.left.message)
      const view = v.right
      const plays = view.legalActions.filter((a): a is PlayAction => a.type === 'play' && a.seat === seat)
      if (plays.length < 2) continue
      const values = sampleDeals(view, createRng(`exact-${i}`), 60).map((deal) =>
        plays.map((p) => {
          const g = fastGameFromView(view, deal.hands) as FastGame
          g.play(p.card)
          return exactValue(g, seat)
        })
      )
      const dominant = plays.findIndex((_, ci) => values.every((row) => row.every((x) => (row[ci] as number) >= x)) && values.some((row) => row.some((x) => (row[ci] as number) > x)))
      if (dominant < 0) continue
      decided++
      const never = plays.filter((_, ci) => values.every((row) => (row[ci] as number) >= (row[dominant] as number))).map((p) => p.card)
      const a = expertBot({ inference: false, preferMargin: 0 }).decide(view, `exact-${i}`)
      // The expert may also announce: then the card is its next decision; only cards are checked.
      if (a.type === 'play') expect(never).toContain(a.card)
    }
    expect(decided).toBeGreaterThan(3)
  }, 60_000)

  it('weighs a deal by the announcements: the true deal of an announced Re or Kontra weighs at least as much as the same deal with the announcer\'s best trumps swapped for low ones', () => {
    // Heuristic games under tsr; each time another seat has announced Re or Kontra in a normal
    // game, the viewer's true deal against the deal in which the announcer's highest trumps (no
    // ♣Q: it may prove the party) are swapped with another hidden hand's lowest trumps.
    let compared = 0
    let lower = 0
    for (let i = 0; i < 60 && compared < 15; i++) {
      const started = newGame({ rules: rules.tsr, seed: `likely-${i}`, dealer: 0 })
      if (E.isLeft(started)) throw new Error(started.left.message)
      let game = started.right
      let step = 0
      while (!isFinished(game) && !(game.phase === 'play' && game.announcementLog.some((e) => e.announcement === 're' || e.announcement === 'kontra'))) {
        const seat = currentPlayer(game) as Seat
        const next = applyAction(game, botAction(heuristicBot, game, seat, `likely-${i}/${step++}`) as Action)
        if (E.isLeft(next)) throw new Error(next.left.message)
        game = next.right
      }
      if (game.phase !== 'play' || game.contract.kind !== 'normal') continue
      const event = game.announcementLog.find((e) => e.announcement === 're' || e.announcement === 'kontra')!
      const announcer = event.seat
      const viewer = ((announcer + 1) & 3) as Seat
      const other = ((announcer + 2) & 3) as Seat
      const v = playerView(game, viewer)
      if (E.isLeft(v)) throw new Error(v.left.message)
      const order = orderFor(rules.tsr, 'normal')
      const trumpsOf = (seat: Seat) => game.hands[seat].filter((c) => isTrump(order, c) && !isClubQueen(c)).sort((a, b) => (order.strength[b] as number) - (order.strength[a] as number))
      const high = trumpsOf(announcer).slice(0, 2)
      const low = trumpsOf(other).slice(-2)
      if (high.length < 2 || low.length < 2 || high.some((c) => low.includes(c))) continue
      const swap = (hand: readonly Card[], out: readonly Card[], into: readonly Card[]) => [...hand.filter((c) => !out.includes(c)), ...into]
      const weak = game.hands.map((h, seat) => (seat === announcer ? swap(h, high, low) : seat === other ? swap(h, low, high) : h)) as unknown as BySeat<readonly Card[]>
      const truth = dealLikelihood(v.right, game.hands)
      const swapped = dealLikelihood(v.right, weak)
      expect(truth).toBeGreaterThan(0)
      expect(truth).toBeLessThanOrEqual(1)
      expect(swapped).toBeLessThanOrEqual(truth)
      compared++
      if (swapped < truth) lower++
    }
    expect(compared).toBeGreaterThan(5)
    expect(lower).toBeGreaterThan(compared / 2)
  }, 60_000)

  it('weighs a deal by the aces and tens loaded onto the opponents\' tricks: a deal that gives the player a cheap card of the suit it followed weighs at most SMEAR_LIKELIHOOD as much', () => {
    // Views of seat 0 in heuristic games; a completed trick in which another seat followed suit
    // with an ace or a ten onto a trick its known opponents held, last to play. The true deal
    // against the same deal with a king or nine of that suit moved into its hand.
    let compared = 0
    for (let i = 0; i < 200 && compared < 6; i++) {
      const started = newGame({ rules: rules.tsr, seed: `smear-${i}`, dealer: 0 })
      if (E.isLeft(started)) throw new Error(started.left.message)
      let game = started.right
      let step = 0
      while (!isFinished(game) && compared < 6) {
        const seat = currentPlayer(game) as Seat
        const next = applyAction(game, botAction(heuristicBot, game, seat, `smear-${i}/${step++}`) as Action)
        if (E.isLeft(next)) throw new Error(next.left.message)
        game = next.right
        if (game.phase !== 'play' || game.trick.length !== 0 || game.tricks.length === 0 || game.contract.kind !== 'normal') continue
        const g = game
        const v = playerView(g, 0)
        if (E.isLeft(v)) throw new Error(v.left.message)
        const t = v.right.tricks[v.right.tricks.length - 1]!
        const last = ((t.leader + 3) & 3) as Seat
        const card = t.cards[3] as Card
        const order = orderFor(rules.tsr, 'normal')
        const led = order.suitClass[t.cards[0] as Card]
        const p = v.right.parties
        if (last === 0 || t.winner === last || cardPoints(card) < 10 || order.suitClass[card] !== led || led === 4) continue
        if (p[last] === null || p[t.winner] === null || p[last] === p[t.winner]) continue
        // No announcement weighs the deal; the cheap card comes from the viewer's own hand (its
        // seat is never weighed) and the smearer gives an ace or a ten for it (no cheap card lost).
        if (g.announcementLog.length > 0) continue
        const cheap = g.hands[0].find((c) => order.suitClass[c] === led && cardPoints(c) <= 4)
        const give = g.hands[last].find((c) => cardPoints(c) >= 10)
        if (cheap === undefined || give === undefined) continue
        const moved = g.hands.map((h, s) => (s === last ? [...h.filter((c) => c !== give), cheap] : s === 0 ? [...h.filter((c) => c !== cheap), give] : h)) as unknown as BySeat<readonly Card[]>
        const truth = dealLikelihood(v.right, g.hands)
        const weighed = dealLikelihood(v.right, moved)
        expect(weighed).toBeGreaterThan(0)
        expect(weighed).toBeLessThanOrEqual(truth * SMEAR_LIKELIHOOD + 1e-12)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(0)
  }, 60_000)

  it('weights an announcement by the announcer\'s hand: likelier with a stronger hand, never below 5%', () => {
    let last = 0
    for (let s = 0; s <= 40; s++) {
      const p = announcementLikelihood(s, 're')
      expect(p).toBeGreaterThanOrEqual(last)
      expect(p).toBeGreaterThanOrEqual(0.05)
      expect(p).toBeLessThanOrEqual(1)
      last = p
    }
    expect(announcementLikelihood(30, 're')).toBeGreaterThan(0.99)
    expect(announcementLikelihood(0, 'kontra')).toBe(0.05)
    // Kontra needs the stronger hand (as the heuristic bot's bars say).
    expect(announcementLikelihood(16, 'kontra')).toBeLessThan(announcementLikelihood(16, 're'))
  })
})

describe('the levels', () => {
  it('are four, weakest first, each a bot', () => {
    expect(BOT_LEVELS).toEqual(['beginner', 'casual', 'strong', 'expert'])
    for (const l of BOT_LEVELS) expect(typeof botLevels[l].decide).toBe('function')
    expect(botLevels.casual).toBe(heuristicBot)
    expect(botLevels.expert).toBe(expertDefault)
    expect(isBotLevel('expert')).toBe(true)
    expect(isBotLevel('grandmaster')).toBe(false)
    expect(isBotLevel(undefined)).toBe(false)
  })

  it('the beginner plays like the heuristic bot most of the time, slips now and then (taking a trick with its highest card, throwing the cheapest), and never plays a solo', () => {
    let cards = 0
    let differ = 0
    let solos = 0
    for (let i = 0; i < 30; i++) {
      const { game, actions } = playGame({ rules: rules.tsr, seed: `beginner-${i}`, dealer: 0 }, [beginnerBot, beginnerBot, beginnerBot, beginnerBot], `beginner-${i}`)
      void game
      solos += actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'solo').length
    }
    // Card by card against the heuristic bot on the same views.
    for (let i = 0; i < 20; i++) {
      const started = newGame({ rules: rules.tsr, seed: `beginner-cmp-${i}`, dealer: 0 })
      if (E.isLeft(started)) throw new Error(started.left.message)
      let game = started.right
      let step = 0
      while (!isFinished(game)) {
        const seat = currentPlayer(game) as Seat
        const v = playerView(game, seat)
        if (E.isLeft(v)) throw new Error(v.left.message)
        const seed = `beginner-cmp-${i}/${step++}`
        const b = beginnerBot.decide(v.right, seed)
        const h = heuristicBot.decide(v.right, seed)
        if (b.type === 'play' && h.type === 'play' && v.right.legalActions.filter((a) => a.type === 'play').length > 1) {
          cards++
          if (b.card !== h.card) differ++
        }
        const next = applyAction(game, b)
        if (E.isLeft(next)) throw new Error(next.left.message)
        game = next.right
      }
    }
    expect(solos).toBe(0)
    expect(differ).toBeGreaterThan(cards * 0.05)
    expect(differ).toBeLessThan(cards * 0.4)
  }, 60_000)

  it('withoutSolos shows the bot no solo in the reservation round (it picks among the rest), and every other view as it is', () => {
    const shown: PlayerView[] = []
    const soloist: Bot = {
      name: 'soloist',
      decide: (view) => {
        shown.push(view)
        return view.legalActions.find((a) => a.type === 'declare' && a.declaration.kind === 'solo') ?? (view.legalActions.at(-1) as Action)
      }
    }
    const { actions } = playGame({ rules: rules.tsr, seed: 'no-solos', dealer: 0 }, [0, 1, 2, 3].map(() => withoutSolos(soloist)), 'no-solos')
    expect(actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'solo')).toHaveLength(0)
    const declaring = shown.filter((v) => v.phase === 'reservations')
    expect(declaring).toHaveLength(4)
    for (const v of declaring) {
      expect(v.legalActions.length).toBeGreaterThan(0)
      expect(v.legalActions.some((a) => a.type === 'declare' && a.declaration.kind === 'solo')).toBe(false)
    }
    // The first seat to declare may declare healthy or one of the solos: only healthy (and any reservation it holds) is left.
    const first = playerView(start({ rules: rules.tsr, seed: 'no-solos', dealer: 0 }), 1)
    if (E.isLeft(first)) throw new Error(first.left.message)
    const all = first.right.legalActions
    const left = declaring[0]?.legalActions ?? []
    expect(left).toEqual(all.filter((a) => !(a.type === 'declare' && a.declaration.kind === 'solo')))
    expect(left.length).toBeLessThan(all.length)
    // Card play: the view itself.
    expect(shown.filter((v) => v.phase === 'play').length).toBeGreaterThan(40)
    expect(withoutSolos(heuristicBot).name).toBe('heuristic')
  })

  it('the arena prints the levels table: each level against the one below, with its interval and decision times', async () => {
    let out = ''
    let err = ''
    const code = await runArenaCommand(['--levels', '--games', '8', '--rules', 'tsr', '--no-solos', '--workers', '1', '--lang', 'en'], {
      output: { write: (s: string) => ((out += s), true) } as unknown as NodeJS.WritableStream,
      error: { write: (s: string) => ((err += s), true) } as unknown as NodeJS.WritableStream
    })
    expect(err).not.toContain('error')
    expect(code).toBe(0)
    const rows = out.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'))
    expect(rows[0]).toContain('points per seat and game over the level below')
    expect(rows.slice(1).map((r) => r.split('|')[1]?.trim())).toEqual(['beginner', 'casual', 'strong', 'expert'])
    expect(out).toContain('without solos')
    // The weakest level has no level below it; the others a margin and an interval.
    expect(rows[1]).toMatch(/\| beginner \| beginner \| - \| - \| - \|/)
    for (const r of rows.slice(2)) expect(r).toMatch(/\| [+-]\d+\.\d{3} \| -?\d+\.\d{3} \.\. -?\d+\.\d{3} \| 2 \|/)
  }, 120_000)
})

describe("the expert's reservation (declarations valued on sampled deals)", () => {
  /** Seat 1's view when it declares first (dealer 0), holding `hand`. */
  const firstToDeclare = (hand: string, table = rules.tsr): PlayerView => {
    const game = start({ rules: table, dealer: 0, hands: dealOf(['', hand, '', '']) })
    const view = playerView(game, 1)
    if (E.isLeft(view)) throw new Error(view.left.message)
    return view.right
  }
  const declarations = (view: PlayerView): DeclareAction[] => view.legalActions.filter((a): a is DeclareAction => a.type === 'declare')
  const kindIndex = (view: PlayerView, kind: string): number => declarations(view).findIndex((a) => a.declaration.kind === kind)
  const SEARCH = { deals: 200, batch: 200, exactTricks: 0, z: 1.5 }

  it('values the Hochzeit far above the silent wedding (healthy) with both ♣Q and nothing else, and a solo far above healthy with six queens and six aces', () => {
    const weak = firstToDeclare('♣Q ♣Q ♠9 ♠9 ♥9 ♥9 ♠K ♠K ♥K ♥K ♣9 ♣9')
    const strong = firstToDeclare('♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♠A ♠A ♥A ♥A ♦A ♦A')
    for (const [view, better, worse] of [
      [weak, 'hochzeit', 'healthy'],
      [strong, 'solo', 'healthy']
    ] as const) {
      const candidates = declarations(view)
      const ev = valueDeclarations(view, candidates, kindIndex(view, 'healthy'), createRng('values'), SEARCH)
      if (ev === null) throw new Error('not valued')
      const best = (kind: string): number => Math.max(...candidates.flatMap((a, i) => (a.declaration.kind === kind ? [ev.mean[i] as number] : [])))
      expect(best(better), better).toBeGreaterThan(best(worse) + 1)
    }
  })

  it('declares what the samples value best: the Hochzeit as the heuristic bot does with a weak hand, a Fleischloser where it stays healthy; the same again for the same seed', () => {
    const weak = firstToDeclare('♣Q ♣Q ♠9 ♠9 ♥9 ♥9 ♠K ♠K ♥K ♥K ♣9 ♣9')
    expect(heuristicBot.decide(weak, 'r')).toMatchObject({ declaration: { kind: 'hochzeit' } })
    expect(expertDefault.decide(weak, 'r')).toMatchObject({ declaration: { kind: 'hochzeit' } })
    // Five aces and four tens: the heuristic bot stays healthy; the samples find the Fleischloser (about +3 against 0).
    const aces = firstToDeclare('♥10 ♠A ♥A ♦A ♠10 ♦J ♦10 ♣10 ♠A ♥J ♠J ♦A')
    expect(heuristicBot.decide(aces, 'r')).toMatchObject({ declaration: { kind: 'healthy' } })
    const x = expertDefault.decide(aces, 'r')
    expect(x).toStrictEqual({ type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'fleischlos' } })
    expect(aces.legalActions).toContainEqual(x)
    expect(expertDefault.decide(aces, 'r')).toStrictEqual(x)
  })

  it('leaves the declaration to the fallback where the fast path cannot value it: under Genscher, after an earlier reservation', () => {
    const genscher = firstToDeclare('♣Q ♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J', withRules({ genscher: true })(rules.tsr))
    expect(valueDeclarations(genscher, declarations(genscher), 0, createRng('g'), SEARCH)).toBeNull()
    const game = start({ rules: rules.tsr, dealer: 0, hands: dealOf(['', '♣Q ♣Q', '', '']) })
    const after = applyAction(game, { type: 'declare', seat: 1, declaration: { kind: 'hochzeit' } })
    if (E.isLeft(after)) throw new Error(after.left.message)
    const view = playerView(after.right, 2)
    if (E.isLeft(view)) throw new Error(view.left.message)
    expect(valueDeclarations(view.right, declarations(view.right), 0, createRng('r'), SEARCH)).toBeNull()
    expect(expertDefault.decide(view.right, 'r')).toStrictEqual(heuristicBot.decide(view.right, 'r'))
  })
})

describe("the expert's play-outs", () => {
  it('averages rolloutsPerSample play-outs per deal and card, the later ones noisy by rolloutEpsilon', () => {
    const game = positionWith('expert-rollouts', 9)
    if (game === null) throw new Error('no position')
    const view = playerView(game, currentPlayer(game) as Seat)
    if (E.isLeft(view)) throw new Error(view.left.message)
    const cards = view.right.legalActions.flatMap((a) => (a.type === 'play' ? [a.card] : []))
    expect(cards.length).toBeGreaterThan(1)
    const base: CardSearch = { minSamples: 16, maxSamples: 16, batch: 16, eliminateZ: Infinity, nodeBudget: Infinity, exactTricks: 2, rollouts: 1, epsilon: 0, timeBudgetMs: null, inference: false, smears: false }
    const values = (s: CardSearch): number[] => [...(valueCards(view.right, cards, [], createRng('rollouts'), s)?.mean ?? [])]
    const one = values(base)
    // Without noise the further play-outs repeat the first: the same values.
    expect(values({ ...base, rollouts: 3, epsilon: 0 })).toEqual(one)
    // With noise they differ, and each is still an average of settlement scores.
    const noisy = values({ ...base, rollouts: 3, epsilon: 0.5 })
    expect(noisy).not.toEqual(one)
    for (const v of noisy) expect(Math.abs(v)).toBeLessThan(40)
    // The options reach the search: a bad epsilon falls back to the default, and every choice is legal.
    for (const bot of [expertBot({ rolloutsPerSample: 1 }), expertBot({ rolloutsPerSample: 2, rolloutEpsilon: Number.NaN }), expertBot({ rolloutEpsilon: 1 })]) {
      expect(view.right.legalActions).toContainEqual(bot.decide(view.right, 'r'))
    }
  })
})
