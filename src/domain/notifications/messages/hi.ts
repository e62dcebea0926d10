import type { NotificationTexts } from './texts';

export const hi: NotificationTexts = {
  goalBehind: {
    title: '{goalName} योजना से पीछे है',
    body: 'आपने इस लक्ष्य का {actual} बचाया है; योजना के अनुसार अब तक {expected} होना चाहिए था।',
  },
  goalDeadline: {
    title: '{goalName} की अंतिम तिथि {deadline} है',
    body: '{deadline} तक अभी {remaining} और बचाने हैं।',
  },
  eventReminder: {
    titleDayBefore: 'कल: {eventTitle}',
    titleHourBefore: '1 घंटे में: {eventTitle}',
    body: '{date} को {time} बजे शुरू होगा।',
    bodyAllDay: '{date} को पूरे दिन।',
  },
  largeExpense: {
    title: 'बड़ा ख़र्च: {amount}',
    body: '{description} {amount} का दर्ज किया गया।',
  },
  budgetThreshold: {
    title: '{categoryName} का बजट {percent} पर',
    titleUsedUp: '{categoryName} का बजट ख़त्म हो गया',
    body: 'आपने {month} में {limit} में से {spent} ख़र्च किए हैं।',
  },
  billDue: {
    title: '{scheduleName} की देय तिथि {date} है',
    body: '{date} को {amount} देना है।',
  },
  friendRequest: {
    title: '{name} ने आपको मित्रता अनुरोध भेजा',
    body: 'मित्र में जाकर इसे स्वीकार या अस्वीकार करें।',
  },
  groupInviteAccepted: {
    title: '{name} {groupName} में शामिल हुए',
    body: '{name} ने {groupName} का निमंत्रण स्वीकार किया।',
  },
  groupExpense: {
    title: '{groupName} में नया ख़र्च',
    body: '{name} ने {description} जोड़ा। आपका हिस्सा {share} है।',
  },
  eventRsvp: {
    titleGoing: '{name} {eventTitle} में आ रहे हैं',
    titleMaybe: '{name} शायद {eventTitle} में आएँ',
    titleCantGo: '{name} {eventTitle} में नहीं आ सकते',
    body: 'कैलेंडर में देखें कि कौन आ रहा है।',
  },
  proposalWaiting: {
    title: '{source} से आए बदलाव की पुष्टि करें',
    body: 'प्रस्ताव: {details}। आपकी पुष्टि तक कुछ भी सहेजा नहीं जाएगा।',
    bodyPlain: 'आपकी पुष्टि तक कुछ भी सहेजा नहीं जाएगा।',
  },
};
