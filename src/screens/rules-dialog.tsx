import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { keepTabInside } from '../components/dialog.tsx'
import { RULESET_IDS, type RulesetId } from '../engine/rulesets.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { rulesAntiquesMessages } from '../i18n/messages/rules-antiques.ts'
import { rulesRulingsMessages } from '../i18n/messages/rules-rulings.ts'
import { rulesUiMessages } from '../i18n/messages/rules-ui.ts'
import { rulesetMessages } from '../i18n/messages/rulesets.ts'
import { compareTable } from '../rules/compare-table.ts'
import { PassCalculator } from '../rules/pass-calculator.tsx'
import { PaymentCalculator } from '../rules/payment-calculator.tsx'
import type { RulesRequest } from '../rules/rules-overlay.ts'
import { rulesContent } from '../rules/rules-content.ts'
import type { RuleSection } from '../rules/rule-section.ts'
import { answerSentence, buildIndex, searchRules, type AnswerPiece } from '../rules/rules-search.ts'
import { SaleCalculator } from '../rules/sale-calculator.tsx'
import { ScoreCalculator } from '../rules/score-calculator.tsx'
import { anchorOf, partOf, type Part, type SectionId } from '../rules/section-ids.ts'

const PARTS: readonly Part[] = [...RULESET_IDS, 'compare', 'rulings', 'calculators', 'antiques']

/**
 * The rules reference, over whatever screen is showing: each ruleset's rules with worked examples,
 * the edition table, the rulings, four calculators and an instant search. It reads no game state,
 * so nothing secret can show, and it changes none: closing returns to the game exactly as it was.
 * Rendered outside the app's root, which is made inert meanwhile; Escape closes and focus goes back.
 */
