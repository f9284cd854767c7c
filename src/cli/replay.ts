/**
 * `npm run --silent replay -- FILE` (FILE "-" reads standard input): replays a gavel/1 record and
 * prints one JSON document on standard output (rules/RECORD.md). Exit status 1 on a malformed record
 * or an illegal action, with {"error": {"code", "message", "action"?}}.
 */
import { replayOutput, replayRecord } from '../engine/record.ts'
import { runJsonCommand } from './json-command.ts'

process.exitCode = runJsonCommand('replay', process.argv.slice(2), (text) => {
  const result = replayRecord(text)
  if (result.ok) return { ok: true, value: replayOutput(result.state) }
  // RECORD.md's error object: code, message and the action at fault; `detail` is for the UI's words.
  const { code, message, action } = result.error
  return { ok: false, error: action === undefined ? { code, message } : { code, message, action } }
})
