/**
 * Rule sets (RULES.md, introduction and every "option" of sections 1-8): the presets as the
 * reference texts describe them, deep freezing, options that each change only their own fields,
 * composition in a `pipe`, semantic checks ('input/inconsistent-rules'), the decoder reporting
 * every bad field ('input/malformed-rules'), JSON round trips, and newGame never throwing.
 *
 * The expected preset values are written from the reference texts (reference/tsr-guide.*,
 * reference/pagat-base-game.de.txt, reference/house-rules.de.txt) and RULES.md, not from the code.
 */
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type GameError, type RuleSet, type SoloType, decodeRules, newGame, rules } from '../src/index.js'
import { SOLO_TYPES, TSR_SOLOS, karlchenOnlyWinning, named, withAnnouncementDoubling, withArmut, withExtraPoints, withPiglets, withSchmeissen, withSecondDulleBeats, withSoloLeader, withSolos, withWeddingClarification, withoutNines } from '../src/rulesEntry.js'
import { deepFreeze } from './support/index.js'
import { HOUSE_SOLOS, changedPaths } from './support/rule-options.js'

const PRESETS = { tsr: rules.tsr, pagat: rules.pagat, house: rules.house } as const
const PRESET_NAMES = ['tsr', 'pagat', 'house'] as const

const sorted = <T>(xs: readonly T[]): T[] => [...xs].sort()

