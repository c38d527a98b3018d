/**
 * One small driver API over the three protocols the engine smoke tests need, with no dependency
 * (Node 24's global WebSocket and fetch):
 *   - Chromium, every version from 69 on: the DevTools protocol (CDP), only domains Chromium 69 has
 *     (Page, Runtime, Log, Emulation, Input);
 *   - Firefox ESR: WebDriver BiDi;
 *   - WebKitGTK (WebKitWebDriver + MiniBrowser, under Xvfb) and WPE WebKit (WPEWebDriver + cog):
 *     W3C WebDriver classic over HTTP.
 *
 *   const browser = await launch(engine)          // an entry of scripts/engines.mjs engines()
 *   await browser.navigate(url)                    // resolves once the new document has loaded
 *   await browser.evaluate((a, b) => …, a, b)      // the function runs in the page; JSON back; awaits promises
 *   await browser.setViewport(1280, 800)           // → the size the engine really has
 *   await browser.screenshot()                     // → PNG Buffer
 *   await browser.pressKey('Escape')               // a real key press (down, up) to the focused element: Enter, Escape, ArrowRight
 *   browser.takeEvents()                           // page errors and console errors the protocol reported
 *   await browser.close()
 *   await waitFor(browser, fn, args, { timeoutMs }) // bounded poll of an evaluated condition
 *
 * Functions passed to evaluate run in the engine: they must parse on Chromium 69 (no `?.`, `??`,
 * globalThis …). WebDriver classic reports no page errors at all: the smoke tests record them in
 * the page (an injected script, tests/engines/smoke.mjs), for every engine alike.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kill, launchChromium } from '../../scripts/engines.mjs';

const COMMAND_TIMEOUT_MS = 30_000;
/** A sound card for GStreamer (the WebKit engines): ALSA's null device, see the file. */
const NULL_SOUND_CARD = fileURLToPath(new URL('./asound-null.conf', import.meta.url));

/** The expression every protocol evaluates: the function's result as JSON (a thrown error as { __evalError }). */
function expressionOf(fn, args) {
  return `(function () { try { return Promise.resolve((${fn}).apply(null, ${JSON.stringify(args)})).then(function (value) { return JSON.stringify(value === undefined ? null : value); }, function (error) { return JSON.stringify({ __evalError: String(error && error.stack ? error + '\\n' + error.stack : error) }); }); } catch (error) { return Promise.resolve(JSON.stringify({ __evalError: String(error && error.stack ? error + '\\n' + error.stack : error) })); } })()`;
}

function parseResult(json) {
  const value = JSON.parse(json);
  if (value && typeof value === 'object' && '__evalError' in value) throw new Error(`in the page: ${value.__evalError}`);
  return value;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A JSON-over-WebSocket connection: numbered commands, events to a listener. */
async function connect(url, onEvent) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`WebSocket ${url} could not connect`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  let closed = null;
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data));
    if (data.id !== undefined && pending.has(data.id)) {
      const { resolve, reject, method, timer } = pending.get(data.id);
      pending.delete(data.id);
      clearTimeout(timer);
      if (data.error) reject(new Error(`${method}: ${typeof data.error === 'string' ? `${data.error} ${data.message ?? ''}` : JSON.stringify(data.error)}`));
      else resolve(data.result);
    } else if (data.method) {
      onEvent(data.method, data.params);
    }
  });
  socket.addEventListener('close', () => {
    closed = new Error(`WebSocket ${url} closed`);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(closed);
    }
    pending.clear();
  });
  return {
    send(method, params = {}, timeoutMs = COMMAND_TIMEOUT_MS) {
      if (closed) return Promise.reject(closed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, method, timer });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close() {
      try {
        socket.close();
      } catch {
        /* already */
      }
    },
  };
}

