/**
 * End-to-end test of the example page (examples/web) in headless Chromium, at 1280 px and at
 * 360 px, by clicking and by keyboard only.
 *
 * It serves the page (startServer from examples/web/serve.mjs, which builds what is missing),
 * opens it with a fixed seed (bots without delay), and plays the whole Partie of 8 games at
 * 1280 px: the reservation buttons (healthy, a solo in one game, Armut whenever it is offered),
 * the Armut card selection and answers, an announcement, always a highlighted card. After each
 * game it checks the settlement and the score sheet (scores sum to zero, 12 tricks, 240 card
 * points) and the chart of the running totals. It checks that unplayable cards cannot be
 * clicked, that the trick marks its leader and the card winning it so far, that the last trick
 * is one tap away, that the rules switch changes the rule set, starts a new Partie and survives
 * a reload, that the daily game ("Täglich") deals the same hand twice, that "Neues Spiel" deals
 * anew, the German words from the library ("Kreuz-Dame, spielbar", "Du bist am Zug", "Stich an",
 * "gewonnen", "von dir", "Augen: Re 151 (8 Stiche), ...", "Summen", "Du spielst aus"), the
 * question "Gesund oder Vorbehalt?" asked once, the daily date in German words ("4. Dezember
 * 2026", in a time zone west of UTC, where a time-zone shift would show the day before), the
 * final standing after the eighth game (ranked by the library's rule: equal totals share a rank,
 * the next one skips), and that nothing overflows its container or the page. In game 1 it presses
 * "Tipp" by keyboard at a card prompt (the button is busy while the worker computes; the ranked
 * list's first entry is a playable card, marked in the hand; at the next prompt the old answer is
 * gone) and opens the "Rückblick" after the game (a row per decision, the costliest marked, the
 * total); after the rules switch it chooses the opponents' level (at once before anyone acted,
 * from the next game during one) and checks that it survives a reload and is in the record.
 *
 * At 390 x 844 px the reservation buttons and the whole hand fit the screen together. At 360 px
 * it checks that the hand reads at full strength in the reservation round, plays a trick by
 * keyboard only (Tab, Space, Enter; the arrow keys, Home and End move between the playable
 * cards, and a second card is played by Space), the rest of a game by clicking, reloads mid-game
 * and finds the same position, answers the question before a running Partie is thrown away
 * ("Weiterspielen" and Escape keep it, "Verwerfen" discards it), and starts afresh from a
 * damaged store; at 390 x 844 it asks for a Tipp (web-390-tipp.png). Both widths write a
 * screenshot to examples/web/screenshots/ (the README's).
 * Every wait is for a condition on the page; the page logs no console or page errors.
 *
 * Usage: node test/e2e/web.mjs   (npm run test:e2e; Chromium at /usr/bin/chromium or $CHROMIUM_PATH;
 * without it the test is skipped with a warning, unless E2E_REQUIRED=1, as in CI)
 * Exits non-zero on failure, with a screenshot in the temp folder.
 */
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkFinalStanding, chooseArmutCards, germanDay, haveChromium, launchChromium, reportFailure, sum } from './browser.mjs'
import { startServer } from '../../examples/web/serve.mjs'

const SEED = 'e2e-partie-77'
const PHONE_SEED = 'e2e-phone-5'
const GAMES = 8
/** Where the README's screenshots are written. */
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples', 'web', 'screenshots')

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

/** A card's accessible name: its German name, then what it can do now. */
const CARD_LABEL = /^(Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun)(, .+)?$/


/** Numbers from a comma-separated data attribute. */
const numbers = (text) => (text === null || text === '' ? [] : text.split(',').map(Number))

/** The accessible names of the hand's cards, in the order shown. */
const handLabels = (page) => page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))

/** The hand's cards (ids), in the order shown. */
const handCards = (page) => page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.dataset.card))

/** Waits until the page shows a hand of `n` cards. */
const waitForHand = (page, n) =>
  page.waitForFunction((count) => document.querySelectorAll('[data-testid="hand-card"]').length === count, n)

/** Waits until the person is to play a card (the bots then wait, so the page stands still). */
const waitForMyCard = (page) => page.waitForSelector('[data-testid="hand-card"][data-playable="true"]', { state: 'attached' })

/** A data attribute of the game-info line. */
const info = (page, name) => page.getByTestId('game-info').getAttribute(`data-${name}`)

/**
 * What must hold for the layout, checked in the page: the body does not scroll sideways, no
 * element leaves the page or its container horizontally (the score sheet may scroll inside its
 * own region, which must then be a visible, focusable scroll container inside the page), and no
 * block overflows its own box. Returns the problems, and whether the sheet fits or scrolls.
 */
const layoutProblems = (page) =>
  page.evaluate(() => {
    const problems = []
    const doc = document.documentElement
    const width = doc.clientWidth
    if (doc.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${doc.scrollWidth} px > ${width} px`)
    const name = (el) => {
      const id = el.getAttribute('data-testid')
      const cls = typeof el.className === 'string' ? el.className : el.getAttribute('class')
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`
    }
    const sheet = document.querySelector('[data-testid="sheet-scroll"]')
    let sheetFits = true
    if (sheet !== null) {
      sheetFits = sheet.scrollWidth <= sheet.clientWidth + 1
      const style = getComputedStyle(sheet)
      if (!sheetFits && !['auto', 'scroll'].includes(style.overflowX)) problems.push('the score sheet is too wide and does not scroll')
      if (!sheetFits && sheet.getAttribute('tabindex') !== '0') problems.push('the scrolling score sheet cannot be reached by keyboard')
    }
    for (const el of document.querySelectorAll('#app *')) {
      // SVG internals are drawn in their svg's box; the sheet's cells may scroll inside it.
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue
      if (sheet !== null && sheet !== el && sheet.contains(el)) continue
      if (el.closest('.visually-hidden') !== null) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      if (r.left < -1 || r.right > width + 1) problems.push(`${name(el)} leaves the page: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`)
      const parent = el.parentElement
      if (parent !== null && parent.id !== 'app') {
        const p = parent.getBoundingClientRect()
        if (r.left < p.left - 1 || r.right > p.right + 1) problems.push(`${name(el)} sticks out of ${name(parent)}: ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(p.left)}..${Math.round(p.right)}`)
      }
      if (el instanceof HTMLElement && getComputedStyle(el).overflowX === 'visible' && getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        problems.push(`${name(el)} overflows its own box: ${el.scrollWidth} > ${el.clientWidth}`)
      }
    }
    return { problems: [...new Set(problems)].slice(0, 12), sheetFits }
  })

