import { Dialog } from '../components/dialog.tsx'
import {} from '../i18n/i18n.ts'
import { teacherMessages } from '../i18n/messages/teacher.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/** The presenter's keys, opened with "?". */
export function HelpOverlay(props: { readonly onClose: () => void }) {
  const t = useEditionT(teacherMessages)
  const keys: readonly [string, string][] = [
    ['← →', t('keyStep')],
    ['Home End', t('keyEnds')],
    [t('spaceKey'), t('keyPlay')],
    ['F', t('keyFullscreen')],
    ['O', t('keyOpen')],
    ['E', t('keyExplain')],
    ['?', t('keyHelp')],
    ['Esc', t('keyClose')],
  ]
  return (
    <Dialog title={t('helpTitle')} onClose={props.onClose}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-lg">
        {keys.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              {key.split(' ').map((k) => (
                <kbd key={k} className="mr-1 inline-block min-w-10 rounded-md border-2 border-slate-500 bg-slate-100 px-2 text-center font-mono font-bold">
                  {k}
                </kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-base">{t('keyLog')}</p>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={props.onClose} data-autofocus>
          {t('helpClose')}
        </button>
      </div>
    </Dialog>
  )
}
