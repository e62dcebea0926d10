import type { NotificationTexts } from './texts';

export const ar: NotificationTexts = {
  goalBehind: {
    title: '{goalName} متأخر عن الخطة',
    body: 'ادّخرت {actual} من هذا الهدف، وكانت الخطة تتوقع {expected} حتى الآن.',
  },
  goalDeadline: {
    title: 'موعد {goalName} في {deadline}',
    body: 'لا يزال عليك ادّخار {remaining} قبل {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'غدًا: {eventTitle}',
    titleHourBefore: 'بعد ساعة: {eventTitle}',
    body: 'يبدأ في {time} يوم {date}.',
    bodyAllDay: 'طوال اليوم في {date}.',
  },
  largeExpense: {
    title: 'مصروف كبير: {amount}',
    body: 'سُجّل {description} بمبلغ {amount}.',
  },
  budgetThreshold: {
    title: 'ميزانية {categoryName} بلغت {percent}',
    titleUsedUp: 'نفدت ميزانية {categoryName}',
    body: 'أنفقت {spent} من {limit} في {month}.',
  },
  billDue: {
    title: 'موعد دفع {scheduleName} في {date}',
    body: 'يستحق دفع {amount} في {date}.',
  },
  friendRequest: {
    title: 'أرسل إليك {name} طلب صداقة',
    body: 'اقبله أو ارفضه في صفحة الأصدقاء.',
  },
  groupInviteAccepted: {
    title: 'انضم {name} إلى {groupName}',
    body: 'قبل {name} الدعوة إلى {groupName}.',
  },
  groupExpense: {
    title: 'مصروف جديد في {groupName}',
    body: 'أضاف {name} {description}. حصتك {share}.',
  },
  eventRsvp: {
    titleGoing: 'سيحضر {name} {eventTitle}',
    titleMaybe: 'قد يحضر {name} {eventTitle}',
    titleCantGo: 'لن يتمكن {name} من حضور {eventTitle}',
    body: 'اطّلع على الحضور في التقويم.',
  },
  proposalWaiting: {
    title: 'أكِّد تغييرًا من {source}',
    body: 'المقترح: {details}. لن يُحفَظ شيء حتى تؤكده.',
    bodyPlain: 'لن يُحفَظ شيء حتى تؤكده.',
  },
};
