import { emailTestAdminFranchiseeEmailContactRoute } from '@pledgethon/contracts';
import type { Role } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createPerson, sessionHeaders } from '../../../testing/people';
import type { TestApp } from '../../../testing/test-app';
import { storeCaptchaChallenge } from '../../captcha/captcha.service';

const CONTACT_URL = emailTestAdminFranchiseeEmailContactRoute.path;

export type ContactFields = Partial<
  Record<
    'From' | 'FromName' | 'Subject' | 'Message' | 'jiraIssueType' | 'CaptchaId' | 'CaptchaAnswer',
    string
  >
>;

export const validFields = (overrides: ContactFields = {}): ContactFields => ({
  From: 'principal@lincoln-elementary.org',
  FromName: 'Maria Lopez',
  Subject: 'Pledge totals look wrong',
  Message: 'Our Thon shows 0 laps for Room 12.\n\nCould you take a look?',
  jiraIssueType: 'problem',
  ...overrides,
});

/** The multipart body the contact modal sends. */
export function contactForm(
  fields: ContactFields,
  files: { name: string; type: string; content: string | Uint8Array<ArrayBuffer> }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('Files', new Blob([file.content], { type: file.type }), file.name);
  return form;
}

/** A captcha whose answer the test knows, kept the way GET /api/Captcha/New keeps one. */
export async function knownCaptcha(testApp: TestApp, answer = 'K7PQ3', now?: Date) {
  const captchaId = await storeCaptchaChallenge(testApp.database.db, { answer, ...(now ? { now } : {}) });
  return { CaptchaId: captchaId, CaptchaAnswer: answer };
}

export function postContact(testApp: TestApp, form: FormData, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: CONTACT_URL, payload: form, headers });
}

/** Headers of a signed-in user holding the role; franchisee roles come with a franchisee of their own. */
export async function signedInAs(testApp: TestApp, role: Role) {
  const db = testApp.database.db;
  const franchiseeId = role.startsWith('franchisee')
    ? (await db.insert(schema.franchisees).values({ name: 'North Territory' }).returning())[0]?.id
    : undefined;
  const person = await createPerson(db, { roles: [{ role, ...(franchiseeId ? { franchiseeId } : {}) }] });
  return { person, headers: await sessionHeaders(db, { userId: person.id }) };
}
