import { CONTACT_SUBJECTS } from '../enums';
import { MESSAGE_CODES } from './messages';
import { contactUsSchema } from './support';
import { z } from './zod';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * The Roland Cloud contact form (docs/product.md#cloud-contact): contact name, e-mail and details as on every
 * contact form, and the subject one of the cloud's contact subjects (docs/product.md#cloud-enumerations).
 */
export const cloudContactSchema = contactUsSchema.extend({
  subject: z.enum(CONTACT_SUBJECTS, { error: MESSAGE_CODES.subjectRequired }),
});
export type CloudContactInput = z.infer<typeof cloudContactSchema>;
