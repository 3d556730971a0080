/**
 * Every rule option, declared once: its values, its value in each preset and a line of what it
 * changes (the OpenSpiel habit of one parameter table). The `RuleSet` type, its io-ts codec,
 * the presets (`rules.tsr`, `rules.pagat`, `rules.house`), the option table of `docs/rules.md`
 * and the choices of the command-line flags are all derived from {@link RULE_OPTIONS}: a new
 * option is one entry here (plus the one module whose behaviour it changes, and its tests).
 *
 * @module
 */
import * as t from 'io-ts'

/** The presets every option has a value in. @internal */
export const PRESET_NAMES = ['tsr', 'pagat', 'house'] as const

/** A preset's name. @internal */
export type PresetName = (typeof PRESET_NAMES)[number]

/** An option's value in each preset: `tsr` always, `pagat` and `house` where they differ from it. */
interface PresetValues<A> {
  readonly tsr: A
  readonly pagat?: A
  readonly house?: A
}

/**
 * One declared rule option (or a group of them): its codec, its documentation line, the values
 * it may take (for the docs and the command line) and its value in each preset.
 *
 * @internal
 */
export interface OptionDeclaration<A> {
  /** What the option changes, in one line. */
  readonly doc: string
  /** The io-ts codec of its value. */
  readonly codec: t.Type<A, A, unknown>
  /** The values of a choice or list (null for a flag, a text or a group). */
  readonly values: readonly string[] | null
  /** Its value in each preset. */
  readonly presets: Readonly<Record<PresetName, A>>
  /** The options of a group, by field (null for a single option). */
  readonly fields: Readonly<Record<string, OptionDeclaration<unknown>>> | null
  /** The name of the type of its values (a list's element type, a group's interface), if it has one. */
  readonly typeName?: string
  /** For an option added after rule sets were first stored: what a rule set without it means. */
  readonly whenMissing?: A
  /** The values as the option table shows them, for an option that is neither a flag, a choice nor a list. */
  readonly valuesText?: string
}

const inPresets = <A>(p: PresetValues<A>): Readonly<Record<PresetName, A>> => ({
  tsr: p.tsr,
  pagat: p.pagat ?? p.tsr,
  house: p.house ?? p.tsr
})

const keys = <V extends string>(values: readonly V[]): t.Type<V, V, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as { [K in V]: null }) as unknown as t.Type<V, V, unknown>

/** A yes/no option (`whenMissing`: the value of a stored rule set that predates it). */
const flag = (doc: string, presets: PresetValues<boolean>, whenMissing?: boolean): OptionDeclaration<boolean> => ({
  ...(whenMissing === undefined ? {} : { whenMissing }),
  doc,
  codec: t.boolean,
  values: null,
  presets: inPresets(presets),
  fields: null
})

/** A free text. */
const text = (doc: string, presets: PresetValues<string>): OptionDeclaration<string> => ({
  doc,
  codec: t.string,
  values: null,
  presets: inPresets(presets),
  fields: null
})

/** One of a list of values (`whenMissing`: the value of a stored rule set that predates it). */
const choice = <const V extends string>(
  values: readonly V[],
  doc: string,
  presets: PresetValues<V>,
  whenMissing?: V
): OptionDeclaration<V> & { readonly values: readonly V[] } => ({
  ...(whenMissing === undefined ? {} : { whenMissing }),
  doc,
  codec: keys(values),
  values,
  presets: inPresets(presets),
  fields: null
})

/** A list of some of the values (`whenMissing`: the value of a stored rule set that predates it). */
const listOf = <const V extends string>(
  values: readonly V[],
  doc: string,
  presets: PresetValues<readonly V[]>,
  typeName?: string,
  whenMissing?: readonly V[]
): OptionDeclaration<readonly V[]> & { readonly values: readonly V[] } => ({
  ...(whenMissing === undefined ? {} : { whenMissing }),
  ...(typeName === undefined ? {} : { typeName }),
  doc,
  codec: t.readonlyArray(keys(values)) as unknown as t.Type<readonly V[], readonly V[], unknown>,
  values,
  presets: inPresets(presets),
  fields: null
})

