/**
 * The element types every element shares, for dist/lido.d.ts (re-exported by core/public.ts).
 * Types only; the per-element interfaces are generated from the metas (scripts/typings.mjs).
 */
import type { LidoPublicEventMap } from './events';

/** Event handler props (React 19: `onlido-navigate={…}` listens to lido-navigate). */
export type LidoEventProps<Name extends keyof LidoPublicEventMap> = {
  [K in Name as `on${K}`]?: (event: CustomEvent<LidoPublicEventMap[K]>) => void;
};

/** The class an element entry exports (`import { LidoVodElement } from 'lido/vod'`). */
export interface LidoElementClass<E extends HTMLElement> {
  new (): E;
  readonly prototype: E;
  readonly lidoVersion: string;
  readonly observedAttributes: string[];
}
