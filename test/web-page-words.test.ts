/**
 * The browser page's words that are plain functions (examples/web/src): German dates as German
 * readers write them, the day itself in every time zone, and the daily form's check of a name
 * (trimmed; a name of spaces, an empty one, a long one, a bot's refused in words). The page's
 * modules are loaded by a computed path: they are type-checked with the page's own tsconfig (DOM,
 * the `doppelkopf` paths), not with the repository's.
 */
import { afterEach, describe, expect, it } from 'vitest'

const page = (name: string): Promise<any> => import(`../examples/web/src/${name}.ts`)
const online = (name: string): Promise<any> => import(`../examples/web/src/online/${name}.ts`)

describe('the page\'s German dates', () => {
  const zone = process.env['TZ']
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ']
    else process.env['TZ'] = zone
  })

  it('writes a day as "4. Dezember 2026"', async () => {
    const { germanDate } = await page('labels')
    expect(germanDate('2026-12-04')).toBe('4. Dezember 2026')
    expect(germanDate('2026-01-01')).toBe('1. Januar 2026')
    expect(germanDate('2024-02-29')).toBe('29. Februar 2024')
    expect(germanDate('2026-03-31')).toBe('31. März 2026')
    expect(germanDate('2025-12-31')).toBe('31. Dezember 2025')
  })

  it('keeps the day itself in every time zone (no shift to the day before or after)', async () => {
    const { germanDate } = await page('labels')
    for (const tz of ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Europe/Berlin', 'Pacific/Kiritimati']) {
      process.env['TZ'] = tz
      expect(germanDate('2026-12-04'), tz).toBe('4. Dezember 2026')
      expect(germanDate('2027-01-01'), tz).toBe('1. Januar 2027')
    }
  })

  it('gives back what is no calendar day as it is', async () => {
    const { germanDate } = await page('labels')
    for (const text of ['', '2026-02-30', '2026-13-01', '2026-12-4', 'heute', '2026-12-04T00:00:00Z']) expect(germanDate(text)).toBe(text)
  })
})

describe('the daily form\'s name', () => {
  it('is trimmed', async () => {
    const { dailyName } = await online('dailyPage')
    expect(dailyName('  Erika ')).toEqual({ ok: true, name: 'Erika' })
    expect(dailyName('Ben Zwei')).toEqual({ ok: true, name: 'Ben Zwei' })
    expect(dailyName('x'.repeat(24))).toEqual({ ok: true, name: 'x'.repeat(24) })
  })

  it('refuses a name of spaces, an empty one, a long one and a bot\'s, in words', async () => {
    const { dailyName } = await online('dailyPage')
    expect(dailyName('   ')).toEqual({ ok: false, text: expect.stringMatching(/^Ein Name aus Leerzeichen ist kein Name/) })
    expect(dailyName('\t \u00a0')).toEqual({ ok: false, text: expect.stringMatching(/Leerzeichen/) })
    expect(dailyName('')).toEqual({ ok: false, text: expect.stringMatching(/^Gib deinen Namen ein/) })
    expect(dailyName('x'.repeat(25))).toEqual({ ok: false, text: 'Dein Name ist zu lang: höchstens 24 Zeichen, nicht 25.' })
    expect(dailyName(' Carla ')).toEqual({ ok: false, text: expect.stringMatching(/^Carla heißt schon ein Bot des Servers/) })
  })
})
