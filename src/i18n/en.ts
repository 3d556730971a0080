/**
 * The English locale: the names pagat.com uses where English has one, the German word where
 * English tables keep it (Re, Kontra, Doppelkopf, schwarz).
 *
 * @module
 */
import type { Locale, Person, Phrasing } from './locale.js'
import { capitalize, count, labelOf, listOf } from './locale.js'

/** The verb form for a person: `you hold`, `Anna holds`. */
const verb = (p: Person, you: string, other: string): string => (p.self ? you : other)

/** A seat as the subject at the start of a sentence, with its verb: "You hold", "Anna holds". */
const subject = (p: Person, you: string, other: string): string => `${capitalize(p.nom)} ${verb(p, you, other)}`

/** "Game 3: " for an error in a match record's third game; nothing for a game record. */
const inGame = (game: number | null): string => (game === null || game < 0 ? '' : `Game ${game + 1}: `)

/** A bot by its name. */
const bot = (name: string): string => (name === '' ? 'A bot' : `Bot “${name}”`)

const announcement = (t: Phrasing, a: string): string => `“${labelOf(t.locale.announcements, a)}”`

const problems = (list: readonly string[]): string => list.join('; ')

/** The cards a seat may play, by their symbols, each face once: " (♣K or ♣9)"; nothing for none. */
const playableText = (cards: readonly number[] | undefined, t: Phrasing): string => {
  const faces = [...new Set((cards ?? []).map((c) => t.symbol(c)))]
  if (faces.length === 0) return ''
  return ` (${faces.length > 6 ? `${faces.slice(0, 5).join(', ')} or one of ${faces.length - 5} more` : listOf(faces, 'or')})`
}

/** A number of points with two decimals: "1.50". */
const num = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '?')

