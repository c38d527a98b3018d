/**
 * The page of one fault-matrix case (tests/faults/fault-matrix.ts loads
 * frame.html in an iframe per case): a fresh window, so a fresh core, caches and module state —
 * the widget is really alone on its page. Records what the test checks from outside: uncaught
 * errors and unhandled rejections of this window, `lido:auth-required` on the core channel, and
 * offers the demo sign-in and the widget's element module.
 */
import { getCore, type LidoCore } from '../../core/index';
import { authenticationFromResponse, loginByPassenger } from '../../core/hub/auth';

export interface FaultFrame {
  core: LidoCore;
  /** uncaught errors and unhandled rejections of this window, as text */
  errors: string[];
  /** how often the core announced lido:auth-required */
  authRequired: number;
  /** loads a widget's element module (an absolute path on the test server) */
  load(modulePath: string): Promise<unknown>;
  /** signs in as the demo guest (booking LIDO123, Smith, today) through the core */
  signIn(): Promise<void>;
  /** puts markup on the page; returns its first element */
  place(html: string): HTMLElement;
}

declare global {
  interface Window {
    lidoFaultFrame?: FaultFrame;
  }
}

const errors: string[] = [];
addEventListener('error', (event) => {
  errors.push(`uncaught error: ${event.message || String(event.error)}`);
});
addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  errors.push(`unhandled rejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
});
performance.setResourceTimingBufferSize(10_000);

const core = getCore();
const frame: FaultFrame = {
  core,
  errors,
  authRequired: 0,
  load: (modulePath) => import(/* @vite-ignore */ modulePath),
  async signIn() {
    const d = new Date();
    const p2 = (n: number) => String(n).padStart(2, '0');
    const answer = await loginByPassenger(core.hub, {
      bookingReference: 'LIDO123',
      lastName: 'Smith',
      departureDate: `${p2(d.getDate())}/${p2(d.getMonth() + 1)}/${d.getFullYear()}`,
    });
    core.stores.authentication.setState(authenticationFromResponse(answer));
  },
  place(html) {
    const stage = document.getElementById('stage')!;
    stage.innerHTML = html;
    return stage.firstElementChild as HTMLElement;
  },
};
core.channel.on('lido:auth-required', () => {
  frame.authRequired += 1;
});
window.lidoFaultFrame = frame;
