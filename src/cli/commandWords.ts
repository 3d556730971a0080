/**
 * The command line's own words in German and English: the help of every command and option
 * (with commander's headings and notes translated), and why arguments are refused, typed by
 * {@link CommandText} so that a language without a sentence does not compile.
 *
 * Not part of the library's entry point.
 *
 * @module
 */

/** The options of the commands, by the key commander gives their values. */
export const OPTION_KEYS = [
  'games',
  'rules',
  'seed',
  'daily',
  'bot',
  'level',
  'name',
  'lang',
  'color',
  'noColor',
  'verbose',
  'withoutNines',
  'piglets',
  'superpiglets',
  'secondDulle',
  'armut',
  'schmeissen',
  'weddingChoice',
  'allSolos',
  'noReplyRule',
  'deadlines',
  'untilTrickComplete',
  'withoutDullen',
  'pigletsInSolo',
  'firstTrickDecides',
  'genscher',
  'record',
  'counting',
  'bockFactor',
  'priority',
  'pigletsPublic',
  'richHand',
  'heartTrick',
  'dulleCatchesDulle',
  'summaryRules',
  'game',
  'seat',
  'samples'
] as const

/** One of {@link OPTION_KEYS}. */
export type OptionKey = (typeof OPTION_KEYS)[number]

/** The rule-set problems a combination of house options can have, as `play` names them. */
export type RuleProblem =
  | 'schmeissenEmpty'
  | 'pigletsInSolo'
  | 'dulleWithoutDullen'
  | 'dulleWithoutSecondDulle'
  | 'richHand'
  | 'deadlineRange'
  | 'deadlineOrder'
  | 'priority'
  | 'other'

/** The words of the command line itself, one table per language. */
export interface CommandText {
  /** The program's description. */
  readonly program: string
  /** Each command's description. */
  readonly commands: { readonly play: string; readonly arena: string; readonly score: string; readonly replay: string; readonly review: string; readonly help: string }
  /** Commander's headings ("Usage:", "Options:", "Commands:", "Arguments:"), by their English. */
  readonly titles: Readonly<Record<string, string>>
  /** The notes commander adds to an option: its choices and its default. */
  readonly notes: { readonly choices: string; readonly default: string }
  /** The usage line's placeholders: "[options]", "[command]". */
  readonly usage: { readonly options: string; readonly command: string }
  /** The help option. */
  readonly helpOption: string
  /** Each option's description. */
  readonly options: Readonly<Record<OptionKey, string>>
  /** The arguments' descriptions. */
  readonly arguments: { readonly file: string; readonly record: string; readonly arena: string }
  /** After the options of `play`: how to answer its prompts. */
  readonly playHelp: string
  /** After the options of `score`: the files it reads. */
  readonly scoreHelp: string
  /** Under a refused command line: where the help is. */
  readonly seeHelp: string
  /** Commander's own refusals ("error: unknown option '--x'"), in this language. */
  readonly commanderError: (message: string) => string
  /** Why `play`'s arguments are refused. */
  readonly refusals: {
    readonly positiveInt: string
    /** `--seat` that is not 1..4. */
    readonly seat: string
    readonly maxGames: string
    readonly emptySeed: string
    readonly dailyAndSeed: string
    /** `--level` and `--bot` together. */
    readonly levelAndBot: string
    readonly name: (bots: readonly string[]) => string
    /** `--daily` with options it would ignore: the daily Partie's rules and games, the options given. */
    readonly daily: (rules: string, games: number, options: readonly string[]) => string
    readonly noDaily: (date: string) => string
    readonly secondDulle: (modes: readonly string[], given: string) => string
    readonly armut: (given: string) => string
    readonly deadlines: (given: string) => string
    readonly schmeissen: (unknown: readonly string[], known: readonly string[]) => string
    readonly priority: (unknown: readonly string[], known: readonly string[]) => string
    readonly richHand: (given: string) => string
    readonly counting: (given: string) => string
    readonly bockFactor: (given: string) => string
    readonly noBock: (rules: string) => string
    /** House options that do not fit together. */
    readonly rules: Readonly<Record<RuleProblem, string>>
  }
  /** Under an error's phrase when `--verbose` would show more. */
  readonly verboseHint: string
}