/** A value of its own type (the codec says which), e.g. a list of numbers or null. */
const value = <A>(
  codec: t.Type<A, A, unknown>,
  typeName: string,
  valuesText: string,
  doc: string,
  presets: PresetValues<A>,
  whenMissing?: A
): OptionDeclaration<A> => ({
  ...(whenMissing === undefined ? {} : { whenMissing }),
  doc,
  codec,
  values: null,
  presets: inPresets(presets),
  fields: null,
  typeName,
  valuesText
})

/** A whole number (the ranges are the rule-set checks'). */
const WholeNumber = new t.Type<number, number, unknown>(
  'Integer',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, c)),
  t.identity
)

/** Five card counts, for the announcement deadlines (section 11.3): whole numbers 1..12. */
const DeadlineCards = t.readonly(t.tuple([WholeNumber, WholeNumber, WholeNumber, WholeNumber, WholeNumber]), 'DeadlineCards')

/** Any declared option (its value type left open: codecs are invariant in it). @internal */
// biome-ignore lint/suspicious/noExplicitAny: a constraint over declarations of every value type
export type AnyDeclaration = OptionDeclaration<any>

/** The value type of a declared option. @internal */
export type ValueOf<D> = D extends OptionDeclaration<infer A> ? A : never

type GroupValue<F extends Record<string, AnyDeclaration>> = { readonly [K in keyof F]: ValueOf<F[K]> }

/** Options that belong together, as one object-valued option. */
const group = <F extends Record<string, AnyDeclaration>>(doc: string, fields: F, name?: string): OptionDeclaration<GroupValue<F>> => {
  const codec = t.readonly(t.type(Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, d.codec])) as { [K in keyof F]: t.Type<ValueOf<F[K]>, ValueOf<F[K]>, unknown> }), name)
  const valueIn = (p: PresetName): GroupValue<F> =>
    Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, d.presets[p]])) as GroupValue<F>
  return {
    ...(name === undefined ? {} : { typeName: name }),
    doc,
    codec: codec as unknown as t.Type<GroupValue<F>, GroupValue<F>, unknown>,
    values: null,
    presets: { tsr: valueIn('tsr'), pagat: valueIn('pagat'), house: valueIn('house') },
    fields
  }
}

/**
 * The solo types (RULES.md section 3 and the house sheet): the tsr solos, then the house solos.
 *
 * @category Rules
 * @since 0.1.0
 */
export type SoloType =
  | 'diamonds'
  | 'hearts'
  | 'spades'
  | 'clubs'
  | 'queens'
  | 'jacks'
  | 'fleischlos'
  | 'kings'
  | 'queensJacks'
  | 'kingsQueens'
  | 'kingsJacks'
  | 'koehler'
  | 'pureClubs'
  | 'pureSpades'
  | 'pureHearts'
  | 'pureDiamonds'
  | 'aces'
  | 'tens'

/**
 * The solos of the DDV tournament rules: the four Farbsoli, Damen-, Buben- and Fleischloser.
 *
 * @category Rules
 * @since 0.1.0
 */
export const TSR_SOLOS: readonly SoloType[] = ['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos']

/**
 * Every solo type the engine knows, in the order solos are listed.
 *
 * @category Rules
 * @since 0.1.0
 */
export const SOLO_TYPES: readonly SoloType[] = [
  ...TSR_SOLOS,
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
]

/**
 * A reservation (Vorbehalt) besides "healthy".
 *
 * @category Rules
 * @since 0.1.0
 */
export type ReservationKind = 'solo' | 'schmeissen' | 'armut' | 'hochzeit'

/** Every reservation kind, in the order of their priority. @internal */
export const RESERVATION_KINDS: readonly ReservationKind[] = ['solo', 'schmeissen', 'armut', 'hochzeit']

/**
 * A reason to throw in a hand (Schmeißen, house sheet).
 *
 * @category Rules
 * @since 0.1.0
 */
export type SchmeissenReason = 'fiveKings' | 'fiveNines' | 'fourNinesFourKings' | 'sevenFull' | 'atMostOneTrump' | 'foxHighestTrump' | 'richHand'

