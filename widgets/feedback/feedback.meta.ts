/** Ratings and feedback forms (spec 002 §2, §3, §4, §5, §7, §8, §9). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-feedback',
  description:
    'Ratings and feedback: the list of feedback forms, the all-in-one page (Yes or No per form, default No, one submit) and one form (title, description, single and multiple choices, text and small-text questions of at most 250 characters, 10-star ratings operable with the arrow keys, the terms when the form requires them). Everything is mandatory unless the hub says otherwise; each press of submit scrolls to the first missing answer. Sending shows a spinner, then a thank-you with the inputs disabled, or an error (also when the hub answers with a failed flag). Feedback given while the hub is unreachable is kept on the device for this guest, shown as waiting to send and sent once the hub answers. Links follow /userratings/… when the current path starts with it, else /ratings/….',
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['overview', 'allinone', 'form'],
      default: 'overview',
      description:
        'overview: the ratings list (/ratings/overview); allinone: the all-in-one page (/ratings/allinone); form: one feedback form (/ratings/feedback/{id}), named by profile-id.',
    },
    { name: 'profile-id', prop: 'profileId', type: 'string', description: 'The rating profile of view="form".' },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page title.' },
    { name: 'profile-link', description: 'A feedback form in the ratings list (a link).' },
    { name: 'all-in-one-link', description: 'The link to the all-in-one page.' },
    { name: 'form', description: 'The feedback form.' },
    { name: 'profile', description: 'One form of the all-in-one page (its Yes/No and its items).' },
    { name: 'rating', description: 'A 10-star rating.' },
    { name: 'terms', description: 'The terms and their check box.' },
    { name: 'thanks', description: 'The thank-you after saving.' },
  ],
  cssProperties: [{ name: '--lido-feedback-star', description: 'Colour of a chosen star.', default: 'var(--lido-color-accent)' }],
  pages: [
    { pattern: '/ratings/overview', attributes: { view: 'overview' }, spec: '002 §2' },
    { pattern: '/ratings/allinone', attributes: { view: 'allinone' }, spec: '002 §2' },
    { pattern: '/ratings/feedback/:id', attributes: { view: 'form', 'profile-id': ':id' }, spec: '002 §2' },
    { pattern: '/userratings/overview', attributes: { view: 'overview' }, access: 'protected', spec: '002 §2' },
    { pattern: '/userratings/allinone', attributes: { view: 'allinone' }, access: 'protected', spec: '002 §2' },
    { pattern: '/userratings/feedback/:id', attributes: { view: 'form', 'profile-id': ':id' }, access: 'protected', spec: '002 §2' },
  ],
  routes: ['/ratings', '/userratings'],
  // The open reads of each view.
  firstCalls: (attribute) => {
    const view = attribute('view') || 'overview';
    if (view === 'allinone')
      return [
        ['cms/categories/findByHashtag', { hashtag: 'allInOneFeedback' }],
        ['ratings/profiles', { allInOne: true }],
      ];
    if (view === 'form') {
      const id = attribute('profile-id');
      return id ? [[`ratings/profiles/${encodeURIComponent(id)}`]] : [];
    }
    return [['ratings/profiles', { allInOne: false }]];
  },
} as const satisfies WidgetMeta;
