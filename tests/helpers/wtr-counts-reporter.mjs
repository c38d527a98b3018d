/**
 * web-test-runner reporter: writes passed/failed counts and each failure (file, test, first lines of
 * its error) for scripts/test.mjs, whose last lines name the failures — CI shows only a run's tail.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function collect(suite, file, prefix, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.failures.push({ file, test: [...prefix, test.name].join(' › '), error: test.error?.message ?? '' });
    }
  }
  for (const child of suite?.suites ?? []) collect(child, file, [...prefix, child.name], totals);
  return totals;
}

export function countsReporter(file = '.cache/test-results/wtr.json') {
  file ||= '.cache/test-results/wtr.json';
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, failures: [] };
      for (const session of sessions) {
        const testFile = path.relative(process.cwd(), session.testFile);
        collect(session.testResults, testFile, [], totals);
        // a file that failed to load or threw outside a test counts as one failure
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.failed += 1;
          totals.failures.push({ file: testFile, test: '(the file)', error: session.errors.map((error) => error.message).join('\n') });
        }
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
