/**
 * The terms of a module and the guest's allowed check (001 §3 "Conditions", §7; 002 §7): one
 * query of each, keyed by the module's type, so every form asking for the same terms shares one
 * request; and the one way to pick their texts in the guest's language.
 *
 *   const conditions = useHubQuery(conditionsQuery, ['Photoshop']);
 *   const texts = conditions.data ? conditionTexts(conditions.data, language) : null;
 */
import { findAllowed, findConditions, type AllowedType, type ConditionText, type Conditions, type ConditionsType } from '../hub/conditions';
import { hasText } from '../html/text';
import { hubQuery } from './define';

/** GET conditions/{type}: the texts of a module's terms (an empty answer: no terms). */
export const conditionsQuery = hubQuery('conditions', 'conditions', (hub, type: ConditionsType) => findConditions(hub, type).then((answer) => answer ?? {}));

/** GET conditions/allowed/{type}: the signed-in guest's own verdict (with the hub's messages, in their language). */
export const allowedQuery = hubQuery('conditions', 'allowed', (hub, type: AllowedType) => findAllowed(hub, type), { personal: true });

/** A condition text in the guest's language, else its default; null when there is none (blank HTML counts as none). */
export function conditionTextIn(value: ConditionText | undefined, language: string): string | null {
  const text = typeof value === 'string' ? value : value ? value[language] || value.default : null;
  return text && hasText(text) ? text : null;
}

export interface ConditionTexts {
  condition: string | null;
  additional: string | null;
  /** Shown with the terms, but nothing to accept. */
  sales: string | null;
  /** What the guest accepts: the condition and the additional text that have any text; none, nothing to accept. */
  terms: string[];
}

/** The texts of a module's terms in the guest's language (CMS HTML, to show through SafeHtml). */
export function conditionTexts(conditions: Conditions, language: string): ConditionTexts {
  const condition = conditionTextIn(conditions.conditionText, language);
  const additional = conditionTextIn(conditions.additionalConditionText, language);
  const terms = [condition, additional].filter((text) => text !== null);
  return { condition, additional, sales: conditionTextIn(conditions.salesMessage, language), terms };
}
