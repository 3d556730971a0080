/** Writes src/rules/ruleSet.ts from the rule option declarations (`npx tsx test/support/gen-rule-set.ts`). */
import { writeFileSync } from 'node:fs'
import { ruleSetSource } from '../../src/rules/declarations.js'

writeFileSync(new URL('../../src/rules/ruleSet.ts', import.meta.url), ruleSetSource())
