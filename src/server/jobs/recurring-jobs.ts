import { postDueOccurrences } from '../modules/recurring/post-due';
import { exchangeRates } from '../shared/exchange-rates';
import { scheduledJob } from './scheduled-job';

/**
 * Posts the occurrences auto-post schedules have due. Hourly, so each user's day starts within
 * the hour in their own time zone; running twice or on two instances posts nothing twice.
 */
export const recurringPosting = scheduledJob({
  name: 'recurring-posting',
  cron: '5 * * * *',
  async run({ db, config }) {
    const { posted, paid, waiting } = await postDueOccurrences(db, { rates: exchangeRates(db, config.fxBaseUrl) });
    return `posted ${posted} recurring transactions, linked ${paid} already paid, ${waiting} waiting for a rate`;
  },
});
