/**
 * Random rule sets and random complete games under them, for the property tests of
 * test/rule-set-properties.test.ts.
 *
 * A rule set is drawn as a preset (tsr, pagat, house) plus a random subset of the house options,
 * each with random parameters, applied in a fixed order; the names of the applied steps are kept
 * for failure messages. A game is driven by one seed string through the library's seeded random
 * source, so a failing case can be replayed; every move is chosen from `legalActions` and applied
 * with `applyAction`, and biased deals make Armut, Schmeißen, Hochzeit, piglets, superpiglets and the
 * Genscher common.
 */
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { type Action, type BySeat, type Card, type Game, type NewGameOptions, type RuleSet, type Seat, type SoloType, applyAction, legalActions, newGame, rules, withRules } from '../../src/index.js'
import { type ArmutRules, type ExtraPointRules, type Rng, type SchmeissenReason, SCHMEISSEN_REASONS, SOLO_TYPES, cardsPerHand, createRng, deckOf, karlchenOnlyWinning, named, normalTrumps, withAnnouncementDoubling, withArmut, withExtraPoints, withPiglets, withSchmeissen, withSecondDulleBeats, withSoloLeader, withSolos, withWeddingClarification, withoutNines } from '../../src/rulesEntry.js'

// ---------------------------------------------------------------------------------------------
// Rule sets
// ---------------------------------------------------------------------------------------------

/** A drawn rule set and the steps that built it (preset name, then each option applied). */
export interface DrawnRules {
  readonly rules: RuleSet
  readonly steps: readonly string[]
}

/** The options a draw may apply, each with its parameters; absent keys are not applied. */
interface OptionDraw {
  readonly withoutNines?: true
  readonly secondDulleBeats?: RuleSet['secondDulleBeats']
  readonly soloLeader?: RuleSet['soloLeader']
  readonly piglets?: { readonly superpiglets: boolean }
  readonly armut?: Partial<ArmutRules>
  readonly schmeissen?: readonly SchmeissenReason[]
  readonly solos?: readonly SoloType[]
  readonly weddingClarification?: RuleSet['weddingClarification']
  readonly weddingDeadlineShift?: RuleSet['weddingDeadlineShift']
  readonly extraPoints?: Partial<ExtraPointRules>
  readonly karlchenOnlyWinning?: true
  readonly doubling?: 'before' | 'after'
  readonly announcementReply?: false
  readonly announcementDeadlines?: readonly [number, number, number, number, number]
  readonly announcementUntilTrickComplete?: true
  readonly dulleCatchesDulle?: true
  readonly pigletsPublicAtStart?: true
  readonly reservationPriority?: readonly ('solo' | 'schmeissen' | 'armut' | 'hochzeit')[]
  readonly weddingFirstTrickDecides?: true
  readonly pigletsInSolo?: true
  readonly genscher?: true
  readonly withoutDullen?: true
  readonly name?: string
}

const bool = fc.boolean()

/** Each option is applied with probability 1/2, independently. */
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 2 })

const optionDraw: fc.Arbitrary<OptionDraw> = fc.record({
  withoutNines: maybe(fc.constant(true as const)),
  secondDulleBeats: maybe(fc.constantFrom('never' as const, 'always' as const, 'exceptLastTrick' as const)),
  soloLeader: maybe(fc.constantFrom('soloistIfCompulsory' as const, 'dealersLeft' as const, 'soloist' as const)),
  piglets: maybe(fc.record({ superpiglets: bool })),
  armut: maybe(
    fc.record(
      {
        mode: fc.constantFrom('exchange' as const, 'redealWithBock' as const),
        singleFoxCounts: bool,
        pass: fc.constantFrom('threeCards' as const, 'trumpsOnly' as const),
        returnTrumps: bool,
        trumpsReturnedPublic: bool
      },
      { requiredKeys: [] }
    )
  ),
  schmeissen: maybe(fc.subarray([...SCHMEISSEN_REASONS], { minLength: 1 })),
  solos: maybe(fc.subarray([...SOLO_TYPES])),
  weddingClarification: maybe(
    fc.constantFrom('firstTrick' as const, 'firstTrumpTrick' as const, 'firstPlainTrick' as const, 'chosenByHochzeiter' as const, 'firstTrickOfSuit' as const)
  ),
  weddingDeadlineShift: maybe(fc.constantFrom('klaerungsstichMinusOne' as const, 'klaerungsstich' as const)),
  extraPoints: maybe(
    fc.record(
      {
        againstTheClubQueens: bool,
        foxCaught: bool,
        doppelkopf: bool,
        karlchen: bool,
        karlchenCaught: bool,
        foxLastTrick: bool,
        doppelkopfInSolo: bool,
        heartTrick: bool
      },
      { requiredKeys: [] }
    )
  ),
  karlchenOnlyWinning: maybe(fc.constant(true as const)),
  doubling: maybe(fc.constantFrom('before' as const, 'after' as const)),
  announcementReply: maybe(fc.constant(false as const)),
  // Non-increasing card counts 3..12 (valid with and without nines).
  announcementDeadlines: maybe(
    fc.array(fc.integer({ min: 3, max: 12 }), { minLength: 5, maxLength: 5 }).map((xs) => [...xs].sort((a, b) => b - a) as unknown as readonly [number, number, number, number, number])
  ),
  announcementUntilTrickComplete: maybe(fc.constant(true as const)),
  dulleCatchesDulle: maybe(fc.constant(true as const)),
  pigletsPublicAtStart: maybe(fc.constant(true as const)),
  weddingFirstTrickDecides: maybe(fc.constant(true as const)),
  pigletsInSolo: maybe(fc.constant(true as const)),
  genscher: maybe(fc.constant(true as const)),
  withoutDullen: maybe(fc.constant(true as const)),
  reservationPriority: maybe(fc.shuffledSubarray(['solo', 'schmeissen', 'armut', 'hochzeit'] as const, { minLength: 4, maxLength: 4 })),
  name: maybe(fc.string({ maxLength: 8 }))
})

