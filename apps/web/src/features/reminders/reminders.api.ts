import {
  messageTemplatesArchiveTemplateRoute,
  messageTemplatesGetActiveMessageTemplatesByUserIdRoute,
  messageTemplatesGetReminderTimesByUserTimeZoneRoute,
  messageTemplatesGetTemplateBodyByTemplateIdRoute,
  messageTemplatesSaveReminderCustomTemplateRoute,
  messageTemplatesUpdateCustomReminderTemplateRoute,
  type ReminderSettings,
  remindersGetReminderSettingsRoute,
  remindersSaveReminderSettingRoute,
  type SaveCustomTemplateRequest,
  type SaveReminderSettingRequest,
  type UpdateCustomTemplateRequest,
} from '@pledgethon/contracts';
import { messages, type ReminderKey } from '@pledgethon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../api/app-error';
import { callApi, requestHeaders, toAppError } from '../../api/client';

const settingsKey = (eventCode: string) => ['reminder-settings', eventCode.toLowerCase()];

export function useReminderSettings(eventCode: string) {
  return useQuery({
    queryKey: settingsKey(eventCode),
    queryFn: () => callApi(remindersGetReminderSettingsRoute, { params: { eventCode } }),
  });
}

export function useSaveReminderSetting(eventCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveReminderSettingRequest) =>
      callApi(remindersSaveReminderSettingRoute, { body: request }),
    onSuccess: (settings: ReminderSettings) => client.setQueryData(settingsKey(eventCode), settings),
  });
}

/** The default send times on the clock of the zone a reminder is being set in. */
export function useReminderTimes(zone: string) {
  return useQuery({
    queryKey: ['reminder-times', zone],
    queryFn: () =>
      callApi(messageTemplatesGetReminderTimesByUserTimeZoneRoute, { params: { zoneAbbr: zone } }),
    staleTime: 60_000,
    retry: false,
  });
}

const templatesKey = (userId: string, key: ReminderKey) => ['message-templates', userId, key];

export function useActiveTemplates(userId: string, key: ReminderKey) {
  return useQuery({
    queryKey: templatesKey(userId, key),
    queryFn: () =>
      callApi(messageTemplatesGetActiveMessageTemplatesByUserIdRoute, {
        params: { userId, reminderKey: key },
      }),
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
      callApi(messageTemplatesSaveReminderCustomTemplateRoute, { body: request }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (request: UpdateCustomTemplateRequest) =>
      callApi(messageTemplatesUpdateCustomReminderTemplateRoute, { body: request }),
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (id: string) => callApi(messageTemplatesArchiveTemplateRoute, { params: { id } }),
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
      const route = messageTemplatesGetTemplateBodyByTemplateIdRoute;
      const response = await fetch(route.path, {
        method: route.method,
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
