// Loaded when the form is first used: zod, the schemas and the API call stay out of the page's first load.
export { ResetPasswordFormSchema as schema } from '@welink/domain';
export { resetPassword as send } from '../../api/auth';