/** The TSR solos: four Farbsoli (♦ = Trumpfsolo), Damen-, Buben- and Fleischloser (tsr guide "Doppelkopf solos"). */
const TSR_SOLO_LIST: readonly SoloType[] = ['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'fleischlos']

const errorOf = <A>(e: E.Either<GameError, A>): GameError => {
  if (E.isRight(e)) throw new Error('expected an error value, got a value')
  return e.left
}

describe('presets as the reference texts describe them', () => {
  /** [preset, field, expected value, source]. */
  const FIELDS: readonly (readonly [keyof typeof PRESETS, string, unknown, string])[] = [
    // --- tsr: the DDV tournament rules (tsr-guide, tsr-scoring) ---
    ['tsr', 'withoutNines', false, 'tsr guide: 48 cards, twelve each'],
    ['tsr', 'reservations', ['hochzeit', 'solo'], 'RULES 3: tsr: solo, Hochzeit (no Armut, no Schmeißen: tsr guide FAQ)'],
    ['tsr', 'solos', sorted(TSR_SOLO_LIST), 'tsr guide: Damen-, Buben-, Farb- (4) and Fleischloser solo'],
    ['tsr', 'soloLeader', 'soloistIfCompulsory', 'tsr guide: Pflichtsolo the soloist leads, Lustsolo the dealer\'s left'],
    ['tsr', 'secondDulleBeats', 'never', 'tsr guide: "if both fall in the same trick, the first one wins"'],
    ['tsr', 'piglets', { enabled: false, superpiglets: false }, 'tsr guide FAQ: no Schweinchen'],
    ['tsr', 'weddingClarification', 'firstTrick', 'tsr guide: the first player to win one of the first three tricks'],
    ['tsr', 'weddingDeadlineShift', 'klaerungsstichMinusOne', 'tsr guide: second trick one card, third two'],
    ['tsr', 'schmeissen', [], 'tsr guide FAQ: no Schmeißen'],
    ['tsr', 'scoring', 'tsr', 'RULES 7: tsr column (7.2.2)'],
    ['tsr', 'announcementScoring', 'addTwo', 'tsr guide: Re/Kontra raise the value by 2'],
    ['tsr', 'extraPoints.againstTheClubQueens', true, 'RULES 7: tsr: against the ♣Q is an extra point of Kontra'],
    ['tsr', 'extraPoints.foxCaught', true, 'RULES 7: Fuchs gefangen'],
    ['tsr', 'extraPoints.doppelkopf', true, 'RULES 7: Doppelkopf'],
    ['tsr', 'extraPoints.karlchen', true, 'RULES 7: Karlchen'],
    ['tsr', 'extraPoints.karlchenCaught', false, 'docs: "Die TSR kennen das nicht"'],
    ['tsr', 'extraPoints.foxLastTrick', false, 'RULES 7: Fuchs am End is a house rule'],
    ['tsr', 'extraPoints.doppelkopfInSolo', false, 'tsr guide: no extra points in solos, no Doppelkopf'],
    // --- pagat: the pagat.com base rules as the browser game plays them ---
    ['pagat', 'withoutNines', false, 'pagat text: 48 cards, twelve each'],
    ['pagat', 'reservations', ['armut', 'hochzeit', 'solo'], 'pagat text: Solo, Armut, Hochzeit'],
    ['pagat', 'solos', sorted(TSR_SOLO_LIST), 'pagat text: Farbsolo (4), Damen-, Buben-solo, Fleischloser'],
    ['pagat', 'soloLeader', 'dealersLeft', 'pagat text: the player left of the dealer leads (variant: the soloist)'],
    ['pagat', 'secondDulleBeats', 'never', 'pagat text: "Nach den Standardregeln kann eine zweite 10♥ ... nicht gewinnen"'],
    ['pagat', 'piglets', { enabled: false, superpiglets: false }, 'pagat text: no Schweinchen'],
    ['pagat', 'weddingClarification', 'firstTrick', 'pagat text: who first wins one of the first three tricks'],
    ['pagat', 'weddingDeadlineShift', 'klaerungsstich', 'pagat text: "sinken um die Zahl der Stiche, die das gedauert hat"'],
    ['pagat', 'armut.mode', 'exchange', 'pagat text: pass three cards, the first to accept becomes partner'],
    ['pagat', 'armut.singleFoxCounts', true, 'RULES 3: pagat defaults: a ♦A counts as a trump toward the limit'],
    ['pagat', 'armut.pass', 'threeCards', 'pagat text: "drei Karten verdeckt ab, darunter alle deine Trümpfe"'],
    ['pagat', 'armut.returnTrumps', true, 'pagat text: "gibt dir drei beliebige Karten zurück"'],
    ['pagat', 'armut.trumpsReturnedPublic', false, 'RULES 3: an option, not a pagat default'],
    ['pagat', 'schmeissen', [], 'pagat text: no Schmeißen'],
    ['pagat', 'scoring', 'pagat', 'RULES 7: pagat column'],
    ['pagat', 'announcementScoring', 'addTwo', 'pagat text: "2 für jede Ansage von Re oder Kontra"'],
    ['pagat', 'extraPoints.againstTheClubQueens', true, 'pagat text: "1 weiteren, wenn sie Kontra sind (gegen die Alten)"'],
    ['pagat', 'extraPoints.foxCaught', true, 'pagat text: gefangener Fuchs'],
    ['pagat', 'extraPoints.doppelkopf', true, 'pagat text: Doppelkopf, 40 or more'],
    ['pagat', 'extraPoints.karlchen', true, 'pagat text: Karlchen wins the last trick'],
    ['pagat', 'extraPoints.karlchenCaught', true, 'pagat text: "oder dort ein gegnerisches Karlchen zu fangen"'],
    ['pagat', 'extraPoints.foxLastTrick', false, 'pagat text: no Fuchs am End'],
    ['pagat', 'extraPoints.doppelkopfInSolo', false, 'pagat text: "hier zählen im Solo keine Extrapunkte"'],
    // --- house: reference/house-rules.de.txt (the with-nines game) ---
    ['house', 'reservations', ['armut', 'hochzeit', 'schmeissen', 'solo'], 'house: Pflichtsolo, Lustsolo, Schmeißen, Armut, Hochzeit'],
    ['house', 'solos', sorted(SOLO_TYPES), 'house: every solo of its list (TSR solos and all house solos)'],
    ['house', 'soloLeader', 'soloist', 'house: "Beim Solospiel ist ... meist der Solist der Ausspieler", "Solospieler vorn"'],
    ['house', 'secondDulleBeats', 'exceptLastTrick', 'house: "Die zweite Herz Zehn schlägt ... Ausnahme letzter Stich"'],
    ['house', 'piglets', { enabled: true, superpiglets: true }, 'house: Schwein and Superschwein'],
    ['house', 'weddingClarification', 'chosenByHochzeiter', 'house: "Ansage: erster fremder Trumpfstich, erster fremder Fehl, erster fremder Stich"'],
    ['house', 'weddingDeadlineShift', 'klaerungsstichMinusOne', 'house: "Vor dem zweiten Stich, gezählt ab dem Klärungsstich"'],
    ['house', 'armut.mode', 'redealWithBock', 'house: "Der Geber gibt neu und es gibt einen nicht angereihten Bock"'],
    ['house', 'armut.pass', 'threeCards', 'house, with nines: "Armut immer drei Karten ablegen"'],
    ['house', 'schmeissen', ['fiveKings'], 'house: "Ab 5 Könige kann man schmeißen"'],
    ['house', 'announcementScoring', 'doubleWithExtraPointsAfter', 'house: "verdoppelt die Punkte. Danach werden noch die Sonderpunkte addiert"'],
    ['house', 'extraPoints.againstTheClubQueens', false, 'house: its Sonderpunkte are Fuchs, Charlie, Doppelkopf'],
    ['house', 'extraPoints.foxCaught', true, 'house: Fuchs gefangen'],
    ['house', 'extraPoints.doppelkopf', true, 'house: Doppelkopf'],
    ['house', 'extraPoints.karlchen', true, 'house: "Letzter Stich mit Charlie gemacht"'],
    ['house', 'extraPoints.karlchenCaught', true, 'house: "oder im letzten Stich gefangen"'],
    ['house', 'extraPoints.foxLastTrick', false, 'house: no Fuchs am End in its list'],
    ['house', 'extraPoints.doppelkopfInSolo', true, 'house: in solos "keine ... Sonderpunkte außer Doppelkopf"']
  ]

  const at = (r: RuleSet, path: string): unknown => {
    const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], r)
    // Lists whose order carries no meaning are compared as sets.
    return path === 'reservations' || path === 'solos' ? sorted(v as readonly string[]) : v
  }

  it.each(FIELDS)('%s.%s is %j (%s)', (preset, path, expected) => {
    expect(at(PRESETS[preset], path)).toEqual(expected)
  })

  it.each(PRESET_NAMES)('%s is named after itself, is sound and has no duplicate in its lists', (name) => {
    const r = PRESETS[name]
    expect(r.name).toBe(name)
    expect(decodeRules(r)).toEqual(E.right(r))
    for (const list of [r.reservations, r.solos, r.schmeissen]) expect(new Set(list).size).toBe(list.length)
  })

  it('the exported solo lists: TSR_SOLOS the seven tournament solos, SOLO_TYPES those and the eleven house solos', () => {
    expect(sorted(TSR_SOLOS)).toEqual(sorted(TSR_SOLO_LIST))
    expect(sorted(SOLO_TYPES)).toEqual(sorted([...TSR_SOLO_LIST, ...HOUSE_SOLOS]))
    expect(SOLO_TYPES).toHaveLength(18)
  })
})

