import type { NotificationTexts } from './texts';

export const tr: NotificationTexts = {
  goalBehind: {
    title: '{goalName} planın gerisinde',
    body: 'Bu hedefin {actual} kadarını biriktirdiniz; plana göre şu an {expected} olmalıydı.',
  },
  goalDeadline: {
    title: '{goalName} için son tarih: {deadline}',
    body: '{deadline} tarihine kadar biriktirmeniz gereken {remaining} kaldı.',
  },
  eventReminder: {
    titleDayBefore: 'Yarın: {eventTitle}',
    titleHourBefore: '1 saat sonra: {eventTitle}',
    body: '{date}, saat {time} itibarıyla başlıyor.',
    bodyAllDay: '{date}, tüm gün.',
  },
  largeExpense: {
    title: 'Büyük harcama: {amount}',
    body: '{description} için {amount} kaydedildi.',
  },
  budgetThreshold: {
    title: '{categoryName} bütçesi {percent} seviyesinde',
    titleUsedUp: '{categoryName} bütçesi tükendi',
    body: '{month} döneminde {limit} bütçenin {spent} kadarını harcadınız.',
  },
  billDue: {
    title: '{scheduleName} için son ödeme: {date}',
    body: '{date} tarihinde {amount} ödenmeli.',
  },
  friendRequest: {
    title: '{name} size arkadaşlık isteği gönderdi',
    body: 'Arkadaşlar bölümünden kabul edin ya da reddedin.',
  },
  groupInviteAccepted: {
    title: '{name}, {groupName} grubuna katıldı',
    body: '{name}, {groupName} davetini kabul etti.',
  },
  groupExpense: {
    title: '{groupName} grubunda yeni harcama',
    body: '{name}, {description} ekledi. Sizin payınız {share}.',
  },
  eventRsvp: {
    titleGoing: '{name}, {eventTitle} etkinliğine katılacak',
    titleMaybe: '{name}, {eventTitle} etkinliğine belki katılacak',
    titleCantGo: '{name}, {eventTitle} etkinliğine katılamayacak',
    body: 'Kimlerin geleceğini takvimde görün.',
  },
  proposalWaiting: {
    title: '{source} kaynağından gelen değişikliği onaylayın',
    body: 'Önerilen: {details}. Siz onaylayana kadar hiçbir şey kaydedilmez.',
    bodyPlain: 'Siz onaylayana kadar hiçbir şey kaydedilmez.',
  },
};
