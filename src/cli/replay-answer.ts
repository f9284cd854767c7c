import { replayOutput, replayRecord } from '../engine/record.ts'
import type { CommandAnswer } from './json-command.ts'

/** The replay command's answer to a file's text (rules/RECORD.md): the game's outcome, or its error object. */
export function answerReplay(text: string): CommandAnswer {
  const result = replayRecord(text)
  if (result.ok) return { ok: true, value: replayOutput(result.state) }
  // RECORD.md's error object: code, message and the action at fault; `detail` is for the UI's words.
  const { code, message, action } = result.error
  return { ok: false, error: action === undefined ? { code, message } : { code, message, action } }
}
