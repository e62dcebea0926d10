import type { LanguageCode } from '../../shared/languages';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { hi } from './hi';
import { id } from './id';
import { ms } from './ms';
import { pt } from './pt';
import { th } from './th';
import { tl } from './tl';
import { tr } from './tr';
import type { NotificationTexts } from './texts';
import { vi } from './vi';

export type { NotificationTexts } from './texts';

/** Every language's notification texts; a language missing here fails the type check. */
export const notificationTexts: Record<LanguageCode, NotificationTexts> = { en, es, ar, th, id, pt, hi, vi, tl, ms, tr };
