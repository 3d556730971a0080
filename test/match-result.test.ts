/**
 * `recordResult`: results entered by hand (a summary and what was played, or a redeal) keep the
 * score sheet exactly as games played through the engine do, and everything that does not fit
 * the next deal is refused with `match/invalid-result`.
 */
import fc from 'fast-check'
import { pipe } from 'fp-ts/lib/function.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, type GameSummary, applyAction, isFinished, legalActions, rules } from '../src/index.js'
import { type FinishedState, type RedealState, type Rng, cardOrder, createRng, SEATS, legalDeclarations } from '../src/rulesEntry.js'
import {
  type Match,
  type MatchConfig,
  type PlayedContract,
  type TableResult,
  isMatchOver,
  matchConfigs,
  newMatch,
  nextDeal,
  recordGame,
  recordResult,
  startNextGame
} from '../src/match/index.js'
import { failure, must, bockConfigArb } from './support/match.js'

/** What a score-sheet app would enter for a game the engine played. */
const tableResultOf = (game: FinishedState | RedealState): TableResult => {
  if (game.phase === 'redeal') return { kind: 'redeal', reason: game.reason, seat: game.seat }
  const c = game.contract
  const contract: PlayedContract =
    c.kind === 'solo'
      ? { kind: 'solo', solo: c.solo, soloist: c.soloist }
      : c.kind === 'hochzeit'
        ? { kind: 'hochzeit', hochzeiter: c.hochzeiter, partner: c.partner }
        : c.kind === 'silentWedding'
          ? { kind: 'silentWedding', player: c.player }
          : c.kind === 'armut'
            ? { kind: 'armut', poor: c.poor, partner: c.partner }
            : { kind: 'normal' }
  const order = cardOrder(game.gameType, game.piglets).suitClass
  const heartTrickPlayed = game.tricks.some((t) => t.cards.every((card) => order[card] === 2))
  return { kind: 'played', contract, summary: game.summary, heartTrickPlayed }
}

/**
 * Random legal play that reaches the rare results often: Armut, Schmeißen and Hochzeit are
 * declared whenever the hand allows (half the time), a solo now and then; Armut offers are
 * taken or declined at random.
 */
const playBiased = (start: Game, rng: Rng): Game => {
  let g = start
  for (let steps = 0; !isFinished(g); steps++) {
    if (steps > 400) throw new Error('the game does not end')
    if (g.phase !== 'reservations') {
      const actions = legalActions(g)
      const cards = actions.filter((a) => a.type !== 'announce')
      const pool = cards.length === 0 || rng.nextInt(15) === 0 ? actions : cards
      g = must(applyAction(g, pool[rng.nextInt(pool.length)] as Action))
      continue
    }
    const actions = legalActions(g)
    const rare = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy' && a.declaration.kind !== 'solo')
    const solos = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'solo')
    const healthy = actions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
    const pool = rare.length > 0 && rng.nextInt(2) === 0 ? rare : solos.length > 0 && (healthy.length === 0 || rng.nextInt(20) === 0) ? solos : healthy
    g = must(applyAction(g, pool[rng.nextInt(pool.length)] as Action))
  }
  return g
}

const configArb: fc.Arbitrary<MatchConfig> = fc
  .record({
    players: fc.constantFrom(4 as const, 5 as const, 6 as const),
    extra: fc.integer({ min: 0, max: 4 }),
    compulsorySolo: fc.boolean(),
    rules: fc.constantFrom(rules.tsr, rules.pagat, rules.house),
    bock: bockConfigArb
  })
  .map(({ players, extra, compulsorySolo, rules, bock }) => ({
    rules,
    players,
    gamesPerRound: compulsorySolo ? players + extra : 1 + extra,
    rounds: 1,
    compulsorySolo,
    bock
  }))

const summary = (parties: GameSummary['parties'], re: number, announced: 'none' | 'announced' = 'none'): GameSummary => ({
  parties,
  points: { re, kontra: 240 - re },
  tricks: { re: re === 0 ? 0 : re === 240 ? 12 : 6, kontra: re === 0 ? 12 : re === 240 ? 0 : 6 },
  announcements: { re: announced, kontra: 'none' },
  extraPoints: []
})

const normal = (re: number): TableResult => ({ kind: 'played', contract: { kind: 'normal' }, summary: summary(['re', 're', 'kontra', 'kontra'], re) })

const tsrMatch = (): Match => must(newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] }))

