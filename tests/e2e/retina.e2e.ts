/**
 * Sign-in by the hospitality system (000 §2, 002 §2, §4, §8): token or id + room, the welcome
 * page with its visible 5-second countdown home, the failure message, no logout button.
 */
import { DEMO, expect, portalReady, sessionState, test } from './fixtures';

test('token sign-in: welcome page counts down 5 seconds visibly, then home; no logout button', async ({ page }) => {
  await page.goto(`/retina/login/${DEMO.retinaToken}`);
  await page.waitForURL('**/retina/loginsuccess');
  const success = page.locator('lido-retina-login');
  await expect(success.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const countdown = success.getByRole('timer');
  await expect(countdown).toHaveText('You will be taken to the home page in 5 seconds.');
  await expect(countdown).toHaveText('You will be taken to the home page in 4 seconds.');
  await expect(countdown).toHaveText('You will be taken to the home page in 1 second.', { timeout: 6000 });
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  await portalReady(page);
  expect((await sessionState(page)).isAuthenticated).toBe(true);
  // 002 §6: a Retina session has no logout button.
  await expect(page.locator('lido-subheader').getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('id and room sign-in goes to the welcome page', async ({ page }) => {
  await page.goto(`/retina/login/${DEMO.retinaId}/${DEMO.retinaRoom}`);
  await page.waitForURL('**/retina/loginsuccess');
  await expect(page.locator('lido-retina-login').getByRole('link', { name: 'Go to the home page now' })).toBeVisible();
});

test('a failure shows loginFailedRetina with the error and stays signed out', async ({ page }) => {
  await page.goto('/retina/login/NO-SUCH-TOKEN');
  const alert = page.locator('lido-retina-login').getByRole('alert');
  await expect(alert).toContainText('The login by your room system failed.');
  await expect(alert).toContainText('Login failed, please check your details and try again');
  expect(new URL(page.url()).pathname).toBe('/retina/login/NO-SUCH-TOKEN');
  expect((await sessionState(page)).isAuthenticated).toBe(false);
});

test('after a failure the guest can try again, or sign in the usual way', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/authentication/loginByPms')) calls += 1;
  });
  await page.goto('/retina/login/NO-SUCH-TOKEN');
  const retina = page.locator('lido-retina-login');
  await expect(retina.getByRole('alert')).toContainText('The login by your room system failed.');
  expect(calls).toBe(1);
  await retina.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(retina.getByRole('alert')).toContainText('The login by your room system failed.');
  await retina.getByRole('link', { name: 'Sign in another way' }).click();
  await page.waitForURL('**/login');
  await expect(page.locator('lido-login').getByLabel('Booking reference')).toBeVisible();
});