/** Applies the drawn options to a preset, in a fixed order, recording each step. */
export const applyDraw = (preset: 'tsr' | 'pagat' | 'house', d: OptionDraw): DrawnRules => {
  let r: RuleSet = rules[preset]
  const steps: string[] = [preset]
  const step = (label: string, f: (x: RuleSet) => RuleSet): void => {
    r = f(r)
    steps.push(label)
  }
  if (d.withoutNines) step('withoutNines', withoutNines)
  if (d.secondDulleBeats !== undefined) step(`withSecondDulleBeats(${d.secondDulleBeats})`, withSecondDulleBeats(d.secondDulleBeats))
  if (d.soloLeader !== undefined) step(`withSoloLeader(${d.soloLeader})`, withSoloLeader(d.soloLeader))
  if (d.piglets !== undefined) step(`withPiglets(${JSON.stringify(d.piglets)})`, withPiglets(d.piglets))
  if (d.armut !== undefined) step(`withArmut(${JSON.stringify(d.armut)})`, withArmut(d.armut))
  if (d.schmeissen !== undefined) step(`withSchmeissen(${d.schmeissen.join(',')})`, withSchmeissen(d.schmeissen))
  if (d.solos !== undefined) step(`withSolos(${d.solos.join(',')})`, withSolos(d.solos))
  if (d.weddingClarification !== undefined) {
    step(`withWeddingClarification(${d.weddingClarification})`, withWeddingClarification(d.weddingClarification))
  }
  if (d.weddingDeadlineShift !== undefined) {
    const shift = d.weddingDeadlineShift
    step(`weddingDeadlineShift: ${shift}`, (x) => ({ ...x, weddingDeadlineShift: shift }))
  }
  if (d.extraPoints !== undefined) step(`withExtraPoints(${JSON.stringify(d.extraPoints)})`, withExtraPoints(d.extraPoints))
  if (d.karlchenOnlyWinning) step('karlchenOnlyWinning', karlchenOnlyWinning)
  if (d.doubling !== undefined) step(`withAnnouncementDoubling(${d.doubling})`, withAnnouncementDoubling(d.doubling))
  if (d.announcementReply === false) step('announcementReply: false', (x) => ({ ...x, announcementReply: false }))
  if (d.announcementDeadlines !== undefined) {
    const deadlines = d.announcementDeadlines
    step(`announcementDeadlines: ${deadlines.join(',')}`, withRules({ announcementDeadlines: deadlines }))
  }
  if (d.announcementUntilTrickComplete) step('announcementUntilTrickComplete', withRules({ announcementUntilTrickComplete: true }))
  if (d.pigletsPublicAtStart) step('pigletsPublic: atStart', withRules({ pigletsPublic: 'atStart' }))
  // Only with piglets (else the rule set makes no sense).
  if (d.pigletsInSolo && r.piglets.enabled) step('pigletsInSolo', withRules({ pigletsInSolo: true }))
  if (d.weddingFirstTrickDecides) step('weddingFirstTrickDecides', withRules({ weddingFirstTrickDecides: true }))
  if (d.reservationPriority !== undefined) {
    const order = d.reservationPriority
    step(`reservationPriority: ${order.join(',')}`, withRules({ reservationPriority: order }))
  }
  if (d.withoutDullen) step('dullen: false', withRules({ dullen: false }))
  if (d.genscher) step('genscher', withRules({ genscher: true }))
  // Only where a second ♥10 can beat the first (else the rule set makes no sense).
  if (d.dulleCatchesDulle && r.secondDulleBeats !== 'never' && r.dullen) step('dulleCatchesDulle', withRules({ extraPoints: { dulleCatchesDulle: true } }))
  if (d.name !== undefined) step(`named(${JSON.stringify(d.name)})`, named(d.name))
  return { rules: r, steps }
}

