/**
 * End-to-end test of the example page (examples/web) in headless Chromium, by clicking only.
 *
 * It serves the page (startServer from examples/web/serve.mjs, which builds what is missing),
 * opens it with a fixed seed (bots without delay), and plays the whole Partie of 8 games: the
 * reservation buttons (healthy, a solo in one game, Armut whenever it is offered), the Armut
 * card selection and answers, an announcement, always a highlighted card. After each game it
 * checks the settlement and the score sheet (scores sum to zero, 12 tricks, 240 card points).
 * It checks that unplayable cards cannot be clicked, that the rules switch changes the rule
 * set, starts a new Partie and survives a reload, that the daily game deals the same hand
 * twice, that "Neues Spiel" deals anew, and that the page logged no console or page errors.
 *
 * Usage: node test/e2e/web.mjs   (npm run test:e2e; Chromium at /usr/bin/chromium or $CHROMIUM_PATH;
 * without it the test is skipped with a warning, unless E2E_REQUIRED=1, as in CI)
 * Exits non-zero on failure, with a screenshot in the temp folder.
 */
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startServer } from '../../examples/web/serve.mjs'

const SEED = 'e2e-partie-77'
const GAMES = 8
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** What the page lets the person do next; the selectors of the loop below. */
const ACTIONABLE = [
  '[data-testid="settlement"]',
  '[data-testid="redeal"]',
  '[data-testid="reservation-buttons"]',
  '[data-testid="armut-answer"]',
  '[data-testid="armut-cards"]',
  '[data-testid="clarification-buttons"]',
  '[data-testid="hand-card"][data-playable="true"]'
].join(', ')

const sum = (xs) => xs.reduce((a, b) => a + b, 0)

/** Numbers from a comma-separated data attribute. */
const numbers = (text) => (text === null || text === '' ? [] : text.split(',').map(Number))

/** The accessible names of the hand's cards, in the order shown. */
const handLabels = (page) => page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))

/** Waits until the page shows a hand of `n` cards. */
const waitForHand = (page, n) =>
  page.waitForFunction((count) => document.querySelectorAll('[data-testid="hand-card"]').length === count, n)

/**
 * Passes or returns Armut cards: the locked cards are preselected; clicks selectable cards
 * until the confirm button is enabled, then confirms.
 */
const chooseArmutCards = async (page) => {
  const confirm = page.getByTestId('armut-confirm')
  const candidates = page.locator('[data-testid="hand-card"].selectable:not(.selected):not([disabled])')
  while (await confirm.isDisabled()) {
    assert.ok((await candidates.count()) > 0, 'Armut: no card left to select but the selection is not a legal choice')
    await candidates.first().click()
  }
  await confirm.click()
}

/** Checks, once, that a card the person may not play is disabled and that clicking it changes nothing. */
const checkUnplayable = async (page, stats) => {
  const unplayable = page.locator('[data-testid="hand-card"][data-playable="false"]')
  if (stats.unplayableChecked || (await unplayable.count()) === 0) return
  const card = unplayable.first()
  assert.ok(await card.isDisabled(), 'an unplayable card is not disabled')
  const before = await handLabels(page)
  await card.click({ force: true, timeout: 1000 }).catch(() => undefined) // a disabled button ignores the click
  await page.waitForTimeout(50)
  assert.deepEqual(await handLabels(page), before, 'clicking an unplayable card changed the hand')
  stats.unplayableChecked = true
}

/**
 * Plays the running game to its end by clicking; returns how it ended. `declare` picks the
 * reservation button's test id from those offered.
 */
const playGame = async (page, stats, declare) => {
  for (let step = 0; step < 200; step++) {
    await page.waitForSelector(ACTIONABLE, { state: 'attached' })
    if ((await page.getByTestId('settlement').count()) > 0) return 'settlement'
    if ((await page.getByTestId('redeal').count()) > 0) return 'redeal'
    if ((await page.getByTestId('reservation-buttons').count()) > 0) {
      const offered = await page.locator('[data-testid="reservation-buttons"] button').evaluateAll((els) => els.map((e) => e.dataset.testid))
      assert.ok(offered.includes('declare-healthy'), `no Gesund button: ${offered}`)
      const choice = declare(offered)
      stats.declared.push(choice)
      await page.getByTestId(choice).click()
      continue
    }
    if ((await page.getByTestId('armut-answer').count()) > 0) {
      await page.getByTestId('armut-accept').click() // take it: the return selection is tested too
      stats.armutAnswers++
      continue
    }
    if ((await page.getByTestId('armut-cards').count()) > 0) {
      await chooseArmutCards(page)
      stats.armutExchanges++
      continue
    }
    if ((await page.getByTestId('clarification-buttons').count()) > 0) {
      await page.locator('[data-testid="clarification-buttons"] button').first().click()
      continue
    }
    // The person's turn to play: the bots wait, so the page stands still.
    const announce = page.getByTestId('announce-button')
    if (stats.announcements === 0 && (await announce.count()) > 0) {
      const what = await announce.getAttribute('data-announcement')
      await announce.click()
      await page.getByTestId('announcements-0').waitFor() // shown at the person's seat
      stats.announcements++
      stats.announced = what
      stats.announcedThisGame = what
    }
    await checkUnplayable(page, stats)
    const playable = page.locator('[data-testid="hand-card"][data-playable="true"]')
    const handSize = await page.locator('[data-testid="hand-card"]').count()
    await playable.first().click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand-card"]').length === n - 1, handSize)
    stats.cardsPlayed++
  }
  throw new Error('the game did not end within 200 steps')
}