export function RulesDialog(props: { readonly request: RulesRequest; readonly onClose: () => void }) {
  const { request, onClose } = props
  const t = useT(rulesUiMessages)
  const tr = useT(rulesetMessages)
  const ta = useT(rulesAntiquesMessages)
  const locale = useLocale((s) => s.locale)
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const body = useRef<HTMLDivElement>(null)
  /** The ruleset of the game the reference was opened from (null from Home): the search answers for it first. */
  const tableRuleset = request.ruleset
  const gameRuleset: RulesetId = tableRuleset ?? 'for-sale'
  const [part, setPart] = useState<Part>(request.section !== null ? partOf(request.section) : (request.ruleset ?? 'for-sale'))
  const [target, setTarget] = useState<SectionId | null>(request.section)
  const [query, setQuery] = useState('')

  const sections = useMemo(() => rulesContent(locale), [locale])
  const index = useMemo(() => buildIndex(locale, sections), [locale, sections])
  const byId = useMemo(() => new Map(sections.map((s) => [s.id, s])), [sections])
  const hits = useMemo(() => (query.trim() === '' ? null : searchRules(index, query, tableRuleset)), [index, query, tableRuleset])

  // While open, the app behind can be neither reached nor read (from the very frame the reference
  // appears in: a layout effect); on close, focus goes back where it was.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null
    const root = document.getElementById('root')
    root?.setAttribute('inert', '')
    if (request.section === null) search.current?.focus()
    return () => {
      root?.removeAttribute('inert')
      before?.focus?.()
    }
    // Only on opening and closing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Land on the asked-for section: scrolled to, and its heading focused so it is read out.
  useEffect(() => {
    if (target === null || hits !== null) return
    const heading = document.getElementById(`${anchorOf(target)}-title`)
    heading?.scrollIntoView?.({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }, [target, part, hits])

  const go = (id: SectionId) => {
    setQuery('')
    setPart(partOf(id))
    setTarget(id)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      e.preventDefault()
      onClose()
      return
    }
    keepTabInside(e, box.current)
  }

  const partName = (p: Part) =>
    p === 'compare' ? t('comparePart') : p === 'rulings' ? t('rulingsPart') : p === 'calculators' ? t('calculatorsPart') : p === 'antiques' ? ta('part') : tr(`${p}.name`)

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-stretch justify-center bg-slate-950/80 p-0 sm:p-4" lang={locale}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="flex max-h-full w-full max-w-6xl flex-col overflow-hidden bg-white text-slate-950 shadow-2xl sm:rounded-2xl"
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b-2 border-slate-200 p-3 sm:p-4">
          <h2 id={titleId} className="text-3xl font-black">
            <span aria-hidden="true">§ </span>
            {t('title')}
          </h2>
          <div className="order-last flex min-w-0 basis-full items-center gap-2 md:order-none md:basis-64 md:flex-1">
            <label htmlFor={`${titleId}-search`} className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              ref={search}
              id={`${titleId}-search`}
              type="search"
              value={query}
              placeholder={t('searchPlaceholder')}
              onChange={(e) => setQuery(e.target.value)}
              className="min-h-12 w-full min-w-0 rounded-xl border-2 border-slate-700 px-4 text-lg focus-ring-sky-600"
            />
          </div>
          <button type="button" onClick={onClose} aria-label={t('close')} className="btn btn-primary ml-auto md:ml-0 focus-ring-sky-600">
            <span aria-hidden="true">✕</span>
            <span className="hidden sm:inline">{t('close')}</span>
          </button>
          <p className="order-last hidden w-full text-sm text-slate-700 sm:block">{t('closeHint')}</p>
        </header>

        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <nav aria-label={t('nav')} className="shrink-0 overflow-x-auto border-b-2 border-slate-200 p-2 md:w-56 md:overflow-y-auto md:border-r-2 md:border-b-0">
            <ul className="flex gap-2 md:flex-col">
              {PARTS.map((p) => (
                <li key={p}>
                  <button
                    type="button"
                    aria-current={hits === null && p === part ? 'page' : undefined}
                    onClick={() => {
                      setQuery('')
                      setPart(p)
                      setTarget(null)
                      body.current?.scrollTo?.({ top: 0 })
                    }}
                    className={`min-h-11 w-full rounded-lg border-2 px-3 py-1 text-left font-semibold whitespace-nowrap md:whitespace-normal focus-ring-sky-600 ${
                      hits === null && p === part ? 'border-sky-900 bg-sky-800 text-white' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
                    }`}
                  >
                    {hits === null && p === part ? '▸ ' : ''}
                    {partName(p)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>

          <div ref={body} role="region" aria-labelledby={titleId} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6 focus-ring-sky-600" data-testid="rules-body">
            {hits !== null ? (
              <SearchResults
                query={query}
                hits={hits.flatMap((h) => {
                  const section = byId.get(h.id)
                  return section === undefined ? [] : [{ section, otherEdition: h.otherEdition, answer: answerSentence(locale, section, h.terms) }]
                })}
                tableRuleset={tableRuleset}
                partName={partName}
                onGo={go}
              />
            ) : (
              <PartView part={part} sections={sections} target={target} gameRuleset={gameRuleset} partName={partName} />
            )}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}

function SearchResults(props: {
  readonly query: string
  readonly hits: readonly { readonly section: RuleSection; readonly otherEdition: boolean; readonly answer: readonly AnswerPiece[] }[]
  readonly tableRuleset: RulesetId | null
  readonly partName: (p: Part) => string
  readonly onGo: (id: SectionId) => void
}) {
  const t = useT(rulesUiMessages)
  const count = props.hits.length
  return (
    <section aria-labelledby="rules-results">
      <h3 id="rules-results" role="status" className="mb-1 text-xl font-bold">
        {count === 0 ? t('noResults', { query: props.query.trim() }) : t('results', { count })}
      </h3>
      {props.tableRuleset !== null && count > 0 && <p className="mb-3 text-slate-700">{t('thisGame', { name: props.partName(props.tableRuleset) })}</p>}
      <ul className="flex flex-col gap-2">
        {props.hits.map(({ section: s, otherEdition, answer }) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => props.onGo(s.id)}
              data-other-edition={otherEdition || undefined}
              className={`w-full rounded-xl border-2 p-3 text-left hover:bg-slate-100 ${otherEdition ? 'border-dashed border-slate-400' : 'border-slate-300'} focus-ring-sky-600`}
            >
              <span className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                {props.partName(s.part)}
                {otherEdition && (
                  <span className="rounded-md border-2 border-slate-600 bg-slate-100 px-2 text-xs font-bold text-slate-900 normal-case">{t('otherEdition')}</span>
                )}
              </span>
              <span className="block text-lg font-bold">{s.title}</span>
              <span className="block text-slate-800">
                <Answer pieces={answer} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The sentence that answers, whole, with the words asked for marked (a highlight, and bold for those who cannot see colour). */
function Answer(props: { readonly pieces: readonly AnswerPiece[] }) {
  return props.pieces.map((p, i) =>
    p.hit ? (
      <mark key={i} className="rounded bg-amber-200 px-0.5 font-semibold text-slate-950">
        {p.text}
      </mark>
    ) : (
      <span key={i}>{p.text}</span>
    ),
  )
}

function PartView(props: {
  readonly part: Part
  readonly sections: readonly RuleSection[]
  readonly target: SectionId | null
  readonly gameRuleset: RulesetId
  readonly partName: (p: Part) => string
}) {
  const t = useT(rulesUiMessages)
  const locale = useLocale((s) => s.locale)
  const { part } = props
  const inPart = props.sections.filter((s) => s.part === part)

  if (part === 'compare') {
    const table = compareTable(locale)
    return (
      <Block id="compare" target={props.target} title={table.title} level={3}>
        <p className="mb-3">{table.intro}</p>
        <div role="region" aria-label={table.caption} tabIndex={0} className="overflow-x-auto focus-ring-sky-600">
          <table className="w-full min-w-[48rem] border-collapse text-left text-base">
            <caption className="sr-only">{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-2 border-slate-300 bg-slate-100 p-2">
                  {table.rowHeader}
                </th>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="border-2 border-slate-300 bg-slate-100 p-2">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="border-2 border-slate-300 bg-slate-50 p-2 align-top">
                    {row.label}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={i} className="border-2 border-slate-300 p-2 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Block>
    )
  }

  if (part === 'rulings') return <Rulings sections={inPart} target={props.target} />

  if (part === 'antiques') return <AntiquesPart sections={inPart} target={props.target} title={props.partName(part)} />

  if (part === 'calculators') {
    const body: Record<string, ReactNode> = {
      'calc.payment': <PaymentCalculator />,
      'calc.pass': <PassCalculator ruleset={props.gameRuleset} />,
      'calc.sale': <SaleCalculator ruleset={props.gameRuleset} />,
      'calc.score': <ScoreCalculator ruleset={props.gameRuleset} />,
    }
    return (
      <div className="flex flex-col gap-8">
        <div>
          <h3 className="text-2xl font-black">{t('calculatorsTitle')}</h3>
          <p>{t('calculatorsIntro')}</p>
        </div>
        {inPart.map((s) => (
          <Block key={s.id} id={s.id} target={props.target} title={s.title} level={4}>
            <p className="mb-3">{s.paragraphs[0]}</p>
            {body[s.id]}
          </Block>
        ))}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-2xl font-black">{t('rulesetPart', { name: props.partName(part) })}</h3>
      {inPart.map((s) => (
        <Block key={s.id} id={s.id} target={props.target} title={s.title} level={4}>
          <SectionText section={s} />
        </Block>
      ))}
    </div>
  )
}

/** A section's paragraphs and its worked example, if it has one. */
function SectionText(props: { readonly section: RuleSection }) {
  const t = useT(rulesUiMessages)
  const { paragraphs, example } = props.section
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="mb-2 text-lg leading-relaxed">
          {p}
        </p>
      ))}
      {example !== null && (
        <div className="rounded-xl border-l-8 border-sky-800 bg-sky-50 p-3 text-lg">
          <p className="text-sm font-bold tracking-wide text-sky-900 uppercase">{t('example')}</p>
          <p>{example}</p>
        </div>
      )}
    </>
  )
}

/** Antique Dealer's SOLD: its sections with their live examples, then its rulings A1–A8, marked as Gavel's. */
function AntiquesPart(props: { readonly sections: readonly RuleSection[]; readonly target: SectionId | null; readonly title: string }) {
  const t = useT(rulesUiMessages)
  const ta = useT(rulesAntiquesMessages)
  return (
    <div className="flex flex-col gap-6">
      <h3 className="text-2xl font-black">{t('rulesetPart', { name: props.title })}</h3>
      {props.sections.map((s) => (
        <Block key={s.id} id={s.id} target={props.target} title={s.title} level={4} {...(s.ruling === null ? {} : { badge: ta('rulingBadge') })}>
          <SectionText section={s} />
          {s.ruling !== null && <RulingFacts ruling={s.ruling} marked="does" />}
        </Block>
      ))}
    </div>
  )
}

const MARKED = 'mb-1 ml-4 rounded-lg bg-amber-50 p-2 font-semibold'

/**
 * A ruling's parts: the rule a player applies (when `marked` is the rule, where the ruling has one),
 * what the printed rules leave open, what Gavel does, and why; the `marked` part stands out.
 */
function RulingFacts(props: { readonly ruling: NonNullable<RuleSection['ruling']>; readonly marked: 'rule' | 'does' }) {
  const tr = useT(rulesRulingsMessages)
  const { ruling, marked } = props
  return (
    <dl className="grid gap-2 text-lg">
      {marked === 'rule' && ruling.rule !== null && (
        <>
          <dt className="font-bold">{tr('ruleLabel')}</dt>
          <dd className={MARKED}>{ruling.rule}</dd>
        </>
      )}
      <dt className="font-bold">{tr('openLabel')}</dt>
      <dd className="mb-1 ml-4">{ruling.open}</dd>
      <dt className="font-bold">{tr('doesLabel')}</dt>
      <dd className={marked === 'does' ? MARKED : 'mb-1 ml-4'}>{ruling.does}</dd>
      <dt className="font-bold">{tr('whyLabel')}</dt>
      <dd className="ml-4">{ruling.why}</dd>
    </dl>
  )
}

function Rulings(props: { readonly sections: readonly RuleSection[]; readonly target: SectionId | null }) {
  const t = useT(rulesUiMessages)
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="text-2xl font-black">{t('rulingsTitle')}</h3>
        <p>{t('rulingsIntro')}</p>
      </div>
      {props.sections.map((s) => (
        <Block key={s.id} id={s.id} target={props.target} title={s.title} level={4} badge={t('rulingBadge')}>
          {s.ruling !== null && <RulingFacts ruling={s.ruling} marked="rule" />}
        </Block>
      ))}
    </div>
  )
}

/** One section: its heading is where links land (focusable, and marked when it is the one asked for). */
function Block(props: {
  readonly id: SectionId
  readonly target: SectionId | null
  readonly title: string
  readonly level: 3 | 4
  readonly badge?: string
  readonly children: ReactNode
}) {
  const anchor = anchorOf(props.id)
  const Heading = props.level === 3 ? 'h3' : 'h4'
  const targeted = props.target === props.id
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      data-section={props.id}
      className={`scroll-mt-4 rounded-2xl border-2 p-4 ${targeted ? 'border-amber-600 ring-4 ring-amber-300' : 'border-slate-200'}`}
    >
      <Heading id={`${anchor}-title`} tabIndex={-1} className="mb-2 flex flex-wrap items-center gap-2 text-xl font-bold focus-ring-sky-600">
        {props.badge !== undefined && (
          <span className="rounded-md border-2 border-amber-800 bg-amber-100 px-2 text-sm font-bold tracking-wide text-amber-950 uppercase">
            {props.badge}
          </span>
        )}
        {props.title}
      </Heading>
      {props.children}
    </section>
  )
}
