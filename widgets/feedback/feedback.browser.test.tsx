/**
 * <lido-feedback> in real Chromium against the real demo hub (002 §2–§9): the ratings list and
 * its links by path, a form with every field and question type, the mandatory rules (also for
 * items without a mandatory flag), scrolling to the first missing item on each press, the star
 * rating by keyboard, the terms, the submit states (sending, saved with inputs disabled, error —
 * also for a failed flag — and waiting while the hub is unreachable, then sent once), the answer
 * as the hub receives it, the all-in-one page, languages and axe; and the form model's rules.
 */
import './feedback.element';
import { sendKeys } from '@web/test-runner-commands';
import type { RatingAnswer, RatingProfile } from '../../core/hub/ratings';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clearFaults,
  core,
  hubGet,
  place,
  resetHub,
  signIn,
  signOut,
  text,
  typeInto,
  until,
  untilText,
} from '../../tests/helpers/widget-page';
import { answerOf, choose, emptyDraft, isMandatory, itemsOf, missingItems } from './form-model';

const feedback = (attributes: string) => place(`<lido-feedback ${attributes}></lido-feedback>`, 900);
const form = (id: number) => feedback(`view="form" profile-id="${id}"`);
type StoredAnswer = RatingAnswer & { profileId: number };

/** The item (fieldset or text block) whose label starts with `label`. */
function item(element: HTMLElement, label: string): HTMLElement {
  const found = $$(element, '.item').find((candidate) => (candidate.querySelector('legend, label')?.textContent ?? '').startsWith(label));
  assert(found, `item "${label}"`);
  return found;
}
const errorOf = (element: HTMLElement, label: string) => item(element, label).querySelector('.field-error')?.textContent ?? null;
const pick = (element: HTMLElement, label: string, value: string) =>
  [...item(element, label).querySelectorAll<HTMLInputElement>('input')].find((input) => input.value === value)!.click();
const rate = (element: HTMLElement, label: string, stars: number) => pick(element, label, String(stars));
const submit = (element: HTMLElement) => $<HTMLButtonElement>(element, 'button[type="submit"]')!.click();
const active = (element: HTMLElement) => element.shadowRoot!.activeElement as HTMLElement | null;
const answers = async (profileId: number) => (await hubGet<StoredAnswer[]>('ratings/answers')).filter((answer) => answer.profileId === profileId);

async function atPath<T>(path: string, run: () => Promise<T>): Promise<T> {
  const before = location.pathname + location.search;
  history.replaceState(null, '', path);
  try {
    return await run();
  } finally {
    history.replaceState(null, '', before);
  }
}

before(resetHub);
afterEach(async () => {
  signOut();
  await cleanUp();
});

describe('feedback form rules (form-model.ts)', () => {
  const profile: RatingProfile = {
    id: 9,
    title: 'T',
    fields: [
      { id: 2, title: 'Later field', values: ['a'], sortOrder: 5 },
      { id: 1, title: 'Multi', values: ['x', 'y', 'z'], multipleChoice: true, mandatory: false, sortOrder: 1 },
    ],
    questions: [
      { id: 11, question: 'Stars', inputRating: true, sortOrder: 2 },
      { id: 10, question: 'Text', inputText: true, mandatory: false, sortOrder: 1 },
    ],
  };

  it('fields, then questions, each by sortOrder; mandatory unless explicitly false', () => {
    expect(itemsOf(profile).map((i) => i.key)).toEqual(['field-1', 'field-2', 'question-10', 'question-11']);
    expect([isMandatory({}), isMandatory({ mandatory: true }), isMandatory({ mandatory: false })]).toEqual([true, true, false]);
    expect(missingItems(itemsOf(profile), emptyDraft)).toEqual(['field-2', 'question-11']);
  });

  it("the answer: one entry per chosen value in the hub's order, texts URL-encoded, unanswered optional items left out", () => {
    const items = itemsOf(profile);
    let draft = choose(emptyDraft, profile.fields![1]!, 'z', true);
    draft = choose(draft, profile.fields![1]!, 'x', true);
    draft = choose(draft, profile.fields![0]!, 'a', true);
    draft = { ...draft, ratings: { 11: 7 }, texts: { 10: ' Café & "more" 100% ' } };
    expect(missingItems(items, draft)).toEqual([]);
    expect(answerOf(profile, items, draft)).toEqual({
      id: 9,
      fields: [
        { id: 1, field: 'Multi', value: 'x' },
        { id: 1, field: 'Multi', value: 'z' },
        { id: 2, field: 'Later field', value: 'a' },
      ],
      answers: [
        { id: 10, text: 'Caf%C3%A9%20%26%20%22more%22%20100%25' },
        { id: 11, rating: 7 },
      ],
    });
    expect(answerOf(profile, items, { ...draft, texts: { 10: '   ' } }).answers).toEqual([{ id: 11, rating: 7 }]);
  });
});

