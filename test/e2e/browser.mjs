/**
 * What the two end-to-end scripts (web.mjs, online.mjs) share: finding and starting headless
 * Chromium (skipped with a warning when it is missing, unless E2E_REQUIRED=1, as in CI), and the
 * page steps and checks both take (choosing Armut cards, the final standing, German dates).
 */
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

/** Where Chromium is: /usr/bin/chromium (Debian's), or $CHROMIUM_PATH. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Whether Chromium is there. Without it `npm test` still works on a machine without a browser:
 * the test is skipped, loudly. CI sets E2E_REQUIRED=1 (.ci/run installs Debian's chromium), so
 * there a missing browser fails (this throws).
 */
export const haveChromium = (name) => {
  if (existsSync(executablePath)) return true
  const why = `Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`
  if (process.env.E2E_REQUIRED === '1') throw new Error(why)
  console.warn(`e2e ${name}: SKIPPED: ${why}`)
  return false
}

/** Headless Chromium without the network chatter of a desktop browser. */
export const launchChromium = () =>
  chromium.launch({
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })

/** The sum of a list of numbers. */
export const sum = (xs) => xs.reduce((a, b) => a + b, 0)

/**
 * Passes or returns Armut cards: the locked cards are preselected; clicks selectable cards
 * until the confirm button is enabled, then confirms.
 */
export const chooseArmutCards = async (page) => {
  const confirm = page.getByTestId('armut-confirm')
  const candidates = page.locator('[data-testid="hand-card"].selectable:not(.selected):not([aria-disabled="true"])')
  while (await confirm.isDisabled()) {
    assert.ok((await candidates.count()) > 0, 'Armut: no card left to select but the selection is not a legal choice')
    await candidates.first().click()
  }
  await confirm.click()
}

/** The German months, to write a date as a German reader does. */
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']

/** `YYYY-MM-DD` as German words: "4. Dezember 2026" (the calendar day itself, written out by hand). */
export const germanDay = (iso) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d}. ${MONTHS[m - 1]} ${y}`
}

/**
 * The final standing of a Partie (offline and online alike): the players by total, best first,
 * ranked by competition ranking (equal totals share a rank, the next one skips: 1, 2, 2, 4), each
 * list number the rank, and the place of the person (player `self`) in the library's words.
 */
export const checkFinalStanding = async (page, totals, names, self = 0) => {
  const standing = page.getByTestId('final-standing')
  await standing.waitFor()
  assert.equal(await standing.locator('h3').textContent(), 'Die Partie ist vorbei. Endstand')
  const rows = await standing.getByTestId('final-row').evaluateAll((els) =>
    els.map((e) => ({ rank: Number(e.dataset.rank), value: e.value, player: Number(e.dataset.player), total: Number(e.dataset.total), text: e.textContent }))
  )
  assert.equal(rows.length, 4, 'four players in the final standing')
  const rankOf = (t) => 1 + totals.filter((x) => x > t).length
  rows.forEach((r, i) => {
    assert.equal(r.total, totals[r.player], `the total of player ${r.player}`)
    assert.equal(r.rank, rankOf(r.total), `competition ranking: ${JSON.stringify(rows)}`)
    assert.equal(r.value, r.rank, 'the list number is the rank')
    assert.equal(r.text, `${names[r.player]} ${r.total > 0 ? `+${r.total}` : r.total < 0 ? `−${-r.total}` : '0'}`)
    if (i > 0) assert.ok(rows[i - 1].total > r.total || (rows[i - 1].total === r.total && rows[i - 1].player < r.player), 'best first, equal totals in seat order')
  })
  const you = page.getByTestId('final-you')
  const mine = rows.find((r) => r.player === self)
  assert.equal(Number(await you.getAttribute('data-rank')), mine.rank)
  assert.match((await you.textContent()) ?? '', new RegExp(`^Du beendest die Partie mit [+−]?\\d+: Platz ${mine.rank} von 4( gemeinsam mit .+)?\\.$`))
  return rows
}

/** After a failure: a full-page screenshot of each page in the temp folder (named `prefix-...`), and the problems the pages logged. */
export const reportFailure = async (pages, prefix, problems) => {
  for (const [i, page] of pages.entries()) {
    const shot = join(tmpdir(), `${prefix}-${Date.now()}${pages.length > 1 ? `-${i}` : ''}.png`)
    await page.screenshot({ path: shot, fullPage: true }).then(
      () => console.error(`screenshot: ${shot}`),
      () => undefined
    )
  }
  if (problems.length > 0) console.error(problems.join('\n'))
}
