/** Sign-in by the hospitality (room) system and its success page (spec 000 §2, 002 §2, §4). */
import type { WidgetMeta } from '../../core/element/meta';

export default {
  tag: 'lido-retina-login',
  description:
    'Hospitality-system sign-in: signs in with the token, or the account id and room, as soon as it is shown; on success it navigates to /retina/loginsuccess, where view="success" shows a welcome and goes home after a visible 5-second countdown. A failure shows the loginFailedRetina message with the hub\'s error.',
  attributes: [
    { name: 'token', prop: 'token', type: 'string', description: 'Hospitality-system token (/retina/login/{token}).' },
    { name: 'account-id', prop: 'accountId', type: 'string', description: 'Hospitality account id (/retina/login/{id}/{room}).' },
    { name: 'room', prop: 'room', type: 'string', description: 'Room number, with account-id.' },
    {
      name: 'view',
      prop: 'view',
      type: 'string',
      values: ['login', 'success'],
      default: 'login',
      description: 'login: sign in now; success: the welcome page with the countdown home.',
    },
  ],
  events: [{ name: 'lido-login', detail: 'LidoLoginDetail', description: 'The guest was signed in by the hospitality system.' }],
  parts: [
    { name: 'retina', description: 'The sign-in or welcome section.' },
    { name: 'countdown', description: 'The countdown on the welcome page.' },
  ],
  cssProperties: [],
  pages: [
    { pattern: '/retina/loginsuccess', attributes: { view: 'success' }, spec: '002 §2' },
    { pattern: '/retina/login/:id/:room', attributes: { 'account-id': ':id', room: ':room' }, spec: '002 §2' },
    { pattern: '/retina/login/:token', attributes: { token: ':token' }, spec: '002 §2' },
  ],
} as const satisfies WidgetMeta;
