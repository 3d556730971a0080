// Smoke test: import the BUILT package by its name (self-reference via the exports map).
import { createRequire } from 'node:module'
import * as dk from 'doppelkopf'

createRequire(import.meta.url)('./play-one-game.cjs')(dk, 'esm')
