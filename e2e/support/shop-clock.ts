/**
 * A time as the console shows it on the shop's clock with its zone's name (the e2e shops are on North America's
 * Eastern time: the demo's on America/New_York, the stand-in's on America/Toronto), e.g. 'Dec 1, 2026, 5:20 PM EST'.
 */
export const SHOP_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T$/;
