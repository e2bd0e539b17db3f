import type { ErrorCode } from '@welink/domain';
import type { UserRow } from '../db/schema/index.js';

/** Who is asking: the signed-in member as the auth plugin found them. */
export type Viewer = Pick<UserRow, 'id' | 'isAdmin' | 'status'>;

/** Why an action is refused: the code (and so the HTTP status) and Spanish text the API answers. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** A permission rule: nothing when the viewer may act, else the refusal. Pure: it reads only what it is given. */
export type Rule<R> = (viewer: Viewer, resource: R) => Refusal | undefined;

/**
 * A resource read through a visibility rule in SQL: the row, or undefined when it does not
 * exist or the viewer may not see it. Both are answered alike, so an id reveals nothing.
 */
export type Found<T> = T | undefined;

export const refuse = (code: ErrorCode, message: string): Refusal => ({ code, message });

/** Declares a rule with its resource type, so authorize can check each call's resource against it. */
export const rule = <R>(check: Rule<R>): Rule<R> => check;
