// The day grid's arrow keys (WAI-ARIA grid pattern): how many days a key moves the focus. Left and
// right follow the screen, not the calendar: a right-to-left grid is drawn with Sunday on the
// right, so there ArrowLeft goes to the next day and ArrowRight to the one before. Home and End
// go to the week's first and last day, wherever the direction draws them.

/** The days `key` moves from a day in column `weekday` (0 for Sunday), or undefined for another key. */
export function dayMove(key: string, weekday: number, direction: 'ltr' | 'rtl'): number | undefined {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return 1;
    case back:
      return -1;
    case 'ArrowUp':
      return -7;
    case 'ArrowDown':
      return 7;
    case 'Home':
      return -weekday;
    case 'End':
      return 6 - weekday;
    default:
      return undefined;
  }
}
