import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-content-detail',
  description:
    'Article page in every layout type: FullScreen, Classic, Extended, UnfilteredHtml, Timetable, ExcursionTimetable, ItineraryTimetable, AgendaTimetable and DailySchedule, with where-and-when, events, PDFs (viewer with previous/next), audio, video, related articles and the wayfinder link.',
  attributes: [
    { name: 'article-id', prop: 'articleId', type: 'string', description: 'The article to show.' },
    {
      name: 'preview-mode',
      prop: 'previewMode',
      type: 'boolean',
      default: false,
      description: '"true" also shows an unpublished article and unpublished media (route query previewMode=true).',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The article title.' },
    { name: 'description', description: 'The article text (sanitised CMS HTML).' },
    { name: 'where-and-when', description: 'Location and time information.' },
    { name: 'book-now', description: 'The Book now link to where the article is booked (its bookingLink); not on digital signage.' },
    { name: 'events', description: 'The events / timetable section.' },
    { name: 'pdfs', description: 'The PDF buttons.' },
    { name: 'pdf-viewer', description: 'The PDF viewer dialog.' },
    { name: 'audio', description: 'The audio players.' },
    { name: 'video', description: 'The video players.' },
    { name: 'related', description: 'The related articles.' },
  ],
  cssProperties: [{ name: '--lido-content-hero-ratio', description: 'Aspect ratio of the article picture.', default: '16 / 9' }],
  pages: [{ pattern: '/content/detail/:id', attributes: { 'article-id': ':id', 'preview-mode': '?previewMode' }, recordVisit: false, spec: '000 §2' }],
  routes: ['/content'],
  // Article.tsx: the article itself (its events, media and related articles follow from it).
  firstCalls: (attribute) => {
    const id = attribute('article-id');
    const query = attribute('preview-mode').toLowerCase() === 'true' ? { previewMode: true } : undefined;
    return id ? [[`cms/articles/${encodeURIComponent(id)}`, query]] : [];
  },
} as const satisfies WidgetMeta;
