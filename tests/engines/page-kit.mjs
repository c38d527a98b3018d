/**
 * What the smoke tests' proxy puts at the top of every HTML page (tests/engines/smoke.mjs), the
 * same in every engine:
 *   - window.__lidoErrors: the page's uncaught errors (`error`), unhandled rejections, scripts that
 *     failed to load, and console.error calls — WebDriver classic has no event for any of them;
 *   - media starts muted, so it may start without a gesture (as the e2e tests' muteMedia does);
 *   - window.__lidoSmoke: the probes and DOM actions the smoke tests evaluate, through the open
 *     shadow roots.
 * It runs in the engines as written (stringified): it must parse on Chromium 69 — ES2017, no
 * `?.`, `??`, globalThis, Object.fromEntries, Array.prototype.at …
 */
export function pageKit() {
  if (window.__lidoSmoke) return;
  var errors = (window.__lidoErrors = []);
  var record = function (kind, message, source) {
    errors.push({ kind: kind, message: String(message).slice(0, 4000), source: source || '' });
  };
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.nodeType === 1) {
        // A resource: a script or a style sheet that did not load is an error, a picture is not.
        if (target.nodeName === 'SCRIPT' || (target.nodeName === 'LINK' && /stylesheet|modulepreload/.test(target.rel))) {
          record('resource', 'failed to load ' + (target.src || target.href), '');
        }
        return;
      }
      var message = event.message || (event.error ? String(event.error) : 'error');
      // Not a script error: the browser's note that it left some resize observations for the next
      // frame (the spec's "ResizeObserver loop completed with undelivered notifications"). It
      // carries no error object, nothing failed, the guest sees nothing. Chromium before 105 words it
      // "ResizeObserver loop limit exceeded"; WPE WebKit 2.38 reports it muted, as "Script error."
      // with no file (measured: it goes when every observer's callback is deferred a frame). These
      // pages load no script from another origin, so no real error of theirs is ever muted.
      if (!event.error && (message === 'ResizeObserver loop limit exceeded' || (message === 'Script error.' && !event.filename && !event.lineno))) return;
      record('error', message, event.filename ? event.filename + ':' + event.lineno + ':' + event.colno : '');
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record('unhandledrejection', reason && reason.stack ? String(reason) + '\n' + reason.stack : String(reason), '');
  });
  var consoleError = console.error;
  console.error = function () {
    try {
      record(
        'console.error',
        Array.prototype.map
          .call(arguments, function (value) {
            return value && value.stack ? String(value) + '\n' + value.stack : String(value);
          })
          .join(' '),
        '',
      );
    } catch (ignored) {
      /* recording must never break the page */
    }
    return consoleError.apply(console, arguments);
  };
  var play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    this.muted = true;
    return play.apply(this, arguments);
  };

  // What the page showed when its HTML was parsed, before any module script ran (they run after
  // 'interactive'): the elements the host site rendered on the server (issue 36) and their links.
  var parsed = [];
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'interactive') return;
    var hosts = document.querySelectorAll('[data-lido-ssr]');
    for (var i = 0; i < hosts.length; i += 1) {
      parsed.push({ tag: hosts[i].localName, links: hosts[i].shadowRoot ? hosts[i].shadowRoot.querySelectorAll('a[href]').length : 0 });
    }
  });

  var SKIP = /^(STYLE|SCRIPT|TEMPLATE|NOSCRIPT)$/;
  /** The text a guest can read in a (shadow) root, nested open shadow roots included, style sheets not. */
  var textOf = function (root) {
    var out = '';
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, null, false);
    var node = walker.nextNode();
    while (node) {
      if (node.nodeType === 3) {
        if (!node.parentNode || !SKIP.test(node.parentNode.nodeName)) out += node.data;
      } else if (node.shadowRoot) {
        out += ' ' + textOf(node.shadowRoot);
      }
      node = walker.nextNode();
    }
    return out.replace(/\s+/g, ' ').trim();
  };
  /** querySelectorAll through the root and every open shadow root below it. */
  var deepAll = function (root, selector) {
    var found = Array.prototype.slice.call(root.querySelectorAll(selector));
    var all = root.querySelectorAll('*');
    for (var i = 0; i < all.length; i += 1) if (all[i].shadowRoot) found = found.concat(deepAll(all[i].shadowRoot, selector));
    return found;
  };
  var nameOf = function (element) {
    return (element.getAttribute('aria-label') || textOf(element)).replace(/\s+/g, ' ').trim();
  };
  /** pattern: { text } (exact accessible name), { contains }, { re } (a RegExp source) or null (any). */
  var matches = function (element, pattern) {
    if (!pattern) return true;
    var name = nameOf(element);
    if (pattern.text !== undefined) return name === pattern.text;
    if (pattern.contains !== undefined) return name.indexOf(pattern.contains) !== -1;
    return new RegExp(pattern.re).test(name);
  };
  var hostOf = function (tag) {
    return document.querySelector(tag);
  };
  var find = function (tag, selector, pattern) {
    var host = hostOf(tag);
    if (!host || !host.shadowRoot) return null;
    var candidates = deepAll(host.shadowRoot, selector);
    for (var i = 0; i < candidates.length; i += 1) if (matches(candidates[i], pattern)) return candidates[i];
    return null;
  };
  var MEDIA = 'img,svg,canvas,video,audio,picture,iframe';
  var resourceCount = function () {
    return window.performance && performance.getEntriesByType ? performance.getEntriesByType('resource').length : 0;
  };

  window.__lidoSmoke = {
    /** The server-rendered elements as parsed (see `parsed` above). */
    parsed: function () {
      return parsed;
    },
    /** One element's state: defined, shadow root, readable text, loading / error markers (core/ui: part="loading", part="error"). */
    element: function (element) {
      var tag = element.localName;
      var root = element.shadowRoot;
      var errorNode = root ? deepAll(root, '[part~="error"]')[0] : null;
      var text = root ? textOf(root) : '';
      return {
        tag: tag,
        id: element.id || null,
        defined: Boolean(window.customElements && customElements.get(tag)),
        shadow: Boolean(root),
        textLength: text.length,
        text: text.slice(0, 160),
        loading: root ? deepAll(root, '[part~="loading"]').length > 0 : false,
        error: errorNode ? textOf(errorNode).slice(0, 300) || '(empty error notice)' : null,
        media: root ? deepAll(root, MEDIA).length : 0,
        children: root ? root.querySelectorAll('*').length : 0,
      };
    },
    /** The page: every lido-* element of the document (not inside shadow roots), its errors, the portal's ready mark. */
    state: function () {
      var elements = [];
      var all = document.getElementsByTagName('*');
      for (var i = 0; i < all.length; i += 1) if (all[i].localName.indexOf('lido-') === 0) elements.push(window.__lidoSmoke.element(all[i]));
      return {
        path: location.pathname + location.search,
        readyState: document.readyState,
        portalReady: document.documentElement.getAttribute('data-portal-ready'),
        errors: errors.slice(),
        resources: resourceCount(),
        elements: elements,
      };
    },
    /**
     * What changes while a page is still getting somewhere: the errors, the requests made (a
     * player fetching segments), each element's definition, loading and error marks and text
     * length, each video's readiness and time.
     */
    signature: function () {
      var parts = [errors.length, resourceCount()];
      var all = document.getElementsByTagName('*');
      for (var i = 0; i < all.length; i += 1) {
        if (all[i].localName.indexOf('lido-') !== 0) continue;
        var element = window.__lidoSmoke.element(all[i]);
        parts.push([element.defined, element.loading, element.error, element.textLength].join(':'));
        var media = all[i].shadowRoot ? deepAll(all[i].shadowRoot, 'video,audio') : [];
        for (var j = 0; j < media.length; j += 1) parts.push(media[j].readyState + '@' + Math.floor(media[j].currentTime * 4));
      }
      return parts.join('|');
    },
    has: function (tag, selector, pattern) {
      return Boolean(find(tag, selector, pattern));
    },
    textIn: function (tag, selector) {
      var host = hostOf(tag);
      var node = host && host.shadowRoot ? deepAll(host.shadowRoot, selector)[0] : null;
      return node ? textOf(node) : null;
    },
    /** Clicks the first match; false when there is none (yet). */
    click: function (tag, selector, pattern) {
      var element = find(tag, selector, pattern);
      if (!element) return false;
      element.click();
      return true;
    },
    /** Types into the input a <label> names, as a guest does (React tracks the native value setter). */
    fill: function (tag, label, value) {
      var labelElement = find(tag, 'label', { text: label });
      if (!labelElement) return false;
      var root = labelElement.getRootNode();
      var input = (labelElement.htmlFor && root.getElementById(labelElement.htmlFor)) || labelElement.querySelector('input,textarea');
      if (!input) return false;
      var prototype = input.nodeName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
      return input.value === value;
    },
    /** Focuses the element's first <video>/<audio> (its player's keys act on it), as a remote's arrows reach it. */
    focusMedia: function (tag) {
      var host = hostOf(tag);
      var media = host && host.shadowRoot ? deepAll(host.shadowRoot, 'video,audio')[0] : null;
      if (!media) return false;
      media.focus();
      return media.getRootNode().activeElement === media;
    },
    /** The first <video>/<audio> in the element: where it is, and which engine plays it (data-engine). */
    media: function (tag) {
      var host = hostOf(tag);
      var media = host && host.shadowRoot ? deepAll(host.shadowRoot, 'video,audio')[0] : null;
      if (!media) return null;
      return {
        currentTime: media.currentTime,
        paused: media.paused,
        seeking: media.seeking,
        readyState: media.readyState,
        engine: media.getAttribute('data-engine'),
        error: media.error ? media.error.code + ' ' + (media.error.message || '') : null,
        networkState: media.networkState,
        // what the player told the guest (recovering, failed), as evidence when a video does not play
        said: deepAll(host.shadowRoot, '.player-status,[role="alert"]')
          .map(function (node) {
            return (node.textContent || '').trim();
          })
          .filter(Boolean)
          .join(' | '),
        buffered: (function () {
          var ranges = [];
          for (var index = 0; index < media.buffered.length; index += 1)
            ranges.push(media.buffered.start(index).toFixed(2) + '-' + media.buffered.end(index).toFixed(2));
          return ranges.join(' ');
        })(),
      };
    },
  };
}

/** The injected <script> (a classic inline script: it runs before any module of the page). */
export const PAGE_KIT_SCRIPT = `<script>(${pageKit})();</script>`;