describe('lido-feedback: the ratings list', () => {
  it('lists the forms (not the all-in-one ones); links follow /ratings/ or /userratings/ by the current path', async () => {
    const titles = ['Your cruise so far', 'Problem resolution', 'Your cabin', 'Wi-Fi and connectivity'];
    await atPath('/ratings/overview', async () => {
      const element = feedback('view="overview"');
      await until(element, '[part="profile-link"]');
      expect($$(element, '[part="profile-link"]').map((link) => link.textContent)).toEqual(titles);
      expect($$<HTMLAnchorElement>(element, '[part="profile-link"]')[0]!.getAttribute('href')).toBe('/ratings/feedback/1');
      expect($(element, '[part="all-in-one-link"]')!.getAttribute('href')).toBe('/ratings/allinone');
      await expectNoAxeViolations(element);
      element.parentElement!.remove();
    });
    await atPath('/userratings/overview', async () => {
      const element = feedback('view="overview"');
      await until(element, '[part="profile-link"]');
      expect($$<HTMLAnchorElement>(element, '[part="profile-link"]')[1]!.getAttribute('href')).toBe('/userratings/feedback/3');
      element.parentElement!.remove();
    });
    // elsewhere (an operator's page): by the hub's anonymous mode, which is off in the demo
    const element = feedback('view="overview"');
    await waitFor(() => $(element, '[part="profile-link"]')?.getAttribute('href') === '/userratings/feedback/1', 5000, 'the signed-in route');
  });

  it('an empty list says there are no forms', async () => {
    await addFault({ pattern: 'GET /api/ratings/profiles*', emptyList: true });
    const element = feedback('view="overview"');
    await untilText(element, '.empty', 'There are no feedback forms at the moment.');
  });
});

