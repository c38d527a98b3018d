/**
 * The kit's button: primary (filled) or secondary (outlined). While `busy` it stays focusable
 * and announced as busy (aria-busy, aria-disabled) and ignores clicks, so a double tap on a slow
 * link sends nothing twice. Links that look like buttons use the same classes: "button secondary".
 */
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, className, type = 'button', onClick, ref, ...rest }: ButtonProps) {
  const classes = `button ${variant}${className ? ` ${className}` : ''}`;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={click}
    />
  );
}
