import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { createSsoHandOff } from '../auth/auth.api';

/** Opens the other site (admin <-> public) signed in, through a one-time hand-off token. */
export function SwitchSiteButton({ label }: { label: string }) {
  const handOff = useMutation({
    mutationFn: () => createSsoHandOff(`${window.location.pathname}${window.location.search}`),
    onSuccess: ({ Url }) => window.location.assign(Url),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconArrowsExchange size={18} aria-hidden />}
      loading={handOff.isPending}
      onClick={() => handOff.mutate()}
    >
      {label}
    </Button>
  );
}
