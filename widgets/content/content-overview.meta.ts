import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-content-overview',
  description:
    'Information area: the root or one category, with its sub-categories and articles as picture tiles, a keyword filter on searchable categories and the category content-type layouts. Opens articles in place when no page handles lido-navigate.',
  attributes: [
    { name: 'category-id', prop: 'categoryId', type: 'string', description: 'Category to show. Absent or empty: the root categories and root articles.' },
    {
      name: 'preview-mode',
      prop: 'previewMode',
      type: 'boolean',
      default: false,
      description: '"true" also shows unpublished categories and articles, marked with a hidden-eye tag (route query previewMode=true).',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The category title.' },
    { name: 'search', description: 'The keyword filter box (searchable categories only).' },
    { name: 'grid', description: 'The tile grid.' },
    { name: 'tile', description: 'One category or article tile (a link).' },
    { name: 'hidden-tag', description: 'The hidden-eye tag of an unpublished item (preview mode).' },
    {
      name: 'book-now',
      description:
        'The Book now badge: a link to where the article is booked (its bookingLink), over the article tiles of a category that shows it; hidden without a bookingLink and on digital signage.',
    },
  ],
  cssProperties: [
    { name: '--lido-content-tile-ratio', description: 'Aspect ratio of tile pictures.', default: '4 / 3' },
    { name: '--lido-content-gap', description: 'Gap between tiles.', default: 'var(--lido-space-4)' },
    { name: '--lido-tile-title-position', description: 'Theme flag: tile titles below the picture (static) or over it (absolute).', default: 'static' },
  ],
  pages: [{ pattern: '/content/overview/:id?', attributes: { 'category-id': ':id', 'preview-mode': '?previewMode' }, recordVisit: false, spec: '000 §2' }],
  routes: ['/content'],
  // Overview.tsx: the root lists, or the category with its sub-categories and articles.
  firstCalls: (attribute) => {
    const query = attribute('preview-mode').toLowerCase() === 'true' ? { previewMode: true } : undefined;
    const id = attribute('category-id');
    if (!id)
      return [
        ['cms/categories/findByRoot/', query],
        ['cms/content/articles/findByRoot/', query],
      ];
    const segment = encodeURIComponent(id);
    return [
      [`cms/categories/findById/${segment}`, query],
      [`cms/categories/findByParentId/${segment}`, query],
      [`cms/articles/findByCategoryId/${segment}`, query],
    ];
  },
} as const satisfies WidgetMeta;
