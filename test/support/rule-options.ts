/**
 * Helpers for the rule-option tests (rule sets, without nines, piglets, second Dulle, house
 * solos): deals for any deck size, path-level differences between rule sets, the card faces
 * `legalActions` offers, random complete games under any rule set, and a reference of the house
 * solos' card orders typed out from RULES.md section 2 (independent of src/game/order.ts).
 */
import * as E from 'fp-ts/Either'
import { expect } from 'vitest'
import { type Action, type BySeat, type Card, type Game, type RuleSet, type Seat, type SoloType, applyAction, legalActions, makeCard } from '../../src/index.js'
import { type PlayAction, createRng, deckOf, cardsPerHand } from '../../src/rulesEntry.js'
import { face } from './index.js'

/**
 * Builds a deal for a rule set's deck (48 cards, or 40 without nines) from partial hands in
 * notation: the named cards go to their seats (copies assigned in order across the whole deal),
 * then every hand is filled up to `cardsPerHand(rules)` with the remaining cards of the deck in
 * id order, seat 0 first. Throws if a face is named more than twice, a card is not in the deck,
 * or a hand gets too many cards.
 */
export const dealFor = (rules: RuleSet, partial: BySeat<string>): BySeat<readonly Card[]> => {
  const deck = deckOf(rules)
  const perHand = cardsPerHand(rules)
  const used = new Set<Card>()
  const hands: Card[][] = [[], [], [], []]
  partial.forEach((text, seat) => {
    for (const token of text.split(/[\s,]+/).filter((t) => t !== '')) {
      const f = face(token)
      const c = used.has(2 * f) ? 2 * f + 1 : 2 * f
      if (used.has(c)) throw new Error(`${token} named more than twice`)
      if (!deck.includes(c)) throw new Error(`${token} is not in the deck of ${rules.name}`)
      used.add(c)
      ;(hands[seat] as Card[]).push(c)
    }
  })
  const rest = deck.filter((c) => !used.has(c))
  for (const hand of hands) {
    if (hand.length > perHand) throw new Error(`more than ${perHand} cards in a hand`)
    while (hand.length < perHand) hand.push(rest.shift() as Card)
  }
  return hands as unknown as BySeat<readonly Card[]>
}

/** Paths (`a.b`) where two JSON-like values differ; arrays are compared as wholes. */
export const changedPaths = (a: unknown, b: unknown, prefix = ''): string[] => {
  const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
    return keys.flatMap((k) => changedPaths(a[k], b[k], prefix === '' ? k : `${prefix}.${k}`))
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [prefix]
}

/** The card faces (notation, sorted, without duplicates) the seat to play may play now. */
export const legalFaces = (game: Game): string[] =>
  [
    ...new Set(
      legalActions(game)
        .filter((a): a is PlayAction => a.type === 'play')
        .map((a) => makeCard(a.card))
    )
  ].sort()

/** Sorted, de-duplicated card notations, to compare with {@link legalFaces}. */
export const faces = (text: string): string[] => [...new Set(text.split(/\s+/).filter((t) => t !== ''))].sort()

/** The solo declaration actions `legalActions` offers now, as solo types (sorted). */
export const offeredSolos = (game: Game): string[] =>
  legalActions(game)
    .flatMap((a) => (a.type === 'declare' && a.declaration.kind === 'solo' ? [a.declaration.solo] : []))
    .sort()

/** Options of {@link randomPlay}. */
export interface RandomPlayOptions {
  /** Called with every state before an action is chosen. */
  readonly onState?: (g: Game) => void
  /** Chooses among the legal actions (default: uniformly at random from the seed). */
  readonly choose?: (actions: readonly Action[], g: Game, random: (n: number) => number) => Action
}

/**
 * The default chooser of {@link randomPlay}: in the reservation round a Hochzeit, Armut or
 * Schmeißen half the time it is offered, else "healthy" eleven times in twelve (so that normal
 * games, Hochzeits and silent weddings come up, not only solos); otherwise any listed action,
 * uniformly.
 */
export const mostlyHealthy = (actions: readonly Action[], g: Game, random: (n: number) => number): Action => {
  const healthy = actions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
  const other = actions.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy' && a.declaration.kind !== 'solo')
  if (g.phase === 'reservations' && other.length > 0 && random(2) === 0) return other[random(other.length)] as Action
  if (g.phase === 'reservations' && healthy !== undefined && random(12) > 0) return healthy
  return actions[random(actions.length)] as Action
}

/**
 * Plays a game from `game` to its end (finished or redeal) with random legal actions, every one
 * listed by `legalActions` and accepted by `applyAction`. Returns the last state.
 */