/** A preset with a random subset of the options, random parameters for each. */
export const ruleSetArb: fc.Arbitrary<DrawnRules> = fc
  .tuple(fc.constantFrom('tsr' as const, 'pagat' as const, 'house' as const), optionDraw)
  .map(([preset, d]) => applyDraw(preset, d))

// ---------------------------------------------------------------------------------------------
// Deals
// ---------------------------------------------------------------------------------------------

/** How a deal is biased: plain random, or one seat gets cards that make a rule come up. */
export type DealKind = 'random' | 'poor' | 'wedding' | 'piglets' | 'superpiglets' | 'kings' | 'nines' | 'full' | 'genscher'

const DEAL_KINDS: readonly DealKind[] = [
  'random',
  'random',
  'random',
  'random',
  'poor',
  'poor',
  'poor',
  'poor',
  'wedding',
  'wedding',
  'piglets',
  'superpiglets',
  'kings',
  'nines',
  'full',
  'genscher',
  'genscher',
  'genscher'
]

const shuffled = (rng: Rng, cards: readonly Card[]): Card[] => {
  const deck = cards.slice()
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1)
    const t = deck[i] as Card
    deck[i] = deck[j] as Card
    deck[j] = t
  }
  return deck
}

const ofFace = (face: number): readonly Card[] => [2 * face, 2 * face + 1]
const ofRank = (deck: readonly Card[], rank: number): Card[] => deck.filter((c) => (c >> 1) % 6 === rank)
const FOX_FACE = 3 * 6 + 0 // ♦A
const CLUB_QUEEN_FACE = 0 * 6 + 3 // ♣Q
const DIAMOND_TEN_FACE = 3 * 6 + 1 // ♦10
const DIAMOND_NINE_FACE = 3 * 6 + 5 // ♦9
const DIAMOND_KING_FACE = 3 * 6 + 2 // ♦K

/**
 * A deal in which `seat` holds `required` (plus random cards to a full hand) and the rest is
 * random; with `exclude`, `seat` gets none of those cards beyond `required`.
 */
const dealWithRequired = (
  rng: Rng,
  deck: readonly Card[],
  seat: Seat,
  required: readonly Card[],
  exclude: (c: Card) => boolean = () => false
): BySeat<readonly Card[]> => {
  const perHand = deck.length / 4
  const rest = shuffled(
    rng,
    deck.filter((c) => !required.includes(c))
  )
  const hand = [...required]
  for (const c of rest) {
    if (hand.length === perHand) break
    if (!exclude(c)) hand.push(c)
  }
  const others = rest.filter((c) => !hand.includes(c))
  const hands: Card[][] = [[], [], [], []]
  hands[seat] = hand
  let k = 0
  for (let s = 0; s < 4; s++) {
    if (s === seat) continue
    hands[s] = others.slice(k, k + perHand)
    k += perHand
  }
  return hands as unknown as BySeat<readonly Card[]>
}

