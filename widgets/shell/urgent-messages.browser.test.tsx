/**
 * Messages that find the guest: the session bar of every portal page counts the signed-in
 * guest's unread urgent cabin messages, links to them, announces a new one once per tab, and
 * drops them as soon as the read receipt is confirmed (real Chromium, real demo hub).
 */
import './subheader.element';
import { runWrite } from '../../core/query/mutations';
import { messageReadWrite } from '../../core/query/queued-writes';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, cleanUp, core, cabinMessageStatus, place, resetHub, signIn, signOut, until } from '../../tests/helpers/widget-page';

before(resetHub);
afterEach(async () => {
  signOut();
  sessionStorage.removeItem('lido:v1:announced-urgent-messages');
  await cleanUp();
});

describe('urgent messages find the guest (the session bar)', () => {
  it('counts and announces unread urgent messages, links to them, and drops them once read', async () => {
    await signIn();
    const subheader = place('<lido-subheader></lido-subheader>');
    const link = await until<HTMLAnchorElement>(subheader, '[part="urgent-messages"]');
    expect(link.querySelector('.urgent-words')!.textContent).toBe('1 urgent message');
    expect(link.getAttribute('href')).toBe('/cabinmessages');
    const alert = $(subheader, '[role="alert"]')!;
    await waitFor(() => alert.textContent === 'Urgent message from reception: Safety drill today at 16:00');
    await expectNoAxeViolations(subheader);

    // the same message is not announced again on the next page
    const next = place('<lido-subheader></lido-subheader>');
    await until(next, '[part="urgent-messages"]');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect($(next, '[role="alert"]')!.textContent).toBe('');

    // read where the guest reads it (the messages page sends this write through the query layer)
    await runWrite(core, messageReadWrite, 'MSG-5001');
    await waitFor(() => $(subheader, '[part="urgent-messages"]') === null, 6000, 'the count gone once the hub confirmed');
    expect(await cabinMessageStatus('MSG-5001')).toBe('Read');
  });

  it('a visitor has none (no request for messages)', async () => {
    performance.clearResourceTimings();
    const subheader = place('<lido-subheader></lido-subheader>');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect($(subheader, '[part="urgent-messages"]')).toBe(null);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/cabinmessage/')).length).toBe(0);
  });
});
