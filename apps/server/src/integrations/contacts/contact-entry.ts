import type { Contact } from '@pledgethon/contracts';
import { emailSchema, MAX_CONTACTS_IMPORT, mobileDigits } from '@pledgethon/core';

const NAME_MAX_LENGTH = 120;

const firstEmail = (emails: readonly string[]): string | null => {
  for (const email of emails) {
    const parsed = emailSchema.safeParse(email.trim());
    if (parsed.success) return parsed.data.toLowerCase();
  }
  return null;
};

const firstMobile = (phones: readonly string[]): string | null => {
  for (const phone of phones) {
    const digits = mobileDigits(phone);
    if (digits.length === 10) return digits;
  }
  return null;
};

/**
 * One address book entry as the pick list offers it: its name, first usable e-mail address and
 * first US mobile number. An entry with neither cannot be shared with and is left out (null).
 */
export function contactEntry(entry: {
  name: string;
  emails: readonly string[];
  phones: readonly string[];
}): Contact | null {
  const Email = firstEmail(entry.emails);
  const MobileNumber = firstMobile(entry.phones);
  if (Email === null && MobileNumber === null) return null;
  const name = entry.name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH);
  return { Name: name || (Email ?? MobileNumber ?? ''), Email, MobileNumber };
}

/** The usable entries, at most 700 (spec section 9), in the order the address book gave them. */
export function contactList(entries: Iterable<Parameters<typeof contactEntry>[0]>): Contact[] {
  const contacts: Contact[] = [];
  for (const entry of entries) {
    const contact = contactEntry(entry);
    if (contact) contacts.push(contact);
    if (contacts.length === MAX_CONTACTS_IMPORT) break;
  }
  return contacts;
}
