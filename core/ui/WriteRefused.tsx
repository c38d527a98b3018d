/**
 * A queued write the hub refused for good (4xx) after the guest had left its form (restored after
 * a reload, or refused once the form was gone): the guest reads which write it was and why, and
 * gets back what they typed — put back into the form, or copied. It stays (also across reloads)
 * until the guest dismisses it (useRefusedWrites in core/query/writes.ts).
 */
import { useState } from 'react';
import type { RefusedWrite } from '../query/writes';
import { useT } from '../react/index';
import { Button } from './Button';
import { guestErrorMessage } from './errors';
import { useAdoptedSheet } from './sheet';
import { useUiT } from './texts';
// its texts (namespace `writes`) and styles travel with the waiting state
import './WriteWaiting';
import sheet from './write-waiting.css';

export interface WriteRefusedProps {
  write: RefusedWrite<unknown>;
  /** Which write it was, in the widget's words, as it reads after "Not saved:" ("your problem report"). */
  what: string;
  /** What the guest typed, as they can read and copy it (null: the write had no text). */
  text?: string | null;
  /** Puts what they typed back into the form (the notice then goes). */
  onPutBack?: () => void;
}

export function WriteRefused({ write, what, text = null, onPutBack }: WriteRefusedProps) {
  useAdoptedSheet(sheet);
  const t = useT('writes');
  const ui = useUiT();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard || text === null) return setCopied(false);
    clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="write-refused" role="alert" part="write-refused">
      <p className="write-refused-title">{t('refused', { what })}</p>
      <p>
        {guestErrorMessage(write.error, ui)} {t('notKept')}
      </p>
      {text !== null && (
        <>
          <p>{t('yourText')}</p>
          <blockquote className="kept-text">{text}</blockquote>
        </>
      )}
      <p className="button-row">
        {text !== null && onPutBack && (
          <Button
            onClick={() => {
              onPutBack();
              write.dismiss();
            }}
          >
            {t('putBack')}
          </Button>
        )}
        {text !== null && (
          <Button variant="secondary" onClick={copy}>
            {t('copy')}
          </Button>
        )}
        <Button variant="secondary" onClick={write.dismiss}>
          {t('dismiss')}
        </Button>
      </p>
      {copied !== null && (
        <p role="status" className="write-refused-copied">
          {copied ? t('copied') : t('copyFailed')}
        </p>
      )}
    </div>
  );
}
