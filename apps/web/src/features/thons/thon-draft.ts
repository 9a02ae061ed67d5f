import { type ThonFormValues, thonFormSchema } from './thon-form-values';

/** The half-filled wizard of one user on this browser, kept across reloads until the Thon exists. */
export type ThonDraft = { values: ThonFormValues; step: number; idempotencyKey: string };

const draftKey = (userId: string) => `pledgethon.thonDraft.${userId}`;

export function readDraft(userId: string): ThonDraft | null {
  try {
    const text = localStorage.getItem(draftKey(userId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ThonDraft>;
    // Only the shape is checked: a draft is unfinished, so its values may not pass the form's rules yet.
    if (typeof draft.idempotencyKey !== 'string' || typeof draft.step !== 'number' || !draft.values)
      return null;
    if (!thonFormSchema.keyof().options.every((part) => part in (draft.values as object))) return null;
    return draft as ThonDraft;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: ThonDraft): void {
  try {
    // NaN (an empty amount) does not survive JSON; null reads back as an empty field just the same.
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
