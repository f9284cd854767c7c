// The end-to-end tests' entry to the app: built beside the page's own (vite.config.ts) and served in
// its place by their server (static-server.ts), so that the app people get reads no test switch.
// It starts the app as a person's page does, then gives it the timings the spec asked for before the
// page loaded (`__gavelTapGuardMs`, `__gavelCardsHeldMs`, `__gavelBotPaceMs`: browser.ts `newPage`).
// They are in place before anything uses them: the app draws its first screen a task later, the
// game's actions take them when they load (on demand), and the tap guard comes with the game screens.
import '../../src/main.tsx'
import { setBeforeMoves } from '../../src/app.tsx'
import { setGameTimings } from '../../src/game/load-game.ts'

const page = globalThis as { __gavelCardsHeldMs?: unknown; __gavelBotPaceMs?: unknown; __gavelTapGuardMs?: unknown }
const ms = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : undefined)
const cardsHeldMs = ms(page.__gavelCardsHeldMs)
const botPaceMs = ms(page.__gavelBotPaceMs)
const tapGuardMs = ms(page.__gavelTapGuardMs)

setGameTimings({ ...(cardsHeldMs === undefined ? {} : { cardsHeldMs }), ...(botPaceMs === undefined ? {} : { botPaceMs }) })
if (tapGuardMs !== undefined) setBeforeMoves(() => import('../../src/device/tap-guard.ts').then((m) => m.installTapGuard({ ms: tapGuardMs })))
