import { describe, expect, it } from 'vitest';
import { accountApprovedMail, resetPasswordMail, signupAttemptMail } from './mails.js';

/** The account mails in the member's language (ADR 0027): English when chosen, Spanish otherwise. */
describe('account mails', () => {
  const to = (language: string | null) => ({ email: 'eve@example.com', name: 'Eve', language });
  const mails = {
    reset: (language: string | null) => resetPasswordMail(to(language), 'https://welink.example/reset?token=t'),
    signupAttempt: (language: string | null) => signupAttemptMail(to(language), 'https://welink.example/login', 'https://welink.example/forgot-password'),
    approved: (language: string | null) => accountApprovedMail(to(language), 'https://welink.example/login'),
  };

  it.each(Object.entries(mails))('writes %s in English to a member who chose it', (_, mail) => {
    const english = mail('en');
    expect(english.text).toMatch(/^Hello, Eve:\n\n/);
    expect(english.text).toMatch(/— The WeLink team\n$/);
    expect(english.html).toContain('<html lang="en">');
    expect(`${english.subject} ${english.text}`).not.toMatch(/Hola|contraseña|cuenta|equipo|sesión/);
  });

  it.each(Object.entries(mails))('writes %s in Spanish to a member without a language, as to one who chose Spanish', (_, mail) => {
    expect(mail(null)).toEqual(mail('es'));
    expect(mail(null).text).toMatch(/^Hola, Eve:\n\n[\s\S]*— El equipo de WeLink\n$/);
  });

  it('keeps the Spanish subjects', () => {
    expect([mails.reset(null), mails.signupAttempt(null), mails.approved(null)].map((m) => m.subject)).toEqual([
      'Restablece tu contraseña de WeLink',
      'Intento de registro en WeLink',
      'Tu cuenta de WeLink ha sido aprobada',
    ]);
    expect([mails.reset('en'), mails.signupAttempt('en'), mails.approved('en')].map((m) => m.subject)).toEqual([
      'Reset your WeLink password',
      'Sign-up attempt on WeLink',
      'Your WeLink account has been approved',
    ]);
  });
});
