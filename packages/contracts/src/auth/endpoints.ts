import { endpoint } from '../route';

// Where the light pages call (decisions 101, 102): kept apart from the schemas, so that those pages
// load no zod.
export const sessionCurrentEndpoint = endpoint('GET', '/api/Session/Current');
export const eventCodeEndpoint = endpoint('POST', '/api/EventCode');
export const authenticationLoginEndpoint = endpoint('POST', '/authentication/login');
export const authenticationLoginWithAccessCodeEndpoint = endpoint(
  'POST',
  '/authentication/LoginWithAccessCode',
);
