import { z } from 'zod';
import { messages } from '../messages';

const PASSWORD_PATTERN = /^(?=.*\d).{4,20}$/;
const STRONG_PASSWORD_PATTERN = /^(?=.*\d).{8,}$/;

export const passwordSchema = z
  .string(messages.invalidPassword)
  .regex(PASSWORD_PATTERN, messages.invalidPassword);
export const strongPasswordSchema = z
  .string(messages.invalidStrongPassword)
  .regex(STRONG_PASSWORD_PATTERN, messages.invalidStrongPassword);
