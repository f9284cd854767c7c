import { useId, useRef, useState, type Dispatch, type InputHTMLAttributes, type ReactNode, type RefCallback, type SetStateAction } from 'react'
import { MAX_NAME_LENGTH, cleanName } from '../engine/setup.ts'
import type { ErrorDetail } from '../engine/types.ts'
import { useT, type Translate } from '../i18n/i18n.ts'
import { setupMessages } from '../i18n/messages/setup.ts'

/** One name field of the list. */
export interface NameField {
  /** Stable React key: fields can be removed from the middle. */
  readonly key: number
  readonly name: string
}

/** The list's fields, and what the form does with them. */
export interface NameFields<F extends NameField> {
  readonly fields: readonly F[]
  readonly setFields: Dispatch<SetStateAction<F[]>>
  /** A key no field has had yet. */
  newKey(): number
  rename(index: number, name: string): void
  /** A new field at the end (with `name`, or empty and focused), unless the list is full. */
  add(name?: string): void
  remove(index: number): void
  focus(index: number): void
  /** A recent name goes into the first empty field, or a new one. */
  takeRecent(name: string): void
  /** The fields' inputs by key, to focus one. */
  readonly inputs: Map<number, HTMLInputElement>
}

/**
 * The state of a list of players' names (Setup's seats, the score pad's players or dealers), between
 * `min` and `max` fields. `make` builds a field (Setup's also hold who plays it); `onRename` and
 * `onRemove` let the form clear what it said about the names, or move what pointed at a seat.
 */
export function useNameFields<F extends NameField>(options: {
  initial: () => F[]
  make: (key: number, name: string) => F
  min: number
  max: number
  onRename?: () => void
  onRemove?: (index: number) => void
}): NameFields<F> {
  const [fields, setFields] = useState<F[]>(options.initial)
  const nextKey = useRef(fields.reduce((top, f) => Math.max(top, f.key + 1), 0))
  // A mutable map kept for the component's life: filled by the inputs' ref callbacks, read to focus one.
  const [inputs] = useState(() => new Map<number, HTMLInputElement>())
  const newKey = () => nextKey.current++

  const rename = (index: number, typed: string) => {
    // Invisible and direction-changing characters never reach a name (they would scramble every line it is in).
    const name = cleanName(typed)
    setFields((all) => all.map((f, i) => (i === index ? { ...f, name } : f)))
    options.onRename?.()
  }
  const add = (name = '') => {
    if (fields.length >= options.max) return
    const key = newKey()
    setFields((all) => [...all, options.make(key, name)])
    if (name === '') requestAnimationFrame(() => inputs.get(key)?.focus())
  }
  return {
    fields,
    setFields,
    newKey,
    inputs,
    rename,
    add,
    remove: (index) => {
      if (fields.length <= options.min) return
      setFields((all) => all.filter((_, i) => i !== index))
      options.onRemove?.(index)
    },
    focus: (index) => {
      const key = fields[index]?.key
      if (key !== undefined) inputs.get(key)?.focus()
    },
    takeRecent: (name) => {
      const empty = fields.findIndex((f) => f.name.trim() === '')
      if (empty >= 0) rename(empty, name)
      else add(name)
    },
  }
}

/** What a form says about its names: the message, the fields it marks, and the one to mend first. */
export interface NamesProblem {
  readonly message: string
  readonly fields: readonly number[]
  readonly focus: number
}

/**
 * The engine's first fault in the names, said in words. Every field with the same fault is marked (all
 * the empty ones, every field holding the name given twice), so the table can mend them in one go; the
 * field focused is the one to mend first (for a name given twice, its second holder).
 */
export function namesProblem(
  detail: ErrorDetail | undefined,
  names: readonly string[],
  t: Translate<Pick<(typeof setupMessages)['en'], 'errorEmpty' | 'errorTooLong' | 'errorDuplicate'>>,
): NamesProblem | null {
  const where = (fault: (name: string) => boolean) => names.flatMap((n, i) => (fault(n.trim()) ? [i] : []))
  const said = (message: string, fields: number[], focus = fields[0]) => ({ message, fields, focus: focus ?? 0 })
  switch (detail?.kind) {
    case 'name-empty':
    case 'name-blank':
    case 'name-not-text':
      return said(t('errorEmpty'), where((n) => n === ''))
    case 'name-too-long':
      return said(t('errorTooLong', { max: detail.max }), where((n) => n.length > detail.max))
    case 'name-duplicate': {
      const same = where((n) => n.toLowerCase() === detail.name.toLowerCase())
      // Named as its first holder spells it: the engine quotes the second.
      return said(t('errorDuplicate', { name: names[same[0] ?? 0]?.trim() ?? detail.name }), same, same[1])
    }
    default:
      return null
  }
}

