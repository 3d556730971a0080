/**
 * The German locale: names as German tables say them, errors addressed with "du" to the seat
 * reading them.
 *
 * @module
 */
import type { Locale, Person, Phrasing } from './locale.js'
import type { ErrorDetailsByCode } from '../errors.js'
import { capitalize, count, labelOf, listOf } from './locale.js'

/** The verb form for a person: `du musst`, `Anna muss`. */
const verb = (p: Person, du: string, other: string): string => (p.self ? du : other)

/** A seat as the subject at the start of a sentence, with its verb: "Du musst", "Anna muss". */
const subject = (p: Person, du: string, other: string): string => `${capitalize(p.nom)} ${verb(p, du, other)}`

/** "Spiel 3: " for an error in a match record's third game; nothing for a game record. */
const inGame = (game: number | null): string => (game === null || game < 0 ? '' : `Spiel ${game + 1}: `)

/** A bot by its name. */
const bot = (name: string): string => (name === '' ? 'Ein Bot' : `Bot „${name}“`)

const announcement = (t: Phrasing, a: string): string => `„${labelOf(t.locale.announcements, a)}“`

/** The cards a seat may play, by their symbols, each face once: " (♣K oder ♣9)"; nothing for none. */
const playableText = (cards: readonly number[] | undefined, t: Phrasing): string => {
  const faces = [...new Set((cards ?? []).map((c) => t.symbol(c)))]
  if (faces.length === 0) return ''
  return ` (${faces.length > 6 ? `${faces.slice(0, 5).join(', ')} oder eine von ${faces.length - 5} weiteren` : listOf(faces, 'oder')})`
}

/** Why a summary cannot be a game's, from the English reason settlement gives. */
/** Why a summary describes no game, in German: by the error's `reason` (an error of an earlier version has none). */
const summaryReason = (d: ErrorDetailsByCode['summary/invalid']): string => {
  switch (d.reason) {
    case 'parties':
      return 'Ein oder zwei Plätze müssen Re spielen'
    case 'points':
      return 'Die Augen von Re und Kontra müssen zusammen 240 ergeben'
    case 'tricks':
      return d.tricks === undefined ? 'Die Stiche von Re und Kontra ergeben nicht alle Stiche eines Spiels' : `Die Stiche von Re und Kontra müssen zusammen ${d.tricks} ergeben`
    case 'pointsWithoutTricks':
      return 'Eine Partei ohne Stich hat keine Augen'
    case 'soloExtraPoints':
      return 'Ein Solo hat keine Sonderpunkte außer dem Doppelkopf'
    case 'shape':
      return d.fields !== undefined && d.fields.length > 0 ? `Diese Angaben fehlen oder stimmen nicht: ${d.fields.join(', ')}` : 'Es ist kein Spielergebnis'
    default:
      // An error of an earlier version: its English problem is all there is.
      return `Es ist kein Spielergebnis (${d.problem})`
  }
}

/** A number of points with two decimals, German style: "1,50". */
const num = (x: number): string => (Number.isFinite(x) ? x.toFixed(2).replace('.', ',') : '?')

/**
 * The German locale.
 *
 * @example
 * ```ts
 * import { de, cardName } from 'doppelkopf/i18n'
 * de.solos.fleischlos // 'Fleischloser'
 * cardName(de, 6) // 'Kreuz-Dame'
 * ```
 * @category I18n
 * @since 0.2.0
 */
