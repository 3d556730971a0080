import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'test/bench/**', 'test/smoke/**'],
    environment: 'node',
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    pool: 'threads',
    maxWorkers: 2,
    // A safety net, not a budget: no test may depend on the machine's speed, and a slow or busy
    // machine must not fail the suite. Heavy tests (property runs over many games, fixed
    // workloads, spawned processes) also carry their own explicit timeout; vitest's default of
    // 5 s is too tight for them once a core is busy.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text', 'html'],
    },
  },
});
