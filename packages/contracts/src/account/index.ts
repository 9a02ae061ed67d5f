export * from './access-codes';
export * from './activity';
export * from './parents';
export * from './participants';
export * from './privacy';
export * from './sent-messages';
export * from './shop';
export * from './utilities';
