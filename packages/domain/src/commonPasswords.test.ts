import { describe, expect, it } from 'vitest';
import { LoginRequestSchema } from './auth.js';
import { isCommonPassword } from './commonPasswords.js';
import { MESSAGES } from './messages.js';
import {
  ChangePasswordFormSchema,
  ChangePasswordRequestSchema,
  ResetPasswordFormSchema,
  ResetPasswordRequestSchema,
} from './newPassword.js';
import { SignupRequestSchema } from './signup.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'PassWord', 'iloveyou', 'QWERTY123', 'dragon'])('refuses %s, whatever its case', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['secreto-seguro', 'clave-de-ana-1987', ' password', 'password '])('accepts %j', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('every schema that sets a password', () => {
  const signup = (password: string) => ({ name: 'Ana', email: 'ana@example.com', password, phone: { prefix: '+34', number: '600123456' } });

  it.each([
    ['sign-up', (p: string) => SignupRequestSchema.safeParse(signup(p))],
    ['reset', (p: string) => ResetPasswordRequestSchema.safeParse({ token: 't', newPassword: p })],
    ['reset form', (p: string) => ResetPasswordFormSchema.safeParse({ newPassword: p, confirmPassword: p })],
    ['change', (p: string) => ChangePasswordRequestSchema.safeParse({ currentPassword: 'la-actual-1', newPassword: p })],
    ['change form', (p: string) => ChangePasswordFormSchema.safeParse({ currentPassword: 'la-actual-1', newPassword: p, confirmPassword: p })],
  ])('%s refuses a common password with a Spanish message and accepts an uncommon one', (_label, parse) => {
    expect(firstMessage(parse('Iloveyou'))).toBe(MESSAGES.passwordTooCommon);
    expect(parse('una-clave-rara-2024').success).toBe(true);
  });

  it('still lets a member log in with a common password chosen before the rule', () => {
    expect(LoginRequestSchema.safeParse({ identifier: 'ana@example.com', password: 'password' }).success).toBe(true);
  });

  it('tells a too-short password by its length first', () => {
    expect(firstMessage(SignupRequestSchema.safeParse(signup('12345')))).toBe(MESSAGES.resetPasswordTooShort);
  });
});
