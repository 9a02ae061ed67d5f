import type { messageTemplates } from '../schema/index';

/** The demo organiser's own template, so the demo's template screen shows one that can be edited. */
export const DEMO_CUSTOM_TEMPLATE = {
  category: 'EmailReminderComingUp',
  messageType: 'email',
  templateName: 'Maple countdown (email)',
  messageSubject: 'Five days to [EVENT_NAME]!',
  messageBody: [
    'Hi [FIRSTNAME],',
    'Maple Elementary runs on [FUNRUN_DATE]. [PARTICIPANT_FIRSTNAME] is training for up to [MAX_UNITS] [UNITNAME_PLURAL].',
    '<a href="[PARTICIPANT_URL]">Pledge per [UNIT_NAME] or give once</a>',
  ]
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n'),
} satisfies Partial<typeof messageTemplates.$inferInsert>;
