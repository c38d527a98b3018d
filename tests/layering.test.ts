/**
 * The layering check (architecture brief, "Layering (checked, not just hoped)"): every .ts/.tsx
 * file of core/ and widgets/ is parsed (TypeScript's parser) and checked by tests/layering.ts:
 *
 *   hub-imports-core  core/hub/** imports core/session, core/index, core/query, core/react or
 *                     core/element (type imports included)
 *   cross-widget      widgets/<a>/** imports widgets/<b>/** (a ≠ b)
 *   widget-calls-hub  a widget file (not its tests) calls fetch(…), new XMLHttpRequest,
 *                     <x>.hub.get/post(…), or imports a value other than an UPPER_CASE constant
 *                     from core/hub/**
 *
 * Violations that exist today and are being removed are listed in PENDING below, so the check
 * passes now; any other violation fails it. When you remove one, remove its entry too (a PENDING
 * entry that no longer occurs fails the "no stale entries" test): the list only ever shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkSource, judge, resolveSpecifier, widgetOf, type PendingEntry, type Violation } from './layering';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Known violations, being removed by the work on "One data layer and one UI kit". Entries are
 * `file`, `rule` and `what` exactly as the checker reports them; `times` when one file has the
 * same violation more than once.
 */
const PENDING: PendingEntry[] = [
  // ── widget-calls-hub: hub reads move to core/query (queries and mutations) ──────────────────
  // <lido-content-overview> / <lido-content-detail> / daily schedule: content reads
  // the content widgets' own data hook (replaced by queries)
  // a HEAD probe of hls.worker.js (not hub data): goes with the media player into core/ui
];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name)) files.push(rel);
  }
  return files;
}

const describeViolation = (v: Violation) => `${v.file}:${v.line}  [${v.rule}] ${v.what}`;

