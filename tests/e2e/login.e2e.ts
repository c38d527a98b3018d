/**
 * Every sign-in variant of spec 000 §5 against the demo hub: success, the spec's failure
 * messages, the origin round trip, the PIN-change detour, logout and a 403 mid-session.
 */
import {
  DEMO,
  expect,
  hubAdmin,
  portalReady,
  seedStorageOnce,
  sessionState,
  signInAsPassenger,
  storedAuthentication,
  test,
  today,
  useDevice,
} from './fixtures';

test.describe('default sign-in (booking reference, surname, departure date)', () => {
  test('the date defaults to today and may not be before it', async ({ page }) => {
    await page.goto('/login');
    const date = page.locator('lido-login').getByLabel('Departure date');
    await expect(date).toHaveValue(today().iso);
    await expect(date).toHaveAttribute('min', today().iso);
  });

  test("the operator's sign-in help (the loginFormExtra article) is shown with the form", async ({ page }) => {
    await page.goto('/login');
    const extra = page.locator('lido-login').getByRole('complementary', { name: 'Need help signing in?' });
    await expect(extra).toContainText('Your booking reference is on your e-ticket.');
  });

  test('empty fields: an error on each of the three fields, nothing sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authentication/')) calls.push(request.url());
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Departure date').fill('');
    await login.getByRole('button', { name: 'Log in' }).click();
    const errors = [
      'Please choose a departure date from today onwards.',
      'Please enter your booking reference.',
      'Please enter the surname of the lead passenger.',
    ];
    await expect(login.locator('.field-error')).toHaveText(errors);
    // the kit's error summary: each error a link to its field, focus on the first field
    await expect(login.getByRole('alert').filter({ hasText: 'Please correct the following:' }).getByRole('link')).toHaveText(errors);
    await expect(login.getByLabel('Departure date')).toBeFocused();
    await expect(login.getByLabel('Booking reference')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test('a refused sign-in shows "loginFailed." with errors on all three fields, keeps the input, clears hub and VOD authentication', async ({ page }) => {
    await seedStorageOnce(page, { 'lido:v1:vod': { maxicastertoken: 'VOD-TOKEN-BEFORE', deviceUuid: 'e2e-device' } });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill('  NOPE999 ');
    await login.getByLabel('Lead passenger surname').fill('Nobody');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed, please check your details and try again.');
    for (const label of ['Departure date', 'Booking reference', 'Lead passenger surname']) {
      await expect(login.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(login.getByLabel('Booking reference')).toHaveValue('  NOPE999 ');
    const state = await sessionState(page);
    expect(state.isAuthenticated).toBe(false);
    expect(state.sessionId).toBeNull();
    expect(state.errorMessage).toBeTruthy();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:vod') ?? '{}').maxicastertoken ?? null)).toBeNull();
  });

  test('field errors follow the fields: after a submit each clears as its field becomes valid; after a refusal each clears once changed', async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    const reference = login.getByLabel('Booking reference');
    const surname = login.getByLabel('Lead passenger surname');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await expect(surname).toHaveAttribute('aria-invalid', 'true');
    await reference.fill('NOPE999');
    await expect(reference).not.toHaveAttribute('aria-invalid', 'true');
    await expect(login.getByText('Please enter your booking reference.')).toHaveCount(0);
    await expect(surname).toHaveAttribute('aria-invalid', 'true');
    await reference.fill('');
    await expect(reference).toHaveAttribute('aria-invalid', 'true');

    await reference.fill('NOPE999');
    await surname.fill('Nobody');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed, please check your details and try again.');
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await surname.fill('Smith');
    await expect(surname).not.toHaveAttribute('aria-invalid', 'true');
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await expect(login.getByLabel('Departure date')).toHaveAttribute('aria-invalid', 'true');
  });

  test('success (reference trimmed) goes to /my_holiday, and the booking reference shows in the subheader', async ({ page }) => {
    let sent: Record<string, string> | null = null;
    page.on('request', (request) => {
      if (request.url().endsWith('/authentication/loginByPassenger')) sent = request.postDataJSON() as Record<string, string>;
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill(`  ${DEMO.bookingReference}  `);
    await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    expect(sent).toEqual({ bookingReference: DEMO.bookingReference, lastName: DEMO.surname, departureDate: today().dmy });
    await expect(page.locator('lido-subheader').getByText(`Booking ${DEMO.bookingReference}`)).toBeVisible();
    expect((await storedAuthentication(page))?.isAuthenticated).toBe(true);
  });

  test('a double submit signs in once', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/authentication/loginByPassenger')) calls += 1;
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
    await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
    await login.getByRole('button', { name: 'Log in' }).dblclick();
    await page.waitForURL('**/my_holiday');
    expect(calls).toBe(1);
  });
});

test.describe('origin round trip', () => {
  test('a protected route sends a visitor to /login with the origin, and back after sign-in', async ({ page }) => {
    await page.goto('/cabinmessages?tab=unread');
    await page.waitForURL('**/login?forward_to=*');
    expect(new URL(page.url()).searchParams.get('forward_to')).toBe('/cabinmessages?tab=unread');
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
    await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/cabinmessages?tab=unread');
    await portalReady(page);
  });

  test('/login sends a signed-in guest back to the origin, else home', async ({ page }) => {
    await signInAsPassenger(page);
    await page.goto('/login?forward_to=%2Fcontent%2Fdetail%2F1');
    await page.waitForURL('**/content/detail/1');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an origin on another site is ignored', async ({ page }) => {
    await page.goto('/login?forward_to=%2F%2Fevil.example%2F');
    const login = page.locator('lido-login');
    await login.getByLabel('Booking reference').fill(DEMO.bookingReference);
    await login.getByLabel('Lead passenger surname').fill(DEMO.surname);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
  });
});

test.describe('account and cabin number (PmsAccount)', () => {
  test.beforeEach(async ({ page }) => {
    await useDevice(page, { authType: 'PmsAccount' });
  });

  test('empty fields show error_empty_fields', async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    await expect(login.getByLabel('PIN')).toHaveCount(0);
    await login.getByLabel('Account number').fill(DEMO.account);
    await login.getByRole('button', { name: 'Log in' }).click();
    // the kit's error summary names the empty field with the spec's message and focuses it
    await expect(login.locator('.error-summary').getByRole('link')).toHaveText(['Cabin number: Please fill in all fields.']);
    await expect(login.getByLabel('Cabin number')).toBeFocused();
  });

  test('wrong cabin is refused with loginFailed; the right one signs in', async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(DEMO.account);
    await login.getByLabel('Cabin number').fill('9999');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed, please check your details and try again');
    await login.getByLabel('Cabin number').fill(DEMO.cabin);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    expect((await sessionState(page)).isAuthenticated).toBe(true);
  });
});

