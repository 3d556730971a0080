// Smoke test: import the BUILT package by its names (self-reference via the exports map).
import { createRequire } from 'node:module'

await createRequire(import.meta.url)('./play-one-game.cjs')((spec) => import(spec), 'esm')