/**
 * The English locale.
 *
 * @example
 * ```ts
 * import { en, cardName } from 'doppelkopf/i18n'
 * en.solos.queens // 'queen solo'
 * cardName(en, 6) // 'queen of clubs'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const en: Locale = {
  code: 'en',
  suits: { clubs: 'clubs', spades: 'spades', hearts: 'hearts', diamonds: 'diamonds' },
  ranks: { A: 'ace', '10': 'ten', K: 'king', Q: 'queen', J: 'jack', '9': 'nine' },
  rankLetters: { A: 'A', '10': '10', K: 'K', Q: 'Q', J: 'J', '9': '9' },
  suitLetters: { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' },
  trump: 'trump',
  card: (suit, rank) => `${rank} of ${suit}`,
  solos: {
    clubs: 'clubs solo',
    spades: 'spades solo',
    hearts: 'hearts solo',
    diamonds: 'diamonds solo',
    queens: 'queen solo',
    jacks: 'jack solo',
    fleischlos: 'no-trump solo',
    kings: 'king solo',
    queensJacks: 'queen-and-jack solo',
    kingsQueens: 'king-and-queen solo',
    kingsJacks: 'king-and-jack solo',
    koehler: 'Köhler solo',
    pureClubs: 'pure clubs solo',
    pureSpades: 'pure spades solo',
    pureHearts: 'pure hearts solo',
    pureDiamonds: 'pure diamonds solo',
    aces: 'ace solo',
    tens: 'ten solo'
  },
  gameTypes: {
    normal: 'normal game',
    hochzeit: 'wedding',
    armut: 'poverty',
    silentWedding: 'silent wedding',
    solo: 'solo',
    redeal: 'redeal',
    penalty: 'penalty'
  },
  gameNotes: { compulsory: 'compulsory', forced: 'forced', alone: 'alone' },
  reservations: {
    healthy: 'healthy',
    reservation: 'reservation',
    hochzeit: 'wedding',
    armut: 'poverty',
    schmeissen: 'throw in',
    solo: 'solo'
  },
  schmeissenReasons: {
    fiveKings: 'five kings',
    fiveNines: 'five nines',
    fourNinesFourKings: 'four nines and four kings',
    sevenFull: 'seven aces and tens',
    atMostOneTrump: 'at most one trump',
    foxHighestTrump: 'the fox as the highest trump',
    richHand: 'a hand rich in card points'
  },
  announcements: {
    re: 'Re',
    kontra: 'Kontra',
    no90: 'no 90',
    no60: 'no 60',
    no30: 'no 30',
    schwarz: 'schwarz',
    none: 'no announcement',
    announced: 'announced'
  },
  parties: { re: 'Re', kontra: 'Kontra' },
  winners: { re: 'Re wins', kontra: 'Kontra wins', none: 'Nobody wins' },
  settlement: {
    won: 'won',
    below90: 'below 90',
    below60: 'below 60',
    below30: 'below 30',
    schwarz: 'schwarz',
    reAnnounced: 'Re announced',
    kontraAnnounced: 'Kontra announced',
    no90Announced: 'no 90 announced',
    no60Announced: 'no 60 announced',
    no30Announced: 'no 30 announced',
    schwarzAnnounced: 'schwarz announced',
    reached120AgainstNo90: '120 against no 90',
    reached90AgainstNo60: '90 against no 60',
    reached60AgainstNo30: '60 against no 30',
    reached30AgainstSchwarz: '30 against schwarz',
    brokenNo90: 'no 90 failed',
    brokenNo60: 'no 60 failed',
    brokenNo30: 'no 30 failed',
    brokenSchwarz: 'schwarz failed',
    againstTheClubQueens: 'against the queens of clubs',
    foxCaught: 'fox caught',
    doppelkopf: 'Doppelkopf',
    karlchen: 'Charlie',
    karlchenCaught: 'Charlie caught',
    foxLastTrick: 'fox in the last trick',
    heartTrick: 'heart trick',
    dulleCatchesDulle: 'Dulle catches Dulle'
  },
  redealReasons: { armutDeclined: 'poverty declined', armutRedeal: 'poverty', schmeissen: 'thrown in' },
  clarifications: {
    any: 'first trick won by another player',
    trump: 'first trump trick won by another player',
    plain: 'first plain-suit trick won by another player',
    clubs: 'first clubs trick won by another player',
    spades: 'first spades trick won by another player',
    hearts: 'first hearts trick won by another player'
  },
  table: {
    dealer: 'dealer',
    turn: (p) => (p.self ? 'Your turn' : `${p.poss} turn`),
    trickTo: (p) => `Trick to ${p.acc}`,
    // "Your wedding", "Anna's queen solo"; a redeal is someone's doing, penalty points go to someone.
    gameOf: (game, kind, p) =>
      kind === 'redeal' ? `${capitalize(game)} because of ${p.acc}` : kind === 'penalty' ? `${capitalize(game)} for ${p.acc}` : `${capitalize(p.poss)} ${game}`,
    partnerOf: (kind, p) => (kind === 'hochzeit' ? `with ${p.acc}` : `taken by ${p.acc}`),
    plays: (p, party) => `${subject(p, 'play', 'plays')} ${party}`,
    cards: (n) => count(n, 'card', 'cards'),
    tricks: (n) => count(n, 'trick', 'tricks'),
    points: (n) => count(n, 'card point', 'card points')
  },
  bock: {
    name: 'Bock',
    round: 'Bock round',
    triggers: { tie: '120 each', lostAnnouncement: 'lost announcement', redeal: 'redeal', lostSolo: 'lost solo', schwarz: 'schwarz (a party took no trick)', heartTrick: 'heart trick' }
  },
  phases: {
    reservations: 'reservations',
    armut: 'poverty',
    clarification: 'wedding clarification',
    play: 'play',
    finished: 'game over',
    redeal: 'redeal'
  },
  log: {
    trick: (n) => `Trick ${n}`,
    leads: (p) => `${p.nom} ${verb(p, 'lead', 'leads')}`,
    ledBy: (p) => `led by ${p.acc}`,
    plays: (p, card) => `${subject(p, 'play', 'plays')} ${card}`,
    winning: (p, card) => `so far ${p.nom} ${verb(p, 'win', 'wins')} with ${card}`,
    takes: (p, points) => `${p.nom} ${verb(p, 'win', 'wins')} ${count(points, 'point', 'points')}`,
    announces: (p, a, party) => `${subject(p, 'announce', 'announces')} ${a}${party === null ? '' : ` for ${party}`}`,
    cardsInHand: (n) => `${count(n, 'card', 'cards')} in hand`,
    cards: (n) => count(n, 'card', 'cards'),
    passes: (p, cards) => `${subject(p, 'pass', 'passes')} ${cards}`,
    offers: (p, n) => `${subject(p, 'offer', 'offers')} a poverty with ${count(n, 'card', 'cards')}`,
    answers: (p, accept) => `${subject(p, accept ? 'take' : 'decline', accept ? 'takes' : 'declines')} the poverty`,
    returns: (p, cards) => `${subject(p, 'return', 'returns')} ${cards}`,
    chooses: (p, choice) => `${subject(p, 'choose', 'chooses')} the clarifying tricks: ${choice}`,
    genscher: (p, partner) =>
      partner === null ? `${subject(p, 'keep', 'keeps')} the parties (Genscher)` : `${subject(p, 'choose', 'chooses')} ${partner.acc} as partner (Genscher)`,
    // pagat's English: "queen solo by you", "Carla's poverty", "your wedding".
    of: (game, p, kind) => (kind === 'solo' || kind === undefined ? `${game} by ${p.acc}` : `${p.poss} ${game}`),
    withPartner: (p) => `with ${p.nom}`,
    takenBy: (p) => `taken by ${p.nom}`,
    partnerOpen: 'partner: the first other player to win a clarifying trick',
    trumpsReturned: (n) => `${count(n, 'trump', 'trumps')} returned`,
    game: 'Game',
    clarified: 'Wedding clarified',
    redeal: (p, reason) => `Redeal (${p.nom}: ${reason}): nobody scores; the same dealer deals again`,
    forced: (p) => `${subject(p, 'are', 'is')} forced (vorgeführt) and must play a solo`,
    dealer: 'Dealer',
    hand: (p) => capitalize(`${p.poss} hand`)
  },
  result: {
    settlement: 'Settlement',
    noLines: 'no settlement lines',
    cardPoints: 'Card points',
    tricks: (n) => count(n, 'trick', 'tricks'),
    gamePoints: 'Game points',
    value: (party, value) => `value for ${party} ${value}`,
    soloScoring: 'one against three: the soloist scores three times',
    scores: 'Scores'
  },
  sheet: {
    title: 'Score sheet',
    game: 'game',
    total: 'total',
    totals: 'Totals',
    final: 'The session is over. Final standing',
    finish: (p, total) => `${subject(p, 'finish', 'finishes')} with ${total}`
  },
  actions: {
    declare: 'declare',
    play: 'play a card',
    announce: 'announce',
    chooseClarification: 'choose the clarifying trick',
    genscher: 'Genscher: choose a partner',
    armutPass: 'pass the poverty cards',
    armutAnswer: 'answer the poverty',
    armutReturn: 'return cards'
  },
  seat: (seat) => (Number.isSafeInteger(seat) && seat >= 0 ? `player ${seat + 1}` : 'player ?'),
  you: { self: true, nom: 'you', acc: 'you', dat: 'you', poss: 'your' },
  person: (name) => ({ self: false, nom: name, acc: name, dat: name, poss: `${name}'s` }),
  advice: {
    reasons: {
      forced: () => 'the only choice',
      'wins-trick': (r) => `wins the trick${r.points === null ? '' : ` (${r.points} points)`}`,
      'loads-points': (r) => `gives the partner${r.points === null ? ' points' : ` ${r.points} points`}`,
      'saves-points': (r) => `gives little away${r.points === null ? '' : ` (${r.points} points)`}`,
      'announce-gain': (r) => `the announcement gains${r.gain === null ? '' : ` ${num(r.gain)} points`} on average`,
      'announce-risk': (r) => `the announcement costs${r.gain === null ? '' : ` ${num(-r.gain)} points`} on average`,
      'best-average': () => 'best on average',
      'worse-by': (r) => `${num(r.loss)} points worse on average`
    },
    decisions: {
      card: 'card',
      announcement: 'announcement',
      reservation: 'reservation',
      armut: 'Armut',
      clarification: 'clarifying trick',
      genscher: 'Genscher'
    },
    expected: (e, se) => `${e >= 0 ? '+' : '−'}${num(Math.abs(e))} ± ${num(se)}`,
    pass: 'no announcement',
    loss: (p) => `costs ${num(p)} points`
  },
  unknown: { error: 'Unknown error', settlement: 'Unknown result' },
  errors: {
    'input/malformed-action': (d) => `Malformed action: ${problems(d.problems)}`,
    'input/malformed-game': (d) => `Not a valid game state: ${d.problem}`,
    'input/malformed-rules': (d) => `Invalid rule set: ${problems(d.problems)}`,
    'input/invalid-seat': (d) => `There is no seat ${d.given}`,
    'input/invalid-date': (d) => `Not a date: ${d.given}`,
    'input/inconsistent-rules': (d) => `Inconsistent rule set: ${problems(d.problems)}`,
    'input/malformed-summary': (d) => `Malformed game summary: ${problems(d.problems)}`,
    'input/malformed-game-record': (d) => `Malformed game record: ${problems(d.problems)}`,
    'input/malformed-match-record': (d) => `Malformed match record: ${problems(d.problems)}`,
    'setup/bad-deal': (d) => `Bad deal: ${d.problem}`,
    'setup/bad-options': (d) => `Invalid game setup: ${d.problem}`,
    'phase/wrong-phase': (d, t) =>
      `Cannot ${labelOf(t.locale.actions, d.action)} now (${labelOf(t.locale.phases, d.phase)})`,
    'phase/game-finished': (d) => (d.redeal ? 'The game ended in a redeal' : 'The game is over'),
    'phase/not-finished': (d, t) => `The game is still running (${labelOf(t.locale.phases, d.phase)})`,
    'phase/redealt': (d, t) => `The game was redealt (${labelOf(t.locale.redealReasons, d.reason)}): nobody scores`,
    'turn/not-your-turn': (d, t) => `It is ${t.who(d.turn).poss} turn`,
    'declare/not-offered': (d, t) =>
      `Not played at this table: ${
        d.solo === null ? labelOf(t.locale.reservations, d.reservation) : labelOf(t.locale.solos, d.solo)
      }`,
    'declare/hochzeit-needs-both-club-queens': (d, t) =>
      `${subject(t.who(d.seat), 'need', 'needs')} both queens of clubs for a wedding`,
    'declare/must-declare-solo': (d, t) => `${subject(t.who(d.seat), 'are', 'is')} forced (vorgeführt) and must play a solo`,
    'declare/armut-too-many-trumps': (d, t) => `${subject(t.who(d.seat), 'hold', 'holds')} more than three trumps: no poverty`,
    'declare/no-schmeissen-reason': (d, t) =>
      `${capitalize(t.who(d.seat).nom)} cannot throw in (allowed: ${listOf(
        d.reasons.map((r) => labelOf(t.locale.schmeissenReasons, r)),
        'or'
      )})`,
    'armut/wrong-number-of-cards': (d, t) =>
      `${capitalize(t.who(d.seat).nom)} must give exactly ${count(d.expected, 'card', 'cards')}, not ${d.given}`,
    'armut/must-pass-all-trumps': (d, t) => `${capitalize(t.who(d.seat).nom)} must pass every trump`,
    'armut/no-trumps-back': (d, t) => `${capitalize(t.who(d.seat).nom)} may not return trumps at this table`,
    'play/choose-clarification-first': (d, t) =>
      `${capitalize(t.who(d.hochzeiter).nom)} must first choose which trick clarifies the wedding`,
    'play/clarification-not-offered': (d, t) =>
      `This table's wedding is not clarified by the ${labelOf(t.locale.clarifications, d.trick)}: only by the ${listOf(
        d.offered.map((o) => labelOf(t.locale.clarifications, o)),
        'or the'
      )}`,
    'play/genscher-first': (d, t) =>
      `${capitalize(t.who(d.genscher).nom)} must first make the Genscher choice: a partner, or keep the parties`,
    'play/genscher-own-seat': (d, t) => `${capitalize(t.who(d.seat).nom)} cannot choose ${t.who(d.seat).self ? 'yourself' : 'themselves'} as partner`,
    'play/card-not-in-hand': (d, t) =>
      `${subject(t.who(d.seat), 'do', 'does')} not hold ${d.card === null ? 'that card' : `the ${t.card(d.card)}`}`,
    'play/must-follow-suit': (d, t) => {
      const p = t.who(d.seat)
      const suit = d.required === 'trump' ? t.locale.trump : labelOf(t.locale.suits, d.required)
      const options = playableText(d.playable, t)
      // "♣Q is a trump": a trump does not follow the plain suit it shows.
      return d.cardIsTrump === true && d.required !== 'trump'
        ? `${t.symbol(d.card)} is a ${t.locale.trump}: ${p.nom} must follow ${suit}${options}`
        : `${capitalize(p.nom)} must follow ${suit}${options}`
    },
    'announce/wrong-party': (d, t) =>
      `${subject(t.who(d.seat), 'play', 'plays')} ${t.locale.parties[d.party]} and cannot announce ${announcement(t, d.announcement)}`,
    'announce/already-made': (d, t) => `Already announced: ${announcement(t, d.announcement)}`,
    'announce/too-late': (d, t) => {
      const p = t.who(d.seat)
      return `Too late for ${announcement(t, d.announcement)}: ${p.nom} ${verb(p, 'hold', 'holds')} ${count(d.cardsInHand, 'card', 'cards')}, it needs at least ${d.cardsNeeded}`
    },
    'announce/before-clarification': () => 'No announcements before the wedding is clarified',
    'announce/absage-after-late-reply': (d, t) =>
      `No further announcements after a late reply: ${announcement(t, d.announcement)} is not possible`,
    'summary/invalid': (d) => `Impossible game summary: ${d.problem}`,
    'notation/unknown-card': (d) => `Unknown card: “${d.text}” (cards are e.g. CQ, ♣Q, H10, DA or queen of clubs)`,
    'notation/too-many-copies': (d, t) => `The ${t.card(d.card)} appears more than twice`,
    'notation/not-a-string': (d) => `Card notation must be a string, not ${d.type}`,
    'match/invalid-config': (d) => `Invalid match configuration: ${problems(d.problems)}`,
    'match/invalid-players': (d) => `Invalid player names: ${d.problem}`,
    'match/malformed-match': (d) => `Not a valid match: ${d.problem}`,
    'match/over': (d) => `The session is over after ${count(d.gamesPlayed, 'game', 'games')}`,
    'match/malformed-game': (d) => `The match cannot record this game: ${d.problem}`,
    'match/game-not-over': (d, t) =>
      `The game is still running (${labelOf(t.locale.phases, d.phase)}): only a finished game can be recorded`,
    'match/wrong-deal': (d) => `This game was not dealt for the match's next deal: ${d.problem}`,
    'match/invalid-penalty': (d) => `Invalid penalty: ${d.problem}`,
    'match/invalid-deal-options': (d) => `Invalid options for the next deal: ${d.problem}`,
    'match/invalid-result': (d) => `The result does not fit the next deal: ${d.problem}`,
    'replay/malformed-record': (d) =>
      `${inGame(d.game)}${d.game === -1 ? 'Malformed match record' : 'Malformed record'}: ${problems(d.problems)}`,
    'replay/bad-setup': (d, t) => `${inGame(d.game)}The record's setup is rejected: ${t.error(d.cause)}`,
    'replay/illegal-action': (d, t) => `${inGame(d.game)}Action ${d.index + 1} of the record is rejected: ${t.error(d.cause)}`,
    'replay/outcome-mismatch': (d) => `${inGame(d.game)}The stored result differs from the replayed game's`,
    'arena/illegal-action': (d, t) =>
      d.cause === null
        ? `${bot(d.bot)} acted for another seat (seed ${d.seed})`
        : `${bot(d.bot)} made an illegal move (seed ${d.seed}): ${t.error(d.cause)}`,
    'arena/bot-threw': (d) => `${bot(d.bot)} threw (seed ${d.seed}): ${d.thrown}`,
    'arena/bad-setup': (d, t) => `An arena game could not be dealt (seed ${d.seed}): ${t.error(d.cause)}`,
    'audit/malformed-input': () => 'Not an audit of a daily Partie: expected { date, commitment, secret, record }',
    'audit/bad-commitment': () => 'The revealed secret does not match the commitment published for the day',
    'audit/wrong-deal': (d) => `Game ${d.game + 1} was not dealt from the day's secret`,
    'audit/wrong-bot-move': (d) => `Game ${d.game + 1}, action ${d.index + 1}: the bot at seat ${d.seat + 1} would not have made that move`,
    'arena/stuck': (d) => `An arena game stopped with nobody to act (seed ${d.seed})`,
    'cli/unreadable-file': (d) => `Cannot read ${d.path} (${d.reason})`,
    'cli/invalid-json': (d) => `${d.path} is not JSON: ${d.problem}`,
    'cli/unknown-rules': (d) => `Unknown rules “${d.name}” (known: ${d.known.join(', ')})`,
    'cli/no-such-game': (d) => `The record holds only ${count(d.games, 'game', 'games')}`,
    'cli/unwritable-file': (d) => `Cannot write ${d.path} (${d.reason})`,
    'fast/unsupported-option': () => 'The fast path does not simulate the Genscher: play this game with the validating API',
    'bots/malformed-view': (d) => `Not a player view: ${d.problem}`,
    'bots/bad-options': (d) => `Bad evaluation options: ${d.problem}`
  }
}