describe('lido-feedback: a form', () => {
  it('shows title, description, the fields then the questions in order, with every kind of control, and the terms', async () => {
    const element = form(1);
    await untilText(element, '[part="heading"]', 'Your cruise so far');
    expect((await until(element, '.profile-description p')).textContent).toBe('How is your holiday going? Tell us after your first days on board.');
    const legends = $$(element, '.item').map((i) => (i.querySelector('legend, label')?.textContent ?? '').trim());
    expect(legends).toEqual([
      'How did you book this cruise?',
      'What have you enjoyed most? (optional)',
      'Overall, how would you rate your cruise?',
      'What could we do better? (optional)',
    ]);
    expect([...item(element, 'How did you book').querySelectorAll('input')].map((i) => i.type)).toEqual(['radio', 'radio', 'radio']);
    expect([...item(element, 'What have you enjoyed').querySelectorAll('input')].map((i) => i.type)).toEqual(Array(5).fill('checkbox'));
    expect(item(element, 'Overall').querySelectorAll('input[type="radio"]').length).toBe(10);
    expect(item(element, 'Overall').querySelector('label .lido-visually-hidden')!.textContent).toBe('1 of 10 stars');
    const textarea = item(element, 'What could we do better').querySelector('textarea')!;
    expect(textarea.maxLength).toBe(250);
    expect((await until(element, '.terms .conditions-text p')).textContent).toContain('I agree that Lido may store my answers');
    await expectNoAxeViolations(element);
  });

  it('mandatory answers: each press shows the errors and brings the first missing one into view, recalculated on every change', async () => {
    const element = form(1);
    await until(element, '.item');
    submit(element);
    await waitFor(() => errorOf(element, 'How did you book') === 'This field is mandatory');
    expect(errorOf(element, 'Overall')).toBe('This field is mandatory');
    expect(errorOf(element, 'What have you enjoyed')).toBe(null);
    expect(errorOf(element, 'What could we do better')).toBe(null);
    expect(text(element, '.terms .field-error')).toBe('Please accept the terms and conditions to send your feedback.');
    expect(active(element)?.closest('.item')).toBe(item(element, 'How did you book'));
    // the error is tied to its group
    const group = item(element, 'How did you book');
    expect(element.shadowRoot!.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('This field is mandatory');
    await expectNoAxeViolations(element);

    pick(element, 'How did you book', 'Travel agent');
    await waitFor(() => errorOf(element, 'How did you book') === null);
    window.scrollTo(0, 0);
    submit(element);
    await waitFor(() => active(element)?.closest('.item') === item(element, 'Overall'), 3000, 'focus on the star rating');
    const box = item(element, 'Overall').getBoundingClientRect();
    assert(box.top >= 0 && box.bottom <= innerHeight, `the first missing item in view: ${box.top}..${box.bottom} of ${innerHeight}`);

    rate(element, 'Overall', 8);
    await waitFor(() => errorOf(element, 'Overall') === null);
    submit(element);
    await waitFor(() => active(element)?.getAttribute('name') === 'acceptTerms', 3000, 'focus on the terms');
  });

  it('items without a mandatory flag are mandatory', async () => {
    const element = form(6);
    await until(element, '.item');
    submit(element);
    await waitFor(() => $$(element, '.field-error').length === 3);
    expect(errorOf(element, 'Your cabin type')).toBe('This field is mandatory');
    expect(errorOf(element, 'Cleanliness')).toBe('This field is mandatory');
    expect(errorOf(element, 'What would you change?')).toBe('This field is mandatory');
  });

  it('the star rating moves with the arrow keys', async () => {
    const element = form(3);
    const rating = await until(element, '[part="rating"]');
    const stars = [...rating.querySelectorAll<HTMLInputElement>('input')];
    stars[4]!.click();
    await waitFor(() => rating.querySelector('.rating-value')?.textContent === '5 of 10');
    stars[4]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => rating.querySelector('.rating-value')?.textContent === '6 of 10');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => rating.querySelector('.rating-value')?.textContent === '5 of 10');
    expect(rating.querySelectorAll('.star.filled').length).toBe(5);
    expect(stars[4]!.checked).toBe(true);
  });

  it('a text takes at most 250 characters', async () => {
    const element = form(6);
    const input = await until<HTMLInputElement>(element, '.text-item input');
    typeInto(input, 'y'.repeat(300));
    await waitFor(() => input.value.length === 250);
    expect(text(element, '.text-item .counter')).toBe('0 characters left');
  });

  it('sends the answer once (spinner while sending), as the spec says; then thanks and disables the inputs', async () => {
    await signIn();
    const comment = `More vegan dishes & "less" plastic ${Date.now()}`;
    const element = form(1);
    await until(element, '.item');
    pick(element, 'How did you book', 'Online');
    pick(element, 'What have you enjoyed', 'Spa');
    pick(element, 'What have you enjoyed', 'Food');
    rate(element, 'Overall', 9);
    typeInto(item(element, 'What could we do better').querySelector('textarea')!, comment);
    $<HTMLInputElement>(element, 'input[name="acceptTerms"]')!.click();
    await addFault({ pattern: 'POST /api/ratings/answer', latencyMs: 1200, times: 1 });
    submit(element);
    submit(element);
    const button = $<HTMLButtonElement>(element, 'button[type="submit"]')!;
    await waitFor(() => button.getAttribute('aria-busy') === 'true' && button.textContent === 'Sending…');
    await untilText(element, '[part="thanks"]', 'Thank you for your feedback!', 6000);
    expect($(element, 'button[type="submit"]')).toBe(null);
    assert(
      $$<HTMLInputElement>(element, '.item input').every((input) => input.matches(':disabled')),
      'inputs disabled',
    );
    const stored = (await answers(1)).filter((answer) => answer.answers.some((a) => a.text === encodeURIComponent(comment)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields).toEqual([
      { id: 1, field: 'How did you book this cruise?', value: 'Online' },
      { id: 2, field: 'What have you enjoyed most?', value: 'Food' },
      { id: 2, field: 'What have you enjoyed most?', value: 'Spa' },
    ]);
    expect(stored[0]!.answers).toEqual([
      { id: 1, rating: 9 },
      { id: 2, text: encodeURIComponent(comment) },
    ]);
  });

  it('a failed flag in the answer is an error: feedback_error_message, the answers kept', async () => {
    const element = form(7);
    await until(element, '.item');
    rate(element, 'Speed', 3);
    submit(element);
    await untilText(element, '.notice.error', 'Your feedback could not be saved. Please try again.');
    expect(item(element, 'Speed').querySelector<HTMLInputElement>('input[value="3"]')!.checked).toBe(true);
    assert(!item(element, 'Speed').querySelector('input')!.matches(':disabled'), 'inputs enabled again');
  });

  it('a refused answer is an error too; sending again saves it', async () => {
    const element = form(3);
    await until(element, '.item');
    rate(element, 'How satisfied', 10);
    await addFault({ pattern: 'POST /api/ratings/answer', status: 400, times: 1 });
    submit(element);
    await untilText(element, '.notice.error', 'Your feedback could not be saved.');
    submit(element);
    await untilText(element, '[part="thanks"]', 'Thank you for your feedback!');
  });

  it('while the hub is unreachable the feedback waits on this device, then is sent once by itself', async function (this: MochaContext) {
    this.timeout(30_000);
    await signIn();
    const comment = `Sent later ${Date.now()}`;
    const element = form(3);
    await until(element, '.item');
    rate(element, 'How satisfied', 6);
    typeInto(item(element, 'Anything else').querySelector('textarea')!, comment);
    await addFault({ pattern: 'POST /api/ratings/answer', unreachable: true });
    await addFault({ pattern: 'GET /api/devices/config', unreachable: true });
    submit(element);
    await untilText(element, '[part="write-waiting"]', 'Your feedback is kept on this device', 10_000);
    const mine = async () => (await answers(3)).filter((answer) => answer.answers.some((a) => a.text === encodeURIComponent(comment)));
    expect(await mine()).toHaveLength(0);
    await clearFaults();
    await untilText(element, '[part="thanks"]', 'Thank you', 20_000);
    expect(await mine()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mine()).toHaveLength(1);
  });

  it('an unknown form says it was not found and leads back to the list, with no retry (issue 30)', async () => {
    const element = form(99);
    await untilText(element, '.notice', 'This feedback form does not exist.');
    expect($$(element, '.notice button').map((button) => button.textContent)).toEqual([]);
    const back = $<HTMLAnchorElement>(element, '.notice a')!;
    expect(back.textContent).toBe('All feedback forms');
    expect(back.getAttribute('href')).toMatch(/^\/(user)?ratings\/overview$/);
  });

  it('follows the language', async () => {
    await core.i18n.changeLanguage('nl');
    const element = form(3);
    await until(element, '.item');
    submit(element);
    await waitFor(() => $$(element, '.field-error')[0]?.textContent === 'Dit veld is verplicht');
    expect(text(element, 'button[type="submit"]')).toBe('Feedback versturen');
  });
});

