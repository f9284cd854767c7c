#!/usr/bin/env node
// Prints the one line CI ends with, `tests: N passed, N failed`, from Vitest JSON reports.
// Usage: node scripts/test-tally.mjs [--step-failed] REPORT.json...
// A missing report counts nothing; a report that failed with no failed test (a suite that did not
// load, a global setup that threw) counts 1 failed; with --step-failed (some CI step failed) the
// failed count is at least 1, so a broken build or typecheck never reads as "0 failed".
import { existsSync, readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const stepFailed = args.includes('--step-failed')
let passed = 0
let failed = 0
for (const file of args.filter((arg) => arg !== '--step-failed')) {
  if (!existsSync(file)) continue
  let report
  try {
    report = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    failed += 1
    continue
  }
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  if (report.success === false && !(report.numFailedTests > 0)) failed += 1
}
if (stepFailed && failed === 0) failed = 1
console.log(`tests: ${passed} passed, ${failed} failed`)
