/** Virtual muster (spec 002 §2–§9): the safety drill every guest must complete. */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-muster',
  description:
    "Virtual muster: the entry page with the guest's overall state, the safety video that must be watched to the end (no forward seeking by any means; resume where the guest stopped; captions and a transcript in the guest's language) followed by ticking the passengers who watched it and accepting the conditions, the per-passenger muster status (video watched, station visit when required, the guest's muster station) and the schedule of muster drills. Guests blocked for muster see why and what to do. Kiosks and signage screens do not play the video.",
  attributes: [
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['home', 'video', 'status', 'schedule'],
      default: 'home',
      description:
        'home: entry page (/muster/home); video: the safety drill (/muster/video); status: per-passenger status (/muster/status); schedule: muster drills (/muster/schedule).',
    },
  ],
  events: [],
  parts: [
    { name: 'heading', description: 'The page heading.' },
    { name: 'overall', description: "The guest's overall muster state (home)." },
    { name: 'player', description: 'The safety video player.' },
    { name: 'controls', description: "The drill's player buttons (Play, Resume, Rewatch, Close …)." },
    { name: 'transcript', description: 'The transcript of the safety video.' },
    { name: 'confirm', description: 'The passenger ticking list and conditions after the video.' },
    { name: 'station', description: "The guest's muster station (status)." },
    { name: 'status', description: 'The per-passenger status table.' },
    { name: 'schedule', description: 'The list of muster drills.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/muster/home', attributes: { view: 'home' }, access: 'protected-if-login-required', spec: '002 §2' },
    { pattern: '/muster/video', attributes: { view: 'video' }, access: 'protected', spec: '002 §2' },
    { pattern: '/muster/status', attributes: { view: 'status' }, access: 'protected', spec: '002 §2' },
    { pattern: '/muster/schedule', attributes: { view: 'schedule' }, access: 'protected', spec: '002 §2' },
  ],
  routes: ['/muster'],
} as const satisfies WidgetMeta;
