/**
 * A tiny DOM builder: `h('button', { class: 'card', onclick }, 'text')`. The page re-renders
 * from the game's view after each move; the elements are few, so no virtual DOM is needed.
 *
 * @module
 */

/** Attribute values: strings and numbers become attributes, booleans toggle them, functions are event handlers. */
export type AttrValue = string | number | boolean | null | undefined | ((event: Event) => void)

/** A child: an element, a text, or nothing (skipped). Arrays are flattened. */
export type Child = Node | string | number | null | undefined | false | readonly Child[]

/**
 * Creates an element with attributes and children. `on...` attributes with a function value are
 * added as event listeners; `true` sets an empty attribute, `false`/`null`/`undefined` omit it.
 */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, AttrValue>> = {},
  ...children: readonly Child[]
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value)
    else if (value === true) el.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value))
  }
  append(el, children)
  return el
}

const SVG_NS = 'http://www.w3.org/2000/svg'

/**
 * Creates an SVG element (`svg('path', { d: 'M0 0h10' })`), with attributes and children as
 * {@link h} takes them (no event handlers).
 */
export const svg = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number | null | undefined>> = {},
  ...children: readonly Child[]
): SVGElementTagNameMap[K] => {
  const el = document.createElementNS(SVG_NS, tag)
  for (const [name, value] of Object.entries(attrs)) if (value !== null && value !== undefined) el.setAttribute(name, String(value))
  append(el, children)
  return el
}

/** Appends children (flattening arrays, skipping empty ones) to an element. */
const append = (el: Element, children: readonly Child[]): void => {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    if (Array.isArray(child)) append(el, child as readonly Child[])
    else el.append(child instanceof Node ? child : String(child))
  }
}

/** A key that finds "the same" control again after a re-render: its test id and card, if any. */
const focusKey = (el: Element | null): string | null => {
  if (!(el instanceof HTMLElement)) return null
  const id = el.dataset['testid']
  return id === undefined ? null : `${id}|${el.dataset['card'] ?? ''}`
}

/**
 * Replaces the content of `root` with `content`, keeping keyboard focus on the same control
 * (same `data-testid` and `data-card`) when it still exists and is enabled. When it is gone
 * (a card just played, a button whose step is over), the focus goes to the first control of the
 * same kind that is marked `data-focus-first`, else to the first of the same kind, else to the
 * element marked `data-focus-home` (the hand), so that a keyboard user is never dropped to the
 * top of the page.
 */
export const replaceKeepingFocus = (root: HTMLElement, content: readonly Node[]): void => {
  const active = document.activeElement
  // Focus outside the page's content (a dialog, the address bar) stays where it is.
  const key = active instanceof HTMLElement && root.contains(active) ? focusKey(active) : null
  const kind = key === null ? null : ((active as HTMLElement).dataset['testid'] ?? null)
  root.replaceChildren(...content)
  if (key === null) return
  const controls = [...root.querySelectorAll<HTMLElement>('[data-testid]')].filter((el) => !el.hasAttribute('disabled'))
  const same = controls.find((el) => focusKey(el) === key)
  const sameKind = controls.filter((el) => el.dataset['testid'] === kind)
  const next = same ?? sameKind.find((el) => el.hasAttribute('data-focus-first')) ?? sameKind[0] ?? root.querySelector<HTMLElement>('[data-focus-home]')
  next?.focus({ preventScroll: true })
}
