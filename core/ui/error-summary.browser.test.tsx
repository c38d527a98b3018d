/**
 * The kit's error summary (ErrorSummary.tsx) in real Chromium, inside a real widget's shadow root:
 * a submit with invalid fields shows the summary as an alert listing each error as a link, focus
 * moves to the first invalid field (by name, by id of a group, by ref), a link focuses its field,
 * Enter on a link does so too (a TV remote's OK), the title is translated, and it is axe-clean.
 */
import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { defineWidget } from '../element/define-widget';
import type { WidgetMeta } from '../element/meta';
import de from '../i18n/locales/de/form-errors.json';
import en from '../i18n/locales/en/form-errors.json';
import fr from '../i18n/locales/fr/form-errors.json';
import nl from '../i18n/locales/nl/form-errors.json';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $, $$, cleanUp, core, place, until } from '../../tests/helpers/widget-page';
import { uiCatalogues } from './catalogue';
import { ErrorSummary, FORM_ERRORS_NAMESPACE, useFailedSubmits, type FormError } from './ErrorSummary';
import { FieldGroup, InputField } from './Field';

const meta = {
  tag: 'lido-error-summary-test',
  description: 'Test widget: a form with the kit’s error summary.',
  attributes: [],
  events: [],
  parts: [],
  cssProperties: [],
} as const satisfies WidgetMeta;

const stage = createStore<{ on: boolean }>(() => ({ on: false }));

/** Name (by its control's name), a choice group (by its fieldset's id) and a note (by ref). */
function Scene() {
  const [name, setName] = useState('');
  const [colour, setColour] = useState('');
  const [note, setNote] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [checked, setChecked] = useState(false);
  const [attempt, failed] = useFailedSubmits();
  const [sent, setSent] = useState(false);
  const errors: FormError[] = checked
    ? [
        ...(name ? [] : [{ field: 'name', text: 'Enter your name.' }]),
        ...(colour ? [] : [{ field: 'colour-group', label: 'Colour', text: 'This field is mandatory' }]),
        ...(note ? [] : [{ field: noteRef, text: 'Write a note.' }]),
      ]
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name || !colour || !note) return failed();
    setSent(true);
  };
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary attempt={attempt} errors={errors} />
      <InputField
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.find((e) => e.field === 'name')?.text}
      />
      <FieldGroup id="colour-group" legend="Colour" error={checked && !colour ? 'This field is mandatory' : null}>
        {(control) => (
          <>
            {['red', 'blue'].map((value) => (
              <label key={value} className="choice">
                <input {...control} type="radio" name="colour" value={value} checked={colour === value} onChange={() => setColour(value)} />
                {value}
              </label>
            ))}
          </>
        )}
      </FieldGroup>
      <label>
        Note
        <textarea ref={noteRef} value={note} onChange={(event) => setNote(event.target.value)} aria-invalid={checked && !note ? true : undefined} />
      </label>
      <button type="submit" className="submit">
        Send
      </button>
      {sent && <p className="sent">Sent</p>}
    </form>
  );
}

defineWidget(meta, () => (useStore(stage, (state) => state.on) ? <Scene /> : null), undefined, {
  ...uiCatalogues,
  [FORM_ERRORS_NAMESPACE]: { de, en, fr, nl },
});

async function show(): Promise<HTMLElement> {
  stage.setState({ on: true });
  const element = place('<lido-error-summary-test></lido-error-summary-test>');
  await until(element, 'form');
  return element;
}

const active = (element: HTMLElement) => element.shadowRoot!.activeElement as HTMLElement | null;

afterEach(async () => {
  stage.setState({ on: false });
  await core.i18n.changeLanguage('en');
  await cleanUp();
});

describe('ErrorSummary', () => {
  it('nothing before a submit; after an invalid one an alert lists each error as a link, focus on the first field', async () => {
    const element = await show();
    expect($(element, '.error-summary')).toBe(null);
    $<HTMLButtonElement>(element, '.submit')!.click();
    const summary = await until(element, '.error-summary');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.querySelector('h2')?.textContent).toBe('Please correct the following:');
    expect($$(element, '.error-summary li a').map((link) => link.textContent)).toEqual([
      'Enter your name.',
      'Colour: This field is mandatory',
      'Write a note.',
    ]);
    expect($$(element, '.error-summary a').every((link) => link.getAttribute('href')?.startsWith('#'))).toBe(true);
    // focus is on the first invalid field, found in the widget's own shadow root
    await waitFor(() => active(element) === $(element, 'input[name="name"]'), 2000, 'focus on the name field');
    expect(document.activeElement).toBe(element);
    await expectNoAxeViolations(element);
  });

  it('a link focuses its field (a group: its first control; a ref: the control), by click and by Enter', async () => {
    const element = await show();
    $<HTMLButtonElement>(element, '.submit')!.click();
    await until(element, '.error-summary');
    const links = $$<HTMLAnchorElement>(element, '.error-summary a');
    links[1]!.click();
    await waitFor(() => active(element) === $(element, 'input[name="colour"][value="red"]'), 2000, 'focus on the first colour');
    expect(location.hash).toBe('');
    // a keyboard or a TV remote: focus the link, OK (Enter)
    links[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => active(element) === $(element, 'textarea'), 2000, 'focus on the note');
  });

  it('each invalid submit moves focus to the first field still in error; the summary follows the fields and goes when all are right', async () => {
    const element = await show();
    $<HTMLButtonElement>(element, '.submit')!.click();
    await until(element, '.error-summary');
    const name = $<HTMLInputElement>(element, 'input[name="name"]')!;
    name.focus();
    await sendKeys({ type: 'Ada' });
    await waitFor(() => $$(element, '.error-summary li').length === 2, 2000, 'the name’s error gone');
    $<HTMLButtonElement>(element, '.submit')!.click();
    await waitFor(() => active(element) === $(element, 'input[name="colour"][value="red"]'), 2000, 'focus on the colour group');
    $<HTMLInputElement>(element, 'input[value="blue"]')!.click();
    $<HTMLTextAreaElement>(element, 'textarea')!.focus();
    await sendKeys({ type: 'Hello' });
    $<HTMLButtonElement>(element, '.submit')!.click();
    await until(element, '.sent');
    expect($(element, '.error-summary')).toBe(null);
  });

  it('its title in the guest’s language (de, fr, nl)', async () => {
    const element = await show();
    $<HTMLButtonElement>(element, '.submit')!.click();
    await until(element, '.error-summary');
    for (const [lang, title] of [
      ['de', 'Bitte korrigieren Sie Folgendes:'],
      ['fr', 'Veuillez corriger les points suivants\u00a0:'],
      ['nl', 'Corrigeer het volgende:'],
    ] as const) {
      await core.i18n.changeLanguage(lang);
      await waitFor(() => $(element, '.error-summary h2')?.textContent === title, 2000, `the ${lang} title`);
    }
  });
});
