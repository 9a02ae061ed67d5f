export { OAuthReturn } from './OAuthReturn';
