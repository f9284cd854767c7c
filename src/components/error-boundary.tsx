import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react'

/*
 * What stands in for a screen, or for the whole app, that throws while drawing: never an empty page,
 * whatever a stored value or a file held. The words and the ways out (failed-screen.tsx) load only
 * once something has failed; should even that fail (offline, not yet cached), plain English words
 * and a way Home stand in for them.
 */

interface Props {
  /** Where "Home" leads; without it, the page is loaded afresh at Home. */
  readonly onHome?: () => void
  /** A change of this (the screen shown) clears the failure, so the next screen is drawn again. */
  readonly resetKey?: unknown
  readonly children: ReactNode
}

interface State {
  readonly failed: boolean
  readonly resetKey: unknown
}

const PlainFailure = (props: { readonly onHome: () => void }) => (
  <button type="button" className="btn btn-primary btn-big m-6" onClick={props.onHome}>
    Home
  </button>
)

const FailedScreen = lazy(() =>
  import('./failed-screen.tsx').then(
    (m) => ({ default: m.FailedScreen }),
    () => ({ default: PlainFailure }),
  ),
)

/** Home, from anywhere: the page anew at the app's own address, with no screen remembered in its entry. */
function reloadHome(): void {
  history.replaceState(null, '', import.meta.env.BASE_URL)
  location.reload()
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever looks at the console: the person sees the plain message.
    console.error('A screen failed to draw', error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const home = () => {
      if (this.props.onHome === undefined) reloadHome()
      else {
        this.setState({ failed: false })
        this.props.onHome()
      }
    }
    return (
      <Suspense fallback={<main role="alert" className="min-h-dvh" />}>
        <FailedScreen onHome={home} />
      </Suspense>
    )
  }
}
