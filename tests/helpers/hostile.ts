/**
 * Hostile HTML for the sanitising tests: what a careless or compromised CMS could send. Each
 * payload sets window.__lidoXss when it runs. It lives here, not in the demo hub's seed (every
 * visitor of the demo would read it): a test puts it in place with replaceHubDoc()
 * (tests/helpers/widget-page.ts) and cleanUp() puts the seeded document back.
 */
export const HOSTILE_HTML =
  '<p>Hostile text: the safe part stays.</p>' +
  '<script>window.__lidoXss = "script";alert("xss")</script>' +
  '<img src="x-missing.png" onerror="window.__lidoXss=\'onerror\'" alt="">' +
  '<p><a href="javascript:window.__lidoXss=\'href\'">A javascript: link</a> · <a href="/content/detail/1010" onclick="window.__lidoXss=\'onclick\'">Guest Services</a></p>' +
  '<iframe src="javascript:alert(1)"></iframe><style>body{display:none}</style>';

/** The safe part of HOSTILE_HTML, as text. */
export const HOSTILE_SAFE_TEXT = 'Hostile text: the safe part stays.';
