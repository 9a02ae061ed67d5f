export const PAGE_SIZE = 5;
export const MAX_TEAM_LEADERBOARD_ENTRIES = 4;

/** The largest signed 32-bit integer: the ceiling for ids, counts and units stored as `integer`. */
export const MAX_INT32 = 2_147_483_647;