describe('recordResult keeps the sheet as recordGame does', () => {
  it('for random matches (4 to 6 players, every preset, Pflichtsolo, Bock): the same match after every game and redeal', () => {
    const kinds = new Set<string>()
    fc.assert(
      fc.property(configArb, fc.integer(), (config, n) => {
        const rng: Rng = createRng(`result-${n}`)
        let byGame = must(newMatch(config, { dealer: rng.nextInt(config.players) }))
        let byResult = byGame
        for (let i = 0; !isMatchOver(byGame); i++) {
          if (i > 200) throw new Error('the match does not end')
          const game = playBiased(must(startNextGame(byGame, { seed: `result-${n}/${i}` })), rng)
          if (!isFinished(game) || (game.phase !== 'finished' && game.phase !== 'redeal')) throw new Error('unfinished game')
          byGame = must(recordGame(byGame, game))
          const entered = tableResultOf(game)
          kinds.add(entered.kind === 'redeal' ? `redeal/${entered.reason}` : entered.contract.kind)
          byResult = must(recordResult(byResult, entered))
          expect(byResult).toEqual(byGame)
        }
        expect(isMatchOver(byResult)).toBe(true)
      }),
      { numRuns: 60 }
    )
    // Common results come up in the random games; the rare ones have their own test below.
    expect([...kinds]).toEqual(expect.arrayContaining(['normal', 'hochzeit', 'silentWedding', 'solo']))
  }, 60_000)

  it('for the rare results: an Armut taken and declined (pagat), an Armut redeal and Schmeißen (house)', () => {
    const wanted: { config: MatchConfig; kind: 'armut' | 'schmeissen'; outcome: string }[] = [
      { config: matchConfigs.pagat, kind: 'armut', outcome: 'armut' },
      { config: matchConfigs.pagat, kind: 'armut', outcome: 'redeal/armutDeclined' },
      { config: matchConfigs.house, kind: 'armut', outcome: 'redeal/armutRedeal' },
      { config: matchConfigs.house, kind: 'schmeissen', outcome: 'redeal/schmeissen' }
    ]
    for (const { config, kind, outcome } of wanted) {
      let found = false
      for (let n = 0; n < 3000 && !found; n++) {
        const match = must(newMatch(config))
        const start = must(startNextGame(match, { seed: `rare-${n}` }))
        const offered = SEATS.some((seat) => start.phase === 'reservations' && start.setup.rules.reservations.includes(kind) && legalDeclarations(start.setup, seat).some((a) => a.declaration.kind === kind))
        if (!offered) continue
        const game = playBiased(start, createRng(`rare-${n}`))
        if (game.phase !== 'finished' && game.phase !== 'redeal') throw new Error('unfinished game')
        const entered = tableResultOf(game)
        if ((entered.kind === 'redeal' ? `redeal/${entered.reason}` : entered.contract.kind) !== outcome) continue
        expect(must(recordResult(match, entered))).toEqual(must(recordGame(match, game)))
        found = true
      }
      expect(found, `a deal with the outcome ${outcome}`).toBe(true)
    }
  })

  it('enters the settlement guide\'s three games: Anna 6, Ben 2, Carla -8, Dieter 0', () => {
    const entered: TableResult[] = [
      normal(131),
      { kind: 'played', contract: { kind: 'normal' }, summary: summary(['re', 'kontra', 're', 'kontra'], 118, 'announced') },
      { kind: 'played', contract: { kind: 'solo', solo: 'queens', soloist: 0 }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 125, 'announced') }
    ]
    const m = entered.reduce((match, r) => must(recordResult(match, r)), tsrMatch())
    expect(m.totals).toEqual([6, 2, -8, 0])
    expect(m.sheet.map((r) => r.type.kind)).toEqual(['normal', 'normal', 'solo'])
    // Anna owed a Pflichtsolo (tsr): her Damensolo is one, and the same dealer deals again.
    expect(m.sheet[2]?.type).toEqual({ kind: 'solo', solo: 'queens', soloist: 0, compulsory: true, forced: false })
    expect(m.dealer).toBe(2)
    expect(m.compulsorySoloOwed).toEqual([false, true, true, true])
  })

  it('is data-last in a pipe, and leaves the match it was given unchanged', () => {
    const m = Object.freeze(tsrMatch())
    const copy = JSON.parse(JSON.stringify(m)) as Match
    const next = must(pipe(m, recordResult(normal(151))))
    expect(next.totals).toEqual([2, 2, -2, -2])
    expect(m).toEqual(copy)
  })

  it('puts the seats of a five-player deal on the right players (the dealer sits out)', () => {
    const m = must(newMatch({ ...matchConfigs.tsr, players: 5, gamesPerRound: 30 }, { dealer: 2 }))
    const deal = must(nextDeal(m))
    const next = must(recordResult(m, normal(131)))
    const expected = [0, 0, 0, 0, 0]
    deal.seats.forEach((player, seat) => (expected[player] = seat < 2 ? 1 : -1))
    expect(next.sheet[0]?.points).toEqual(expected)
    expect(next.sheet[0]?.points[2]).toBe(0)
  })

  it('records a redeal the rules have: nobody scores, the game is not counted, the same dealer deals', () => {
    const m = must(newMatch(matchConfigs.pagat))
    const next = must(recordResult(m, { kind: 'redeal', reason: 'armutDeclined', seat: 1 }))
    expect(next.gamesPlayed).toBe(0)
    expect(next.dealer).toBe(m.dealer)
    expect(next.sheet[0]?.type).toEqual({ kind: 'redeal', reason: 'armutDeclined', player: 1 })
  })
})

