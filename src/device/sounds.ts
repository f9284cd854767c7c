import type { SoundCue } from './sound-cues.ts'

/*
 * Gavel's sounds, made with the Web Audio API as they are played: no audio files, nothing fetched.
 * Short and quiet: a table talks over them. Loaded only once someone has turned sounds on.
 */

/** One note: a frequency (Hz) gliding to `to`, starting `at` seconds from now, lasting `length` seconds. */
interface Note {
  readonly type: OscillatorType
  readonly from: number
  readonly to?: number
  readonly at: number
  readonly length: number
  readonly volume: number
}

const SOUNDS: { readonly [C in SoundCue]: readonly Note[] } = {
  // A light tap upwards: a raise.
  bid: [{ type: 'sine', from: 660, to: 880, at: 0, length: 0.09, volume: 0.12 }],
  // A soft step down: out of the auction.
  pass: [{ type: 'triangle', from: 392, to: 294, at: 0, length: 0.14, volume: 0.12 }],
  // A small bell: an auction won.
  win: [
    { type: 'sine', from: 880, at: 0, length: 0.12, volume: 0.1 },
    { type: 'sine', from: 1320, at: 0.06, length: 0.22, volume: 0.08 },
  ],
  // Two quick notes: the cards turned up.
  'turn-up': [
    { type: 'sine', from: 523, at: 0, length: 0.1, volume: 0.1 },
    { type: 'sine', from: 784, at: 0.09, length: 0.16, volume: 0.1 },
  ],
  // A rising chord: the game is over.
  'game-over': [
    { type: 'triangle', from: 523, at: 0, length: 0.18, volume: 0.1 },
    { type: 'triangle', from: 659, at: 0.12, length: 0.18, volume: 0.1 },
    { type: 'triangle', from: 784, at: 0.24, length: 0.18, volume: 0.1 },
    { type: 'triangle', from: 1047, at: 0.36, length: 0.4, volume: 0.1 },
  ],
}

/** Gap between two cues of one move (a reveal, then the end of the game), in seconds. */
const GAP = 0.5

let context: AudioContext | null = null

function audio(): AudioContext | null {
  if (context !== null) return context
  if (typeof AudioContext === 'undefined') return null
  context = new AudioContext()
  // Nothing sounds from a hidden tab: the context sleeps until the page is seen again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void context?.suspend().catch(() => undefined)
  })
  return context
}

function playNote(ctx: AudioContext, note: Note, start: number): void {
  const osc = ctx.createOscillator()
  const gain = ctx.createGain()
  const t0 = start + note.at
  const t1 = t0 + note.length
  osc.type = note.type
  osc.frequency.setValueAtTime(note.from, t0)
  if (note.to !== undefined) osc.frequency.exponentialRampToValueAtTime(note.to, t1)
  // A quick rise and an exponential fall: no click at either end.
  gain.gain.setValueAtTime(0.0001, t0)
  gain.gain.exponentialRampToValueAtTime(note.volume, t0 + 0.01)
  gain.gain.exponentialRampToValueAtTime(0.0001, t1)
  osc.connect(gain).connect(ctx.destination)
  osc.start(t0)
  osc.stop(t1 + 0.02)
}

/**
 * Opens the audio output before the first sound is due. The first AudioContext of a page can hold the
 * page's thread a long time (longest on a device with no sound card), so it is opened
 * while the table is being read, not after the first move, where the next taps would wait behind it.
 * It sleeps until a cue wakes it (`playCues` resumes it) and again once the cue has ended, so an idle table plays
 * nothing and costs nothing.
 */
export function prepareAudio(): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
  if (context !== null) return
  void audio()?.suspend().catch(() => undefined)
}

/** The timer that puts the output to sleep once the last cue has ended, and a sleep asked for and not yet taken. */
let sleepTimer: ReturnType<typeof setTimeout> | undefined
let falling: Promise<void> | null = null
/** When the last note scheduled ends, on the context's clock. */
let quietAt = 0

/**
 * Puts the output to sleep a moment after `seconds`, once the last note scheduled has ended: a context
 * left running renders silence for as long as the page is open (a few percent of a core, on a tablet
 * lying on the table all evening).
 */
function sleepAfter(ctx: AudioContext, seconds: number): void {
  clearTimeout(sleepTimer)
  sleepTimer = setTimeout(() => {
    falling = ctx.suspend().catch(() => undefined)
  }, Math.max(0, seconds) * 1000 + 250)
}

/** Plays the cues one after another; silently nothing where the browser has no Web Audio. */
export function playCues(cues: readonly SoundCue[]): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
  const ctx = audio()
  if (ctx === null) return
  clearTimeout(sleepTimer)
  const run = () => {
    let start = ctx.currentTime + 0.02
    for (const cue of cues) {
      const notes = SOUNDS[cue]
      for (const note of notes) playNote(ctx, note, start)
      start += Math.max(...notes.map((n) => n.at + n.length)) + GAP
    }
    quietAt = Math.max(quietAt, start - GAP)
    sleepAfter(ctx, quietAt - ctx.currentTime)
  }
  // Asleep, or falling asleep (the context says "running" until its suspend has been taken): woken after it.
  if (ctx.state === 'suspended' || falling !== null) {
    const after = falling ?? Promise.resolve()
    falling = null
    void after.then(() => ctx.resume()).then(run, () => undefined)
  } else run()
}
