/**
 * What the replay and antiques commands share: one FILE argument ("-" reads standard input), one JSON
 * document on standard output, exit status 0 for an answer, 1 for an error object, 2 for bad usage.
 */
import { readFileSync } from 'node:fs'

export type CommandAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }

function print(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n')
}

/** Runs `answer` over the text of the one file named in `args`; returns the exit status. */
export function runJsonCommand(name: string, args: readonly string[], answer: (text: string) => CommandAnswer): number {
  const file = args[0]
  if (file === undefined || args.length > 1) {
    process.stderr.write(`usage: npm run --silent ${name} -- FILE   (FILE "-" reads standard input)\n`)
    return 2
  }
  let text: string
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8')
  } catch (e) {
    print({ error: { code: 'UNREADABLE_FILE', message: `Cannot read ${file}: ${(e as Error).message}` } })
    return 1
  }
  // Whatever the input, one JSON document and never a stack trace: the answers bound what they read,
  // and anything they still fail on is an error object like any other.
  let result: CommandAnswer
  try {
    result = answer(text)
  } catch (e) {
    result = { ok: false, error: { code: 'INTERNAL_ERROR', message: `The input could not be answered: ${e instanceof Error ? e.message : 'unknown failure'}.` } }
  }
  let out: string
  try {
    out = JSON.stringify(result.ok ? result.value : { error: result.error }, null, 2)
  } catch {
    result = { ok: false, error: null }
    out = JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'The answer could not be written as JSON.' } }, null, 2)
  }
  process.stdout.write(out + '\n')
  return result.ok ? 0 : 1
}
