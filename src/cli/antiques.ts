/**
 * `npm run --silent antiques -- FILE` (FILE "-" reads standard input): answers one Antique Dealer's
 * SOLD request (rules/ANTIQUES.md) with one JSON document on standard output. Exit status 1 on a
 * malformed request, with {"error": {"code", "message"}}.
 */
import { readFileSync } from 'node:fs'
import { answerAntiques } from '../engine/antiques-request.ts'

function main(args: readonly string[]): number {
  const file = args[0]
  if (file === undefined || args.length > 1) {
    process.stderr.write('usage: npm run --silent antiques -- FILE   (FILE "-" reads standard input)\n')
    return 2
  }
  let text: string
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8')
  } catch (e) {
    process.stdout.write(JSON.stringify({ error: { code: 'UNREADABLE_FILE', message: `Cannot read ${file}: ${(e as Error).message}` } }, null, 2) + '\n')
    return 1
  }
  const result = answerAntiques(text)
  if (!result.ok) {
    process.stdout.write(JSON.stringify({ error: result.error }, null, 2) + '\n')
    return 1
  }
  process.stdout.write(JSON.stringify(result.value, null, 2) + '\n')
  return 0
}

process.exitCode = main(process.argv.slice(2))
