import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { narrate } from '../i18n/narrate.ts'
import { openRecord, type GameRecord } from '../store/saved-games.ts'
import { PresenterScreen } from './presenter-screen.tsx'
import type { PresenterSource } from './presenter-source.ts'
import { buildTimeline } from './timeline.ts'

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ')

function recordOf(example: string): GameRecord {
  const opened = openRecord(readFileSync(`tests/examples/${example}.json`, 'utf8'))
  if (!opened.ok) throw new Error(opened.error.message)
  return opened.value.record
}

function renderPresenter(example: string, over: Partial<PresenterSource> = {}) {
  const record = recordOf(example)
  const onClose = vi.fn()
  const onContinue = vi.fn(() => null)
  render(<PresenterScreen source={{ record, dealCode: null, startAt: 'start', ...over }} onClose={onClose} onContinue={onContinue} />)
  return { record, onClose, onContinue, timeline: buildTimeline(record) }
}

/** The log lines of the move on screen. */
const currentLines = () =>
  within(screen.getByRole('region', { name: 'What happened' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'step')
    .map((b) => plain(b.textContent).replace(/^(Go to move \d+|The deal): /, ''))

const moveLabel = () => plain(screen.getByRole('banner').textContent)

describe('PresenterScreen', () => {
  beforeEach(() => {
    act(() => useLocale.getState().setLocale('en'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens on the deal, with the first auction narrated and explained', () => {
    renderPresenter('for-sale-4p')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For Sale — Ann, Ben, Cy, and Dee')
    expect(moveLabel()).toContain('The deal')
    expect(currentLines()).toEqual(['Auction 1: 3, 13, 19, and 24 go up for auction. Cy starts.'])
    expect(plain(screen.getByRole('region', { name: 'Why?' }).textContent)).toContain(
      'Cy starts the first auction, as settled when the table was set up (ruling R1).',
    )
    expect(screen.getByRole('heading', { name: 'Auction 1 of 7' })).toBeInTheDocument()
    expect(screen.getByText('Cy to play')).toBeInTheDocument()
    // Later moves are not given away.
    expect(screen.getByText('73 later moves hidden')).toBeInTheDocument()
  })

  it('shows each step forward as the live table shows a move, and nothing on a step back or with reduced motion', async () => {
    for (const motion of [true, false]) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: !motion && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
      const animate = vi.spyOn(Element.prototype, 'animate').mockImplementation(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
      const { timeline } = renderPresenter('for-sale-4p')
      const forward = screen.getByRole('button', { name: 'Step forward (right arrow)' })
      // Step 1 is a pass without a bid: the lowest card flies to the passer, nothing comes back.
      expect(timeline.steps[1]?.events.map((e) => e.type)).toEqual(['passed'])
      animate.mockClear()
      // The flights start once the step has been painted.
      const painted = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))))
      await userEvent.click(forward)
      await painted()
      expect(animate.mock.calls.length, `motion ${motion}`).toBe(motion ? 1 : 0)
      animate.mockClear()
      await userEvent.click(screen.getByRole('button', { name: 'Step back (left arrow)' }))
      await painted()
      expect(animate).not.toHaveBeenCalled()
      document.body.innerHTML = ''
      vi.restoreAllMocks()
      vi.unstubAllGlobals()
    }
  })

  it('turns a sale round’s picks up at their sellers, deals each check, and ends with the winners’ flourish', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
    const animate = vi.spyOn(Element.prototype, 'animate').mockImplementation(() => ({ onfinish: null, oncancel: null }) as unknown as Animation)
    const { timeline } = renderPresenter('for-sale-4p')
    const painted = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    const stepTo = async (index: number) => {
      fireEvent.change(screen.getByRole('slider'), { target: { value: String(index - 1) } })
      await painted()
      animate.mockClear()
      await userEvent.click(screen.getByRole('button', { name: 'Step forward (right arrow)' }))
      await painted()
    }
    const reveal = timeline.steps.findIndex((s) => s.events.some((e) => e.type === 'sale-revealed'))
    const sales = timeline.steps[reveal]?.events.flatMap((e) => (e.type === 'sale-revealed' ? e.sales : [])) ?? []
    expect(sales).toHaveLength(4)
    await stepTo(reveal)
    const calls = animate.mock.calls as unknown as [Keyframe[], KeyframeAnimationOptions][]
    // Each pick turns over (rotateY) where its seller sits; each seller's newest check comes from the checks on offer.
    const turned = calls.filter(([frames]) => String(frames[0]?.transform).includes('rotateY(90deg)'))
    expect(turned).toHaveLength(4)
    expect(document.querySelector('[data-motion-layer]')?.querySelectorAll('svg').length).toBe(4)
    const dealt = calls.filter((_, i) => (animate.mock.contexts[i] as Element).closest('[data-seat-stack="checks"]') !== null)
    expect(dealt).toHaveLength(4)
    for (const s of sales) {
      const newest = document.querySelector(`[data-seat="${s.player}"] [data-seat-stack="checks"]`)?.lastElementChild
      expect(animate.mock.contexts).toContain(newest)
    }
    // The last step: the picks turn up and the winners' seats grow with a burst of light.
    await stepTo(timeline.steps.length - 1)
    const winners = timeline.steps.at(-1)?.events.flatMap((e) => (e.type === 'game-over' ? e.winners : [])) ?? []
    expect(winners.length).toBeGreaterThan(0)
    for (const w of winners) expect(animate.mock.contexts).toContain(document.querySelector(`[data-seat="${w}"]`))
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('steps forward and back with the buttons and the arrow keys, and Home/End jump', async () => {
    const { timeline } = renderPresenter('for-sale-4p')
    const names = ['Ann', 'Ben', 'Cy', 'Dee']
    const say = (step: number) => (timeline.steps[step]?.events ?? []).filter((e) => !(e.type === 'paid' && e.cards.length === 0)).map((e) => plain(narrate(e, { ruleset: 'for-sale', names }, 'en')))
    await userEvent.click(screen.getByRole('button', { name: 'Step forward (right arrow)' }))
    expect(moveLabel()).toContain('Move 1 of 73')
    expect(currentLines()).toEqual(say(1))
    expect(currentLines()[0]).toBe('Cy passes: takes the 3 for free.')
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(moveLabel()).toContain('Move 3 of 73')
    expect(currentLines()).toEqual(say(3))
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(moveLabel()).toContain('Move 2 of 73')
    fireEvent.keyDown(window, { key: 'End' })
    expect(moveLabel()).toContain('Move 73 of 73')
    expect(currentLines().at(-1)).toBe('Game over: Ben wins.')
    const table = screen.getByRole('table', { name: 'Final scores' })
    const rows = within(table).getAllByRole('row').slice(1).map((r) => plain(r.textContent))
    // The rank in its column, and again before the name for a phone, where that column is not shown.
    expect(rows[0]).toBe('11. Ben winner$64,000$1,000$65,000')
    expect(rows.map((r) => r.match(/\$[\d,]+$/)?.[0])).toEqual(['$65,000', '$62,000', '$49,000', '$48,000'])
    fireEvent.keyDown(window, { key: 'Home' })
    expect(moveLabel()).toContain('The deal')
    await userEvent.click(screen.getByRole('button', { name: 'Go to the end (End key)' }))
    expect(screen.getByRole('button', { name: 'Step forward (right arrow)' })).toBeDisabled()
  })

  it('jumps to a move from its line in the log', async () => {
    renderPresenter('for-sale-4p', { startAt: 'end' })
    const log = screen.getByRole('region', { name: 'What happened' })
    await userEvent.click(within(log).getAllByRole('button', { name: /^Go to move 7: / })[0] as HTMLElement)
    expect(moveLabel()).toContain('Move 7 of 73')
    expect(currentLines()[0]).toMatch(/passes/)
    expect(screen.getByText('66 later moves hidden')).toBeInTheDocument()
  })

  it('plays at the chosen speed with space, and pauses', () => {
    vi.useFakeTimers()
    renderPresenter('for-sale-4p')
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '1' } })
    fireEvent.keyDown(window, { key: ' ' })
    expect(screen.getByRole('button', { name: 'Pause (space)' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(moveLabel()).toContain('Move 1 of 73')
    act(() => vi.advanceTimersByTime(1000))
    act(() => vi.advanceTimersByTime(1000))
    expect(moveLabel()).toContain('Move 3 of 73')
    fireEvent.keyDown(window, { key: ' ' })
    act(() => vi.advanceTimersByTime(5000))
    expect(moveLabel()).toContain('Move 3 of 73')
    expect(screen.getByRole('button', { name: 'Play the moves one after another (space)' })).toBeInTheDocument()
  })

  it('keeps secret money and picks out of the page unless hands are open, and says so when they are', async () => {
    const { timeline } = renderPresenter('for-sale-gryphon-6p')
    expect(screen.getAllByText('hidden')).toHaveLength(6)
    expect(screen.queryByText(/\$14,000/)).not.toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'o' })
    expect(screen.getByRole('note')).toHaveTextContent('Open hands: a demonstration.')
    expect(screen.getAllByText('$14,000')).toHaveLength(6)
    expect(screen.getAllByText('secret, shown')).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Open hands' }))
    expect(screen.queryByRole('note')).not.toBeInTheDocument()

    // A pick made in secret: only open hands show it.
    const pickStep = timeline.steps.findIndex((s) => s.action?.type === 'pick' && s.events.every((e) => e.type === 'picked'))
    expect(pickStep).toBeGreaterThan(0)
    const picker = timeline.steps[pickStep]?.action?.player ?? -1
    const picked = timeline.steps[pickStep]?.table.seat(picker).view.sale?.ownPick
    const slider = screen.getByLabelText('Jump to a move')
    fireEvent.change(slider, { target: { value: String(pickStep) } })
    expect(moveLabel()).toContain(`Move ${pickStep} of`)
    expect(screen.queryByText(/Secret pick/)).not.toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'O' })
    const seat = screen.getByRole('heading', { level: 3, name: new RegExp(timeline.steps[0]?.table.onlookers.view.seats[picker]?.name ?? '-') }).closest('li') as HTMLElement
    expect(within(seat).getByText(`Secret pick: ${picked}`)).toBeInTheDocument()
    expect(screen.getAllByText(/Secret pick/)).toHaveLength(1)
  })

  it('lists the keys on ?, and closes that list with Escape', async () => {
    renderPresenter('sold-3p')
    fireEvent.keyDown(window, { key: '?' })
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const what of ['Step back / forward', 'Go to the start / the end', 'Play or pause', 'Full screen on or off']) {
      expect(within(help).getByText(what)).toBeInTheDocument()
    }
    // Keys do not move the game while the list is open.
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(moveLabel()).toContain('The deal')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for full screen on F', () => {
    const request = vi.fn(() => Promise.resolve())
    Object.defineProperty(document.documentElement, 'requestFullscreen', { value: request, configurable: true })
    renderPresenter('sold-3p')
    fireEvent.keyDown(window, { key: 'f' })
    expect(request).toHaveBeenCalledOnce()
    // Ctrl+F stays the browser's.
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true })
    expect(request).toHaveBeenCalledOnce()
  })

  it('continues from the move on screen, or deals the same cards again, as new games', async () => {
    const { record, onContinue } = renderPresenter('sold-3p', { dealCode: 'K7M2PQ' })
    expect(screen.getByText('K7M2PQ')).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    await userEvent.click(screen.getByRole('button', { name: 'Continue from here' }))
    expect(onContinue).toHaveBeenLastCalledWith({ setup: record.setup, actions: record.actions.slice(0, 2) }, 'K7M2PQ', undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Deal this again' }))
    expect(onContinue).toHaveBeenLastCalledWith({ setup: record.setup, actions: [] }, 'K7M2PQ', undefined)
  })

  it('speaks French', () => {
    act(() => useLocale.getState().setLocale('fr'))
    renderPresenter('for-sale-4p')
    expect(screen.getByText('Mode enseignant')).toBeInTheDocument()
    expect(moveLabel()).toContain('La donne')
    fireEvent.keyDown(window, { key: 'End' })
    expect(screen.getByRole('table', { name: 'Scores finaux' })).toBeInTheDocument()
  })
})
