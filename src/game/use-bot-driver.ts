import { useEffect, useRef } from 'react'
import type { BotDriver } from './bot-driver.ts'

/**
 * Runs the bot driver while the open game has a bot (loaded on demand: a table of people never
 * fetches the bots), and holds the bots back while `paused` (the game menu is open).
 */
export function useBotDriver(withBots: boolean, paused: boolean): void {
  const driver = useRef<BotDriver | null>(null)
  const pausedNow = useRef(paused)

  useEffect(() => {
    pausedNow.current = paused
    driver.current?.setPaused(paused)
  }, [paused])

  useEffect(() => {
    if (!withBots) return
    let cancelled = false
    void import('./bot-driver.ts').then((m) => {
      if (cancelled) return
      const d = m.startBotDriver()
      d.setPaused(pausedNow.current)
      driver.current = d
    })
    return () => {
      cancelled = true
      driver.current?.stop()
      driver.current = null
    }
  }, [withBots])
}