describe('presets are deeply frozen values', () => {
  const everyObject = (u: unknown, path: string, out: [string, object][]): [string, object][] => {
    if (typeof u === 'object' && u !== null) {
      out.push([path, u])
      for (const [k, v] of Object.entries(u)) everyObject(v, `${path}.${k}`, out)
    }
    return out
  }

  it('rules and everything in it is frozen', () => {
    const objects = everyObject(rules, 'rules', [])
    expect(objects.length).toBeGreaterThan(15)
    for (const [path, o] of objects) expect(Object.isFrozen(o), path).toBe(true)
  })

  it.each(PRESET_NAMES)('writing to rules.%s throws and changes nothing', (name) => {
    const r = PRESETS[name] as unknown as Record<string, Record<string, unknown> & unknown[]>
    const before = JSON.stringify(r)
    expect(() => {
      ;(r as Record<string, unknown>)['name'] = 'changed'
    }).toThrow(TypeError)
    expect(() => {
      ;(r['piglets'] as Record<string, unknown>)['enabled'] = !PRESETS[name].piglets.enabled
    }).toThrow(TypeError)
    expect(() => {
      ;(r['solos'] as unknown as string[]).push('kings')
    }).toThrow(TypeError)
    expect(() => {
      ;(r['extraPoints'] as Record<string, unknown>)['karlchen'] = false
    }).toThrow(TypeError)
    expect(() => {
      ;(rules as unknown as Record<string, unknown>)['tsr'] = rules.pagat
    }).toThrow(TypeError)
    expect(JSON.stringify(r)).toBe(before)
  })
})

