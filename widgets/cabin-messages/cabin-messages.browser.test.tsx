/**
 * <lido-cabin-messages> in real Chromium against the real demo hub (001 §2–§8): newest first,
 * types, opening toggles, the read receipt (sent on the first opening of an unread message only,
 * read only once the hub confirms, a refused receipt only logged), the empty text, a visitor.
 * The session bar's urgent messages: widgets/shell/urgent-messages.browser.test.tsx.
 */
import './cabin-messages.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cabinMessageStatus,
  cleanUp,
  core,
  place,
  resetHub,
  settled,
  signIn,
  signOut,
  text,
  until,
  untilText,
} from '../../tests/helpers/widget-page';

const messages = () => place('<lido-cabin-messages></lido-cabin-messages>', 900);
const itemTitled = (element: HTMLElement, title: string) =>
  $$(element, 'li.message').find((item) => item.querySelector('.message-title')?.textContent === title)!;
const receiptsSent = (id: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(`/cabinmessage/read/app/${id}`)).length;

before(resetHub);
afterEach(async () => {
  signOut();
  sessionStorage.removeItem('lido:v1:announced-urgent-messages');
  await cleanUp();
});

describe('lido-cabin-messages', () => {
  it('a visitor is asked to log in and brought back to the messages', async () => {
    const element = messages();
    const login = await until<HTMLAnchorElement>(element, '[part="login"]');
    expect(login.getAttribute('href')).toBe('/login?forward_to=%2Fcabinmessages');
  });

  it("lists the cabin's messages newest first with their type and read state", async () => {
    await signIn();
    const element = messages();
    await until(element, 'li.message');
    expect($$(element, '.message-title').map((title) => title.textContent)).toEqual([
      'Safety drill today at 16:00',
      'Your table reservation',
      'Welcome aboard the Lido Aurora',
      'Online check-in complete',
    ]);
    expect($$(element, '[part="message-type"]').map((type) => type.textContent)).toEqual(['Urgent', 'Important', 'Normal', 'Normal']);
    expect($$(element, '.message-state').map((state) => state.textContent)).toEqual(['Unread', 'Unread', 'Read', 'Unread']);
    const times = $$(element, 'li.message time').map((time) => time.getAttribute('datetime')!);
    expect([...times].sort().reverse()).toEqual(times);
    assert(
      times.every((time) => new Date(time).getTime() <= Date.now()),
      `no message from the future: ${times.join()}`,
    );
    expect(itemTitled(element, 'Safety drill today at 16:00').classList.contains('type-Urgent')).toBe(true);
    await expectNoAxeViolations(element);
  });

  it('opening toggles; an unread message turns read only once the hub confirms, and is told once', async () => {
    await signIn();
    const element = messages();
    await until(element, 'li.message');
    const item = itemTitled(element, 'Your table reservation');
    const button = item.querySelector<HTMLButtonElement>('button')!;
    const panel = element.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await addFault({ pattern: 'POST /api/cabinmessage/read/*', latencyMs: 1500, times: 1 });
    performance.clearResourceTimings();
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true');
    expect(panel.hidden).toBe(false);
    expect((await until(element, '.message-content strong')).textContent).toBe('The Grill');
    // not confirmed yet: still unread
    expect(item.querySelector('.message-state')!.textContent).toBe('Unread');
    await waitFor(() => item.querySelector('.message-state')!.textContent === 'Read', 6000, 'read after the hub confirmed');
    expect(await cabinMessageStatus('MSG-5002')).toBe('Read');

    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(panel.hidden).toBe(true);
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true');
    await settled();
    expect(receiptsSent('MSG-5002')).toBe(1);

    // a message read before sends nothing
    itemTitled(element, 'Welcome aboard the Lido Aurora').querySelector('button')!.click();
    await settled();
    expect(receiptsSent('MSG-5003')).toBe(0);
  });

  it('a refused read receipt is only logged: nothing shown, the message stays unread', async () => {
    await signIn();
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const element = messages();
      await until(element, 'li.message');
      await addFault({ pattern: 'POST /api/cabinmessage/read/*', status: 409, times: 1 });
      const item = itemTitled(element, 'Online check-in complete');
      item.querySelector('button')!.click();
      await waitFor(() => warnings.some((args) => String(args[0]).includes('MSG-5004')), 5000, 'the logged failure');
      expect(item.querySelector('.message-state')!.textContent).toBe('Unread');
      expect($(element, '[role="alert"]')).toBe(null);
      expect(await cabinMessageStatus('MSG-5004')).toBe('Sent');
    } finally {
      console.warn = warn;
    }
  });

  it('no messages: "No messages."', async () => {
    await signIn();
    await addFault({ pattern: 'GET /api/cabinmessage/*', emptyList: true });
    const element = messages();
    expect((await untilText(element, '.empty', 'No messages.')).textContent).toBe('No messages.');
  });

  it('follows the language', async () => {
    await signIn();
    await core.i18n.changeLanguage('fr');
    const element = messages();
    await untilText(element, '[part="heading"]', 'Messages en cabine');
    await until(element, 'li.message');
    expect(text(element, '.message-state')).toBe('Non lu');
  });
});
