import { useEffect } from 'react'
import { useGameStore } from '../store/game-store.ts'
import { useSoundSetting } from '../store/sound-setting.ts'
import { afterNextPaint } from './settled.ts'
import { warmUpOnFirstInteraction } from './warm-up.ts'
import { soundWatcher, type SoundCue } from './sound-cues.ts'

let started = false

/** The synthesiser is fetched only when a sound is to be played: never while sounds are off. */
function play(cues: readonly SoundCue[]): void {
  // After the move's paint: the synthesiser never delays what the tap shows.
  afterNextPaint(() => void import('./sounds.ts').then((m) => m.playCues(cues)).catch(() => undefined))
}

const enabled = () => useSoundSetting.getState().on && typeof document !== 'undefined' && document.visibilityState === 'visible'

/**
 * The audio output is opened ahead of the first sound (sounds.ts `prepareAudio`), as one of the
 * things warmed in an idle moment once the person has first touched the page (warm-up.ts). A browser
 * starts no audio before a gesture has landed (a touch counts only at its end): if none has yet, the
 * first sound opens it.
 */
function prepare(): void {
  warmUpOnFirstInteraction(async () => {
    const activated = !('userActivation' in navigator) || navigator.userActivation.hasBeenActive
    if (enabled() && activated) (await import('./sounds.ts')).prepareAudio()
  })
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