/** Checks the settlement shown after a game and the score sheet's last row. */
const checkSettlement = async (page) => {
  const scores = await page.locator('[data-testid="settlement-score"]').evaluateAll((els) => els.map((e) => Number(e.dataset.score)))
  assert.equal(scores.length, 4, 'four scores')
  assert.equal(sum(scores), 0, `scores sum to zero: ${scores}`)
  const points = page.getByTestId('card-points')
  assert.equal(Number(await points.getAttribute('data-re')) + Number(await points.getAttribute('data-kontra')), 240, '240 card points')
  const tricks = page.getByTestId('trick-counts')
  assert.equal(Number(await tricks.getAttribute('data-re')) + Number(await tricks.getAttribute('data-kontra')), 12, '12 tricks')
  assert.ok((await page.getByTestId('settlement-line').count()) > 0, 'the settlement is itemised')
  const rows = page.getByTestId('sheet-row')
  const last = numbers(await rows.last().getAttribute('data-points'))
  assert.deepEqual(last, scores, 'the score sheet row holds the game scores')
  return scores
}

/** Checks the score sheet's totals against its rows. */
const checkSheet = async (page) => {
  const rows = await page.getByTestId('sheet-row').evaluateAll((els) => els.map((e) => e.dataset.points))
  const totals = numbers(await page.getByTestId('sheet-totals').getAttribute('data-totals'))
  assert.equal(sum(totals), 0, `totals sum to zero: ${totals}`)
  const fromRows = [0, 1, 2, 3].map((i) => sum(rows.map((r) => numbers(r)[i] ?? 0)))
  assert.deepEqual(totals, fromRows, 'the totals are the sums of the rows')
  return totals
}

/** The whole Partie: 8 games by clicking. */
const playPartie = async (page, stats) => {
  let games = 0
  while (games < GAMES) {
    const gameNumber = games + 1
    const ended = await playGame(page, stats, (offered) => {
      if (offered.includes('declare-armut')) return 'declare-armut'
      if (gameNumber === 4) return offered.find((id) => id.startsWith('declare-solo-')) ?? 'declare-healthy'
      return 'declare-healthy'
    })
    if (ended === 'settlement') {
      await checkSettlement(page)
      if (stats.announcedThisGame === 're' || stats.announcedThisGame === 'kontra') {
        const line = page.locator(`[data-testid="settlement-line"][data-code="${stats.announcedThisGame}Announced"]`)
        assert.equal(await line.count(), 1, `the settlement lists the ${stats.announcedThisGame} announcement`)
      }
      stats.announcedThisGame = null
      games++
    } else {
      stats.redeals++
    }
    await checkSheet(page)
    assert.equal(Number(await page.getByTestId('score-sheet').getAttribute('data-games-played')), games)
    if (games < GAMES) {
      await page.getByTestId('next-game').click()
      await waitForHand(page, 12)
    }
  }
  assert.ok((await page.getByTestId('new-partie').count()) === 1, 'after 8 games the Partie is over')
  return checkSheet(page)
}

/** The rules switch: another rule set, a new Partie, stored across a reload. */
const checkRulesSwitch = async (page) => {
  const button = page.getByTestId('rules-button')
  assert.equal(await button.getAttribute('data-rules'), 'standard', 'the standard rules at first')
  assert.equal(await page.getByTestId('rule-secondDulleBeats').getAttribute('data-value'), 'nein')
  const seedBefore = await page.getByTestId('game-info').getAttribute('data-seed')
  await button.click()
  await page.waitForSelector('[data-testid="rules-button"][data-rules="variants"]')
  assert.equal(await page.getByTestId('game-info').getAttribute('data-rules-name'), 'pagat-varianten')
  assert.equal(await page.getByTestId('rule-secondDulleBeats').getAttribute('data-value'), 'ja, außer im letzten Stich')
  assert.equal(await page.getByTestId('rule-soloLeader').getAttribute('data-value'), 'der Solist')
  assert.equal(await page.getByTestId('rule-karlchenCaught').getAttribute('data-value'), 'nein')
  assert.equal(await page.getByTestId('sheet-row').count(), 0, 'a new Partie: empty score sheet')
  assert.equal(await page.getByTestId('game-info').getAttribute('data-game-number'), '1')
  assert.notEqual(await page.getByTestId('game-info').getAttribute('data-seed'), seedBefore, 'new hands')
  assert.equal(await page.evaluate(() => localStorage.getItem('doppelkopf-web/rules')), 'variants')
  await page.reload()
  await waitForHand(page, 12)
  assert.equal(await page.getByTestId('rules-button').getAttribute('data-rules'), 'variants', 'the choice survives a reload')
  assert.equal(await page.getByTestId('game-info').getAttribute('data-rules-name'), 'pagat-varianten')
}