export const de: Locale = {
  code: 'de',
  suits: { clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo' },
  ranks: { A: 'Ass', '10': 'Zehn', K: 'König', Q: 'Dame', J: 'Bube', '9': 'Neun' },
  rankLetters: { A: 'A', '10': '10', K: 'K', Q: 'D', J: 'B', '9': '9' },
  suitLetters: { clubs: 'Kr', spades: 'P', hearts: 'H', diamonds: 'Ka' },
  trump: 'Trumpf',
  card: (suit, rank) => `${suit}-${rank}`,
  solos: {
    clubs: 'Kreuz-Solo',
    spades: 'Pik-Solo',
    hearts: 'Herz-Solo',
    diamonds: 'Karo-Solo',
    queens: 'Damensolo',
    jacks: 'Bubensolo',
    fleischlos: 'Fleischloser',
    kings: 'Königssolo',
    queensJacks: 'Damen-Buben-Solo',
    kingsQueens: 'Königs-Damen-Solo',
    kingsJacks: 'Königs-Buben-Solo',
    koehler: 'Köhler',
    pureClubs: 'reines Kreuz-Solo',
    pureSpades: 'reines Pik-Solo',
    pureHearts: 'reines Herz-Solo',
    pureDiamonds: 'reines Karo-Solo',
    aces: 'Assesolo',
    tens: 'Zehnersolo'
  },
  gameTypes: {
    normal: 'Normalspiel',
    hochzeit: 'Hochzeit',
    armut: 'Armut',
    silentWedding: 'stille Hochzeit',
    solo: 'Solo',
    redeal: 'Neu geben',
    penalty: 'Strafpunkte'
  },
  gameNotes: { compulsory: 'Pflichtsolo', forced: 'vorgeführt', alone: 'allein' },
  reservations: {
    healthy: 'Gesund',
    reservation: 'Vorbehalt',
    hochzeit: 'Hochzeit',
    armut: 'Armut',
    schmeissen: 'Schmeißen',
    solo: 'Solo'
  },
  schmeissenReasons: {
    fiveKings: 'fünf Könige',
    fiveNines: 'fünf Neunen',
    fourNinesFourKings: 'vier Neunen und vier Könige',
    sevenFull: 'sieben Volle (Asse und Zehnen)',
    atMostOneTrump: 'höchstens ein Trumpf',
    foxHighestTrump: 'der Fuchs als höchster Trumpf',
    richHand: 'zu viele Punkte auf der Hand'
  },
  announcements: {
    re: 'Re',
    kontra: 'Kontra',
    no90: 'keine 90',
    no60: 'keine 60',
    no30: 'keine 30',
    schwarz: 'schwarz',
    none: 'keine Ansage',
    announced: 'angesagt'
  },
  parties: { re: 'Re', kontra: 'Kontra' },
  winners: { re: 'Re gewinnt', kontra: 'Kontra gewinnt', none: 'Keine Partei gewinnt' },
  settlement: {
    won: 'gewonnen',
    below90: 'unter 90 gespielt',
    below60: 'unter 60 gespielt',
    below30: 'unter 30 gespielt',
    schwarz: 'schwarz gespielt',
    reAnnounced: 'Re angesagt',
    kontraAnnounced: 'Kontra angesagt',
    no90Announced: 'keine 90 abgesagt',
    no60Announced: 'keine 60 abgesagt',
    no30Announced: 'keine 30 abgesagt',
    schwarzAnnounced: 'schwarz abgesagt',
    reached120AgainstNo90: '120 gegen keine 90',
    reached90AgainstNo60: '90 gegen keine 60',
    reached60AgainstNo30: '60 gegen keine 30',
    reached30AgainstSchwarz: '30 gegen schwarz',
    brokenNo90: 'keine 90 nicht erfüllt',
    brokenNo60: 'keine 60 nicht erfüllt',
    brokenNo30: 'keine 30 nicht erfüllt',
    brokenSchwarz: 'schwarz nicht erfüllt',
    againstTheClubQueens: 'gegen die Alten',
    foxCaught: 'Fuchs gefangen',
    doppelkopf: 'Doppelkopf',
    karlchen: 'Karlchen',
    karlchenCaught: 'Karlchen gefangen',
    foxLastTrick: 'Fuchs am End',
    heartTrick: 'Herzstich',
    dulleCatchesDulle: 'Dulle fängt Dulle'
  },
  redealReasons: { armutDeclined: 'Armut abgelehnt', armutRedeal: 'Armut', schmeissen: 'geschmissen' },
  clarifications: {
    any: 'erster fremder Stich',
    trump: 'erster fremder Trumpfstich',
    plain: 'erster fremder Fehlstich',
    clubs: 'erster fremder Kreuzstich',
    spades: 'erster fremder Pikstich',
    hearts: 'erster fremder Herzstich'
  },
  table: {
    dealer: 'Geber',
    turn: (p) => `${subject(p, 'bist', 'ist')} am Zug`,
    trickTo: (p) => `Stich an ${p.acc}`,
    // "Deine Hochzeit", else "Armut von dir", "Damensolo von Anna"; a redeal is someone's doing, penalty points go to someone.
    gameOf: (game, kind, p) =>
      p.self && (kind === 'hochzeit' || kind === 'silentWedding')
        ? `Deine ${game}`
        : `${capitalize(game)} ${kind === 'redeal' ? 'wegen' : kind === 'penalty' ? 'für' : 'von'} ${kind === 'penalty' ? p.acc : p.dat}`,
    partnerOf: (kind, p) => (kind === 'hochzeit' ? `mit ${p.dat}` : `übernommen von ${p.dat}`),
    plays: (p, party) => `${subject(p, 'spielst', 'spielt')} ${party}`,
    cards: (n) => count(n, 'Karte', 'Karten'),
    tricks: (n) => count(n, 'Stich', 'Stiche'),
    points: (n) => count(n, 'Auge', 'Augen')
  },
  bock: {
    name: 'Bock',
    round: 'Bockrunde',
    triggers: { tie: '120 zu 120', lostAnnouncement: 'verlorene Ansage', redeal: 'neu gegeben', lostSolo: 'verlorenes Solo', schwarz: 'schwarz', heartTrick: 'Herzstich' }
  },
  phases: {
    reservations: 'Vorbehalte',
    armut: 'Armut',
    clarification: 'Klärung der Hochzeit',
    play: 'Spiel',
    finished: 'Spielende',
    redeal: 'Neu geben'
  },
  log: {
    trick: (n) => `Stich ${n}`,
    leads: (p) => `${p.nom} ${verb(p, 'spielst', 'spielt')} aus`,
    ledBy: (p) => `ausgespielt von ${p.dat}`,
    plays: (p, card) => `${subject(p, 'spielst', 'spielt')} ${card}`,
    winning: (p, card) => `bisher ${verb(p, 'gewinnst', 'gewinnt')} ${p.nom} mit ${card}`,
    takes: (p, points) => `${p.nom} ${verb(p, 'bekommst', 'bekommt')} ${count(points, 'Auge', 'Augen')}`,
    announces: (p, a, party) => `${subject(p, 'sagst', 'sagt')} ${a}${party === null ? '' : ` für ${party}`} an`,
    cardsInHand: (n) => `${count(n, 'Karte', 'Karten')} auf der Hand`,
    cards: (n) => count(n, 'Karte', 'Karten'),
    passes: (p, cards) => `${subject(p, 'gibst', 'gibt')} ${cards} ab`,
    offers: (p, n) => `${subject(p, 'bietest', 'bietet')} eine Armut mit ${count(n, 'Karte', 'Karten')} an`,
    answers: (p, accept) => (accept ? `${subject(p, 'nimmst', 'nimmt')} die Armut` : `${subject(p, 'lehnst', 'lehnt')} die Armut ab`),
    returns: (p, cards) => `${subject(p, 'gibst', 'gibt')} ${cards} zurück`,
    chooses: (p, choice) => `${subject(p, 'wählst', 'wählt')} den Klärungsstich: ${choice}`,
    genscher: (p, partner) =>
      partner === null ? `${subject(p, 'behältst', 'behält')} im Genscher die Parteien` : `${subject(p, 'wählst', 'wählt')} im Genscher ${partner.acc} als Partner`,
    of: (game, p) => `${game} von ${p.dat}`,
    withPartner: (p) => `mit ${p.dat}`,
    takenBy: (p) => `übernommen von ${p.dat}`,
    partnerOpen: 'Partner: wer zuerst einen Klärungsstich macht',
    trumpsReturned: (n) => `${count(n, 'Trumpf', 'Trümpfe')} zurück`,
    game: 'Spiel',
    clarified: 'Hochzeit geklärt',
    redeal: (p, reason) => `Neu geben (${p.nom}: ${reason}): niemand schreibt Punkte, derselbe Geber gibt noch einmal`,
    forced: (p) => `${subject(p, 'bist', 'ist')} vorgeführt und ${verb(p, 'musst', 'muss')} ein Solo spielen`,
    dealer: 'Geber',
    hand: (p) => capitalize(`${p.poss} Blatt`)
  },
  result: {
    settlement: 'Abrechnung',
    noLines: 'keine Posten',
    cardPoints: 'Augen',
    tricks: (n) => count(n, 'Stich', 'Stiche'),
    gamePoints: 'Spielpunkte',
    value: (party, value) => `Wert für ${party} ${value}`,
    soloScoring: 'einer gegen drei: der Solist schreibt dreifach',
    scores: 'Punkte'
  },
  sheet: {
    title: 'Spielliste',
    game: 'Spiel',
    total: 'Summe',
    totals: 'Summen',
    final: 'Die Partie ist vorbei. Endstand',
    finish: (p, total) => `${subject(p, 'beendest', 'beendet')} die Partie mit ${total}`
  },
  actions: {
    declare: 'Vorbehalt ansagen',
    play: 'Karte spielen',
    announce: 'Ansagen',
    chooseClarification: 'Klärungsstich wählen',
    genscher: 'Genscher: Partner wählen',
    armutPass: 'Armut abgeben',
    armutAnswer: 'Armut annehmen oder ablehnen',
    armutReturn: 'Karten zurückgeben'
  },
  seat: (seat) => (Number.isSafeInteger(seat) && seat >= 0 ? `Spieler ${seat + 1}` : 'Spieler ?'),
  you: { self: true, nom: 'du', acc: 'dich', dat: 'dir', poss: 'dein' },
  person: (name) => ({ self: false, nom: name, acc: name, dat: name, poss: /[sßxz]$/i.test(name) ? `${name}'` : `${name}s` }),
  advice: {
    reasons: {
      forced: () => 'die einzige Möglichkeit',
      'wins-trick': (r) => `sticht${r.points === null ? '' : ` (${r.points} Augen)`}`,
      'loads-points': (r) => `schmiert dem Partner${r.points === null ? '' : ` ${r.points} Augen`}`,
      'saves-points': (r) => `gibt wenig ab${r.points === null ? '' : ` (${r.points} Augen)`}`,
      'announce-gain': (r) => `die Ansage bringt${r.gain === null ? ' etwas' : ` ${num(r.gain)} Punkte`} im Schnitt`,
      'announce-risk': (r) => `die Ansage kostet${r.gain === null ? '' : ` ${num(-r.gain)} Punkte`} im Schnitt`,
      'best-average': () => 'im Schnitt am besten',
      'worse-by': (r) => `im Schnitt ${num(r.loss)} Punkte schlechter`
    },
    decisions: {
      card: 'Karte',
      announcement: 'Ansage',
      reservation: 'Vorbehalt',
      armut: 'Armut',
      clarification: 'Klärungsstich',
      genscher: 'Genscher'
    },
    expected: (e, se) => `${e >= 0 ? '+' : '−'}${num(Math.abs(e))} ± ${num(se)}`,
    pass: 'keine Ansage',
    loss: (p) => `kostet ${num(p)} Punkte`
  },
  unknown: { error: 'Unbekannter Fehler', settlement: 'Unbekanntes Ergebnis' },
  errors: {
    'input/malformed-action': () => 'Ungültige Aktion',
    'input/malformed-game': () => 'Ungültiger Spielstand',
    'input/malformed-rules': () => 'Ungültige Regeln',
    'input/invalid-seat': (d) => `Diesen Platz gibt es nicht: ${d.given}`,
    'input/invalid-date': (d) => `Kein Datum: ${d.given}`,
    'input/inconsistent-rules': () => 'Die Regeln passen nicht zusammen',
    'input/malformed-summary': () => 'Ungültiges Spielergebnis',
    'input/malformed-game-record': () => 'Ungültige Spielaufzeichnung',
    'input/malformed-match-record': () => 'Ungültige Partieaufzeichnung',
    'setup/bad-deal': () => 'Ungültige Kartenverteilung',
    'setup/bad-options': () => 'Ungültige Spieleinstellungen',
    'phase/wrong-phase': (d, t) =>
      `„${labelOf(t.locale.actions, d.action)}“ ist jetzt nicht möglich (${labelOf(t.locale.phases, d.phase)})`,
    'phase/game-finished': (d) => (d.redeal ? 'Das Spiel wurde neu gegeben' : 'Das Spiel ist vorbei'),
    'phase/not-finished': (d, t) => `Das Spiel läuft noch (${labelOf(t.locale.phases, d.phase)})`,
    'phase/redealt': (d, t) =>
      `Das Spiel wurde neu gegeben (${labelOf(t.locale.redealReasons, d.reason)}): niemand schreibt Punkte`,
    'turn/not-your-turn': (d, t) => subject(t.who(d.turn), 'bist', 'ist') + ' am Zug',
    'declare/not-offered': (d, t) =>
      `An diesem Tisch nicht erlaubt: ${
        d.solo === null ? labelOf(t.locale.reservations, d.reservation) : labelOf(t.locale.solos, d.solo)
      }`,
    'declare/hochzeit-needs-both-club-queens': (d, t) => {
      const p = t.who(d.seat)
      return `Für eine Hochzeit ${verb(p, 'brauchst', 'braucht')} ${p.nom} beide Kreuz-Damen`
    },
    'declare/must-declare-solo': (d, t) => {
      const p = t.who(d.seat)
      return `${subject(p, 'bist', 'ist')} vorgeführt und ${verb(p, 'musst', 'muss')} ein Solo spielen`
    },
    'declare/armut-too-many-trumps': (d, t) => `${subject(t.who(d.seat), 'hast', 'hat')} mehr als drei Trümpfe: keine Armut`,
    'declare/no-schmeissen-reason': (d, t) =>
      `${subject(t.who(d.seat), 'kannst', 'kann')} nicht schmeißen (erlaubt: ${listOf(
        d.reasons.map((r) => labelOf(t.locale.schmeissenReasons, r)),
        'oder'
      )})`,
    'armut/wrong-number-of-cards': (d, t) =>
      `${subject(t.who(d.seat), 'musst', 'muss')} genau ${count(d.expected, 'Karte', 'Karten')} geben, nicht ${d.given}`,
    'armut/must-pass-all-trumps': (d, t) => `${subject(t.who(d.seat), 'musst', 'muss')} alle Trümpfe abgeben`,
    'armut/no-trumps-back': (d, t) => `${subject(t.who(d.seat), 'darfst', 'darf')} an diesem Tisch keine Trümpfe zurückgeben`,
    'play/choose-clarification-first': (d, t) =>
      `${subject(t.who(d.hochzeiter), 'musst', 'muss')} zuerst wählen, welcher Stich die Hochzeit klärt`,
    'play/genscher-first': (d, t) =>
      `${subject(t.who(d.genscher), 'musst', 'muss')} zuerst den Genscher wählen: einen Partner oder die Parteien behalten`,
    'play/genscher-own-seat': (d, t) => `${subject(t.who(d.seat), 'kannst', 'kann')} ${t.who(d.seat).self ? 'dich' : 'sich'} nicht selbst als Partner wählen`,
    'play/clarification-not-offered': () => 'Diese Klärung der Hochzeit gibt es an diesem Tisch nicht',
    'play/card-not-in-hand': (d, t) => {
      const p = t.who(d.seat)
      const held = `${verb(p, 'hast', 'hat')} ${p.nom} nicht`
      return d.card === null ? `Diese Karte ${held}` : `Diese Karte ${held}: ${t.card(d.card)}`
    },
    'play/must-follow-suit': (d, t) => {
      const p = t.who(d.seat)
      const suit = d.required === 'trump' ? t.locale.trump : labelOf(t.locale.suits, d.required)
      const options = playableText(d.playable, t)
      // "♣D ist Trumpf": a trump does not follow the plain suit it shows.
      return d.cardIsTrump === true && d.required !== 'trump'
        ? `${t.symbol(d.card)} ist ${t.locale.trump}: bedienen ${verb(p, 'musst', 'muss')} ${p.nom} ${suit}${options}`
        : `${subject(p, 'musst', 'muss')} ${suit} bedienen${options}`
    },
    'announce/wrong-party': (d, t) => {
      const p = t.who(d.seat)
      return `${subject(p, 'spielst', 'spielt')} ${t.locale.parties[d.party]} und ${verb(p, 'kannst', 'kann')} nicht ${announcement(t, d.announcement)} ansagen`
    },
    'announce/already-made': (d, t) => `Schon angesagt: ${announcement(t, d.announcement)}`,
    'announce/too-late': (d, t) => {
      const p = t.who(d.seat)
      return `Zu spät für ${announcement(t, d.announcement)}: ${p.nom} ${verb(p, 'hast', 'hat')} noch ${count(d.cardsInHand, 'Karte', 'Karten')}, nötig ${d.cardsNeeded === 1 ? 'ist' : 'sind'} mindestens ${d.cardsNeeded}`
    },
    'announce/before-clarification': () => 'Vor dem Klärungsstich gibt es keine Ansagen',
    'announce/absage-after-late-reply': (d, t) =>
      `Nach einer späten Erwiderung gibt es keine Absage mehr: ${announcement(t, d.announcement)} geht nicht`,
    'summary/invalid': (d) => `Dieses Spielergebnis kann kein Spiel haben: ${summaryReason(d)}`,
    'notation/unknown-card': (d) => `Unbekannte Karte: „${d.text}“ (Karten z. B. KrD, ♣D, H10, KaA oder Kreuz-Dame)`,
    'notation/too-many-copies': (d, t) => `${t.card(d.card)} kommt mehr als zweimal vor`,
    'notation/not-a-string': () => 'Karten müssen als Text angegeben werden',
    'match/invalid-config': () => 'Ungültige Einstellungen der Partie',
    'match/invalid-players': () => 'Die Spieler brauchen verschiedene, nicht leere Namen',
    'match/malformed-match': () => 'Ungültiger Stand der Partie',
    'match/over': (d) => `Die Partie ist nach ${count(d.gamesPlayed, 'Spiel', 'Spielen')} vorbei`,
    'match/malformed-game': () => 'Dieses Spiel kann nicht in die Liste eingetragen werden',
    'match/game-not-over': (d, t) =>
      `Das Spiel läuft noch (${labelOf(t.locale.phases, d.phase)}): nur ein beendetes Spiel kommt in die Liste`,
    'match/wrong-deal': () => 'Dieses Spiel wurde nicht für das nächste Geben der Partie gegeben',
    'match/invalid-penalty': () => 'Diese Strafe ist jetzt nicht möglich',
    'match/invalid-deal-options': () => 'Ungültige Angaben für das nächste Geben',
    'match/invalid-result': () => 'Dieses Ergebnis passt nicht zum nächsten Geben',
    'replay/malformed-record': (d) => (d.game === -1 ? 'Ungültige Partieaufzeichnung' : `${inGame(d.game)}Ungültige Aufzeichnung`),
    'replay/bad-setup': (d, t) => `${inGame(d.game)}Die Aufzeichnung beginnt mit keinem gültigen Spiel: ${t.error(d.cause)}`,
    'replay/illegal-action': (d, t) => `${inGame(d.game)}Aktion ${d.index + 1} der Aufzeichnung ist nicht erlaubt: ${t.error(d.cause)}`,
    'replay/outcome-mismatch': (d) => `${inGame(d.game)}Das gespeicherte Ergebnis passt nicht zum nachgespielten Spiel`,
    'arena/illegal-action': (d, t) =>
      d.cause === null
        ? `${bot(d.bot)} hat für einen anderen Platz gespielt (Seed ${d.seed})`
        : `${bot(d.bot)} hat einen unerlaubten Zug gemacht (Seed ${d.seed}): ${t.error(d.cause)}`,
    'arena/bot-threw': (d) => `${bot(d.bot)} ist mit einem Fehler abgebrochen (Seed ${d.seed})`,
    'arena/bad-setup': (d, t) => `Ein Spiel der Arena konnte nicht gegeben werden (Seed ${d.seed}): ${t.error(d.cause)}`,
    'audit/malformed-input': () => 'Keine Prüfung einer Tagespartie: erwartet wird { date, commitment, secret, record }',
    'audit/bad-commitment': () => 'Das aufgedeckte Geheimnis passt nicht zur veröffentlichten Festlegung des Tages',
    'audit/wrong-deal': (d) => `Spiel ${d.game + 1} wurde nicht aus dem Geheimnis des Tages gegeben`,
    'audit/wrong-bot-move': (d) => `Spiel ${d.game + 1}, Aktion ${d.index + 1}: der Bot auf Platz ${d.seat + 1} hätte so nicht gespielt`,
    'arena/stuck': (d) => `Ein Spiel der Arena steht still, niemand ist am Zug (Seed ${d.seed})`,
    'cli/unreadable-file': (d) => `Die Datei ${d.path} kann nicht gelesen werden (${d.reason})`,
    'cli/invalid-json': (d) => `Die Datei ${d.path} ist kein JSON`,
    'cli/unknown-rules': (d) => `Unbekannte Regeln „${d.name}“ (bekannt: ${d.known.join(', ')})`,
    'cli/no-such-game': (d) => `Die Aufzeichnung hat nur ${count(d.games, 'Spiel', 'Spiele')}`,
    'cli/unwritable-file': (d) => `${d.path} lässt sich nicht schreiben (${d.reason})`,
    'fast/unsupported-option': () => 'Der schnelle Pfad spielt den Genscher nicht: dieses Spiel nur mit der prüfenden Schnittstelle',
    'bots/malformed-view': (d) => `Das ist keine Spielersicht: ${d.problem}`,
    'bots/bad-options': (d) => `Ungültige Optionen der Bewertung: ${d.problem}`
  }
}
