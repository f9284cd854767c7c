import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadGameEngine } from '../../src/store/game-engine-slot.ts'

// The app loads the engine on demand (src/store/game-engine-slot.ts); component and store tests start
// with it there, as the app's screens that use it do. Its loading itself has a test of its own.
beforeAll(async () => {
  await loadGameEngine()
})

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
// What a test leaves on the page outside what it rendered (the motion layer's copies) goes too.
afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})