/** What each row is built from: the row places the input (with its label) and the remove button. */
export interface NameRowParts {
  /** The name input's attributes, to spread on the row's `<input>`; the row adds its label and layout. */
  readonly input: InputHTMLAttributes<HTMLInputElement> & { readonly id: string; readonly ref: RefCallback<HTMLInputElement>; readonly className: string }
  /** The remove button, with the row's layout classes. */
  remove(className?: string): ReactNode
}

/**
 * The players' names: a numbered list of name fields, a button to add one, and the recent names to
 * take with one tap. Setup (its seats) and the score pad (players or dealers) both ask for names this
 * way; each draws its own rows around the same input and remove button.
 */
export function NamesFieldset<F extends NameField>(props: {
  names: NameFields<F>
  min: number
  max: number
  recentNames: readonly string[]
  legend: string
  hint: string
  /** The fieldset's box. */
  className: string
  /** Setup sets its parts two abreast on a wide screen, so its list is spaced tighter than the score pad's. */
  compact: boolean
  /** The fields the problem said is about, and the problem's element, which describes them. */
  invalid: readonly number[]
  problemId: string
  row: (field: F, index: number, parts: NameRowParts) => ReactNode
  /** What follows the recent names inside the fieldset. */
  children?: ReactNode
}) {
  const t = useT(setupMessages)
  const ids = { hint: useId(), input: useId() }
  const { fields } = props.names
  const taken = new Set(fields.map((f) => f.name.trim().toLowerCase()).filter((n) => n !== ''))
  const offered = props.recentNames.filter((n) => !taken.has(n.trim().toLowerCase()))
  const hasEmpty = fields.some((f) => f.name.trim() === '')

  const parts = (field: F, i: number): NameRowParts => {
    const bad = props.invalid.includes(i)
    return {
      input: {
        id: `${ids.input}-${field.key}`,
        ref: (el) => {
          if (el) props.names.inputs.set(field.key, el)
          else props.names.inputs.delete(field.key)
        },
        type: 'text',
        value: field.name,
        maxLength: MAX_NAME_LENGTH,
        autoComplete: 'off',
        autoCapitalize: 'words',
        enterKeyHint: 'next',
        'aria-invalid': bad,
        'aria-describedby': bad ? props.problemId : undefined,
        onChange: (e) => props.names.rename(i, e.currentTarget.value),
        className: `min-h-12 min-w-0 rounded-lg border-2 px-3 text-lg ${bad ? 'border-red-700 bg-red-50' : 'border-slate-400'}`,
      },
      remove: (className = '') => (
        <button
          type="button"
          className={`btn btn-secondary min-w-12 px-3 ${className}`}
          aria-label={t('removePlayer', { number: i + 1 })}
          disabled={fields.length <= props.min}
          onClick={() => props.names.remove(i)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      ),
    }
  }

  return (
    <fieldset className={props.className} aria-describedby={ids.hint}>
      <legend className="float-left mb-1 w-full text-2xl font-bold">{props.legend}</legend>
      <p id={ids.hint} className="clear-both mb-3 text-base text-slate-700">
        {props.hint}
      </p>
      <ol className={`flex flex-col ${props.compact ? 'gap-2' : 'gap-3'}`}>{fields.map((field, i) => props.row(field, i, parts(field, i)))}</ol>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-secondary" disabled={fields.length >= props.max} onClick={() => props.names.add()}>
          <span aria-hidden="true">+</span> {t('addPlayer')}
        </button>
      </div>

      {offered.length > 0 && (
        <div className={props.compact ? 'mt-3' : 'mt-4'}>
          <h2 className={`${props.compact ? 'mb-1' : 'mb-2'} text-lg font-semibold`}>{t('recentNames')}</h2>
          <ul className="flex flex-wrap gap-2">
            {offered.map((name) => (
              <li key={name} className="min-w-0">
                <button
                  type="button"
                  className="min-h-11 max-w-full rounded-full border-2 border-slate-500 bg-slate-100 px-4 text-base font-semibold [overflow-wrap:anywhere] hover:bg-slate-200 disabled:opacity-50"
                  aria-label={t('addRecentName', { name })}
                  disabled={!hasEmpty && fields.length >= props.max}
                  onClick={() => props.names.takeRecent(name)}
                >
                  <span aria-hidden="true">+ </span>
                  <bdi>{name}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.children}
    </fieldset>
  )
}