test.describe('account, cabin and PIN (PmsAccountPin)', () => {
  test.beforeEach(async ({ page }) => {
    await useDevice(page, { authType: 'PmsAccountPin' });
  });

  test('the PIN is required and checked', async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(DEMO.account);
    await login.getByLabel('Cabin number').fill(DEMO.cabin);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.locator('.error-summary').getByRole('link')).toHaveText(['PIN: Please fill in all fields.']);
    await expect(login.getByLabel('PIN')).toBeFocused();
    await login.getByLabel('PIN').fill('9999');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed, please check your details and try again');
    await login.getByLabel('PIN').fill(DEMO.pin);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
  });

  test('a PIN of fewer than 4 digits is refused before anything is sent', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/authentication/loginByAccountIdCabinNoAndPinNo')) calls += 1;
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(DEMO.account);
    await login.getByLabel('Cabin number').fill(DEMO.cabin);
    await login.getByLabel('PIN').fill('123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.locator('.field-error')).toHaveText('Your PIN has 4 digits.');
    await expect(login.locator('.error-summary').getByRole('link')).toHaveText(['PIN: Your PIN has 4 digits.']);
    await expect(login.getByLabel('PIN')).toHaveAttribute('aria-invalid', 'true');
    await expect(login.getByLabel('PIN')).toBeFocused();
    await login.getByLabel('PIN').fill(DEMO.pin);
    await expect(login.getByText('Your PIN has 4 digits.')).toHaveCount(0);
    expect(calls).toBe(0);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    expect(calls).toBe(1);
  });

  test('PIN change required: 4 digits enforced, backing out leaves the guest at login signed out', async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(DEMO.pinChangeAccount);
    await login.getByLabel('Cabin number').fill(DEMO.pinChangeCabin);
    await login.getByLabel('PIN').fill(DEMO.pinChangePin);
    await login.getByRole('button', { name: 'Log in' }).click();
    const dialog = login.getByRole('dialog', { name: 'Please choose a new PIN' });
    await expect(dialog).toBeVisible();
    // Only the session id is stored until the PIN is changed.
    const pending = await sessionState(page);
    expect(pending.isAuthenticated).toBe(false);
    expect(pending.sessionId).toBeTruthy();

    await dialog.getByLabel('New PIN', { exact: true }).fill('12');
    await dialog.getByRole('button', { name: 'Save new PIN' }).click();
    await expect(dialog.locator('.field-error')).toHaveText('The new PIN must be exactly 4 digits.');
    await expect(dialog.locator('.error-summary').getByRole('link')).toHaveText(['The new PIN must be exactly 4 digits.']);
    await expect(dialog.getByLabel('New PIN', { exact: true })).toBeFocused();
    await dialog.getByLabel('New PIN', { exact: true }).fill('4826');
    await dialog.getByLabel('Repeat the new PIN').fill('4827');
    await dialog.getByRole('button', { name: 'Save new PIN' }).click();
    await expect(dialog.locator('.field-error')).toHaveText('The two PINs are not the same.');
    await expect(dialog.getByLabel('Repeat the new PIN')).toBeFocused();

    await dialog.getByRole('button', { name: 'Back to login' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/login');
    const after = await sessionState(page);
    expect(after.isAuthenticated).toBe(false);
    expect(after.sessionId).toBeNull();
  });

  test("PIN change required: a refused change shows error_pin_change with the hub's reason; a good one completes the sign-in", async ({ page }) => {
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('Account number').fill(DEMO.pinChangeAccount);
    await login.getByLabel('Cabin number').fill(DEMO.pinChangeCabin);
    await login.getByLabel('PIN').fill(DEMO.pinChangePin);
    await login.getByRole('button', { name: 'Log in' }).click();
    const dialog = login.getByRole('dialog', { name: 'Please choose a new PIN' });
    // The hub refuses a new PIN equal to the current one (non-empty answer).
    await dialog.getByLabel('New PIN', { exact: true }).fill(DEMO.pinChangePin);
    await dialog.getByLabel('Repeat the new PIN').fill(DEMO.pinChangePin);
    await dialog.getByRole('button', { name: 'Save new PIN' }).click();
    await expect(dialog.getByText('Your PIN could not be changed. Please try again. The new PIN must be different from the current PIN.')).toBeVisible();
    expect((await sessionState(page)).isAuthenticated).toBe(false);

    await dialog.getByLabel('New PIN', { exact: true }).fill('4826');
    await dialog.getByLabel('Repeat the new PIN').fill('4826');
    await dialog.getByRole('button', { name: 'Save new PIN' }).click();
    await page.waitForURL('**/my_holiday');
    expect((await sessionState(page)).isAuthenticated).toBe(true);
  });
});

