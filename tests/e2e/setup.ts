// Run before every spec file (vitest.config.ts setupFiles), so that each file gets the harness's
// hooks even when the worker keeps the harness module loaded from the file before (no isolation).
import { afterAll, afterEach } from 'vitest'
import { disconnect, expectWatchesClean } from './browser.ts'

afterEach(expectWatchesClean)
afterAll(disconnect)
