/**
 * 10-foot mode: a cabin or hotel TV (or a set-top box) driven by a remote, read from 3 m.
 * Decided page-wide, highest first: the `ten-foot` attribute (on/off), the page configuration's
 * `tenFoot`, the hub's device profile `tenFoot` (Lido's extension of the spec), else the browser:
 * TV user agents turn it on. What the mode changes: core/ui/remote.ts (focus and keys) and the
 * `[data-lido-ten-foot]` rules of the shared sheets (type, targets, overscan).
 */

/**
 * TV browsers by their user agent: LG webOS ("Web0S", "webOS", NetCast), Samsung Tizen (and its
 * "SMART-TV"), HbbTV, Android TV / Google TV, Fire TV ("AFTS", "AFTM" …), Chromecast ("CrKey"),
 * Sony BRAVIA, Hisense VIDAA, Philips/Vestel/Panasonic ("SmartTV", "Viera"), Roku, and WPE-based
 * set-top boxes ("WPE").
 */
const TV_USER_AGENT = /web0s|webos|netcast|tizen|smart-?tv|hbbtv|android tv|googletv|\bgoogle tv\b|\baft[a-z]{1,3}\b|crkey|bravia|vidaa|viera|roku|\bwpe\b|\bdtv\b|philipstv|nettv|maple/i;

/** The share of the screen kept clear above and below the focused control: a TV crops about 5 % at its edges. */
export const TEN_FOOT_SAFE_MARGIN = 0.1;

export function isTvUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && TV_USER_AGENT.test(userAgent);
}

/** Back on a remote: Escape and Backspace on a keyboard, webOS 461, Tizen 10009, and the standard key names. */
export function isBackKey(event: { key: string; keyCode?: number }): boolean {
  return event.key === 'Escape' || event.key === 'Backspace' || event.key === 'GoBack' || event.key === 'BrowserBack' || event.keyCode === 461 || event.keyCode === 10009;
}
