// Types of what tests read from eslint.config.js (tests/unit/lint-engine.test.ts).
import type { Linter } from 'eslint'

/** The folders and modules of src/ that stand on the engine. */
export declare const LAYERS_ABOVE_ENGINE: readonly string[]
declare const config: Linter.Config[]
export default config