/** Checks the layout (see layoutProblems); returns whether the sheet fits. */
const checkLayout = async (page, where, stats) => {
  const { problems, sheetFits } = await layoutProblems(page)
  assert.deepEqual(problems, [], `layout at ${where}`)
  stats.layoutChecks++
  return sheetFits
}

/** Checks the layout at the phone widths 320 and 390 px, then goes back to 360 px. */
const checkPhoneWidths = async (page, where, stats) => {
  for (const width of [320, 390, 360]) {
    await page.setViewportSize({ width, height: 740 })
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, width)
    await checkLayout(page, `${width} px, ${where}`, stats)
  }
}

/**
 * Clicks a button that starts another Partie. When the page says the Partie is running, the
 * question must come up and is answered with "Verwerfen"; otherwise no question may come up.
 */
const clickDiscarding = async (page, testId) => {
  const running = (await info(page, 'running')) === 'true'
  await page.getByTestId(testId).click()
  if (running) {
    await page.getByTestId('confirm-dialog').waitFor()
    await page.getByTestId('confirm-discard').click()
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' })
  } else {
    assert.equal(await page.getByTestId('confirm-dialog').count(), 0, `${testId} asked although no Partie was running`)
  }
}


/** Checks, once, that a card the person may not play is disabled and that clicking it changes nothing. */
const checkUnplayable = async (page, stats) => {
  const unplayable = page.locator('[data-testid="hand-card"][data-playable="false"]')
  if (stats.unplayableChecked || (await unplayable.count()) === 0) return
  const card = unplayable.first()
  assert.ok(await card.isDisabled(), 'an unplayable card is not disabled')
  assert.match((await card.getAttribute('aria-label')) ?? '', /, nicht spielbar$/, 'an unplayable card says so')
  assert.match((await page.locator('[data-testid="hand-card"][data-playable="true"]').first().getAttribute('aria-label')) ?? '', /, spielbar$/)
  const before = await handLabels(page)
  await card.click({ force: true, timeout: 1000 }).catch(() => undefined) // a disabled card ignores the click
  await page.waitForTimeout(50)
  assert.deepEqual(await handLabels(page), before, 'clicking an unplayable card changed the hand')
  stats.unplayableChecked = true
}

/** Checks, once, that a trick of two or more cards marks its leader and exactly one winning card, and that the last trick is one tap away. */
const checkTrickMarks = async (page, stats) => {
  const trick = page.getByTestId('trick')
  if (stats.trickMarksChecked || (await trick.count()) === 0 || Number(await trick.getAttribute('data-cards')) < 2) return
  assert.equal(await trick.locator('[data-leader="true"]').count(), 1, 'the trick marks its leader')
  assert.equal(await trick.locator('[data-winning="true"]').count(), 1, 'the trick marks the card winning it so far')
  assert.match((await trick.locator('[data-winning="true"] [role="img"]').getAttribute('aria-label')) ?? '', /, sticht bisher$/)
  if (Number(await page.getByTestId('table').getAttribute('data-tricks')) > 0) {
    const shown = await trick.locator('[role="img"]').evaluateAll((els) => els.map((e) => e.dataset.card))
    await page.getByTestId('last-trick-toggle').click() // one tap: the last trick instead of this one
    const last = page.getByTestId('last-trick')
    await last.waitFor()
    assert.equal(await last.locator('[role="img"]').count(), 4, 'the last trick shows four cards')
    assert.equal(await last.locator('[data-winning="true"]').count(), 1, 'the last trick marks its winner')
    assert.match((await page.getByTestId('trick-caption').textContent()) ?? '', /^Letzter Stich: Stich an (dich|Anna|Ben|Carla) \(\d+ Augen?\)$/)
    await page.getByTestId('last-trick-toggle').click() // and back
    await trick.waitFor()
    assert.deepEqual(await trick.locator('[role="img"]').evaluateAll((els) => els.map((e) => e.dataset.card)), shown, 'back to the trick being played')
    stats.lastTrickChecked = true
  }
  stats.trickMarksChecked = true
}

/** Notes the German words the page shows now. */
const noteWords = async (page, stats) => {
  stats.contracts.add((await page.getByTestId('contract').textContent()) ?? '')
  stats.statuses.add((await page.getByTestId('status').textContent()) ?? '')
  const caption = page.getByTestId('trick-caption')
  if ((await caption.count()) > 0) stats.captions.add((await caption.textContent()) ?? '')
  for (const label of await handLabels(page)) stats.cardLabels.add(label)
}

/** The question of the reservation round, "Gesund oder Vorbehalt?", is on the page once (the status line), not again above the buttons. */
const checkPromptOnce = async (page, stats) => {
  const text = await page.locator('#app').innerText()
  assert.equal(text.split('Gesund oder Vorbehalt?').length - 1, 1, `"Gesund oder Vorbehalt?" is shown once:\n${text}`)
  assert.match((await page.getByTestId('status').textContent()) ?? '', /^Du bist am Zug: Gesund oder Vorbehalt\?$/)
  stats.promptChecks++
}

/**
 * Plays the running game to its end by clicking; returns how it ended. `declare` picks the
 * reservation button's test id from those offered.
 */
