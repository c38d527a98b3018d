/**
 * Imported first by the shell tests: point the core's hub at this test server (it answers 404
 * to devices/config, which the core reports as a configuration error; the shell does not need a
 * hub). Must run before core/index.ts creates the core.
 */
(window as Window & { lidoConfig?: unknown }).lidoConfig = { hubUrl: `${location.origin}/no-hub` };
document.documentElement.lang = 'en';
