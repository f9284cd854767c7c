/**
 * `npm run --silent antiques -- FILE` (FILE "-" reads standard input): answers one Antique Dealer's
 * SOLD request (rules/ANTIQUES.md) with one JSON document on standard output. Exit status 1 on a
 * malformed request, with {"error": {"code", "message"}}.
 */
import { answerAntiques } from '../engine/antiques-request.ts'
import { runJsonCommand } from './json-command.ts'

process.exitCode = runJsonCommand('antiques', process.argv.slice(2), answerAntiques)
