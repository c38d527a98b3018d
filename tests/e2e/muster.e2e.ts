/**
 * The virtual muster end to end (002 §2–§9) in real Chromium against the built portal and a fresh
 * demo hub: a guest tries to seek forward (mouse, keyboard, a script setting currentTime) and is
 * held back, watches the drill video to the end (the demo clip is 10 s), ticks passengers,
 * accepts, submits once, and the status shows the video watched for them; a guest who reloads
 * mid-video resumes there; the captions switch with the language.
 */
import type { Page } from '@playwright/test';
import { FORWARD_SEEK_TOLERANCE_S } from '../../core/ui/player/media-engine';
import { axeViolations, expect, hubAdmin, portalReady, signInAsPassenger, test } from './fixtures';

// one party's muster state on one hub: one test at a time
test.describe.configure({ mode: 'serial' });
test.beforeEach(async () => {
  await hubAdmin('muster/reset');
});
test.afterAll(async () => {
  await hubAdmin('muster/reset');
});

const muster = (page: Page) => page.locator('lido-muster');
const video = (page: Page) => muster(page).locator('video');
const currentTime = (page: Page) => video(page).evaluate((media: HTMLVideoElement) => media.currentTime);

async function startDrill(page: Page, label: string | RegExp = 'Play'): Promise<void> {
  await muster(page).getByRole('button', { name: label }).click();
  await expect(muster(page).getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
}

test('the drill: seeking ahead is held back (mouse, keyboard, script); watched to the end, passengers ticked, one submit, the status shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsPassenger(page, '/muster/video');
  await page.waitForURL('**/muster/video');
  await expect(muster(page).getByRole('heading', { level: 1, name: 'Safety video' })).toBeVisible();
  await startDrill(page);
  // Paused, the point watched stands still: every attempt must come back to it, however slowly
  // a busy machine drives the page (a playing video would move the bound with the wall clock).
  await page.keyboard.press('Enter');
  await expect(muster(page).getByRole('button', { name: /^Resume from 0:0\d$/ })).toBeFocused();
  const watched = await currentTime(page);
  const heldAt = watched + FORWARD_SEEK_TOLERANCE_S;

  // mouse: a click far right on the watched bar and on the picture
  const bar = muster(page).getByRole('progressbar', { name: 'Watched' });
  const box = (await bar.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.95, box.y + box.height / 2);
  const picture = (await video(page).boundingBox())!;
  await page.mouse.click(picture.x + picture.width * 0.95, picture.y + picture.height - 10);
  // keyboard: the seek keys of players, on the focused controls and on the video with native controls turned on
  for (const key of ['End', 'ArrowRight', 'l', 'MediaTrackNext']) await page.keyboard.press(key);
  await video(page).evaluate((media: HTMLVideoElement) => {
    media.controls = true;
    media.focus();
  });
  for (const key of ['End', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  // held back as the element reports the seek (its events come as tasks, not synchronously)
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(heldAt);
  // script
  await video(page).evaluate((media: HTMLVideoElement) => {
    media.currentTime = 9.5;
  });
  await expect.poll(() => currentTime(page)).toBeLessThanOrEqual(heldAt);
  await expect(muster(page).getByRole('status').filter({ hasText: 'Skipping ahead is not possible' })).toBeAttached();
  await video(page).evaluate((media: HTMLVideoElement) => {
    media.controls = false;
    if (media.paused) void media.play();
  });

  // to the end
  const confirm = muster(page).getByRole('region', { name: 'Who watched the video?' });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  await expect(confirm.getByRole('heading', { name: 'Who watched the video?' })).toBeFocused();
  await expect(confirm.getByRole('checkbox', { name: /Mrs Anna Smith/ })).toBeDisabled();
  await confirm.getByRole('checkbox', { name: /Master Tom Smith/ }).check();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.locator('.field-error')).toHaveText('Please read and accept terms and conditions');
  await expect(confirm.locator('.error-summary').getByRole('link')).toHaveText(['Please read and accept terms and conditions']);
  await expect(confirm.getByRole('checkbox', { name: /I confirm that the ticked passengers/ })).toBeFocused();
  await confirm.getByRole('checkbox', { name: /I confirm that the ticked passengers/ }).check();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/muster/passenger/updateVideoSeen')) posts.push(request.url());
  });
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(confirm.getByText('Thank you. The safety video is recorded as watched for Mr John Smith, Master Tom Smith.')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await axeViolations(page, ['lido-muster'])).toEqual([]);

  await confirm.getByRole('link', { name: 'See the muster status' }).click();
  await page.waitForURL('**/muster/status');
  const rows = muster(page).locator('.status-table tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Mr John Smith');
  await expect(rows.nth(0).locator('td').first()).toHaveText('Watched');
  await expect(rows.filter({ hasText: 'Master Tom Smith' }).locator('td').first()).toHaveText('Watched');
  await expect(rows.filter({ hasText: 'Master Tom Smith' }).locator('td').last()).toHaveText('Complete');
  await expect(rows.filter({ hasText: 'Miss Lily Smith' }).locator('td').first()).toHaveText('Not yet watched');
});

test('a guest who reloads mid-video resumes at the point watched, still unable to skip ahead', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsPassenger(page, '/muster/video');
  await page.waitForURL('**/muster/video');
  await startDrill(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(3);
  // paused where it stands, so the point the guest reloads at is known, whatever the machine's load
  await page.keyboard.press('Enter');
  const watched = Math.floor(await currentTime(page));
  await page.reload();
  await portalReady(page);
  const point = `${Math.floor(watched / 60)}:${String(watched % 60).padStart(2, '0')}`;
  const resume = muster(page).getByRole('button', { name: `Resume from ${point}` });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(watched);
  // playing now: a jump ahead lands back at the point watched, which grows only as fast as it plays
  await video(page).evaluate((media: HTMLVideoElement) => {
    media.currentTime = 9.9;
  });
  await expect.poll(() => currentTime(page)).toBeLessThan(watched + 3);
});

test('the captions switch with the language chosen in the footer', async ({ page }) => {
  await signInAsPassenger(page, '/muster/video');
  await page.waitForURL('**/muster/video');
  const showing = () =>
    video(page).evaluate((media: HTMLVideoElement) => [...media.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language));
  await expect.poll(showing).toEqual(['en']);
  await muster(page).getByText('Transcript').click();
  await expect(muster(page).getByText('Welcome aboard. Please watch this safety briefing to the end.')).toBeVisible();
  for (const [button, code, line] of [
    ['Deutsch', 'de', 'Willkommen an Bord.'],
    ['Français', 'fr', 'Bienvenue à bord.'],
    ['Nederlands', 'nl', 'Welkom aan boord.'],
  ] as const) {
    await page.locator('lido-footer').getByRole('button', { name: button }).click();
    await expect.poll(showing).toEqual([code]);
    await expect(muster(page).locator('[part="transcript"] li').first()).toContainText(line);
  }
});
