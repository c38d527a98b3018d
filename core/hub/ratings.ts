/** Ratings and feedback (spec 002 §3, §4, §5, §7). */
import type { HubClient } from './client';

export interface RatingAnswer {
  /** The rating profile's id. */
  id: number;
  fields: { id: number; field?: string; value: string }[];
  /** `text` URL-encoded as the spec says. */
  answers: { id: number; text?: string; rating?: number }[];
}

export interface RatingAnswerResult {
  id?: number;
  saved?: boolean;
  /** A failed flag counts as an error (002 §8). */
  failed?: boolean;
}

export const sendRatingAnswer = (hub: HubClient, answer: RatingAnswer) => hub.post<RatingAnswerResult>('ratings/answer', answer);
