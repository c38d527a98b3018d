/** Test widget: shows the shared count of lido-test-counter (a second tag for the two-bundle test). */
import type { WidgetMeta } from '../../../core/element/meta';

export default {
  tag: 'lido-test-echo',
  description: 'Test widget: echoes the shared session counter.',
  attributes: [],
  events: [],
  parts: [{ name: 'count', description: 'The shared count text.' }],
  cssProperties: [],
} as const satisfies WidgetMeta;
