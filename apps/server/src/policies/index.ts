import { AppError } from '../errors.js';
import { eventRules } from './events.js';
import { guideRules } from './guides.js';
import { importRules } from './imports.js';
import { itemRules } from './items.js';
import { notificationRules } from './notifications.js';
import { responseRules } from './responses.js';
import type { Rule, Viewer } from './rule.js';
import { userRules } from './users.js';

/**
 * Every permission rule of the API, by action. Services call authorize before they act; routes
 * only say who is asking (the auth plugin). Visibility that must be decided in SQL for speed is
 * named by the policy files too (visibility.ts, canReadGuideSql, canSeeResponse).
 */
const rules = { ...itemRules, ...eventRules, ...responseRules, ...guideRules, ...userRules, ...notificationRules, ...importRules };

export type Action = keyof typeof rules;
export type ResourceOf<A extends Action> = Parameters<(typeof rules)[A]>[1];
export type { Viewer } from './rule.js';

/**
 * Throws the AppError the API answers when the viewer may not do the action (its code, status
 * and Spanish text); otherwise returns, and a resource that may have been missing is known to be there.
 */
export function authorize<A extends Action>(viewer: Viewer, action: A, resource: ResourceOf<A>): asserts resource is NonNullable<ResourceOf<A>> {
  const refusal = (rules[action] as Rule<ResourceOf<A>>)(viewer, resource);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
