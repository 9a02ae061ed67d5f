/**
 * The maximum units (laps, pages, ...) an event counts per participant, chosen by index in spec
 * section 9's table. A row covers the indexes from its `fromIndex` up to the next row's. How the
 * steps after 50 map to indexes is our reading of the spec: see docs/decisions/002-event-max-units.md.
 */
const EVENT_MAX_UNITS_STEPS: readonly { fromIndex: number; maxUnits: number }[] = [
  { fromIndex: 0, maxUnits: 0 },
  { fromIndex: 1, maxUnits: 25 },
  ...[30, 35, 45, 50, 55, 65, 70, 80, 85, 95, 100, 110, 120, 130, 140, 150, 160, 170, 180].map(
    (maxUnits, step) => ({ fromIndex: 5 * (step + 1), maxUnits }),
  ),
];

/** From here on the table stops and the value is double the index (100 gives 200). */
const EVENT_MAX_UNITS_DOUBLING_FROM_INDEX = 100;

export const eventMaxUnits = (index: number): number => {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`The event max units index must be a whole number of at least 0, not ${index}`);
  }
  if (index >= EVENT_MAX_UNITS_DOUBLING_FROM_INDEX) return index * 2;
  const step = EVENT_MAX_UNITS_STEPS.findLast((row) => row.fromIndex <= index);
  return step?.maxUnits ?? 0;
};

/** The table's values above zero, in order: what a form offers as the max units of a Thon. */
export const EVENT_MAX_UNITS_CHOICES: readonly number[] = [
  ...new Set(Array.from({ length: EVENT_MAX_UNITS_DOUBLING_FROM_INDEX }, (_, index) => eventMaxUnits(index))),
].filter((units) => units > 0);
