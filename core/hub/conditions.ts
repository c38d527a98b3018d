/**
 * Terms and conditions per module (001 §3 "Conditions", §7; 002 §7 conditions/Rating): each text
 * comes with a default value (and may carry per-language values beside it).
 */
import type { HubClient } from './client';

/** A condition text: plain, or `{ default, de, … }`. CMS HTML (untrusted). */
export type ConditionText = string | { default?: string | null; [language: string]: string | null | undefined } | null;

export interface Conditions {
  conditionText?: ConditionText;
  additionalConditionText?: ConditionText;
  salesMessage?: ConditionText;
}

export type ConditionsType = 'Excursion' | 'Photoshop' | 'Rating' | 'dining' | 'spa' | 'activity';

export const findConditions = (hub: HubClient, type: ConditionsType) => hub.get<Conditions>(`conditions/${encodeURIComponent(type)}`);

/** GET conditions/allowed/{Excursion|Photoshop}: Excursion answers messages, Photoshop one message (001 §7). */
export interface AllowedAnswer {
  allowed: boolean;
  messages?: string[] | null;
  message?: string | null;
}

export const findAllowed = (hub: HubClient, type: 'Excursion' | 'Photoshop') => hub.get<AllowedAnswer>(`conditions/allowed/${type}`);
