export { loadMasterList } from './load-master-list';
export { masterKey } from './master-storage';
export type { MasterEntry, MasterItemOf, MasterItemTypes } from './master-types';
export { useMasterList } from './use-master-list';