/**
 * Every Schmeißen reason.
 *
 * @category Rules
 * @since 0.1.0
 */
export const SCHMEISSEN_REASONS: readonly SchmeissenReason[] = ['fiveKings', 'fiveNines', 'fourNinesFourKings', 'sevenFull', 'atMostOneTrump', 'foxHighestTrump', 'richHand']

/** The house sheet's solos: every solo the engine knows, listed by name so a new solo type changes no preset. */
const HOUSE_SOLOS: readonly SoloType[] = [
  'clubs',
  'spades',
  'hearts',
  'diamonds',
  'queens',
  'jacks',
  'fleischlos',
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
]

/**
 * Every rule option, with its values, its value in each preset and what it changes.
 *
 * @category Rules
 * @since 0.2.0
 */
export const RULE_OPTIONS = {
  name: text('A name for display.', { tsr: 'tsr', pagat: 'pagat', house: 'house' }),
  withoutNines: flag('Play without the nines: 40 cards, 10 tricks, every announcement deadline two cards lower.', { tsr: false }),
  reservations: listOf(RESERVATION_KINDS, 'Reservations besides "healthy" that players may declare.', {
    tsr: ['solo', 'hochzeit'],
    pagat: ['solo', 'armut', 'hochzeit'],
    house: ['solo', 'schmeissen', 'armut', 'hochzeit']
  }, 'ReservationKind'),
  reservationPriority: listOf(
    RESERVATION_KINDS,
    'Which reservation outranks which, highest first (section 11.8): every offered kind once; a Pflichtsolo outranks a Lustsolo.',
    { tsr: RESERVATION_KINDS },
    'ReservationKind',
    RESERVATION_KINDS
  ),
  solos: listOf(SOLO_TYPES, 'The solos that may be declared.', { tsr: TSR_SOLOS, house: HOUSE_SOLOS }, 'SoloType'),
  soloLeader: choice(
    ['soloistIfCompulsory', 'dealersLeft', 'soloist'],
    'Who leads a solo: the soloist of a Pflichtsolo and the dealer\'s left of a Lustsolo (tsr), always the dealer\'s left, or always the soloist.',
    { tsr: 'soloistIfCompulsory', pagat: 'dealersLeft', house: 'soloist' }
  ),
  secondDulleBeats: choice(['never', 'always', 'exceptLastTrick'], 'Whether the second ♥10 in a trick beats the first.', {
    tsr: 'never',
    house: 'exceptLastTrick'
  }),
  dullen: flag(
    'The ♥10s are the Dullen, the highest trumps; off (section 11.2): the ♥10 is a plain heart (♥: A 10 K 9), a normal game has 24 trumps, and secondDulleBeats has no effect.',
    { tsr: true },
    true
  ),
  genscher: flag(
    'Genscher (section 11.1): in a normal game, a player holding both ♦K who plays the first of them chooses a new partner (the two are Re, announcements made so far are void) or keeps the parties.',
    { tsr: false },
    false
  ),
  piglets: group(
    'Schweinchen: both ♦A in one hand rank above the Dullen; superpiglets (needs piglets): both ♦9 (♦10 without nines) above them.',
    {
      enabled: flag('Piglets are played.', { tsr: false, house: true }),
      superpiglets: flag('Superpiglets are played too.', { tsr: false, house: true })
    },
    'PigletRules'
  ),
  pigletsInSolo: flag(
    'Piglets in a Farbsolo too (needs piglets; section 11.7): both aces of the trump suit in one hand are the two highest trumps (in a ♦ solo the ♦A).',
    { tsr: false },
    false
  ),
  pigletsPublic: choice(
    ['whenFirstPlayed', 'atStart'],
    'When the table learns the piglets and their holder: when the first ♦A is played, or when play starts (section 11.6); superpiglets alike.',
    { tsr: 'whenFirstPlayed' },
    'whenFirstPlayed'
  ),
  weddingClarification: choice(
    ['firstTrick', 'firstTrumpTrick', 'firstPlainTrick', 'chosenByHochzeiter', 'firstTrickOfSuit'],
    'Which trick finds the Hochzeit partner, within the first three: any, the first trump trick, the first plain-suit trick, the kind the Hochzeiter chooses (any, trump, plain or a plain suit), or the first trick of a plain suit the Hochzeiter chooses (section 11.9).',
    { tsr: 'firstTrick', house: 'chosenByHochzeiter' }
  ),
  weddingFirstTrickDecides: flag(
    'The first trick that may clarify the Hochzeit decides alone: won by the Hochzeiter, the Hochzeiter plays alone from then on (section 11.9).',
    { tsr: false },
    false
  ),
  weddingDeadlineShift: choice(
    ['klaerungsstichMinusOne', 'klaerungsstich'],
    'How far the announcement deadlines move after a Hochzeit: by the Klärungsstich less one, or by the Klärungsstich.',
    { tsr: 'klaerungsstichMinusOne', pagat: 'klaerungsstich' }
  ),
  announcementReply: flag(
    'The reply rule (section 5): a party may answer an announcement of the other party with Re or Kontra until one card after the deadline; off, Re and Kontra always need the first deadline.',
    { tsr: true },
    true
  ),
  announcementDeadlines: value(
    t.union([t.null, DeadlineCards]) as unknown as t.Type<readonly [number, number, number, number, number] | null, readonly [number, number, number, number, number] | null, unknown>,
    'readonly [number, number, number, number, number] | null',
    '`null`, or five card counts',
    'The cards a player must hold for Re/Kontra, keine 90, 60, 30 and schwarz (section 11.3): null for 11, 10, 9, 8, 7; or five non-increasing numbers 1..12, two lower without nines, the reply rule and the Hochzeit shift on top.',
    { tsr: null },
    null
  ),
  announcementUntilTrickComplete: flag(
    'Ansage bis zur vollen Karte (section 11.4): a card put into the current trick still counts toward its player\'s cards for the deadlines until the trick is complete.',
    { tsr: false },
    false
  ),
  armut: group('How an Armut is played (when `reservations` includes `armut`).', {
    mode: choice(
      ['exchange', 'redealWithBock'],
      'Pass cards, the first to accept becomes the partner (exchange); or the same dealer deals again, plus a Bock game (redealWithBock).',
      { tsr: 'exchange', house: 'redealWithBock' }
    ),
    singleFoxCounts: flag('Whether a single ♦A counts as a trump toward the limit of three.', { tsr: true }),
    pass: choice(['threeCards', 'trumpsOnly'], 'Three cards including every trump, or exactly the trumps (as many come back).', { tsr: 'threeCards' }),
    returnTrumps: flag('Whether the returned cards may include trumps (the received ones too).', { tsr: true }),
    trumpsReturnedPublic: flag('Whether the number of trumps returned is announced to the table.', { tsr: false })
  }, 'ArmutRules'),
  schmeissen: listOf(SCHMEISSEN_REASONS, 'The hands that may be thrown in (when `reservations` includes `schmeissen`).', {
    tsr: [],
    house: ['fiveKings']
  }, 'SchmeissenReason'),
  schmeissenRichHand: value(
    WholeNumber,
    'number',
    'a whole number 1..240',
    'The card points a hand needs for the Schmeißen reason `richHand` (section 11.10).',
    { tsr: 70 },
    70
  ),
  scoring: choice(['tsr', 'pagat'], 'The settlement scheme (RULES.md section 7): DDV 7.2.2, or pagat.', { tsr: 'tsr', pagat: 'pagat' }),
  announcementScoring: choice(
    ['addTwo', 'doubleWithExtraPointsBefore', 'doubleWithExtraPointsAfter'],
    'Re and Kontra: 2 points each, or each doubles the game value, extra points added before or after doubling.',
    { tsr: 'addTwo', house: 'doubleWithExtraPointsAfter' }
  ),
  extraPoints: group('Extra points (Sonderpunkte); in solos none count, except a Doppelkopf with `doppelkopfInSolo`.', {
    againstTheClubQueens: flag('Kontra wins a game with the ♣Q on the other side ("gegen die Alten").', { tsr: true, house: false }),
    foxCaught: flag('A ♦A (fox) won by the other party.', { tsr: true }),
    doppelkopf: flag('A trick of 40 or more card points.', { tsr: true }),
    karlchen: flag('The last trick won with a ♣J.', { tsr: true }),
    karlchenCaught: flag('A ♣J in the last trick caught by the other party.', { tsr: false, pagat: true, house: true }),
    foxLastTrick: flag('A fox that wins the last trick (Fuchs am End).', { tsr: false }),
    doppelkopfInSolo: flag('A Doppelkopf counts in a solo too.', { tsr: false, house: true }),
    heartTrick: flag('A trick of four plain hearts (♥10 only where it is plain) scores 1 for its winner (section 11.13).', { tsr: false }, false),
    dulleCatchesDulle: flag('A second ♥10 that beats the first scores 1 when the first was the other party\'s (needs secondDulleBeats; section 11.13).', { tsr: false }, false)
  }, 'ExtraPointRules')
} as const

