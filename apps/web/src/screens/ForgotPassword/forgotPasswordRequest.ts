// Loaded when the form is first used: zod, the schemas and the API call stay out of the page's first load.
export { ForgotPasswordRequestSchema as schema } from '@welink/domain';
export { forgotPassword as send } from '../../api/auth';