const playGame = async (page, stats, declare, onCard = async () => undefined) => {
  for (let step = 0; step < 200; step++) {
    await page.waitForSelector(ACTIONABLE, { state: 'attached' })
    if ((await page.getByTestId('settlement').count()) > 0) return 'settlement'
    if ((await page.getByTestId('redeal').count()) > 0) return 'redeal'
    if ((await page.getByTestId('reservation-buttons').count()) > 0) {
      const offered = await page.locator('[data-testid="reservation-buttons"] button').evaluateAll((els) => els.map((e) => e.dataset.testid))
      assert.ok(offered.includes('declare-healthy'), `no Gesund button: ${offered}`)
      assert.equal(await page.getByTestId('declare-healthy').textContent(), 'Gesund')
      await checkPromptOnce(page, stats)
      await noteWords(page, stats)
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
    await noteWords(page, stats)
    await checkUnplayable(page, stats)
    await checkTrickMarks(page, stats)
    await onCard()
    const playable = page.locator('[data-testid="hand-card"][data-playable="true"]')
    const handSize = await page.locator('[data-testid="hand-card"]').count()
    await playable.first().click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hand-card"]').length === n - 1, handSize)
    stats.cardsPlayed++
  }
  throw new Error('the game did not end within 200 steps')
}

/** How long the worker may take for a hint or a review on a loaded machine: a bound for waiting, not a timing that is asserted. */
const WORKER_TIMEOUT = 180_000

/**
 * Presses "Tipp" by keyboard at the person's card prompt and waits for the ranked advice: the
 * button shows its busy state first (seen by a MutationObserver, so however fast the worker
 * answers), the list is ranked best first, its first entry is one of the cards the hand shows
 * as playable, and every entry has the library's expected points ("+1,50 ± 0,25") and a reason.
 * Returns the best card.
 */
const checkHint = async (page, stats) => {
  // Before the first Tipp the bots have moved, each decision in the page's worker: it runs
  // already (the Tipp's own worker starts on its first use).
  if (stats.hints === 0 && stats.botWorker !== true) {
    assert.ok(page.workers().length >= 1, 'the bots decide in a worker, not on the page\'s thread')
    stats.botWorker = true
  }
  await page.evaluate(() => {
    window.__hintBusySeen = false
    const seen = () => {
      if (document.querySelector('[data-testid="hint-button"][data-busy="true"][aria-busy="true"]') !== null) window.__hintBusySeen = true
    }
    new MutationObserver(seen).observe(document.getElementById('app'), { subtree: true, childList: true, attributes: true })
  })
  const button = page.getByTestId('hint-button')
  assert.equal(await button.textContent(), 'Tipp')
  await button.focus()
  await page.keyboard.press('Enter')
  await page.getByTestId('hint-panel').waitFor({ timeout: WORKER_TIMEOUT })
  assert.ok(await page.evaluate(() => window.__hintBusySeen), 'the Tipp button showed its busy state while the worker computed')
  assert.equal(await button.getAttribute('data-busy'), 'false')
  assert.equal(await button.getAttribute('aria-expanded'), 'true')
  const rows = await page.locator('[data-testid="hint-best"], [data-testid="hint-row"]').evaluateAll((els) =>
    els.map((e) => ({ card: e.dataset.card, action: e.dataset.action, expected: Number(e.dataset.expected), text: e.textContent }))
  )
  assert.ok(rows.length >= 1, 'the advice lists the actions')
  const playable = await page.locator('[data-testid="hand-card"][data-playable="true"]').evaluateAll((els) => els.map((e) => e.dataset.card))
  const best = rows[0]
  assert.equal(best.action, 'play', `the best action at a card prompt is a card: ${JSON.stringify(best)}`)
  assert.ok(playable.includes(best.card), `the best card ${best.card} is one of the playable cards ${playable}`)
  for (const [i, r] of rows.entries()) {
    assert.match(r.text ?? '', /^\S.* [+−]\d+,\d\d ± \d+,\d\d \S.*$/, `a hint row in the library's words: ${r.text}`)
    if (i > 0) assert.ok(rows[i - 1].expected >= r.expected, `ranked best first: ${JSON.stringify(rows)}`)
    if (r.action === 'play') assert.ok(playable.includes(r.card), `a listed card is playable: ${r.card}`)
  }
  assert.match((await page.getByTestId('hint-panel').locator('.hint-head').textContent()) ?? '', /^Tipp \(erwartete Punkte über \d+ Verteilungen? der verdeckten Karten\):$/)
  // The hand marks the best card, for the eye and for a screen reader.
  const advised = await page.locator('[data-testid="hand-card"][data-advised="true"]').evaluateAll((els) => els.map((e) => [e.dataset.card, e.getAttribute('aria-label')]))
  assert.equal(advised.length, 1, 'one card of the hand is marked as the Tipp')
  assert.equal(advised[0][0], best.card)
  assert.match(advised[0][1] ?? '', /, spielbar, Tipp$/)
  stats.hints++
  return best.card
}

/**
 * After a settled game: presses "Rückblick" and waits for the review of the person's decisions:
 * one row per decision (where, the chosen action's and the best action's expected points), the
 * costliest marked, and the total.
 */
const checkReview = async (page, stats) => {
  const button = page.getByTestId('review-button')
  assert.equal(await button.textContent(), 'Rückblick')
  await button.click()
  const panel = page.getByTestId('review-panel')
  await panel.waitFor({ timeout: WORKER_TIMEOUT })
  const decisions = Number(await panel.getAttribute('data-decisions'))
  const marked = Number(await panel.getAttribute('data-marked'))
  const rows = await page.getByTestId('review-row').evaluateAll((els) => els.map((e) => ({ marked: e.dataset.marked, loss: Number(e.dataset.loss), text: e.textContent })))
  assert.ok(decisions >= 1, 'the person had decisions in the game')
  assert.equal(rows.length, decisions, 'a row per decision')
  assert.equal(rows.filter((r) => r.marked === 'true').length, marked, 'the marked rows')
  for (const r of rows) {
    assert.match(r.text ?? '', /^(teuer )?(Vorbehalt|Armut|(Stich \d+, )?(Karte|Ansage|Klärungsstich|Genscher|Armut)): .+ [+−]?\d+,\d\d(: gut|; besser .+ [+−]?\d+,\d\d: kostet \d+,\d\d Punkte)$/, `a review row: ${r.text}`)
    assert.equal(r.marked === 'true', r.text?.startsWith('teuer ') === true, 'a marked row says "teuer"')
  }
  // The costliest decisions are the marked ones: no unmarked decision lost more than a marked one.
  const least = Math.min(...rows.filter((r) => r.marked === 'true').map((r) => r.loss))
  assert.ok(rows.every((r) => r.marked === 'true' || r.loss <= least), `the costliest are marked: ${JSON.stringify(rows)}`)
  const total = page.getByTestId('review-total')
  const sumLoss = rows.reduce((a, r) => a + r.loss, 0)
  assert.ok(Math.abs(Number(await total.getAttribute('data-total-loss')) - sumLoss) < 1e-6, 'the total is the sum of the losses')
  assert.match((await total.textContent()) ?? '', new RegExp(`^Zusammen \\d+,\\d\\d Punkte im Schnitt verschenkt, in ${decisions} Entscheidungen?; im Spiel: [+−]?\\d+\\.$`))
  // A second press closes it (the answer is kept), a third opens it again.
  await button.click()
  await panel.waitFor({ state: 'detached' })
  await button.click()
  await panel.waitFor()
  stats.reviews++
  stats.reviewDecisions = decisions
}

/**
 * The opponents' level: the default is today's bot (casual); a level chosen before anyone acted
 * applies to the game at once, one chosen during a game from the next game on; both, and the
 * level of the game in its record, survive a reload.
 */
const checkLevel = async (page) => {
  const select = page.getByTestId('level-select')
  const options = await select.locator('option').evaluateAll((els) => els.map((e) => [e.value, e.textContent]))
  assert.deepEqual(options, [['beginner', 'Anfänger'], ['casual', 'Gelegenheitsspieler'], ['strong', 'Stark'], ['expert', 'Experte']])
  assert.equal(await select.inputValue(), 'casual', 'the default level is the page\'s former bot')
  assert.equal(await info(page, 'steps'), '0', 'nobody has acted yet')
  await select.selectOption('expert')
  await page.waitForSelector('[data-testid="game-info"][data-level="expert"][data-game-level="expert"]')
  assert.equal(await page.evaluate(() => localStorage.getItem('doppelkopf-web/level')), 'expert')
  assert.doesNotMatch((await page.getByTestId('game-info').textContent()) ?? '', /Gegner/, 'the game is played at the level the menu shows')
  // During the game: from the next game on.
  await page.getByTestId('declare-healthy').click()
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="game-info"]')?.dataset.steps) > 0)
  await page.getByTestId('level-select').selectOption('beginner')
  await page.waitForSelector('[data-testid="game-info"][data-level="beginner"][data-game-level="expert"]')
  assert.match((await page.getByTestId('game-info').textContent()) ?? '', / · Gegner: Experte \(Anfänger ab dem nächsten Spiel\)( · Fortgesetzt)?$/)
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('doppelkopf-web/partie'))?.[1] ?? '')
  assert.deepEqual(JSON.parse(stored).record.games.at(-1).bots, [null, 'expert', 'expert', 'expert'], 'the game record names the bots\' level')
  await page.reload()
  await page.waitForSelector('[data-testid="game-info"][data-resumed="true"]')
  assert.equal(await page.getByTestId('level-select').inputValue(), 'beginner', 'the level survives a reload')
  assert.equal(await info(page, 'game-level'), 'expert', 'the running game keeps its bots after a reload')
}

