import { basename } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The spec files that take longest, longest first. Two files run at a time (vitest.config.ts), each
 * worker taking the next file when it is done: the long ones go first so that the run does not end
 * with one worker still in a long file while the other has nothing left. Vitest's own order is no
 * help on a fresh checkout (CI): with no record of past runs it goes by file size, and with one it
 * puts last run's failures first.
 */
const LONGEST_FIRST = ['games', 'layout', 'phones-games', 'integrity', 'table-play', 'flow', 'score-pad', 'teacher', 'fit', 'teacher-fit', 'learn', 'phones', 'hand-over', 'history', 'home', 'offline', 'rules', 'screens', 'cards', 'robust']

/** The listed files in that order, then every other one in Vitest's order. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(basename(file.moduleId).replace(/\.e2e\.ts$/, ''))
      return i < 0 ? LONGEST_FIRST.length : i
    }
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file)
  }
}
