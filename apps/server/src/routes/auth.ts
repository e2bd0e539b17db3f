import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordRequestSchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  MESSAGES,
  MessageAnswerSchema,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
} from '@welink/domain';
import { clientKey, RATE_RULES } from '../plugins/rateLimit.js';
import { login } from '../services/accounts/login.js';
import { requestPasswordReset, resetPassword } from '../services/accounts/passwordReset.js';
import { signup } from '../services/accounts/signup.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limiter, background } = app.deps;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with an email or an international phone (+prefix number)',
        description: 'A pending or rejected account answers 403 with `status` once the password is right.',
        body: LoginRequestSchema,
        response: { 200: LoginAnswerSchema },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      await limiter.consume(reply, [
        { rule: RATE_RULES.loginPerIp, key: clientKey(request.ip) },
        { rule: RATE_RULES.loginPerIdentifier, key: identifier },
      ]);
      return login(app.deps, identifier, password);
    },
  );

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        summary: 'Ask to join; an administrator approves the account',
        description: 'Answers the same whether or not the email or phone is already registered.',
        body: SignupRequestSchema,
        response: { 201: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, [{ rule: RATE_RULES.signupPerIp, key: clientKey(request.ip) }]);
      const { notify } = await signup(app.deps, request.body);
      background.run('sign-up notice mail', notify);
      return reply.code(201).send({ message: MESSAGES.signupSuccess });
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link valid for one hour',
        description: 'Answers the same, at once, whether or not the email is registered.',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await limiter.consume(reply, [
        { rule: RATE_RULES.forgotPerIp, key: clientKey(request.ip) },
        { rule: RATE_RULES.forgotPerEmail, key: email },
      ]);
      background.run('password reset mail', requestPasswordReset(app.deps, email));
      return { message: MESSAGES.forgotAccepted };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link token (single use)',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(reply, [{ rule: RATE_RULES.resetPerIp, key: clientKey(request.ip) }]);
      await resetPassword(app.deps.db, request.body.token, request.body.newPassword);
      return { message: MESSAGES.resetSuccess };
    },
  );
};