/** Checks the settlement shown after a game and the score sheet's last row. */
const checkSettlement = async (page) => {
  const scores = await page.locator('[data-testid="settlement-score"]').evaluateAll((els) => els.map((e) => Number(e.dataset.score)))
  assert.equal(scores.length, 4, 'four scores')
  assert.equal(sum(scores), 0, `scores sum to zero: ${scores}`)
  const points = page.getByTestId('card-points')
  assert.equal(Number(await points.getAttribute('data-re')) + Number(await points.getAttribute('data-kontra')), 240, '240 card points')
  assert.equal(Number(await points.getAttribute('data-tricks-re')) + Number(await points.getAttribute('data-tricks-kontra')), 12, '12 tricks')
  // The terminal's words (doppelkopf/i18n): "Augen: Re 151 (8 Stiche), Kontra 89 (4 Stiche)".
  assert.match((await points.textContent()) ?? '', /^Augen: Re \d+ \((\d+ Stiche|1 Stich)\), Kontra \d+ \((\d+ Stiche|1 Stich)\)$/)
  assert.match((await page.getByTestId('game-value').textContent()) ?? '', /^Wert für Re [+−]?\d+/)
  assert.ok((await page.getByTestId('settlement-line').count()) > 0, 'the settlement is itemised')
  // The library's German words: the winner, and the line for the won game.
  const winner = await page.getByTestId('settlement').getAttribute('data-winner')
  const headline = (await page.locator('[data-testid="settlement"] h2').textContent()) ?? ''
  if (winner !== 'none') {
    assert.match(headline, /: (Re|Kontra) gewinnt$/)
    assert.equal(await page.locator('[data-testid="settlement-line"][data-code="won"] td').first().textContent(), 'gewonnen')
  }
  const rows = page.getByTestId('sheet-row')
  const last = numbers(await rows.last().getAttribute('data-points'))
  assert.deepEqual(last, scores, 'the score sheet row holds the game scores')
  return scores
}

/** Checks the score sheet's totals against its rows, and the chart of the running totals against both. */
const checkSheet = async (page) => {
  assert.equal(await page.locator('[data-testid="sheet-totals"] th').textContent(), 'Summen', 'the totals as the terminal names them')
  const rows = await page.getByTestId('sheet-row').evaluateAll((els) => els.map((e) => ({ kind: e.dataset.kind, points: e.dataset.points })))
  const totals = numbers(await page.getByTestId('sheet-totals').getAttribute('data-totals'))
  assert.equal(sum(totals), 0, `totals sum to zero: ${totals}`)
  const fromRows = [0, 1, 2, 3].map((i) => sum(rows.map((r) => numbers(r.points)[i] ?? 0)))
  assert.deepEqual(totals, fromRows, 'the totals are the sums of the rows')
  const charts = await page.getByTestId('chart-player').evaluateAll((els) => els.map((e) => e.dataset.points))
  assert.equal(charts.length, 4, 'a chart per player')
  const games = rows.filter((r) => r.kind !== 'redeal').length
  charts.forEach((points, i) => {
    const line = numbers(points)
    assert.equal(line.length, games + 1, 'one point before the first game and one after each game')
    assert.equal(line.at(-1), totals[i], `the chart of player ${i} ends at the total`)
  })
  return totals
}

