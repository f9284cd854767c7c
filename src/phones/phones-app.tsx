import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from '../components/error-boundary.tsx'
import { ROOM_ID_PATTERN } from '../game/phone-protocol.ts'
import { JoinByCode, PhonePage } from './phone-page.tsx'
import { TablePage } from './table-page.tsx'

/*
 * The pages of a table with phones, loaded only when one is opened (main.tsx): /table/<id> is the
 * table screen, /join/<id> a phone at that table (the QR code's link), /join a phone typing a code.
 */

/** Whether `path` is one of these pages: the shell's one check, kept tiny for the first page. */
export function phonesPage(path: string): 'table' | 'phone' | 'code' | null {
  const [, where, id] = path.split('/')
  if (where === 'join' && (id === undefined || id === '')) return 'code'
  if (id === undefined || !ROOM_ID_PATTERN.test(id)) return null
  return where === 'table' ? 'table' : where === 'join' ? 'phone' : null
}

export function startPhones(root: HTMLElement): void {
  const path = location.pathname
  const page = phonesPage(path)
  const id = path.split('/')[2] ?? ''
  const shown = page === 'table' ? <TablePage roomId={id} /> : page === 'phone' ? <PhonePage roomId={id} /> : <JoinByCode />
  root.replaceChildren()
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>{shown}</ErrorBoundary>
    </StrictMode>,
  )
}
