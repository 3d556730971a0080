/**
 * Loads TypeScript in a worker thread (worker.test.ts, source project): the worker is started with
 * `--import` of this file, which registers tsx's ESM hooks through its API.
 *
 * `--import tsx` alone does not do it on Node 20: tsx's entry registers its hooks only on the main
 * thread there (in a worker thread only from Node 22.22.3, 24.11.1 and 25.1 on, where Node tells
 * its internal threads apart), so a worker started with it fails with `Unknown file extension
 * ".ts"`. `register()` of `tsx/esm/api` works in a worker thread on every Node tsx supports.
 */
import { register } from 'tsx/esm/api'

register()