/** The whole rule set as one declared group. @internal */
export const RULE_SET: OptionDeclaration<RuleSetValue> = group('A table\'s rules.', RULE_OPTIONS, 'RuleSet')

type RuleSetValue = GroupValue<typeof RULE_OPTIONS>

/** The value of a declared rule set: every option's value. @internal */
export type DeclaredRuleSet = RuleSetValue

/**
 * One row of the option table: the option's path (`armut.pass`), its values, its value in each
 * preset, and what it changes. Every option of {@link RULE_OPTIONS}, groups by their fields.
 *
 * @internal
 */
export interface OptionRow {
  readonly path: string
  readonly values: readonly string[] | null
  readonly valuesText?: string
  readonly presets: Readonly<Record<PresetName, unknown>>
  readonly doc: string
}

/** The rows of the option table, in declaration order. @internal */
export const optionRows = (): readonly OptionRow[] => {
  const out: OptionRow[] = []
  const walk = (prefix: string, fields: Readonly<Record<string, OptionDeclaration<unknown>>>): void => {
    for (const [k, d] of Object.entries(fields)) {
      if (d.fields !== null) walk(`${prefix}${k}.`, d.fields)
      else out.push({ path: `${prefix}${k}`, values: d.values, presets: d.presets, doc: d.doc, ...(d.valuesText === undefined ? {} : { valuesText: d.valuesText }) })
    }
  }
  walk('', RULE_OPTIONS as unknown as Record<string, OptionDeclaration<unknown>>)
  return out
}

