/**
 * The bundle's entry point: the offline page (main.ts, one person against three bots in the
 * browser) unless the URL asks for the online mode (a table's join link, the daily Partie
 * against a server, its leaderboard; see online/mode.ts). Only the chosen mode runs.
 *
 * @module
 */
import { onlineMode } from './online/mode.js'

const mode = onlineMode(new URLSearchParams(window.location.search), window.location.origin)
if (mode === null) void import('./main.js')
else void import('./online/index.js').then((online) => online.startOnline(mode))
