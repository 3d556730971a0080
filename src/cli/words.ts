/**
 * The terminal game's languages: `--lang de|en` (default from `LC_ALL`, `LC_MESSAGES`, `LANG`),
 * the library's locale for each (`doppelkopf/i18n`: cards, games, reservations, announcements,
 * settlement, the game log), and the one table of the program's own sentences (prompts, the
 * hints beside them, what a refused answer says, the headings of `score`, `replay` and `arena`),
 * typed by {@link CliText} so that a language without a sentence does not compile.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { de } from '../i18n/de.js'
import { en } from '../i18n/en.js'
import type { Locale } from '../i18n/locale.js'
import type { ArenaBotName } from '../arena/registry.js'
import type { CommandText } from './commandWords.js'
import { COMMAND_TEXT } from './commandWords.js'

/** The house options of `play` that change the rules (the flags' keys), as the rules line names them. */
export const HOUSE_OPTIONS = [
  'withoutNines',
  'piglets',
  'superpiglets',
  'pigletsPublic',
  'pigletsInSolo',
  'secondDulle',
  'withoutDullen',
  'armut',
  'schmeissen',
  'richHand',
  'weddingChoice',
  'firstTrickDecides',
  'allSolos',
  'priority',
  'replyRule',
  'deadlines',
  'untilTrickComplete',
  'genscher',
  'heartTrick',
  'dulleCatchesDulle'
] as const

/** One of {@link HOUSE_OPTIONS}. */
export type HouseOption = (typeof HOUSE_OPTIONS)[number]

/** The languages of the terminal game. */
export const LANGS = ['de', 'en'] as const

/** A language of the terminal game. */
export type Lang = (typeof LANGS)[number]

/** Whether a string names a language of the terminal game. */
export const isLang = (s: string): s is Lang => (LANGS as readonly string[]).includes(s)

/**
 * The language of the environment: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
 * and not empty; German when it starts with `de` (`de_DE.UTF-8`, `de_AT`, `de`), else English.
 *
 * @example
 * ```ts
 * langFromEnv({ LANG: 'de_DE.UTF-8' }) // 'de'
 * langFromEnv({ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }) // 'en'
 * ```
 */
export const langFromEnv = (env: Readonly<Record<string, string | undefined>>): Lang => {
  const value = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((v) => v !== undefined && v !== '')
  return value?.toLowerCase().startsWith('de') === true ? 'de' : 'en'
}

