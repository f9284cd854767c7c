import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadGame } from '../../src/game/load-game.ts'

// The app loads the game's actions on demand (src/game/load-game.ts); component and store tests start
// with it there, as the app's screens that use it do. Its loading itself has a test of its own.
beforeAll(async () => {
  await loadGame()
})

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
// What a test leaves on the page outside what it rendered (the motion layer's copies) goes too.
afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})