/** The seats' names on the offline page. */
const SEAT_NAMES = ['Du', 'Anna', 'Ben', 'Carla']

/** The whole Partie: 8 games by clicking. */
const playPartie = async (page, stats) => {
  let games = 0
  while (games < GAMES) {
    const gameNumber = games + 1
    let midTrickChecked = false
    let hinted = false
    const ended = await playGame(
      page,
      stats,
      (offered) => {
        if (offered.includes('declare-armut')) return 'declare-armut'
        if (gameNumber === 4) return offered.find((id) => id.startsWith('declare-solo-')) ?? 'declare-healthy'
        return 'declare-healthy'
      },
      async () => {
        // Once per game, mid-trick: nothing overflows.
        if (!midTrickChecked && Number(await page.getByTestId('trick').getAttribute('data-cards')) > 0) {
          await checkLayout(page, `1280 px, game ${gameNumber}, mid-trick`, stats)
          midTrickChecked = true
        }
        // Game 1: "Tipp" at a card prompt; at the next prompt the answer for the old position is gone.
        if (gameNumber === 1 && stats.hints === 0 && Number(await page.getByTestId('table').getAttribute('data-tricks')) >= 1) {
          await checkHint(page, stats)
          await checkLayout(page, '1280 px, the Tipp', stats)
          hinted = true
        } else if (hinted) {
          assert.equal(await page.getByTestId('hint-panel').count(), 0, 'the advice of a position the game has left is not shown')
          assert.equal(await page.getByTestId('hint-button').getAttribute('aria-expanded'), null)
          assert.equal(await page.locator('[data-testid="hand-card"][data-advised="true"]').count(), 0, 'no card is marked as the Tipp of an old position')
          hinted = false
          stats.staleChecked = true
        }
      }
    )
    if (ended === 'settlement') {
      await checkSettlement(page)
      if (stats.announcedThisGame === 're' || stats.announcedThisGame === 'kontra') {
        const line = page.locator(`[data-testid="settlement-line"][data-code="${stats.announcedThisGame}Announced"]`)
        assert.equal(await line.count(), 1, `the settlement lists the ${stats.announcedThisGame} announcement`)
      }
      stats.announcedThisGame = null
      games++
      if (games === 1) {
        await checkReview(page, stats)
        await checkLayout(page, '1280 px, the Rückblick', stats)
      }
      if (games === 3) {
        await checkLayout(page, '1280 px, a settlement', stats)
        await page.screenshot({ path: join(SCREENSHOTS, 'web-1280.png'), fullPage: true })
      }
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
  await checkLayout(page, '1280 px, the end of the Partie', stats)
  const totals = await checkSheet(page)
  await checkFinalStanding(page, totals, SEAT_NAMES)
  return totals
}

/** The rules switch: another rule set, a new Partie, stored across a reload. */
const checkRulesSwitch = async (page) => {
  const button = page.getByTestId('rules-button')
  assert.equal(await button.getAttribute('data-rules'), 'standard', 'the standard rules at first')
  assert.equal(await page.getByTestId('rule-secondDulleBeats').getAttribute('data-value'), 'nein')
  const seedBefore = await info(page, 'seed')
  await clickDiscarding(page, 'rules-button')
  await page.waitForSelector('[data-testid="rules-button"][data-rules="variants"]')
  assert.equal(await info(page, 'rules-name'), 'pagat-varianten')
  assert.equal(await page.getByTestId('rule-secondDulleBeats').getAttribute('data-value'), 'ja, außer im letzten Stich')
  assert.equal(await page.getByTestId('rule-soloLeader').getAttribute('data-value'), 'der Solist')
  assert.equal(await page.getByTestId('rule-karlchenCaught').getAttribute('data-value'), 'nein')
  assert.equal(await page.getByTestId('sheet-row').count(), 0, 'a new Partie: empty score sheet')
  assert.equal(await info(page, 'game-number'), '1')
  assert.notEqual(await info(page, 'seed'), seedBefore, 'new hands')
  assert.equal(await page.evaluate(() => localStorage.getItem('doppelkopf-web/rules')), 'variants')
  await page.reload()
  await waitForHand(page, 12)
  assert.equal(await page.getByTestId('rules-button').getAttribute('data-rules'), 'variants', 'the choice survives a reload')
  assert.equal(await info(page, 'rules-name'), 'pagat-varianten')
  await checkLevel(page)
}

/** The daily game ("Täglich") deals the same hand twice; "Neues Spiel" deals another. */
const checkDailyAndNew = async (page) => {
  assert.equal(await page.getByTestId('daily-game').textContent(), 'Täglich')
  await clickDiscarding(page, 'daily-game')
  await page.waitForSelector('[data-testid="game-info"]:has-text("Übungspartie des Tages")')
  await waitForHand(page, 12)
  const first = await handCards(page)
  const labels = await handLabels(page)
  const daySeed = await info(page, 'seed')
  assert.match(daySeed ?? '', /^doppelkopf-daily-\d{4}-\d{2}-\d{2}$/)
  // The day in German words, the date's own day (this page runs west of UTC, where a shift would show the day before).
  const day = await info(page, 'daily')
  assert.equal(daySeed, `doppelkopf-daily-${day}`)
  assert.match((await page.getByTestId('game-info').textContent()) ?? '', new RegExp(` · Übungspartie des Tages vom ${germanDay(day)}$`))
  assert.doesNotMatch((await page.getByTestId('game-info').textContent()) ?? '', /\d{4}-\d{2}-\d{2}/, 'no ISO date on the page')
  await clickDiscarding(page, 'new-game')
  await page.waitForFunction((s) => document.querySelector('[data-testid="game-info"]')?.getAttribute('data-seed') !== s, daySeed)
  await waitForHand(page, 12)
  const other = await handCards(page)
  await clickDiscarding(page, 'daily-game')
  await page.waitForFunction((s) => document.querySelector('[data-testid="game-info"]')?.getAttribute('data-seed') === s, daySeed)
  await waitForHand(page, 12)
  assert.deepEqual(await handCards(page), first, 'the daily game deals the same hand again')
  assert.notDeepEqual(other, first, '"Neues Spiel" deals other cards')
  for (const label of labels) assert.match(label ?? '', CARD_LABEL)
}

/** The German words seen over the Partie, from the library's locale. */
const checkWords = (stats) => {
  const labels = [...stats.cardLabels]
  for (const label of labels) assert.match(label, CARD_LABEL)
  assert.ok(labels.some((l) => l.startsWith('Kreuz-Dame')), 'a card is named "Kreuz-Dame"')
  assert.ok(labels.some((l) => /^Kreuz-Dame, spielbar$|, spielbar$/.test(l)), 'a card is "…, spielbar"')
  const contracts = [...stats.contracts]
  assert.ok(contracts.includes('Vorbehalte') && contracts.includes('Normalspiel'), `contracts: ${contracts}`)
  assert.ok(contracts.some((c) => / von dir\b|^Deine /.test(c)), `a game of the person's is "… von dir" or "Deine …": ${contracts}`)
  assert.ok(!contracts.some((c) => /von Du\b|undefined|Spieler \d/.test(c)), `no seat is named wrongly: ${contracts}`)
  const statuses = [...stats.statuses]
  assert.ok(statuses.some((s) => s.startsWith('Du bist am Zug: ')), `statuses: ${statuses}`)
  // Who leads, in the library's words: "Du spielst aus", "Anna spielt aus".
  const captions = [...stats.captions]
  assert.ok(captions.some((c) => /^(Du spielst|(Anna|Ben|Carla) spielt) aus$/.test(c)), `captions: ${captions}`)
  assert.ok(!captions.some((c) => /^Du spielt\b/.test(c)), `no "Du spielt aus": ${captions}`)
}

/** The phone: readable hand, one trick by keyboard, a game, a reload mid-game, the question before discarding, a damaged store. */
const phone = async (page, url, stats) => {
  const key = `doppelkopf-web/partie?seed=${PHONE_SEED}`
  await page.goto(`${url}?seed=${PHONE_SEED}`)
  await waitForHand(page, 12)
  await page.getByTestId('reservation-buttons').waitFor()
  // The reservation round: the hand reads at full strength, the cards are big enough.
  const cards = await page.locator('[data-testid="hand-card"]').evaluateAll((els) =>
    els.map((e) => ({ opacity: Number(getComputedStyle(e).opacity), width: e.getBoundingClientRect().width, label: e.getAttribute('aria-label') }))
  )
  for (const c of cards) {
    assert.equal(c.opacity, 1, `a hand card is greyed out in the reservation round: ${c.label}`)
    assert.ok(c.width >= 40, `a hand card is ${c.width} px wide`)
    assert.match(c.label ?? '', /^(Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun)$/)
  }
  await checkPhoneWidths(page, 'the reservation round', stats)
  await checkReservationFits(page, stats)

  // Keyboard only: Tab to "Gesund", Space; Tab to a playable card, Enter; the trick is played out.
  const tabTo = async (predicate, what) => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(predicate)) return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')
    }
    throw new Error(`Tab never reached ${what}`)
  }
  await tabTo(() => document.activeElement?.getAttribute('data-testid') === 'declare-healthy', 'the Gesund button')
  await page.keyboard.press('Space')
  await waitForMyCard(page)
  const label = await tabTo(() => document.activeElement?.matches('[data-testid="hand-card"][data-playable="true"]') === true, 'a playable card')
  assert.match(label, /^(Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun), spielbar$/, 'a playable card says so')
  await checkArrowKeys(page, stats)
  const played = await page.evaluate(() => document.activeElement?.getAttribute('data-card'))
  await page.keyboard.press('Enter')
  await waitForHand(page, 11)
  assert.ok(!(await handCards(page)).includes(played), 'Enter played the focused card')
  // The trick is complete once the person is to play again with one trick taken.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="table"]')?.dataset.tricks) >= 1 && document.querySelector('[data-testid="hand-card"][data-playable="true"]') !== null)
  assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'hand-card'), 'the focus stays in the hand')
  // The next card: the arrow keys from where the focus is, then Space plays it.
  await checkArrowKeys(page, stats)
  const second = await page.evaluate(() => document.activeElement?.getAttribute('data-card'))
  await page.keyboard.press('Space')
  await waitForHand(page, 10)
  assert.ok(!(await handCards(page)).includes(second), 'Space played the focused card')
  stats.keyboardCards += 2
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="table"]')?.dataset.tricks) >= 2 && document.querySelector('[data-testid="hand-card"][data-playable="true"]') !== null)
  assert.match((await page.getByTestId('live').textContent()) ?? '', /Du bist am Zug: Spiele eine hervorgehobene Karte\.$/, 'a screen reader hears whose turn it is')
  // The trick's winner, readable: shown under the trick while the next one is led, else one key away.
  if ((await page.getByTestId('last-trick-toggle').count()) > 0) {
    await tabTo(() => document.activeElement?.getAttribute('data-testid') === 'last-trick-toggle', 'the last-trick button')
    await page.keyboard.press('Enter')
    await page.getByTestId('last-trick').waitFor()
  }
  const caption = page.getByTestId('trick-caption')
  assert.match((await caption.textContent()) ?? '', /Stich an (dich|Anna|Ben|Carla) \(\d+ Augen?\)$/)
  const readable = await caption.evaluate((e) => ({ size: parseFloat(getComputedStyle(e).fontSize), box: e.getBoundingClientRect(), width: document.documentElement.clientWidth }))
  assert.ok(readable.size >= 14 && readable.box.left >= 0 && readable.box.right <= readable.width, `the winner label is readable: ${JSON.stringify(readable)}`)
  await checkLayout(page, '360 px, the trick taken', stats)
  if ((await page.getByTestId('last-trick-toggle').count()) > 0 && (await page.getByTestId('last-trick-toggle').getAttribute('aria-pressed')) === 'true') {
    await page.keyboard.press('Enter') // close it again
    await page.getByTestId('trick').waitFor()
  }
  stats.keyboardTricks++

  // The rest of the game by clicking; the settlement and the score sheet fit or scroll.
  assert.equal(await playGame(page, stats, () => 'declare-healthy'), 'settlement')
  await checkSettlement(page)
  await checkSheet(page)
  stats.phoneSheetFits = await checkLayout(page, '360 px, the settlement', stats)
  await checkPhoneWidths(page, 'the settlement', stats)

  // Game 2, mid-game: the screenshot, then a reload resumes the same position.
  await page.getByTestId('next-game').click()
  await waitForHand(page, 12)
  let cardsPlayed = 0
  await playGame(page, stats, () => 'declare-healthy', async () => {
    cardsPlayed++
    if (cardsPlayed === 3) throw new StopPlaying()
  }).catch((e) => {
    if (!(e instanceof StopPlaying)) throw e
  })
  await waitForMyCard(page)
  await checkPhoneWidths(page, 'game 2 mid-game', stats)
  await page.screenshot({ path: join(SCREENSHOTS, 'web-360.png'), fullPage: true })
  const position = async () => ({
    hand: await handCards(page),
    trick: await page.locator('[data-testid="trick"] [role="img"]').evaluateAll((els) => els.map((e) => e.dataset.card)),
    seed: await info(page, 'seed'),
    steps: await info(page, 'steps'),
    game: await info(page, 'game-number'),
    contract: await page.getByTestId('contract').textContent(),
    sheet: await page.getByTestId('sheet-totals').getAttribute('data-totals'),
    playable: await page.locator('[data-testid="hand-card"][data-playable="true"]').evaluateAll((els) => els.map((e) => e.dataset.card))
  })
  const before = await position()
  assert.equal(await info(page, 'resumed'), 'false')
  await page.reload()
  await page.waitForSelector('[data-testid="game-info"][data-resumed="true"]')
  await waitForMyCard(page)
  assert.deepEqual(await position(), before, 'a reload resumes the same position')
  stats.reloads++

  // The Tipp at 390 x 844: the ranked list fits, and its screenshot for the README.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForFunction(() => document.documentElement.clientWidth === 390)
  await checkHint(page, stats)
  await checkLayout(page, '390 px, the Tipp', stats)
  await page.getByTestId('hint-area').evaluate((e) => e.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: join(SCREENSHOTS, 'web-390-tipp.png') })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.waitForFunction(() => document.documentElement.clientWidth === 360)

  // The question before a running Partie is thrown away.
  assert.equal(await info(page, 'running'), 'true')
  await page.getByTestId('new-game').click()
  await page.getByTestId('confirm-dialog').waitFor()
  assert.match((await page.getByTestId('confirm-dialog').textContent()) ?? '', /Partie verwerfen\?.*Spiel 2 von 8/)
  await checkLayout(page, '360 px, the question', stats)
  await page.getByTestId('confirm-cancel').click()
  await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' })
  assert.deepEqual(await position(), before, '"Weiterspielen" keeps the Partie')
  await page.getByTestId('rules-button').click()
  await page.getByTestId('confirm-dialog').waitFor()
  await page.keyboard.press('Escape')
  await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' })
  assert.equal(await page.getByTestId('rules-button').getAttribute('data-rules'), 'standard', 'Escape keeps the rules')
  assert.deepEqual(await position(), before, 'Escape keeps the Partie')
  await page.getByTestId('daily-game').click()
  await page.getByTestId('confirm-dialog').waitFor()
  await page.getByTestId('confirm-discard').click()
  await page.waitForSelector('[data-testid="game-info"]:has-text("Übungspartie des Tages")')
  assert.equal(await info(page, 'game-number'), '1', '"Verwerfen" starts the daily Partie')
  stats.confirms += 3

  // A damaged store: the page starts afresh and says why.
  for (const damaged of ['{"format":"doppelkopf-web/partie","version":1,"choice":"standard","base":"x","daily":null,"started":1,"record":{"formatVersion":1,"config":{},"games":[{"hands":7}]}}', 'not json {']) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, damaged])
    await page.reload()
    await waitForHand(page, 12)
    await page.getByTestId('notice').waitFor()
    assert.match((await page.getByTestId('notice').textContent()) ?? '', /^Die gespeicherte Partie ließ sich nicht fortsetzen/)
    assert.equal(await info(page, 'resumed'), 'false')
    assert.equal(await info(page, 'seed'), PHONE_SEED, 'a fresh Partie from the URL seed')
    stats.damagedStores++
  }
}

