/**
 * The node dialogs and popovers are portalled into (FloatingPortal `root`): a <div> at the end of
 * the widget's own shadow root, never document.body — so the widget's sheets style them, and
 * nothing is looked up across the shadow boundary.
 */
import { useLayoutEffect, useState } from 'react';
import { useShadowRoot } from '../react/index';

const roots = new WeakMap<ShadowRoot, HTMLElement>();

export function portalRootOf(shadow: ShadowRoot): HTMLElement {
  let node = roots.get(shadow);
  if (!node || node.parentNode !== shadow) {
    node = shadow.ownerDocument.createElement('div');
    node.setAttribute('data-lido-portal', '');
    shadow.append(node);
    roots.set(shadow, node);
  }
  return node;
}

/** The portal node of this widget (null during the first render; FloatingPortal waits for it). */
export function usePortalRoot(): HTMLElement | null {
  const shadow = useShadowRoot();
  const [root, setRoot] = useState<HTMLElement | null>(() => roots.get(shadow) ?? null);
  useLayoutEffect(() => setRoot(portalRootOf(shadow)), [shadow]);
  return root;
}

/** The element that has focus, looking into open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Every element of `root`, and of the open shadow roots inside it, in document order. */
export function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}