test.describe('name and date of birth (PmsName)', () => {
  test.beforeEach(async ({ page }) => {
    await useDevice(page, { authType: 'PmsName' });
  });

  test('the date of birth takes digits only, at most 8, with slashes inserted', async ({ page }) => {
    await page.goto('/login');
    const dob = page.locator('lido-login').getByLabel('Date of birth');
    await dob.pressSequentially('01a0219801234');
    await expect(dob).toHaveValue('01/02/1980');
  });

  test('refused with the name-login message; accepted with the right details', async ({ page }) => {
    let sent: Record<string, string> | null = null;
    page.on('request', (request) => {
      if (request.url().endsWith('/authentication/loginByPms')) sent = request.postDataJSON() as Record<string, string>;
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await login.getByLabel('First name').fill(DEMO.firstName);
    await login.getByLabel('Last name').fill(DEMO.lastName);
    await login.getByLabel('Date of birth').pressSequentially('02011980');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toHaveText('Login failed, please check the details you have entered');
    await login.getByLabel('Date of birth').fill('');
    await login.getByLabel('Date of birth').pressSequentially('01021980');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    expect(sent).toEqual({ firstName: DEMO.firstName, lastName: DEMO.lastName, dob: DEMO.dob });
  });
});

test.describe('name and date of birth, US locale', () => {
  test.use({ locale: 'en-US' });

  test('mm/dd/yyyy is entered and sent as dd/mm/yyyy', async ({ page }) => {
    await useDevice(page, { authType: 'PmsName' });
    const sent: { body?: Record<string, string> } = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/authentication/loginByPms')) sent.body = request.postDataJSON() as Record<string, string>;
    });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await expect(login.getByLabel('Date of birth')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await login.getByLabel('First name').fill(DEMO.firstName);
    await login.getByLabel('Last name').fill(DEMO.lastName);
    await login.getByLabel('Date of birth').pressSequentially('02011980');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/my_holiday');
    expect(sent.body?.dob).toBe(DEMO.dob);
  });
});

test.describe('kiosk card login', () => {
  test('a kiosk shows its own sign-in help (the loginFormKiosk article)', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk', authType: 'Passenger' });
    await page.goto('/login');
    await expect(page.locator('lido-login').getByRole('complementary', { name: 'Scan your ship card' })).toBeVisible();
    await expect(page.locator('lido-login').getByText('Need help signing in?')).toHaveCount(0);
  });

  test('guest card: a swipe ended by Enter signs in; an unknown card gets the reception message', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk', authType: 'Passenger' });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await expect(login.getByRole('heading', { name: 'Log in with your card' })).toBeVisible();
    const card = login.getByLabel('Card number');
    await expect(card).toBeFocused();
    await page.keyboard.type(';NOCARD1?');
    await page.keyboard.press('Enter');
    await expect(login.getByRole('alert')).toHaveText("Login failed: we couldn't find your account number. Please speak to reception.");
    // The failed swipe is selected, so the next swipe replaces it.
    await page.keyboard.type(`;${DEMO.card}?`);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my_holiday');
    expect((await sessionState(page)).isAuthenticated).toBe(true);
  });

  test('card scan (CardSwipe reservation system): the scan steps, then the scanned code signs in', async ({ page }) => {
    await useDevice(page, { deviceType: 'Kiosk', authType: 'CardSwipe' });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await expect(login.getByText('Find the barcode on your ship card.')).toBeVisible();
    await expect(login.getByText('Hold the barcode under the scanner.')).toBeVisible();
    await page.keyboard.type(DEMO.account);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my_holiday');
  });
});

