import { Anchor, Container, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';

export function AppHeader() {
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Anchor component={Link} to="/home" underline="never" c="inherit">
          <Group gap="xs" wrap="nowrap">
            <Image src="/favicon.svg" alt="" w={32} h={32} />
            <Text component="span" fw={800} fz={{ base: 'lg', sm: 'xl' }} c="indigo.9">
              PledgeThon
            </Text>
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <AccountMenu />
          <LanguageMenu />
        </Group>
      </Group>
    </Container>
  );
}
