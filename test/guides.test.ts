/**
 * The guides in docs/ must run as written: every ```ts block of each guide is extracted, its
 * package import pointed at the source, written to node_modules/.cache/guides/<guide>-<n>.ts and
 * imported (console.log silenced). Blocks marked ```ts-fragment are not run. The blocks are also
 * type-checked with the project's compiler options, since running them strips the types.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'
import { describe, expect, it, vi } from 'vitest'
import { sourceImports } from './support/package-imports.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cache = join(root, 'node_modules', '.cache', 'guides')

const GUIDES = ['getting-started', 'rules-and-options', 'frontend', 'server', 'settlement-only', 'bots', 'errors', 'i18n', 'match'] as const

/** Fence languages a guide may use; a TypeScript block under another name would go untested. */
const LANGUAGES = new Set(['ts', 'ts-fragment', 'sh', 'text', 'json'])

interface Block {
  readonly guide: string
  readonly n: number
  readonly file: string
}

/** Every fenced block of a Markdown text: its language and its code. */
const fences = (markdown: string): { lang: string; code: string }[] =>
  [...markdown.matchAll(/^```([^\n`]*)\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({ lang: (m[1] ?? '').trim(), code: m[2] ?? '' }))

rmSync(cache, { recursive: true, force: true })
mkdirSync(cache, { recursive: true })
const markdown = new Map<string, string>(GUIDES.map((g) => [g, readFileSync(join(root, 'docs', `${g}.md`), 'utf8')]))
const blocks: Block[] = GUIDES.flatMap((guide) =>
  fences(markdown.get(guide) ?? '')
    .filter((f) => f.lang === 'ts')
    .map((f, i) => {
      const file = join(cache, `${guide}-${i + 1}.ts`)
      writeFileSync(file, sourceImports(f.code, root))
      return { guide, n: i + 1, file }
    })
)

describe('the guides in docs/', () => {
  it.each(GUIDES)('%s.md has runnable blocks and only known fence languages', (guide) => {
    const all = fences(markdown.get(guide) ?? '')
    expect(all.filter((f) => f.lang === 'ts').length).toBeGreaterThan(0)
    for (const f of all) expect(LANGUAGES, `fence language "${f.lang}" in ${guide}.md`).toContain(f.lang)
  })

  it.each(blocks.map((b) => [`${b.guide}.md block ${b.n}`, b] as const))(
    '%s runs without throwing',
    async (_name, block) => {
      const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined)
      try {
        await expect(import(pathToFileURL(block.file).href)).resolves.toBeDefined()
      } finally {
        spy.mockRestore()
      }
    },
    60_000
  )

  it('every block type-checks against the current API', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      }
    })
    expect(config).toBeDefined()
    const options: ts.CompilerOptions = { ...config?.options, noEmit: true, allowImportingTsExtensions: true }
    const program = ts.createProgram(
      blocks.map((b) => b.file),
      options
    )
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file !== undefined && d.file.fileName.startsWith(cache))
      .map((d) => {
        const { line, character } = d.file?.getLineAndCharacterOfPosition(d.start ?? 0) ?? { line: 0, character: 0 }
        return `${d.file?.fileName.slice(cache.length + 1)}:${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
      })
    expect(problems).toEqual([])
  }, 120_000)
})
