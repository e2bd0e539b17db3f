import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationText } from '@welink/domain';
import { activateLocale, i18n } from '../../i18n/i18n';
import './messages';

/**
 * A notification reads the same on this screen and in the push to a device: the screen's
 * catalogues, the domain's notificationText (its Spanish) and the server's `push.<kind>` (its
 * English; the server's tests hold its Spanish to notificationText).
 */
const facts = { name: 'Bruno', title: 'Dune', rating: 4 };
// Read as a file: imported, a catalogue is compiled for the web's runtime. Tests run from the repository or from apps/web.
const SERVER_ENGLISH = 'apps/server/src/i18n/messages.en.json';
const repository = [process.cwd(), path.resolve(process.cwd(), '../..')].find((dir) => fs.existsSync(path.join(dir, SERVER_ENGLISH)))!;
const serverEnglish = JSON.parse(fs.readFileSync(path.join(repository, SERVER_ENGLISH), 'utf8')) as Record<string, string>;
const filled = (pattern: string) => pattern.replace(/\{(\w+)\}/g, (_, name: keyof typeof facts) => String(facts[name]));

afterAll(() => activateLocale('es'));

describe('what a notification says', () => {
  it.each(NOTIFICATION_KINDS)('%s: the screen says in Spanish what the domain and a push say', async (kind) => {
    await activateLocale('es');
    expect(i18n.t(`notifications.kind.${kind}`, facts)).toBe(notificationText({ kind, actor: { name: facts.name }, title: facts.title, rating: facts.rating }));
  });

  it.each(NOTIFICATION_KINDS)('%s: the screen says in English what a push says', async (kind) => {
    await activateLocale('en');
    expect(i18n.t(`notifications.kind.${kind}`, facts)).toBe(filled(serverEnglish[`push.${kind}`]!));
  });
});
