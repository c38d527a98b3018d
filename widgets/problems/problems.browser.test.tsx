/**
 * <lido-problems> in real Chromium against the real demo hub (002 §2–§8): the tile page, the
 * report form (mandatory rules, the 500-character limit, the read-only cabin), a double submit,
 * a report made while the hub is unreachable (waiting, then sent once), a refused report, a
 * report dropped at logout, the tracking list (statuses, the Leave Feedback rule), languages, axe.
 */
import './problems.element';
import type { Problem } from '../../core/hub/problems';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, addFault, cleanUp, clearFaults, core, hubGet, place, resetHub, signIn, signOut, text, until, untilText } from '../../tests/helpers/widget-page';

const problems = (view: string) => place(`<lido-problems view="${view}"></lido-problems>`, 900);

function setValue(element: HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function fill(element: HTMLElement, categoryId: string, description: string) {
  setValue(await until<HTMLSelectElement>(element, 'select[name="category"]'), categoryId);
  setValue($<HTMLTextAreaElement>(element, 'textarea[name="description"]')!, description);
}

const submitButton = (element: HTMLElement) => $<HTMLButtonElement>(element, 'form button[type="submit"]')!;
const reportsWith = async (description: string) => (await hubGet<Problem[]>('problem/report')).filter((p) => p.description === description);

before(resetHub);
afterEach(async () => {
  signOut();
  await cleanUp();
});

describe('lido-problems: overview', () => {
  it('shows the problemReportingTiles article and the two tiles, which ask to go to their routes', async () => {
    const element = problems('overview');
    await untilText(element, '[part="heading"]', 'Report a problem');
    await until(element, '.intro-text p');
    expect(text(element, '.intro-text')).toContain('Something not working in your cabin?');
    const tiles = $$<HTMLAnchorElement>(element, 'a.tile');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/problem/new', '/problem/tracking']);
    expect(tiles.map((tile) => tile.querySelector('.tile-title')?.textContent)).toEqual(['Report A Problem', 'Problem Tracking']);
    const asked: string[] = [];
    element.addEventListener('lido-navigate', (event) => {
      asked.push(event.detail.path);
      event.preventDefault();
    });
    tiles[1]!.click();
    expect(asked).toEqual(['/problem/tracking']);
    await expectNoAxeViolations(element);
  });

  it('alone on a page, a tile opens its view in place; a visitor is asked to log in and brought back', async () => {
    const element = problems('overview');
    (await until<HTMLAnchorElement>(element, 'a.tile')).click();
    const login = await until<HTMLAnchorElement>(element, '[part="login"]');
    expect(login.getAttribute('href')).toBe('/login?forward_to=%2Fproblem%2Fnew');
    expect(text(element, '.notice')).toContain('Please log in to see this page.');
  });
});

describe('lido-problems: the report form', () => {
  it('shows the cabin from the sign-in, read-only, and the categories of the hub', async () => {
    await signIn();
    const element = problems('new');
    const cabin = await until<HTMLInputElement>(element, 'input[name="cabin"]');
    expect(cabin.value).toBe('7012');
    expect(cabin.readOnly).toBe(true);
    const options = [...$<HTMLSelectElement>(element, 'select[name="category"]')!.options].map((option) => option.textContent);
    expect(options).toEqual([
      'Please choose a category',
      'Air conditioning',
      'Plumbing',
      'Electrical',
      'TV and entertainment',
      'Housekeeping',
      'Noise',
      'Other',
    ]);
  });

  it('category and description are mandatory: the spec texts on the fields, focus on the first, nothing sent; errors follow every change', async () => {
    await signIn();
    const before = (await hubGet<Problem[]>('problem/report')).length;
    const element = problems('new');
    await until(element, 'select[name="category"]');
    submitButton(element).click();
    const errors = await waitFor(() => ($$(element, '.field-error').length === 2 ? $$(element, '.field-error') : null));
    expect(errors.map((error) => error.textContent)).toEqual([
      'Category is mandatory, please select it and resubmit.',
      'Problem description is mandatory, please add it and resubmit.',
    ]);
    const select = $<HTMLSelectElement>(element, 'select[name="category"]')!;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(element.shadowRoot!.activeElement).toBe(select);
    // the error is linked to its field
    const describedBy = select.getAttribute('aria-describedby')!;
    expect(element.shadowRoot!.getElementById(describedBy)?.textContent).toBe('Category is mandatory, please select it and resubmit.');
    await expectNoAxeViolations(element);

    setValue(select, '2');
    await waitFor(() => $$(element, '.field-error').length === 1);
    expect(text(element, '.field-error')).toBe('Problem description is mandatory, please add it and resubmit.');
    // blanks are no description
    setValue($<HTMLTextAreaElement>(element, 'textarea')!, '   ');
    submitButton(element).click();
    await waitFor(() => element.shadowRoot!.activeElement === $(element, 'textarea'));
    expect((await hubGet<Problem[]>('problem/report')).length).toBe(before);
  });

  it('takes fewer than 500 characters: input beyond is ignored', async () => {
    await signIn();
    const element = problems('new');
    const textarea = await until<HTMLTextAreaElement>(element, 'textarea');
    expect(textarea.maxLength).toBe(499);
    setValue(textarea, 'x'.repeat(620));
    await waitFor(() => textarea.value.length === 499);
    expect(text(element, '.counter')).toBe('0 characters left');
  });

  it('sends the report once (a double submit sends once) and thanks with its number; the tracking list has it', async () => {
    await signIn();
    const description = `Reading lamp flickers ${Date.now()}`;
    const element = problems('new');
    await fill(element, '3', description);
    submitButton(element).click();
    submitButton(element).click();
    const thanks = await untilText(element, '.sent', 'Thank you. Your problem has been reported under number PR-');
    const sent = await reportsWith(description);
    expect(sent).toHaveLength(1);
    expect(thanks.textContent).toContain(sent[0]!.problemNumber);
    expect(sent[0]!.problemCategory.name).toBe('Electrical');
    expect(sent[0]!.status).toBe('InProgress');
    // "Report another problem" starts with an empty form
    [...thanks.querySelectorAll('button')].find((button) => button.textContent === 'Report another problem')!.click();
    const textarea = await until<HTMLTextAreaElement>(element, 'textarea');
    expect(textarea.value).toBe('');
  });

  it('while the hub is unreachable the report waits on this device, then is sent once by itself', async function (this: MochaContext) {
    this.timeout(30_000);
    await signIn();
    const description = `No hot water ${Date.now()}`;
    const element = problems('new');
    await fill(element, '2', description);
    await addFault({ pattern: 'POST /api/problem/report', unreachable: true });
    await addFault({ pattern: 'GET /api/devices/config', unreachable: true });
    submitButton(element).click();
    await untilText(
      element,
      '[part="write-waiting"]',
      "Your report is kept on this device and will be sent by itself. The ship's system cannot be reached at the moment.",
      10_000,
    );
    // what was typed is kept, and shown as what will be sent
    expect(text(element, '.kept-text')).toBe(description);
    await clearFaults();
    await untilText(element, '.sent', 'Thank you. Your problem has been reported', 20_000);
    expect(await reportsWith(description)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await reportsWith(description)).toHaveLength(1);
  });

  it('a 5xx on the report: kept on this device with the honest reason, the tries and the next try; "send now" sends it once', async function (this: MochaContext) {
    this.timeout(30_000);
    await signIn();
    const description = `Kettle sparks ${Date.now()}`;
    const element = problems('new');
    await fill(element, '2', description);
    await addFault({ pattern: 'POST /api/problem/report', status: 500, errorBody: 'stacktrace' });
    submitButton(element).click();
    await untilText(element, '[part="write-waiting"]', "The ship's system had a problem saving it.", 10_000);
    const waiting = $(element, '[part="write-waiting"]')!;
    expect(waiting.textContent).not.toContain('cannot be reached');
    expect(waiting.textContent).not.toContain('java');
    await untilText(element, '.write-tries', 'Tried once so far. Next try at', 5000);
    expect(core.connection.state.getState().status).not.toBe('unreachable');
    // the rest of the page is not locked: the guest may report another meanwhile
    expect([...element.shadowRoot!.querySelectorAll('button')].some((button) => button.textContent === 'Report another problem')).toBe(true);
    await clearFaults();
    [...waiting.querySelectorAll('button')].find((button) => button.textContent === 'Send now')!.click();
    await untilText(element, '.sent', 'Thank you. Your problem has been reported', 10_000);
    expect(await reportsWith(description)).toHaveLength(1);
  });

  it('a report waiting at logout is discarded, never sent under another session', async function (this: MochaContext) {
    this.timeout(30_000);
    await signIn();
    const description = `Safe does not open ${Date.now()}`;
    const element = problems('new');
    await fill(element, '7', description);
    await addFault({ pattern: 'POST /api/problem/report', unreachable: true });
    await addFault({ pattern: 'GET /api/devices/config', unreachable: true });
    submitButton(element).click();
    await untilText(element, '[part="write-waiting"]', 'Your report is kept on this device', 10_000);
    signOut();
    await until(element, '[part="login"]');
    expect(core.queryClient.getMutationCache().getAll()).toHaveLength(0);
    await clearFaults();
    await signIn();
    await core.hub.get('devices/config');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await reportsWith(description)).toHaveLength(0);
  });

  it('a refused report shows the spec message and keeps what was typed; sending again works', async () => {
    await signIn();
    const description = `Curtain rail broken ${Date.now()}`;
    const element = problems('new');
    await fill(element, '5', description);
    await addFault({ pattern: 'POST /api/problem/report', status: 400, times: 1 });
    submitButton(element).click();
    await untilText(element, '.notice.error', 'There has been an issue with submitting your problem, please try again.');
    expect($<HTMLTextAreaElement>(element, 'textarea')!.value).toBe(description);
    expect($<HTMLSelectElement>(element, 'select')!.value).toBe('5');
    submitButton(element).click();
    await untilText(element, '.sent', 'Thank you');
    expect(await reportsWith(description)).toHaveLength(1);
  });

  it('a kept report the hub refuses after its form has gone: the new form and the tracking list say which and why, with the text put back (issue 31)', async function (this: MochaContext) {
    this.timeout(30_000);
    await signIn();
    const description = `Mirror cracked ${Date.now()}`;
    const element = problems('new');
    await fill(element, '5', description);
    await addFault({ pattern: 'POST /api/problem/report', status: 500 });
    submitButton(element).click();
    await untilText(element, '[part="write-waiting"]', 'Your report is kept on this device', 10_000);
    // the guest goes on to another report; then the hub refuses the kept one for good
    [...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Report another problem')!.click();
    await until(element, 'textarea[name="description"]');
    await clearFaults();
    await addFault({ pattern: 'POST /api/problem/report', status: 400 });
    const notice = await untilText(element, '[part="write-refused"]', 'Not saved: your problem report', 15_000);
    expect(notice.querySelector('blockquote')!.textContent).toBe(description);
    expect(notice.textContent).not.toContain('{');
    await expectNoAxeViolations(element);

    // the tracking list tells it too (text and copy, no form to put it back into)
    const tracking = problems('tracking');
    const listed = await untilText(tracking, '[part="write-refused"]', 'Not saved: your problem report');
    expect([...listed.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Copy the text', 'Dismiss']);

    [...notice.querySelectorAll('button')].find((button) => button.textContent === 'Put it back into the form')!.click();
    await waitFor(() => $<HTMLTextAreaElement>(element, 'textarea')!.value === description, 3000, 'the text back in the form');
    expect($<HTMLSelectElement>(element, 'select')!.value).toBe('5');
    await waitFor(() => !$(element, '[part="write-refused"]') && !$(tracking, '[part="write-refused"]'), 3000, 'the notice gone once read');
    expect(await reportsWith(description)).toHaveLength(0);
    await clearFaults();
    submitButton(element).click();
    await untilText(element, '.sent', 'Thank you');
    expect(await reportsWith(description)).toHaveLength(1);
  });

  it('an empty category list says that problems cannot be reported here', async () => {
    await signIn();
    await addFault({ pattern: 'GET /api/problem/categories', emptyList: true });
    const element = problems('new');
    await untilText(element, '.empty', 'Problems cannot be reported here at the moment.');
    expect($(element, 'form')).toBe(null);
  });
});

describe('lido-problems: tracking', () => {
  it('lists number, category, description, received time, status and solution, newest first', async () => {
    await signIn();
    const element = problems('tracking');
    await until(element, 'li.problem');
    const items = $$(element, 'li.problem');
    const byNumber = new Map(items.map((item) => [item.querySelector('dl dd')!.textContent, item]));
    const facts = (number: string) =>
      Object.fromEntries(
        [...byNumber.get(number)!.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
      );
    expect(facts('PR-1002')).toEqual({
      Number: 'PR-1002',
      Category: 'Air conditioning',
      Description: 'The cabin is too warm even at the lowest setting.',
      Received: facts('PR-1002').Received,
      Status: 'In Progress',
    });
    expect(facts('PR-1002').Received).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(facts('PR-1003').Status).toBe('Investigation is required');
    expect(facts('PR-1001').Status).toBe('Resolved');
    expect(facts('PR-1001').Solution).toBe('We replaced the kettle. Enjoy your tea!');
    // newest first: the received times descend
    const times = items.map((item) => item.querySelector('time')!.getAttribute('datetime')!);
    expect([...times].sort().reverse()).toEqual(times);
    // no report of another cabin
    expect(byNumber.has('PR-1004')).toBe(false);
    await expectNoAxeViolations(element);
  });

  it('Leave Feedback only for a Resolved problem with a solution, to the configured feedback path', async () => {
    await signIn();
    const element = problems('tracking');
    await until(element, 'li.problem');
    const linkOf = (number: string) =>
      $$(element, 'li.problem')
        .find((item) => item.querySelector('dl dd')!.textContent === number)!
        .querySelector<HTMLAnchorElement>('a');
    expect(linkOf('PR-1001')?.getAttribute('href')).toBe('/userratings/feedback/3');
    expect(linkOf('PR-1001')?.textContent).toBe('Leave Feedback');
    expect(linkOf('PR-1005')).toBe(null); // Resolved without a solution
    expect(linkOf('PR-1002')).toBe(null);
    expect(linkOf('PR-1003')).toBe(null);
  });

  it('a guest without reports reads the empty text', async () => {
    await signIn();
    await addFault({ pattern: 'GET /api/problem/report', emptyList: true });
    const element = problems('tracking');
    await untilText(element, '.empty', 'You have not reported any problems.');
  });

  it('a failed list shows a message and a retry that asks again', async () => {
    await signIn();
    await addFault({ pattern: 'GET /api/problem/report', status: 502, errorBody: 'html' });
    const element = problems('tracking');
    const notice = await until(element, '.notice.error');
    expect(notice.textContent).not.toContain('Bad Gateway');
    await clearFaults();
    notice.querySelector('button')!.click();
    await until(element, 'li.problem');
  });

  it('follows the language: German texts and status names', async () => {
    await signIn();
    await core.i18n.changeLanguage('de');
    const element = problems('tracking');
    await untilText(element, '[part="heading"]', 'Problemverfolgung');
    await until(element, 'li.problem');
    const statuses = $$(element, '[part="status"]').map((status) => status.textContent);
    assert(statuses.includes('In Bearbeitung') && statuses.includes('Prüfung erforderlich') && statuses.includes('Behoben'), statuses.join());
  });
});
