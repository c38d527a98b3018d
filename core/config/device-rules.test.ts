import { describe, expect, test } from 'vitest';
import { DEVICE_RULES, deviceRules, toDeviceType, type DeviceRules } from './device-rules';

const browser: DeviceRules = {
  deviceType: 'Browser',
  showPdfs: true,
  pdfMode: 'inline',
  showVideos: true,
  showBookNow: true,
  showBookButtons: true,
  maxGridColumns: 4,
  showFilterToggle: true,
  filters: 'toggle',
  idleLogout: false,
  idleLogoutSeconds: null,
  idleRedirect: false,
  idleRedirectSeconds: null,
  cardStyling: false,
  showPinLink: false,
  photoDownloadAllowed: true,
  kioskLogin: false,
  selfPaging: false,
  signageHome: false,
  contained: false,
};

describe('deviceRules: one row per device type', () => {
  test('Browser (any other device)', () => {
    expect(deviceRules('Browser')).toEqual(browser);
    expect(deviceRules('Browser', { pinLogin: true }).showPinLink).toBe(true);
  });

  test('a cabin TV (10-foot mode on a Browser or App): idle logout after 30 min, or the device setting', () => {
    expect(deviceRules('Browser', { tenFoot: true })).toEqual({ ...browser, idleLogout: true, idleLogoutSeconds: 1800 });
    expect(deviceRules('App', { tenFoot: true, tvIdleLogoutTime: 7200 }).idleLogoutSeconds).toBe(7200);
    expect(deviceRules('Browser', { tenFoot: true, tvIdleLogoutTime: 0 }).idleLogoutSeconds).toBe(1800);
    // a kiosk keeps the spec's 60 s; signage has nobody to log out
    expect(deviceRules('Kiosk', { tenFoot: true, tvIdleLogoutTime: 7200 }).idleLogoutSeconds).toBe(60);
    expect(deviceRules('DigitalSignage', { tenFoot: true }).idleLogout).toBe(false);
  });

  test('App: PDFs are downloaded (000 §6)', () => {
    expect(deviceRules('App')).toEqual({ ...browser, deviceType: 'App', pdfMode: 'download' });
  });

  test('Kiosk: no PDFs unless showPdfsOnKiosk, no videos, filters always open, idle logout, no PIN link, no photo download, contained', () => {
    const kiosk = deviceRules('Kiosk', { pinLogin: true });
    expect(kiosk).toEqual({
      ...browser,
      deviceType: 'Kiosk',
      showPdfs: false,
      showVideos: false,
      showFilterToggle: false,
      filters: 'open',
      idleLogout: true,
      idleLogoutSeconds: 60,
      idleRedirect: true,
      idleRedirectSeconds: 600,
      cardStyling: true,
      showPinLink: false,
      photoDownloadAllowed: false,
      kioskLogin: true,
      contained: true,
    });
    expect(deviceRules('Kiosk', { showPdfsOnKiosk: true }).showPdfs).toBe(true);
    expect(deviceRules('Kiosk', { maxIdleTime: 120 }).idleRedirectSeconds).toBe(120);
    expect(deviceRules('Kiosk', { maxIdleTime: 0 }).idleRedirectSeconds).toBe(600);
  });

  test('DigitalSignage: no videos, no Book Now, no book buttons, 3 columns, idle redirect', () => {
    expect(deviceRules('DigitalSignage', { showPdfsOnKiosk: false, pinLogin: true, maxIdleTime: 300 })).toEqual({
      ...browser,
      deviceType: 'DigitalSignage',
      showVideos: false,
      showBookNow: false,
      showBookButtons: false,
      maxGridColumns: 3,
      showFilterToggle: false,
      filters: 'none',
      idleRedirect: true,
      idleRedirectSeconds: 300,
      cardStyling: true,
      showPinLink: true,
      selfPaging: true,
      signageHome: true,
    });
  });

  test('the table covers exactly the four device types', () => {
    expect(Object.keys(DEVICE_RULES).sort()).toEqual(['App', 'Browser', 'DigitalSignage', 'Kiosk']);
  });
});

describe('toDeviceType', () => {
  test.each([
    ['Kiosk', 'Kiosk'],
    ['kiosk', 'Kiosk'],
    ['KIOSK', 'Kiosk'],
    ['DigitalSignage', 'DigitalSignage'],
    ['digital-signage', 'DigitalSignage'],
    ['DIGITALSIGNAGE', 'DigitalSignage'],
    ['signage', 'DigitalSignage'],
    ['App', 'App'],
    ['app', 'App'],
    ['Browser', 'Browser'],
    ['CabinTV', 'Browser'],
    ['', 'Browser'],
    [null, 'Browser'],
    [undefined, 'Browser'],
  ])('%j → %s', (value, type) => {
    expect(toDeviceType(value)).toBe(type);
  });

  test('unknown device types get the browser rules', () => {
    expect(deviceRules('SmartTV')).toEqual(browser);
  });
});
