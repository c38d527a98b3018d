/** Ratings and feedback (spec 002 §3, §4, §5, §7). */
import type { HubClient } from './client';
import type { Id } from './content';

export interface RatingsConfig {
  /** /userratings and /allratings lead to the open /ratings pages (002 §2). */
  useAnonymousMode?: boolean;
}

/** A single or multiple choice (002 §3). */
export interface RatingField {
  id: number;
  title: string;
  values: string[];
  /** Mandatory unless explicitly false (002 §5). */
  mandatory?: boolean;
  multipleChoice?: boolean;
  sortOrder?: number;
}

/** A text, small-text or 10-star rating question (002 §3). */
export interface RatingQuestion {
  id: number;
  question: string;
  inputText?: boolean;
  inputTextSmall?: boolean;
  inputRating?: boolean;
  /** Mandatory unless explicitly false (002 §5). */
  mandatory?: boolean;
  sortOrder?: number;
}

export interface RatingProfile {
  id: number;
  title: string;
  /** CMS HTML (untrusted). */
  description?: string | null;
  /** The guest accepts the terms (conditions/Rating) before sending, when they have a text. */
  acceptTandC?: boolean;
  allInOne?: boolean;
  imageId?: Id | null;
  fields?: RatingField[] | null;
  questions?: RatingQuestion[] | null;
}

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

const seg = (id: Id) => encodeURIComponent(String(id));

export const findRatingsConfig = (hub: HubClient) => hub.get<RatingsConfig>('ratings/config');
/** The profiles of the ratings list (allInOne false) or of the all-in-one page (true). */
export const findRatingProfiles = (hub: HubClient, allInOne: boolean) => hub.get<RatingProfile[]>('ratings/profiles', { allInOne });
export const findRatingProfile = (hub: HubClient, id: Id) => hub.get<RatingProfile>(`ratings/profiles/${seg(id)}`);
export const sendRatingAnswer = (hub: HubClient, answer: RatingAnswer) => hub.post<RatingAnswerResult>('ratings/answer', answer);
