/**
 * A widget that exists only for the shell tests (built into dist-test/ with
 * `node scripts/build.mjs --with-test-widgets`, never into dist/).
 */
import type { WidgetMeta } from '../../../core/element/meta';

export default {
  tag: 'lido-test-counter',
  description: 'Test widget: a shared session counter, a local counter and a text field.',
  attributes: [
    { name: 'label', prop: 'label', type: 'string', default: 'Counter', description: 'Accessible name of the counter region.' },
    { name: 'step', prop: 'step', type: 'number', default: 1, description: 'How much one click adds.' },
    { name: 'explode', prop: 'explode', type: 'boolean', default: false, description: 'Throw while rendering (error boundary test).' },
    { name: 'settings', prop: 'settings', type: 'json', default: null, description: 'Rich input; its "note" is shown.' },
    { name: 'size', prop: 'size', type: 'string', values: ['small', 'large'], default: 'small', description: 'Enumerated string.' },
  ],
  events: [{ name: 'lido-cart-change', detail: 'LidoCartChangeDetail', description: 'Fired after each increment with the shared count.' }],
  parts: [{ name: 'count', description: 'The shared count text.' }],
  cssProperties: [{ name: '--lido-color-primary', description: 'Colour of the count.' }],
  routes: ['/test-counter'],
} as const satisfies WidgetMeta;
