export * from './child-claims';
export * from './franchisees';
export * from './participant-import';
export * from './participant-merges';
export * from './participants';
export * from './people';
