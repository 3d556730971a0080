import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: ['node20', 'es2022'],
  platform: 'node',
  treeshake: true,
  splitting: false,
  outDir: 'dist',
  external: ['fp-ts', 'io-ts'],
});
