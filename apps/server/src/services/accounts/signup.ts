import type { SignupRequestSchema } from '@welink/domain';
import type { z } from 'zod';
import { hashPassword } from '../../adapters/passwords.js';
import type { Mailer } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import { findUserByEmail, findUserByPhone, insertUser } from '../../db/queries/users.js';
import { signupAttemptMail } from './mails.js';

export interface SignupDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/**
 * Creates a pending account. An email or phone that is already registered gets
 * the same answer (no account enumeration); its owner is told by mail instead.
 */
export async function signup(deps: SignupDeps, input: z.output<typeof SignupRequestSchema>): Promise<{ notify?: Promise<void> }> {
  const passwordHash = await hashPassword(input.password);
  const created = await insertUser(deps.db, { name: input.name, email: input.email, phone: input.phone, passwordHash });
  if (created) return {};
  const owner =
    (await findUserByEmail(deps.db, input.email)) ??
    (await findUserByPhone(deps.db, `${input.phone.prefix}${input.phone.number}`));
  if (!owner) return {};
  const mail = signupAttemptMail(owner, `${deps.appUrl}/login`, `${deps.appUrl}/forgot-password`);
  return { notify: deps.mailer.send(mail) };
}
