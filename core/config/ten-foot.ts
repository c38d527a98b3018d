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
const TV_USER_AGENT = /web(os|0s)|netcast|tizen|smart-?tv|hbbtv|android tv|google ?tv|\baft[a-z]|crkey|bravia|vidaa|viera|roku|\bwpe\b|philipstv|nettv/i;

export function isTvUserAgent(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && TV_USER_AGENT.test(userAgent);
}
