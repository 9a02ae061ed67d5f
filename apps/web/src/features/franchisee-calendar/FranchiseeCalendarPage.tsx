import '../../i18n/sections/franchisee-calendar';
import '../../i18n/sections/thons';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { CalendarEntry } from '@pledgethon/contracts';
import { shiftCalendarDate } from '@pledgethon/core';
import { calendarDateIn } from '@pledgethon/core/zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from './FranchiseeCalendarPage.module.css';
import { entryPath, useFranchiseeCalendar } from './franchisee-calendar.api';

// Dark enough for white text at WCAG AA on every kind.
const KIND_COLOURS: Record<CalendarEntry['Kind'], string> = {
  thon: '#1864ab',
  delivery: '#087f5b',
  reminder: '#862e9c',
};

/** /shop/franchiseecalander: the territory's Thons, deliveries and reminder dates by month or week. */
export function FranchiseeCalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useFranchiseeCalendar(range);

  const titleOf = (entry: CalendarEntry) => {
    const name = entry.Title;
    if (entry.Kind === 'thon') return t('franchiseeCalendar.entry.thon', { name, code: entry.EventCode });
    if (entry.Kind === 'delivery')
      return t('franchiseeCalendar.entry.delivery', { name, number: entry.OrderNumber ?? '' });
    const reminder = t(`thons.reminders.${entry.ReminderKey ?? 'LastChanceReminders'}`, {
      defaultValue: entry.ReminderKey ?? '',
    });
    return t('franchiseeCalendar.entry.reminder', { reminder, name });
  };

  const events: EventInput[] = (calendar.data?.Entries ?? []).map((entry, index) => ({
    id: `${entry.Kind}-${entry.OrderId ?? entry.ReminderKey ?? ''}-${entry.EventId}-${index}`,
    title: titleOf(entry),
    start: entry.Date,
    allDay: true,
    url: entryPath(entry),
    backgroundColor: KIND_COLOURS[entry.Kind],
    borderColor: KIND_COLOURS[entry.Kind],
    textColor: '#ffffff',
    extendedProps: { kind: entry.Kind },
  }));

  // The calendar shows whole weeks; it asks for exactly the days on screen. Its dates are the local
  // midnights of the first day shown and of the day after the last.
  const onDatesSet = (shown: DatesSetArg) => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = calendarDateIn(shown.start, zone);
    const to = shiftCalendarDate(calendarDateIn(shown.end, zone), -1);
    setRange((current) => (current?.from === from && current.to === to ? current : { from, to }));
  };

  // Entries are links (keyboard and screen readers see them as such); a click stays in the app.
  const onEventClick = (clicked: EventClickArg) => {
    clicked.jsEvent.preventDefault();
    if (clicked.event.url) navigate(clicked.event.url);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('franchiseeCalendar.title')}</Title>
          <Text c="gray.7">{t('franchiseeCalendar.intro')}</Text>
        </Stack>
        <Group gap="xs" aria-label={t('franchiseeCalendar.title')} role="list">
          {(Object.keys(KIND_COLOURS) as CalendarEntry['Kind'][]).map((kind) => (
            <Badge key={kind} role="listitem" color={KIND_COLOURS[kind]} variant="filled" radius="sm">
              {t(`franchiseeCalendar.legend.${kind}`)}
            </Badge>
          ))}
        </Group>
        <div data-testid="franchisee-calendar" className={classes.calendar}>
          <FullCalendar
            plugins={[dayGridPlugin]}
            initialView="dayGridMonth"
            locales={[esLocale]}
            locale={i18n.language.startsWith('es') ? 'es' : 'en'}
            headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridWeek' }}
            // Worded buttons: the calendar's own arrow icons are images without a text alternative.
            buttonIcons={false}
            buttonText={{
              prev: t('franchiseeCalendar.views.previous'),
              next: t('franchiseeCalendar.views.next'),
              month: t('franchiseeCalendar.views.month'),
              week: t('franchiseeCalendar.views.week'),
              today: t('franchiseeCalendar.views.today'),
            }}
            height="auto"
            dayMaxEvents={4}
            events={events}
            datesSet={onDatesSet}
            eventClick={onEventClick}
          />
        </div>
        {calendar.data && calendar.data.Entries.length === 0 && (
          <Text c="gray.7">{t('franchiseeCalendar.empty')}</Text>
        )}
      </Stack>
    </Container>
  );
}
