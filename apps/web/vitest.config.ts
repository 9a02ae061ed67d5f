import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx) ask for a DOM with `// @vitest-environment happy-dom`; the rest run on node.

export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
