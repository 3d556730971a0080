/**
 * The page's entry point: reads the URL parameters, creates the controller (which resumes a
 * stored Partie), and re-renders the page from seat 0's view after every change. "Neues Spiel",
 * "Täglich" and the rules switch ask before they throw a running Partie away. The "Tipp" and the
 * "Rückblick" are computed in a worker (dist/worker.js, `assist/client.ts`); an answer shows
 * only while the page is at the position it was asked for.
 *
 * URL parameters: `?seed=...` fixes the deals (and makes the bots move at once), `?fast=1` makes
 * the bots move at once, `?delay=ms` sets their delay (default 700 ms).
 *
 * @module
 */
import type { Card } from 'doppelkopf'
import { type Advice, type Review, isBotLevel } from 'doppelkopf/bots'
import { type Answer, createAssistant, createBotWorker } from './assist/client.js'
import { askToDiscard } from './confirm.js'
import { createController } from './controller.js'
import { replaceKeepingFocus } from './dom.js'
import { UI } from './labels.js'
import { hintOffered } from './render/assist.js'
import { page } from './render/page.js'
import { cardChoices, lockedCards } from './selection.js'

/** The bots' delay when nothing else is asked for. */
const DEFAULT_DELAY_MS = 700

/** The bots' delay from the URL: 0 with `fast` or a fixed `seed`, else `delay` or the default. */
const delayFrom = (params: URLSearchParams): number => {
  if (params.get('fast') === '1' || params.has('seed')) return 0
  const delay = Number(params.get('delay'))
  return params.has('delay') && Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_DELAY_MS
}

/** localStorage, or null where the browser blocks it. */
const deviceStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const root = document.getElementById('app')
if (root === null) throw new Error('index.html has no #app element')
const params = new URLSearchParams(window.location.search)

let selected = new Set<Card>()
let selectionKey = ''
/** The number of tricks taken when the last trick was opened: it stays open until the next one is taken. */
let lastTrickOpenAt: number | null = null
let resultWasShown = false
/** The latest advice asked for and the latest review, each with its position, and whether they are open. */
let hint: Answer<Advice> | null = null
let hintOpen = true
let reviewed: Answer<Review> | null = null
let reviewOpen = true

/** The latest request's state if it is for the position on the page now; a stale one (the position moved on) is dropped. */
const current = <T>(answer: Answer<T> | null, position: string): Answer<T> | null => (answer !== null && answer.position === position ? answer : null)

/** The worker's answers (busy, then the result) re-render the page; one for a position the page has left is dropped. */
const assistant = createAssistant(
  new URL('./worker.js', import.meta.url),
  (answer) => {
    if (answer.position !== controller.snapshot().position) return
    hint = answer
    hintOpen = true
    render()
  },
  (answer) => {
    if (answer.position !== controller.snapshot().position) return
    reviewed = answer
    reviewOpen = true
    render()
  }
)

/**
 * A screen reader's running commentary: one live region outside the re-rendered page (a region
 * that is replaced on every render would not be read), given the trick's caption and the status
 * line whenever they change ("Stich an Anna (25 Augen). Du bist am Zug: ...").
 */
const live = document.createElement('p')
live.className = 'visually-hidden'
live.setAttribute('aria-live', 'polite')
live.setAttribute('data-testid', 'live')
document.body.append(live)

/** Gives the live region the page's caption and status when they changed. */
const announce = (): void => {
  const parts = ['trick-caption', 'status', 'hint-best', 'review-total'].map((id) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')
  const text = parts.filter((t) => t !== '').join('. ')
  if (text !== live.textContent) live.textContent = text
}

/** Runs `start` at once, or after the person agrees when it would throw a running Partie away. */
const discarding =
  (start: () => void, testId: string) =>
  (): void => {
    const snap = controller.snapshot()
    if (!snap.running) return start()
    const games = snap.match.config.gamesPerRound * snap.match.config.rounds
    void askToDiscard(UI.discardText(UI.gameOf(snap.gameNumber, games))).then((yes) => {
      if (yes) start()
      root.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus()
    })
  }

/** Draws the page from the controller's snapshot. */
const render = (): void => {
  const snap = controller.snapshot()
  const choices = cardChoices(snap.view)
  // A new Armut step starts with the cards that must go already selected.
  const key = choices.length === 0 ? '' : `${snap.dealSeed}|${snap.view.armut?.step ?? ''}|${choices.length}`
  if (key !== selectionKey) {
    selectionKey = key
    selected = new Set(lockedCards(choices))
  }
  const resultShown = snap.view.settlement !== null || snap.view.redeal !== null
  const lastTrickOpen = lastTrickOpenAt !== null && lastTrickOpenAt === snap.view.tricks.length
  hint = current(hint, snap.position)
  reviewed = current(reviewed, snap.position)
  replaceKeepingFocus(
    root,
    page(
      snap,
      { selected, lastTrickOpen, hint: { answer: hint, open: hintOpen }, review: { answer: reviewed, open: reviewOpen } },
      {
        act: controller.act,
        play: (action) => {
          lastTrickOpenAt = null
          controller.act(action)
        },
        toggle: (card) => {
          if (selected.has(card)) selected.delete(card)
          else selected.add(card)
          render()
        },
        nextGame: controller.nextGame,
        newPartie: discarding(controller.newPartie, 'new-game'),
        dailyPartie: discarding(controller.dailyPartie, 'daily-game'),
        switchRules: discarding(controller.switchRules, 'rules-button'),
        hint: () => {
          if (hint?.status === 'done') {
            hintOpen = !hintOpen
            render()
          } else if (hint?.status !== 'busy' && hintOffered(snap.view)) assistant.advise(snap.position, snap.view)
        },
        review: () => {
          if (reviewed?.status === 'done') {
            reviewOpen = !reviewOpen
            render()
          } else if (reviewed?.status !== 'busy' && snap.view.settlement !== null) assistant.review(snap.position, controller.currentRecord(), snap.view.seat)
        },
        setLevel: (level) => {
          if (isBotLevel(level)) controller.setLevel(level)
        },
        lastTrickToggled: (open) => {
          lastTrickOpenAt = open ? snap.view.tricks.length : null
          render()
        }
      }
    )
  )
  announce()
  // When a game ends, bring its settlement into view once.
  if (resultShown && !resultWasShown) {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    root.querySelector('.result')?.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' })
  }
  resultWasShown = resultShown
}

const controller = createController({
  delayMs: delayFrom(params),
  seed: params.get('seed'),
  storage: deviceStorage(),
  now: () => new Date(),
  onChange: render,
  // The bots decide in a worker: the page never waits for one (an expert thinks up to a few hundred ms).
  ...(typeof Worker === 'undefined' ? {} : { decideBot: createBotWorker(new URL('./worker.js', import.meta.url)) })
})
render()
