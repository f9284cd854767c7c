// Types of what tests read from eslint.config.js (tests/unit/lint-layers.test.ts).
import type { Linter } from 'eslint'

/** The layers of src/, from the ground up: each may import only its own and those below it. */
export declare const LAYERS: readonly string[]
/** The folders and modules of src/ that stand on the engine. */
export declare const LAYERS_ABOVE_ENGINE: readonly string[]
declare const config: Linter.Config[]
export default config
