/**
 * Where a kiosk's dialogs appear (KioskDialogs.tsx, loaded only when one is due): in one shell
 * element of the page — the subheader when it is there, else the first connected shell element
 * (device-behaviour.ts dialogHost) — whichever of the three an operator's page places.
 */
import { lazy, Suspense } from 'react';
import { KIOSK_IDLE_WARNING_SECONDS } from '../../core/config/device-rules';
import { useHost, useSlice } from '../../core/react/index';
import { deviceBehaviourState, dialogHost } from './device-behaviour';

const KioskDialogs = lazy(() => import('./KioskDialogs'));

export function DeviceDialogs() {
  const host = useHost();
  const due = useSlice(
    deviceBehaviourState,
    (state) => state.externalUrl !== null || state.swipe !== 'idle' || (state.logoutInSeconds !== null && state.logoutInSeconds <= KIOSK_IDLE_WARNING_SECONDS),
  );
  if (!due || dialogHost() !== host) return null;
  return (
    <Suspense fallback={null}>
      <KioskDialogs />
    </Suspense>
  );
}
