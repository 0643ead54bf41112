// The tokens module: signed id and access tokens, refresh-token families, sign-up security tokens.
export { ACCESS_TOKEN_TYPE, ID_TOKEN_SECONDS, signJwt, signTokens, type TokenUser, verifyToken } from './jwt';
export { rotateSigningKey } from './key-rotation';
export { memoisedRefresh } from './refresh-memo';
export {
  type ActiveFamilyRow,
  activeFamilies,
  familyIsLive,
  recentFamilies,
  revokeFamily,
  revokeUserFamily,
  revokeUserTokens,
} from './refresh-repo';
export {
  familyOf,
  newFamilyId,
  REFRESH_FAMILY_DAYS,
  rotateLockedToken,
  rotateRefreshToken,
  rotateUnspentToken,
  sessionOf,
  startRefreshFamily,
} from './refresh-service';
export { consumeSecurityToken, issueSecurityToken } from './security-token';
export {
  type KeyRing,
  loadKeyRing,
  SIGNING_ALGORITHM,
  SIGNING_ALGORITHMS,
  type SigningAlgorithm,
  type SigningKey,
} from './signing-key';
export { tokenVerifier, type VerifiedToken } from './verifier';
