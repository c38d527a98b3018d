import { describe, expect, it } from 'vitest';
import { isTvUserAgent } from './ten-foot';

describe('isTvUserAgent', () => {
  it.each([
    ['LG webOS 5', 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36 WebAppManager'],
    ['LG webOS 22', 'Mozilla/5.0 (Linux; webOS/22) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36'],
    ['Samsung Tizen 6.5', 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36'],
    ['HbbTV', 'Mozilla/5.0 (Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0 Safari/537.36 HbbTV/1.5.1 (+DRM; Vestel; MB130; 3.0; ; )'],
    [
      'Android TV',
      'Mozilla/5.0 (Linux; Android 11; BRAVIA 4K VH2 Build/RTM1.220608.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0 Mobile Safari/537.36',
    ],
    ['Fire TV', 'Mozilla/5.0 (Linux; Android 9; AFTSSS Build/PS7633) AppleWebKit/537.36 (KHTML, like Gecko) Silk/108 like Chrome/108 Safari/537.36'],
    ['Chromecast', 'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 CrKey/1.56.500000'],
    ['WPE set-top box', 'Mozilla/5.0 (Linux; x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 WPE/2.38'],
  ])('%s is a TV', (_name, userAgent) => {
    expect(isTvUserAgent(userAgent)).toBe(true);
  });

  it.each([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'],
    ['Android phone', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'],
    ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    ['nothing', undefined],
  ])('%s is not', (_name, userAgent) => {
    expect(isTvUserAgent(userAgent)).toBe(false);
  });
});
