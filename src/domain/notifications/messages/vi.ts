import type { NotificationTexts } from './texts';

export const vi: NotificationTexts = {
  goalBehind: {
    title: '{goalName} đang chậm so với kế hoạch',
    body: 'Bạn đã tiết kiệm được {actual} mục tiêu này; theo kế hoạch lẽ ra đã đạt {expected}.',
  },
  goalDeadline: {
    title: '{goalName} đến hạn vào {deadline}',
    body: 'Còn phải tiết kiệm {remaining} trước {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Ngày mai: {eventTitle}',
    titleHourBefore: '1 giờ nữa: {eventTitle}',
    body: 'Bắt đầu lúc {time} ngày {date}.',
    bodyAllDay: 'Cả ngày {date}.',
  },
  largeExpense: {
    title: 'Khoản chi lớn: {amount}',
    body: 'Đã ghi nhận {description} với số tiền {amount}.',
  },
  budgetThreshold: {
    title: 'Ngân sách {categoryName} đã dùng {percent}',
    titleUsedUp: 'Ngân sách {categoryName} đã hết',
    body: 'Bạn đã chi {spent} trên {limit} trong {month}.',
  },
  billDue: {
    title: '{scheduleName} đến hạn vào {date}',
    body: 'Cần trả {amount} vào {date}.',
  },
  friendRequest: {
    title: '{name} đã gửi cho bạn lời mời kết bạn',
    body: 'Chấp nhận hoặc từ chối trong mục Bạn bè.',
  },
  groupInviteAccepted: {
    title: '{name} đã tham gia {groupName}',
    body: '{name} đã chấp nhận lời mời vào {groupName}.',
  },
  groupExpense: {
    title: 'Khoản chi mới trong {groupName}',
    body: '{name} đã thêm {description}. Phần của bạn là {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} sẽ tham dự {eventTitle}',
    titleMaybe: '{name} có thể tham dự {eventTitle}',
    titleCantGo: '{name} không thể tham dự {eventTitle}',
    body: 'Xem ai sẽ đến trong lịch.',
  },
  proposalWaiting: {
    title: 'Xác nhận thay đổi từ {source}',
    body: 'Đề xuất: {details}. Không có gì được lưu cho đến khi bạn xác nhận.',
    bodyPlain: 'Không có gì được lưu cho đến khi bạn xác nhận.',
  },
};
