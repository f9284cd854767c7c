import { createContext } from 'react'
import type { RulesetId } from '../engine/rulesets.ts'

/**
 * The ruleset of the game a screen shows, for the words of its box (edition-t.ts). Kept apart from
 * the words themselves: the app's shell provides it, and the words load with the table only.
 */
export const EditionContext = createContext<RulesetId | null>(null)
