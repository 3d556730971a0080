/**
 * The layers run one way (docs/architecture.md): cards, seat, errors, input, random -> rules ->
 * scoring -> game -> (views, codecs, records, match, fast, the main entry) -> bots -> arena ->
 * cli. A module may import its own folder, a lower layer, or another folder of its own layer,
 * never a higher layer; and no two folders import each other in a circle. Read from the import
 * lines of the source itself.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

/** The layer of each top-level folder or file of src/. */
const LAYERS: Readonly<Record<string, number>> = {
  'cards': 0,
  'seat.ts': 0,
  'errors.ts': 0,
  'input': 0,
  'random.ts': 0,
  'rules': 1,
  'scoring': 2,
  'game': 3,
  'views': 4,
  'codecs': 4,
  'records': 4,
  'match': 4,
  'fast': 4,
  'index.ts': 4,
  'rulesEntry.ts': 4,
  'i18n': 4,
  'bots': 5,
  'arena': 6,
  'cli': 7
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })

/** The top-level part of src/ a file belongs to (`game`, `seat.ts`, ...). */
const partOf = (file: string): string => relative(SRC, file).split(/[\\/]/)[0] as string

/** Every relative module a file imports or re-exports (static and dynamic), resolved to a path in src/. */
const importsOf = (file: string): string[] => {
  const code = readFileSync(file, 'utf8')
  const specifiers = [...code.matchAll(/^\s*(?:import|export)\b[^'"`]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((s): s is string => s !== undefined && s.startsWith('.'))
  return specifiers.map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts')))
}

const files = sourceFiles(SRC)
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })))

describe('architecture: layers run one way', () => {
  it('reads the imports of every source file (a sanity check of the reader)', () => {
    expect(files.length).toBeGreaterThan(60)
    expect(edges.length).toBeGreaterThan(200)
    for (const f of files) expect(LAYERS[partOf(f)], `${relative(SRC, f)} has a layer`).toBeDefined()
  })

  it('no module imports a higher layer', () => {
    const upward = edges
      .filter(({ from, to }) => (LAYERS[partOf(to)] ?? 99) > (LAYERS[partOf(from)] ?? -1))
      .map(({ from, to }) => `${relative(SRC, from)} -> ${relative(SRC, to)}`)
    expect(upward).toEqual([])
  })

  it('no two folders import each other, directly or in a longer circle', () => {
    const graph = new Map<string, Set<string>>()
    for (const { from, to } of edges) {
      const a = partOf(from)
      const b = partOf(to)
      if (a === b) continue
      if (!graph.has(a)) graph.set(a, new Set())
      graph.get(a)?.add(b)
    }
    const circles: string[] = []
    const visit = (node: string, path: readonly string[]): void => {
      for (const next of graph.get(node) ?? []) {
        if (next === path[0]) circles.push([...path, next].join(' -> '))
        else if (!path.includes(next) && next > (path[0] as string)) visit(next, [...path, next])
      }
    }
    for (const start of graph.keys()) visit(start, [start])
    expect(circles).toEqual([])
  })
})

describe('architecture: rules are read through the compiled rule table', () => {
  it('no module outside src/rules reads a rule-set field (it asks ruleTable)', () => {
    const reads = files
      .filter((f) => partOf(f) !== 'rules')
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$/, ''), at: `${relative(SRC, f)}:${i + 1}` }))
          // `rules.x` / `rules?.x` on any expression that names a rule set, except its display name and Either sides.
          .filter(({ line }) => /\brules\??\.(?!name\b|right\b|left\b|tsr\b|pagat\b|house\b|js\b)[a-zA-Z]/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`)
      )
    expect(reads).toEqual([])
  })
})