/** The program's own sentences, one table per language. */
export interface CliText {
  /** The player's name when `--name` gives none. */
  readonly defaultName: string
  /** The first line of a Partie: the player, the bots, how they play (one of {@link CliText.botStrengths}). */
  readonly welcome: (player: string, bots: string, strength: string) => string
  /** How each bot of `--bot` plays, in words: "nach Faustregeln", "by rules of thumb". */
  readonly botStrengths: Readonly<Record<ArenaBotName, string>>
  /** The second line: the rules (see {@link CliText.rulesName}), the games, the seed, and what the match adds (Pflichtsolo, Bock, house options). */
  readonly rulesLine: (rules: string, games: number, seed: string, extras: readonly string[]) => string
  /** A rule set by its preset's name in words ("Turnierregeln des DDV"), or a custom rule set's name quoted. */
  readonly rulesName: (name: string) => string
  /** The line under the rules of `--daily`: a practice daily (its seed is public), not a server's leaderboard Partie. */
  readonly practiceDaily: string
  /** The house options of `play`, in words, as the rules line lists them. */
  readonly houseOptions: Readonly<Record<HouseOption, string>>
  /** A Partie with a Pflichtsolo round. */
  readonly compulsorySolo: string
  /** The heading of each game of the Partie. */
  readonly gameOf: (n: number, total: number) => string
  /** Above the numbered list of the reservations offered. */
  readonly reservationsOffered: string
  /** The reservation prompt, with the example of a name. */
  readonly reservationPrompt: (count: number, example: string) => string
  /** What the poor player is to do. */
  readonly armutPass: (count: number) => string
  /** The prompt for the cards of an Armut. */
  readonly passPrompt: (count: number) => string
  /** The prompt for taking an Armut. */
  readonly takeArmutPrompt: string
  /** The Armut's cards the player took, and from whom. */
  readonly took: (cards: string, from: string) => string
  /** What the partner of an Armut is to do. */
  readonly returnTo: (count: number, to: string) => string
  /** The prompt for the cards returned. */
  readonly returnPrompt: (count: number) => string
  /** Above the Hochzeiter's choices of the clarifying tricks. */
  readonly yourHochzeit: string
  /** The prompt for that choice. */
  readonly clarificationPrompt: (count: number) => string
  /** Above the Genscher choices (RULES 11.1). */
  readonly yourGenscher: string
  /** The Genscher choice that keeps the parties. */
  readonly keepParties: string
  /** The prompt for the Genscher choice. */
  readonly genscherPrompt: (count: number) => string
  /** Before the last trick, shown again at the card prompt. */
  readonly last: string
  /** The announcements the player may make now, and an example of typing one. */
  readonly mayAnnounce: (list: string, example: string) => string
  /** When no announcement is possible. */
  readonly noAnnouncement: string
  /** The card prompt. */
  readonly cardPrompt: string
  /** After Ctrl-C. */
  readonly interrupted: string
  /** When the input ends before the Partie does. */
  readonly endOfInput: string
  /** An empty answer at the reservation prompt. */
  readonly chooseReservation: (count: number) => string
  /** A reservation number out of the list. */
  readonly noReservationNumber: (text: string, count: number) => string
  /** A word that names no reservation, with the words of those offered. */
  readonly unknownReservation: (text: string, count: number, words: readonly string[]) => string
  /** The word for any solo name, in that list. */
  readonly aSoloName: string
  /** A card number out of the hand. */
  readonly noCardNumber: (text: string, count: number) => string
  /** An empty answer at the card prompt. */
  readonly enterMove: string
  /** An empty answer at a prompt for cards. */
  readonly enterCards: string
  /** The same card named twice. */
  readonly namedTwice: (token: string) => string
  /** Neither yes nor no. */
  readonly yesNo: (text: string) => string
  /** A choice of the clarifying tricks out of the list. */
  readonly chooseClarification: (count: number, text: string) => string
  /** A Genscher choice out of the list. */
  readonly chooseGenscher: (count: number, text: string) => string
  /** `score`: a summary and its rules (in words, {@link CliText.rulesName}). */
  readonly summaryHead: (rules: string) => string
  /** `score`: a game record, its rules, dealer and actions. */
  readonly recordHead: (rules: string, dealer: string, actions: number) => string
  /** `replay`: a game record, its rules and dealer. */
  readonly replayHead: (rules: string, dealer: string) => string
  /** `replay`: above the hands. */
  readonly deal: string
  /** `replay`: above the story. */
  readonly reservationsAndPlay: string
  /** `replay`: a record of an unfinished game, in its phase. */
  readonly unfinished: (phase: string) => string
  /** `replay`: a match record and its games. */
  readonly matchHead: (games: number) => string
  /** `replay`: the heading of a match record's game. */
  readonly gameNumber: (n: number) => string
  /** The arena's result table and progress. */
  readonly arena: {
    /** The columns: bot, seats, games, points per game, 95% confidence interval, decisions, median and 95th percentile time. */
    readonly columns: readonly [string, string, string, string, string, string, string, string]
    /** Under the table: games, deals, rotations, redeals, worker threads. */
    readonly played: (games: number, deals: number, rotations: number, redeals: number, workers: number) => string
    /** Under the table: the time taken and the games per second. */
    readonly wall: (seconds: string, rate: string) => string
    /** A progress line (not a terminal). */
    readonly progress: (done: number, total: number, percent: number, rate: string) => string
    /** The progress bar's text (a terminal). */
    readonly bar: (done: number, total: number, rate: string, eta: number) => string
    /** A game count rounded up to whole deals. */
    readonly roundedUp: (games: number, played: number, deals: number, rotations: number) => string
    /** The levels table's columns: level, bot, margin over the level below, its 95% interval, deals, median, p95 and p99 decision time. */
    readonly levelColumns: readonly string[]
    /** Under the levels table: the rules, whether solos were played, the seed prefix and the time taken. */
    readonly levelsNote: (rules: string, solos: boolean, seed: string, seconds: string) => string
  }
  /** `tipp` / `hint` at a prompt of `play`, and `review`. */
  readonly advice: {
    /** Above the ranked actions: on how many deals of the hidden cards they were judged. */
    readonly hintHead: (deals: number) => string
    /** How a hint is asked for, said under the card prompt's announcements. */
    readonly hintNote: string
    /** Taking an Armut offered, declining it (as advised actions). */
    readonly accept: string
    readonly decline: string
    /** Under a list cut short: how many actions more. */
    readonly more: (n: number) => string
    /** `review`: the head: whose decisions, of which game (rules), the seat's score. */
    readonly reviewHead: (player: string, rules: string) => string
    /** `review`: a decision's place: "Vorbehalt", "Stich 3". */
    readonly where: (trick: number | null, kind: string) => string
    /** `review`: a decision as good as the best: the action and its expected score. */
    readonly good: (chosen: string, expected: string) => string
    /** `review`: a decision worse than the best: the action, its expected score, the best action, its expected score, the loss. */
    readonly worse: (chosen: string, expected: string, best: string, bestExpected: string, loss: string) => string
    /** `review`: above the marked decisions. */
    readonly markedHead: string
    /** `review`: when no decision lost much. */
    readonly noneMarked: string
    /** `review`: the total: points given away on average, over how many decisions; the score in the game (null: none). */
    readonly total: (loss: string, decisions: number, score: string | null) => string
    /** `review`: a seat with no decision to judge. */
    readonly noDecisions: string
  }
}

