// The shell's Spanish in a chunk of its own, fetched only for someone who reads it (decision 060).
export { shellEs } from '@pledgethon/texts';
