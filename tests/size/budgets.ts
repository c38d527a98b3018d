/** Size budgets (KiB, min+gzip level 9). The shared core chunk is the floor every embed pays. */
export const BUDGETS_KIB = {
  /**
   * lido.js: the loader's code (1.7 KiB: page configuration, hub address, the first-call hints,
   * the tag observer) and the map of every element it can load (tag, element chunk, the chunks to
   * preload with it, its first calls): ≈ 0.06 KiB per element. ARCHITECTURE.md's 4 KiB held up to
   * about 40 elements; at 44 it is 4.1–4.3. Tried: chunk names indexed once (−8 bytes), a chunk
   * graph walked by the loader (+20 bytes: rollup already lists each chunk's whole closure), always
   * preloading the three chunks every element needs (−85 bytes). Dropping the preload lists would
   * save 1.1 KiB but cost a satellite round trip (0.6 s) on every first visit. What a guest pays is
   * the whole embed, which stays within its 120 KiB (contentOverviewEmbed below).
   * Issue 22 added the page API (window.lido queue, ready(), configure), open shadow roots and
   * data-load-on (+0.44 KiB) and paid for most of it by leaving the page-config warnings to the
   * core (the loader reads the page config quietly): 4.16 → 4.49 KiB with 32 elements.
   * Then the map itself shrank: the chunks every element needs are listed once, an element chunk
   * is named by its hash, names go without '.js', and chunk hashes are 7 characters (rollup's
   * minimum): 4.42 KiB with 45 elements (≈ 0.04 KiB per element now).
   * Texts per language (build/rollup-plugin-texts.mjs) added the language guess and the text
   * file's fetch before the element chunk (+0.2 KiB), paid for by reading only the page config
   * fields lido.js needs (−0.1) and map entries as arrays instead of objects (−0.03) and one link
   * helper for preloads and hints: 4.49 KiB.
   * The page API's one configure/ready (core/element/page-api.ts: configure sanitizes with the
   * whole field list) and the history field took it to 4.59 (4700 bytes). Paid back: each
   * element's preload list in name order, so gzip finds the runs of chunk names that recur from
   * element to element (−73 bytes); the page config read with the one field list configure
   * already carries (−7); a query's values appended as URLSearchParams writes them, the page
   * config spread into the hub address, no duplicate default of the API path, a split host name
   * typed instead of checked, the page config read from globalThis itself (−62), one page
   * config reader instead of one per field list (−25): 4.43 KiB (4534 bytes; the follow copies
   * 4.42; the element chunks' hashes move it by a few bytes from build to build).
   * The engine floor (issue 29): lido.js parses on Chromium 69 (lowered syntax, terser at ecma
   * 2018) and hands any engine without AbortSignal.any or constructable stylesheets to the legacy
   * set's loader, whose floor checks and notice cost modern engines nothing: 4.7 KiB at first.
   * Paid back: firstCalls get trimmed attributes (no ?.trim() per meta), the loader's hot spots
   * written without ?. and ?? (each costs bytes once lowered), the set decided in one expression,
   * no Object.hasOwn in the tag scan: 4599 bytes.
   * Issue 30 and 31 gave the kit's parts that only some widgets use chunks of their own, so that
   * an embed does not pay for them (the undo notice and the waiting state of a write ride with the
   * write side; the weather icons, the steady confirmation, the dialog's focus return and the
   * dates in words are chunks): each chunk name lido.js lists costs it 10–30 bytes, and the chunk
   * hashes alone move it by ±10 bytes between builds of identical code (4599–4616 measured). At
   * 4.5 KiB the budget failed on hash noise; 4.6 KiB (4710 bytes) leaves that noise and about
   * three more such chunks. Measured 4.53–4.54 KiB.
   * Issue 33 added such chunks (the signage pages, the kiosk's phone QR and swipe sign-in, which
   * only those devices run) and the new chunk names in the preload lists of the widgets that use
   * them: 4.63–4.64 KiB measured; the budget is 4.65 (4762 bytes), hash noise included.
   * Issue 34, two branches: the header's language menu and cart button and the excursion lists
   * (the header's preload list names three more shared chunks, lido-excursion's the itinerary
   * query: 4.665–4.675 KiB), and lido-my-day (its map entry, preload list and first calls) with a
   * chunk of its own for the guest's programme stars (so the kit's chunk every embed loads does
   * not carry it) and the stars' logout wipe in the core (a guest's stars are personal data):
   * together 4.73–4.74 KiB measured; budget 4.8, hash noise included.
   * lido-flight-board (the airport's board): its map entry, its preload list (the kit's paging,
   * arrow-key and signage chunks) and its first call: +0.07, 4.807 KiB measured; budget 4.85.
   */
  loader: 4.85,
  /**
   * 104 KiB since the data layer: React 19.2 + i18next + TanStack Query (≈ 99 KiB) are its floor
   * (96.1 measured since the `common` texts are fetched per language instead of carried in all
   * four: 97.8 before)
   * (it was 92 with 89.3 measured before TanStack Query). React 19.3 grew react-dom/client by
   * 10 KiB gzip of features Lido does not use, so package.json keeps React on the maintained 19.2
   * line (~19.2.x): a bump to 19.3 fails this budget on purpose.
   */
  core: 104,
  /**
   * Everything the content overview embed loads: lido.js, its element chunk and their imports
   * (the data-layer issue's figure). Measured 118.7 with 30 elements: core 97.4, the read side of
   * the query layer 3.6 (TanStack's mutation and infinite observers are in chunks of their own,
   * loaded by widgets that write or page), the kit 6.8, lido.js 3.6 (≈ 0.06 KiB more per element
   * it can load), the overview's code and texts 7.3 (article, event and schedule texts are their
   * own namespace, loaded with the article). 119.6 with 45 elements: the kit's date helpers
   * (core/ui/time.ts with the date formats) and weather icons are chunks of their own, so the
   * overview's stale note takes only the time of day (core/ui/clock.ts).
   * Then 119.93. Since texts load one language at a time, the chunks carry none (core −1.63 KiB,
   * kit −1.64, the content namespace −0.47: four languages compress to 3.7 KiB, not the 8.6 first
   * estimated, as they share keys and structure) and the embed adds its texts in the largest
   * language (German, 2.08 KiB: common, ui, content, and the article and media texts its in-place
   * article needs, so opening one costs no extra round trip): 118.44. The arrow keys of the tile
   * grid (core/ui/spatial.ts, issue 13) +0.84: 119.28 KiB.
   * URL history (core/element/navigation.ts, +0.54 in the core), the 403 sign-in in the kit
   * (+0.33) and the loader's page API took it to 120.21. The element chunks now carry their
   * meta without its documentation (build/rollup-plugin-runtime-meta.mjs: descriptions, parts,
   * CSS properties and firstCalls are the manifest's and lido.js's; −0.6 KiB for the overview's
   * chunk), and lido.js shrank by 0.16: 119.40 KiB.
   * Book now as a link to the article's booking (issue 13: bookingLink, the badge a link of its
   * own over the tile, arrows skipping it) +0.21: 119.61 KiB.
   * The engine floor (issue 29: lido.js's set decision, the one sheet-adoption helper, element
   * chunks without facades): 119.98 KiB.
   * Queued writes kept until confirmed (issue 31): their restore moved into the lazy
   * queued-writes chunk, the kit's WriteWaiting rides with the write side (query-writes), and
   * the console's warnings about stored state share one wording (−0.04 in the core): 119.9.
   * Issue 30 (the fixes a rule-by-rule check found) took it to 120.36: the shared kit chunk grew
   * by the dates in words, the not-found check, the steady confirmation and the weather icons.
   * Each went into a chunk of its own or the write side (ui 6.15 → 6.01 KiB), the core −0.05;
   * what is left is lido.js (+0.04: the chunk names above, plus hash noise) and the not-found
   * check and refusal code of the kit's error texts (+0.02): 120.03 measured. The budget is now
   * 120.25 KiB: moving more out of the kit's chunk was tried and costs more than it saves (Field
   * in a chunk of its own: the overview's search uses it, +0.27 with the extra file).
   * Issue 31's "no raw text ever" (one rule for outside text a guest may read: core/ui/errors.ts
   * humanText, its patterns for exceptions, stack frames, keys, addresses and engine messages
   * ≈ +0.35; the hub's keys in words, their lookup and the table in the kit's texts ≈ +0.2; the
   * player's cannot-play texts in the media texts ≈ +0.1) was paid for in part: the VOD failures'
   * texts moved from the kit's namespace to the vod one and their code to a chunk the VOD widgets
   * load (core/ui/vod-errors.ts; −0.7 together): 120.65 measured (was 121.31 before those moves).
   * Moving the hub-key table to a namespace of the booking widgets would save ≈ 0.2 more.
   * Issue 32's 10-foot mode adds ≈ 0.4 to the core chunk every embed loads: deciding the mode
   * (the ten-foot attribute, the page's and the hub's tenFoot, TV user agents ≈ 0.15), the
   * [data-lido-ten-foot] tokens and focus rule in the shared sheets (≈ 0.15), the switch that
   * marks the page and loads the remote (≈ 0.1); the remote itself is a chunk only TVs load.
   * Kept in the core so that a TV lays out once, at its size, before any other chunk arrives;
   * the tokens could move to the remote's chunk at the cost of a second layout on TVs. The
   * engine-floor and error-text parts (+0.05 after the merge) and this: 121.19 measured.
   * The hub's message only in the guest's language (an error's Content-Language kept and
   * compared, issue 31) +0.06: 121.26 measured.
   * Issue 33 (kiosk and signage, two helpers measured 121.38 and 121.41 each, 121.51 merged):
   * the device rules every widget asks (filters, contained, selfPaging, signageHome), the
   * profile's signage setting read in the core's hub config, the wipe of the tab's session
   * storage, lido.js's new chunk names (+0.04); the pages' rotation code, the kiosk's dialogs and
   * swipe sign-in are chunks only those devices load. Budget 121.55 KiB. Not yet done: moving
   * the hub-key table out of the kit's texts (above, ≈ −0.2) would bring it back under 121.3.
   * Issue 34: lido.js's new chunk names (above) are all this embed pays: 121.56 measured; 121.6.
   */
  // issue 34: lido.js's growth above, the stars' logout wipe in the core (+0.1) and each variant's
  // wording (the i18next context in useT, the kit's texts for resort, airline, airport and bus):
  // 121.87 measured; the heading-level attribute (one h1 per page) and lido-flight-board's loader
  // entry: 122.04 measured; arrows that enter a scrolling region (core/ui/spatial nearestElement,
  // which the overview's grid uses): 122.13 measured; the kiosk's sizes (the core's page mark and
  // its token block, issue 33): 122.23 measured; the tile grid's signage paging (issue 33: the
  // lazy PagedTiles chunk, only signage loads it; the grid's switch to it stays): 122.32 measured;
  // a cabin TV's idle logout in the core's device rules, scrolling regions the remote enters and
  // leaves as a whole (spatial.ts), the root route that owns only itself: 122.52 measured
  contentOverviewEmbed: 122.6,
  /** each widget chunk and each chunk shared by widgets; lazy chunks (hls.js, leaflet) excluded */
  widget: 20,
  /**
   * lido-my-day (issue 34): its element chunk with the chunks it alone needs (not the core, not
   * the kit's chunks every widget shares) — the timeline's logic, the .ics export, its sheet.
   */
  myDay: 20,
  /**
   * lido-flight-board (the airport's board): its element chunk — the table, the search, the
   * statuses and the drop-off logic; the paging and arrow-key helpers are the kit's shared
   * chunks. 3.13 measured at its first build.
   */
  flightBoard: 4,
  /**
   * The legacy set (dist/cdn/<version>/legacy/, the engine floor's: issue 29), which only engines
   * below Chromium 116 / Safari 17.4 load. Measured at its first build: its loader 5.95 KiB (the
   * loader's code lowered to the floor's syntax, the polyfills ≈ 0.8, the floor checks and the
   * notice in four languages ≈ 0.5), its core 99.64 (modern 96.9: esbuild's helpers for class
   * fields and private members, destructuring defaults and ?. spelled out), its largest widget or
   * shared chunk 11.6; the content overview embed 129.67 (modern 120.1: +8 %, of which lido.js
   * loaded before legacy/lido.js is 4.7 — a floor engine pays both loaders).
   */
  // contentOverviewEmbed: 131 until issue 33 (+0.19 merged, as the modern embed above): 131.25;
  // issue 34 (both loaders a floor engine loads, the core's stars wipe, the variants' wording):
  // 131.71 measured; lido-flight-board's entry in both loaders (+0.07 each, a floor engine loads
  // both): 131.84 measured; the heading-level attribute: 131.92 measured; nearestElement: 132.08;
  // the kiosk's sizes and the signage tiles' switch (issue 33): 132.23 measured; the TV's idle
  // rules, the remote's scrolling regions and the root route (as the modern embed): 132.45 measured
  legacy: { loader: 6.5, core: 104, widget: 20, contentOverviewEmbed: 132.5 },
};
