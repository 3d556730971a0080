/**
 * The browser page's card faces (examples/web/src/render/cards.ts) show the rank in the page
 * locale's letters: a German page shows D and B, never Q and J (issue 27). Drawn here on a
 * minimal stand-in for the DOM: the face is an SVG tree whose texts are its corners and a court
 * card's middle.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DECK, rankOf, suitOf } from '../src/cards/card.js'
import { de } from '../src/i18n/index.js'

/** A node of the stand-in DOM: a tag, attributes, children and text. */
class FakeNode {
  readonly children: (FakeNode | string)[] = []
  readonly attributes = new Map<string, string>()
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value)
  }
  append(...children: (FakeNode | string)[]): void {
    this.children.push(...children)
  }
  addEventListener(): void {}
  /** The texts of the tree, in document order. */
  texts(): string[] {
    return this.children.flatMap((c) => (typeof c === 'string' ? [c] : c.texts()))
  }
}

beforeAll(() => {
  vi.stubGlobal('Node', FakeNode)
  vi.stubGlobal('document', {
    createElement: (tag: string) => new FakeNode(tag),
    createElementNS: (_ns: string, tag: string) => new FakeNode(tag)
  })
})
afterAll(() => vi.unstubAllGlobals())

describe('the page\'s card faces', () => {
  it('show every rank by the German letters: A 10 K D B 9', async () => {
    // Imported by a computed name: the page's modules are type-checked with the DOM's types (examples/web/tsconfig.json), not here.
    const module = '../examples/web/src/render/cards.ts'
    const { cardFace, rankText } = (await import(module)) as { cardFace: (card: number) => unknown; rankText: (rank: string) => string }
    expect(['A', '10', 'K', 'Q', 'J', '9'].map((r) => rankText(r))).toEqual(['A', '10', 'K', 'D', 'B', '9'])
    for (const card of DECK) {
      const texts = (cardFace(card) as unknown as FakeNode).texts()
      const letter = de.rankLetters[rankOf(card)]
      // Two corners, and the middle of a court card (K, D, B).
      const court = ['K', 'Q', 'J'].includes(rankOf(card))
      expect(texts, `${suitOf(card)} ${rankOf(card)}`).toEqual(court ? [letter, letter, letter] : [letter, letter])
      expect(texts.join('')).not.toMatch(/[QJ]/)
    }
  })
})
