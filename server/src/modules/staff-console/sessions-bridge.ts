import type { ActiveSessionResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { listSessions } from '../security-centre';

/** A customer's open sessions as their security centre lists them (none is the caller's own). */
export const customerSessions = (deps: Deps, userId: string): Promise<ActiveSessionResponse[]> =>
  listSessions(deps, userId, undefined);
