import { Box, Stack, Text } from '@mantine/core';
import { percentOfGoal, progressFill } from '../../ui/use-format-money';

/** Share of the goal as a fundraising thermometer: a tube that fills from the bulb up. */
export function Thermometer({
  raisedCents,
  goalCents,
  label,
}: {
  raisedCents: number;
  goalCents: number;
  label: string;
}) {
  const percent = percentOfGoal(raisedCents, goalCents);
  const fill = progressFill(percent);
  return (
    <Stack align="center" gap={6}>
      <Text fw={800} fz={28} lh={1}>
        {percent}%
      </Text>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={`${percent}%`}
        w={36}
        h={180}
        pos="relative"
        style={{
          borderRadius: 18,
          border: '3px solid var(--mantine-color-red-8)',
          background: 'var(--mantine-color-gray-0)',
          overflow: 'hidden',
        }}
      >
        <Box
          pos="absolute"
          bottom={0}
          left={0}
          right={0}
          h={`${fill}%`}
          bg="red.8"
          style={{ transition: 'height 600ms ease' }}
        />
      </Box>
      <Box w={52} h={52} bg="red.8" style={{ borderRadius: '50%', marginTop: -20 }} aria-hidden />
    </Stack>
  );
}
