import {
  activeTemplatesSchema,
  customTemplateResultSchema,
  type ReminderSettings,
  reminderSettingsSchema,
  reminderTimesSchema,
  type SaveCustomTemplateRequest,
  type SaveReminderSettingRequest,
  type UpdateCustomTemplateRequest,
} from '@pledgethon/contracts';
import { messages, type ReminderKey } from '@pledgethon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AppError } from '../../api/app-error';
import { apiRequest, requestHeaders, toAppError } from '../../api/client';

const settingsKey = (eventCode: string) => ['reminder-settings', eventCode.toLowerCase()];

export function useReminderSettings(eventCode: string) {
  return useQuery({
    queryKey: settingsKey(eventCode),
    queryFn: () =>
      apiRequest('GET', `/api/Reminders/GetReminderSettings/${encodeURIComponent(eventCode)}`, {
        schema: reminderSettingsSchema,
      }),
  });
}

export function useSaveReminderSetting(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveReminderSettingRequest) =>
      apiRequest('POST', '/api/Reminders/SaveReminderSetting', {
        body: request,
        schema: reminderSettingsSchema,
      }),
    onSuccess: (settings: ReminderSettings) => client.setQueryData(settingsKey(eventCode), settings),
  });
}

/** The default send times on the clock of the zone a reminder is being set in. */
export function useReminderTimes(zone: string) {
  return useQuery({
    queryKey: ['reminder-times', zone],
    queryFn: () =>
      apiRequest('GET', `/api/MessageTemplates/GetReminderTimesByUserTimeZone/${encodeURIComponent(zone)}`, {
        schema: reminderTimesSchema,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

const templatesKey = (userId: string, key: ReminderKey) => ['message-templates', userId, key];

export function useActiveTemplates(userId: string, key: ReminderKey) {
  return useQuery({
    queryKey: templatesKey(userId, key),
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/MessageTemplates/GetActiveMessageTemplatesByUserId/${encodeURIComponent(userId)}/${key}`,
        { schema: activeTemplatesSchema },
      ),
    retry: false,
  });
}

/** Saves, updates and archives a template; each puts the category's fresh list in place. */
export function useTemplateCommands(userId: string, key: ReminderKey, eventCode: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: templatesKey(userId, key) }),
      client.invalidateQueries({ queryKey: settingsKey(eventCode) }),
    ]);
  const save = useMutation({
    mutationFn: (request: SaveCustomTemplateRequest) =>
      apiRequest('POST', '/api/MessageTemplates/saveReminderCustomTemplate/', {
        body: request,
        schema: customTemplateResultSchema,
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (request: UpdateCustomTemplateRequest) =>
      apiRequest('POST', '/api/MessageTemplates/updateCustomReminderTemplate/', {
        body: request,
        schema: customTemplateResultSchema,
      }),
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (id: string) =>
      apiRequest('GET', `/api/MessageTemplates/ArchiveTemplate/${encodeURIComponent(id)}`, {
        schema: z.literal('true'),
      }),
    onSuccess: refresh,
  });
  return { save, update, archive };
}

/** A template's body as the server serves it: sanitised HTML, not JSON. */
export function useTemplateBody(id: string | null, category: ReminderKey) {
  return useQuery({
    queryKey: ['template-body', id, category],
    enabled: id !== null,
    retry: false,
    queryFn: async () => {
      const body = { Id: id, CategoryName: category };
      const response = await fetch('/api/MessageTemplates/getTemplateBodyByTemplateId/', {
        method: 'POST',
        headers: requestHeaders(body),
        body: JSON.stringify(body),
      }).catch((cause: unknown) => {
        throw new AppError(0, messages.templateLoadFailed, {}, { cause });
      });
      if (!response.ok) throw toAppError(response.status, await response.json().catch(() => null));
      return response.text();
    },
  });
}
