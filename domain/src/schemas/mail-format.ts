import { MAIL_FORMAT_TYPES } from '../enums';
import { MESSAGE_CODES } from './messages';
import { z } from './zod';

/** `mailFormatType` as clients send it: `html` or `text` in any case, stored and answered in lower case. */
export const mailFormatTypeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(MAIL_FORMAT_TYPES, { error: MESSAGE_CODES.mailFormatTypeInvalid }));
