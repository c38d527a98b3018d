/** What the guest reads about the sending of their feedback (002 §4, §8), and the submit button. */
import { useEffect, useRef } from 'react';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { Notice } from '../../core/ui/Notice';
import { WriteWaiting } from '../../core/ui/WriteWaiting';
import type { WriteDelay } from '../../core/query/writes';
import type { SendState } from './answer-write';

export function SendStatus({ state, delay = null }: { state: SendState; delay?: WriteDelay | null }) {
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
    // kept on the device: the guest is done; why it waits, and a way to send it now
    if (delay) return <WriteWaiting delay={delay} kept={t('waiting')} />;
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
  // a waiting answer is kept on the device: nothing more to press here but its "send now"
  if (state === 'saved' || state === 'waiting') return null;
  return (
    <Button type="submit" className="submit" busy={state === 'sending'}>
      {state === 'sending' ? t('sending') : (label ?? t('submit'))}
    </Button>
  );
}
