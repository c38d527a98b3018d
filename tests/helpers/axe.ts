/**
 * axe-core accessibility check through open shadow roots. axe.min.js is a UMD script that sets
 * window.axe; it is loaded once with a classic <script> from node_modules (served locally).
 */
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { AssertionError } from './assert';

type Axe = typeof import('axe-core');

let loading: Promise<Axe> | undefined;

function loadAxe(): Promise<Axe> {
  loading ??= new Promise<Axe>((resolve, reject) => {
    const existing = (window as Window & { axe?: Axe }).axe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve((window as Window & { axe?: Axe }).axe as Axe);
    script.onerror = () => reject(new Error('could not load axe-core'));
    document.head.append(script);
  });
  return loading;
}

/** Run axe (WCAG 2.x A/AA rules) on `context` (default: the document) and fail on any violation. */
export async function expectNoAxeViolations(context: ElementContext = document, options: RunOptions = {}): Promise<AxeResults> {
  const axe = await loadAxe();
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    ...options,
  });
  if (results.violations.length > 0) {
    const report = results.violations
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
      .join('\n');
    throw new AssertionError(`axe found ${results.violations.length} violation(s):\n${report}`);
  }
  return results;
}
