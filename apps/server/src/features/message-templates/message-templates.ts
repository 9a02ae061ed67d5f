import type {
  ActiveTemplates,
  CustomTemplateResult,
  MessageTemplate,
  SaveCustomTemplateRequest,
  UpdateCustomTemplateRequest,
} from '@pledgethon/contracts';
import { messages, type ReminderKey } from '@pledgethon/core';
import type { Database, Executor, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import {
  archiveTemplate,
  findOwnActiveCustomTemplate,
  findVisibleTemplate,
  insertCustomTemplate,
  listActiveTemplates,
  reattachReminders,
  updateCustomTemplate,
} from './message-templates.queries';
import { sanitizeTemplateHtml } from './template-html';

/** A text message spans at most three segments of 160 characters before carriers split it oddly. */
const SMS_BODY_MAX_LENGTH = 480;

const toContract = (row: typeof schema.messageTemplates.$inferSelect): MessageTemplate => ({
  Id: row.id,
  TemplateName: row.templateName,
  MessageSubject: row.messageSubject,
  MessageBody: row.messageBody,
  MessageType: row.messageType,
  IsCustom: row.isCustom,
  IsActive: row.isActive,
  Category: row.category,
});

export async function readActiveTemplates(
  db: Executor,
  query: { userId: string; category: ReminderKey },
): Promise<ActiveTemplates> {
  return { Templates: (await listActiveTemplates(db, query)).map(toContract) };
}

/** An e-mail keeps a subject and sanitised HTML; a text message is plain text of SMS length. */
function contentOf(
  messageType: 'email' | 'sms',
  { Subject, Body }: { Subject: string | null; Body: string },
): { messageSubject: string | null; messageBody: string } {
  if (messageType === 'sms') {
    if (Body.length > SMS_BODY_MAX_LENGTH) throw new AppError('validation', messages.textTooLong);
    return { messageSubject: null, messageBody: Body };
  }
  const messageBody = sanitizeTemplateHtml(Body).trim();
  if (!Subject || !messageBody) throw new AppError('validation', messages.reviewRequiredFields);
  return { messageSubject: Subject, messageBody };
}

export async function saveCustomTemplate(
  db: Database,
  { userId, request }: { userId: string; request: SaveCustomTemplateRequest },
): Promise<CustomTemplateResult> {
  const content = contentOf(request.MessageType, request);
  return db.transaction(async (tx) => {
    const id = await insertCustomTemplate(tx, {
      ownerUserId: userId,
      templateName: request.Name,
      messageType: request.MessageType,
      category: request.Category,
      ...content,
    });
    const { Templates } = await readActiveTemplates(tx, { userId, category: request.Category });
    return { Item1: true, Item2: messages.saved, Item3: Templates, Item4: id };
  });
}

export async function updateOwnTemplate(
  db: Database,
  { userId, request }: { userId: string; request: UpdateCustomTemplateRequest },
): Promise<CustomTemplateResult> {
  return db.transaction(async (tx) => {
    // Built-in texts and other people's templates are not editable: refused as if they did not exist.
    const template = await findOwnActiveCustomTemplate(tx, { userId, id: request.Id });
    if (!template) throw new AppError('not_found', messages.templateLoadFailed);
    await updateCustomTemplate(tx, {
      id: template.id,
      values: {
        templateName: request.Name,
        category: request.Category,
        ...contentOf(template.messageType, request),
      },
    });
    const { Templates } = await readActiveTemplates(tx, { userId, category: request.Category });
    return { Item1: true, Item2: messages.saved, Item3: Templates, Item4: template.id };
  });
}

/**
 * Archives one of the user's custom templates, never the last active one of its category, and moves
 * the reminders that used it to the first remaining one (same channel first), so none is left without.
 */
export async function archiveOwnTemplate(db: Database, { userId, id }: { userId: string; id: string }) {
  await db.transaction(async (tx) => {
    const template = await findOwnActiveCustomTemplate(tx, { userId, id });
    if (!template) throw new AppError('not_found', messages.templateLoadFailed);
    const others = (await listActiveTemplates(tx, { userId, category: template.category })).filter(
      (other) => other.id !== template.id,
    );
    const next = others.find((other) => other.messageType === template.messageType) ?? others[0];
    if (!next) throw new AppError('rule', messages.lastTemplateInCategory);
    await archiveTemplate(tx, { id: template.id });
    await reattachReminders(tx, { fromId: template.id, toId: next.id });
  });
}

/** A template's body as HTML: e-mail bodies sanitised, text messages escaped into a paragraph. */
export async function readTemplateBody(
  db: Executor,
  { userId, id, category }: { userId: string; id: string; category: ReminderKey },
): Promise<string> {
  const template = await findVisibleTemplate(db, { userId, id });
  if (!template || template.category !== category)
    throw new AppError('not_found', messages.templateLoadFailed);
  if (template.messageType === 'email') return sanitizeTemplateHtml(template.messageBody);
  return sanitizeTemplateHtml(`<p>${escapeText(template.messageBody)}</p>`);
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
