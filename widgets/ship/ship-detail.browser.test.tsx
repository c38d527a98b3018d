/**
 * <lido-ship-detail> in real Chromium against the real demo hub (002 §2, §3, §7, §8, §9): name,
 * sanitised description, technical data, the cabin section with swatches, cabin pictures and
 * deck plans (thumbnails 200 wide, opened large), the gallery, 'No Ship Data' when empty or
 * failing (with a retry), languages, axe.
 */
import './ship-detail.element';
import { assert, expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import { $$, addFault, cleanUp, clearFaults, core, place, replaceHubDoc, text, until, untilText } from '../../tests/helpers/widget-page';
import { HOSTILE_HTML, HOSTILE_SAFE_TEXT } from '../../tests/helpers/hostile';

/** The demo hub's ship (demo-hub/api/ship.ts). */
const SHIP_CODE = 'AUR';
const shipDetail = () => place('<lido-ship-detail></lido-ship-detail>', 1100);
const width = (img: HTMLImageElement) => new URL(img.src).searchParams.get('width');
const reference = (img: HTMLImageElement) => new URL(img.src).searchParams.get('reference');

afterEach(cleanUp);

describe('lido-ship-detail', () => {
  it('name, sanitised description, technical data in two columns per row', async () => {
    // hostile HTML after the seeded text (the test's fixture, not the seed): none of it runs
    await replaceHubDoc<{ description: string }>('ship', SHIP_CODE, (doc) => ({ ...doc, description: doc.description + HOSTILE_HTML }));
    const element = shipDetail();
    await untilText(element, '[part="heading"]', 'Lido Aurora');
    await untilText(element, '.ship-description', 'carries 2,100 guests');
    await untilText(element, '.ship-description', HOSTILE_SAFE_TEXT);
    expect((window as { __lidoXss?: string }).__lidoXss).toBe(undefined);
    expect($$(element, '.ship-description script, .ship-description iframe, .ship-description [onerror]')).toHaveLength(0);
    const rows = $$(element, '[part="technical-data"] tr').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Gross tonnage', '92,000 GT']);
    expect(rows).toHaveLength(9);
    assert(
      rows.every((row) => row.length === 2),
      'two columns per row',
    );
    // The hero is the first of the ship's own pictures: another call than the ship content waited for above.
    expect(reference(await until<HTMLImageElement>(element, '.ship-hero'))).toBe('ship');
    await expectNoAxeViolations(element);
  });

  it('the cabin section: title, description, deck plan, and per category its name, swatches, cabin picture and deck plan', async () => {
    const element = shipDetail();
    await until(element, '[part="cabin-category"] .thumbnail');
    expect(text(element, '#cabins')).toBe('Staterooms');
    // sanitised HTML: shown once the sanitiser (its own chunk) is there, not with the pictures waited for
    await untilText(element, '.cabin-description', 'Four stateroom categories');
    const categories = $$(element, '[part="cabin-category"]');
    expect(categories.map((c) => c.querySelector('h3')!.textContent)).toEqual(['Inside stateroom', 'Ocean view stateroom', 'Balcony stateroom', 'Suite']);
    const balcony = categories[2]!;
    expect([...balcony.querySelectorAll<HTMLElement>('.swatch')].map((s) => s.style.background)).toEqual(['rgb(242, 165, 65)', 'rgb(247, 200, 127)']);
    await waitFor(() => balcony.querySelectorAll('.thumbnail img').length === 2, 3000, 'cabin picture and plan');
    const [cabin, plan] = [...balcony.querySelectorAll<HTMLImageElement>('.thumbnail img')];
    expect([reference(cabin!), width(cabin!)]).toEqual(['cabin-BS', '200']);
    expect([reference(plan!), width(plan!)]).toEqual(['deck-plan-BS', '200']);
    // The ship's deck plan comes from the ship's own picture list, a call of its own that may answer last.
    const shipPlan = await until<HTMLButtonElement>(element, '.cabins > .thumbnail');
    expect(shipPlan.getAttribute('aria-label')).toBe('Deck plan');
    expect(reference(shipPlan.querySelector('img')!)).toBe('deck-plan');
  });

  it('the gallery of the remaining ship pictures; a thumbnail opens the picture large, focus comes back', async () => {
    const element = shipDetail();
    await until(element, '[part="gallery"] .thumbnail');
    const thumbs = $$<HTMLButtonElement>(element, '[part="gallery"] .thumbnail');
    expect(thumbs.map((t) => reference(t.querySelector('img')!))).toEqual(['pool-deck', 'theatre', 'spa', 'restaurant']);
    thumbs[1]!.focus();
    thumbs[1]!.click();
    const dialog = await until<HTMLDialogElement>(element, 'dialog.picture-dialog');
    expect(width(dialog.querySelector('img')!)).toBe('800');
    await expectNoAxeViolations(element);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Close')!.click();
    await waitFor(() => element.shadowRoot!.activeElement === thumbs[1], 2000, 'focus back');
  });

  it("'No Ship Data' when the hub has none (404) or fails, with a retry that brings the ship", async () => {
    await addFault({ pattern: 'GET /api/ships/content', status: 404 });
    const element = shipDetail();
    await untilText(element, '[role="alert"]', 'No Ship Data');
    await clearFaults();
    $$<HTMLButtonElement>(element, '[role="alert"] button')[0]!.click();
    await untilText(element, '[part="heading"]', 'Lido Aurora');
    await cleanUp();
    await addFault({ pattern: 'GET /api/ships/content', status: 500, errorBody: 'html' });
    const failing = shipDetail();
    await untilText(failing, '[role="alert"]', 'No Ship Data');
  });

  it('speaks German, French and Dutch', async () => {
    const element = shipDetail();
    await until(element, '[part="technical-data"]');
    for (const [language, title] of [
      ['de', 'Technische Daten'],
      ['fr', 'Données techniques'],
      ['nl', 'Technische gegevens'],
    ] as const) {
      await core.i18n.changeLanguage(language);
      await untilText(element, '#technical-data', title);
    }
  });
});
