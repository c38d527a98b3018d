/** The sign-in dialog of SignInLink.tsx, a chunk of its own. */
import { createElement, useEffect, useRef, useState } from 'react';
import { useCore, useHost, useT } from '../react/index';
import { Dialog } from './Dialog';
import { LOGIN } from './SignInLink';

/**
 * A lido-login in this widget's dialog. Once the guest has signed in, the login's navigation
 * onwards (forward_to) is this dialog's to end: the guest stays where they were, and the widgets
 * read again by themselves. Any other navigation from the login (a link in its CMS text) goes
 * its usual way.
 */
export default function SignInDialog({ onClose }: { onClose: () => void }) {
  const core = useCore();
  const host = useHost();
  const common = useT('common');
  // A state, not a ref: the dialog's portal renders it after the first commit.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    if (!frame) return;
    const onNavigate = (event: Event) => {
      if (!core.stores.authentication.getState().isAuthenticated) return;
      event.preventDefault();
      event.stopPropagation();
      latestClose.current();
    };
    frame.addEventListener('lido-navigate', onNavigate);
    // lido.js defines tags it finds in open shadow roots; asked here too, for a closed one.
    const loader = host.ownerDocument.defaultView!.lido;
    if (loader && !Array.isArray(loader)) loader.load(LOGIN).catch(() => {});
    return () => frame.removeEventListener('lido-navigate', onNavigate);
  }, [core, host, frame]);
  return (
    <Dialog label={common('login')} onClose={onClose} className="sign-in-dialog" part="sign-in-dialog">
      <div ref={setFrame}>{createElement(LOGIN)}</div>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>
          {common('close')}
        </button>
      </div>
    </Dialog>
  );
}
