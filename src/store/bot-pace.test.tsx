import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SetupScreen } from '../screens/setup-screen.tsx'
import { BOT_PACE_KEY, BOT_PACES, readBotPace, writeBotPace } from './bot-pace.ts'

beforeEach(() => {
  localStorage.clear()
})

describe('the computer players’ pace', () => {
  it('is normal until chosen, and ignores a value it does not know', () => {
    expect(readBotPace()).toBe('normal')
    writeBotPace('relaxed')
    expect(readBotPace()).toBe('relaxed')
    localStorage.setItem(BOT_PACE_KEY, 'warp')
    expect(readBotPace()).toBe('normal')
    expect(BOT_PACES.relaxed).toBeGreaterThan(BOT_PACES.normal)
    expect(BOT_PACES.normal).toBeGreaterThan(BOT_PACES.quick)
  })

  it('is offered on Setup once a seat is a computer, and kept on this device', async () => {
    render(<SetupScreen recentNames={[]} onStart={vi.fn(() => null)} onBack={vi.fn()} />)
    expect(screen.queryByRole('combobox', { name: 'Computer players’ pace' })).toBeNull()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'Computer: normal')
    const pace = screen.getByRole('combobox', { name: 'Computer players’ pace' })
    expect(pace).toHaveValue('normal')
    expect(pace).toHaveAccessibleDescription('How long each computer move stays on screen before the next one.')
    await userEvent.selectOptions(pace, 'Relaxed (2.4 s a move)')
    expect(readBotPace()).toBe('relaxed')
  })
})
