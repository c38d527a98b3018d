/** The bottom of the app frame (spec 002 §2 "App shell", §4 disability mode). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-footer',
  description:
    'Footer: back and home buttons and the language chooser (when at least two languages exist); or, as the dashboard footer, the language chooser and the disability-mode buttons that move the page content down or up in 50 px steps (between 0 and half the window height).',
  attributes: [
    {
      name: 'variant',
      prop: 'variant',
      type: 'string',
      values: ['standard', 'dashboard'],
      description: 'Which footer to show. Default: the navigation state footerType (standard).',
    },
  ],
  events: [
    {
      name: 'lido-login',
      detail: 'LidoLoginDetail',
      description:
        'Kiosk: a card swipe outside the login form signed the guest in (sent by lido-subheader when it is on the page); the element then navigates to the page (from home or /login: the origin, else /my_holiday).',
    },
    {
      name: 'lido-logout',
      detail: 'LidoLogoutDetail',
      description: 'The kiosk idle logout signed the guest out (sent by lido-subheader when it is on the page); the element then navigates home.',
    },
  ],
  parts: [
    { name: 'bar', description: 'The footer bar.' },
    { name: 'navigation', description: 'The back and home buttons.' },
    { name: 'languages', description: 'The language chooser.' },
    { name: 'language-menu', description: 'The compact language chooser shown on phones instead of the language buttons.' },
    { name: 'disability', description: 'The disability-mode buttons.' },
  ],
  cssProperties: [
    {
      name: '--lido-content-offset',
      description: 'Set on the document by the disability mode: how far the page content is moved down. The page applies it (the portal does).',
      default: '0px',
    },
  ],
} as const satisfies WidgetMeta;
