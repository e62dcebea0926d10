/** App-wide tooltip timing (docs/product/limits.md#layout): 700 ms before the first opens, 300 ms to skip between neighbours. */
export const tooltipDelay = 700;
export const tooltipSkipDelay = 300;
