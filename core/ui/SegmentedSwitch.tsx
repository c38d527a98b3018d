/**
 * Two or three views of one list side by side (Today / Tomorrow, Departures / Arrivals): joined
 * buttons, the shown one pressed. Each is its own tab stop and arrow target, so a remote and a
 * screen reader treat them as the plain buttons they are.
 */
import type { ReactNode } from 'react';
import { useAdoptedSheet } from './sheet';
import sheet from './segmented-switch.css';

export interface SegmentedSwitchProps<K extends string> {
  /** the group's accessible name */
  label: string;
  options: readonly { key: K; label: ReactNode }[];
  shown: K;
  onShow: (key: K) => void;
  part?: string;
}

export function SegmentedSwitch<K extends string>({ label, options, shown, onShow, part }: SegmentedSwitchProps<K>) {
  useAdoptedSheet(sheet);
  return (
    <div className="segmented-switch" role="group" aria-label={label} part={part}>
      {options.map(({ key, label: text }) => (
        <button key={key} type="button" className="segmented-choice" aria-pressed={shown === key} onClick={() => onShow(key)}>
          {text}
        </button>
      ))}
    </div>
  );
}
