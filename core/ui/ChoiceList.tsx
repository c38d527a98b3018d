/**
 * A single choice among a few options (a party size, a date, a time): a horizontal listbox of
 * chips that a cabin-TV remote drives as well as a keyboard or a finger. Left / Right (and Home /
 * End) move the focus between the options without choosing — so walking over the dates does not
 * load the times of each — and Enter, Space or a tap chooses. Up and Down are left to the page
 * (a flow moves between its steps with them). One option is in the tab order: the chosen one,
 * else the first. The root carries `data-stop`, so a flow can move focus to it.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAdoptedSheet } from './sheet';
import sheet from './choice-list.css';

export interface Choice<V> {
  /** Stable identity (also what `selected` names). */
  key: string;
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceListProps<V> {
  choices: readonly Choice<V>[];
  /** The chosen option's key, or null. */
  selected: string | null;
  onChoose: (value: V, key: string) => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  part?: string;
}

export function ChoiceList<V>({ choices, selected, onChoose, labelledBy, describedBy, className, part = 'choice' }: ChoiceListProps<V>) {
  useAdoptedSheet(sheet);
  const id = useId();
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const selectedIndex = choices.findIndex((choice) => choice.key === selected);
  const [active, setActiveState] = useState<number | null>(null);
  // Also kept in a ref: a remote's keys may come faster than React renders.
  const activeRef = useRef<number | null>(null);
  const setActive = (index: number) => {
    activeRef.current = index;
    setActiveState(index);
  };
  const current = active !== null && active < choices.length ? active : Math.max(0, selectedIndex);
  const latest = () => (activeRef.current !== null && activeRef.current < choices.length ? activeRef.current : current);

  const focusOption = (index: number) => {
    setActive(index);
    options.current[index]?.focus();
  };
  const choose = (index: number) => {
    const choice = choices[index];
    if (!choice || choice.disabled) return;
    setActive(index);
    onChoose(choice.value, choice.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = choices.length - 1;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = Math.min(last, latest() + 1);
        break;
      case 'ArrowLeft':
        next = Math.max(0, latest() - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(latest());
        return;
      default:
        return;
    }
    event.preventDefault();
    focusOption(next);
  };

  return (
    <div
      role="listbox"
      aria-orientation="horizontal"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`choice-list${className ? ` ${className}` : ''}`}
      data-stop=""
      onKeyDown={onKeyDown}
    >
      {choices.map((choice, index) => (
        <div
          key={choice.key}
          id={`${id}-${index}`}
          ref={(element) => {
            options.current[index] = element;
          }}
          role="option"
          part={part}
          className="choice-option"
          aria-selected={choice.key === selected}
          aria-disabled={choice.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          data-key={choice.key}
          onFocus={() => setActive(index)}
          onClick={() => choose(index)}
        >
          {choice.label}
        </div>
      ))}
    </div>
  );
}
