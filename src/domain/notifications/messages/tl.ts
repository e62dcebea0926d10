import type { NotificationTexts } from './texts';

export const tl: NotificationTexts = {
  goalBehind: {
    title: 'Nahuhuli sa plano ang {goalName}',
    body: 'Naipon mo na ang {actual} ng layuning ito; ayon sa plano, dapat {expected} na ngayon.',
  },
  goalDeadline: {
    title: 'Ang {goalName} ay dapat matapos sa {deadline}',
    body: 'May {remaining} pang kailangang ipunin bago ang {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Bukas: {eventTitle}',
    titleHourBefore: 'Sa loob ng 1 oras: {eventTitle}',
    body: 'Magsisimula nang {time} sa {date}.',
    bodyAllDay: 'Buong araw sa {date}.',
  },
  largeExpense: {
    title: 'Malaking gastos: {amount}',
    body: 'Naitala ang {description} sa halagang {amount}.',
  },
  budgetThreshold: {
    title: 'Nasa {percent} na ang budget sa {categoryName}',
    titleUsedUp: 'Ubos na ang budget sa {categoryName}',
    body: 'Nagastos mo na ang {spent} sa {limit} ngayong {month}.',
  },
  billDue: {
    title: 'Dapat bayaran ang {scheduleName} sa {date}',
    body: 'Kailangang bayaran ang {amount} sa {date}.',
  },
  friendRequest: {
    title: 'Nagpadala sa iyo si {name} ng friend request',
    body: 'Tanggapin o tanggihan ito sa Mga Kaibigan.',
  },
  groupInviteAccepted: {
    title: 'Sumali si {name} sa {groupName}',
    body: 'Tinanggap ni {name} ang imbitasyon sa {groupName}.',
  },
  groupExpense: {
    title: 'Bagong gastos sa {groupName}',
    body: 'Idinagdag ni {name} ang {description}. Ang bahagi mo ay {share}.',
  },
  eventRsvp: {
    titleGoing: 'Pupunta si {name} sa {eventTitle}',
    titleMaybe: 'Baka pumunta si {name} sa {eventTitle}',
    titleCantGo: 'Hindi makakapunta si {name} sa {eventTitle}',
    body: 'Tingnan sa kalendaryo kung sino ang darating.',
  },
  proposalWaiting: {
    title: 'Kumpirmahin ang pagbabago mula sa {source}',
    body: 'Iminungkahi: {details}. Walang mase-save hangga’t hindi mo ito kinukumpirma.',
    bodyPlain: 'Walang mase-save hangga’t hindi mo ito kinukumpirma.',
  },
};
