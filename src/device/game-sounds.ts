import { useEffect } from 'react'
import { useGameStore } from '../store/game-store.ts'
import { useSoundSetting } from '../store/sound-setting.ts'
import { afterNextPaint, whenIdle } from './settled.ts'
import { soundWatcher, type SoundCue } from './sound-cues.ts'

let started = false

/** The synthesiser is fetched only when a sound is to be played: never while sounds are off. */
function play(cues: readonly SoundCue[]): void {
  // After the move's paint: the synthesiser never delays what the tap shows.
  afterNextPaint(() => void import('./sounds.ts').then((m) => m.playCues(cues)).catch(() => undefined))
}

const enabled = () => useSoundSetting.getState().on && typeof document !== 'undefined' && document.visibilityState === 'visible'

/**
 * The audio output is opened at the first quiet moment after someone has touched the page (a browser
 * starts no audio before that), so that the first move's sound does not hold up the taps after it.
 */
function prepare(): void {
  const open = () => {
    whenIdle(() => {
      if (enabled()) void import('./sounds.ts').then((m) => m.prepareAudio()).catch(() => undefined)
    }, 3000)
  }
  if (typeof window === 'undefined') return
  if (!('userActivation' in navigator) || navigator.userActivation.hasBeenActive) open()
  else {
    const once = () => {
      window.removeEventListener('pointerup', once)
      window.removeEventListener('keyup', once)
      open()
    }
    window.addEventListener('pointerup', once)
    window.addEventListener('keyup', once)
  }
}

/** Plays the cues of each move made on the open game, when sounds are on. Called by the game screens; once is enough. */
export function startGameSounds(): void {
  if (started) return
  started = true
  prepare()
  const watch = soundWatcher(play, enabled)
  watch(useGameStore.getState().current)
  useGameStore.subscribe((s) => watch(s.current))
}

/** For the game screens: sounds follow the game from the first time one of them is shown. */
export function useGameSounds(): void {
  useEffect(startGameSounds, [])
}