describe('each option changes only its own fields', () => {
  /** [label, option, the paths it may change, checks on the result]. */
  type Case = readonly [string, (r: RuleSet) => RuleSet, readonly string[], (after: RuleSet, before: RuleSet) => void]
  const ARMUT_PATHS = ['reservations', 'armut.mode', 'armut.singleFoxCounts', 'armut.pass', 'armut.returnTrumps', 'armut.trumpsReturnedPublic']
  const CASES: readonly Case[] = [
    ['withoutNines', withoutNines, ['withoutNines'], (r) => expect(r.withoutNines).toBe(true)],
    ...(['never', 'always', 'exceptLastTrick'] as const).map(
      (m): Case => [`withSecondDulleBeats('${m}')`, withSecondDulleBeats(m), ['secondDulleBeats'], (r) => expect(r.secondDulleBeats).toBe(m)]
    ),
    ...(['soloistIfCompulsory', 'dealersLeft', 'soloist'] as const).map(
      (m): Case => [`withSoloLeader('${m}')`, withSoloLeader(m), ['soloLeader'], (r) => expect(r.soloLeader).toBe(m)]
    ),
    ['withPiglets()', withPiglets(), ['piglets.enabled', 'piglets.superpiglets'], (r) => expect(r.piglets).toEqual({ enabled: true, superpiglets: false })],
    [
      'withPiglets({ superpiglets: true })',
      withPiglets({ superpiglets: true }),
      ['piglets.enabled', 'piglets.superpiglets'],
      (r) => expect(r.piglets).toEqual({ enabled: true, superpiglets: true })
    ],
    [
      'withArmut()',
      withArmut(),
      ARMUT_PATHS,
      (r, before) => {
        expect(sorted(r.reservations)).toEqual(sorted([...new Set([...before.reservations, 'armut'])]))
        expect(r.armut).toEqual(before.armut)
      }
    ],
    [
      "withArmut({ pass: 'trumpsOnly', returnTrumps: false, singleFoxCounts: false, trumpsReturnedPublic: true })",
      withArmut({ pass: 'trumpsOnly', returnTrumps: false, singleFoxCounts: false, trumpsReturnedPublic: true }),
      ARMUT_PATHS,
      (r, before) => {
        expect(r.reservations).toContain('armut')
        expect(r.armut).toEqual({ mode: before.armut.mode, pass: 'trumpsOnly', returnTrumps: false, singleFoxCounts: false, trumpsReturnedPublic: true })
      }
    ],
    [
      "withSchmeissen(['fiveNines', 'sevenFull'])",
      withSchmeissen(['fiveNines', 'sevenFull']),
      ['reservations', 'schmeissen'],
      (r, before) => {
        expect(sorted(r.reservations)).toEqual(sorted([...new Set([...before.reservations, 'schmeissen'])]))
        expect(sorted(r.schmeissen)).toEqual(['fiveNines', 'sevenFull'])
      }
    ],
    [
      "withSolos(['kings', 'koehler'])",
      withSolos(['kings', 'koehler']),
      ['solos'],
      (r, before) => expect(sorted(r.solos)).toEqual(sorted([...new Set([...before.solos, 'kings', 'koehler'])]))
    ],
    ...(['firstTrick', 'firstTrumpTrick', 'firstPlainTrick', 'chosenByHochzeiter'] as const).map(
      (m): Case => [`withWeddingClarification('${m}')`, withWeddingClarification(m), ['weddingClarification'], (r) => expect(r.weddingClarification).toBe(m)]
    ),
    [
      'withExtraPoints({ foxLastTrick: true, doppelkopf: false })',
      withExtraPoints({ foxLastTrick: true, doppelkopf: false }),
      ['extraPoints.foxLastTrick', 'extraPoints.doppelkopf'],
      (r, before) => expect(r.extraPoints).toEqual({ ...before.extraPoints, foxLastTrick: true, doppelkopf: false })
    ],
    ['karlchenOnlyWinning', karlchenOnlyWinning, ['extraPoints.karlchenCaught'], (r) => expect(r.extraPoints.karlchenCaught).toBe(false)],
    [
      "withAnnouncementDoubling('before')",
      withAnnouncementDoubling('before'),
      ['announcementScoring'],
      (r) => expect(r.announcementScoring).toBe('doubleWithExtraPointsBefore')
    ],
    [
      "withAnnouncementDoubling('after')",
      withAnnouncementDoubling('after'),
      ['announcementScoring'],
      (r) => expect(r.announcementScoring).toBe('doubleWithExtraPointsAfter')
    ],
    ["named('kitchen table')", named('kitchen table'), ['name'], (r) => expect(r.name).toBe('kitchen table')]
  ]

  const MATRIX = PRESET_NAMES.flatMap((p) => CASES.map((c) => [p, ...c] as const))

  it.each(MATRIX)('%s + %s', (presetName, _label, option, allowed, check) => {
    const before = PRESETS[presetName]
    const json = JSON.stringify(before)
    const after = option(before)
    for (const path of changedPaths(before, after)) expect(allowed, `changed ${path}`).toContain(path)
    check(after, before)
    // The preset is a frozen value: the option built a new one and left it alone.
    expect(JSON.stringify(before)).toBe(json)
    expect(decodeRules(after)).toEqual(E.right(after))
  })

  it('an option that sets a field to the value it has changes nothing', () => {
    expect(changedPaths(rules.tsr, withSecondDulleBeats('never')(rules.tsr))).toEqual([])
    expect(changedPaths(rules.house, withPiglets({ superpiglets: true })(rules.house))).toEqual([])
    expect(changedPaths(rules.tsr, withSolos(TSR_SOLOS)(rules.tsr))).toEqual([])
    expect(changedPaths(rules.pagat, withArmut()(rules.pagat))).toEqual([])
    expect(changedPaths(rules.pagat, karlchenOnlyWinning(karlchenOnlyWinning(rules.pagat)))).toEqual(['extraPoints.karlchenCaught'])
  })
})

