import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'texts', include: ['src/**/*.test.ts'] },
});
