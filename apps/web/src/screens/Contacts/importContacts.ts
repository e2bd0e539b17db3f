import { EMAIL_PATTERN, normalisePhone, type CheckBatchAnswer } from '@welink/domain';
import { i18n } from '../../i18n/i18n';
// Registers the Contacts texts in the catalogue.
import './messages';

/** What the Contact Picker API answers per contact (every field may be missing or empty). */
export interface PickedContact {
  name?: string[];
  tel?: string[];
  email?: string[];
}

interface ContactPicker {
  select(properties: Array<'name' | 'tel' | 'email'>, options?: { multiple?: boolean }): Promise<PickedContact[]>;
}

/** The device contact picker (Chrome and Edge on Android), or null where the browser has none. */
export function contactPicker(): ContactPicker | null {
  if (typeof navigator === 'undefined' || !('contacts' in navigator) || !('ContactsManager' in window)) return null;
  return (navigator as Navigator & { contacts: ContactPicker }).contacts;
}

/** An imported device contact: kept in this page only (spec part 2 §3). */
export interface ImportedContact {
  /** Position in the picked list: device contacts have no id of their own. */
  id: string;
  name: string;
  /** E.164, read in the member's own country when the device stored it without '+'. */
  phone: string | null;
  /** The same number as people read it: "+34 699 00 02 22". */
  phoneText: string | null;
  email: string | null;
  selected: boolean;
  inWeLink: boolean;
  member: { _id: string; name: string } | null;
}

const firstText = (values: string[] | undefined) => values?.map((v) => v.trim()).find(Boolean);

/**
 * Picker answers → contacts. Each keeps its first number that is a valid phone, in E.164 (a
 * number without '+' is read with `ownPrefix`, the member's own). Contacts with neither a
 * phone nor an email are dropped (spec part 2 §5).
 */
export function toImportedContacts(picked: readonly PickedContact[], ownPrefix: string): ImportedContact[] {
  const contacts: ImportedContact[] = [];
  picked.forEach((entry, index) => {
    const phone = (entry.tel ?? []).map((tel) => normalisePhone(tel, ownPrefix)).find((p) => p !== null) ?? null;
    const email = (entry.email ?? []).map((e) => e.trim().toLowerCase()).find((e) => EMAIL_PATTERN.test(e)) ?? null;
    if (!phone && !email) return;
    contacts.push({
      id: `c-${index}`,
      name: firstText(entry.name) ?? i18n.t('contacts.import.noName'),
      phone: phone?.e164 ?? null,
      phoneText: phone?.international ?? null,
      email,
      selected: false,
      inWeLink: false,
      member: null,
    });
  });
  return contacts;
}

/** The only contact data that leaves the browser: E.164 phones and emails, once each. */
export function checkBatchPayload(contacts: readonly ImportedContact[]): { phones: string[]; emails: string[] } {
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const contact of contacts) {
    if (contact.phone) phones.add(contact.phone);
    if (contact.email) emails.add(contact.email);
  }
  return { phones: [...phones], emails: [...emails] };
}

/** Marks the contacts whose email or phone belongs to one of the members the server found. */
export function applyMembers(contacts: readonly ImportedContact[], users: CheckBatchAnswer['users']): ImportedContact[] {
  return contacts.map((contact) => {
    const member = users.find(
      (user) =>
        (contact.email !== null && user.email?.toLowerCase() === contact.email) ||
        (contact.phone !== null && user.phone != null && `${user.phone.prefix}${user.phone.number}` === contact.phone),
    );
    return member ? { ...contact, inWeLink: true, member: { _id: member._id, name: member.name } } : contact;
  });
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The filter box: name, phone or email, ignoring case and accents; a phone also by its digits. */
export function matchesFilter(contact: ImportedContact, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  if ([contact.name, contact.phoneText ?? '', contact.email ?? ''].some((field) => fold(field).includes(q))) return true;
  const digits = digitsOf(q);
  return digits.length >= 3 && digits === q.replace(/[\s+.\-()]/g, '') && contact.phone !== null && digitsOf(contact.phone).includes(digits);
}