/** Waits until `check()` resolves truthy (bounded); resolves its value or throws the last reason. */
async function until(check, timeoutMs, what) {
  const started = Date.now();
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Bounded poll of an evaluated condition: evaluates `fn(...args)` every `intervalMs` until
 * `accept(value)` (default: truthy) or `timeoutMs`. Never throws: { ok, value, elapsedMs, error }
 * (error: the last evaluation error, e.g. while a navigation replaced the document).
 */
export async function waitFor(browser, fn, args = [], { timeoutMs = 15_000, intervalMs = 200, accept = Boolean } = {}) {
  const started = Date.now();
  let value;
  let error = null;
  for (;;) {
    try {
      value = await browser.evaluate(fn, ...args);
      error = null;
      if (accept(value)) return { ok: true, value, elapsedMs: Date.now() - started, error: null };
    } catch (caught) {
      error = caught.message;
    }
    if (Date.now() - started >= timeoutMs) return { ok: false, value, elapsedMs: Date.now() - started, error };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The keys a journey presses, as each protocol names them: CDP's key, code and Windows key code
 * (Enter also types its text: that is what activates a focused button), WebDriver's code point
 * (BiDi and classic alike).
 */
const KEYS = {
  Enter: { code: 'Enter', keyCode: 13, text: '\r', webdriver: '\uE007' },
  Escape: { code: 'Escape', keyCode: 27, text: '', webdriver: '\uE00C' },
  ArrowRight: { code: 'ArrowRight', keyCode: 39, text: '', webdriver: '\uE014' },
};

function keyOf(key) {
  const known = KEYS[key];
  if (!known) throw new Error(`pressKey: no key ${key} (known: ${Object.keys(KEYS).join(', ')})`);
  return known;
}

/** One key pressed and released, as W3C WebDriver actions (BiDi input.performActions, classic POST actions). */
const keyActions = (key) => [
  {
    type: 'key',
    id: 'lido-keyboard',
    actions: [
      { type: 'keyDown', value: keyOf(key).webdriver },
      { type: 'keyUp', value: keyOf(key).webdriver },
    ],
  },
];

/** A new document has replaced the one marked before the navigation, and it has loaded. */
const MARK = () => {
  window.__lidoLeft = true;
  return true;
};
const LOADED = () => !window.__lidoLeft && document.readyState === 'complete';

// ── Chromium: CDP ───────────────────────────────────────────────────────────────────────────

async function launchCdp(engine) {
  const profile = mkdtempSync(join(tmpdir(), `lido-${engine.name}-`));
  let launched;
  try {
    launched = await launchChromium(engine.executable, profile);
    const target = await until(
      async () => {
        const targets = await (await fetch(`${launched.httpUrl}/json/list`, { signal: AbortSignal.timeout(5000) })).json();
        return targets.find((candidate) => candidate.type === 'page' && candidate.webSocketDebuggerUrl);
      },
      15_000,
      `${engine.name}: a page target`,
    );
    const version = (await (await fetch(`${launched.httpUrl}/json/version`)).json()).Browser;
    const events = [];
    const cdp = await connect(target.webSocketDebuggerUrl, (method, params) => {
      if (method === 'Runtime.exceptionThrown') {
        const details = params.exceptionDetails ?? {};
        events.push({
          kind: 'exception',
          message: details.exception?.description ?? details.text ?? 'exception',
          source: details.url ? `${details.url}:${details.lineNumber + 1}` : '',
        });
      } else if (method === 'Runtime.consoleAPICalled' && params.type === 'error') {
        events.push({ kind: 'console.error', message: (params.args ?? []).map((arg) => arg.value ?? arg.description ?? '').join(' '), source: '' });
      } else if (method === 'Log.entryAdded' && params.entry?.level === 'error') {
        events.push({ kind: `log.${params.entry.source}`, message: params.entry.text, source: params.entry.url ?? '' });
      }
    });
    await cdp.send('Page.enable');
    await cdp.send('Runtime.enable');
    await cdp.send('Log.enable');
    const browser = {
      name: engine.name,
      version,
      async navigate(url, timeoutMs = 30_000) {
        await browser.evaluate(MARK).catch(() => {});
        const { errorText } = await cdp.send('Page.navigate', { url });
        if (errorText) throw new Error(`navigate ${url}: ${errorText}`);
        await until(() => browser.evaluate(LOADED), timeoutMs, `load of ${url}`);
      },
      async evaluate(fn, ...args) {
        const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
          expression: expressionOf(fn, args),
          awaitPromise: true,
          returnByValue: true,
          userGesture: true,
        });
        if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        return parseResult(result.value);
      },
      async setViewport(width, height) {
        await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
        return { width, height };
      },
      async pressKey(key) {
        const { code, keyCode, text } = keyOf(key);
        const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
        await cdp.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', ...common, ...(text ? { text, unmodifiedText: text } : {}) });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
      },
      async screenshot() {
        const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
        return Buffer.from(data, 'base64');
      },
      takeEvents: () => events.splice(0),
      async close() {
        cdp.close();
        kill(launched.child);
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      },
    };
    return browser;
  } catch (error) {
    if (launched) kill(launched.child);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    throw error;
  }
}

// ── Firefox: WebDriver BiDi ─────────────────────────────────────────────────────────────────

/** Prefs for a closed network and unattended media (the rest: Firefox's own remote.prefs.recommended). */
const FIREFOX_PREFS = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'extensions.update.enabled': false,
  'media.autoplay.default': 0,
  'media.autoplay.blocking_policy': 0,
};

