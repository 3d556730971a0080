import { join } from 'node:path'

/**
 * Rewrites a documentation snippet's package imports (`from 'doppelkopf'`,
 * `from 'doppelkopf/bots'`, ...) to the matching source entry files under `root/src`, so the
 * snippet runs against the source exactly as a user's code runs against the package's entries.
 */
export const sourceImports = (code: string, root: string): string =>
  code.replace(/from 'doppelkopf(?:\/([a-z0-9]+))?'/g, (_m, sub: string | undefined) =>
    `from '${sub === undefined ? join(root, 'src', 'index.ts') : sub === 'rules' ? join(root, 'src', 'rulesEntry.ts') : join(root, 'src', sub, 'index.ts')}'`
  )
