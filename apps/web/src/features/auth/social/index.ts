export { OAuthReturn } from './OAuthReturn';
export { SocialSignInButtons } from './SocialSignInButtons';