function launchProcess(command, args, pattern, { env, timeoutMs = 60_000, name }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
    let output = '';
    let found = false;
    const timer = setTimeout(() => {
      kill(child);
      reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    const onExit = (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) at start:\n${output.slice(-2000)}`));
    };
    child.once('exit', onExit);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = pattern ? pattern.exec(output) : null;
      if (match && !found) {
        found = true;
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (!pattern) {
      found = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ child, match: null, output: () => output });
    }
  });
}

async function launchBidi(engine) {
  const profile = mkdtempSync(join(tmpdir(), `lido-${engine.name}-`));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(FIREFOX_PREFS)
      .map(([key, value]) => `user_pref(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  let launched;
  try {
    launched = await launchProcess(
      engine.executable,
      ['--headless', '--remote-debugging-port=0', '--no-remote', '--profile', profile, 'about:blank'],
      /WebDriver BiDi listening on (ws:\/\/\S+)/,
      { name: engine.name, env: { MOZ_CRASHREPORTER_DISABLE: '1' } },
    );
    const events = [];
    const bidi = await connect(`${launched.match[1]}/session`, (method, params) => {
      // NS_BINDING_ABORTED (0x804B0002): a load the next navigation cancelled (a font of the page
      // being left), not a failure of the page under test
      if (method === 'log.entryAdded' && params.level === 'error' && !/status=2152398850\b/.test(params.text ?? '')) {
        const frame = params.stackTrace?.callFrames?.[0];
        events.push({
          kind: params.type === 'javascript' ? 'exception' : `console.${params.method ?? 'error'}`,
          message: params.text ?? '',
          source: frame ? `${frame.url}:${frame.lineNumber + 1}` : '',
        });
      }
    });
    const { capabilities } = await bidi.send('session.new', { capabilities: { alwaysMatch: { acceptInsecureCerts: true } } });
    const { contexts } = await bidi.send('browsingContext.getTree', { maxDepth: 0 });
    const context = contexts[0].context;
    await bidi.send('session.subscribe', { events: ['log.entryAdded'] });
    const browser = {
      name: engine.name,
      version: `${capabilities.browserName} ${capabilities.browserVersion}`,
      async navigate(url, timeoutMs = 30_000) {
        await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' }, timeoutMs);
      },
      async evaluate(fn, ...args) {
        const answer = await bidi.send('script.evaluate', {
          expression: expressionOf(fn, args),
          target: { context },
          awaitPromise: true,
          resultOwnership: 'none',
          userActivation: true,
        });
        if (answer.type === 'exception') throw new Error(`in the page: ${answer.exceptionDetails?.text}`);
        return parseResult(answer.result.value);
      },
      async setViewport(width, height) {
        await bidi.send('browsingContext.setViewport', { context, viewport: { width, height } });
        return { width, height };
      },
      async pressKey(key) {
        await bidi.send('input.performActions', { context, actions: keyActions(key) });
      },
      async screenshot() {
        const { data } = await bidi.send('browsingContext.captureScreenshot', { context });
        return Buffer.from(data, 'base64');
      },
      takeEvents: () => events.splice(0),
      async close() {
        await bidi.send('browser.close', {}, 5000).catch(() => {});
        bidi.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        kill(launched.child);
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      },
    };
    return browser;
  } catch (error) {
    if (launched) kill(launched.child);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    throw error;
  }
}

// ── WebKitGTK and WPE: W3C WebDriver classic ────────────────────────────────────────────────

/** An X display of its own for MiniBrowser: Xvfb picks a free display number (-displayfd). */
async function startXvfb() {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise((resolve, reject) => {
    let digits = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in 15 s: ${stderr}`)), 15_000);
    child.stdio[3].on('data', (chunk) => {
      digits += chunk.toString();
      if (digits.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${digits.trim()}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${stderr}`));
    });
  });
  return { display, stop: () => kill(child) };
}

