/**
 * The demo media really play: a VOD clip and a live channel in Chromium with hls.js, served by the
 * demo hub; the committed PDFs are well-formed multi-page documents; images stay small.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { useDemoHub } from './hub-api.ts';

// The project's one way to find and launch Chromium (an untyped .mjs, hence the typed import).
const CHROMIUM_MODULE: string = '../../scripts/chromium.mjs';
const { CHROMIUM_ARGS, findChromium } = (await import(CHROMIUM_MODULE)) as { CHROMIUM_ARGS: string[]; findChromium(): Promise<string> };

const MEDIA = fileURLToPath(new URL('../../demo-hub/media/', import.meta.url));
const HLS_JS = fileURLToPath(new URL('../../node_modules/hls.js/dist/hls.min.js', import.meta.url));

const hub = useDemoHub();
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: await findChromium(), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Browser side: a muted <video> driven by hls.js; window.playerState() reports on it. */
const PLAYER = `
  window.startPlayer = (url) => {
    const video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    const fatal = [];
    let lastSegment = -1;
    const hls = new Hls({ backBufferLength: 30 });
    hls.on(Hls.Events.ERROR, (_, data) => { if (data.fatal) fatal.push(data.details); });
    hls.on(Hls.Events.LEVEL_LOADED, (_, data) => { lastSegment = Math.max(lastSegment, data.details.endSN); });
    hls.on(Hls.Events.MANIFEST_PARSED, () => { void video.play(); });
    hls.loadSource(url);
    hls.attachMedia(video);
    window.playerState = () => ({ time: video.currentTime, width: video.videoWidth, height: video.videoHeight, fatal, lastSegment });
  };`;
interface PlayerState {
  time: number;
  width: number;
  height: number;
  fatal: string[];
  lastSegment: number;
}

/**
 * Plays `src` with hls.js on a page of the hub's origin and waits (generously: the machine's two
 * cores are shared) until playback has advanced `seconds` past its start; reports the state then.
 */
async function playFor(page: Page, src: string, seconds: number): Promise<PlayerState & { newSegments: number }> {
  await page.goto(`${hub.url}/health`);
  await page.addScriptTag({ path: HLS_JS });
  await page.addScriptTag({ content: PLAYER });
  await page.evaluate(`window.startPlayer(${JSON.stringify(src)})`);
  await page.waitForFunction('window.playerState().time > 0.3', null, { timeout: 30_000 });
  const start = (await page.evaluate('window.playerState()')) as PlayerState;
  await page.waitForFunction(`window.playerState().time > ${start.time + seconds}`, null, { timeout: 45_000 });
  const end = (await page.evaluate('window.playerState()')) as PlayerState;
  return { ...end, newSegments: end.lastSegment - start.lastSegment };
}

describe('HLS playback in Chromium with hls.js', () => {
  it('a VOD clip plays', async () => {
    const page = await browser.newPage();
    const state = await playFor(page, `${hub.url}/media/hls/movie-2/index.m3u8`, 2);
    expect(state.fatal).toEqual([]);
    expect([state.width, state.height]).toEqual([426, 240]);
    await page.close();
  }, 90_000);

  it('a live channel plays on across playlist refreshes', async () => {
    const page = await browser.newPage();
    const state = await playFor(page, `${hub.url}/vod-api/live/4/index.m3u8`, 4);
    expect(state.fatal).toEqual([]);
    // while it played, the player reloaded the playlist and saw the live window slide
    expect(state.newSegments).toBeGreaterThanOrEqual(2);
    await page.close();
  }, 120_000);
});

describe('committed media files', () => {
  it('PDFs are well-formed with several pages', () => {
    for (const file of readdirSync(join(MEDIA, 'pdf'))) {
      const bytes = readFileSync(join(MEDIA, 'pdf', file));
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const lines = text.slice(xref).split('\n');
      const count = Number(lines[1]!.split(' ')[1]);
      for (let i = 1; i < count; i++) {
        const offset = Number(lines[2 + i]!.slice(0, 10));
        expect(text.startsWith(`${i} 0 obj`, offset), `${file} object ${i}`).toBe(true);
      }
      expect((text.match(/\/Type \/Page /g) ?? []).length, file).toBeGreaterThanOrEqual(2);
    }
  });

  it('images are JPEGs under the 200 000-byte picture cap, in the documented widths', () => {
    const files = readdirSync(join(MEDIA, 'images'));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const bytes = readFileSync(join(MEDIA, 'images', file));
      expect(bytes.length, file).toBeLessThan(200_000);
      expect([bytes[0], bytes[1]], file).toEqual([0xff, 0xd8]);
      expect(file).toMatch(/^[a-z0-9-]+-(200|400|800)\.jpg$/);
    }
    expect(files).toContain('default-400.jpg');
  });

  it('all committed media stay under 6 MB', () => {
    let total = 0;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else total += statSync(join(dir, e.name)).size;
      }
    };
    walk(MEDIA);
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });
});