describe('options compose in a pipe', () => {
  it('a kitchen table from tsr: every field as the options set it, everything else as tsr', () => {
    const table = pipe(
      rules.tsr,
      withPiglets({ superpiglets: true }),
      withoutNines,
      withSecondDulleBeats('exceptLastTrick'),
      withSolos(['kings', 'koehler']),
      withSchmeissen(['fiveNines', 'atMostOneTrump']),
      withArmut({ pass: 'trumpsOnly' }),
      withWeddingClarification('firstPlainTrick'),
      withSoloLeader('soloist'),
      withExtraPoints({ foxLastTrick: true, karlchenCaught: true }),
      withAnnouncementDoubling('before'),
      named('kitchen')
    )
    expect({ ...table, reservations: sorted(table.reservations), solos: sorted(table.solos) }).toEqual({
      name: 'kitchen',
      withoutNines: true,
      reservations: ['armut', 'hochzeit', 'schmeissen', 'solo'],
      solos: sorted([...TSR_SOLO_LIST, 'kings', 'koehler']),
      soloLeader: 'soloist',
      secondDulleBeats: 'exceptLastTrick',
      piglets: { enabled: true, superpiglets: true },
      dullen: true,
      genscher: false,
      pigletsInSolo: false,
      pigletsPublic: 'whenFirstPlayed',
      reservationPriority: ['solo', 'schmeissen', 'armut', 'hochzeit'],
      weddingClarification: 'firstPlainTrick',
      weddingFirstTrickDecides: false,
      weddingDeadlineShift: 'klaerungsstichMinusOne',
      announcementReply: true,
      announcementDeadlines: null,
      announcementUntilTrickComplete: false,
      armut: { ...rules.pagat.armut, pass: 'trumpsOnly' },
      schmeissen: ['fiveNines', 'atMostOneTrump'],
      schmeissenRichHand: 70,
      scoring: 'tsr',
      announcementScoring: 'doubleWithExtraPointsBefore',
      extraPoints: { ...rules.tsr.extraPoints, foxLastTrick: true, karlchenCaught: true }
    })
    expect(decodeRules(table)).toEqual(E.right(table))
    const game = newGame({ rules: table, dealer: 2, seed: 'kitchen' })
    expect(E.isRight(game) && game.right.setup.rules).toEqual(table)
    expect(E.isRight(game) && game.right.setup.deal.map((h) => h.length)).toEqual([10, 10, 10, 10])
  })

  it('the pipe of RULES.md: pipe(tsr, withPiglets, withoutNines) is tsr with piglets and without nines', () => {
    const r = pipe(rules.tsr, withPiglets(), withoutNines)
    expect(changedPaths(rules.tsr, r).sort()).toEqual(['piglets.enabled', 'withoutNines'])
  })

  it('options on different fields commute', () => {
    const options = [withoutNines, withPiglets({ superpiglets: true }), withSecondDulleBeats('always'), withSolos(['aces']), withSoloLeader('soloist')]
    const forward = options.reduce((r, o) => o(r), rules.pagat)
    const backward = [...options].reverse().reduce((r, o) => o(r), rules.pagat)
    expect(backward).toEqual(forward)
  })

  it('reservations added in either order give the same set, each kind once', () => {
    const a = pipe(rules.tsr, withArmut(), withSchmeissen(['fiveKings']))
    const b = pipe(rules.tsr, withSchmeissen(['fiveKings']), withArmut())
    expect(sorted(a.reservations)).toEqual(['armut', 'hochzeit', 'schmeissen', 'solo'])
    expect(sorted(b.reservations)).toEqual(sorted(a.reservations))
    expect(decodeRules(a)).toEqual(E.right(a))
  })

  it('repeating an option adds nothing twice', () => {
    const r = pipe(rules.tsr, withArmut(), withArmut(), withSchmeissen(['fiveKings']), withSchmeissen(['fiveKings']), withSolos(['kings']), withSolos(['kings', 'clubs']))
    expect(sorted(r.reservations)).toEqual(['armut', 'hochzeit', 'schmeissen', 'solo'])
    expect(r.schmeissen).toEqual(['fiveKings'])
    expect(sorted(r.solos)).toEqual(sorted([...TSR_SOLO_LIST, 'kings']))
    expect(decodeRules(r)).toEqual(E.right(r))
  })

  it('a later option overrides an earlier one on the same field', () => {
    expect(pipe(rules.tsr, withSecondDulleBeats('always'), withSecondDulleBeats('never')).secondDulleBeats).toBe('never')
    expect(pipe(rules.pagat, withSoloLeader('soloist'), withSoloLeader('dealersLeft')).soloLeader).toBe('dealersLeft')
    expect(pipe(rules.tsr, withAnnouncementDoubling('before'), withAnnouncementDoubling('after')).announcementScoring).toBe(
      'doubleWithExtraPointsAfter'
    )
  })

  it('the pagat variants: exceptLastTrick, the soloist leads, karlchenOnlyWinning', () => {
    const variants = pipe(rules.pagat, withSecondDulleBeats('exceptLastTrick'), withSoloLeader('soloist'), karlchenOnlyWinning)
    expect(changedPaths(rules.pagat, variants).sort()).toEqual(['extraPoints.karlchenCaught', 'secondDulleBeats', 'soloLeader'])
    expect(decodeRules(variants)).toEqual(E.right(variants))
  })
})

