/**
 * What the two end-to-end scripts (web.mjs, online.mjs) share: finding and starting headless
 * Chromium (skipped with a warning when it is missing, unless E2E_REQUIRED=1, as in CI), and the
 * page steps both take (choosing Armut cards).
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
