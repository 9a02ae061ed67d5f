import '../../i18n/sections/sharing';
import { Alert, Button, Pill, Stack, TagsInput } from '@mantine/core';
import type { ShareResult } from '@pledgethon/contracts';
import {
  formatUsMobile,
  GUEST_SHARE_MAX_EMAILS,
  GUEST_SHARE_MAX_TEXTS,
  MAX_EMAIL_RECIPIENTS,
  MAX_SMS_RECIPIENTS,
  messages,
  type ShareAddresses,
  shareEmailAddresses,
  shareMobileNumbers,
} from '@pledgethon/core';
import { formatDateTime } from '@pledgethon/core/zones';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../api/app-error';
import classes from './ShareForms.module.css';
import { type RecipientsCall, useGuestShare, useShare } from './sharing.api';

type ListProps = { values: string[]; onChange: (values: string[]) => void };
type ParticipantListProps = ListProps & { participantId: string };
type GuestListProps = ListProps & { token: string };
/** A participant's share or a donor's: both send a list and answer what happened. */
type SendShare = { isPending: boolean; mutateAsync: (call: RecipientsCall) => Promise<ShareResult> };

type Channel = {
  kind: 'email' | 'text';
  max: number;
  check: (values: readonly string[]) => ShareAddresses;
  /** What a list with an entry that is not an address or number says (spec section 5 for e-mail). */
  invalid: string;
  splitChars: string[];
  /** How an entry shows once typed. */
  shown: (value: string) => string;
};

// A number is shown as (xxx) xxx-xxxx as soon as it has its 10 digits; anything else stays as typed.
const shownNumber = (value: string) => {
  const checked = shareMobileNumbers([value]);
  return checked.ok && checked.addresses[0] ? formatUsMobile(checked.addresses[0]) : value;
};

const CHANNELS: Record<'email' | 'text', Channel> = {
  email: {
    kind: 'email',
    max: MAX_EMAIL_RECIPIENTS,
    check: shareEmailAddresses,
    invalid: messages.invalidEmailFormat,
    splitChars: [',', ' ', ';'],
    shown: (value) => value,
  },
  text: {
    kind: 'text',
    max: MAX_SMS_RECIPIENTS,
    check: shareMobileNumbers,
    invalid: messages.invalidPhone,
    splitChars: [',', ';'],
    shown: shownNumber,
  },
};

/** One share's recipients; one entry that is not an address stops the whole share, nothing is sent. */
function RecipientsForm({
  channel,
  share,
  values,
  onChange,
}: ListProps & { channel: Channel; share: SendShare }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  // The entries that stopped the share: only these are marked, and the message names them.
  const [bad, setBad] = useState<readonly string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const said = (result: ShareResult) => {
    if (!result.HeldUntil) return result.Message;
    const when = formatDateTime(new Date(result.HeldUntil), Intl.DateTimeFormat().resolvedOptions().timeZone);
    return `${result.Message} ${t('sharing.text.heldUntil', { when })}`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const checked = channel.check(values);
    if (!checked.ok) {
      setBad(checked.invalid);
      return setProblem(
        t('sharing.notSent', { problem: channel.invalid, entries: checked.invalid.join(', ') }),
      );
    }
    if (checked.addresses.length === 0) return setProblem(messages.reviewRequiredFields);
    setProblem(null);
    share.mutateAsync({ kind: channel.kind, addresses: checked.addresses }).then(
      (result) => {
        setDone(said(result));
        onChange([]);
      },
      (error) => setProblem(error instanceof AppError ? error.message : messages.unexpectedError),
    );
  };
  return (
    <Stack component="form" onSubmit={submit} gap="sm">
      <TagsInput
        label={t(`sharing.${channel.kind}.label`)}
        description={t(`sharing.${channel.kind}.description`, { max: channel.max })}
        value={values}
        onChange={(next) => {
          setProblem(null);
          setBad([]);
          onChange(next.map(channel.shown));
        }}
        maxTags={channel.max}
        splitChars={channel.splitChars}
        acceptValueOnBlur
        clearable
        error={problem}
        renderPill={({ value, onRemove }) => (
          <Pill
            withRemoveButton
            onRemove={onRemove}
            data-invalid={bad.includes(value ?? '') || undefined}
            className={classes.pill}
          >
            {value}
          </Pill>
        )}
      />
      <Button type="submit" loading={share.isPending} disabled={values.length === 0}>
        {t(`sharing.${channel.kind}.send`)}
      </Button>
      {done && (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      )}
    </Stack>
  );
}

/** E-mail addresses, at most 100. */
export function EmailShareForm({ participantId, ...props }: ParticipantListProps) {
  return <RecipientsForm channel={CHANNELS.email} share={useShare(participantId)} {...props} />;
}

/** Mobile numbers, at most 30, sent as their 10 digits; held texts say when they will go out. */
export function TextShareForm({ participantId, ...props }: ParticipantListProps) {
  return <RecipientsForm channel={CHANNELS.text} share={useShare(participantId)} {...props} />;
}

/** A donor's e-mail share from their pledge's link: fewer addresses (decision 097). */
export function GuestEmailShareForm({ token, ...props }: GuestListProps) {
  const channel = { ...CHANNELS.email, max: GUEST_SHARE_MAX_EMAILS };
  return <RecipientsForm channel={channel} share={useGuestShare(token)} {...props} />;
}

/** A donor's text share from their pledge's link. */
export function GuestTextShareForm({ token, ...props }: GuestListProps) {
  const channel = { ...CHANNELS.text, max: GUEST_SHARE_MAX_TEXTS };
  return <RecipientsForm channel={channel} share={useGuestShare(token)} {...props} />;
}
