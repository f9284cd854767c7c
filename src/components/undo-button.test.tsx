import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { UndoButton } from './undo-button.tsx'

beforeEach(() => {
  act(() => useLocale.getState().setLocale('en'))
})

describe('the top bar undo', () => {
  it('keeps its place while undo is not offered, unseen and out of reach, and asks before undoing once it is', () => {
    const onUndo = vi.fn()
    const { container, rerender } = render(<UndoButton onUndo={onUndo} offered={false} />)
    // Its box is there, so nothing beside it moves when undo comes back; nobody can see, reach or hear it.
    const slot = container.firstElementChild as HTMLElement
    expect(slot.style.visibility).toBe('hidden')
    expect(slot.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(slot.querySelector('button')?.disabled).toBe(true)

    rerender(<UndoButton onUndo={onUndo} offered />)
    expect(container.firstElementChild).toBe(slot)
    expect(slot.style.visibility).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByRole('alertdialog')).toBeTruthy()

    // Undo goes away with its question open (cards turned up): the question goes, and is not asked again when undo comes back.
    rerender(<UndoButton onUndo={onUndo} offered={false} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    rerender(<UndoButton onUndo={onUndo} offered />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-expanded')).toBe('false')
    expect(onUndo).not.toHaveBeenCalled()
  })
})