const cell = (v: unknown): string =>
  v === null ? '`null`' : Array.isArray(v) ? (v.length === 0 ? '–' : v.map((x) => `\`${String(x)}\``).join(', ')) : typeof v === 'boolean' ? (v ? 'yes' : 'no') : `\`${String(v)}\``

/**
 * The option table of `docs/rules.md` in Markdown: one row per option (the group options by
 * field), with its values, its value in tsr, pagat and house, and what it changes. A test keeps
 * the docs equal to it.
 *
 * @internal
 */
export const optionTable = (): string => {
  const lines = ['| option | values | tsr | pagat | house | what it changes |', '|---|---|---|---|---|---|']
  for (const r of optionRows()) {
    if (r.path === 'name') continue
    const values = r.valuesText !== undefined ? r.valuesText : r.values === null ? 'yes / no' : r.path === 'solos' ? 'any of the solo types' : r.values.map((v) => `\`${v}\``).join(', ')
    lines.push(`| \`${r.path}\` | ${values} | ${cell(r.presets.tsr)} | ${cell(r.presets.pagat)} | ${cell(r.presets.house)} | ${r.doc} |`)
  }
  return lines.join('\n')
}

/** The TypeScript type of an option's value, for the generated `ruleSet.ts`. */
const typeText = (d: OptionDeclaration<unknown>): string => {
  if (d.fields !== null) return d.typeName ?? 'never'
  if (d.valuesText !== undefined && d.typeName !== undefined) return d.typeName
  const sample = d.presets.tsr
  if (typeof sample === 'boolean') return 'boolean'
  if (typeof sample === 'string' && d.values === null) return 'string'
  const union = (d.values ?? []).map((v) => `'${v}'`).join(' | ')
  if (Array.isArray(sample)) return `readonly ${d.typeName ?? `(${union})`}[]`
  return union
}