describe('lido-feedback: the all-in-one page', () => {
  const yesNo = (element: HTMLElement, title: string) => {
    const profile = $$(element, '[part="profile"]').find((p) => p.querySelector('legend')!.textContent!.includes(title))!;
    const [yes, no] = [...profile.querySelectorAll<HTMLInputElement>('.yes-no input')];
    return { profile, yes: yes!, no: no! };
  };

  it('the category heads it; each form asks Yes or No (default No); one submit sends every Yes, after its mandatory answers', async () => {
    await signIn();
    const dish = `Sea bass ${Date.now()}`;
    const element = feedback('view="allinone"');
    await untilText(element, '[part="heading"]', 'Your feedback');
    await until(element, '.intro-text p');
    expect($$(element, '[part="profile"] .yes-no legend').map((legend) => legend.textContent)).toEqual([
      'Would you like to give feedback on Dining?',
      'Would you like to give feedback on Entertainment?',
      'Would you like to give feedback on Shore excursions?',
    ]);
    for (const title of ['Dining', 'Entertainment', 'Shore excursions']) expect(yesNo(element, title).no.checked).toBe(true);
    expect($(element, '.item')).toBe(null);
    await expectNoAxeViolations(element);

    submit(element);
    await untilText(element, '.field-error', 'Please answer Yes for at least one topic.');

    yesNo(element, 'Dining').yes.click();
    await until(element, '.aio-section .item');
    expect($(element, '.terms')).toBe(null); // Dining needs no terms
    submit(element);
    await waitFor(() => active(element)?.closest('.item') === item(element, 'Where did you eat?'));
    expect(errorOf(element, 'Food quality')).toBe('This field is mandatory');
    pick(element, 'Where did you eat?', 'The Grill');
    rate(element, 'Food quality', 9);
    rate(element, 'Service', 10);
    typeInto(item(element, 'Your favourite dish').querySelector('input')!, dish);

    yesNo(element, 'Shore excursions').yes.click();
    await until(element, '.terms');
    pick(element, 'Which port?', 'Naples');
    rate(element, 'Guide', 7);
    rate(element, 'Value for money', 8);
    submit(element);
    await waitFor(() => active(element)?.getAttribute('name') === 'acceptTerms', 3000, 'focus on the terms');
    $<HTMLInputElement>(element, 'input[name="acceptTerms"]')!.click();
    submit(element);
    await untilText(element, '[part="thanks"]', 'Thank you for your feedback!');
    assert(
      $$<HTMLInputElement>(element, 'input').every((input) => input.matches(':disabled')),
      'inputs disabled',
    );

    const dining = (await answers(2)).filter((answer) => answer.answers.some((a) => a.text === encodeURIComponent(dish)));
    expect(dining).toHaveLength(1);
    expect(dining[0]!.fields).toEqual([{ id: 3, field: 'Where did you eat?', value: 'The Grill' }]);
    const shore = await answers(5);
    expect(shore.filter((answer) => answer.fields.some((f) => f.value === 'Naples'))).toHaveLength(1);
    expect(await answers(4)).toHaveLength(0); // Entertainment stayed No
  });

  it('a topic keeps its answers through Yes → No → Yes while the page is open; only the topics answered Yes are sent (issue 31)', async () => {
    await signIn();
    const dish = `Paella ${Date.now()}`;
    const song = `Volare ${Date.now()}`;
    const element = feedback('view="allinone"');
    await until(element, '[part="profile"]');
    yesNo(element, 'Dining').yes.click();
    await until(element, '.aio-section .item');
    pick(element, 'Where did you eat?', 'Lido Buffet');
    rate(element, 'Food quality', 8);
    typeInto(item(element, 'Your favourite dish').querySelector('input')!, dish);
    yesNo(element, 'Entertainment').yes.click();
    await waitFor(() => $$(element, '.aio-section').length === 2);
    typeInto(item(element, 'Which song should the band play?').querySelector('input')!, song);

    yesNo(element, 'Dining').no.click();
    yesNo(element, 'Entertainment').no.click();
    await waitFor(() => $(element, '.aio-section') === null);
    yesNo(element, 'Dining').yes.click();
    yesNo(element, 'Entertainment').yes.click();
    await waitFor(() => $$(element, '.aio-section').length === 2);
    expect(item(element, 'Your favourite dish').querySelector('input')!.value).toBe(dish);
    expect(item(element, 'Where did you eat?').querySelector<HTMLInputElement>('input[value="Lido Buffet"]')!.checked).toBe(true);
    expect(item(element, 'Food quality').querySelector<HTMLInputElement>('input[value="8"]')!.checked).toBe(true);
    expect(item(element, 'Which song should the band play?').querySelector('input')!.value).toBe(song);

    // Entertainment answered No again: its answers stay on the page but are not sent.
    yesNo(element, 'Entertainment').no.click();
    rate(element, 'Service', 9);
    submit(element);
    await untilText(element, '[part="thanks"]', 'Thank you for your feedback!');
    expect((await answers(2)).filter((answer) => answer.answers.some((a) => a.text === encodeURIComponent(dish)))).toHaveLength(1);
    expect((await answers(4)).filter((answer) => answer.answers.some((a) => a.text === encodeURIComponent(song)))).toHaveLength(0);
  });

  it('an empty list says there are no forms', async () => {
    await addFault({ pattern: 'GET /api/ratings/profiles*', emptyList: true });
    const element = feedback('view="allinone"');
    await untilText(element, '.empty', 'There are no feedback forms at the moment.');
  });
});
