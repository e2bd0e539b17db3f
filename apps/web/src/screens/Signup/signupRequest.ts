// Loaded when the form is first used: zod, the schemas and the API call stay out of the page's first load.
import { MESSAGES, SignupRequestSchema } from '@welink/domain';
import { z } from 'zod';

export { signup as send } from '../../api/auth';

/** The sign-up request plus the terms box, which must be ticked but is not sent. */
export const schema = SignupRequestSchema.extend({
  acceptsTerms: z.boolean().refine((isAccepted) => isAccepted, { message: MESSAGES.termsRequired }),
}).transform(({ acceptsTerms: _accepted, ...request }) => request);