/**
 * The source of `src/rules/ruleSet.ts`, generated from the declarations (each option's line as
 * its TSDoc), so that the `RuleSet` type and its parts read as documented interfaces. A test
 * keeps the file equal to it; `npx tsx test/support/gen-rule-set.ts` writes it.
 *
 * @internal
 */
export const ruleSetSource = (): string => {
  const groups: OptionDeclaration<unknown>[] = []
  const fieldsOf = (fields: Readonly<Record<string, OptionDeclaration<unknown>>>): string =>
    Object.entries(fields)
      .map(([k, d]) => {
        if (d.fields !== null) groups.push(d)
        return `  /** ${d.doc} */\n  readonly ${k}: ${typeText(d)}`
      })
      .join('\n')
  const root = fieldsOf(RULE_OPTIONS as unknown as Record<string, OptionDeclaration<unknown>>)
  const parts = groups.map(
    (g) => `/**\n * ${g.doc}\n *\n * @category Rules\n * @since 0.1.0\n */\nexport interface ${g.typeName ?? ''} {\n${fieldsOf(g.fields ?? {})}\n}\n`
  )
  return `/**
 * The rule set: a plain, serialisable, deeply readonly description of a table's rules.
 *
 * GENERATED from \`RULE_OPTIONS\` (\`declarations.ts\`), where every option is declared once (its
 * values, its value in each preset, what it changes): edit the declarations, then run
 * \`npx tsx test/support/gen-rule-set.ts\`. The presets are \`presets.ts\`, \`withRules\` and the
 * option helpers that change them \`options.ts\`.
 *
 * @module
 */
import type { DeclaredRuleSet, ReservationKind, SchmeissenReason, SoloType } from './declarations.js'

export type { SoloType, ReservationKind, SchmeissenReason } from './declarations.js'
export { TSR_SOLOS, SOLO_TYPES, SCHMEISSEN_REASONS } from './declarations.js'

/**
 * A table's rules, one field per declared rule option. Build one from a preset (\`rules.tsr\`,
 * \`rules.pagat\`, \`rules.house\`) changed with \`withRules\`; all fields are plain data, so a
 * rule set can be stored and sent as JSON (see \`decodeRules\`).
 *
 * @example
 * \`\`\`ts
 * import { pipe } from 'fp-ts/lib/function.js'
 * import { rules, withRules } from 'doppelkopf'
 * const table = pipe(rules.pagat, withRules({ piglets: { enabled: true, superpiglets: true }, withoutNines: true }))
 * \`\`\`
 * @category Rules
 * @since 0.1.0
 */
export interface RuleSet {
${root}
}

${parts.join('\n')}
/** Fails to compile when the declarations and these interfaces differ (regenerate this file). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** @internal */
export const RULE_SET_MATCHES_DECLARATIONS: Same<RuleSet, DeclaredRuleSet> = true
`
}

/**
 * A stored rule set completed with the options it predates (`whenMissing`), so that rule sets
 * and records written before an option existed still decode and mean what they meant. A value
 * that is not an object is returned as it is (the codec reports it).
 *
 * @internal
 */
export const withMissingOptions = (u: unknown): unknown =>
  fillMissing(u, RULE_OPTIONS as unknown as Record<string, OptionDeclaration<unknown>>)

/** A copy of `u` with every missing option that has a `whenMissing` value filled in, in groups too. */
const fillMissing = (u: unknown, fields: Readonly<Record<string, OptionDeclaration<unknown>>>): unknown => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return u
  const o = u as Record<string, unknown>
  let out: Record<string, unknown> | null = null
  for (const [k, d] of Object.entries(fields)) {
    const has = Object.prototype.hasOwnProperty.call(o, k)
    if (d.whenMissing !== undefined && !has) {
      out = out ?? { ...o }
      out[k] = d.whenMissing
    } else if (d.fields !== null && has) {
      const inner = fillMissing(o[k], d.fields)
      if (inner !== o[k]) {
        out = out ?? { ...o }
        out[k] = inner
      }
    }
  }
  return out ?? u
}
