/**
 * End-to-end test of the page's online mode (examples/web/src/online) against the table server
 * (examples/table-server), in headless Chromium, by clicking only.
 *
 * It starts the table server as a child process on PGlite in a temp folder (bots without delay;
 * the server serves the page and its links open it). A page 390 px wide opens a table of one
 * game through its "Neuer Tisch" form (keyboard), lands on its own seat with a waiting room of
 * the other seats' invite links, copies one (or has it selected), and a second page opens that
 * invite link: the page redeems it and plays that seat, and the first page's waiting room sees
 * the seat taken; the creator seats the server's bots at the other two seats with "Bot setzen".
 * The status line names whom the page plays (no seat number, no version). Both pages play the
 * game to its end through the server by
 * clicking the buttons and cards their own views list; on the way, one page is reloaded (it
 * reconnects with the token of its link) and the server is stopped and started again on the same
 * folder and port (both pages reconnect on their own and the game goes on). Both pages must
 * show the same settlement. Then a third page plays the daily Partie (a name, eight games
 * against the server's bots; reloaded in the middle, and started a second time under the same
 * name, which resumes the same table where it stood instead of dealing again) and finds its score with its rank on the Bestenliste, next to two
 * Parties WebSocket clients played before, alike, so that they tie: equal scores share a rank and
 * the next rank skips, as in the final standing the page shows after the eighth game (the
 * library's one rule). On the way the form refuses a name of spaces (and an empty one, and a
 * bot's) in words and trims the name it takes, and the dates are German words ("4. Dezember
 * 2026") in a time zone west of UTC, where a time-zone shift would show the day before.
 *
 * Usage: node test/e2e/online.mjs   (npm run test:e2e; Chromium at /usr/bin/chromium or $CHROMIUM_PATH;
 * without it the test is skipped with a warning, unless E2E_REQUIRED=1, as in CI)
 * Exits non-zero on failure, with screenshots in the temp folder.
 */
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkFinalStanding, chooseArmutCards, germanDay, haveChromium, launchChromium, reportFailure, sum } from './browser.mjs'
import WebSocket from 'ws'
import { buildApp } from '../../examples/web/build.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MAIN = join(ROOT, 'examples', 'table-server', 'main.ts')
/** Generous: a busy machine must not fail the test; every wait is for a condition. */
const TIMEOUT = 45_000

const INFO = '[data-testid="online-info"]'

/** The library's entries the page imports; built with tsup when one is missing (as serve.mjs does). */
const prepare = async () => {
  const missing = ['index.js', 'views.js', 'bots.js', 'match.js'].filter((f) => !existsSync(join(ROOT, 'dist', f)))
  if (missing.length > 0) execFileSync('npx', ['tsup'], { cwd: ROOT, stdio: 'inherit' })
  await buildApp()
}

/**
 * Starts the table server (tsx) and resolves with its base URL once it listens. `port` 0: any
 * free port; the restart takes the port of the first start.
 */
