/** web-test-runner reporter: writes passed/failed test counts for scripts/test.mjs's summary line. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
  return totals;
}

export function countsReporter(file = '.cache/test-results/wtr.json') {
  file ||= '.cache/test-results/wtr.json';
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // a file that failed to load or threw outside a test counts as one failure
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed += 1;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
