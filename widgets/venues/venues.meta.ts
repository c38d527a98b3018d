/** Activity, dining and spa listings and details (spec 001 §2, §3, §6, §7). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-venues',
  description:
    'Activities, restaurants and spa treatments: the activity overview (categories and activities), an activity or spa category, the restaurants, the spa categories, and the detail page of an item with its picture, description, price, duration, just-to-know note, videos and PDFs (by device type), the wayfinder link and a Book button for bookable items (hidden on digital signage). Opens its own routes in place when no page handles lido-navigate.',
  attributes: [
    {
      name: 'module',
      prop: 'module',
      type: 'string',
      values: ['activity', 'dining', 'spa'],
      default: 'activity',
      description: 'Which listing: activity, dining or spa.',
    },
    {
      name: 'category-id',
      prop: 'categoryId',
      type: 'string',
      description: 'An activity or spa category to list (/activity/category/{id}, /spa/category/{id}).',
    },
    { name: 'item-id', prop: 'itemId', type: 'string', description: 'The item whose detail page to show (/{module}/detail/{id}).' },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'grid', description: 'The tile grid of categories and items.' },
    { name: 'tile', description: 'One category or item tile (a link).' },
    { name: 'description', description: 'The item description (sanitised CMS HTML).' },
    { name: 'facts', description: 'Price, duration and location of an item.' },
    { name: 'just-to-know', description: 'The just-to-know note.' },
    { name: 'book', description: 'The Book button of a bookable item.' },
    { name: 'pdfs', description: 'The PDF buttons.' },
    { name: 'video', description: 'The video players.' },
  ],
  cssProperties: [{ name: '--lido-venues-tile-ratio', description: 'Aspect ratio of tile pictures.', default: '4 / 3' }],
  pages: [
    { pattern: '/activity', attributes: { module: 'activity' }, spec: '001 §2' },
    { pattern: '/activity/category/:id', attributes: { module: 'activity', 'category-id': ':id' }, spec: '001 §2' },
    { pattern: '/activity/detail/:id', attributes: { module: 'activity', 'item-id': ':id' }, spec: '001 §2' },
    { pattern: '/dining', attributes: { module: 'dining' }, spec: '001 §2' },
    { pattern: '/dining/detail/:id', attributes: { module: 'dining', 'item-id': ':id' }, spec: '001 §2' },
    { pattern: '/spa', attributes: { module: 'spa' }, spec: '001 §2' },
    { pattern: '/spa/category/:id', attributes: { module: 'spa', 'category-id': ':id' }, spec: '001 §2' },
    { pattern: '/spa/detail/:id', attributes: { module: 'spa', 'item-id': ':id' }, spec: '001 §2' },
  ],
  routes: ['/activity', '/dining', '/spa'],
  // Venues.tsx: the list (or the item) of the page, from the attributes.
  firstCalls: (attribute) => {
    const module = attribute('module') || 'activity';
    if (module !== 'activity' && module !== 'dining' && module !== 'spa') return [];
    const item = attribute('item-id');
    if (item) return [[`${module}/${encodeURIComponent(item)}`]];
    const category = attribute('category-id');
    if (module === 'dining') return [['dining']];
    if (module === 'spa') return category ? [['spacategory'], ['spa', { categoryId: category }]] : [['spacategory']];
    return category ? [['activitycategory'], ['activity', { categoryId: category }]] : [['activitycategory'], ['activity']];
  },
} as const satisfies WidgetMeta;
