/**
 * `npm run --silent replay -- FILE` (FILE "-" reads standard input): replays a gavel/1 record and
 * prints one JSON document on standard output (rules/RECORD.md). Exit status 1 on a malformed record
 * or an illegal action, with {"error": {"code", "message", "action"?}}.
 */
import { readFileSync } from 'node:fs'
import { replayOutput, replayRecord } from '../engine/record.ts'

function main(args: readonly string[]): number {
  const file = args[0]
  if (file === undefined || args.length > 1) {
    process.stderr.write('usage: npm run --silent replay -- FILE   (FILE "-" reads standard input)\n')
    return 2
  }
  let text: string
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8')
  } catch (e) {
    process.stdout.write(JSON.stringify({ error: { code: 'UNREADABLE_FILE', message: `Cannot read ${file}: ${(e as Error).message}` } }, null, 2) + '\n')
    return 1
  }
  const result = replayRecord(text)
  if (!result.ok) {
    // RECORD.md's error object: code, message and the action at fault; `detail` is for the UI's words.
    const { code, message, action } = result.error
    process.stdout.write(JSON.stringify({ error: action === undefined ? { code, message } : { code, message, action } }, null, 2) + '\n')
    return 1
  }
  process.stdout.write(JSON.stringify(replayOutput(result.state), null, 2) + '\n')
  return 0
}

process.exitCode = main(process.argv.slice(2))
