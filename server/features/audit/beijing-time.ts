/**
 * Times in exports are Beijing time (UTC+8 all year, no daylight saving): people read them next to
 * the portal, which shows Beijing time too.
 */
const beijingOffsetMs = 8 * 60 * 60 * 1000;

/** `2026-11-22 10:00:00`. */
export function beijingDateTime(instant: Date): string {
  return new Date(instant.getTime() + beijingOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** `20261122-100000`, for file names. */
export function beijingStamp(instant: Date): string {
  return beijingDateTime(instant).replace(/-/g, '').replace(' ', '-').replace(/:/g, '');
}

/**
 * A spreadsheet cell has no time zone: the instant moved by eight hours, so that the cell shows the
 * Beijing wall-clock time when the workbook stores it as UTC.
 */
export function beijingWallClock(instant: Date): Date {
  return new Date(instant.getTime() + beijingOffsetMs);
}
