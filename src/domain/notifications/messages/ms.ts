import type { NotificationTexts } from './texts';

export const ms: NotificationTexts = {
  goalBehind: {
    title: '{goalName} ketinggalan daripada rancangan',
    body: 'Anda telah menyimpan {actual} daripada matlamat ini; mengikut rancangan sepatutnya sudah {expected}.',
  },
  goalDeadline: {
    title: '{goalName} tamat tempoh pada {deadline}',
    body: 'Masih perlu menyimpan {remaining} sebelum {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Esok: {eventTitle}',
    titleHourBefore: 'Dalam 1 jam: {eventTitle}',
    body: 'Bermula pada pukul {time}, {date}.',
    bodyAllDay: 'Sepanjang hari pada {date}.',
  },
  largeExpense: {
    title: 'Perbelanjaan besar: {amount}',
    body: '{description} direkodkan sebanyak {amount}.',
  },
  budgetThreshold: {
    title: 'Bajet {categoryName} mencapai {percent}',
    titleUsedUp: 'Bajet {categoryName} sudah habis',
    body: 'Anda telah membelanjakan {spent} daripada {limit} pada {month}.',
  },
  billDue: {
    title: '{scheduleName} perlu dibayar pada {date}',
    body: '{amount} perlu dibayar pada {date}.',
  },
  friendRequest: {
    title: '{name} menghantar permintaan rakan kepada anda',
    body: 'Terima atau tolak dalam Rakan.',
  },
  groupInviteAccepted: {
    title: '{name} telah menyertai {groupName}',
    body: '{name} menerima jemputan ke {groupName}.',
  },
  groupExpense: {
    title: 'Perbelanjaan baharu dalam {groupName}',
    body: '{name} menambah {description}. Bahagian anda ialah {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} akan hadir ke {eventTitle}',
    titleMaybe: '{name} mungkin hadir ke {eventTitle}',
    titleCantGo: '{name} tidak dapat hadir ke {eventTitle}',
    body: 'Lihat siapa yang hadir dalam kalendar.',
  },
  proposalWaiting: {
    title: 'Sahkan perubahan daripada {source}',
    body: 'Dicadangkan: {details}. Tiada apa-apa disimpan sehingga anda mengesahkannya.',
    bodyPlain: 'Tiada apa-apa disimpan sehingga anda mengesahkannya.',
  },
};
