import { expect, test } from 'vitest';
import { availabilityMessage, LIST_VIEW_AVAILABILITY } from './availability';

test.each([1, 2, 5, 9])('%i → N Space(s) Remaining', (spaces) => {
  expect(availabilityMessage(spaces)).toEqual({ key: 'availability.spacesRemaining', values: { count: spaces } });
});

test.each([10, 15, 20])('%i → Limited Spaces Available', (spaces) => {
  expect(availabilityMessage(spaces)).toEqual({ key: 'availability.limitedSpaces' });
});

test.each([21, 100, LIST_VIEW_AVAILABILITY, 0, -1, 2.5, null, undefined])('%j → nothing', (spaces) => {
  expect(availabilityMessage(spaces)).toBeNull();
});
