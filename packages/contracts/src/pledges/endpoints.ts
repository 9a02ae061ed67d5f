import { endpoint } from '../route';

// Where the light pages call (decisions 101, 102): kept apart from the schemas, so that those pages
// load no zod.
export const pledgesFormEndpoint = endpoint('GET', '/api/Pledges/Form/:eventCode');
export const pledgesParticipantsEndpoint = endpoint('GET', '/api/Pledges/Participants/:eventCode');
export const pledgesSubmitEndpoint = endpoint('POST', '/api/Pledges/Submit');
export const pledgesConfirmCardEndpoint = endpoint('POST', '/api/Pledges/ConfirmCard');
