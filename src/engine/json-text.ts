/*
 * JSON read from outside (a file, a command's input, the browser's storage) within bounds set before
 * it is parsed: its size, and how deep it nests. Anything past them is refused with the reason, so
 * that no later step (a check walking the document, a message quoting a value) can run out of stack
 * or time on it.
 */

/** The largest text read, in characters: a backup of thousands of games fits many times over. */
export const MAX_JSON_TEXT = 20_000_000
/** How deep a document may nest: a record nests five levels, a backup seven. */
export const MAX_JSON_DEPTH = 32

export type JsonProblem =
  | { readonly kind: 'too-large'; readonly length: number; readonly max: number }
  | { readonly kind: 'too-deep'; readonly max: number }
  | { readonly kind: 'unreadable'; readonly message: string }

export type JsonRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: JsonProblem }

/** Whether `text` nests brackets deeper than `max`, counted outside strings. */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // a backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** The English sentence for a problem, for logs and the commands. */
export function jsonProblemMessage(problem: JsonProblem): string {
  switch (problem.kind) {
    case 'too-large':
      return `The text is ${problem.length} characters long; at most ${problem.max} are read.`
    case 'too-deep':
      return `The JSON nests deeper than ${problem.max} levels; no Gavel document does.`
    case 'unreadable':
      return `Not valid JSON: ${problem.message}`
  }
}

/** Parse `text` as JSON within the bounds; a byte-order mark at its start is not part of it. */
export function readJson(text: string, bounds: { readonly maxLength?: number; readonly maxDepth?: number } = {}): JsonRead {
  const maxLength = bounds.maxLength ?? MAX_JSON_TEXT
  const maxDepth = bounds.maxDepth ?? MAX_JSON_DEPTH
  if (text.length > maxLength) return { ok: false, problem: { kind: 'too-large', length: text.length, max: maxLength } }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (nestsDeeper(body, maxDepth)) return { ok: false, problem: { kind: 'too-deep', max: maxDepth } }
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch (e) {
    return { ok: false, problem: { kind: 'unreadable', message: e instanceof Error ? e.message : String(e) } }
  }
}
