import { EMAIL_PATTERN, type CheckBatchAnswer } from '@welink/domain';

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
  /** '+' and digits when the device stored it so; otherwise as typed, used for invitations only. */
  phone: string | null;
  email: string | null;
  selected: boolean;
  inWeLink: boolean;
  member: { _id: string; name: string } | null;
}

export const NO_NAME = 'Sin nombre';

const INTERNATIONAL = /^\+\d{4,15}$/;

export function isInternational(phone: string): boolean {
  return INTERNATIONAL.test(phone);
}

/**
 * '+34 600-12.34.56' → '+34600123456'. A number without '+' says nothing about its country,
 * so it is kept as typed (trimmed) and only ever used to invite.
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const compact = trimmed.replace(/[\s.\-()]/g, '');
  return isInternational(compact) ? compact : trimmed;
}

const firstText = (values: string[] | undefined) => values?.map((v) => v.trim()).find(Boolean);

/** Picker answers → contacts; those with neither phone nor email are dropped (spec part 2 §5). */
export function toImportedContacts(picked: readonly PickedContact[]): ImportedContact[] {
  const contacts: ImportedContact[] = [];
  picked.forEach((entry, index) => {
    const phones = (entry.tel ?? []).map(normalisePhone).filter((p): p is string => p !== null);
    const phone = phones.find(isInternational) ?? phones[0] ?? null;
    const email = (entry.email ?? []).map((e) => e.trim().toLowerCase()).find((e) => EMAIL_PATTERN.test(e)) ?? null;
    if (!phone && !email) return;
    contacts.push({ id: `c-${index}`, name: firstText(entry.name) ?? NO_NAME, phone, email, selected: false, inWeLink: false, member: null });
  });
  return contacts;
}

/** The only contact data that leaves the browser: international phones and emails, once each. */
export function checkBatchPayload(contacts: readonly ImportedContact[]): { phones: string[]; emails: string[] } {
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const contact of contacts) {
    if (contact.phone && isInternational(contact.phone)) phones.add(contact.phone);
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

/** The filter box: name, phone or email, ignoring case and accents. */
export function matchesFilter(contact: ImportedContact, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return [contact.name, contact.phone ?? '', contact.email ?? ''].some((field) => fold(field).includes(q));
}