const startServer = (dataDir, port) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        BOT_DELAY_MS: '0',
        REQUESTS_PER_SECOND: 'Infinity',
        WS_MESSAGES_PER_SECOND: 'Infinity',
        WS_MESSAGES_PER_SECOND_PER_IP: 'Infinity',
        MAX_CONNECTIONS_PER_IP: '1000',
        ALLOW_TEST_SEED: '1'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    let err = ''
    const exited = new Promise((done) => child.once('exit', (code, signal) => done(signal ?? String(code))))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the table server did not start within 90 s: ${err.slice(-2000)}`))
    }, 90_000)
    child.stderr.on('data', (d) => {
      err += d.toString()
    })
    child.stdout.on('data', (d) => {
      out += d.toString()
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(out)
      if (m !== null) {
        clearTimeout(timer)
        resolve({
          base: m[1],
          port: Number(m[2]),
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
            await exited
          }
        })
      }
    })
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`the table server exited (${how}) before listening: ${err.slice(-2000)}`))
    })
  })

const post = async (base, path, body, token) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body)
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** The page's state as the online page tells it on its info line. */
const stateOf = async (page) => {
  const info = page.locator(INFO)
  return {
    state: await info.getAttribute('data-state'),
    version: Number(await info.getAttribute('data-version')),
    connection: await info.getAttribute('data-connection')
  }
}

/**
 * Waits until `pred(arg)` holds in the page. Each predicate reads the info line itself
 * (`document.querySelector('[data-testid="online-info"]').dataset`): the page's policy allows no
 * eval, so a predicate is a function of its own, not a string.
 */
const waitInfo = (page, pred, arg) => page.waitForFunction(pred, arg, { timeout: TIMEOUT })


/**
 * One step of the page when it is its turn (or a settlement waits to be closed): clicks what its
 * view offers, then waits until the server's answer is shown. Answers whether it clicked.
 */
const step = async (page, stats) => {
  const { state, version } = await stateOf(page)
  if (state === 'settlement') {
    const game = await page.locator(INFO).getAttribute('data-settlement')
    await page.locator('[data-testid="next-game"], [data-testid="new-partie"]').first().click()
    stats.settlementsClosed++
    await waitInfo(page, (g) => {
      const d = document.querySelector('[data-testid="online-info"]')?.dataset
      return d !== undefined && (d.state !== 'settlement' || d.settlement !== g)
    }, game)
    return true
  }
  if (state !== 'your-turn') return false
  if ((await page.getByTestId('reservation-buttons').count()) > 0) {
    const offered = await page.locator('[data-testid="reservation-buttons"] button').evaluateAll((els) => els.map((e) => e.dataset.testid))
    assert.ok(offered.includes('declare-healthy'), `no Gesund button: ${offered}`)
    const choice = offered.includes('declare-armut') ? 'declare-armut' : 'declare-healthy'
    stats.declared.push(choice)
    await page.getByTestId(choice).click()
  } else if ((await page.getByTestId('armut-answer').count()) > 0) {
    await page.getByTestId('armut-accept').click()
    stats.armut++
  } else if ((await page.getByTestId('armut-cards').count()) > 0) {
    await chooseArmutCards(page)
    stats.armut++
  } else if ((await page.getByTestId('clarification-buttons').count()) > 0) {
    await page.locator('[data-testid="clarification-buttons"] button').first().click()
  } else {
    const playable = page.locator('[data-testid="hand-card"][data-playable="true"]')
    assert.ok((await playable.count()) > 0, 'your turn, but nothing to click')
    // An unplayable card cannot be clicked (the server would refuse it anyway).
    const unplayable = page.locator('[data-testid="hand-card"][data-playable="false"]')
    if (!stats.unplayableChecked && (await unplayable.count()) > 0) {
      assert.ok(await unplayable.first().isDisabled(), 'an unplayable card is not disabled')
      stats.unplayableChecked = true
    }
    await playable.first().click()
    stats.cards++
  }
  stats.clicks++
  // The action's answer: a newer version (or, when the view changed under the click, at least not pending).
  await waitInfo(page, (v) => {
    const d = document.querySelector('[data-testid="online-info"]')?.dataset
    return d !== undefined && Number(d.version) > v && d.state !== 'pending'
  }, version)
  return true
}

/** Resolves when some page has something to click, or every page's match is over. */
const waitForAnyTurn = (pages) =>
  Promise.race(
    pages.map((p) =>
      waitInfo(p, () => {
        const d = document.querySelector('[data-testid="online-info"]')?.dataset
        return d !== undefined && (d.state === 'your-turn' || d.state === 'settlement' || d.state === 'over')
      }).then(
        () => undefined,
        () => undefined
      )
    )
  )

/** Clicks through the pages until every page shows the end of the match; `between` runs after each click (reloads, restarts). */
const playToEnd = async (pages, stats, between = async () => {}) => {
  for (let i = 0; i < 2000; i++) {
    const states = await Promise.all(pages.map(stateOf))
    if (states.every((s) => s.state === 'over')) return
    let acted = false
    for (const p of pages) if (await step(p, stats)) acted = true
    if (acted) await between()
    else await waitForAnyTurn(pages)
  }
  throw new Error('the match did not end within 2000 steps')
}

/** The settlement a page shows: the scores by seat, the card points. */
const settlementOf = async (page) => {
  await page.getByTestId('settlement').waitFor({ timeout: TIMEOUT })
  const scores = await page.locator('[data-testid="settlement-score"]').evaluateAll((els) => els.map((e) => Number(e.dataset.score)))
  const points = page.getByTestId('card-points')
  return {
    scores,
    re: Number(await points.getAttribute('data-re')),
    kontra: Number(await points.getAttribute('data-kontra')),
    winner: await page.getByTestId('settlement').getAttribute('data-winner'),
    totals: (await page.getByTestId('online-totals').getAttribute('data-totals')).split(',').map(Number)
  }
}

/** The hand's cards as shown. */
const handOf = (page) => page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)))

/**
 * Plays today's daily Partie over a plain WebSocket (the first listed action each time), so that
 * the leaderboard has another entry. Two such Parties play alike (the same deals, the same
 * choices, the server's bots seeded by the day): they end with the same score.
 */
const playDailyOverSocket = async (base, name) => {
  const opened = await post(base, '/daily', { name })
  const socket = new WebSocket(opened.seats[0].ws)
  return new Promise((resolve, reject) => {
    let sent = -1
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString())
      if (m.type === 'error') reject(new Error(`daily over the socket: ${m.code}`))
      if (m.type !== 'view') return
      if (m.match.over) {
        socket.close()
        resolve(m.match.totals[0])
        return
      }
      const mine = m.view.legalActions.filter((a) => a.type !== 'announce')
      if (mine.length === 0 || sent === m.version) return
      sent = m.version
      socket.send(JSON.stringify({ type: 'action', action: mine[0], id: m.version, version: m.version }))
    })
    socket.on('error', reject)
  })
}

const main = async () => {
  const started = Date.now()
  if (!haveChromium('online')) return
  await prepare()
  const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-e2e-online-'))
  const dataDir = join(dir, 'data')
  let server = await startServer(dataDir, 0)
  const base = server.base
  let browser
  const pages = []
  const problems = []
  let restarting = false
  try {
    browser = await launchChromium()
    /** A page in a context of its own (two players, two browsers), watched for errors and foreign requests. */
    const newPage = async (label, options = {}) => {
      const context = await browser.newContext(options)
      await context.route(
        (url) => !url.href.startsWith(base),
        (route) => {
          problems.push(`${label}: external request: ${route.request().url()}`)
          return route.abort()
        }
      )
      const page = await context.newPage()
      page.setDefaultTimeout(TIMEOUT)
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // While the server is down, the browser reports the refused connections.
        if (restarting && /WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(msg.text())) return
        problems.push(`${label}: console error: ${msg.text()}`)
      })
      page.on('pageerror', (err) => problems.push(`${label}: page error: ${err.message}`))
      pages.push(page)
      return page
    }

    // ---- Two pages at one table, opened on the page ----------------------------------------
    // Ann opens the table with "Neuer Tisch" on a phone-wide page (390 px): pagat rules, one game, the four names.
    const ann = await newPage('Ann', { viewport: { width: 390, height: 844 } })
    const ben = await newPage('Ben')
    await ann.goto(`${base}/?new`)
    await ann.getByTestId('new-table-form').waitFor()
    await ann.getByTestId('table-rules-pagat').check()
    await ann.getByTestId('table-games').fill('1')
    await ann.getByTestId('table-rounds').fill('1')
    for (const [i, name] of ['Ann', 'Ben', 'Cem', 'Dora'].entries()) await ann.getByTestId(`table-player-${i}`).fill(name)
    assert.ok(await ann.getByTestId('table-seat-0').isChecked(), 'the creator sits at the first seat by default')
    const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    assert.ok(await fits(ann), 'the form fits 390 px')
    // Keyboard only: the button is reached and pressed with the keyboard.
    await ann.getByTestId('new-table-open').focus()
    await ann.keyboard.press('Enter')
    await ann.waitForURL(/[?&]table=[\w-]{16}&token=/)
    await waitInfo(ann, () => {
      const d = document.querySelector('[data-testid="online-info"]')?.dataset
      return d !== undefined && d.connection === 'open' && d.seat === '0'
    })
    // The waiting room: three open seats, each with its invite link, a copy button and "Bot setzen".
    const room = ann.getByTestId('waiting-room')
    await room.waitFor()
    assert.equal(await room.getAttribute('data-open'), '3')
    const invites = await ann.getByTestId('invite-link').evaluateAll((els) => els.map((e) => [Number(e.dataset.seat), e.value]))
    assert.deepEqual(invites.map(([s]) => s), [1, 2, 3], 'an invite link for every other seat')
    for (const [, link] of invites) assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/\?table=[\w-]{16}&invite=[\w-]+$/, 'the invite link opens the page')
    assert.ok(await fits(ann), 'the waiting room fits 390 px')
    await ann.locator('[data-testid="invite-copy"][data-seat="1"]').click()
    // Copied, or (no clipboard for the page) selected in its field to copy by hand: either way it says so.
    await ann.locator('[data-testid="room-seat"][data-seat="1"] [data-testid="room-note"]').filter({ hasText: /kopiert|markiert/ }).waitFor()
    // Ben opens his invite: the page redeems it and plays his seat; Ann's waiting room sees him arrive.
    await ben.goto(invites[0][1])
    await ben.waitForURL(/[?&]table=[\w-]{16}&token=/)
    await ann.locator('[data-testid="room-seat"][data-seat="1"][data-status="human"]').waitFor()
    assert.equal(await ben.getByTestId('invite-link').count(), 0, 'only the creator sees the invites')
    // The seats left get the server's bot through the button, one after the other.
    for (const seat of [2, 3]) {
      await ann.locator(`[data-testid="seat-bot"][data-seat="${seat}"]`).click()
      await ann.locator(`[data-testid="room-seat"][data-seat="${seat}"][data-status="bot"]`).or(ann.getByTestId('online-seats').filter({ hasText: seat === 3 ? /Dora \(Bot\)/ : /Cem \(Bot\)/ })).first().waitFor()
    }
    // Every seat taken: the waiting room is gone.
    await room.waitFor({ state: 'detached' })
    const table = { id: await ann.locator(INFO).getAttribute('data-table') }
    for (const [seat, page] of [ann, ben].entries()) {
      await waitInfo(page, (s) => {
        const d = document.querySelector('[data-testid="online-info"]')?.dataset
        return d !== undefined && d.connection === 'open' && d.seat === String(s)
      }, seat)
      await page.locator('[data-testid="hand-card"]').nth(11).waitFor()
    }
    // The status line in the players' words: whom you play, no seat number, no version.
    const annLine = (await ann.locator(INFO).textContent()) ?? ''
    assert.ok(annLine.includes('Du spielst als Ann'), `Ann's line: ${annLine}`)
    assert.doesNotMatch(annLine, /Platz|Stand/, 'no seat number, no version on the line')
    const [annHand, benHand] = await Promise.all([handOf(ann), handOf(ben)])
    assert.equal(annHand.length, 12)
    assert.equal(new Set([...annHand, ...benHand]).size, 24, 'each page shows its own hand only')
    // Ben's seat is taken once his page connects: Ann's page hears of it.
    await ann.getByTestId('online-seats').filter({ hasText: /Ann \(du\), Ben, Cem \(Bot\), Dora \(Bot\)/ }).waitFor()

    const stats = { clicks: 0, cards: 0, declared: [], armut: 0, settlementsClosed: 0, unplayableChecked: false, reloaded: false, restarted: false }
    await playToEnd([ann, ben], stats, async () => {
      if (!stats.reloaded && stats.cards >= 4) {
        // A reload: the page connects again with its link's token and shows the same seat and version.
        stats.reloaded = true
        const before = await stateOf(ben)
        const hand = await handOf(ben)
        await ben.reload()
        await waitInfo(ben, (v) => {
          const d = document.querySelector('[data-testid="online-info"]')?.dataset
          return d !== undefined && d.connection === 'open' && Number(d.version) >= v && d.seat === '1'
        }, before.version)
        const after = await stateOf(ben)
        if (after.version === before.version) assert.deepEqual(await handOf(ben), hand, 'the same hand after the reload')
      } else if (!stats.restarted && stats.cards >= 10) {
        // The server goes away and comes back on the same folder and port: both pages reconnect by themselves.
        stats.restarted = true
        const versions = await Promise.all([ann, ben].map(async (p) => (await stateOf(p)).version))
        restarting = true
        await server.stop()
        // Both pages say so, and wait for the server (retrying after 0.5 s, 1 s, 2 s, ... at most 10 s).
        await Promise.all([ann, ben].map((p) => p.getByTestId('reconnecting').waitFor()))
        server = await startServer(dataDir, server.port)
        // Ann does not wait for the next retry: "Jetzt verbinden" (gone again when her retry came first).
        await ann.getByTestId('reconnect').click({ timeout: 2_000 }).catch(() => undefined)
        await Promise.all(
          [ann, ben].map((p, i) =>
            waitInfo(p, (v) => {
              const d = document.querySelector('[data-testid="online-info"]')?.dataset
              return d !== undefined && d.connection === 'open' && Number(d.version) >= v
            }, versions[i])
          )
        )
        restarting = false
      }
    })
    assert.ok(stats.reloaded && stats.restarted, 'the reload and the restart happened during the game')
    const [a, b] = await Promise.all([settlementOf(ann), settlementOf(ben)])
    assert.deepEqual(a, b, 'both pages show the same settlement')
    assert.equal(a.scores.length, 4)
    assert.equal(sum(a.scores), 0, `scores sum to zero: ${a.scores}`)
    assert.equal(a.re + a.kontra, 240, '240 card points')
    assert.deepEqual(a.totals, a.scores, 'a match of one game: the totals are its scores')
    assert.equal(await ann.getByTestId('match-over').count(), 1, 'the match is over')
    const spectator = await (await fetch(`${base}/tables/${table.id}/view`)).json()
    assert.deepEqual(spectator.view.settlement.scores, a.scores, 'the pages show the server\'s settlement')
    const twoPages = { ...stats, scores: a.scores }

    // ---- The daily Partie and its Bestenliste -----------------------------------------
    // Two Parties over the socket that play alike: a tie on the Bestenliste.
    const zoe = await playDailyOverSocket(base, 'Zoe')
    const yuri = await playDailyOverSocket(base, 'Yuri')
    assert.equal(yuri, zoe, 'two Parties played alike end alike')
    // A page west of UTC (UTC-10): the day shown must be the day itself, not the day before.
    const erika = await newPage('Erika', { timezoneId: 'Pacific/Honolulu' })
    await erika.goto(`${base}/?daily`)
    const day = await erika.getByTestId('daily-page').getAttribute('data-date')
    assert.match(day ?? '', /^\d{4}-\d{2}-\d{2}$/)
    const intro = (await erika.getByTestId('daily-page').locator('p').first().textContent()) ?? ''
    assert.ok(intro.startsWith(`Die Tagespartie vom ${germanDay(day)}: `), `the date in German words: ${intro}`)
    assert.doesNotMatch(intro, /\d{4}-\d{2}-\d{2}/, 'no ISO date on the page')
    // A name that is none is refused in words; the page stays, the field is marked and focused.
    const refused = async (typed, why) => {
      await erika.getByTestId('daily-name').fill(typed)
      await erika.getByTestId('daily-start').click()
      const error = erika.getByTestId('daily-error')
      await error.filter({ hasText: why }).waitFor()
      assert.equal(await erika.getByTestId('daily-name').getAttribute('aria-invalid'), 'true', `"${typed}" marks the field`)
      assert.equal(await erika.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'daily-name', `"${typed}": the field is focused`)
      assert.equal(await erika.getByTestId('daily-name').inputValue(), typed, 'the field keeps what was typed')
      assert.doesNotMatch(erika.url(), /[?&]table=/, `"${typed}" starts no Partie`)
      return (await error.textContent()) ?? ''
    }
    assert.match(await refused('   ', /Leerzeichen/), /^Ein Name aus Leerzeichen ist kein Name/)
    assert.match(await refused('', /Namen ein/), /^Gib deinen Namen ein/)
    assert.match(await refused(' Anna ', /Bot/), /^Anna heißt schon ein Bot/)
    // The name is trimmed: the server stores, the table and the Bestenliste show "Erika".
    await erika.getByTestId('daily-name').fill('  Erika  ')
    await erika.getByTestId('daily-start').click()
    await erika.waitForURL(/[?&]table=/)
    await waitInfo(erika, () => {
      const d = document.querySelector('[data-testid="online-info"]')?.dataset
      return d !== undefined && d.connection === 'open' && d.seat === '0'
    })
    assert.match(erika.url(), /[?&]daily=\d{4}-\d{2}-\d{2}/, 'the daily table\'s link names the day')
    const infoText = (await erika.locator(INFO).textContent()) ?? ''
    assert.ok(infoText.includes(` · Tagespartie vom ${germanDay(day)} · Du spielst als Erika · `), `the seat's line: ${infoText}`)
    const dailyStats = { clicks: 0, cards: 0, declared: [], armut: 0, settlementsClosed: 0, unplayableChecked: false, reloaded: false, resumed: false }
    const dailyTable = await erika.locator(INFO).getAttribute('data-table')
    await playToEnd([erika], dailyStats, async () => {
      if (dailyStats.reloaded || dailyStats.cards < 3) return
      // Reloaded in the middle: the same table, where it stood.
      dailyStats.reloaded = true
      const before = await stateOf(erika)
      await erika.reload()
      await waitInfo(erika, (v) => {
        const d = document.querySelector('[data-testid="online-info"]')?.dataset
        return d !== undefined && d.connection === 'open' && Number(d.version) >= v
      }, before.version)
      // A second start of today's daily under the same name (this browser keeps the name's secret): the same Partie resumed, never dealt again.
      const at = (await stateOf(erika)).version
      await erika.goto(`${base}/?daily`)
      await erika.getByTestId('daily-name').fill('Erika')
      await erika.getByTestId('daily-start').click()
      await erika.waitForURL(/[?&]table=/)
      await waitInfo(erika, (v) => {
        const d = document.querySelector('[data-testid="online-info"]')?.dataset
        return d !== undefined && d.connection === 'open' && Number(d.version) >= v
      }, at)
      assert.equal(await erika.locator(INFO).getAttribute('data-table'), dailyTable, 'the second start resumes the same table')
      assert.ok(Number(await erika.locator(INFO).getAttribute('data-version')) >= at, 'where it stood (its version went on, never back): nothing dealt again')
      dailyStats.resumed = true
    })
    assert.ok(dailyStats.reloaded && dailyStats.resumed, 'the daily was reloaded and started a second time')
    const final = await settlementOf(erika)
    assert.equal(Number(await erika.getByTestId('online-totals').getAttribute('data-games-played')), 8, 'eight games')
    assert.equal(sum(final.totals), 0)
    // The final standing: the library's rule, as on the offline page and the Bestenliste.
    await checkFinalStanding(erika, final.totals, ['Du', 'Anna', 'Ben', 'Carla'], 0)
    const mine = final.totals[0]
    // Competition ranking: Zoe and Yuri share a rank; below them the next rank is 3.
    const rank = zoe > mine ? 3 : 1
    // The seat page shows the day's board once the Partie is over; the button leads to the Bestenliste page.
    await erika.locator('[data-testid="leaderboard-you"][data-rank]:not([data-rank=""])').waitFor()
    await erika.getByTestId('show-leaderboard').click()
    await erika.waitForURL(/[?&]leaderboard=/)
    const you = erika.locator('[data-testid="leaderboard-you"]:not([data-rank=""])')
    await you.waitFor()
    assert.equal(Number(await you.getAttribute('data-rank')), rank, `Erika's rank (Erika ${mine}, Zoe and Yuri ${zoe})`)
    assert.equal(Number(await you.getAttribute('data-score')), mine, 'the leaderboard holds the final total')
    assert.equal(await you.getAttribute('data-player'), 'Erika', 'the name trimmed')
    assert.equal(await erika.locator('[data-testid="leaderboard"] h2').textContent(), `Bestenliste vom ${germanDay(day)}`)
    const rows = await erika.getByTestId('leaderboard-row').evaluateAll((els) => els.map((e) => [e.dataset.player, Number(e.dataset.score), Number(e.dataset.rank)]))
    const ours = rows.filter(([p]) => p === 'Erika' || p === 'Zoe' || p === 'Yuri')
    // Best first; of equal scores the earlier first (Zoe, then Yuri, then Erika).
    const order = [
      ['Zoe', zoe],
      ['Yuri', zoe],
      ['Erika', mine]
    ].sort((a, b) => b[1] - a[1])
    assert.deepEqual(
      ours.map(([p, s]) => [p, s]),
      order,
      'best first'
    )
    // Every rank by the one rule: one more than the number of better scores (the tie shares, the next skips).
    for (const [p, s, r] of rows) assert.equal(r, 1 + rows.filter(([, x]) => x > s).length, `${p}'s rank: ${JSON.stringify(rows)}`)
    const rankOf = (name) => ours.find(([p]) => p === name)?.[2]
    assert.equal(rankOf('Zoe'), rankOf('Yuri'), 'equal scores share a rank')
    if (mine < zoe) assert.equal(rankOf('Erika'), 3, 'the rank after a shared 1 is 3')
    assert.equal(await erika.locator('[data-testid="leaderboard-row"][aria-current="true"]').getAttribute('data-player'), 'Erika', 'the own row is marked')

    assert.deepEqual(problems, [], 'no console errors, page errors or external requests')
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `e2e online: ok in ${seconds} s — two pages at one table: ${twoPages.clicks} clicks (${twoPages.cards} cards, declared ${[...new Set(twoPages.declared)].join('/')}, ` +
        `Armut steps ${twoPages.armut}), reload and server restart survived, same settlement ${twoPages.scores.join(' ')}; ` +
        `daily Partie: ${dailyStats.clicks} clicks, reloaded and started again (resumed), ${dailyStats.settlementsClosed} settlements closed, total ${mine}, rank ${rank} of the day (Zoe and Yuri tied at ${zoe}); ` +
        'names of spaces, empty and a bot\'s refused, the name trimmed, German dates'
    )
  } catch (err) {
    await reportFailure(pages, 'doppelkopf-e2e-online', problems)
    throw err
  } finally {
    await browser?.close()
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(`e2e online: FAILED\n${err instanceof Error ? (err.stack ?? err.message) : err}`)
  process.exit(1)
})
