/**
 * web-test-runner plugin: one real demo hub (fresh data dir, free port) for the whole browser
 * test run, so widget tests talk real HTTP. The page learns the hub's address from
 * /__lido/hub-config.js, which sets window.lidoConfig before any test module runs
 * (see `testRunnerHtml` below).
 */
import { startHub } from '../contract/start-hub.ts';

export function demoHubPlugin() {
  let hub = null;
  return {
    name: 'lido-demo-hub',
    async serverStart() {
      hub = await startHub();
    },
    async serverStop() {
      await hub?.stop();
    },
    serve(context) {
      if (context.path === '/__lido/hub-config.js') {
        return { body: `window.lidoConfig = Object.assign({}, window.lidoConfig, { hubUrl: ${JSON.stringify(hub.url)} });`, type: 'js' };
      }
      if (context.path === '/__lido/hub.json') return { body: JSON.stringify({ url: hub.url }), type: 'json' };
      return undefined;
    },
  };
}

/** Test page: hub config first, then the test framework. */
export function testRunnerHtml(testFramework) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="/__lido/hub-config.js"></script></head>
<body><script type="module" src="${testFramework}"></script></body></html>`;
}