/**
 * At 390 x 844 px (a common phone) in the reservation round, without scrolling: every
 * reservation button and every card of the hand lies inside the screen. A screenshot of it goes
 * to the temp folder.
 */
const checkReservationFits = async (page, stats) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForFunction(() => document.documentElement.clientWidth === 390)
  await page.evaluate(() => window.scrollTo(0, 0))
  const boxes = await page.locator('[data-testid="reservation-buttons"] button, [data-testid="hand-card"]').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect()
      return { what: `${e.dataset.testid} ${e.dataset.card ?? ''}`.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right }
    })
  )
  const { width, height, scrollY } = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY }))
  assert.deepEqual([width, height, scrollY], [390, 844, 0])
  assert.ok(boxes.filter((b) => b.what.startsWith('declare-')).length >= 2 && boxes.filter((b) => b.what.startsWith('hand-card')).length === 12, `the buttons and the hand: ${boxes.length}`)
  const outside = boxes.filter((b) => b.top < 0 || b.left < 0 || b.bottom > height || b.right > width)
  assert.deepEqual(outside, [], 'at 390 x 844 the reservation buttons and the whole hand fit the screen')
  const shot = join(tmpdir(), 'doppelkopf-e2e-web-390x844-reservations.png')
  await page.screenshot({ path: shot })
  stats.fitShot = shot
  await page.setViewportSize({ width: 360, height: 740 })
  await page.waitForFunction(() => document.documentElement.clientWidth === 360)
}

