/*
 * SVG text does not wrap, and a picture clips what reaches past its sides. The charts size their
 * margins to the labels they draw, and shorten a name that cannot fit (the full name is in the
 * legend under the picture, its text alternative and its table).
 */

/** Advance of a character, in em, on the safe side for system-ui in bold (capitals and wide letters such as "Ωm" included). */
const EM_PER_CHAR = 0.75

/** About how wide `text` is drawn at `fontSize` user units. */
export function textWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * EM_PER_CHAR
}

/** `text`, or as much of it as fits in `width` units followed by "…". */
export function fitText(text: string, fontSize: number, width: number): string {
  if (textWidth(text, fontSize) <= width) return text
  const chars = [...text]
  const keep = Math.max(1, Math.floor(width / (fontSize * EM_PER_CHAR)) - 1)
  return `${chars.slice(0, keep).join('').trimEnd()}…`
}
