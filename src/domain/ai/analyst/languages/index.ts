import type { LanguageCode } from '../../../shared/languages';
import type { LanguagePack } from '../language-pack';
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
import { vi } from './vi';

export const languagePacks: Record<LanguageCode, LanguagePack> = { en, es, ar, th, id, pt, hi, vi, tl, ms, tr };
