/**
 * The one sanitiser for HTML that comes from the hub (CMS article descriptions, where-and-when
 * texts, ship descriptions …). Every widget that renders hub HTML goes through `sanitizeHtml`.
 *
 * DOMPurify removes scripts, event-handler attributes and `javascript:`/`data:` URLs in links.
 * On top of its defaults we drop elements that could restyle or hijack the widget inside its
 * shadow root (<style>, forms and their controls, frames) and give every link rel="noopener
 * noreferrer", so a CMS link can never reach back into the portal's window. Pictures without an
 * alt text get alt="" (decorative), so screen readers do not read out file names. Inline styles
 * keep colours, weights and alignment but lose positioning and stacking (a description styled
 * `position:fixed; inset:0; z-index:…` would cover the operator's whole page with whatever link
 * it holds) and any `url(`/`expression(` value.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['formaction', 'action', 'srcdoc', 'ping'];

/** Declarations that move a CMS element out of its text or above the page. */
const PLACEMENT = /^(position|inset(-.*)?|top|left|right|bottom|z-index)$/;
const ALLOWED_POSITIONS = new Set(['static', 'relative']);
const UNSAFE_VALUE = /url\(|expression\(|image-set\(/i;

/** Removes positioning, stacking and fetched values from an element's inline style. */
function confineStyle(element: Element): void {
  const style = (element as HTMLElement).style;
  if (!style) return;
  for (const property of Array.from(style)) {
    const value = style.getPropertyValue(property);
    const placement = PLACEMENT.test(property) && !(property === 'position' && ALLOWED_POSITIONS.has(value.trim()));
    if (placement || UNSAFE_VALUE.test(value)) style.removeProperty(property);
  }
  if (style.length === 0) element.removeAttribute('style');
}

let purifier: DOMPurify | null | undefined;

/** A private DOMPurify instance (its hooks must not leak into other copies on the page). */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : createDOMPurify(window);
  if (!instance?.isSupported) return (purifier = null);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.hasAttribute('style')) confineStyle(node);
    if (node.hasAttribute('target')) {
      const target = node.getAttribute('target');
      // Only the two harmless targets survive; named targets could address the portal's frames.
      if (target !== '_blank' && target !== '_self') node.removeAttribute('target');
    }
    // localName: SVG links are <a> too, and their tagName keeps its case.
    if (node.localName === 'a' || node.localName === 'area') node.setAttribute('rel', 'noopener noreferrer');
    // A CMS picture without a text alternative is decoration, not an unlabelled image.
    if (node.localName === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return (purifier = instance);
}

/** Escapes text so that it renders literally; the fallback where no DOM is available. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Safe HTML for `dangerouslySetInnerHTML` / `innerHTML`. Without a DOM (server rendering, Node
 * tests) nothing can be parsed safely, so the input is escaped and shows as text.
 */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(dirty);
  return instance.sanitize(dirty, {
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
    // Plain string: React's dangerouslySetInnerHTML takes strings, not TrustedHTML.
    RETURN_TRUSTED_TYPE: false,
  });
}