describe('composition that makes no sense is an error value (input/inconsistent-rules)', () => {
  /** [what, rule set, a word the message must name]. */
  const BAD: readonly (readonly [string, RuleSet, string])[] = [
    ['superpiglets without piglets', { ...rules.tsr, piglets: { enabled: false, superpiglets: true } }, 'superpiglets'],
    ['superpiglets without piglets (house)', { ...rules.house, piglets: { enabled: false, superpiglets: true } }, 'superpiglets'],
    ['Schmeißen offered with an empty reason list', pipe(rules.tsr, withSchmeissen([])), 'schmeissen'],
    ['Schmeißen offered with an empty reason list (house)', { ...rules.house, schmeissen: [] }, 'schmeissen'],
    ['solos offered with an empty list', { ...rules.tsr, solos: [] }, 'solos'],
    ['a reservation listed twice', { ...rules.tsr, reservations: ['solo', 'hochzeit', 'solo'] }, 'reservations'],
    ['a solo listed twice', { ...rules.pagat, solos: [...TSR_SOLOS, 'clubs'] }, 'solos'],
    ['a Schmeißen reason listed twice', pipe(rules.tsr, withSchmeissen(['fiveKings', 'fiveNines', 'fiveKings'])), 'schmeissen']
  ]

  it.each(BAD)('%s: decodeRules, decodeRules (also of its JSON) and newGame all refuse it', (_what, r, field) => {
    const results = [
      decodeRules(r),
      decodeRules(r),
      decodeRules(JSON.parse(JSON.stringify(r))),
      newGame({ rules: r, dealer: 0, seed: 'inconsistent' }),
      // The rule set is checked before the (here broken) deal.
      newGame({ rules: r, dealer: 0, hands: [[], [], [], []] })
    ]
    for (const result of results) {
      const e = errorOf(result as E.Either<GameError, unknown>)
      expect(e.code).toBe('input/inconsistent-rules')
      expect(e.message).toContain(field)
    }
  })

  it('two inconsistencies are both named', () => {
    const e = errorOf(decodeRules({ ...rules.tsr, piglets: { enabled: false, superpiglets: true }, solos: [] }))
    expect(e.code).toBe('input/inconsistent-rules')
    expect(e.message).toContain('superpiglets')
    expect(e.message).toContain('solos')
  })

  it('the same lists are fine where they are not offered: no Schmeißen reasons without Schmeißen, superpiglets off', () => {
    expect(E.isRight(decodeRules({ ...rules.tsr, schmeissen: [] }))).toBe(true)
    expect(E.isRight(decodeRules({ ...rules.tsr, piglets: { enabled: true, superpiglets: false } }))).toBe(true)
    expect(E.isRight(decodeRules({ ...rules.tsr, piglets: { enabled: false, superpiglets: false } }))).toBe(true)
  })
})