export const randomPlay = (game: Game, seed: string, options: RandomPlayOptions = {}): Game => {
  const rng = createRng(seed)
  const random = (n: number) => rng.nextInt(n)
  let g = game
  for (let steps = 0; g.phase !== 'finished' && g.phase !== 'redeal'; steps++) {
    if (steps > 500) throw new Error(`${seed}: the game does not end`)
    options.onState?.(g)
    const actions = legalActions(g)
    expect(actions.length, `${seed}: no legal action in phase ${g.phase}`).toBeGreaterThan(0)
    const action = (options.choose ?? mostlyHealthy)(actions, g, random)
    const next = applyAction(g, action)
    if (E.isLeft(next)) throw new Error(`${seed}: listed action ${JSON.stringify(action)} rejected: ${next.left.code}`)
    g = next.right
  }
  return g
}

// ---------------------------------------------------------------------------------------------
// The house solos' card orders, row by row from RULES.md section 2.
// ---------------------------------------------------------------------------------------------

/** The house solos (RULES.md section 2, "house:" rows). */
export const HOUSE_SOLOS = [
  'kings',
  'queensJacks',
  'kingsQueens',
  'kingsJacks',
  'koehler',
  'pureClubs',
  'pureSpades',
  'pureHearts',
  'pureDiamonds',
  'aces',
  'tens'
] as const satisfies readonly SoloType[]

/** A house solo. */
export type HouseSolo = (typeof HOUSE_SOLOS)[number]

const SUITS = ['♣', '♠', '♥', '♦'] as const
const byRank = (rank: string): string => SUITS.map((s) => `${s}${rank}`).join(' ')
const ALL_RANKS = 'A 10 K Q J 9'
const pure = (suit: string): { trumps: string; plain: string } => ({
  trumps: ALL_RANKS.split(' ')
    .map((r) => `${suit}${r}`)
    .join(' '),
  plain: ALL_RANKS
})

/**
 * RULES.md section 2, house rows: trumps from high to low, and the rank order (high to low) of
 * every plain suit (the ranks that are not trumps; a reine Farbsolo's own suit is all trump).
 */
export const HOUSE_ORDER: Readonly<Record<HouseSolo, { readonly trumps: string; readonly plain: string }>> = {
  kings: { trumps: byRank('K'), plain: 'A 10 Q J 9' },
  queensJacks: { trumps: `${byRank('Q')} ${byRank('J')}`, plain: 'A 10 K 9' },
  kingsQueens: { trumps: `${byRank('K')} ${byRank('Q')}`, plain: 'A 10 J 9' },
  kingsJacks: { trumps: `${byRank('K')} ${byRank('J')}`, plain: 'A 10 Q 9' },
  koehler: { trumps: `${byRank('K')} ${byRank('Q')} ${byRank('J')}`, plain: 'A 10 9' },
  pureClubs: pure('♣'),
  pureSpades: pure('♠'),
  pureHearts: pure('♥'),
  pureDiamonds: pure('♦'),
  aces: { trumps: byRank('A'), plain: '10 K Q J 9' },
  tens: { trumps: byRank('10'), plain: 'A K Q J 9' }
}

/** A card's class ('trump' or its suit symbol) and its rank in the class (0 = highest) in a house solo. */
export const houseRank = (solo: HouseSolo, card: Card): { readonly cls: string; readonly rank: number } => {
  const f = makeCard(card)
  const spec = HOUSE_ORDER[solo]
  const t = spec.trumps.split(' ').indexOf(f)
  if (t >= 0) return { cls: 'trump', rank: t }
  const p = spec.plain.split(' ').indexOf(f.slice(1))
  if (p < 0) throw new Error(`the reference places ${f} nowhere in ${solo}`)
  return { cls: f.slice(0, 1), rank: p }
}

/** The cards of `hand` that may be played to a trick led by `led` (undefined: leading), by the reference. */
export const houseLegal = (solo: HouseSolo, hand: readonly Card[], led: Card | undefined): Card[] => {
  if (led === undefined) return [...hand]
  const cls = houseRank(solo, led).cls
  const follow = hand.filter((c) => houseRank(solo, c).cls === cls)
  return follow.length > 0 ? follow : [...hand]
}

/** Index (in play order) of the card winning a complete trick, by the reference: highest trump, else highest card of the led suit, first of equals. */
export const houseWinner = (solo: HouseSolo, cards: readonly Card[]): number => {
  const led = houseRank(solo, cards[0] as Card).cls
  const score = (c: Card): number => {
    const r = houseRank(solo, c)
    return r.cls === 'trump' ? 200 - r.rank : r.cls === led ? 100 - r.rank : 0
  }
  let best = 0
  cards.forEach((c, i) => {
    if (score(c) > score(cards[best] as Card)) best = i
  })
  return best
}

/** Seat `s` as a Seat (for literals in tables). */
export const seat = (s: number): Seat => s as Seat
