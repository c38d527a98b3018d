/**
 * One row of facts, inside <dl className="facts"> (a title's year, run time, genres; a booking's
 * reference, date, party; a price): the one way to write a label and its value. `className` (the
 * row), `labelClass` and `valueClass` name a part where a sheet or a test needs it (`grand-total`,
 * `booking-reference`).
 */
import type { ReactNode } from 'react';

export function Fact({
  label,
  children,
  className,
  labelClass,
  valueClass,
}: {
  label: string;
  children?: ReactNode;
  className?: string;
  labelClass?: string;
  valueClass?: string;
}) {
  return (
    <div className={className}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{children}</dd>
    </div>
  );
}
