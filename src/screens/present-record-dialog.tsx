import { ImportDialog } from './import-dialog.tsx'
import { useT } from '../i18n/i18n.ts'
import { teacherEntryMessages } from '../i18n/messages/teacher-entry.ts'
import { historyMessages } from '../i18n/messages/history.ts'
import { SampleList } from './sample-list.tsx'
import { presenterSourceFromText, type PresenterSource } from '../teacher/presenter-source.ts'

/** Choose or paste a `gavel/1` record to present: it is replayed to check it, and not saved. */
export function PresentRecordDialog(props: { readonly onOpen: (source: PresenterSource) => void; readonly onClose: () => void }) {
  const t = useT(teacherEntryMessages)
  const th = useT(historyMessages)
  return (
    <ImportDialog
      title={t('presentRecord')}
      extra={
        <section aria-labelledby="present-samples" className="mb-4">
          <h3 id="present-samples" className="mb-1 text-lg font-semibold">
            {th('samplesHeading')}
          </h3>
          <p className="mb-2 text-base">{th('samplesIntro')}</p>
          <SampleList onPresent={props.onOpen} light />
        </section>
      }
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
