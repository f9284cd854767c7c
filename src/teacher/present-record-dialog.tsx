import { ImportDialog } from '../screens/import-dialog.tsx'
import { useT } from '../i18n/i18n.ts'
import { teacherEntryMessages } from '../i18n/messages/teacher-entry.ts'
import { presenterSourceFromText, type PresenterSource } from './presenter-source.ts'

/** Choose or paste a `gavel/1` record to present: it is replayed to check it, and not saved. */
export function PresentRecordDialog(props: { readonly onOpen: (source: PresenterSource) => void; readonly onClose: () => void }) {
  const t = useT(teacherEntryMessages)
  return (
    <ImportDialog
      title={t('presentRecord')}
      onClose={props.onClose}
      onImport={(text) => {
        const read = presenterSourceFromText(text)
        if (!read.ok) return read.error
        props.onOpen(read.source)
        return null
      }}
    />
  )
}
