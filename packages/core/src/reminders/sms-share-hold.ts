import { SMS_HOLD_EXTENSION_MINUTES } from '../constants/timing';
import { messages } from '../messages';
import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from './clock-time';

export const SMS_SHARE_DEFAULT_TYPES = ['immediately', 'Hold Messages Between'] as const;
export type SmsShareDefaultType = (typeof SMS_SHARE_DEFAULT_TYPES)[number];

/** The ParticipantSMSShare reminder's own fields; times are 'hh:mm AM/PM'. */
export interface SmsShareHold {
  defaultType: SmsShareDefaultType;
  holdStart: string | null;
  holdEnd: string | null;
  holdEnabled: boolean;
}

// The spec gives no default; sending at once is the only setting that needs no times to be valid.
export const SMS_SHARE_HOLD_DEFAULT: SmsShareHold = {
  defaultType: 'immediately',
  holdStart: null,
  holdEnd: null,
  holdEnabled: false,
};

/**
 * A hold must end after it starts; otherwise the end becomes start plus 60 minutes. A start within the
 * last hour of the day wraps past midnight, as the clock does.
 */
export const holdEndFor = (holdStart: string, holdEnd: string): string => {
  const start = parseClockTime(holdStart);
  const end = parseClockTime(holdEnd);
  if (start === null) throw new RangeError(`Not a clock time: ${holdStart}`);
  if (end !== null && start < end) return holdEnd;
  return formatClockTime((start + SMS_HOLD_EXTENSION_MINUTES) % MINUTES_PER_DAY);
};

/** Editing either hold time means the user wants messages held; an end not after the start is moved. */
export const changeHoldTimes = (
  setting: SmsShareHold,
  times: { holdStart?: string; holdEnd?: string },
): SmsShareHold => {
  const holdStart = times.holdStart ?? setting.holdStart;
  const holdEnd = times.holdEnd ?? setting.holdEnd;
  const canFixEnd = holdStart !== null && holdEnd !== null && parseClockTime(holdStart) !== null;
  return {
    ...setting,
    holdStart,
    holdEnd: canFixEnd ? holdEndFor(holdStart, holdEnd) : holdEnd,
    defaultType: 'Hold Messages Between',
    holdEnabled: true,
  };
};

export type KeepResult = { ok: true; setting: SmsShareHold } | { ok: false; message: string };

/** What "keep" saves: 'immediately' drops the hold times; a hold needs both, with a valid end. */
export const keepSmsShareHold = (setting: SmsShareHold): KeepResult => {
  if (setting.defaultType === 'immediately') {
    return { ok: true, setting: { ...setting, holdStart: null, holdEnd: null } };
  }
  const { holdStart, holdEnd } = setting;
  if (holdStart === null || holdEnd === null) return { ok: false, message: messages.reviewRequiredFields };
  if (parseClockTime(holdStart) === null || parseClockTime(holdEnd) === null) {
    return { ok: false, message: messages.invalidTime };
  }
  return { ok: true, setting: { ...setting, holdEnd: holdEndFor(holdStart, holdEnd) } };
};