/**
 * The arrow keys in the hand, from the card that has the focus: → and ← go to the next and the
 * previous playable card in the hand's order (skipping the others, staying at the ends), Home and
 * End to the first and the last; the focus ends on a playable card.
 */
const checkArrowKeys = async (page, stats) => {
  const state = () =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="hand-card"]')]
      const playable = cards.filter((c) => c.dataset.playable === 'true').map((c) => c.dataset.card)
      const focused = document.activeElement?.getAttribute('data-testid') === 'hand-card' ? document.activeElement.dataset.card : null
      // From an unplayable card, → goes to the first playable card after it (the last one when none is after it).
      const index = cards.findIndex((c) => c.dataset.card === focused)
      const after = cards.slice(index + 1).find((c) => c.dataset.playable === 'true')?.dataset.card ?? playable[playable.length - 1]
      return { playable, focused, after }
    })
  let start = await state()
  assert.notEqual(start.focused, null, 'the focus is in the hand')
  if (!start.playable.includes(start.focused)) {
    await page.keyboard.press('ArrowRight')
    assert.equal((await state()).focused, start.after, 'ArrowRight from an unplayable card goes to the next playable one')
    start = await state()
  }
  const at = start.playable.indexOf(start.focused)
  const press = async (key, index, what) => {
    await page.keyboard.press(key)
    assert.equal((await state()).focused, start.playable[index], `${key} ${what}`)
  }
  await press('ArrowRight', Math.min(at + 1, start.playable.length - 1), 'goes to the next playable card')
  await press('ArrowRight', Math.min(at + 2, start.playable.length - 1), 'goes on to the next one')
  await press('ArrowLeft', Math.min(at + 1, start.playable.length - 1), 'goes back to the previous playable card')
  await press('End', start.playable.length - 1, 'goes to the last playable card')
  await press('ArrowRight', start.playable.length - 1, 'stays on the last playable card')
  await press('Home', 0, 'goes to the first playable card')
  await press('ArrowLeft', 0, 'stays on the first playable card')
  // Somewhere in the middle for the card to play, when there is a middle.
  if (start.playable.length > 2) await press('ArrowRight', 1, 'goes to the second playable card')
  stats.arrowChecks++
  stats.mostPlayable = Math.max(stats.mostPlayable, start.playable.length)
}