describe('recordResult refuses what does not fit the next deal', () => {
  const refused = (m: Match, r: unknown): string => {
    const e = failure(recordResult(m, r as TableResult))
    expect(e.code).toBe('match/invalid-result')
    return e.message
  }

  it('a summary settle refuses, with settle\'s code', () => {
    const bad = { kind: 'played', contract: { kind: 'normal' }, summary: { ...summary(['re', 're', 'kontra', 'kontra'], 131), points: { re: 131, kontra: 100 } } }
    expect(refused(tsrMatch(), bad)).toMatch(/summary\/invalid/)
    expect(refused(tsrMatch(), { kind: 'played', contract: { kind: 'normal' }, summary: 'Re won' })).toMatch(/input\/malformed-summary|summary\/invalid/)
  })

  it('a contract whose Re party is not the summary\'s', () => {
    expect(refused(tsrMatch(), { kind: 'played', contract: { kind: 'normal' }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 131) })).toMatch(/two Re seats/)
    const solo = { kind: 'played', contract: { kind: 'solo', solo: 'queens', soloist: 1 }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 131) }
    expect(refused(tsrMatch(), solo)).toMatch(/Re must be seat 1, the summary has seat 0/)
    const hochzeit = { kind: 'played', contract: { kind: 'hochzeit', hochzeiter: 0, partner: 2 }, summary: summary(['re', 're', 'kontra', 'kontra'], 131) }
    expect(refused(tsrMatch(), hochzeit)).toMatch(/Re must be seats 0, 2/)
  })

  it('a contract or redeal the rules do not have', () => {
    const armut = { kind: 'played', contract: { kind: 'armut', poor: 0, partner: 1 }, summary: summary(['re', 're', 'kontra', 'kontra'], 131) }
    expect(refused(tsrMatch(), armut)).toMatch(/no Armut game/)
    const kings = { kind: 'played', contract: { kind: 'solo', solo: 'kings', soloist: 0 }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 131) }
    expect(refused(tsrMatch(), kings)).toMatch(/offer no kings solo/)
    expect(refused(tsrMatch(), { kind: 'redeal', reason: 'schmeissen', seat: 0 })).toMatch(/do not redeal for schmeissen/)
  })

  it('malformed entries: unknown kinds, seats and solos', () => {
    const m = tsrMatch()
    expect(refused(m, null)).toMatch(/expected/)
    expect(refused(m, { kind: 'lost' })).toMatch(/kind must be/)
    expect(refused(m, { kind: 'played', contract: { kind: 'trio' }, summary: summary(['re', 're', 'kontra', 'kontra'], 131) })).toMatch(/contract.kind/)
    expect(refused(m, { kind: 'played', contract: { kind: 'solo', solo: 'x', soloist: 0 }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 131) })).toMatch(/contract.solo/)
    expect(refused(m, { kind: 'played', contract: { kind: 'silentWedding', player: 7 }, summary: summary(['re', 'kontra', 'kontra', 'kontra'], 131) })).toMatch(/contract.player/)
    expect(refused(m, { kind: 'redeal', reason: 'tired', seat: 0 })).toMatch(/reason must be/)
  })

  it('a vorgeführt player who does not play a solo', () => {
    // tsr at four with 4 games a round: as many games are left as Pflichtsoli are owed, so every
    // deal has a vorgeführt player (TSR 4.2.5), who must play a solo.
    let m = must(newMatch({ ...matchConfigs.tsr, gamesPerRound: 4, rounds: 1 }))
    const first = must(nextDeal(m)).gameOptions.forcedSoloist
    expect(first).not.toBeUndefined()
    expect(refused(m, normal(131))).toMatch(/vorgeführt: the game must be a solo/)
    expect(refused(m, { kind: 'redeal', reason: 'schmeissen', seat: 0 })).toMatch(/do not redeal|vorgeführt/)
    const other = (((first ?? 0) + 1) % 4) as 0 | 1 | 2 | 3
    const lone = (seat: number): GameSummary['parties'] =>
      [0, 1, 2, 3].map((s) => (s === seat ? 're' : 'kontra')) as unknown as GameSummary['parties']
    expect(refused(m, { kind: 'played', contract: { kind: 'solo', solo: 'jacks', soloist: other }, summary: summary(lone(other), 130) })).toMatch(/the solo must be that seat's/)
    for (let i = 0; i < 4; i++) {
      const deal = must(nextDeal(m))
      const seat = deal.gameOptions.forcedSoloist ?? null
      if (seat === null) throw new Error('no vorgeführt player')
      m = must(recordResult(m, { kind: 'played', contract: { kind: 'solo', solo: 'clubs', soloist: seat }, summary: summary(lone(seat), 100) }))
      expect(m.sheet[i]?.type).toMatchObject({ kind: 'solo', soloist: deal.seats[seat], compulsory: true, forced: true })
    }
    expect(isMatchOver(m)).toBe(true)
    expect(m.compulsorySoloOwed).toEqual([false, false, false, false])
  })

  it('a match that is over, and a value that is not a match', () => {
    let m = must(newMatch({ ...matchConfigs.pagat, gamesPerRound: 1, rounds: 1 }))
    m = must(recordResult(m, normal(131)))
    expect(failure(recordResult(m, normal(131))).code).toBe('match/over')
    expect(failure(recordResult({} as Match, normal(131))).code).toBe('match/malformed-match')
  })
})
