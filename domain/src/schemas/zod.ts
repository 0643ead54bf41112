import { z } from 'zod';
import { zodIssueCode } from './zod-messages';

// zod's own messages become codes too (ADR 018), wherever a schema is used (server and web); every schema's
// own message still wins, this answers only where a schema gives none. Every schema takes `z` from here, so
// the setting comes with the first schema, and a page that only needs a message code or a constant does not
// load zod (bench/README.md#javascript-budgets).
z.config({ customError: zodIssueCode });

export { z };
