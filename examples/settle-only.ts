/**
 * A score-sheet use: settle a game from a hand-written summary, without playing the cards.
 *
 *   npx tsx examples/settle-only.ts
 *
 * The game: seats 0 and 2 hold the ♣Q (Re) and announced Re; Kontra answered "Kontra". Re took
 * 151 card points in 8 tricks, and Kontra caught a fox (♦A) of Re.
 */
import * as E from 'fp-ts/lib/Either.js'
import { type GameSummary, rules, settle } from 'doppelkopf'
import { type SettlementCode } from 'doppelkopf/rules'

const summary: GameSummary = {
  parties: ['re', 'kontra', 're', 'kontra'],
  points: { re: 151, kontra: 89 },
  tricks: { re: 8, kontra: 4 },
  announcements: { re: 'announced', kontra: 'announced' },
  extraPoints: [{ party: 'kontra', kind: 'foxCaught' }]
}

const LABELS: Partial<Record<SettlementCode, string>> = {
  won: 'won',
  below90: 'Kontra below 90',
  reAnnounced: 'Re announced',
  kontraAnnounced: 'Kontra announced',
  foxCaught: 'fox caught'
}

const settlement = settle(summary, rules.tsr)
if (E.isLeft(settlement)) {
  console.error(`${settlement.left.code}: ${settlement.left.message}`)
  process.exit(1)
}
const s = settlement.right
for (const line of s.lines) {
  console.log(`${(LABELS[line.code] ?? line.code).padEnd(18)} ${line.party.padEnd(7)} ${line.points}`)
}
console.log(`winner: ${s.winner ?? 'nobody'}, value for Re: ${s.value}`)
console.log(`scores by seat: ${s.scores.join(' ')}`)

// A summary that no game can produce is an error value, not an exception.
const bad = settle({ ...summary, points: { re: 151, kontra: 90 } }, rules.tsr)
if (E.isLeft(bad)) console.log(`rejected: ${bad.left.code}`)