/** "a", "a or b", "a, b or c". */
const either = (words: readonly string[], or: string): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${or} ${words[words.length - 1]}`

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`


/** The program's sentences in German. */
const DE: CliText = {
  defaultName: 'Du',
  welcome: (player, bots, strength) => `Doppelkopf: ${player} gegen ${bots} (die Bots spielen ${strength})`,
  botStrengths: {
    random: 'zufällig',
    beginner: 'wie Anfänger, mit Fehlern',
    heuristic: 'nach Faustregeln',
    montecarlo: 'stark und rechnen die Möglichkeiten durch',
    expert: 'sehr stark: sie rechnen gründlich und lesen die Ansagen'
  },
  rulesLine: (rules, games, seed, extras) => `${rules}, ${plural(games, 'Spiel', 'Spiele')}${extras.map((x) => `, ${x}`).join('')}; Seed „${seed}“`,
  practiceDaily: 'Übungs-Tagespartie: heute für alle dieselben Blätter, aus einem öffentlichen Seed. Sie zählt für keine Bestenliste (die Tagespartie eines Servers wird aus einem geheimen Seed gegeben).',
  rulesName: (name) =>
    name === 'tsr' ? 'Turnierregeln des DDV' : name === 'pagat' ? 'Regeln von pagat.com' : name === 'house' ? 'Hausregeln' : `Regeln „${name}“`,
  houseOptions: {
    withoutNines: 'ohne Neunen',
    piglets: 'mit Schweinchen',
    superpiglets: 'mit Schweinchen und Superschweinchen',
    pigletsPublic: 'Schweinchen offen',
    pigletsInSolo: 'Schweinchen auch im Farbsolo',
    secondDulle: 'die zweite Dulle sticht die erste',
    withoutDullen: 'ohne Dullen',
    armut: 'mit Armut',
    schmeissen: 'mit Schmeißen',
    richHand: 'Schmeißen bei vielen Augen',
    weddingChoice: 'der Hochzeiter wählt den Klärungsstich',
    firstTrickDecides: 'der erste Klärungsstich entscheidet',
    allSolos: 'alle Soli',
    priority: 'eigene Rangfolge der Vorbehalte',
    replyRule: 'ohne Erwiderungsregel',
    deadlines: 'eigene Ansagefristen',
    untilTrickComplete: 'Ansagen bis der Stich voll ist',
    genscher: 'mit Genscher',
    heartTrick: 'Sonderpunkt Herzstich',
    dulleCatchesDulle: 'Sonderpunkt Dulle fängt Dulle'
  },
  compulsorySolo: 'Pflichtsolo',
  gameOf: (n, total) => `=== Spiel ${n} von ${total} ===`,
  reservationsOffered: 'Deine möglichen Vorbehalte:',
  reservationPrompt: (count, example) => `Dein Vorbehalt (1-${count} oder ein Name, z. B. ${example}):`,
  armutPass: (count) => `Armut: gib ${plural(count, 'Karte', 'Karten')} verdeckt ab, alle Trümpfe deiner Hand darunter.`,
  passPrompt: (count) => `Karten zum Abgeben (${count} Nummern oder Namen, z. B. 1 2 3):`,
  takeArmutPrompt: 'Armut übernehmen? (j/n):',
  took: (cards, from) => `Du hast ${cards} von ${from} übernommen.`,
  returnTo: (count, to) => `Gib ${plural(count, 'Karte', 'Karten')} an ${to} zurück.`,
  returnPrompt: (count) => `Karten zum Zurückgeben (${count} Nummern oder Namen):`,
  yourHochzeit: 'Deine Hochzeit: welcher Stich findet deinen Partner?',
  clarificationPrompt: (count) => `Klärungsstich (1-${count}):`,
  yourGenscher: 'Genscher: du hast beide ♦K. Wähle einen Partner oder behalte die Parteien:',
  keepParties: 'Parteien behalten',
  genscherPrompt: (count) => `Genscher (1-${count}):`,
  last: 'Zuletzt',
  mayAnnounce: (list, example) => `Du kannst ansagen: ${list} (tippe z. B. ${example})`,
  noAnnouncement: 'Jetzt ist keine Ansage möglich.',
  cardPrompt: 'Deine Karte (Nummer oder z. B. KrD, H10; * = spielbar):',
  interrupted: 'Abgebrochen: die Partie ist beendet.',
  endOfInput: 'Ende der Eingabe: die Partie ist beendet.',
  chooseReservation: (count) => `Wähle einen Vorbehalt: eine Zahl 1-${count} oder seinen Namen`,
  noReservationNumber: (text, count) => `Keinen Vorbehalt Nummer ${text}: wähle 1-${count}`,
  unknownReservation: (text, count, words) => `Unbekannter Vorbehalt „${text}“: wähle eine Zahl 1-${count} oder ${either(words, 'oder')}`,
  aSoloName: 'den Namen eines Solos',
  noCardNumber: (text, count) => `Keine Karte Nummer ${text}: deine Hand hat die Karten 1-${count}`,
  enterMove: 'Gib eine Karte ein (ihre Nummer oder z. B. KrD, H10) oder eine Ansage',
  enterCards: 'Gib die Karten ein: ihre Nummern (z. B. 1 4 7) oder Namen (z. B. KaA Ka10 HK)',
  namedTwice: (token) => `Die Karte ${token} ist doppelt genannt`,
  yesNo: (text) => `Antworte j (ja) oder n (nein), nicht „${text}“`,
  chooseClarification: (count, text) => `Wähle einen Klärungsstich 1-${count}, nicht „${text}“`,
  chooseGenscher: (count, text) => `Wähle 1-${count} (einen Partner oder die Parteien behalten), nicht „${text}“`,
  summaryHead: (rules) => `Spielergebnis, abgerechnet nach ${rules}`,
  recordHead: (rules, dealer, actions) => `Spielaufzeichnung (${rules}, Geber ${dealer}, ${plural(actions, 'Zug', 'Züge')})`,
  replayHead: (rules, dealer) => `Spielaufzeichnung: ${rules}, Geber ${dealer}`,
  deal: 'Die Karten (sortiert für das gespielte Spiel):',
  reservationsAndPlay: 'Vorbehalte und Spiel:',
  unfinished: (phase) => `Die Aufzeichnung endet in der Phase „${phase}“: das Spiel ist nicht vorbei.`,
  matchHead: (games) => `Partieaufzeichnung: ${plural(games, 'Spiel', 'Spiele')}`,
  gameNumber: (n) => `=== Spiel ${n} ===`,
  arena: {
    columns: ['Bot', 'Plätze', 'Spiele', 'Punkte/Spiel', '95%-KI', 'Entscheidungen', 'Median ms', 'p95 ms'],
    played: (games, deals, rotations, redeals, workers) =>
      `${plural(games, 'Spiel', 'Spiele')} (${deals} Geben x ${rotations} Drehungen, ${redeals} neu gegeben), ${workers} Worker`,
    wall: (seconds, rate) => `Laufzeit ${seconds} s, ${rate} Spiele/s`,
    progress: (done, total, percent, rate) => `arena: ${done}/${total} Spiele (${percent}%), ${rate} Spiele/s`,
    bar: (done, total, rate, eta) => `${done}/${total} Spiele  ${rate} Spiele/s  noch ${eta}s`,
    roundedUp: (games, played, deals, rotations) => `arena: ${games} Spiele aufgerundet auf ${played} (${deals} Geben zu ${rotations})`,
    levelColumns: ['Stufe', 'Bot', 'Punkte je Platz und Spiel gegen die Stufe darunter', '95%-KI', 'Geben', 'Median ms', 'p95 ms', 'p99 ms'],
    levelsNote: (rules, solos, seed, seconds) =>
      `Regeln ${rules}${solos ? '' : ' ohne Soli'}, Duplikat-Geben "${seed}/n" (je 4 Drehungen), je zwei Plätze gegen zwei; ${seconds} s`
  },
  advice: {
    hintHead: (deals) => `Tipp (erwartete Punkte über ${plural(deals, 'Verteilung', 'Verteilungen')} der verdeckten Karten):`,
    hintNote: '„tipp“ zeigt einen Rat',
    accept: 'Armut nehmen',
    decline: 'Armut ablehnen',
    more: (n) => `… und ${plural(n, 'weitere Möglichkeit', 'weitere Möglichkeiten')}`,
    reviewHead: (player, rules) => `Rückblick für ${player} (${rules}): erwartete Punkte jeder Entscheidung mit Wahl`,
    where: (trick, kind) => (trick === null ? kind : `Stich ${trick}, ${kind}`),
    good: (chosen, expected) => `${chosen} ${expected}: gut`,
    worse: (chosen, expected, best, bestExpected, loss) => `${chosen} ${expected}; besser ${best} ${bestExpected}: ${loss}`,
    markedHead: 'Die teuersten Entscheidungen:',
    noneMarked: 'Keine Entscheidung hat viel gekostet.',
    total: (loss, decisions, score) => `Zusammen ${loss} Punkte im Schnitt verschenkt, in ${plural(decisions, 'Entscheidung', 'Entscheidungen')}${score === null ? '' : `; im Spiel: ${score}`}.`,
    noDecisions: 'Dieser Platz hatte keine Entscheidung mit Wahl.'
  }
}