describe('decodeRules reports every bad field with its path (input/malformed-rules)', () => {
  const malformed = (u: unknown): GameError => {
    const e = errorOf(decodeRules(u))
    expect(e.code).toBe('input/malformed-rules')
    return e
  }

  it('two bad top-level fields: both are named', () => {
    const e = malformed({ ...rules.tsr, withoutNines: 'yes', secondDulleBeats: 'sometimes' })
    expect(e.message).toContain('withoutNines')
    expect(e.message).toContain('secondDulleBeats')
  })

  it('two bad nested fields: both paths are named', () => {
    const e = malformed({
      ...rules.pagat,
      piglets: { enabled: 1, superpiglets: false },
      extraPoints: { ...rules.pagat.extraPoints, karlchen: null }
    })
    expect(e.message).toContain('piglets.enabled')
    expect(e.message).toContain('extraPoints.karlchen')
  })

  it('a missing field, an unknown solo in a list and an unknown Armut mode are all named', () => {
    const { scoring: _, ...withoutScoring } = rules.house
    const e = malformed({ ...withoutScoring, solos: ['clubs', 'bogus'], armut: { ...rules.house.armut, mode: 'never' } })
    expect(e.message).toContain('scoring')
    expect(e.message).toContain('solos')
    expect(e.message).toContain('bogus')
    expect(e.message).toContain('armut.mode')
  })

  it('many fields bad at once: every one is named (ten at a time: a report lists at most 20 problems)', () => {
    const keys = Object.keys(rules.tsr)
    for (let i = 0; i < keys.length; i += 10) {
      const group = keys.slice(i, i + 10)
      const bad = { ...rules.tsr, ...Object.fromEntries(group.map((k) => [k, k === 'name' ? 42 : 'wrong'])) }
      const e = malformed(bad)
      for (const k of group) expect(e.message, k).toContain(k)
    }
  })

  it.each([null, undefined, 42, 'tsr', [], [rules.tsr], true])('%j is not a rule set', (u) => {
    malformed(u)
  })

  it('a malformed rule set is reported by newGame with the same code, before the deal is looked at', () => {
    const e = errorOf(newGame({ rules: { ...rules.tsr, scoring: 'skat' } as unknown as RuleSet, dealer: 0, seed: 'x' }))
    expect(e.code).toBe('input/malformed-rules')
    expect(e.message).toContain('scoring')
  })
})