/** A deal of the given kind for a rule set (48 or 40 cards). */
export const biasedDeal = (rng: Rng, ruleSet: RuleSet, kind: DealKind): BySeat<readonly Card[]> => {
  const deck = deckOf(ruleSet)
  const seat = rng.nextInt(4) as Seat
  const some = (cards: readonly Card[], n: number): Card[] => shuffled(rng, cards).slice(0, n)
  const trumps = normalTrumps(deck)
  switch (kind) {
    case 'random':
      return dealWithRequired(rng, deck, seat, [])
    case 'poor': {
      // At most three trumps of a normal game (a ♦A among them now and then).
      const n = rng.nextInt(4)
      return dealWithRequired(rng, deck, seat, some(trumps, n), (c) => trumps.includes(c))
    }
    case 'wedding':
      return dealWithRequired(rng, deck, seat, ofFace(CLUB_QUEEN_FACE))
    case 'piglets':
      return dealWithRequired(rng, deck, seat, ofFace(FOX_FACE))
    case 'superpiglets':
      return dealWithRequired(rng, deck, seat, [
        ...ofFace(FOX_FACE),
        ...ofFace(ruleSet.withoutNines ? DIAMOND_TEN_FACE : DIAMOND_NINE_FACE)
      ])
    case 'kings':
      return dealWithRequired(rng, deck, seat, some(ofRank(deck, 2), 5))
    case 'nines':
      // Five nines, or four nines and four kings (with nines only).
      if (ruleSet.withoutNines) return dealWithRequired(rng, deck, seat, [])
      return rng.nextInt(2) === 0
        ? dealWithRequired(rng, deck, seat, some(ofRank(deck, 5), 5))
        : dealWithRequired(rng, deck, seat, [...some(ofRank(deck, 5), 4), ...some(ofRank(deck, 2), 4)])
    case 'full':
      return dealWithRequired(rng, deck, seat, some([...ofRank(deck, 0), ...ofRank(deck, 1)], 7))
    case 'genscher':
      // Both ♦K in one hand: a Genscher under the option.
      return dealWithRequired(rng, deck, seat, ofFace(DIAMOND_KING_FACE))
  }
}

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