/** The program's sentences in English. */
const EN: CliText = {
  defaultName: 'You',
  welcome: (player, bots, strength) => `Doppelkopf: ${player} against ${bots} (the bots play ${strength})`,
  botStrengths: {
    random: 'at random',
    beginner: 'like beginners, with mistakes',
    heuristic: 'by rules of thumb',
    montecarlo: 'strongly, thinking the possibilities through',
    expert: 'very strongly, thinking hard and reading the announcements'
  },
  rulesLine: (rules, games, seed, extras) => `Playing by ${rules}, ${plural(games, 'game', 'games')}${extras.map((x) => `, ${x}`).join('')}; seed "${seed}"`,
  practiceDaily: "Practice daily: the same hands for everyone today, from a public seed. It counts for no leaderboard (a server's daily is dealt from a secret seed).",
  rulesName: (name) =>
    name === 'tsr' ? 'DDV tournament rules' : name === 'pagat' ? 'pagat.com rules' : name === 'house' ? 'house rules' : `the rules "${name}"`,
  houseOptions: {
    withoutNines: 'without nines',
    piglets: 'with piglets',
    superpiglets: 'with piglets and superpiglets',
    pigletsPublic: 'piglets shown',
    pigletsInSolo: 'piglets in a suit solo too',
    secondDulle: 'the second Dulle beats the first',
    withoutDullen: 'without Dullen',
    armut: 'with poverty',
    schmeissen: 'with throwing in',
    richHand: 'throwing in a hand rich in card points',
    weddingChoice: 'the wedding player chooses the clarifying trick',
    firstTrickDecides: 'the first clarifying trick decides',
    allSolos: 'every solo',
    priority: 'own ranking of the reservations',
    replyRule: 'without the reply rule',
    deadlines: 'own announcement deadlines',
    untilTrickComplete: 'announcements until the trick is complete',
    genscher: 'with Genscher',
    heartTrick: 'extra point for a heart trick',
    dulleCatchesDulle: 'extra point for Dulle catches Dulle'
  },
  compulsorySolo: 'compulsory solo',
  gameOf: (n, total) => `=== Game ${n} of ${total} ===`,
  reservationsOffered: 'Reservations you may declare:',
  reservationPrompt: (count, example) => `Your reservation (1-${count} or a name, e.g. ${example}):`,
  armutPass: (count) => `Poverty: pass ${plural(count, 'card', 'cards')} face down, every trump of your hand among them.`,
  passPrompt: (count) => `Cards to pass (${count} numbers or names, e.g. 1 2 3):`,
  takeArmutPrompt: 'Take the poverty? (y/n):',
  took: (cards, from) => `You took ${cards} from ${from}.`,
  returnTo: (count, to) => `Return ${plural(count, 'card', 'cards')} to ${to}.`,
  returnPrompt: (count) => `Cards to return (${count} numbers or names):`,
  yourHochzeit: 'Your wedding: which tricks find your partner?',
  clarificationPrompt: (count) => `Clarifying tricks (1-${count}):`,
  yourGenscher: 'Genscher: you hold both ♦K. Choose a partner, or keep the parties:',
  keepParties: 'keep the parties',
  genscherPrompt: (count) => `Genscher (1-${count}):`,
  last: 'Last',
  mayAnnounce: (list, example) => `You may announce: ${list} (type e.g. ${example})`,
  noAnnouncement: 'No announcement possible now.',
  cardPrompt: 'Your card (number or e.g. CQ, H10; * = playable):',
  interrupted: 'Interrupted: the session is abandoned.',
  endOfInput: 'End of input: the session is abandoned.',
  chooseReservation: (count) => `Choose a reservation: a number 1-${count} or its name`,
  noReservationNumber: (text, count) => `No reservation number ${text}: choose 1-${count}`,
  unknownReservation: (text, count, words) => `Unknown reservation "${text}": choose a number 1-${count}, or ${either(words, 'or')}`,
  aSoloName: 'a solo name',
  noCardNumber: (text, count) => `No card number ${text}: your hand has cards 1-${count}`,
  enterMove: 'Enter a card (its number or e.g. CQ, H10) or an announcement',
  enterCards: 'Enter the cards: their numbers (e.g. 1 4 7) or notation (e.g. DA D10 HK)',
  namedTwice: (token) => `Card ${token} is named twice`,
  yesNo: (text) => `Answer y (yes) or n (no), not "${text}"`,
  chooseClarification: (count, text) => `Choose the clarifying tricks 1-${count}, not "${text}"`,
  chooseGenscher: (count, text) => `Choose 1-${count} (a partner, or keep the parties), not "${text}"`,
  summaryHead: (rules) => `Game summary, settled under ${rules}`,
  recordHead: (rules, dealer, actions) => `Game record (${rules}, dealer ${dealer}, ${plural(actions, 'move', 'moves')})`,
  replayHead: (rules, dealer) => `Game record: ${rules}, dealer ${dealer}`,
  deal: 'The deal (sorted for the game played):',
  reservationsAndPlay: 'Reservations and play:',
  unfinished: (phase) => `The record ends in the phase "${phase}": the game is not over.`,
  matchHead: (games) => `Session record: ${plural(games, 'game', 'games')}`,
  gameNumber: (n) => `=== Game ${n} ===`,
  arena: {
    columns: ['bot', 'seats', 'games', 'points/game', '95% CI', 'decisions', 'median ms', 'p95 ms'],
    played: (games, deals, rotations, redeals, workers) =>
      `${plural(games, 'game', 'games')} (${deals} deals x ${rotations} rotations, ${redeals} redeals), ${plural(workers, 'worker', 'workers')}`,
    wall: (seconds, rate) => `wall time ${seconds} s, ${rate} games/s`,
    progress: (done, total, percent, rate) => `arena: ${done}/${total} games (${percent}%), ${rate} games/s`,
    bar: (done, total, rate, eta) => `${done}/${total} games  ${rate} games/s  ETA ${eta}s`,
    roundedUp: (games, played, deals, rotations) => `arena: ${games} games rounded up to ${played} (${deals} deals of ${rotations})`,
    levelColumns: ['level', 'bot', 'points per seat and game over the level below', '95% CI', 'deals', 'median ms', 'p95 ms', 'p99 ms'],
    levelsNote: (rules, solos, seed, seconds) =>
      `rules ${rules}${solos ? '' : ' without solos'}, duplicate deals "${seed}/n" (4 rotations each), two seats against two; ${seconds} s`
  },
  advice: {
    hintHead: (deals) => `Hint (expected points over ${plural(deals, 'deal', 'deals')} of the hidden cards):`,
    hintNote: '"hint" shows advice',
    accept: 'take the Armut',
    decline: 'decline the Armut',
    more: (n) => `… and ${plural(n, 'more choice', 'more choices')}`,
    reviewHead: (player, rules) => `Review for ${player} (${rules}): the expected points of every decision with a choice`,
    where: (trick, kind) => (trick === null ? kind : `trick ${trick}, ${kind}`),
    good: (chosen, expected) => `${chosen} ${expected}: good`,
    worse: (chosen, expected, best, bestExpected, loss) => `${chosen} ${expected}; better ${best} ${bestExpected}: ${loss}`,
    markedHead: 'The costliest decisions:',
    noneMarked: 'No decision cost much.',
    total: (loss, decisions, score) => `In all ${loss} points given away on average, in ${plural(decisions, 'decision', 'decisions')}${score === null ? '' : `; in the game: ${score}`}.`,
    noDecisions: 'This seat had no decision with a choice.'
  }
}

/** Everything a language gives the program: the library's locale and the program's own sentences. */
export interface Words {
  /** The language. */
  readonly lang: Lang
  /** The library's locale (`doppelkopf/i18n`). */
  readonly locale: Locale
  /** The program's own sentences. */
  readonly ui: CliText
  /** The command line's help and the reasons it refuses arguments. */
  readonly command: CommandText
}

/** The words that ask for a hint at any prompt of `play`, in either language. */
export const HINT_WORDS: readonly string[] = ['tipp', 'tip', 'hint', 'rat']

/** The locales and tables, by language. */
const WORDS: { readonly [L in Lang]: Words } = {
  de: { lang: 'de', locale: de, ui: DE, command: COMMAND_TEXT.de },
  en: { lang: 'en', locale: en, ui: EN, command: COMMAND_TEXT.en }
}

/** The words of a language. */
export const wordsFor = (lang: Lang): Words => WORDS[lang]

/** The names the player has when `--name` gives none, in every language (a replay addresses that seat as "you"). */
export const DEFAULT_PLAYER_NAMES: readonly string[] = LANGS.map((l) => WORDS[l].ui.defaultName)
