/**
 * `npm run --silent replay -- FILE` (FILE "-" reads standard input): replays a gavel/1 record and
 * prints one JSON document on standard output (rules/RECORD.md). Exit status 1 on a malformed record
 * or an illegal action, with {"error": {"code", "message", "action"?}}.
 */
import { answerReplay } from './replay-answer.ts'
import { runJsonCommand } from './json-command.ts'

process.exitCode = runJsonCommand('replay', process.argv.slice(2), answerReplay)
