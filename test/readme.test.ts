/**
 * The README's usage example must run as written: extract its first ```ts block, point the
 * package import at the source, run it and check what it prints.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { sourceImports } from './support/package-imports.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

describe('README usage example', () => {
  it('runs and prints a settlement and a score-sheet result', async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBeDefined()
    const source = sourceImports(block as string, root)
    const dir = join(root, 'node_modules', '.cache', 'readme-example')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, 'example.ts')
    writeFileSync(file, source)
    const logs: unknown[][] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logs.push(args)
    })
    try {
      await import(pathToFileURL(file).href)
    } finally {
      spy.mockRestore()
    }
    expect(logs).toHaveLength(2)
    const [winner, scores] = logs[0] as [unknown, number[]]
    expect([null, 're', 'kontra']).toContain(winner)
    expect(scores.reduce((a, b) => a + b, 0)).toBe(0)
    const [lines, sheet] = logs[1] as [{ code: string }[], number[]]
    expect(lines[0]).toEqual({ code: 'won', party: 're', points: 1 })
    // Re 151 : Kontra 89 with Re announced: won 1 + below 90 1 + Re 2 = 4, minus Kontra's fox 1 = 3
    expect(sheet).toEqual([3, -3, 3, -3])
  })
})