describe('layering of core/ and widgets/', () => {
  const files = [...sourceFiles('core'), ...sourceFiles('widgets')];
  const violations = files.flatMap((file) => checkSource(file, readFileSync(path.join(ROOT, file), 'utf8')));
  const verdict = judge(violations, PENDING);

  test('the check sees the code (sanity)', () => {
    expect(files).toContain('core/hub/client.ts');
    expect(files).toContain('widgets/vod/titles.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  test('no module of core/hub imports the session, the query layer, react, element or the core itself', () => {
    expect(violations.filter((v) => v.rule === 'hub-imports-core').map(describeViolation)).toEqual([]);
  });

  test('no new violation (beyond the PENDING list)', () => {
    expect(verdict.fresh.map(describeViolation), 'fix these; do not add them to PENDING').toEqual([]);
  });

  test('no stale PENDING entries (remove the ones fixed)', () => {
    expect(verdict.stale.map((entry) => `${entry.file} [${entry.rule}] ${entry.what}: listed ${entry.times ?? 1}, found ${entry.found}`)).toEqual([]);
  });
});

describe('the checker itself', () => {
  const rules = (file: string, text: string) => checkSource(file, text).map((v) => `${v.rule}: ${v.what}`);

  test('resolves relative specifiers; packages are not modules of ours', () => {
    expect(resolveSpecifier('core/hub/vod.ts', '../session/vod-slices')).toBe('core/session/vod-slices');
    expect(resolveSpecifier('core/hub/vod.ts', '../index.ts')).toBe('core/index');
    expect(resolveSpecifier('widgets/vod/components/Player.tsx', '../../live-tv/LiveTv')).toBe('widgets/live-tv/LiveTv');
    expect(resolveSpecifier('widgets/vod/vod.element.ts', './vod.css')).toBe('widgets/vod/vod.css');
    expect(resolveSpecifier('core/hub/client.ts', 'ofetch')).toBeNull();
    expect(widgetOf('widgets/vod/titles.ts')).toBe('vod');
    expect(widgetOf('widgets/loader.ts')).toBeNull();
  });

  describe('hub-imports-core', () => {
    test.each([
      ["import { getCore } from '../index';", 'core/index'],
      ["import type { LidoCore } from '../index';", 'core/index'],
      ["import { type VodSlices } from '../session/vod-slices';", 'core/session/vod-slices'],
      ["export type { SessionStores } from '../session/stores';", 'core/session/stores'],
      ["import { createQueryClient } from '../query/client';", 'core/query/client'],
      ["import { useCore } from '../react/index';", 'core/react/index'],
      ["import type { HubQuery } from '../element/meta';", 'core/element/meta'],
      ["const m = await import('../session/stores');", 'core/session/stores'],
      ["let core: import('../index').LidoCore;", 'core/index'],
      ["import '..';", 'core/index'],
    ])('%s is caught', (text, module) => {
      expect(rules('core/hub/vod.ts', text)).toEqual([`hub-imports-core: imports ${module}`]);
    });

    test('a hub test is held to it too; its own modules, packages and other core modules are fine', () => {
      expect(rules('core/hub/vod.test.ts', "import { createCore } from '../index';")).toEqual(['hub-imports-core: imports core/index']);
      expect(
        rules(
          'core/hub/vod.ts',
          [
            "import { ofetch } from 'ofetch';",
            "import { HUB_TIMEOUT_MS } from './client';",
            "import type { DeviceConfig } from './config';",
            "import { FALLBACK_LANGUAGE } from '../i18n/languages';",
          ].join('\n'),
        ),
      ).toEqual([]);
    });

    test('the same import outside core/hub is fine; comments and strings are not imports', () => {
      expect(rules('core/session/vod-actions.ts', "import type { LidoCore } from '../index';")).toEqual([]);
      expect(rules('core/hub/vod.ts', "// import { getCore } from '../index';\nconst s = \"import '../session/stores'\";")).toEqual([]);
    });
  });

  describe('cross-widget', () => {
    test("another widget's folder is caught (imports, re-exports, CSS, dynamic imports, tests too)", () => {
      expect(rules('widgets/live-tv/LiveTv.tsx', "import { ErrorNotice } from '../vod/components/parts';")).toEqual([
        'cross-widget: imports widgets/vod/components/parts',
      ]);
      expect(rules('widgets/live-tv/live-tv.element.ts', "import media from '../vod/media.css';")).toEqual(['cross-widget: imports widgets/vod/media.css']);
      expect(rules('widgets/vod/Vod.tsx', "export { LiveTv } from '../live-tv/LiveTv';")).toEqual(['cross-widget: imports widgets/live-tv/LiveTv']);
      expect(rules('widgets/vod/Vod.tsx', "const LiveTv = lazy(() => import('../live-tv/LiveTv'));")).toEqual(['cross-widget: imports widgets/live-tv/LiveTv']);
      expect(rules('widgets/vod/Vod.tsx', "import type { ChannelsStatus } from '../live-tv/channels';")).toEqual([
        'cross-widget: imports widgets/live-tv/channels',
      ]);
      expect(rules('widgets/live-tv/live-tv.test.tsx', "import '../vod/vod.element';")).toEqual(['cross-widget: imports widgets/vod/vod.element']);
    });

    test('its own folder and core/ are fine', () => {
      expect(
        rules(
          'widgets/vod/components/Player.tsx',
          [
            "import { runVod } from '../vod-data';",
            "import { StreamPlayer } from '../player/StreamPlayer';",
            "import { useCore } from '../../../core/react/index';",
          ].join('\n'),
        ),
      ).toEqual([]);
    });
  });

  describe('widget-calls-hub', () => {
    test.each([
      ['const r = await fetch(url);', 'calls fetch('],
      ['const r = await window.fetch(url);', 'calls fetch('],
      ['const r = await globalThis.fetch(url, { method: "HEAD" });', 'calls fetch('],
      ['const xhr = new XMLHttpRequest();', 'calls new XMLHttpRequest'],
      ["const cart = await core.hub.get('photomatch/cart');", 'calls .hub.get('],
      ["await useCore().hub.post('pms/changePin', body);", 'calls .hub.post('],
      ["export const fetchCart = (hub: HubClient) => hub.get<Cart>('photomatch/cart');", 'calls .hub.get('],
    ])('%s is caught', (text, what) => {
      expect(rules('widgets/shell/photo-basket.ts', text)).toEqual([`widget-calls-hub: ${what}`]);
    });

    test('a value imported from core/hub is caught, whatever its form', () => {
      expect(rules('widgets/vod/titles.ts', "import { getVods, watchlistTarget } from '../../core/hub/vod';")).toEqual([
        'widget-calls-hub: imports getVods from core/hub/vod',
        'widget-calls-hub: imports watchlistTarget from core/hub/vod',
      ]);
      expect(rules('widgets/vod/titles.ts', "import * as vod from '../../core/hub/vod';")).toEqual(['widget-calls-hub: imports * from core/hub/vod']);
      expect(rules('widgets/vod/titles.ts', "import { getVods as list } from '../../core/hub/vod';")).toEqual([
        'widget-calls-hub: imports getVods from core/hub/vod',
      ]);
      expect(rules('widgets/vod/titles.ts', "export { getVods } from '../../core/hub/vod';")).toEqual(['widget-calls-hub: imports getVods from core/hub/vod']);
      expect(rules('widgets/vod/titles.ts', "const vod = await import('../../core/hub/vod');")).toEqual([
        'widget-calls-hub: imports (dynamic) from core/hub/vod',
      ]);
      expect(rules('widgets/login/use-sign-in.ts', "import { HubError } from '../../core/hub/client';")).toEqual([
        'widget-calls-hub: imports HubError from core/hub/client',
      ]);
    });

    test('types and UPPER_CASE constants from core/hub are fine', () => {
      expect(
        rules(
          'widgets/vod/titles.ts',
          [
            "import type { VodItem } from '../../core/hub/vod';",
            "import { DETAIL_INCLUDE, MOVIE_PAGE_SIZE, type VodGenre } from '../../core/hub/vod';",
            "export type { VodType } from '../../core/hub/vod';",
            "let error: import('../../core/hub/client').HubError;",
          ].join('\n'),
        ),
      ).toEqual([]);
    });

    test('session actions, core/query and other properties named get are fine; widget tests are exempt', () => {
      expect(
        rules(
          'widgets/vod/components/session.tsx',
          [
            "import { ensureVodSession } from '../../../core/session/vod-actions';",
            "const value = map.get('x'); const hubs = core.hubs.get(1); const s = params.get('token');",
          ].join('\n'),
        ),
      ).toEqual([]);
      expect(rules('widgets/vod/vod.test.tsx', "import { getVods } from '../../core/hub/vod'; await fetch(url);")).toEqual([]);
      expect(rules('widgets/vod/test-support.ts', 'await fetch(url);')).toEqual([]);
    });

    test('core/ itself may call the hub (that is where calls live)', () => {
      expect(rules('core/session/vod-actions.ts', "import { loginApp } from '../hub/vod'; await core.hub.get('x'); await fetch(u);")).toEqual([]);
    });
  });

  describe('judging against PENDING', () => {
    const at = (what: string, line = 1): Violation => ({ file: 'widgets/a/x.ts', rule: 'widget-calls-hub', what, line });

    test('pending violations pass; a new one fails; one more of a pending kind fails', () => {
      const pending: PendingEntry[] = [{ file: 'widgets/a/x.ts', rule: 'widget-calls-hub', what: 'calls fetch(' }];
      expect(judge([at('calls fetch(')], pending)).toEqual({ fresh: [], stale: [] });
      expect(judge([at('calls fetch('), at('calls .hub.get(', 2)], pending).fresh).toEqual([at('calls .hub.get(', 2)]);
      expect(judge([at('calls fetch('), at('calls fetch(', 9)], pending).fresh).toEqual([at('calls fetch(', 9)]);
      expect(judge([at('calls fetch('), at('calls fetch(', 9)], [{ ...pending[0]!, times: 2 }])).toEqual({ fresh: [], stale: [] });
    });

    test('an entry that no longer occurs (or less often) is stale', () => {
      const entry: PendingEntry = { file: 'widgets/a/x.ts', rule: 'widget-calls-hub', what: 'calls fetch(', times: 2 };
      expect(judge([], [entry]).stale).toEqual([{ ...entry, found: 0 }]);
      expect(judge([at('calls fetch(')], [entry]).stale).toEqual([{ ...entry, found: 1 }]);
    });
  });
});
