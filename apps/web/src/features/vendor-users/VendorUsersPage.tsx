import '../../i18n/sections/vendor-users';
import { Badge, Button, Card, Container, Divider, Stack, Table, Text, Title } from '@mantine/core';
import type { VendorUser } from '@pledgethon/contracts';
import { formatDate } from '@pledgethon/core/zones';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageLoader } from '../../ui/PageLoader';
import { useDoneToast } from '../thon-people/use-done-toast';
import { VendorUserInviteForm } from './VendorUserInviteForm';
import { useRemoveVendorUser, useVendorUsers } from './vendor-users.api';

const fullName = (user: VendorUser) => `${user.FirstName} ${user.LastName}`.trim();

/** /shop/vendorusers: a vendor's users invite, list and remove the users of their own account. */
export function VendorUsersPage() {
  const { t } = useTranslation();
  const listId = useId();
  const done = useDoneToast();
  const account = useVendorUsers();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const remove = useRemoveVendorUser();
  const [leaving, setLeaving] = useState<VendorUser | null>(null);
  if (!account.data) return <PageLoader />;
  const { VendorName, Users } = account.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('vendorUsers.title')}</Title>
          <Text c="gray.7">{t('vendorUsers.intro', { name: VendorName })}</Text>
        </Stack>
        <Card withBorder padding="lg" component="section" aria-labelledby={listId}>
          <Stack gap="md">
            <Title id={listId} order={2} fz="lg">
              {t('vendorUsers.list', { name: VendorName })}
            </Title>
            <Table verticalSpacing="sm" data-testid="vendor-users">
              <Table.Tbody>
                {Users.map((user) => (
                  <Table.Tr key={user.UserId}>
                    <Table.Td>
                      <Text fw={600}>
                        {fullName(user)}
                        {user.IsYou && (
                          <Badge ml="xs" variant="light" color="blue">
                            {t('vendorUsers.you')}
                          </Badge>
                        )}
                        {!user.Joined && (
                          <Badge ml="xs" variant="light" color="gray">
                            {t('vendorUsers.invited')}
                          </Badge>
                        )}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {user.Email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="gray.7">
                        {t('vendorUsers.added', { date: formatDate(new Date(user.AddedAt), zone) })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {!user.IsYou && (
                        <Button
                          variant="light"
                          color="red"
                          size="xs"
                          aria-label={t('vendorUsers.removeLabel', { name: fullName(user) })}
                          onClick={() => setLeaving(user)}
                        >
                          {t('vendorUsers.remove')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Divider />
            <VendorUserInviteForm />
          </Stack>
        </Card>
      </Stack>
      <ConfirmDialog
        opened={leaving !== null}
        title={leaving ? t('vendorUsers.removeTitle', { name: fullName(leaving) }) : ''}
        body={leaving ? t('vendorUsers.removeBody', { name: fullName(leaving), vendor: VendorName }) : ''}
        confirmLabel={t('vendorUsers.remove')}
        cancelLabel={t('vendorUsers.cancel')}
        destructive
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (!leaving) return;
          remove.mutate(leaving.UserId, { onSuccess: (result) => done(result.Message) });
          setLeaving(null);
        }}
      />
    </Container>
  );
}
