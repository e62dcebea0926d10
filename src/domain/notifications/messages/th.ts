import type { NotificationTexts } from './texts';

export const th: NotificationTexts = {
  goalBehind: {
    title: '{goalName} ล่าช้ากว่าแผน',
    body: 'คุณออมได้ {actual} ของเป้าหมายนี้ ตามแผนควรถึง {expected} แล้ว',
  },
  goalDeadline: {
    title: '{goalName} ครบกำหนดวันที่ {deadline}',
    body: 'ยังต้องออมอีก {remaining} ภายในวันที่ {deadline}',
  },
  eventReminder: {
    titleDayBefore: 'พรุ่งนี้: {eventTitle}',
    titleHourBefore: 'อีก 1 ชั่วโมง: {eventTitle}',
    body: 'เริ่มเวลา {time} วันที่ {date}',
    bodyAllDay: 'ทั้งวันในวันที่ {date}',
  },
  largeExpense: {
    title: 'รายจ่ายก้อนใหญ่: {amount}',
    body: 'บันทึก {description} เป็นเงิน {amount}',
  },
  budgetThreshold: {
    title: 'งบประมาณ {categoryName} ใช้ไป {percent}',
    titleUsedUp: 'งบประมาณ {categoryName} ใช้หมดแล้ว',
    body: 'คุณใช้ไป {spent} จาก {limit} ใน {month}',
  },
  billDue: {
    title: '{scheduleName} ครบกำหนดวันที่ {date}',
    body: 'ต้องจ่าย {amount} ในวันที่ {date}',
  },
  friendRequest: {
    title: '{name} ส่งคำขอเป็นเพื่อนถึงคุณ',
    body: 'ยอมรับหรือปฏิเสธได้ที่หน้าเพื่อน',
  },
  groupInviteAccepted: {
    title: '{name} เข้าร่วม {groupName} แล้ว',
    body: '{name} ตอบรับคำเชิญเข้าร่วม {groupName}',
  },
  groupExpense: {
    title: 'รายจ่ายใหม่ใน {groupName}',
    body: '{name} เพิ่ม {description} ส่วนของคุณคือ {share}',
  },
  eventRsvp: {
    titleGoing: '{name} จะไป {eventTitle}',
    titleMaybe: '{name} อาจจะไป {eventTitle}',
    titleCantGo: '{name} ไป {eventTitle} ไม่ได้',
    body: 'ดูว่าใครจะมาได้ในปฏิทิน',
  },
  proposalWaiting: {
    title: 'ยืนยันการเปลี่ยนแปลงจาก {source}',
    body: 'ข้อเสนอ: {details} จะยังไม่มีการบันทึกใด ๆ จนกว่าคุณจะยืนยัน',
    bodyPlain: 'จะยังไม่มีการบันทึกใด ๆ จนกว่าคุณจะยืนยัน',
  },
};
