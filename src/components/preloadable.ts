import { lazy, type ComponentType } from 'react'

/**
 * A component whose code loads on demand, and can be loaded ahead of time (`preload`): drawn once
 * its code is there, it is drawn at once, with no fallback in between. React's `lazy` waits a turn
 * for any promise, even a settled one, so here a module already loaded is handed over synchronously.
 */
export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { readonly Component: ComponentType<P>; readonly preload: () => Promise<M> } {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  const preload = (): Promise<M> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load (offline, nothing cached) may be tried again.
        loading = null
        throw error
      },
    ))
  type Loaded = { default: ComponentType<P> }
  // A thenable that answers at once: React takes it as settled and draws without suspending.
  const settled = (module: M) => ({ then: (resolve: (value: Loaded) => void) => resolve({ default: pick(module) }) }) as unknown as Promise<Loaded>
  const Component = lazy(() => (loaded !== null ? settled(loaded) : preload().then((module) => ({ default: pick(module) }))))
  return { Component, preload }
}
