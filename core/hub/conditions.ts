/**
 * Terms and conditions per module (001 §3 "Conditions", §7; 002 §7 conditions/Rating) and the
 * "allowed" check of a guest (001 §7): the one typed call of each path. Each condition text comes
 * with a default value (and may carry per-language values beside it).
 */
import type { HubClient, HubRequestOptions } from './client';
import type { VenueModule } from './venues';

/** A condition text: plain, or `{ default, de, … }`. CMS HTML (untrusted). */
export type ConditionText = string | { default?: string | null; [language: string]: string | null | undefined } | null;

export interface Conditions {
  conditionText?: ConditionText;
  additionalConditionText?: ConditionText;
  salesMessage?: ConditionText;
}

/** The modules with terms: onboard excursions, the photo shop, feedback, and each time-slot module (conditions/{module}). */
export type ConditionsType = 'Excursion' | 'Photoshop' | 'Rating' | VenueModule;

/** GET conditions/{type}. */
export const findConditions = (hub: HubClient, type: ConditionsType, options?: HubRequestOptions) =>
  hub.get<Conditions>(`conditions/${encodeURIComponent(type)}`, undefined, options);

/** The modules with an allowed check. */
export type AllowedType = 'Excursion' | 'Photoshop';

/** GET conditions/allowed/{Excursion|Photoshop}: Excursion answers messages, Photoshop one message (001 §7). */
export interface AllowedAnswer {
  allowed: boolean;
  messages?: string[] | null;
  message?: string | null;
}

/** GET conditions/allowed/{type}: whether the signed-in guest may book or order (blocked guests may not). */
export const findAllowed = (hub: HubClient, type: AllowedType, options?: HubRequestOptions) =>
  hub.get<AllowedAnswer>(`conditions/allowed/${type}`, undefined, options);
