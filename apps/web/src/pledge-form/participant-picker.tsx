import type { PledgeParticipants } from '@pledgethon/contracts';
import { fieldIdOf } from './fields';
import { useTexts } from './use-texts';

export type Pickable = PledgeParticipants['Participants'];

/**
 * The participant a pledge entered for a donor goes to, among those the signed-in caller may choose:
 * the browser's own list, searchable by typing and native on phones.
 */
export function ParticipantPicker(props: {
  participants: Pickable;
  value: string | null;
  onPick: (participantId: string) => void;
  error: string | null;
}) {
  const { t } = useTexts();
  const id = fieldIdOf('ParticipantId');
  return (
    <div className="field">
      <label htmlFor={id}>
        {t('form.participant')}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p className="hint" id="participant-hint">
        {t('form.participantHint')}
      </p>
      <select
        id={id}
        className="input"
        required
        value={props.value ?? ''}
        onChange={(event) => event.currentTarget.value && props.onPick(event.currentTarget.value)}
        aria-describedby={props.error ? 'participant-hint participant-error' : 'participant-hint'}
        aria-invalid={props.error ? true : undefined}
      >
        <option value="" disabled hidden>
          {t('form.participant')}
        </option>
        {props.participants.map((participant) => (
          <option key={participant.Id} value={participant.Id}>
            {participant.TeamName ? `${participant.Name} (${participant.TeamName})` : participant.Name}
          </option>
        ))}
      </select>
      {props.error && (
        <p className="error" id="participant-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
