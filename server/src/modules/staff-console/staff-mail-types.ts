// The shapes of the support-action mails' texts, apart from their lookup (staff-mail-texts.ts) so the culture
// files (mail-texts/<culture>.ts) and the lookup do not import each other.

/** A support action the customer is mailed about. */
export type MailedAction = 'resetTwoStep' | 'removePasskey' | 'signOutEverywhere';

/** What differs per action: the subject and the sentence saying what was done. */
export type StaffActionFields = { subject: string; done: string };
/** What every action's mail shares. */
export type StaffFrameFields = {
  greeting: string;
  reason: string;
  notYou: string;
  action: string;
  signature: string;
};
/** A culture's texts: a base culture holds every kind and field, a variant only the fields that differ. */
export type CultureStaffMailTexts = Partial<Record<MailedAction, Partial<StaffActionFields>>> & {
  frame?: Partial<StaffFrameFields>;
};
