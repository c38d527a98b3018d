/**
 * The query layer in real Chromium against the demo hub: widgets share requests, a widget keeps
 * its last good data with an "as of" note while the hub is unreachable, and refreshes when the
 * hub answers again.
 */
import '../../widgets/content/content-overview.element';
import { expect, waitFor } from '../../tests/helpers/assert';
import { $, $$, addFault, cleanUp, clearFaults, core, place, until, untilText } from '../../tests/helpers/widget-page';

performance.setResourceTimingBufferSize(10_000);
const requests = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith(path)).length;

afterEach(async () => {
  await cleanUp();
  performance.clearResourceTimings();
});

describe('the query layer', () => {
  it('two widgets asking for the same category make one request', async () => {
    const first = place('<lido-content-overview category-id="2"></lido-content-overview>');
    const second = place('<lido-content-overview category-id="2"></lido-content-overview>');
    await untilText(first, '[part="heading"]', 'Ship & services');
    await untilText(second, '[part="heading"]', 'Ship & services');
    expect(requests('/cms/categories/findById/2')).toBe(1);
    expect(requests('/cms/categories/findByParentId/2')).toBe(1);
    expect(requests('/cms/articles/findByCategoryId/2')).toBe(1);
  });

  it('shows its last good data with an "as of" note while the hub is unreachable, then refreshes', async () => {
    const overview = place('<lido-content-overview category-id="2"></lido-content-overview>');
    await until(overview, '.tile');
    const tiles = $$(overview, '.tile').length;
    expect(tiles).toBeGreaterThan(0);

    await addFault({ pattern: '*', unreachable: true });
    await core.queryClient.refetchQueries();
    await untilText(overview, '[part="stale-note"]', 'As of', 8000);
    expect($$(overview, '.tile').length).toBe(tiles);
    expect(core.connection.state.getState().status).toBe('unreachable');

    performance.clearResourceTimings();
    await clearFaults();
    // The probe finds the hub again; what failed is asked for again and the note goes.
    await waitFor(() => $(overview, '[part="stale-note"]') === null, 10_000, 'the note gone');
    expect(core.connection.state.getState().status).not.toBe('unreachable');
    expect(requests('/cms/categories/findById/2')).toBeGreaterThan(0);
  });
});
