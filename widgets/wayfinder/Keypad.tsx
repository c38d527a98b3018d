/**
 * The cabin keypad (002 §4, §5): digits append up to 6, C clears, backspace deletes one; the
 * number is entered only here (no text field, so no on-screen keyboard at a kiosk). Search is
 * enabled only when the length lies strictly between the theme's minimum and maximum.
 */
import { useId, useState } from 'react';
import { Button } from '../../core/ui/Button';
import { useWayfinderT } from './texts';
import { canSearch, pressKey, type CabinBounds, type KeypadKey } from './wayfinder-logic';

const DIGITS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function CabinKeypad({ bounds, onSearch, busy }: { bounds: CabinBounds; onSearch: (cabin: string) => void; busy: boolean }) {
  const t = useWayfinderT();
  const [entry, setEntry] = useState('');
  const id = useId();
  const press = (key: KeypadKey) => setEntry((current) => pressKey(current, key));
  const allowed = canSearch(entry, bounds);
  return (
    <section className="cabin-finder" part="keypad" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cabinFinder')}</h2>
      <p id={`${id}-hint`} className="keypad-hint">
        {/* bounds that allow one length say so ("3 digits", not "3 to 3 digits") */}
        {bounds.max - bounds.min === 2 ? t('lengthHintExact', { count: bounds.min + 1 }) : t('lengthHint', { from: bounds.min + 1, to: bounds.max - 1 })}
      </p>
      <output id={`${id}-entry`} className="keypad-entry" aria-live="polite" aria-label={t('cabinNumber')} data-empty={entry === '' || undefined}>
        {entry || '—'}
      </output>
      <div className="keypad" role="group" aria-label={t('keypad')}>
        {DIGITS.map((digit) => (
          <Button key={digit} variant="secondary" className="key" onClick={() => press(digit)}>
            {digit}
          </Button>
        ))}
        <Button variant="secondary" className="key" onClick={() => press('C')} aria-label={t('clear')}>
          C
        </Button>
        <Button variant="secondary" className="key" onClick={() => press('0')}>
          0
        </Button>
        <Button variant="secondary" className="key" onClick={() => press('Backspace')} aria-label={t('backspace')}>
          <span aria-hidden="true">⌫</span>
        </Button>
      </div>
      <Button className="keypad-search" disabled={!allowed} busy={busy} aria-describedby={`${id}-hint`} onClick={() => allowed && onSearch(entry)}>
        {t('search')}
      </Button>
    </section>
  );
}
