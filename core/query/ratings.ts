/**
 * Reads of ratings and feedback (002 §7). The answer itself is the queued write
 * `ratingAnswerWrite` (./mutations.ts): kept on the device while the hub is away, sent once.
 */
import { findRatingProfile, findRatingProfiles, findRatingsConfig } from '../hub/ratings';
import type { Id } from '../hub/content';
import { hubQuery } from './define';

/** The category that heads the all-in-one feedback page (002 §7). */
export const ALL_IN_ONE_HASHTAG = 'allInOneFeedback';

export const ratingsConfigQuery = hubQuery('ratings', 'config', (hub) => findRatingsConfig(hub).then((config) => config ?? {}), { perLanguage: false });
export const ratingProfilesQuery = hubQuery('ratings', 'profiles', (hub, allInOne: boolean) => findRatingProfiles(hub, allInOne).then((list) => list ?? []));
export const ratingProfileQuery = hubQuery('ratings', 'profile', (hub, id: Id) => findRatingProfile(hub, id));
