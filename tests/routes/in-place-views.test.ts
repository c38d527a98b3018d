/** The widgets that read an in-place route through their meta's pages (issue 35): each route gives its view. */
import { describe, expect, it } from 'vitest';
import { accountViewOf } from '../../widgets/account/Account';
import { feedbackTargetOf } from '../../widgets/feedback/routing';
import { itineraryViewOf } from '../../widgets/itinerary/Itinerary';
import { problemsViewOf } from '../../widgets/problems/Problems';

describe('in-place routes read through the metas', () => {
  it('account', () => {
    expect(accountViewOf('/my_account')).toBe('invoices');
    expect(accountViewOf('/my_account/pin/')).toBe('pin');
    expect(accountViewOf('/my_account/other')).toBeNull();
  });

  it('problems', () => {
    expect(['/problem/overview', '/problem/new?x=1', '/problem/tracking'].map(problemsViewOf)).toEqual(['overview', 'new', 'tracking']);
    expect(problemsViewOf('/problem/old')).toBeNull();
  });

  it('feedback, open and signed in', () => {
    expect(feedbackTargetOf('/ratings/overview')).toEqual({ view: 'overview', profileId: null });
    expect(feedbackTargetOf('/userratings/allinone')).toEqual({ view: 'allinone', profileId: null });
    expect(feedbackTargetOf('/userratings/feedback/3')).toEqual({ view: 'form', profileId: '3' });
    expect(feedbackTargetOf('/userratings')).toBeNull();
    expect(feedbackTargetOf('/ratings/feedback')).toBeNull();
  });

  it('itinerary', () => {
    expect(itineraryViewOf('/holiday')?.view).toBe('overview');
    expect(itineraryViewOf('/my_holiday')?.view).toBe('overview');
    expect(itineraryViewOf('/weather?date=2026-05-01')).toMatchObject({ view: 'weather', date: '2026-05-01' });
    expect(itineraryViewOf('/itinerary/spark')).toMatchObject({ view: 'spark', date: undefined });
    expect(itineraryViewOf('/itinerary/spark/2026-05-01')).toMatchObject({ view: 'spark', date: '2026-05-01' });
    expect(itineraryViewOf('/wherewhen')?.view).toBe('wherewhen');
    expect(itineraryViewOf('/itinerary/go')).toBeNull();
  });
});