describe('JSON round trip', () => {
  const COMPOSED: readonly (readonly [string, RuleSet])[] = [
    ...PRESET_NAMES.map((n) => [n, PRESETS[n]] as const),
    ['tsr without nines, piglets', pipe(rules.tsr, withoutNines, withPiglets({ superpiglets: true }))],
    ['pagat variants', pipe(rules.pagat, withSecondDulleBeats('exceptLastTrick'), withSoloLeader('soloist'), karlchenOnlyWinning)],
    ['house without nines', pipe(rules.house, withoutNines, withArmut({ pass: 'trumpsOnly' }), withAnnouncementDoubling('before'))],
    [
      'tsr with everything',
      pipe(
        rules.tsr,
        withSolos(HOUSE_SOLOS),
        withSchmeissen(['fiveKings', 'fiveNines', 'fourNinesFourKings', 'sevenFull', 'atMostOneTrump']),
        withArmut({ mode: 'redealWithBock' }),
        withWeddingClarification('chosenByHochzeiter'),
        withExtraPoints({ foxLastTrick: true, doppelkopfInSolo: true }),
        named('everything')
      )
    ]
  ]

  it.each(COMPOSED)('%s decodes from its JSON to an equal rule set that plays', (_name, r) => {
    const decoded = decodeRules(JSON.parse(JSON.stringify(r)))
    expect(decoded).toEqual(E.right(r))
    if (E.isLeft(decoded)) return
    expect(JSON.stringify(decoded.right)).toBe(JSON.stringify(r))
    const game = newGame({ rules: decoded.right, dealer: 1, seed: 'json' })
    expect(E.isRight(game)).toBe(true)
  })
})

describe('malformed rule sets never throw in newGame', () => {
  const refused = (u: unknown): void => {
    let r: E.Either<GameError, unknown> | undefined
    expect(() => {
      r = newGame({ rules: u as RuleSet, dealer: 0, seed: 'never-throws' })
    }).not.toThrow()
    expect(r !== undefined && E.isLeft(r)).toBe(true)
  }

  it('any value as the rule set: an error value or a game, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        const r = newGame({ rules: u as RuleSet, dealer: 0, seed: 'anything' })
        if (E.isLeft(r)) expect(['input/malformed-rules', 'input/inconsistent-rules']).toContain(r.left.code)
      }),
      { numRuns: 300 }
    )
  })

  it('a preset with one field (or one nested field) replaced by any value', () => {
    const paths = Object.entries(rules.house).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null && !Array.isArray(v) ? [[k], ...Object.keys(v).map((n) => [k, n])] : [[k]]
    )
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_NAMES), fc.constantFrom(...paths), fc.anything(), (preset, path, value) => {
        const r = structuredClone(PRESETS[preset]) as unknown as Record<string, Record<string, unknown>>
        if (path.length === 1) (r as Record<string, unknown>)[path[0] as string] = value
        else (r[path[0] as string] as Record<string, unknown>)[path[1] as string] = value
        const g = newGame({ rules: r as unknown as RuleSet, dealer: 3, seed: 'one-field' })
        if (E.isLeft(g)) expect(['input/malformed-rules', 'input/inconsistent-rules']).toContain(g.left.code)
      }),
      { numRuns: 500 }
    )
  })

  it('hostile objects: throwing getters, a throwing proxy, cycles, symbols and bigints', () => {
    const getter = { ...rules.tsr }
    Object.defineProperty(getter, 'piglets', {
      enumerable: true,
      get() {
        throw new Error('boom')
      }
    })
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
        ownKeys() {
          throw new Error('boom')
        },
        has() {
          throw new Error('boom')
        }
      }
    )
    const cyclic: Record<string, unknown> = { ...rules.tsr }
    cyclic['piglets'] = cyclic
    refused(getter)
    refused(proxy)
    refused(cyclic)
    refused({ ...rules.tsr, name: Symbol('tsr') })
    refused({ ...rules.tsr, withoutNines: 1n })
    refused({ ...rules.tsr, solos: new Set(['clubs']) })
    refused(deepFreeze({ ...rules.tsr, solos: Object.freeze(['clubs', 'nonsense']) }))
  })
})
