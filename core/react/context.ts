import { createContext, useContext } from 'react';
import type { LidoCore } from '../index';
import type { LidoWidgetHost } from '../element/host';

export interface WidgetContextValue {
  core: LidoCore;
  host: LidoWidgetHost;
}

/** Provided by defineWidget around every widget tree. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('[lido] Lido hooks only work inside a widget defined with defineWidget()');
  return value;
}
