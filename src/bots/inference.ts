/**
 * What the table showed about the hidden hands, as weights of sampled deals: the expert bot
 * weights each deal it samples by {@link dealLikelihood} (announcements and loaded aces and
 * tens), where the sampler itself only keeps what is certain (sampler.ts).
 *
 * @module
 */
import { type Card, cardPoints } from '../cards/card.js'
import { type CardOrder, orderFor, trickWinnerIndex } from '../game/order.js'
import { ruleTable } from '../rules/table.js'
import type { BySeat, Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import { HEURISTIC_WEIGHTS, handStrength } from './heuristic.js'
import { knowledgeOf } from './knowledge.js'

/** The hand strength (heuristic bot's measure) at which an announcement is as likely as not. */
const ANNOUNCE_MIDPOINT = { re: HEURISTIC_WEIGHTS.announceRe - 2, kontra: HEURISTIC_WEIGHTS.announceKontra - 2 } as const

/** How many strength points change the odds of an announcement by a factor e. */
const ANNOUNCE_SPREAD = 2

/**
 * How likely a player is to make an opening announcement (Re or Kontra, of a normal game's
 * side) with a hand of this strength (`handStrength`, the heuristic bot's measure): a logistic
 * curve, even odds two points below the heuristic bot's own bar, and never below 0.05 (people
 * announce on a hunch, or once the points are won).
 *
 * @example
 * ```ts
 * announcementLikelihood(20, 're') // about 0.97
 * announcementLikelihood(8, 're')  // 0.05
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const announcementLikelihood = (strength: number, party: 're' | 'kontra'): number => {
  const p = 1 / (1 + Math.exp(-(strength - ANNOUNCE_MIDPOINT[party]) / ANNOUNCE_SPREAD))
  return Math.max(0.05, p)
}

/**
 * How likely a player is to load an ace or a ten onto a trick its opponents hold, when it could
 * have played a card of at most four points instead: people do it (a partner they hoped for),
 * but seldom. A deal in which the player had that cheaper card counts this much.
 *
 * @category Bots
 * @since 0.3.0
 */
export const SMEAR_LIKELIHOOD = 0.35

/** A loaded ace or ten: the seat, the led suit class, and the cards it played from that trick on. */
interface Smear {
  readonly seat: Seat
  readonly led: number
  readonly since: readonly Card[]
}

/** What a weight needs from the view (made once per decision). */
export interface Inference {
  /** The opening announcements (Re, Kontra) of the other seats in a game of the normal order. */
  readonly events: readonly { readonly seat: Seat; readonly party: 're' | 'kontra'; readonly cardsInHand: number }[]
  /** Aces and tens the other seats loaded onto tricks their known opponents held. */
  readonly smears: readonly Smear[]
  readonly played: BySeat<readonly Card[]>
  /** The game's card order (for the loaded cards) and the normal game's (for hand strength). */
  readonly order: CardOrder
  readonly normal: CardOrder
}

/**
 * The announcements and loaded aces and tens that say something about a hidden hand (see
 * {@link weightOf}), or null when none does.
 */
export const inferenceOf = (view: PlayerView, smears: boolean): Inference | null => {
  const c = view.contract
  const k = knowledgeOf(view)
  const normal = c !== null && (c.kind === 'normal' || c.kind === 'hochzeit' || c.kind === 'armut')
  const events = normal
    ? view.announcementLog
        .filter((e) => e.seat !== view.seat && (e.announcement === 're' || e.announcement === 'kontra'))
        .map((e) => ({ seat: e.seat, party: e.announcement as 're' | 'kontra', cardsInHand: e.cardsInHand }))
    : []
  const found: Smear[] = []
  if (smears) {
    const parties = k.parties
    const opposed = (a: Seat, b: Seat): boolean => parties[a] !== null && parties[b] !== null && parties[a] !== parties[b]
    const count: number[] = [0, 0, 0, 0]
    const table = ruleTable(view.rules)
    view.tricks.forEach((t, ti) => {
      const sdw = table.secondDulleWins(ti === table.cardsPerHand - 1)
      const led = k.order.suitClass[t.cards[0] as Card] as number
      for (let i = 0; i < 4; i++) {
        const seat = ((t.leader + i) & 3) as Seat
        const card = t.cards[i] as Card
        // The card winning the trick once this one is played: a card that did not take it was loaded.
        const win = i === 0 ? 0 : trickWinnerIndex(k.order, t.cards, sdw, 0, i + 1)
        if (i > 0 && win !== i && seat !== view.seat && cardPoints(card) >= 10) {
          // Loaded onto a trick an opponent held, with no partner of its still to play.
          const holder = ((t.leader + win) & 3) as Seat
          let partnerLater = false
          for (let j = i + 1; j < 4; j++) if (!opposed(seat, ((t.leader + j) & 3) as Seat)) partnerLater = true
          if (opposed(seat, holder) && !partnerLater) {
            found.push({ seat, led, since: k.playedCards[seat].slice(count[seat]) })
          }
        }
        count[seat] = (count[seat] as number) + 1
      }
    })
  }
  return events.length === 0 && found.length === 0
    ? null
    : { events, smears: found, played: k.playedCards, order: k.order, normal: orderFor(view.rules, 'normal') }
}

/**
 * The weight of a deal: the product of its announcements' likelihoods (each announcer's hand
 * strength at the moment), times {@link SMEAR_LIKELIHOOD} for each loaded ace or ten whose
 * player, in this deal, had a card of at most four points it could have played instead.
 */
export const weightOf = (inf: Inference, hands: BySeat<readonly Card[]>): number => {
  let w = 1
  for (const e of inf.events) {
    const now = hands[e.seat]
    const played = inf.played[e.seat]
    const since = Math.max(0, Math.min(played.length, e.cardsInHand - now.length))
    const atThen = since === 0 ? now : [...now, ...played.slice(played.length - since)]
    w *= announcementLikelihood(handStrength(atThen, inf.normal), e.party)
  }
  for (const m of inf.smears) {
    const sc = inf.order.suitClass
    const held = (c: Card): boolean => sc[c] === m.led
    const hand = hands[m.seat]
    const follows = hand.some(held) || m.since.some(held)
    const cheap = (c: Card): boolean => (!follows || held(c)) && cardPoints(c) <= 4
    if (hand.some(cheap) || m.since.some(cheap)) w *= SMEAR_LIKELIHOOD
  }
  return w
}

/**
 * How well a deal of the hidden cards fits what the table showed, as a relative weight in (0, 1]
 * (1: nothing speaks against it): each Re or Kontra of another seat weighs by
 * {@link announcementLikelihood} of the hand the deal gave that seat when it announced, and each
 * ace or ten another seat loaded onto a trick its known opponents held weighs
 * {@link SMEAR_LIKELIHOOD} when the deal gave that seat a card of at most four points it could
 * have played instead. The expert bot weights its sampled deals so.
 *
 * @example
 * ```ts
 * const deal = sampleDeals(view, createRng('s'), 1)[0]
 * if (deal !== undefined) dealLikelihood(view, deal.hands) // e.g. 0.35
 * ```
 * @category Bots
 * @since 0.3.0
 */
export const dealLikelihood = (view: PlayerView, hands: BySeat<readonly Card[]>): number => {
  const inf = inferenceOf(view, true)
  return inf === null ? 1 : weightOf(inf, hands)
}
