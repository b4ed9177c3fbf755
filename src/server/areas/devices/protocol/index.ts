// The ZKTeco ADMS ("iclock") push protocol (docs/api/devices.md): routes, ingestion, device lookup and claims.
export { iclockRoutes, ICLOCK_BODY_LIMIT } from './iclockRoutes';
export { findDevice, forgetDevice, claimSerial, type ProtocolDevice } from './deviceLookup';
export { ingestAttlog, punchClientId, type AttlogResult } from './attlogIngest';
export { ingestOperlog } from './operlogIngest';
export { applyCommandResults } from './commandResults';
export { handshakeText } from './handshake';