test.describe('external login and missing configuration', () => {
  test('External: only a message and a link to the external login', async ({ page }) => {
    await useDevice(page, { authType: 'External' });
    await page.goto('/login');
    const login = page.locator('lido-login');
    await expect(login.getByText('Please log in on the website of your reservation system.')).toBeVisible();
    await expect(login.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', 'https://login.lido.example/');
    await expect(login.getByRole('textbox')).toHaveCount(0);
  });

  test('no login configuration: configuration_missing', async ({ page }) => {
    await page.route(/\/api\/devices\/config(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      delete config.authentication;
      await route.fulfill({ response, json: config });
    });
    await page.goto('/login');
    await expect(page.locator('lido-login').getByRole('alert')).toHaveText('The login configuration is missing. Please inform the staff.');
  });
});

test.describe('logout and session expiry', () => {
  test('logout clears the session and goes home', async ({ page }) => {
    await signInAsPassenger(page, '/cabinmessages');
    const subheader = page.locator('lido-subheader');
    await subheader.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await portalReady(page);
    await expect(subheader.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect((await sessionState(page)).isAuthenticated).toBe(false);
    expect(await storedAuthentication(page)).toBeNull();
    // Protected again.
    await page.goto('/cabinmessages');
    await page.waitForURL('**/login?forward_to=%2Fcabinmessages');
  });

  test('a 403 mid-session clears the session and goes to /login with the origin', async ({ page }) => {
    await signInAsPassenger(page, '/content/detail/1');
    const { sessionId } = await sessionState(page);
    await hubAdmin('session-expire', { sessionId });
    // Any call with the dead session: the subheader reads the photo basket on load.
    await page.reload();
    await page.waitForURL('**/login?forward_to=%2Fcontent%2Fdetail%2F1');
    expect((await sessionState(page)).isAuthenticated).toBe(false);
  });
});

test.describe('VOD sign-in (/vod/login)', () => {
  test('a failed VOD sign-in sends the guest home without a VOD token', async ({ page }) => {
    await page.route('**/customers/loginApp**', (route) => route.fulfill({ status: 503, json: { code: 503, data: { message: 'Provider down' } } }));
    await page.goto('/vod/login?forward_to=%2Fvod%2Fdetail%2F5');
    await page.waitForURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => localStorage.getItem('lido:v1:vod'));
    expect(stored === null || JSON.parse(stored).maxicastertoken === null).toBe(true);
  });

  test('a VOD sign-in stores the token and goes on to the origin', async ({ page }) => {
    await page.goto('/vod/login?forward_to=%2Fvod%2Fdetail%2F5');
    await page.waitForURL('**/vod/detail/5');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('lido:v1:vod') ?? '{}').maxicastertoken)).toBeTruthy();
  });
});
