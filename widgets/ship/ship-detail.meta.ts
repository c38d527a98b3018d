/** Ship detail (spec 002 §2, §3, §7, §8). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-ship-detail',
  description:
    "The ship (/shipdetail): its name, description, technical data (two columns per row), the cabin section (title, description, deck plan) with each cabin category's name, colour swatches, cabin picture and cabin deck plan, and a gallery of the remaining ship pictures (thumbnails 200 wide, opened large). Shows 'No Ship Data' when the hub has none or the call fails.",
  attributes: [],
  events: [],
  parts: [
    { name: 'heading', description: "The ship's name." },
    { name: 'technical-data', description: 'The technical data table.' },
    { name: 'cabins', description: 'The cabin section.' },
    { name: 'cabin-category', description: 'One cabin category.' },
    { name: 'gallery', description: 'The gallery of ship pictures.' },
  ],
  cssProperties: [],
  pages: [{ pattern: '/shipdetail', spec: '002 §2' }],
  routes: ['/shipdetail'],
  firstCalls: () => [['ships/content']],
} as const satisfies WidgetMeta;
