import type { NotificationTexts } from './texts';

export const id: NotificationTexts = {
  goalBehind: {
    title: '{goalName} tertinggal dari rencana',
    body: 'Anda sudah menabung {actual} dari target ini; menurut rencana seharusnya sudah {expected}.',
  },
  goalDeadline: {
    title: '{goalName} jatuh tempo pada {deadline}',
    body: 'Masih perlu menabung {remaining} sebelum {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Besok: {eventTitle}',
    titleHourBefore: '1 jam lagi: {eventTitle}',
    body: 'Mulai pukul {time} pada {date}.',
    bodyAllDay: 'Sepanjang hari pada {date}.',
  },
  largeExpense: {
    title: 'Pengeluaran besar: {amount}',
    body: '{description} dicatat sebesar {amount}.',
  },
  budgetThreshold: {
    title: 'Anggaran {categoryName} mencapai {percent}',
    titleUsedUp: 'Anggaran {categoryName} sudah habis',
    body: 'Anda telah membelanjakan {spent} dari {limit} pada {month}.',
  },
  billDue: {
    title: '{scheduleName} jatuh tempo pada {date}',
    body: '{amount} harus dibayar pada {date}.',
  },
  friendRequest: {
    title: '{name} mengirimi Anda permintaan pertemanan',
    body: 'Terima atau tolak di Teman.',
  },
  groupInviteAccepted: {
    title: '{name} bergabung dengan {groupName}',
    body: '{name} menerima undangan ke {groupName}.',
  },
  groupExpense: {
    title: 'Pengeluaran baru di {groupName}',
    body: '{name} menambahkan {description}. Bagian Anda {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} akan datang ke {eventTitle}',
    titleMaybe: '{name} mungkin datang ke {eventTitle}',
    titleCantGo: '{name} tidak bisa datang ke {eventTitle}',
    body: 'Lihat siapa yang datang di kalender.',
  },
  proposalWaiting: {
    title: 'Konfirmasi perubahan dari {source}',
    body: 'Diusulkan: {details}. Tidak ada yang disimpan sampai Anda mengonfirmasinya.',
    bodyPlain: 'Tidak ada yang disimpan sampai Anda mengonfirmasinya.',
  },
};
