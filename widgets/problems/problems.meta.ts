/** Problem reporting and tracking (spec 002 §2, §3, §4, §5, §7, §8). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-problems',
  description:
    'Problem reporting: the tile page (headed by the problemReportingTiles article), the report form (category, the cabin from the sign-in, a description of fewer than 500 characters) and the tracking list (number, category, description, received time, status, solution, and Leave Feedback for a resolved problem with a solution when a feedback path is configured). A report made while the hub is unreachable is kept on the device for this guest, shown as waiting to send and sent once the hub answers. The report form and the tracking list need a signed-in guest.',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['overview', 'new', 'tracking'],
      default: 'overview',
      description:
        "overview: the tile page (/problem/overview); new: the report form (/problem/new); tracking: the guest's reported problems (/problem/tracking).",
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'tile', description: 'A tile of the overview (report a problem, problem tracking).' },
    { name: 'form', description: 'The report form.' },
    { name: 'problem', description: 'One reported problem in the tracking list.' },
    { name: 'status', description: 'The status of a problem.' },
    { name: 'login', description: 'The sign-in link shown to a visitor (the element alone on a page).' },
  ],
  cssProperties: [{ name: '--lido-problems-status-resolved', description: 'Colour of the Resolved status.', default: 'var(--lido-color-success)' }],
  pages: [
    { pattern: '/problem/overview', attributes: { view: 'overview' }, spec: '002 §2' },
    { pattern: '/problem/new', attributes: { view: 'new' }, access: 'protected', spec: '002 §2' },
    { pattern: '/problem/tracking', attributes: { view: 'tracking' }, access: 'protected', spec: '002 §2' },
  ],
  routes: ['/problem'],
  // The open reads of each view (the tracking list needs a session: not preloaded).
  firstCalls: (attribute) => {
    const view = attribute('view') || 'overview';
    if (view === 'new') return [['problem/categories']];
    if (view === 'overview') return [['cms/articles/findByHashtag', { hashtag: 'problemReportingTiles' }]];
    return [];
  },
} as const satisfies WidgetMeta;
