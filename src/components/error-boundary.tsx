import { Component, type ErrorInfo, type ReactNode } from 'react'
import { translator } from '../i18n/i18n.ts'
import { boundaryMessages } from '../i18n/messages/boundary.ts'
import { useLocale } from '../store/locale-store.ts'
import { storedDumpText } from '../storage/stored-dump.ts'

/*
 * What stands in for a screen, or for the whole app, that throws while drawing: a plain message, a
 * way Home, and a way to save everything stored first. Never an empty page, whatever a stored value
 * or a file held. Written without hooks or other screens' parts, which may be what failed.
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

function words() {
  let locale: Parameters<typeof translator>[1] = 'en'
  try {
    locale = useLocale.getState().locale
  } catch {
    // English, then.
  }
  return translator(boundaryMessages, locale)
}

/** Saves everything stored as a JSON file. */
export function saveStoredCopy(now: Date = new Date()): void {
  const url = URL.createObjectURL(new Blob([storedDumpText(now.getTime())], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `gavel-stored-${now.toISOString().slice(0, 10)}.json`
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

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
    const t = words()
    const home = () => {
      if (this.props.onHome === undefined) reloadHome()
      else {
        this.setState({ failed: false })
        this.props.onHome()
      }
    }
    return (
      <main role="alert" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-6 p-6 text-white">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p className="text-xl">{t('body')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary btn-big" onClick={home}>
            {t('home')}
          </button>
          <button type="button" className="btn btn-secondary btn-big" onClick={() => saveStoredCopy()}>
            {t('save')}
          </button>
        </div>
      </main>
    )
  }
}