const quoteList = (items: readonly string[], q: (s: string) => string): string => items.map(q).join(', ')
const de = (s: string): string => `„${s}“`
const en = (s: string): string => `"${s}"`

const DE: CommandText = {
  program: 'Doppelkopf im Terminal: gegen Bots spielen, Bots gegeneinander antreten lassen, Spiele abrechnen, nachspielen und bewerten (tipp gibt beim Spielen einen Rat).',
  commands: {
    play: 'eine Partie gegen drei Computergegner spielen (der Standard)',
    arena: 'Bots gegen Bots in Duplikat-Spielen (Optionen: --games N --seats B,B,B,B --rules R [--workers K] [--seed S] [--lang de|en]; --help)',
    score: 'Spielaufzeichnung, Partieaufzeichnung oder Spielergebnis abrechnen: die Posten und die Punkte',
    replay: 'eine Aufzeichnung Stich für Stich erzählen: Karten, Vorbehalte, Stiche, Ansagen, Abrechnung',
    review: 'die Entscheidungen eines Platzes in einer Aufzeichnung bewerten: was jede im Schnitt bringt, was besser war, die teuersten',
    help: 'die Hilfe eines Befehls zeigen'
  },
  titles: { 'Usage:': 'Aufruf:', 'Options:': 'Optionen:', 'Commands:': 'Befehle:', 'Arguments:': 'Argumente:', 'Global Options:': 'Allgemeine Optionen:' },
  notes: { choices: 'Auswahl', default: 'Vorgabe' },
  usage: { options: '[Optionen]', command: '[Befehl]' },
  helpOption: 'diese Hilfe zeigen',
  options: {
    games: 'Spiele der Partie',
    rules: 'Regeln: tsr (Turnierregeln des DDV), pagat (pagat.com) oder house (Hausregeln)',
    seed: 'Seed der Kartenverteilung (Vorgabe: ein zufälliger, er wird zu Beginn genannt)',
    daily: 'die Partie des Tages: heute für alle dieselben Blätter',
    bot: 'Spielstärke der drei Gegner: random (zufällig), beginner (Anfänger), heuristic (Faustregeln), montecarlo (stark), expert (sehr stark)',
    level: 'Stufe der drei Gegner: beginner (Anfänger), casual (gelegentlich, wie --bot heuristic), strong (stark, montecarlo), expert (Experte)',
    name: 'dein Name (Vorgabe: Du, auf Englisch You)',
    lang: 'Sprache der Ausgabe: de (Deutsch) oder en (Englisch); Vorgabe: de, wenn LC_ALL, LC_MESSAGES oder LANG mit "de" beginnt, sonst en',
    color: 'immer farbig',
    noColor: 'ohne Farben (auch wenn NO_COLOR gesetzt ist)',
    verbose: 'auch die Codes der Fehler und die Einzelheiten einer Datei zeigen',
    withoutNines: 'ohne Neunen spielen (40 Karten)',
    piglets: 'Schweinchen: beide ♦A sind die höchsten Trümpfe',
    superpiglets: 'Schweinchen und Superschweinchen',
    secondDulle: 'die zweite ♥10 sticht die erste: always (Vorgabe), exceptLastTrick (außer im letzten Stich), never',
    armut: 'Armut anbieten: exchange (Tausch, Vorgabe) oder redeal (neu geben)',
    schmeissen: 'Schmeißen für diese Blätter, mit Kommas getrennt (Vorgabe fiveKings,fiveNines)',
    weddingChoice: 'der Hochzeiter wählt, welche Stiche die Hochzeit klären',
    allSolos: 'alle Soli anbieten, die das Programm kennt',
    noReplyRule: 'ohne Erwiderungsregel: Re und Kontra brauchen immer die Frist der ersten Ansage',
    deadlines: 'die Karten, die Re/Kontra, keine 90, 60, 30 und schwarz brauchen, z. B. 12,11,10,9,8 (Vorgabe 11,10,9,8,7)',
    untilTrickComplete: 'eine Karte im laufenden Stich zählt für die Fristen, bis der Stich voll ist',
    withoutDullen: 'die ♥10 ist eine gewöhnliche Herzkarte: 24 Trümpfe, keine Dullen',
    pigletsInSolo: 'Schweinchen auch im Farbsolo: beide Asse der Trumpffarbe (braucht --piglets)',
    firstTrickDecides: 'Hochzeit: der erste Stich, der den Partner finden kann, entscheidet (macht ihn der Hochzeiter: allein)',
    genscher: 'Genscher: wer beide ♦K hat, wählt beim Ausspielen des ersten einen Partner (oder behält die Parteien)',
    record: 'die Partie nach jedem Spiel als Partieaufzeichnung (JSON) schreiben; score und replay lesen sie',
    counting: 'die Spielliste: plusMinus (Vorgabe), plusOnly (nur die Gewinner schreiben) oder minusOnly',
    bockFactor: 'der Faktor eines Bockspiels (Hausregeln): 2 (Vorgabe) oder 3',
    priority: 'welcher Vorbehalt welchen schlägt, der höchste zuerst, z. B. solo,hochzeit,armut,schmeissen',
    pigletsPublic: 'die Schweinchen und wer sie hat, werden zu Spielbeginn allen genannt',
    richHand: 'die Augen für den Schmeißgrund richHand (Vorgabe 70)',
    heartTrick: 'Sonderpunkt: ein Stich aus vier gewöhnlichen Herzkarten',
    dulleCatchesDulle: 'Sonderpunkt: eine zweite ♥10 sticht die erste der anderen Partei (braucht --second-dulle)',
    summaryRules: 'die Regeln eines bloßen Spielergebnisses',
    game: 'einer Partieaufzeichnung: nur Spiel n',
    seat: 'der Platz, 1 bis 4 (Vorgabe: der Spieler von play, sonst 1)',
    samples: 'Verteilungen der verdeckten Karten je Entscheidung (Vorgabe 32; mehr: genauer, langsamer)'
  },
  arguments: {
    file: 'eine JSON-Datei',
    record: 'eine Spiel- oder Partieaufzeichnung (JSON, wie play --record sie schreibt)',
    arena: 'die Optionen der Arena'
  },
  playHelp: `
An den Eingaben:
  Vorbehalt     seine Nummer aus der Liste oder ein Name: gesund, hochzeit, armut, schmeissen, damensolo, solo buben, ...
  Karte         ihre Nummer auf der Hand (spielbare Karten tragen *) oder ihr Name: KrD, ♣D, HB, Ka10, Kreuz-Dame
  Ansage        an der Karteneingabe statt einer Karte: re, kontra, keine 90 (k90), keine 60, keine 30, schwarz
  Armut         die Karten zum Abgeben oder Zurückgeben als Nummern oder Namen (1 4 7 oder KaA Ka10 HK); j/n, um eine zu übernehmen
  Tipp          an jeder Eingabe: tipp (oder hint) zeigt die Möglichkeiten, nach den im Schnitt erwarteten Punkten geordnet
Die Wörter beider Sprachen werden verstanden, was --lang auch sagt (gesund oder healthy, keine 90 oder no 90, KrD oder CQ).
Eine abgelehnte Antwort wird begründet und die Frage wiederholt (mit --verbose auch mit dem Code des Fehlers).
Strg-C bricht ab. Rückgabewerte: 0 fertig, 1 Eingabe endet mitten im Spiel, 2 falsche Argumente, 130 abgebrochen.`,
  scoreHelp: `
DATEI ist JSON, eines davon:
  - eine Partieaufzeichnung (wie play --record sie schreibt): jedes Spiel wird abgerechnet, dann die Spielliste; --game N nur Spiel N;
  - eine Spielaufzeichnung: sie wird nachgespielt und ihr Spiel abgerechnet;
  - ein Spielergebnis { parties, points, tricks, announcements, extraPoints }, abgerechnet nach --rules;
  - { "rules": "tsr" | "pagat" | "house" | { ...ganze Regeln }, "summary": { ...ein Spielergebnis } }.`,
  seeHelp: '(--help zeigt die Hilfe)',
  commanderError: (message) => {
    const m = message.replace(/^error: /, '').trim()
    const said = (text: string): string => `Fehler: ${text}\n`
    let r: RegExpExecArray | null
    if ((r = /^unknown option '(.+)'/.exec(m)) !== null) return said(`unbekannte Option ${de(r[1] ?? '')}`)
    if ((r = /^unknown command '(.+)'/.exec(m)) !== null) return said(`unbekannter Befehl ${de(r[1] ?? '')}`)
    if ((r = /^missing required argument '(.+)'/.exec(m)) !== null) return said(`es fehlt das Argument ${de(r[1] ?? '')}`)
    if ((r = /^option '(.+)' argument missing/.exec(m)) !== null) return said(`die Option ${de(r[1] ?? '')} braucht einen Wert`)
    if ((r = /^option '(.+)' argument '(.*)' is invalid\. Allowed choices are (.+)\.$/.exec(m)) !== null) {
      return said(`${de(r[2] ?? '')} gibt es für ${r[1]} nicht: möglich sind ${r[3]}`)
    }
    if ((r = /^option '(.+)' argument '(.*)' is invalid\. (.+)$/.exec(m)) !== null) return said(`${r[1]}: ${de(r[2] ?? '')} geht nicht: ${r[3]}`)
    if ((r = /^too many arguments(?: for '(.+)')?/.exec(m)) !== null) return said(`zu viele Argumente${r[1] === undefined ? '' : ` für ${r[1]}`}`)
    return message
  },
  refusals: {
    positiveInt: 'erwartet eine positive ganze Zahl',
    seat: 'erwartet einen Platz von 1 bis 4',
    maxGames: '--games: höchstens 1000 Spiele',
    emptySeed: '--seed darf nicht leer sein',
    dailyAndSeed: '--daily und --seed schließen sich aus: die Partie des Tages hat ihren eigenen Seed',
    levelAndBot: '--level und --bot schließen sich aus: eine Stufe ist ein Bot',
    name: (bots) => `--name darf nicht leer sein und keiner der Bots heißen (${bots.join(', ')})`,
    daily: (rules, games, options) =>
      `--daily spielt die Partie des Tages, wie sie ist (${rules}, ${games} Spiele, für alle dieselbe): lass ${options.join(', ')} weg`,
    noDaily: (date) => `Für ${date} gibt es keine Partie des Tages`,
    secondDulle: (modes, given) => `--second-dulle kennt ${modes.join(', ')}, nicht ${de(given)}`,
    armut: (given) => `--armut kennt exchange (Tausch) und redeal (neu geben), nicht ${de(given)}`,
    deadlines: (given) => `--deadlines nimmt fünf Kartenzahlen für Re/Kontra, keine 90, 60, 30 und schwarz, z. B. 12,11,10,9,8; nicht ${de(given)}`,
    schmeissen: (unknown, known) => `--schmeissen: unbekannter Grund ${quoteList(unknown, de)} (bekannt: ${known.join(', ')})`,
    priority: (unknown, known) => `--priority: unbekannter Vorbehalt ${quoteList(unknown, de)} (bekannt: ${known.join(', ')})`,
    richHand: (given) => `--rich-hand nimmt die Augen, die ein Blatt braucht, z. B. 70; nicht ${de(given)}`,
    counting: (given) => `--counting kennt plusMinus, plusOnly und minusOnly, nicht ${de(given)}`,
    bockFactor: (given) => `--bock-factor ist 2 oder 3, nicht ${de(given)}`,
    noBock: (rules) => `--bock-factor: nach ${rules} gibt es keine Bockrunden (--rules house hat sie)`,
    rules: {
      schmeissenEmpty: '--schmeissen braucht mindestens einen Grund, z. B. --schmeissen fiveKings',
      pigletsInSolo: '--piglets-in-solo braucht --piglets',
      dulleWithoutDullen: '--dulle-catches-dulle und --without-dullen schließen sich aus: ohne Dullen fängt keine Dulle eine andere',
      dulleWithoutSecondDulle: '--dulle-catches-dulle braucht --second-dulle: nur wenn die zweite ♥10 die erste sticht, fängt eine Dulle die andere',
      richHand: '--rich-hand nimmt eine ganze Zahl von 1 bis 240 Augen',
      deadlineRange: '--deadlines: jede Kartenzahl muss eine ganze Zahl sein, die ein Blatt haben kann (höchstens 12, ohne Neunen 10)',
      deadlineOrder: '--deadlines: eine höhere Ansage kann keine spätere Frist haben (die Zahlen dürfen nicht steigen)',
      priority: '--priority muss jeden angebotenen Vorbehalt einmal nennen',
      other: 'Diese Hausregeln passen nicht zusammen'
    }
  },
  verboseHint: '(--verbose zeigt die Einzelheiten)'
}