/** A random game under a rule set: setup, every action applied and every state on the way. */
export interface RuleGame {
  readonly seed: string
  readonly dealKind: DealKind
  readonly options: NewGameOptions
  readonly actions: readonly Action[]
  /** `states[0]` is the new game; `states[i + 1]` follows `actions[i]`. */
  readonly states: readonly Game[]
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => {
  const x = xs[rng.nextInt(xs.length)]
  if (x === undefined) throw new Error('pick from an empty list')
  return x
}

/**
 * A random listed action: Armut, Schmeißen and Hochzeit are declared often when listed, a solo
 * now and then (always one for a forced soloist); an Armut offer is accepted about half the time
 * (so all three decline about one time in eight); every other choice is uniform among the
 * listed actions, with announcements at a per-game rate during play.
 */
const chooseAction = (rng: Rng, game: Game, announceRate: number): Action => {
  const actions = legalActions(game)
  if (actions.length === 0) throw new Error(`no legal action in phase ${game.phase}`)
  if (game.phase === 'reservations') {
    const of = (kind: string) => actions.filter((a) => a.type === 'declare' && a.declaration.kind === kind)
    const healthy = of('healthy')
    const solos = of('solo')
    if (healthy.length === 0) return pick(rng, solos)
    for (const [kind, percent] of [
      ['schmeissen', 50],
      ['armut', 85],
      ['hochzeit', 50]
    ] as const) {
      const a = of(kind)
      if (a.length > 0 && rng.nextInt(100) < percent) return pick(rng, a)
    }
    if (solos.length > 0 && rng.nextInt(30) === 0) return pick(rng, solos)
    return pick(rng, healthy)
  }
  if (game.phase === 'armut' && game.step === 'offer') {
    const accept = rng.nextInt(100) < 45
    return pick(
      rng,
      actions.filter((a) => a.type === 'armutAnswer' && a.accept === accept)
    )
  }
  const announcements = actions.filter((a) => a.type === 'announce')
  if (announcements.length > 0 && rng.nextInt(1000) < announceRate * 1000) return pick(rng, announcements)
  const rest = actions.filter((a) => a.type !== 'announce')
  return pick(rng, rest)
}

/** Plays a random complete game (or one that ends in a redeal) under `ruleSet`. Throws if a listed action is rejected. */
export const randomRuleGame = (ruleSet: RuleSet, seed: string): RuleGame => {
  const rng = createRng(seed)
  const dealer = rng.nextInt(4) as Seat
  const dealKind = pick(rng, DEAL_KINDS)
  const hands = biasedDeal(rng, ruleSet, dealKind)
  const owed = [0, 1, 2, 3].map(() => rng.nextInt(2) === 1) as unknown as BySeat<boolean>
  const forced = rng.nextInt(12) === 0 ? (rng.nextInt(4) as Seat) : undefined
  const options: NewGameOptions =
    forced === undefined
      ? { rules: ruleSet, dealer, hands, compulsorySoloOwed: owed }
      : { rules: ruleSet, dealer, hands, compulsorySoloOwed: owed, forcedSoloist: forced }
  const announceRate = pick(rng, [0, 0.05, 0.15, 0.4])
  const first = newGame(options)
  if (E.isLeft(first)) throw new Error(`${seed}: newGame rejected the setup: ${first.left.code} ${first.left.message}`)
  let game = first.right
  const states: Game[] = [game]
  const actions: Action[] = []
  const limit = 4 * cardsPerHand(ruleSet) + 60
  while (game.phase !== 'finished' && game.phase !== 'redeal') {
    if (actions.length > limit) throw new Error(`${seed}: the game does not end`)
    const action = chooseAction(rng, game, announceRate)
    const next = applyAction(game, action)
    if (E.isLeft(next)) throw new Error(`${seed}: listed action ${JSON.stringify(action)} rejected: ${next.left.code} ${next.left.message}`)
    game = next.right
    actions.push(action)
    states.push(game)
  }
  return { seed, dealKind, options, actions, states }
}

// ---------------------------------------------------------------------------------------------
// Random (mostly illegal) actions
// ---------------------------------------------------------------------------------------------

const ANNOUNCEMENTS = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'] as const
const TRICK_KINDS = ['any', 'trump', 'plain'] as const

/** The cards a seat holds in a state (the dealt hand before the Armut exchange or play). */
export const handOf = (game: Game, seat: Seat): readonly Card[] =>
  game.phase === 'reservations' || game.phase === 'redeal' ? game.setup.deal[seat] : game.hands[seat]

/**
 * A random well-formed action, near the legal ones: plays of held and unheld cards by any seat,
 * announcements, declarations, clarification choices and Armut actions with cards of the hand.
 */
export const randomAction = (rng: Rng, game: Game): Action => {
  const seat = rng.nextInt(4) as Seat
  const turn = 'turn' in game && typeof game.turn === 'number' ? (game.turn as Seat) : seat
  const cardsOf = (s: Seat, n: number): Card[] => {
    const hand = shuffled(rng, handOf(game, s))
    return rng.nextInt(6) === 0 ? [rng.nextInt(48), ...hand.slice(1, n)].slice(0, n) : hand.slice(0, n)
  }
  switch (rng.nextInt(9)) {
    case 0:
      return { type: 'play', seat, card: rng.nextInt(48) }
    case 1:
    case 2: {
      const hand = handOf(game, turn)
      return { type: 'play', seat: turn, card: hand.length > 0 ? pick(rng, hand) : rng.nextInt(48) }
    }
    case 3:
      return { type: 'announce', seat, announcement: pick(rng, ANNOUNCEMENTS) }
    case 4: {
      const kind = pick(rng, ['healthy', 'hochzeit', 'armut', 'schmeissen', 'solo'] as const)
      return kind === 'solo'
        ? { type: 'declare', seat: rng.nextInt(2) === 0 ? turn : seat, declaration: { kind, solo: pick(rng, SOLO_TYPES) } }
        : { type: 'declare', seat: rng.nextInt(2) === 0 ? turn : seat, declaration: { kind } }
    }
    case 5:
      return rng.nextInt(2) === 0
        ? { type: 'chooseClarification', seat, trick: pick(rng, TRICK_KINDS) }
        : { type: 'genscher', seat: rng.nextInt(2) === 0 ? turn : seat, partner: rng.nextInt(5) === 4 ? null : (rng.nextInt(4) as Seat) }
    case 6: {
      const s = rng.nextInt(2) === 0 ? turn : seat
      return { type: 'armutPass', seat: s, cards: cardsOf(s, rng.nextInt(5)) }
    }
    case 7:
      return { type: 'armutAnswer', seat: rng.nextInt(2) === 0 ? turn : seat, accept: rng.nextInt(2) === 0 }
    default: {
      const s = rng.nextInt(2) === 0 ? turn : seat
      return { type: 'armutReturn', seat: s, cards: cardsOf(s, rng.nextInt(5)) }
    }
  }
}

/** A key that identifies an action up to the order of its cards (Armut passes and returns). */
export const actionKey = (a: Action): string => {
  switch (a.type) {
    case 'play':
      return `play/${a.seat}/${a.card}`
    case 'announce':
      return `announce/${a.seat}/${a.announcement}`
    case 'declare':
      return `declare/${a.seat}/${a.declaration.kind}/${a.declaration.kind === 'solo' ? a.declaration.solo : ''}`
    case 'chooseClarification':
      return `choose/${a.seat}/${a.trick}`
    case 'genscher':
      return `genscher/${a.seat}/${a.partner}`
    case 'armutAnswer':
      return `answer/${a.seat}/${a.accept}`
    case 'armutPass':
    case 'armutReturn':
      return `${a.type}/${a.seat}/${[...a.cards].sort((x, y) => x - y).join(',')}`
  }
}