/** The daily game deals the same hand twice; "Neues Spiel" deals another. */
const checkDailyAndNew = async (page) => {
  await page.getByTestId('daily-game').click()
  await page.waitForSelector('[data-testid="game-info"]:has-text("Tagesspiel")')
  await waitForHand(page, 12)
  const first = await handLabels(page)
  const daySeed = await page.getByTestId('game-info').getAttribute('data-seed')
  assert.match(daySeed ?? '', /^doppelkopf-daily-\d{4}-\d{2}-\d{2}$/)
  await page.getByTestId('new-game').click()
  await page.waitForFunction((s) => document.querySelector('[data-testid="game-info"]')?.getAttribute('data-seed') !== s, daySeed)
  await waitForHand(page, 12)
  const other = await handLabels(page)
  await page.getByTestId('daily-game').click()
  await page.waitForFunction((s) => document.querySelector('[data-testid="game-info"]')?.getAttribute('data-seed') === s, daySeed)
  await waitForHand(page, 12)
  assert.deepEqual(await handLabels(page), first, 'the daily game deals the same hand again')
  assert.notDeepEqual(other, first, '"Neues Spiel" deals other cards')
  for (const label of first) assert.match(label ?? '', /^(Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun)$/)
}

const main = async () => {
  const started = Date.now()
  if (!existsSync(executablePath)) {
    // `npm test` works on a machine without a browser: the test is skipped, loudly. CI sets
    // E2E_REQUIRED=1 (.ci/run installs Debian's chromium), so there a missing browser fails.
    const why = `Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`
    if (process.env.E2E_REQUIRED === '1') throw new Error(why)
    console.warn(`e2e web: SKIPPED: ${why}`)
    return
  }
  const server = await startServer({ port: 0, quiet: true })
  let browser
  let page
  const problems = []
  try {
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    })
    const context = await browser.newContext()
    // Only the local server: any other request would be an external resource.
    await context.route(
      (url) => !url.href.startsWith(server.url),
      (route) => {
        problems.push(`external request: ${route.request().url()}`)
        return route.abort()
      }
    )
    page = await context.newPage()
    page.setDefaultTimeout(10_000)
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`)
    })
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`))

    await page.goto(`${server.url}?seed=${SEED}`)
    await waitForHand(page, 12)
    const stats = { declared: [], announcements: 0, announced: null, announcedThisGame: null, armutAnswers: 0, armutExchanges: 0, cardsPlayed: 0, redeals: 0, unplayableChecked: false }
    const totals = await playPartie(page, stats)
    assert.ok(stats.announcements > 0, 'an announcement was clicked in some game')
    assert.ok(stats.unplayableChecked, 'an unplayable card was seen and checked')
    assert.ok(stats.declared.some((d) => d.startsWith('declare-solo-')), 'a solo was declared')
    await checkRulesSwitch(page)
    await checkDailyAndNew(page)
    assert.deepEqual(problems, [], 'no console errors, page errors or external requests')
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `e2e web: ok in ${seconds} s — ${GAMES} games (${stats.redeals} redeals), ${stats.cardsPlayed} cards clicked, ` +
        `declared ${[...new Set(stats.declared)].join('/')}, announced ${stats.announced}, ` +
        `Armut exchanges ${stats.armutExchanges}, answers ${stats.armutAnswers}, totals ${totals.join(' ')}; ` +
        'rules switch, reload, daily game, new game checked'
    )
  } catch (err) {
    if (page !== undefined) {
      const shot = join(tmpdir(), `doppelkopf-e2e-${Date.now()}.png`)
      await page.screenshot({ path: shot, fullPage: true }).then(
        () => console.error(`screenshot: ${shot}`),
        () => undefined
      )
    }
    if (problems.length > 0) console.error(problems.join('\n'))
    throw err
  } finally {
    await browser?.close()
    await server.close()
  }
}

main().catch((err) => {
  console.error(`e2e web: FAILED\n${err instanceof Error ? (err.stack ?? err.message) : err}`)
  process.exit(1)
})
