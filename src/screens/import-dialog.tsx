import { useId, useState, type ReactNode } from 'react'
import type { GameError } from '../engine/types.ts'
import { Dialog } from '../components/dialog.tsx'
import { errorText } from '../i18n/error-text.ts'
import { useT } from '../i18n/i18n.ts'
import { importMessages } from '../i18n/messages/import.ts'
import { useLocale } from '../i18n/locale-store.ts'

/**
 * The largest record Gavel opens, in bytes. A whole 6-player game is under 20 KB; anything this big
 * is not a record, and parsing it would hold the page up.
 */
export const MAX_RECORD_BYTES = 1_000_000

/** A size in the table's language: "27 MB". */
function sizeText(locale: string, bytes: number): string {
  const mb = bytes / 1_000_000
  return mb >= 1
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1000)
}

/**
 * Import a `gavel/1` record from a file or pasted text. `onImport` opens it or says why not;
 * on an error the dialog stays open with the reason and nothing else changes.
 */
export function ImportDialog(props: {
  /** `'already-kept'`: a finished game already in the history; nothing was added. */
  onImport: (text: string) => GameError | 'already-kept' | null
  onClose: () => void
  /** The dialog's title when the record is opened for something else than play (teacher mode). */
  title?: string
  /** Shown after the file and paste fields (teacher mode: the sample games). */
  extra?: ReactNode
}) {
  const t = useT(importMessages)
  const locale = useLocale((s) => s.locale)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const fileId = useId()
  const pasteId = useId()
  const problemId = useId()

  const tooLarge = (bytes: number) => t('tooLarge', { size: sizeText(locale, bytes), limit: sizeText(locale, MAX_RECORD_BYTES) })

  const tryImport = (content: string) => {
    if (content.trim() === '') {
      setProblem(t('empty'))
      return
    }
    if (content.length > MAX_RECORD_BYTES) {
      setProblem(tooLarge(content.length))
      return
    }
    const error = props.onImport(content)
    setProblem(error === null ? null : error === 'already-kept' ? t('alreadyKept') : t('failed', { reason: errorText(locale, error) }))
  }

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return
    // Refused before it is read: a huge file would freeze the page while it is parsed.
    if (file.size > MAX_RECORD_BYTES) {
      setProblem(tooLarge(file.size))
      return
    }
    try {
      tryImport(await file.text())
    } catch {
      setProblem(t('failed', { reason: t('unreadableFile') }))
    }
  }

  return (
    <Dialog title={props.title ?? t('title')} onClose={props.onClose}>
      <p className="mb-4 text-base">{t('intro')}</p>
      <div className="mb-4">
        {/* The browser's own file button speaks the browser's language, not the table's: ours is the label. */}
        <input
          id={fileId}
          type="file"
          accept=".json,application/json,text/plain"
          className="peer sr-only"
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0])
            e.currentTarget.value = ''
          }}
        />
        <label
          htmlFor={fileId}
          className="btn btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500"
        >
          {t('chooseFile')}
        </label>
      </div>
      <div className="mb-4">
        <label htmlFor={pasteId} className="mb-1 block text-lg font-semibold">
          {t('pasteLabel')}
        </label>
        <textarea
          id={pasteId}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rows={6}
          spellCheck={false}
          className="block w-full rounded-lg border-2 border-slate-400 p-2 font-mono text-sm"
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem !== null}
        />
      </div>
      {problem !== null && (
        <p id={problemId} role="alert" className="mb-4 rounded-lg border-2 border-red-800 bg-red-50 p-3 text-base font-semibold text-red-900">
          <span aria-hidden="true">✖ </span>
          {problem}
        </p>
      )}
      {props.extra}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => tryImport(text)}>
          {t('open')}
        </button>
      </div>
    </Dialog>
  )
}