/** Thrown to stop playGame at a chosen moment. */
class StopPlaying extends Error {}

const main = async () => {
  const started = Date.now()
  if (!haveChromium('web')) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  const server = await startServer({ port: 0, quiet: true })
  let browser
  let page
  const problems = []
  try {
    browser = await launchChromium()
    /** A fresh context (its own localStorage) at a width, that allows only the local server and collects errors. */
    const openPage = async (width, height, options = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, ...options })
      // Only the local server: any other request would be an external resource.
      await context.route(
        (url) => !url.href.startsWith(server.url),
        (route) => {
          problems.push(`external request: ${route.request().url()}`)
          return route.abort()
        }
      )
      const p = await context.newPage()
      p.setDefaultTimeout(15_000)
      p.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console error (${width} px): ${msg.text()}`)
      })
      p.on('pageerror', (err) => problems.push(`page error (${width} px): ${err.message}`))
      return p
    }

    const stats = {
      declared: [],
      announcements: 0,
      announced: null,
      announcedThisGame: null,
      armutAnswers: 0,
      armutExchanges: 0,
      cardsPlayed: 0,
      redeals: 0,
      unplayableChecked: false,
      trickMarksChecked: false,
      lastTrickChecked: false,
      layoutChecks: 0,
      keyboardTricks: 0,
      reloads: 0,
      confirms: 0,
      damagedStores: 0,
      phoneSheetFits: null,
      keyboardCards: 0,
      arrowChecks: 0,
      mostPlayable: 0,
      promptChecks: 0,
      hints: 0,
      staleChecked: false,
      reviews: 0,
      reviewDecisions: 0,
      fitShot: null,
      cardLabels: new Set(),
      contracts: new Set(),
      statuses: new Set(),
      captions: new Set()
    }

    // 1280 px: the whole Partie, in a time zone west of UTC (the daily date must not move to the day before).
    page = await openPage(1280, 900, { timezoneId: 'Pacific/Honolulu' })
    await page.goto(`${server.url}?seed=${SEED}`)
    await waitForHand(page, 12)
    await checkLayout(page, '1280 px, the start', stats)
    const totals = await playPartie(page, stats)
    assert.ok(stats.announcements > 0, 'an announcement was clicked in some game')
    assert.ok(stats.unplayableChecked, 'an unplayable card was seen and checked')
    assert.ok(stats.trickMarksChecked && stats.lastTrickChecked, 'the trick marks and the last trick were checked')
    assert.ok(stats.declared.some((d) => d.startsWith('declare-solo-')), 'a solo was declared')
    assert.ok(stats.hints === 1 && stats.staleChecked && stats.reviews === 1, 'the Tipp, its stale answer and the Rückblick were checked')
    await checkRulesSwitch(page)
    await checkDailyAndNew(page)
    checkWords(stats)
    await page.context().close()

    // 360 px: the phone.
    page = await openPage(360, 740)
    await phone(page, server.url, stats)

    assert.ok(stats.promptChecks > 0 && stats.arrowChecks === 2 && stats.keyboardCards === 2, 'the prompt, the arrow keys and two cards by keyboard were checked')
    assert.ok(stats.mostPlayable >= 3, `the arrow keys were tried with at least three playable cards (${stats.mostPlayable})`)
    assert.deepEqual(problems, [], 'no console errors, page errors or external requests')
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `e2e web: ok in ${seconds} s — ${GAMES} games (${stats.redeals} redeals) at 1280 px and one at 360 px, ${stats.cardsPlayed} cards clicked, ` +
        `declared ${[...new Set(stats.declared)].join('/')}, announced ${stats.announced}, ` +
        `Armut exchanges ${stats.armutExchanges}, answers ${stats.armutAnswers}, totals ${totals.join(' ')}; ` +
        `${stats.layoutChecks} layout checks (the sheet at 360 px ${stats.phoneSheetFits ? 'fits' : 'scrolls'}), ${stats.keyboardTricks} trick by keyboard (${stats.keyboardCards} cards, arrow keys checked ${stats.arrowChecks} times), ` +
        `reservation round fits 390 x 844 (${stats.fitShot}), ` +
        `${stats.reloads} reload resumed, ${stats.confirms} questions answered, ${stats.damagedStores} damaged stores; ` +
        `Tipp ${stats.hints} times, Rückblick of ${stats.reviewDecisions} decisions, level chosen and reloaded; ` +
        'rules switch, daily game, new game, German words checked; screenshots in examples/web/screenshots/'
    )
  } catch (err) {
    await reportFailure(page === undefined ? [] : [page], 'doppelkopf-e2e', problems)
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
