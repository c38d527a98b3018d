/**
 * <lido-photo-shop> in real Chromium against the real demo hub (001 §2–§9): consent (first access,
 * accept, opt out hiding every view), my photos (thumbnails, the detail with its variant counts,
 * add, edit, remove, no photos), packages, the basket (offers, totals, conditions, the empty
 * basket, the upsell once, the order placed once, a failed order kept), blocked and signed-out
 * guests, orders with downloads (ZIP, not ready, kiosk), languages, axe.
 */
import './photo-shop.element';
import type { PhotoCart, PhotoOrder } from '../../core/hub/photo';
import { photomatchSlice } from '../../core/session/photomatch';
import { expect, waitFor } from '../../tests/helpers/assert';
import { expectNoAxeViolations } from '../../tests/helpers/axe';
import {
  $,
  $$,
  addFault,
  cleanUp,
  clearFaults,
  core,
  hubGet,
  hubUrl,
  key,
  place,
  resetHub,
  sessionHeader,
  signIn,
  signOut,
  text,
  until,
  untilText,
  useHubDeviceConfig,
} from '../../tests/helpers/widget-page';

const shop = (view: string) => place(`<lido-photo-shop view="${view}"></lido-photo-shop>`, 1000);

async function hubPost<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${hubUrl()}/api/${path}`, {
    method: 'POST',
    headers: { ...sessionHeader(), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const consentTo = (value: boolean) => hubPost(`photo/passenger/consent/${value}`);
const cabinPhotos = async () => (await hubGet<Array<{ id: string }>>('photomatch/cabinImages')).map((photo) => photo.id);
/** A button by its text, once it is not busy (a write in flight ignores presses). */
const button = (element: HTMLElement, label: string) =>
  waitFor(
    () => $$<HTMLButtonElement>(element, 'button').find((b) => b.textContent?.trim() === label && b.getAttribute('aria-busy') !== 'true'),
    8000,
    `button ${label}`,
  );

before(resetHub);
beforeEach(async () => {
  await resetHub();
});
afterEach(async () => {
  photomatchSlice(core.stores).setState({ detailImage: null, order: null, upsellShown: false, conditionsAccepted: false });
  signOut();
  await cleanUp();
  await useHubDeviceConfig('Browser');
});

describe('lido-photo-shop: consent', () => {
  it('first access: the overview sends the guest to the consent page; Accept goes to the overview', async () => {
    await signIn();
    const element = shop('overview');
    await untilText(element, '[part="heading"]', 'Photo consent');
    expect(text(element, '.consent-explained')).toContain('compare the faces');
    expect(text(element, '.consent-explained')).toContain('every photo page then closes at once');
    expect(text(element, '.consent-state')).toBe('Do you want us to find your photos by face matching?');
    await expectNoAxeViolations(element);
    (await button(element, 'Accept')).click();
    await untilText(element, '[part="heading"]', 'Photos');
    const tiles = await waitFor(
      () => {
        const found = $$<HTMLAnchorElement>(element, 'a.tile');
        return found.length === 5 ? found : null;
      },
      8000,
      'five tiles',
    );
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/photomatch/myphotos',
      '/photomatch/packages',
      '/content/overview/8',
      '/photomatch/orders',
      '/photomatch/consent',
    ]);
    await untilText(element, 'a.tile', 'Your photos are matched to you by our photo team.');
    expect(await hubGet<boolean | null>('photo/passenger/consent')).toBe(true);
    await expectNoAxeViolations(element);
  });

  it('opting out hides every photo view of the page at once; Change Status toggles back', async () => {
    await signIn();
    await consentTo(true);
    const photos = shop('myphotos');
    await until(photos, '[part="photo"]');
    const consent = shop('consent');
    await untilText(consent, '.consent-state', 'You have agreed to photo matching.');
    (await button(consent, 'Change Status')).click();
    await untilText(consent, '.consent-state', 'You have opted out');
    // the other widget shows no photo any more: it shows the consent page
    await waitFor(() => $(photos, '[part="photo"]') === null && $(photos, '[part="consent"]'), 8000, 'the photos hidden');
    expect(await hubGet<boolean | null>('photo/passenger/consent')).toBe(false);
    (await button(consent, 'Change Status')).click();
    await untilText(consent, '.consent-state', 'You have agreed to photo matching.');
  });

  it('a consent kept from before is confirmed by the hub before anything is shown or redirected', async () => {
    await signIn();
    await consentTo(true);
    // an answer from another page (opted out there) a moment ago, now out of date
    core.queryClient.setQueryData(['photo', 'consent', [], '*'], false);
    const element = shop('myphotos');
    const redirects: string[] = [];
    element.addEventListener('lido-navigate', (event) => redirects.push((event as CustomEvent<{ path: string }>).detail.path));
    await until(element, '[part="photo"]');
    expect(redirects).toEqual([]);
    // and the other way round: kept as given, but opted out meanwhile: no photo shown
    await cleanUp();
    await consentTo(false);
    core.queryClient.setQueryData(['photo', 'consent', [], '*'], true);
    const again = shop('myphotos');
    await until(again, '[part="consent"]');
    expect($(again, '[part="photo"]')).toBe(null);
  });

  it('a failed consent write says so and retries', async () => {
    await signIn();
    const element = shop('consent');
    await addFault({ pattern: 'POST /api/photo/passenger/consent/*', status: 500 });
    (await button(element, 'Opt Out')).click();
    const alert = await until(element, '[role="alert"]');
    expect(alert.textContent).toContain('There has been an error');
    await clearFaults();
    alert.querySelector('button')!.click();
    await untilText(element, '.consent-state', 'You have opted out');
  });
});

describe('lido-photo-shop: my photos', () => {
  it('the cabin photos as lazy 200-wide thumbnails; the detail adds, edits and removes variants', async () => {
    await signIn();
    await consentTo(true);
    const element = shop('myphotos');
    const changes: number[] = [];
    element.addEventListener('lido-cart-change', (event) => changes.push((event as CustomEvent<{ count: number }>).detail.count));
    await until(element, '[part="photo"]');
    const image = $<HTMLImageElement>(element, '[part="photo"] img')!;
    expect(image.getAttribute('src')).toContain('/api/photomatch/image/AUR:D0:7012-0001?thumb');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('200');
    await expectNoAxeViolations(element);
    $<HTMLButtonElement>(element, '[part="photo"]')!.click();
    await until(element, '.photo-detail');
    // keyboard focus starts on the photo's heading (the tile is gone)
    await waitFor(() => element.shadowRoot!.activeElement?.matches('.photo-detail h2'), 3000, 'focus on the heading');
    expect($<HTMLImageElement>(element, '.photo-large')!.getAttribute('src')).not.toContain('thumb');
    const names = $$(element, '.variant-name').map((label) => label.textContent);
    expect(names).toEqual(['Print 6×8″', 'Print 8×10″', 'Digital']);
    const inputs = $$<HTMLInputElement>(element, '.quantity input');
    // never below 0
    expect($$<HTMLButtonElement>(element, '.quantity button')[0]!.disabled).toBe(true);
    // a digital variant at most 1
    const digitalMore = $$<HTMLButtonElement>(element, '.quantity button')[5]!;
    digitalMore.click();
    await waitFor(() => inputs[2]!.value === '1', 3000, 'digital 1');
    expect(digitalMore.disabled).toBe(true);
    $$<HTMLButtonElement>(element, '.quantity button')[1]!.click();
    $$<HTMLButtonElement>(element, '.quantity button')[1]!.click();
    await waitFor(() => inputs[0]!.value === '2', 3000, 'print 2');
    (await button(element, 'Add to basket')).click();
    await untilText(element, '.photo-done', 'Added to your basket.');
    // the page hears the basket change on the element (one photo in it)
    await waitFor(() => changes.includes(1), 3000, 'lido-cart-change with count 1');
    let cart = await hubGet<PhotoCart>('photomatch/cart');
    const photo = cart.photoGroups![0]!.photos![0]!;
    expect(photo.id).toBe('AUR/D0/7012-0001');
    expect(photo.variants!.map((v) => [v.id, v.count])).toEqual([
      ['P6X8', 2],
      ['DIG', 1],
    ]);
    await expectNoAxeViolations(element);
    // edit: one print less
    $$<HTMLButtonElement>(element, '.quantity button')[0]!.click();
    (await button(element, 'Update basket')).click();
    await untilText(element, '.photo-done', 'Your basket has been updated.');
    cart = await hubGet<PhotoCart>('photomatch/cart');
    expect(cart.photoGroups![0]!.photos![0]!.variants!.find((v) => v.id === 'P6X8')!.count).toBe(1);
    (await button(element, 'Remove from basket')).click();
    await untilText(element, '.photo-done', 'Removed from your basket.');
    cart = await hubGet<PhotoCart>('photomatch/cart');
    expect(cart.photoGroups).toEqual([]);
    (await button(element, 'Back to all photos')).click();
    await until(element, '[part="photo"]');
    await waitFor(() => (element.shadowRoot!.activeElement as HTMLElement | null)?.dataset.index === '0', 3000, 'focus back on the photo it opened');
    // virtualised: the rows on screen are rendered, each tile knows the whole count
    expect($(element, '[aria-setsize="14"]')).not.toBe(null);
  });

  it('back from a photo, the grid is where the guest left it: the photo in view and focused', async () => {
    await signIn();
    await consentTo(true);
    const element = shop('myphotos');
    await until(element, '[part="photo"]');
    // the last photo (End), far down the page on this small screen
    const first = $<HTMLButtonElement>(element, '[part="photo"]')!;
    first.focus();
    key(first, 'End');
    const last = await waitFor(() => $$<HTMLButtonElement>(element, '[part="photo"]').find((tile) => tile.dataset.index === '13'), 3000, 'last tile');
    last.click();
    await until(element, '.photo-detail');
    window.scrollTo(0, 0);
    (await button(element, 'Back to all photos')).click();
    const focused = await waitFor(
      () => {
        const active = element.shadowRoot!.activeElement as HTMLElement | null;
        return active?.matches('[part="photo"]') ? active : null;
      },
      3000,
      'focus back on a tile',
    );
    expect(focused.dataset.index).toBe('13');
    const box = focused.getBoundingClientRect();
    expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
  });

  it('adding while the hub is unreachable: a translated message, the counts kept, a retry that adds once', async () => {
    await signIn();
    await consentTo(true);
    photomatchSlice(core.stores).setState({ detailImage: 'AUR/D1/7012-0002' });
    const element = shop('myphotos');
    await until(element, '.photo-detail');
    $$<HTMLButtonElement>(element, '.quantity button')[3]!.click();
    await addFault({ pattern: 'POST /api/photomatch/addToCart', unreachable: true });
    (await button(element, 'Add to basket')).click();
    const alert = await until(element, '.variants [role="alert"]');
    expect(alert.textContent).not.toContain('<');
    expect($$<HTMLInputElement>(element, '.quantity input')[1]!.value).toBe('1');
    await clearFaults();
    alert.querySelector('button')!.click();
    await untilText(element, '.photo-done', 'Added to your basket.');
    const cart = await hubGet<PhotoCart>('photomatch/cart');
    expect(cart.photoGroups!.flatMap((group) => group.photos ?? []).map((photo) => [photo.id, photo.variants!.map((v) => [v.id, v.count])])).toEqual([
      ['AUR/D1/7012-0002', [['P8X10', 1]]],
    ]);
  });

  it('a cabin without photos: the config message', async () => {
    await signIn({ accountNumber: '100500', location: '8022', pinNo: '1234' });
    await consentTo(true);
    const element = shop('myphotos');
    await untilText(element, '.empty', "Sorry, we didn't find any photos of you. Please visit the Photography team");
  });
});

describe('lido-photo-shop: packages', () => {
  it('adds and removes a bulk package', async () => {
    await signIn();
    await consentTo(true);
    const element = shop('packages');
    await until(element, '[part="package"]');
    expect($$(element, '.package-title').map((title) => title.textContent)).toEqual(['All digital', '10 prints']);
    expect(text(element, '.package-price')).toBe('£149.00');
    await expectNoAxeViolations(element);
    (await button(element, 'Add All digital')).click();
    await untilText(element, '.in-basket', 'This package is in your basket.');
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.bulkName).toBe('All digital');
    (await button(element, 'Remove All digital')).click();
    await waitFor(() => $(element, '.in-basket') === null, 8000, 'package removed');
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.bulkAdded).toBe(false);
  });
});

describe('lido-photo-shop: basket and order', () => {
  it('groups with offers, totals, conditions; the empty basket', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    // two welcome-party prints: the offer needs 5
    await hubPost('photomatch/addToCart', { photos: ids.slice(3, 5).map((id) => ({ id, variants: [{ id: 'P6X8', count: 1 }] })) });
    // a Barcelona digital photo: the free credit
    await hubPost('photomatch/addToCart', { photos: [{ id: ids[9], variants: [{ id: 'DIG', count: 1 }] }] });
    const element = shop('cart');
    await until(element, '.basket-group');
    expect($$(element, '.basket-group h2').map((h) => h.textContent)).toEqual(['Welcome party', 'Barcelona']);
    expect(text(element, '.missed-offer')).toContain('Add 3 more photos to get the offer (unlimited at the offer price).');
    expect(text(element, '.mark.free')).toBe('Free photo included');
    expect(text(element, '.grand-total dd')).toBe('£25.98');
    await untilText(element, '.conditions', 'Prints are collected at the photo gallery');
    await expectNoAxeViolations(element);
    (await button(element, 'Place order')).click();
    await untilText(element, '[role="alert"]', 'Please accept the Terms & Conditions, before placing your order');
    (await button(element, 'Empty the basket')).click();
    await untilText(element, '.empty', 'Your photo basket is empty.');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    (await button(element, 'Place order')).click();
    await untilText(element, '[role="alert"]', 'No items in basket.');
  });

  it('Empty the basket offers Undo, focused and announced; Undo puts the photos, their counts and the package back (#30)', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    await hubPost('photomatch/addToCart', { photos: ids.slice(3, 5).map((id) => ({ id, variants: [{ id: 'P6X8', count: 2 }] })) });
    await hubPost('photomatch/addToCart', { bulk: 'PRINTS10' });
    const before = await hubGet<PhotoCart>('photomatch/cart');
    const element = shop('cart');
    await until(element, '.basket-group');
    (await button(element, 'Empty the basket')).click();
    await untilText(element, '.empty', 'Your photo basket is empty.');
    const undo = await until<HTMLButtonElement>(element, '.undo-button');
    expect(text(element, '[part="undo"] [role="status"]')).toContain('Your photo basket was emptied.');
    await waitFor(() => element.shadowRoot!.activeElement === undo, 3000, 'focus on Undo');
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.photoCount).toBe(0);
    await expectNoAxeViolations(element);
    undo.click();
    await untilText(element, '[part="undo"] [role="status"]', 'Your photos are back in your basket.');
    await until(element, '.basket-group');
    const after = await hubGet<PhotoCart>('photomatch/cart');
    expect(after.totals!.photoCount).toBe(before.totals!.photoCount);
    expect(after.totals!.bulkName).toBe('10 prints');
    expect(after.totals!.bulkAdded).toBe(true);
    expect(after.totals!.grandTotal).toBe(before.totals!.grandTotal);
  });

  it('the upsell shows once; declining places the order once, then the confirmation and the orders', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    // eight digital photos: the All digital package is worth an upgrade
    await hubPost('photomatch/addToCart', { photos: ids.slice(0, 8).map((id) => ({ id, variants: [{ id: 'DIG', count: 1 }] })) });
    const before = (await hubGet<PhotoOrder[]>('photomatch/orders')).length;
    const element = shop('cart');
    await untilText(element, '.basket-upgrade', 'Get All digital for');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    (await button(element, 'Place order')).click();
    const dialog = await until(element, 'dialog.upsell');
    expect(dialog.textContent).toContain('Upgrade your order?');
    await expectNoAxeViolations(element);
    // closed without a choice: not shown again
    dialog.dispatchEvent(new Event('cancel'));
    await waitFor(() => $(element, 'dialog.upsell') === null, 3000, 'dialog closed');
    (await button(element, 'Place order')).click();
    await untilText(element, '[part="heading"]', 'Thank you for your order', 10000);
    expect($(element, 'dialog.upsell')).toBe(null);
    const orders = await hubGet<PhotoOrder[]>('photomatch/orders');
    expect(orders.length).toBe(before + 1);
    expect(text(element, '.confirmed')).toContain(`Your order ${orders[0]!.orderId} has been received.`);
    expect(text(element, '.order-status')).toBe('Order received');
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.photoCount).toBe(0);
    (await waitFor(() => $$<HTMLAnchorElement>(element, 'a.button').find((a) => a.textContent === 'My Orders'), 3000, 'orders link')).click();
    await untilText(element, '.order-id', orders[0]!.orderId);
  });

  it('Upgrade in the upsell places the order with the package, once for a double click (#30)', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    await hubPost('photomatch/addToCart', { photos: ids.slice(0, 8).map((id) => ({ id, variants: [{ id: 'DIG', count: 1 }] })) });
    const before = (await hubGet<PhotoOrder[]>('photomatch/orders')).length;
    const element = shop('cart');
    await until(element, '.basket-upgrade');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    (await button(element, 'Place order')).click();
    await until(element, 'dialog.upsell');
    const upgrade = await waitFor(() => $$<HTMLButtonElement>(element, 'dialog.upsell button').find((b) => b.textContent === 'Upgrade'), 3000, 'upgrade');
    upgrade.click();
    upgrade.click();
    // no second "Place order": the upgrade was the answer to it
    await untilText(element, '[part="heading"]', 'Thank you for your order', 10000);
    const orders = await hubGet<PhotoOrder[]>('photomatch/orders');
    expect(orders.length).toBe(before + 1);
    expect((orders[0] as PhotoOrder & { bulk?: string | null }).bulk).toBe('ALLDIGITAL');
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.bulkAdded).toBe(false);
  });

  it('a failed order keeps the basket, says the spec sentence, and its retry orders once', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    await hubPost('photomatch/addToCart', { photos: [{ id: ids[0], variants: [{ id: 'P8X10', count: 1 }] }] });
    const before = (await hubGet<PhotoOrder[]>('photomatch/orders')).length;
    const element = shop('cart');
    await until(element, '.basket-group');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    // the order is placed, but its answer is spoilt: the retry must not order again
    await addFault({ pattern: 'POST /api/photomatch/order', malformedJson: true, times: 1 });
    (await button(element, 'Place order')).click();
    const alert = await untilText(
      element,
      '[role="alert"]',
      'There has been an error while placing your order, please try again or contact the photo team for assistance.',
    );
    expect($$(element, '.basket-group').length).toBe(1);
    alert.querySelector('button')!.click();
    await untilText(element, '[part="heading"]', 'Thank you for your order', 10000);
    expect((await hubGet<PhotoOrder[]>('photomatch/orders')).length).toBe(before + 1);
  });

  it('a 403 mid-order ends the session: the guest is asked to sign in again, the basket is kept, nothing is ordered', async () => {
    await signIn();
    await consentTo(true);
    const ids = await cabinPhotos();
    await hubPost('photomatch/addToCart', { photos: [{ id: ids[0], variants: [{ id: 'P8X10', count: 1 }] }] });
    const before = (await hubGet<PhotoOrder[]>('photomatch/orders')).length;
    const element = shop('cart');
    await until(element, '.basket-group');
    $<HTMLInputElement>(element, '.accept-conditions input')!.click();
    await addFault({ pattern: 'POST /api/photomatch/order', status: 403, times: 1 });
    (await button(element, 'Place order')).click();
    const login = await until<HTMLAnchorElement>(element, '[part="login"]');
    expect(login.getAttribute('href')).toBe('/login?forward_to=%2Fphotomatch%2Fcart');
    await clearFaults();
    await signIn();
    expect((await hubGet<PhotoOrder[]>('photomatch/orders')).length).toBe(before);
    expect((await hubGet<PhotoCart>('photomatch/cart')).totals!.photoCount).toBe(1);
    await until(element, '.basket-group');
  });

  it('when the order check fails: no order button, the reason and a retry', async () => {
    await signIn();
    await consentTo(true);
    await addFault({ pattern: 'GET /api/conditions/allowed/*', status: 500 });
    const element = shop('cart');
    const alert = await until(element, '.order-panel [role="alert"]', 10000);
    expect($(element, '[part="order-button"]')).toBe(null);
    await clearFaults();
    alert.querySelector('button')!.click();
    await until(element, '[part="order-button"]');
  });

  it('a blocked guest sees the blocked message instead of the order button', async () => {
    await signIn({ accountNumber: '100400', location: '8020', pinNo: '1234' });
    await consentTo(true);
    const element = shop('cart');
    await until(element, '.blocked');
    expect(text(element, '.blocked')).toContain('on hold');
    expect($(element, '[part="order-button"]')).toBe(null);
  });

  it("a visitor sees 'Log in to book' that brings them back", async () => {
    const element = shop('cart');
    const login = await until<HTMLAnchorElement>(element, '[part="login"]');
    expect(login.textContent).toBe('Log in to book');
    expect(login.getAttribute('href')).toBe('/login?forward_to=%2Fphotomatch%2Fcart');
    await expectNoAxeViolations(element);
  });
});

describe('lido-photo-shop: orders', () => {
  it('lists the orders; a ready order offers its downloads and the ZIP, another says it is not ready', async () => {
    await signIn();
    await consentTo(true);
    const element = shop('orders');
    await until(element, '[part="order"]');
    expect($$(element, '.order-id').map((id) => id.textContent)).toEqual(['Order PH-0902', 'Order PH-0901']);
    expect($$(element, '.order-status').map((status) => status.textContent)).toEqual(['In production', 'Ready for download']);
    await expectNoAxeViolations(element);
    const links = $$<HTMLAnchorElement>(element, '[part="order"] a');
    links[1]!.click();
    await untilText(element, '[part="heading"]', 'Order PH-0901');
    const zip = await until<HTMLAnchorElement>(element, 'a[href*="downloadzip"]');
    expect(zip.getAttribute('href')).toContain('/api/photomatch/downloadzip/PH-0901.zip');
    expect(zip.textContent).toBe('Download all 14 photos as ZIP');
    const downloads = $$<HTMLAnchorElement>(element, 'a.download');
    expect(downloads.length).toBe(14);
    expect(downloads[0]!.getAttribute('href')).toContain('/api/photomatch/viewphoto/AUR:D0:7012-0001');
    expect(downloads[0]!.querySelector('img')!.getAttribute('src')).toContain('viewphoto/AUR:D0:7012-0001?thumb');
    const zipAnswer = await fetch(zip.href);
    expect(zipAnswer.headers.get('content-type')).toBe('application/zip');
    await expectNoAxeViolations(element);

    // A click saves the file from the hub's other origin: fetched through the hub client, saved
    // from a same-origin blob: link with its name (the browser's own save is stopped here).
    const saved: HTMLAnchorElement[] = [];
    element.shadowRoot!.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement;
      if (link.href?.startsWith('blob:')) {
        event.preventDefault();
        saved.push(link);
      }
    });
    const bytes = async (link: HTMLAnchorElement) => new Uint8Array(await (await fetch(link.href)).arrayBuffer());
    expect(new URL(zip.href).origin).not.toBe(location.origin);
    // a slow ship link: the link is busy meanwhile
    await addFault({ pattern: 'GET /api/photomatch/downloadzip/*', latencyMs: 1000, times: 1 });
    zip.click();
    await untilText(element, '.download-progress', 'Downloading…');
    expect(zip.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => saved.length === 1, 8000, 'the ZIP saved');
    expect(saved[0]!.download).toBe('PH-0901.zip');
    expect([...(await bytes(saved[0]!)).slice(0, 2)]).toEqual([0x50, 0x4b]); // PK
    // the file is saved as the download's answer arrives; the busy mark goes with the next render
    await waitFor(() => $(element, '.download-progress') === null, 3000, 'the progress gone once saved');
    downloads[0]!.click();
    await waitFor(() => saved.length === 2, 8000, 'the photo saved');
    expect(saved[1]!.download).toBe('7012-0001.jpg');
    expect([...(await bytes(saved[1]!)).slice(0, 2)]).toEqual([0xff, 0xd8]); // JPEG
    // a failed download says so and its retry saves the file
    await addFault({ pattern: 'GET /api/photomatch/downloadzip/*', status: 500, times: 1 });
    zip.click();
    await untilText(element, '.download-link .notice', 'PH-0901.zip could not be downloaded.');
    await expectNoAxeViolations(element);
    $$<HTMLButtonElement>(element, '.download-link .notice button')
      .find((b) => b.textContent === 'Try again')!
      .click();
    await waitFor(() => saved.length === 3, 8000, 'the ZIP saved on retry');
    expect(saved[2]!.download).toBe('PH-0901.zip');
    expect($(element, '.download-link .notice')).toBe(null);
    // reloadable: the order detail alone reads the order kept in the photomatch slice
    const detail = shop('orderdetail');
    await untilText(detail, '[part="heading"]', 'Order PH-0901');
    // the other order is not ready
    photomatchSlice(core.stores).setState({ order: { orderId: 'PH-0902' } });
    await untilText(detail, '.download-notice', 'Please visit the photo team to get the download link');
  });

  it('a kiosk offers no downloads', async () => {
    await signIn();
    await consentTo(true);
    await useHubDeviceConfig('Kiosk');
    photomatchSlice(core.stores).setState({ order: { orderId: 'PH-0901' } });
    const element = shop('orderdetail');
    await untilText(element, '.download-notice', 'Download not available on kiosk');
    expect($(element, 'a.download')).toBe(null);
  });

  it("speaks the guest's language", async () => {
    await signIn();
    await consentTo(true);
    await core.i18n.changeLanguage('de');
    const element = shop('orders');
    await untilText(element, '[part="heading"]', 'Meine Bestellungen');
    await until(element, '[part="order"]');
    await core.i18n.changeLanguage('fr');
    await untilText(element, '[part="heading"]', 'Mes commandes');
    await core.i18n.changeLanguage('nl');
    await untilText(element, '[part="heading"]', 'Mijn bestellingen');
  });
});
