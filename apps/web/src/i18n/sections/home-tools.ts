// Shared with the server, which draws the home page (decision 101).
export { homeToolsEn } from '@pledgethon/core';
