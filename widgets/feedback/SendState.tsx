/** What the guest reads about the sending of their feedback (002 §4, §8), and the submit button. */
import { useEffect, useRef } from 'react';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Notice } from '../../core/ui/Notice';
import type { SendState } from './answer-write';

export function SendStatus({ state }: { state: SendState }) {
  const t = useT('feedback');
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The submit button is gone: the guest lands on the thank-you.
    if (state === 'saved') thanks.current?.focus({ preventScroll: false });
  }, [state]);
  if (state === 'saved') {
    return (
      <p className="thanks" role="status" tabIndex={-1} ref={thanks} part="thanks">
        {t('thankYou')}
      </p>
    );
  }
  if (state === 'waiting') {
    return (
      <p className="waiting" role="status">
        {t('waiting')}
      </p>
    );
  }
  if (state === 'error') return <Notice tone="error">{t('feedback_error_message')}</Notice>;
  return null;
}

export function SubmitButton({ state, label }: { state: SendState; label?: string }) {
  const t = useT('feedback');
  if (state === 'saved') return null;
  const busy = state === 'sending' || state === 'waiting';
  return (
    <Button type="submit" className="submit" busy={busy}>
      {state === 'sending' ? t('sending') : (label ?? t('submit'))}
    </Button>
  );
}
