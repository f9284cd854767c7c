import { create } from 'zustand'
import type { RulesetId } from '../engine/rulesets.ts'
import type { SectionId } from './section-ids.ts'

/** What the rules reference was opened on: a ruleset to show first, and a section to land on. */
export interface RulesRequest {
  readonly ruleset: RulesetId | null
  readonly section: SectionId | null
}

/**
 * Whether the rules reference is open, over whatever screen is showing. It is UI state only: the
 * game store is never touched, so closing it returns to the game exactly as it was.
 */
export const useRulesOverlay = create<{
  readonly request: RulesRequest | null
  open: (request?: Partial<RulesRequest>) => void
  close: () => void
}>()((set) => ({
  request: null,
  open: (request) => set({ request: { ruleset: request?.ruleset ?? null, section: request?.section ?? null } }),
  close: () => set({ request: null }),
}))

export const openRules = (request?: Partial<RulesRequest>) => useRulesOverlay.getState().open(request)
