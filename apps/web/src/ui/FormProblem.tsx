import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

/**
 * The one line above a form that says why it was not sent. It can take focus, so a form can move
 * the user to it when what went wrong belongs to no single field.
 */
export function FormProblem({
  title,
  children,
  ref,
}: {
  title?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!children) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {children}
    </Alert>
  );
}