async function launchWebDriver(engine) {
  const port = await freePort();
  const xvfb = engine.needsDisplay ? await startXvfb() : null;
  let launched;
  try {
    launched = await launchProcess(engine.driver, [`--port=${port}`], null, {
      name: engine.name,
      env: { ...(xvfb ? { DISPLAY: xvfb.display } : {}), NO_AT_BRIDGE: '1', ALSA_CONFIG_PATH: NULL_SOUND_CARD },
    });
    const base = `http://127.0.0.1:${port}`;
    const request = async (method, path, body, timeoutMs = COMMAND_TIMEOUT_MS) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const data = await response.json();
      if (!response.ok || data.value?.error)
        throw new Error(`${method} ${path.replace(/\/session\/[^/]+/, '')}: ${data.value?.error ?? response.status} ${data.value?.message ?? ''}`.trim());
      return data.value;
    };
    await until(() => request('GET', '/status', undefined, 2000).then(() => true), 15_000, `${engine.name}: its WebDriver`);
    const { sessionId, capabilities } = await request(
      'POST',
      '/session',
      {
        capabilities: { alwaysMatch: { ...engine.capabilities, pageLoadStrategy: 'normal', timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 } } },
      },
      60_000,
    );
    const session = `/session/${sessionId}`;
    const browser = {
      name: engine.name,
      version: `${capabilities.browserName} ${capabilities.browserVersion}`,
      async navigate(url, timeoutMs = 30_000) {
        // WPE's driver may answer before the new document has loaded: wait for it as with CDP.
        await browser.evaluate(MARK).catch(() => {});
        await request('POST', `${session}/url`, { url }, timeoutMs + 5000);
        await until(() => browser.evaluate(LOADED), timeoutMs, `load of ${url}`);
      },
      async evaluate(fn, ...args) {
        const script = `var done = arguments[arguments.length - 1]; ${expressionOf(fn, args)}.then(done);`;
        return parseResult(await request('POST', `${session}/execute/async`, { script, args: [] }));
      },
      async setViewport(width, height) {
        // cog's headless platform has a fixed size and says so (setWindowRect: false): report what it is.
        if (capabilities.setWindowRect) await request('POST', `${session}/window/rect`, { width, height }).catch(() => {});
        return browser.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      },
      async pressKey(key) {
        await request('POST', `${session}/actions`, { actions: keyActions(key) });
      },
      async screenshot() {
        return Buffer.from(await request('GET', `${session}/screenshot`), 'base64');
      },
      takeEvents: () => [],
      async close() {
        await request('DELETE', session, undefined, 10_000).catch(() => {});
        kill(launched.child);
        xvfb?.stop();
      },
    };
    return browser;
  } catch (error) {
    if (launched) kill(launched.child);
    xvfb?.stop();
    throw error;
  }
}

/** Starts the engine (an entry of scripts/engines.mjs engines()) and returns its driver. */
export async function launch(engine) {
  if (!engine.available) throw new Error(`${engine.name} is not available: ${engine.problem}`);
  if (engine.protocol === 'cdp') return launchCdp(engine);
  if (engine.protocol === 'bidi') return launchBidi(engine);
  if (engine.protocol === 'webdriver') return launchWebDriver(engine);
  throw new Error(`${engine.name}: unknown protocol ${engine.protocol}`);
}
