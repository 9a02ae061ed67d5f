import { endpoint } from '../route';

// Where the light pages call (decisions 101, 102): kept apart from the schemas, so that those pages
// load no zod.
export const captchaNewEndpoint = endpoint('GET', '/api/Captcha/New');
export const captchaNewQuestionEndpoint = endpoint('GET', '/api/Captcha/NewQuestion');