const EN: CommandText = {
  program: 'Doppelkopf in the terminal: play against bots (tipp / hint for advice), run bot arenas, score, replay and review games.',
  commands: {
    play: 'play a session against three computer opponents (default)',
    arena: 'bots against bots in duplicate games (options: --games N --seats B,B,B,B --rules R [--workers K] [--seed S] [--lang de|en]; --help)',
    score: 'settle a session record, a game record or a game summary and print the itemised lines and scores',
    replay: 'print a game record trick by trick: deal, reservations, tricks, announcements, settlement',
    review: "judge one seat's decisions in a record: what each brings on average, what was better, the costliest",
    help: 'display help for command'
  },
  titles: {},
  notes: { choices: 'choices', default: 'default' },
  usage: { options: '[options]', command: '[command]' },
  helpOption: 'display help for command',
  options: {
    games: 'games in the session',
    rules: 'rule-set preset',
    seed: 'seed of the deals (default: a random one, printed at the start)',
    daily: "today's daily deal: the same hands for everyone today",
    bot: 'strength of the three opponents',
    level: 'level of the three opponents: beginner, casual (--bot heuristic), strong (--bot montecarlo) or expert',
    name: 'your name (default: You, in German Du)',
    lang: 'language of the output: de (German) or en (English); default: de when LC_ALL, LC_MESSAGES or LANG starts with "de", else en',
    color: 'force colours',
    noColor: 'no colours (also when NO_COLOR is set)',
    verbose: "also show the errors' codes and the details of a file",
    withoutNines: 'play without the nines (40 cards)',
    piglets: 'Schweinchen: both ♦A make the highest trumps',
    superpiglets: 'piglets and superpiglets',
    secondDulle: 'the second ♥10 beats the first: always (default), exceptLastTrick, never',
    armut: 'offer Armut: exchange (default) or redeal',
    schmeissen: 'offer Schmeißen for these hands, comma-separated (default fiveKings,fiveNines)',
    weddingChoice: 'the Hochzeiter chooses which tricks clarify the Hochzeit',
    allSolos: 'offer every solo the engine knows',
    noReplyRule: 'no reply rule: Re and Kontra always need the deadline of a first announcement',
    deadlines: 'the cards needed for Re/Kontra, keine 90, 60, 30, schwarz, e.g. 12,11,10,9,8 (default 11,10,9,8,7)',
    untilTrickComplete: 'a card in the current trick still counts for the deadlines until the trick is complete',
    withoutDullen: 'the ♥10 is a plain heart: 24 trumps, no Dullen',
    pigletsInSolo: 'piglets in a Farbsolo too: both aces of the trump suit (needs --piglets)',
    firstTrickDecides: 'a Hochzeit: the first trick that may find the partner decides (won by the Hochzeiter: alone)',
    genscher: 'Genscher: a player with both ♦K chooses a partner (or keeps the parties) when playing the first',
    record: 'write the session as a session record (JSON) after every game; score and replay read it',
    counting: 'the score sheet: plusMinus (default), plusOnly (only the winners write) or minusOnly',
    bockFactor: 'the factor of a Bock game (house rules): 2 (default) or 3',
    priority: 'which reservation outranks which, highest first, e.g. solo,hochzeit,armut,schmeissen',
    pigletsPublic: 'the piglets and their holder are named to everyone when play starts',
    richHand: 'the card points for the Schmeißen reason richHand (default 70)',
    heartTrick: 'extra point: a trick of four plain hearts',
    dulleCatchesDulle: "extra point: a second ♥10 beating the other party's first (needs --second-dulle)",
    summaryRules: 'rule set of a bare summary',
    game: 'of a session record: only game n',
    seat: 'the seat, 1 to 4 (default: the player of play, else 1)',
    samples: 'deals of the hidden cards per decision (default 32; more: sharper, slower)'
  },
  arguments: {
    file: 'a JSON file',
    record: 'a game record or a session record (JSON, as play --record writes it)',
    arena: 'the arena options'
  },
  playHelp: `
At the prompts:
  reservation   its number from the list, or a name: gesund, hochzeit, armut, schmeissen, damensolo, solo jacks, ...
  card          its number in your hand (playable cards are marked *), or its name: CQ, QC, H10, ♣Q, queen of clubs
  announcement  at the card prompt instead of a card: re, kontra, keine 90 (k90), keine 60, keine 30, schwarz
  Armut         the cards to pass or return as numbers or names (1 4 7, or DA D10 HK); y/n (j/n) to take one
  Hint          at any prompt: hint (or tipp) shows the choices, ranked by the points expected on average
Both languages' words are understood whatever --lang says (gesund or healthy, keine 90 or no 90, CQ or KrD).
A refused answer is explained and asked again (with --verbose also with the error's code). Ctrl-C quits (exit code 130).
Exit codes: 0 done, 1 input ended mid-game, 2 bad arguments, 130 interrupted.`,
  scoreHelp: `
FILE is JSON, one of:
  - a session record (as play --record writes it): every game is settled, then the score sheet; --game N only game N;
  - a game record (as written by gameRecord/recorderRecord): it is replayed and its game settled;
  - a game summary { parties, points, tricks, announcements, extraPoints }, settled under --rules;
  - { "rules": "tsr" | "pagat" | "house" | { ...a whole rule set }, "summary": { ...a game summary } }.`,
  seeHelp: '(add --help for usage)',
  commanderError: (message) => message,
  refusals: {
    positiveInt: 'expected a positive whole number',
    seat: 'expected a seat from 1 to 4',
    maxGames: '--games must be at most 1000',
    emptySeed: '--seed must not be empty',
    dailyAndSeed: '--daily and --seed exclude each other: the daily session has its own seed',
    levelAndBot: '--level and --bot exclude each other: a level is a bot',
    name: (bots) => `--name must be non-empty and differ from the bots' names (${bots.join(', ')})`,
    daily: (rules, games, options) =>
      `--daily plays the daily session as it is (${rules}, ${games} games, the same for everyone): leave out ${options.join(', ')}`,
    noDaily: (date) => `There is no daily session for ${date}`,
    secondDulle: (modes, given) => `--second-dulle must be one of ${modes.join(', ')}, got ${en(given)}`,
    armut: (given) => `--armut must be "exchange" or "redeal", got ${en(given)}`,
    deadlines: (given) => `--deadlines takes five card counts for Re/Kontra, keine 90, 60, 30 and schwarz, e.g. 12,11,10,9,8; got ${en(given)}`,
    schmeissen: (unknown, known) => `--schmeissen: unknown reason ${quoteList(unknown, en)} (known: ${known.join(', ')})`,
    priority: (unknown, known) => `--priority: unknown reservation ${quoteList(unknown, en)} (known: ${known.join(', ')})`,
    richHand: (given) => `--rich-hand takes the card points a hand needs, e.g. 70; got ${en(given)}`,
    counting: (given) => `--counting must be plusMinus, plusOnly or minusOnly, got ${en(given)}`,
    bockFactor: (given) => `--bock-factor must be 2 or 3, got ${en(given)}`,
    noBock: (rules) => `--bock-factor: ${rules} play no Bock rounds (--rules house does)`,
    rules: {
      schmeissenEmpty: '--schmeissen needs at least one reason, e.g. --schmeissen fiveKings (the reason list is empty)',
      pigletsInSolo: '--piglets-in-solo needs --piglets',
      dulleWithoutDullen: '--dulle-catches-dulle and --without-dullen exclude each other: without Dullen no Dulle catches another',
      dulleWithoutSecondDulle: '--dulle-catches-dulle needs --second-dulle: a Dulle catches the other only when the second ♥10 beats the first',
      richHand: '--rich-hand takes a whole number of card points from 1 to 240',
      deadlineRange: '--deadlines: each card count must be a whole number a hand can hold (at most 12, 10 without nines)',
      deadlineOrder: '--deadlines: a higher announcement cannot have a later deadline (the counts must not increase)',
      priority: '--priority must name every reservation offered, once',
      other: 'these house options do not fit together'
    }
  },
  verboseHint: '(--verbose shows the details)'
}

/** The command line's words, by language. */
export const COMMAND_TEXT = { de: DE, en: EN } as const
